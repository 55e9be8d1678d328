import Foundation
import GlassCore
import Testing

/// Stacks through the binary: laid out where the engine puts them (a hugging capsule around its text, in the
/// safe area), and a bad layout value is one line with its path, exit 65, and no output file.
@Suite struct LayoutCLITests {
    @Test func aHuggingCapsuleRendersAroundItsText() throws {
        let dir = try MatrixCommandTests.folder([
            "c.json":
                ##"{"canvas": {"width": 120, "height": 40, "scale": 1}, "background": "#000000", "layers": [{"type": "glass", "in": "screen", "at": "leading", "tint": "#FF0000", "padding": {"leading": 10, "trailing": 10}, "content": [{"type": "text", "text": "LIVE", "font": {"size": 12}, "color": "#FFFFFF"}]}]}"##
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "c.json"], in: dir)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let png = try MatrixCommandTests.decode(dir.appendingPathComponent("c.png"))
        // The red capsule starts at the leading edge and ends a little past the text (about 50 pt in all),
        // far short of the canvas's 120 pt.
        #expect(png[20, 20].x > 60, "\(png[20, 20])")
        #expect(png[100, 20] == SIMD4(0, 0, 0, 0xFF), "\(png[100, 20])")
    }

    @Test func badLayoutValuesAreOneLine() throws {
        let dir = try MatrixCommandTests.folder([
            "a.json":
                ##"{"canvas": {"width": 50, "height": 50}, "layers": [{"type": "hstack", "alignment": "leading", "layers": []}]}"##,
            "b.json":
                ##"{"canvas": {"width": 50, "height": 50}, "layers": [{"type": "vstack", "layers": [{"type": "vstack", "spacing": -3, "layers": []}]}]}"##,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, fragment) in [
            ("a", "a.json: layers[0].alignment: expected one of \"top\", \"center\", \"bottom\""),
            ("b", "b.json: layers[0].layers[0].spacing: expected a spacing in points from 0 to 100000, got -3"),
        ] {
            let r = try CLI.run(["render", "\(name).json"], in: dir)
            #expect(r.code == 65)
            expectOneErrorLine(r, contains: fragment)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name).png").path))
        }
    }
}
