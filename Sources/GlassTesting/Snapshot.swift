import Foundation
import GlassGoldens
import Testing
import XCTest

/// What `assertGlassSnapshot` may record.
public enum SnapshotRecording: Sendable {
    case never, missing, failed, all
    /// `GLASS_RECORD` (`never` when unset): CI leaves it unset, so a rerun cannot pass by recording.
    case fromEnvironment

    var mode: RecordMode {
        switch self {
        case .never: .never
        case .missing: .missing
        case .failed: .failed
        case .all: .all
        case .fromEnvironment: RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
        }
    }
}

/// Renders the scene file at `scene` and compares it with the golden PNG at `golden` within `tolerance`
/// levels per channel, the check `glass test` makes. A mismatch, a missing golden or a scene that does not
/// render is recorded as a test failure with the figures and the folder of expected, actual and difference
/// images: through Swift Testing's `Issue.record` inside a `@Test`, through `XCTFail` inside an XCTest
/// case. Returns the result for further checks.
@discardableResult
public func assertGlassSnapshot(
    of scene: URL, matching golden: URL, tolerance: Int = 1, record: SnapshotRecording = .fromEnvironment,
    artifacts: URL? = nil, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> GoldenResult {
    let name = golden.deletingPathExtension().lastPathComponent
    let folder =
        artifacts?.path
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("glass-snapshots/\(name)").path
    let result = GoldenCheck.check(
        name: name, scenePath: scene.path, goldenPath: golden.path, tolerance: tolerance, record: record.mode,
        artifactsFolder: folder)
    if !result.passed {
        var message = "\(name): \(result.message)"
        if let d = result.difference { message += "\n" + d.report }
        if !result.artifacts.isEmpty { message += "\nexpected, actual and diff images in \(folder)" }
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
    return result
}
