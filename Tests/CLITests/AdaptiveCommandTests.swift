import Foundation
import Testing

/// Adaptive glass through the command line: what `glass expand` prints shows the decision and renders to
/// the same bytes; bad values are one error line with their path.
@Suite struct AdaptiveCommandTests {
    static let scene =
        ##"{"canvas": {"width": 120, "height": 80, "scale": 1}, "background": {"linearGradient": {"from": [0, 0], "to": [0, 80], "stops": [["#000000", 0], ["#000000", 0.5], ["#FFFFFF", 0.5], ["#FFFFFF", 1]]}}, "layers": [{"type": "glassContainer", "appearance": "auto", "children": [{"type": "glass", "frame": [10, 5, 40, 20], "content": [{"type": "text", "text": "A", "frame": [0, 0, 40, 20], "color": "secondaryLabel"}]}, {"type": "glass", "frame": [60, 5, 40, 20]}]}, {"type": "glass", "appearance": "auto", "frame": [10, 55, 100, 20], "content": [{"type": "symbol", "name": "star.fill", "frame": [0, 0, 100, 20], "color": "tertiaryLabel"}]}]}"##

    @Test func expandShowsDecisionsAndRendersTheSameBytes() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.scene.write(to: dir.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
        let expanded = try CLI.run(["expand", "scene.json"], in: dir)
        #expect(expanded.code == 0, "\(expanded.stderr)")
        // The container over black decides dark once for both members; the lower glass over white, light.
        #expect(expanded.stdout.components(separatedBy: #""appearance": "dark""#).count - 1 == 3)
        #expect(expanded.stdout.contains(#""measuredLightness": 0"#))
        #expect(expanded.stdout.contains(#""appearance": "light""#))
        #expect(!expanded.stdout.contains("auto"))
        try expanded.stdout.write(to: dir.appendingPathComponent("expanded.json"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", "scene.json", "-o", "a.png", "--threads", "1"], in: dir).code == 0)
        #expect(try CLI.run(["render", "expanded.json", "-o", "b.png", "--threads", "3"], in: dir).code == 0)
        let a = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        #expect(a == (try Data(contentsOf: dir.appendingPathComponent("b.png"))))
    }

    @Test(arguments: [
        (
            ##"{"type": "glass", "frame": [0, 0, 5, 5], "material": {"adaptiveThreshold": -3}}"##,
            "layers[0].material.adaptiveThreshold"
        ),
        (
            ##"{"type": "glass", "frame": [0, 0, 5, 5], "material": {"adaptiveThreshold": 1e300}}"##,
            "layers[0].material.adaptiveThreshold"
        ),
        (##"{"type": "glass", "frame": [0, 0, 5, 5], "appearance": "bright"}"##, "layers[0].appearance"),
        (##"{"type": "glass", "frame": [0, 0, 5, 5], "measuredLightness": 101}"##, "layers[0].measuredLightness"),
        (
            ##"{"type": "glass", "frame": [0, 0, 5, 5], "content": [{"type": "text", "text": "a", "frame": [0, 0, 5, 5], "vibrant": "no"}]}"##,
            "layers[0].content[0].vibrant"
        ),
        (##"{"type": "shape", "frame": [0, 0, 5, 5], "fill": {"light": "#FFFFFF"}}"##, "layers[0].fill"),
        (
            ##"{"type": "shape", "frame": [0, 0, 5, 5], "fill": {"light": "#FFFFFF", "dark": {"light": "#000000", "dark": "#000000"}}}"##,
            "layers[0].fill.dark"
        ),
    ])
    func badValuesAreOneErrorLine(layer: String, path: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"{"canvas": {"width": 10, "height": 10}, "layers": [\#(layer)]}"#.write(
            to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "bad.json", "-o", "out.png"], in: dir)
        #expect(r.code == 65)
        expectOneErrorLine(r, contains: "bad.json: \(path): ")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    }
}
