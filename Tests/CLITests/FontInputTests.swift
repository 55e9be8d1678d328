import Foundation
import Glibc
import Testing

/// A scene's font files are inputs like its images: never an output, never removed as a stale one, and
/// watched by `--watch`, which reads a rewritten font again.
@Suite struct FontInputTests {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static func scene(font: String, extra: String = "") -> String {
        ##"{"canvas": {"width": 60, "height": 24, "scale": 1}, "background": "#FFFFFF", "layers": [{"type": "text", "text": "Wave", "frame": [2, 2, 56, 20], "font": {"file": "\##(font)", "size": 16}}\##(extra)]}"##
    }

    @Test func theScenesFontIsNeverTheOutput() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let font = try Data(contentsOf: URL(fileURLWithPath: Self.inter))
        try font.write(to: dir.appendingPathComponent("my.otf"))
        try Data(Self.scene(font: "my.otf").utf8).write(to: dir.appendingPathComponent("t.json"))
        let r = try CLI.run(["render", "t.json", "-o", "my.otf"], in: dir)
        #expect(r.code == 73, "\(r.stderr)")
        expectOneErrorLine(r, contains: "is one of the inputs")
        #expect(try Data(contentsOf: dir.appendingPathComponent("my.otf")) == font)
        // A scene that fails after its font: the font is not a stale output to remove.
        let failing = Self.scene(
            font: "my.otf", extra: #", {"type": "glass", "frame": [0, 0, 5, 5], "corners": "round"}"#)
        try Data(failing.utf8).write(to: dir.appendingPathComponent("t.json"))
        let f = try CLI.run(["render", "t.json", "-o", "my.otf"], in: dir)
        #expect(f.code == 65, "\(f.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("my.otf")) == font)
        // Nor is any file that is not a PNG (a scene that fails before it names its inputs).
        try Data("{".utf8).write(to: dir.appendingPathComponent("broken.json"))
        try Data("notes".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        #expect(try CLI.run(["render", "broken.json", "-o", "notes.txt"], in: dir).code == 65)
        #expect(try Data(contentsOf: dir.appendingPathComponent("notes.txt")) == Data("notes".utf8))
    }

    /// `--watch` lists the font, renders again when the font alone is rewritten in place (the same file,
    /// new bytes: FreeType once kept reading a mapping of it and crashed), and again after a rename over it.
    @Test func watchRendersAgainWhenTheFontChanges() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fontPath = dir.appendingPathComponent("f.otf").path
        func overwrite(with source: String) throws {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: source))
            let fd = open(fontPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            defer { close(fd) }
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        }
        try overwrite(with: Self.inter)
        try Data(Self.scene(font: "f.otf").utf8).write(to: dir.appendingPathComponent("s.json"))
        let out = dir.appendingPathComponent("out.png")
        let (p, err) = try CLI.startWatching("s.json", to: "out.png", in: dir)
        #expect(WatchTests.waitFor { FileManager.default.fileExists(atPath: out.path) })
        usleep(300_000)
        let first = try Data(contentsOf: out)
        try overwrite(with: Self.dejaVu)
        #expect(
            WatchTests.waitFor { (try? Data(contentsOf: out)).map { $0 != first && !$0.isEmpty } ?? false },
            "the font was rewritten in place")
        usleep(300_000)
        let second = try Data(contentsOf: out)
        let replacement = dir.appendingPathComponent("new.otf")
        try Data(contentsOf: URL(fileURLWithPath: Self.inter)).write(to: replacement)
        #expect(rename(replacement.path, fontPath) == 0)
        #expect(
            WatchTests.waitFor { (try? Data(contentsOf: out)).map { $0 != second && $0 == first } ?? false },
            "the font was replaced by a rename: the first render's bytes again")
        kill(p.processIdentifier, SIGINT)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGINT, "\(text)")
        #expect(text.contains("watching 2 files; press Ctrl-C to stop"), "\(text)")
        #expect(!text.contains("error"), "\(text)")
    }
}
