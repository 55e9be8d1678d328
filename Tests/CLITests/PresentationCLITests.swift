import Foundation
import Testing

/// Menus, popovers and action sheets through the binary: a bad key is one line and exit 65, no output; a
/// good one renders in both designs.
@Suite struct PresentationCLITests {
    @Test(arguments: [
        (
            ##"{"type": "menu", "source": [0, 0, -1, 1], "items": [{"title": "A"}]}"##,
            "layers[0].source[2]: expected a size in points from 0 to 10000"
        ),
        (
            ##"{"type": "menu", "source": [0, 0, 1, 1], "items": [{"divider": true, "title": "A"}]}"##,
            "layers[0].items[0].title: unknown key"
        ),
        (
            ##"{"type": "popover", "source": [0, 0, 1, 1], "size": [0, 10]}"##,
            "layers[0].size[0]: expected a width above 0"
        ),
        (
            ##"{"type": "actionSheet", "actions": [{"title": "A", "style": "cancel"}, {"title": "B", "style": "cancel"}]}"##,
            "layers[0].actions[1]: an action sheet takes one"
        ),
    ])
    func badPresentationsAreOneLine(layer: String, fragment: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try ##"{"device": "iPad Pro 11-inch", "layers": [\##(layer)]}"##.write(
            to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "bad.json", "-o", "bad.png"], in: dir)
        #expect(r.code == 65)
        expectOneErrorLine(r, contains: "bad.json: " + fragment)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad.png").path))
    }

    @Test func aMenuOffTheCanvasRendersOnIt() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try
            ##"{"canvas": {"width": 120, "height": 90, "scale": 1}, "background": "#000000", "layers": [{"type": "menu", "source": [-9000, 9000, 0, 0], "items": [{"title": "Copy"}]}]}"##
            .write(to: dir.appendingPathComponent("menu.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "menu.json", "-o", "menu.png", "--design", "both"], in: dir)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(try ComponentCommandTests.pngSize(dir.appendingPathComponent("menu.png")).0 == 120 + 16 + 120)
    }
}
