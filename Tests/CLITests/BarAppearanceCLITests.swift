import Foundation
import Testing

/// A bad bar appearance through the binary: one error line with its path, exit 65, no output file.
@Suite struct BarAppearanceCLITests {
    @Test func aBadAppearanceIsOneLineAndExit65() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (appearance, message) in [
            (
                ##""standard": {"titleFont": {"size": 1e-320}}"##,
                "bar.json: layers[0].barAppearances.standard.titleFont.size: expected a font size in points from 1 to 100"
            ),
            (
                ##""scrollEdge": {"background": "frosted"}"##,
                "bar.json: layers[0].barAppearances.scrollEdge.background: expected one of"
            ),
        ] {
            try Data(
                ##"{"canvas": {"width": 200, "height": 120, "scale": 1}, "layers": [{"type": "navigationBar", "title": "A", "barAppearances": {\##(appearance)}}]}"##
                    .utf8
            ).write(to: dir.appendingPathComponent("bar.json"))
            let r = try CLI.run(["render", "bar.json", "-o", "bar.png"], in: dir)
            #expect(r.code == 65)
            expectOneErrorLine(r, contains: message)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bar.png").path))
        }
    }
}
