import Foundation
import GlassFiles
import Synchronization
import Testing

/// Folders made by several writers at once (the workers of `glass test --record` all make the goldens
/// folder): one that appears between a writer's failed open and its look at the name is opened, not an error.
@Suite struct FolderRaceTests {
    @Test func writersMakingTheSameFoldersAtOnceAllSucceed() throws {
        let root = try FileSafetyTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let writers = 8
        let failures = Mutex<[String]>([])
        for round in 0..<300 {
            let path = "\(root)/r\(round)/goldens/sub"
            DispatchQueue.concurrentPerform(iterations: writers) { _ in
                do {
                    _ = try OpenFolder.open(path, links: .refuse, create: true)
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        let found = failures.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) failed, first: \(found.first ?? "")")
    }
}
