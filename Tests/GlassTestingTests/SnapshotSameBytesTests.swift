import Foundation
import GlassGoldens
import Testing

@testable import GlassTesting

/// The release `glass` that `assertGlassSnapshot` finds or builds records the same golden bytes and reaches
/// the same verdict, with the same figures and artifacts, as the check in process.
@Suite struct SnapshotSameBytesTests {
    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func outOfProcessAndInProcessAgree() throws {
        let renderer = GlassBinary.renderer(callerFilePath: #filePath)
        guard case .binary(let glass) = renderer else {
            Issue.record("no release glass for this package: \(renderer)")
            return
        }
        let (scene, golden, folder) = try makeSnapshotFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths: [SnapshotRenderer: String] = [
            .inProcess(reason: "a test"): folder.appendingPathComponent("in-process").path,
            .binary(glass): folder.appendingPathComponent("-out of process").path,
        ]
        func check(_ r: SnapshotRenderer, _ goldenPath: String, _ record: RecordMode, _ artifacts: String)
            -> GoldenResult
        {
            SnapshotCheck.run(
                r, name: "hello", scenePath: scene.path, goldenPath: goldenPath, tolerance: 1, record: record,
                artifactsFolder: artifacts)
        }
        // Recorded by each: the same bytes.
        for (r, base) in paths {
            let recorded = check(r, base + "/hello.png", .all, base + "/artifacts")
            #expect(
                recorded.status == .recorded
                    && recorded.message == "recorded \(base)/hello.png; look at it before committing")
        }
        let inProcessGolden = try #require(Self.bytes(paths[.inProcess(reason: "a test")]! + "/hello.png"))
        #expect(Self.bytes(paths[.binary(glass)]! + "/hello.png") == inProcessGolden)
        // Against a golden of another scene: the same failure, figures and artifact bytes.
        let other = SceneDocument(canvas: Canvas(width: 120, height: 70, scale: 1), background: .color("#336699"))
        try other.write(to: folder.appendingPathComponent("other.json"))
        _ = SnapshotCheck.run(
            .inProcess(reason: "a test"), name: "other", scenePath: folder.appendingPathComponent("other.json").path,
            goldenPath: golden.path, tolerance: 1, record: .all, artifactsFolder: folder.path + "/unused")
        var results: [GoldenResult] = []
        for r in [SnapshotRenderer.inProcess(reason: "a test"), .binary(glass)] {
            results.append(check(r, golden.path, .never, paths[r]! + "/failed"))
        }
        let (a, b) = (results[0], results[1])
        #expect(a.status == .failed && b.status == .failed)
        #expect(a.difference != nil && a.difference == b.difference)
        #expect(a.message == b.message && a.message.contains("pixels"))
        #expect(a.artifacts.map { ($0 as NSString).lastPathComponent } == ["expected.png", "actual.png", "diff.png"])
        #expect(
            a.artifacts.map { ($0 as NSString).lastPathComponent }
                == b.artifacts.map { ($0 as NSString).lastPathComponent })
        for (x, y) in zip(a.artifacts, b.artifacts) {
            #expect(Self.bytes(x) != nil && Self.bytes(x) == Self.bytes(y), "\(x)")
        }
        // The verdict brings no image into this process.
        #expect(b.actualPNG.isEmpty && b.expectedPNG.isEmpty && b.diffPNG.isEmpty)
        // A scene that does not exist: the same error.
        let missing = [SnapshotRenderer.inProcess(reason: "a test"), .binary(glass)].map {
            SnapshotCheck.run(
                $0, name: "x", scenePath: folder.path + "/absent.json", goldenPath: golden.path, tolerance: 1,
                record: .never, artifactsFolder: folder.path + "/x")
        }
        #expect(missing[0].status == .error && missing[0].message == missing[1].message && missing[1].status == .error)
    }

    /// A binary that dies or prints no verdict is an error of the check that names it, not a pass.
    @Test func aBinaryWithoutAVerdictIsAnError() throws {
        let fake = try SnapshotBinaryTests.fakeGlass(printing: "glass-verdict zz", exitStatus: 0)
        defer { try? FileManager.default.removeItem(at: fake.folder) }
        let r = SnapshotCheck.run(
            .binary(fake.glass), name: "x", scenePath: "/nonexistent.json", goldenPath: "/nonexistent.png",
            tolerance: 1, record: .never, artifactsFolder: "/nonexistent")
        #expect(
            r.status == .error
                && r.message == "\(fake.glass) __snapshot gave no verdict (exit status 0, last line: glass-verdict zz)")
        let gone = SnapshotCheck.run(
            .binary("/nonexistent/glass"), name: "x", scenePath: "/nonexistent.json", goldenPath: "/nonexistent.png",
            tolerance: 1, record: .never, artifactsFolder: "/nonexistent")
        #expect(
            gone.status == .error
                && gone.message.hasPrefix("/nonexistent/glass __snapshot gave no verdict (could not start"))
    }

    /// A verdict line round-trips every field but the images; anything else is not one.
    @Test func verdictLinesRoundTrip() {
        let r = GoldenResult.error(name: "a b\n", scenePath: "-s.json", goldenPath: "g.png", message: "why\u{0}")
        let line = r.verdictLine
        #expect(!line.contains("\n") && line.hasPrefix("glass-verdict "))
        let back = GoldenResult(verdictLine: line + "\n")
        #expect(
            back?.name == r.name && back?.scenePath == r.scenePath && back?.message == r.message
                && back?.status == .error)
        for bad in ["", "glass-verdict", "glass-verdict 0", "glass-verdict zz", String(line.dropLast(2)), "x" + line] {
            #expect(GoldenResult(verdictLine: bad) == nil, "\(bad)")
        }
    }
}
