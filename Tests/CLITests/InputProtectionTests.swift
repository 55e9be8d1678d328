import Foundation
import Testing

/// No output of a render or a golden run replaces a file a scene reads: found by an outside review, each
/// reproduced with the release binary before the fix (a failed render deleted the image its scene draws; a
/// shard's report replaced another shard's scene; a report replaced a golden recorded in the same run or an
/// image; artifacts in the goldens folder replaced another scene's golden; a folder render replaced one
/// scene's image with another scene's output).
@Suite struct InputProtectionTests {
    static let pictureScene = ##"{"canvas": {"width": 10, "height": 10, "scale": 1}, "background": "#336699"}"##
    /// A scene drawing `image`, invalid after it when `broken` (an opacity of 7).
    static func drawing(_ image: String, broken: Bool = false) -> String {
        let extra = broken ? #", "layers": [{"type": "shape", "frame": [0, 0, 1, 1], "opacity": 7}]"# : ""
        return
            ##"{"canvas": {"width": 10, "height": 10, "scale": 1}, "background": {"image": "\##(image)"}\##(extra)}"##
    }

    static func folder() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        try Data(pictureScene.utf8).write(to: dir.appendingPathComponent("pic.json"))
        #expect(try CLI.run(["render", "pic.json", "-o", "a.png"], in: dir).code == 0)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("pic.json"))
        return dir
    }

    @Test func aFailedRenderNeverRemovesAFileItsSceneNames() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let image = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        try Data(Self.drawing("a.png", broken: true).utf8).write(to: dir.appendingPathComponent("a.json"))
        let r = try CLI.run(["render", "a.json", "-o", "a.png"], in: dir)
        #expect(r.code == 65, "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == image)
        // Nor a worker that crashes on it in a folder render.
        try Data(Self.drawing("a.png").utf8).write(to: dir.appendingPathComponent("a.json"))
        let crash = try CLI.run(["render", ".", "-o", "."], in: dir, launcher: SceneIsolationTests.crashing("a"))
        #expect(crash.code != 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == image)
    }

    @Test func aFolderRenderNeverReplacesAnotherScenesImage() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.moveItem(
            at: dir.appendingPathComponent("a.png"), to: dir.appendingPathComponent("b.png"))
        let image = try Data(contentsOf: dir.appendingPathComponent("b.png"))
        try Data(Self.drawing("b.png").utf8).write(to: dir.appendingPathComponent("a.json"))
        try Data(CLI.smallScene.utf8).write(to: dir.appendingPathComponent("b.json"))
        let r = try CLI.run(["render", ".", "-o", "."], in: dir)
        #expect(r.code == 73, "\(r.stderr)")
        #expect(r.stderr.contains("b.png: is a file a scene of . reads; choose another output folder"), "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("b.png")) == image)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.png").path))
    }

    @Test func reportsAndArtifactsNeverReplaceScenesGoldensOrImages() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = dir.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: s, withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: dir.appendingPathComponent("a.png"), to: s.appendingPathComponent("bg.png"))
        for name in ["a", "b", "c", "d"] {
            try Data(Self.drawing("bg.png").utf8).write(to: s.appendingPathComponent("\(name).json"))
        }
        let before = try OutputSafetyTests.files(in: s).map { try Data(contentsOf: s.appendingPathComponent($0)) }
        // Another shard's scene, whichever shard runs; an image a scene draws.
        for shard in ["1/2", "2/2"] {
            for target in ["s/a.json", "s/b.json", "s/c.json", "s/d.json", "s/bg.png"] {
                let r = try CLI.run(["test", "s", "--goldens", "g", "--shard", shard, "--report", target], in: dir)
                #expect(r.code == 73, "\(shard) \(target): \(r.stderr)")
            }
        }
        #expect(try OutputSafetyTests.files(in: s).map { try Data(contentsOf: s.appendingPathComponent($0)) } == before)
        // Inside the goldens folder (where this run records), and artifacts overlapping the goldens.
        let inside = try CLI.run(
            ["test", "s", "--goldens", "g", "--record", "missing", "--report", "g/a.png"], in: dir)
        #expect(inside.code == 64)
        expectOneErrorLine(inside, contains: "--report g/a.png is inside the goldens folder")
        let overlap = try CLI.run(["test", "s", "--goldens", "g", "--artifacts", "g/art"], in: dir)
        #expect(overlap.code == 64)
        expectOneErrorLine(overlap, contains: "--artifacts g/art and --goldens g overlap")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("g").path))
    }

    /// Goldens kept beside the scenes: recording b.json's golden b.png, the image a.json draws, is b's error.
    @Test func aRecordedGoldenNeverReplacesAnImageAnotherSceneDraws() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = dir.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: s, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: dir.appendingPathComponent("a.png"), to: s.appendingPathComponent("b.png"))
        let image = try Data(contentsOf: s.appendingPathComponent("b.png"))
        try Data(Self.drawing("b.png").utf8).write(to: s.appendingPathComponent("a.json"))
        try Data(CLI.smallScene.utf8).write(to: s.appendingPathComponent("b.json"))
        let r = try CLI.run(["test", "s", "--goldens", "s", "--record", "all"], in: dir)
        #expect(r.code == 1, "\(r.stderr)")
        #expect(r.stderr.contains("error: b: s/b.png is a file a scene reads"), "\(r.stderr)")
        #expect(r.stdout.contains("1 passed, 0 failed, 1 error (1 recorded)"), "\(r.stdout)")
        #expect(try Data(contentsOf: s.appendingPathComponent("b.png")) == image)
    }
}
