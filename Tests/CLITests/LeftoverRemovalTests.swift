import Foundation
import Testing

@testable import glass

/// What a killed worker left is found by a tag its parent chose, not by its process id: the parent removed
/// every `.glass-PID…tmp` of the worker's id, so another process with that id (in another pid namespace
/// writing into a shared folder, or one that took the id once the worker was reaped) lost the file it was
/// writing. Files planted under the names of the next few hundred process ids stay.
@Suite struct LeftoverRemovalTests {
    @Test func onlyTheKilledWorkersOwnTemporaryFileIsRemoved() async throws {
        let dir = try SceneTimeoutTests.folder(["scenes/a.json", "scenes/b.json", "scenes/c.json"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let last = try #require(
            Int(
                try String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8)
                    .trimmingCharacters(in: .whitespacesAndNewlines)))
        var planted: [String] = []
        for pid in last + 1...last + 600 {
            let hex = String(UInt32(truncatingIfNeeded: pid), radix: 16)
            let name = ".glass-" + String(repeating: "0", count: 8 - hex.count) + hex + "0000abcd.tmp"
            try Data("another process's file".utf8).write(to: out.appendingPathComponent(name))
            planted.append(name)
        }
        let r = try await SceneTimeoutTests.run(
            ["render", "scenes", "-o", "out", "--threads", "2", "--scene-timeout", "1"], in: dir, seconds: 60,
            fault: "hang:b")
        #expect(!r.timedOut && r.code == 1 && r.stderr.contains("scenes/b.json: timed out after 1 s"), "\(r)")
        let left = try MatrixCommandTests.files(dir, "out")
        #expect(Set(planted).subtracting(left).isEmpty, "removed: \(Set(planted).subtracting(left).sorted())")
        // The killed worker's own temporary file is gone: nothing but the renders and the planted files.
        #expect(left.count == planted.count + 2 && left.contains("a.png") && left.contains("c.png"))
    }
}
