import Foundation
import FoundationXML
import Glibc
import Testing

/// What `glass test` finds under its scenes folder, the options it accepts, and the files it leaves.
@Suite struct GoldenSuiteWalkTests {
    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Creates a file whose name holds raw bytes (not UTF-8).
    static func create(_ folder: String, _ name: [UInt8], folder isFolder: Bool = false) {
        let raw = Array((folder + "/").utf8) + name + [0]
        raw.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer {
            if isFolder {
                mkdir($0.baseAddress!, 0o755)
            } else {
                close(open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644))
            }
        }
    }

    /// `loop/self -> .` recorded 41 goldens 40 levels deep and two links to `.` never finished; folders
    /// that could not be listed and names that are not UTF-8 were skipped without a word. Now folder links
    /// are not followed, and each of these is an error of the suite, in the summary and the JUnit file.
    @Test func theWalkFollowsNoFolderLinkAndSkipsNothingSilently() throws {
        let dir = try CLI.temporaryDirectory()
        defer {
            chmod(dir.appendingPathComponent("scenes/locked").path, 0o755)
            try? FileManager.default.removeItem(at: dir)
        }
        let scenes = dir.appendingPathComponent("scenes").path
        try Self.write(GoldenSafetyTests.scene("#336699"), scenes + "/one.json")
        try Self.write(GoldenSafetyTests.scene("#336699"), scenes + "/loop/two.json")
        symlink(".", scenes + "/loop/self")
        symlink(".", scenes + "/a")
        symlink(".", scenes + "/b")
        try Self.write(GoldenSafetyTests.scene("#336699"), scenes + "/locked/three.json")
        chmod(scenes + "/locked", 0)
        Self.create(scenes, [0x78, 0xFF] + Array(".json".utf8))
        Self.create(scenes, [0x64, 0xFE], folder: true)
        let launcher = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        chmod(dir.path, 0o777)
        let r = try CLI.run(
            ["test", "scenes", "--goldens", "goldens", "--record", "missing", "--junit", "j.xml"], in: dir,
            launcher: launcher)
        #expect(r.code == 1, "\(r.stderr)")
        #expect(r.stdout == "2 passed, 0 failed, 6 errors (2 recorded)\n", "\(r.stdout)")
        for line in [
            "error: a: is a symbolic link to a folder", "error: b: is a symbolic link to a folder",
            "error: loop/self: is a symbolic link to a folder",
            "error: locked: cannot list the folder (Permission denied)",
            "error: x\\xFF.json: the name is not UTF-8", "error: d\\xFE: the name is not UTF-8",
        ] {
            #expect(r.stderr.contains(line), "\(line): \(r.stderr)")
        }
        let goldens = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("goldens").path)
        #expect(goldens.sorted() == ["loop", "loop/two.png", "one.png"])
        let junit = try String(contentsOf: dir.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(junit.contains(##"tests="8" failures="0" errors="6""##), "\(junit)")
    }

    /// Names are cut by bytes: `x؀.json` (U+0600 joins the dot to it) and `x.json` render to two files,
    /// and `glass test` finds `x؀.json` and records `x؀.png`.
    @Test func namesAreCutByBytesNotCharacters() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes").path
        try Self.write(GoldenSafetyTests.scene("#336699"), scenes + "/x.json")
        try Self.write(GoldenSafetyTests.scene("#993366"), scenes + "/x\u{600}.json")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        let render = try CLI.run(["render", "scenes", "-o", "out"], in: dir)
        #expect(render.code == 0, "\(render.stderr)")
        #expect(try OutputSafetyTests.files(in: dir.appendingPathComponent("out")) == ["x.png", "x\u{600}.png"])
        let one = try CLI.run(["render", "scenes/x\u{600}.json"], in: dir)
        #expect(
            one.code == 0 && FileManager.default.fileExists(atPath: dir.appendingPathComponent("x\u{600}.png").path))
        let test = try CLI.run(["test", "scenes", "--goldens", "goldens", "--record", "missing"], in: dir)
        #expect(test.stdout == "2 passed, 0 failed, 0 errors (2 recorded)\n", "\(test.stdout) \(test.stderr)")
        #expect(try OutputSafetyTests.files(in: dir.appendingPathComponent("goldens")) == ["x.png", "x\u{600}.png"])
    }

    /// A scene named with control characters whose error holds a NUL: the JUnit file parses as XML 1.0 and
    /// the HTML report holds no control character.
    @Test func reportsStayWellFormedWithControlCharacters() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = ##"{"canvas": {"width": 20, "height": 10, "scale": 1}, "layers": [{"type": "gl\u0000a\u001Bss"}]}"##
        try Self.write(bad, dir.appendingPathComponent("scenes/c\u{1}\u{1B}[31m.json").path)
        let r = try CLI.run(
            ["test", "scenes", "--goldens", "goldens", "--junit", "j.xml", "--report", "r.html"], in: dir)
        #expect(r.code == 1)
        let junit = try Data(contentsOf: dir.appendingPathComponent("j.xml"))
        let parser = XMLParser(data: junit)
        #expect(parser.parse(), "\(String(decoding: junit, as: UTF8.self))")
        #expect(String(decoding: junit, as: UTF8.self).contains(##"name="c\u{1}\u{1B}[31m""##))
        let html = try Data(contentsOf: dir.appendingPathComponent("r.html"))
        #expect(!html.contains { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }, "a control byte in the report")
    }

    /// An output that cannot be written is found before any scene renders: exit 73, one line, nothing
    /// recorded, no summary.
    @Test func unwritableReportsAreRefusedBeforeRendering() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(GoldenSafetyTests.scene("#336699"), dir.appendingPathComponent("scenes/one.json").path)
        try Self.write("keep", dir.appendingPathComponent("target").path)
        symlink("target", dir.appendingPathComponent("link.xml").path)
        for (option, path, message) in [
            ("--report", "target/r.html", "r.html: target is not a folder"),
            ("--junit", "link.xml", "link.xml: is a symbolic link"),
            ("--junit", "scenes", "scenes: is a folder"), ("--report", "scenes/one.json", "is one of the inputs"),
        ] {
            let r = try CLI.run(["test", "scenes", "--goldens", "goldens", "--record", "all", option, path], in: dir)
            #expect(r.code == 73, "\(path): \(r.stderr)")
            expectOneErrorLine(r, contains: message)
            #expect(r.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens").path), "rendered")
        }
        #expect(try String(contentsOf: dir.appendingPathComponent("target"), encoding: .utf8) == "keep")
        #expect(try OutputSafetyTests.files(in: dir) == ["link.xml", "scenes", "target"])
    }

    /// Lenient values are refused with the accepted ones named: `GLASS_RECORD=yes` meant `never`,
    /// `--shard a/1/2` meant 1/2, `--watch --stats` dropped `--stats`.
    @Test func lenientOptionsAreRefused() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(GoldenSafetyTests.scene("#336699"), dir.appendingPathComponent("scenes/one.json").path)
        let yes = try CLI.run(
            ["test", "scenes", "--goldens", "g"], in: dir, launcher: ["/usr/bin/env", "GLASS_RECORD=yes"])
        #expect(yes.code == 64)
        expectOneErrorLine(yes, contains: "GLASS_RECORD expects never, missing, failed or all, got 'yes'")
        let empty = try CLI.run(
            ["test", "scenes", "--goldens", "g"], in: dir, launcher: ["/usr/bin/env", "GLASS_RECORD="])
        #expect(empty.code == 1 && empty.stderr.contains("is missing"), "empty is unset: \(empty.stderr)")
        for shard in ["a/1/2", "1/2/", "+1/2", "1/ 2", "1/99999999999999999999", "/2", "1"] {
            let r = try CLI.run(["test", "scenes", "--goldens", "g", "--shard", shard], in: dir)
            #expect(r.code == 64, "\(shard)")
            expectOneErrorLine(r, contains: "--shard expects I/N with 1 ≤ I ≤ N, got '\(shard)'")
        }
        // An empty path once put goldens at the root of the file system.
        for args in [
            ["", "--goldens", "g"], ["scenes", "--goldens", ""], ["scenes", "--goldens", "g", "--artifacts", ""],
        ] {
            let r = try CLI.run(["test"] + args + ["--record", "missing"], in: dir)
            #expect(r.code == 64, "\(args)")
            expectOneErrorLine(r, contains: "is empty")
        }
        #expect(!FileManager.default.fileExists(atPath: "/one.png"))
        let watch = try CLI.run(["render", "scenes/one.json", "--watch", "--stats"], in: dir)
        #expect(watch.code == 64)
        expectOneErrorLine(watch, contains: "--stats reports on one render; it cannot be used with --watch")
        #expect(try OutputSafetyTests.files(in: dir) == [".glass-test-artifacts", "scenes"], "no render with --watch")
    }

    /// Artifacts always belong to the last run: a size change removes the old `diff.png`, a missing golden
    /// writes `actual.png`, and `compare --diff` removes an old difference image when the sizes differ.
    @Test func noStaleArtifacts() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scenes/one.json").path
        let artifacts = dir.appendingPathComponent(".glass-test-artifacts/one")
        try Self.write(GoldenSafetyTests.scene("#336699"), scene)
        let first = try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir)
        #expect(first.code == 1 && first.stderr.contains("one: goldens/one.png is missing"))
        #expect(try OutputSafetyTests.files(in: artifacts) == ["actual.png"])
        #expect(try CLI.run(["test", "scenes", "--goldens", "goldens", "--record", "all"], in: dir).code == 0)
        try Self.write(GoldenSafetyTests.scene("#993366"), scene)
        #expect(try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir).code == 1)
        #expect(try OutputSafetyTests.files(in: artifacts) == ["actual.png", "diff.png", "expected.png"])
        try Self.write(GoldenSafetyTests.scene("#993366", width: 30), scene)
        let resized = try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir)
        #expect(resized.stderr.contains("size 30×10, golden 20×10"))
        #expect(try OutputSafetyTests.files(in: artifacts) == ["actual.png", "expected.png"])
        let diff = dir.appendingPathComponent("diff.png")
        // An old difference image (a PNG: glass removes nothing else as stale).
        try Data(contentsOf: artifacts.appendingPathComponent("actual.png")).write(to: diff)
        let compare = try CLI.run(
            ["compare", ".glass-test-artifacts/one/actual.png", "goldens/one.png", "--diff", "diff.png"], in: dir)
        #expect(compare.code == 1 && compare.stdout.contains("sizes differ"))
        #expect(!FileManager.default.fileExists(atPath: diff.path), "the old difference image is gone")
    }
}
