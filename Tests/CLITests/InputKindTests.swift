import Foundation
import Glibc
import Testing

/// Inputs that are not plain files: a named pipe nobody writes (as the scene, an image or a font) is read
/// as empty and refused at once; it once hung the open forever.
@Suite struct InputKindTests {
    @Test func aNamedPipeIsRefusedNotWaitedFor() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("pipe").path, 0o644) == 0)
        let cases: [(scene: String, json: String?, code: Int32, fragment: String)] = [
            ("pipe", nil, 65, "pipe: invalid JSON"),
            (
                "image.json",
                #"{"canvas": {"width": 8, "height": 8, "scale": 1}, "background": {"image": "pipe"}}"#, 65,
                "image.json: background.image: pipe:"
            ),
            (
                "font.json",
                #"{"canvas": {"width": 8, "height": 8, "scale": 1}, "layers": [{"type": "text", "text": "a", "frame": [0, 0, 8, 8], "font": {"file": "pipe"}}]}"#,
                65, "font.json: layers[0].font.file: pipe is not a font"
            ),
        ]
        for c in cases {
            if let json = c.json { try Data(json.utf8).write(to: dir.appendingPathComponent(c.scene)) }
            let r = try CLI.run(
                ["render", c.scene, "-o", "out.png"], in: dir, launcher: ["/usr/bin/timeout", "20"])
            #expect(r.code == c.code, "\(c.scene): \(r.stderr)")
            expectOneErrorLine(r, contains: c.fragment)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
        }
    }

    /// A string that reorders the terminal's text (a right-to-left override) is shown escaped in an error line.
    @Test func errorLinesEscapeBidirectionalOverrides() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = "{\"canvas\": {\"width\": 8, \"height\": 8, \"scale\": 1}, \"background\": \"gnp.\u{202E}exe\"}"
        try Data(scene.utf8).write(to: dir.appendingPathComponent("s.json"))
        let r = try CLI.run(["render", "s.json", "-o", "out.png"], in: dir)
        #expect(r.code == 65)
        expectOneErrorLine(r, contains: "gnp.\\u{202E}exe")
        #expect(!r.stderr.unicodeScalars.contains { $0.value == 0x202E })
    }
}
