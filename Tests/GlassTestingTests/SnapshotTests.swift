import Foundation
import GlassGoldens
import Testing
import XCTest

@testable import GlassTesting

/// A scene written in Swift, as a team would, and its golden in a temporary folder.
func makeSnapshotFolder() throws -> (scene: URL, golden: URL, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glass-snapshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let scene = SceneDocument(
        canvas: Canvas(width: 120, height: 70, scale: 1), background: .color("#336699"),
        layers: [
            .glass(
                frame: [10, 10, 100, 44],
                content: [.text("Hello", frame: [0, 0, 100, 44], style: "headline", alignment: "center")]),
            .symbol("heart.fill", frame: [0, 50, 20, 20], color: "systemPink"),
        ])
    let url = folder.appendingPathComponent("hello.json")
    try scene.write(to: url)
    return (url, folder.appendingPathComponent("goldens/hello.png"), folder)
}

@Suite struct SnapshotSwiftTestingTests {
    /// Recorded once, then it passes; a changed golden fails the assertion (a test of the test).
    @Test func recordsPassesAndFails() throws {
        let (scene, golden, folder) = try makeSnapshotFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = assertGlassSnapshot(of: scene, matching: golden, record: .missing)
        #expect(recorded.status == .recorded && FileManager.default.fileExists(atPath: golden.path))
        #expect(assertGlassSnapshot(of: scene, matching: golden, record: .never).status == .passed)
        // Alter the golden: one pixel band repainted.
        var bytes = try Data(contentsOf: golden)
        let other = SceneDocument(canvas: Canvas(width: 120, height: 70, scale: 1), background: .color("#336699"))
        try other.write(to: folder.appendingPathComponent("other.json"))
        _ = assertGlassSnapshot(
            of: folder.appendingPathComponent("other.json"), matching: folder.appendingPathComponent("other.png"),
            record: .all)
        bytes = try Data(contentsOf: folder.appendingPathComponent("other.png"))
        try bytes.write(to: golden)
        withKnownIssue("the golden was altered") {
            let failed = assertGlassSnapshot(of: scene, matching: golden, record: .never)
            #expect(failed.status == .failed && failed.difference!.differingPixels > 100)
        }
        // Missing goldens fail under `never` and say how to record.
        try FileManager.default.removeItem(at: golden)
        withKnownIssue("the golden is missing") {
            let missing = assertGlassSnapshot(of: scene, matching: golden, record: .never)
            #expect(missing.status == .missing && missing.message.contains("record it with"))
        }
    }

    /// A missing golden's message names what records it in `swift test`, `GLASS_RECORD=missing`, before the
    /// command line's `--record` (which `swift test` does not take), rendered in process or in the release glass.
    @Test func aMissingGoldenSaysGlassRecordFirst() async throws {
        let (scene, golden, folder) = try makeSnapshotFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let release = await GlassBinary.renderer(callerFilePath: #filePath)
        for renderer in [SnapshotRenderer.inProcess(reason: "a test"), release] {
            var result: GoldenResult? = nil
            withKnownIssue("the golden is missing") {
                result = snapshot(
                    of: scene, matching: golden, tolerance: 1, record: .fromEnvironment, artifacts: nil,
                    environment: [:], renderer: renderer, fileID: #fileID, filePath: #filePath, line: #line, column: 1)
            }
            let message = try #require(result).message
            #expect(
                message.hasPrefix("\(golden.path) is missing; record it with GLASS_RECORD=missing (or "),
                "\(renderer): \(message)")
        }
    }

    /// The Swift model encodes the scene file the JSON would be.
    @Test func theSwiftModelEncodesTheSceneFormat() throws {
        let doc = SceneDocument(
            device: "iPhone 17 Pro", design: "compatibility",
            layers: [.navigationBar(title: "Inbox", trailing: [.symbol("gear"), .system("done")]), .statusBar])
        let json = String(decoding: try doc.json(), as: UTF8.self)
        #expect(json.contains(##""device" : "iPhone 17 Pro""##) && json.contains(##""type" : "navigationBar""##))
        #expect(json.contains(##""system" : "done""##) && !json.contains("null"))
    }
}

/// The same assertion from XCTest.
/// The assertion inside an XCTest case. It renders in process: `swift test` runs the XCTest cases before the
/// Swift Testing ones, one at a time, so finding or building the release glass here would leave a core idle
/// for the whole first build; the Swift Testing tests build it while others run (and test that path).
final class SnapshotXCTests: XCTestCase {
    func testRecordThenMatch() throws {
        let (scene, golden, folder) = try makeSnapshotFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func check(_ record: SnapshotRecording, line: UInt = #line) -> GoldenResult {
            snapshot(
                of: scene, matching: golden, tolerance: 1, record: record, artifacts: nil, environment: [:],
                renderer: .inProcess(reason: "an XCTest case"), fileID: #fileID, filePath: #filePath, line: line,
                column: 1)
        }
        XCTAssertEqual(check(.missing).status, .recorded)
        XCTAssertEqual(check(.fromEnvironment).status, .passed)
    }
}
