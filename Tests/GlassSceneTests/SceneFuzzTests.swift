import GlassCore
import GlassRender
import GlassScene
import Testing

@Suite struct SceneFuzzTests {
    static let scene = #"""
        {"canvas": {"width": 40, "height": 30, "scale": 1, "cornerRadius": 8}, "appearance": "dark",
         "background": {"linearGradient": {"from": [0, 0], "to": [40, 30], "stops": [["#FF0000", 0], ["#0000FF80", 1]]}},
         "layers": [
          {"type": "shape", "frame": [2, 3, 20, 10], "corners": {"topLeft": 2, "bottomRight": {"concentric": {"minimum": 1}}}, "fill": "#00FF00"},
          {"type": "glass", "frame": [5, 5, 30, 20], "corners": 6, "tint": "#FFFFFF40", "style": "clear",
           "material": {"blurRadius": 2, "saturation": 1.2}, "content": [
             {"type": "shape", "frame": [1, 1, 5, 5], "corners": "capsule", "fill": "#000000", "opacity": 0.5},
             {"type": "glass", "frame": [2, 8, 20, 8], "corners": "concentric"}]},
          {"type": "glassContainer", "spacing": 4, "children": [{"type": "glass", "frame": [1, 20, 8, 8]}]}]}
        """#

    /// Seeded mutations of a scene that uses every feature: each either renders a canvas of the declared
    /// size or fails with an error that names the file; nothing crashes or hangs.
    @Test func mutatedScenesFailCleanlyOrRender() {
        var state: UInt64 = 42
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % n
        }
        let replacements = [
            "-1", "0", "1e308", "99999", "1e-300", "-99999", "\"x\"", "null", "[]", "{}", "[1,2]", "true",
        ]
        let original = Array(Self.scene.utf8)
        var rendered = 0
        var refused = 0
        for _ in 0..<250 {
            var bytes = original
            switch next(4) {
            case 0:
                let i = next(bytes.count)
                bytes.removeSubrange(i..<min(bytes.count, i + 1 + next(6)))
            case 1:
                // Replace a number with an extreme or mistyped value.
                let digits = bytes.indices.filter { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
                let i = digits[next(digits.count)]
                var j = i
                while j < bytes.count, (bytes[j] >= 0x30 && bytes[j] <= 0x39) || bytes[j] == 0x2E { j += 1 }
                bytes.replaceSubrange(i..<j, with: Array(replacements[next(replacements.count)].utf8))
            case 2:
                bytes.insert(
                    contentsOf: Array(["\"", "{", "}", "[", "]", ",", ":"][next(7)].utf8), at: next(bytes.count))
            default:
                bytes = Array(bytes.prefix(next(bytes.count)))
            }
            do {
                let scene = try SceneLoader.resolve(bytes: bytes, file: "fuzz.json", directory: "/nonexistent")
                let image = Renderer.render(scene)
                #expect(image.width == scene.widthPx && image.height == scene.heightPx)
                rendered += 1
            } catch {
                #expect(error.description.hasPrefix("fuzz.json: "))
                refused += 1
            }
        }
        #expect(rendered > 5 && refused > 100, "rendered \(rendered), refused \(refused)")
    }

    @Test func layersFarOffTheCanvasDrawNothing() throws {
        let json = #"""
            {"canvas": {"width": 20, "height": 20, "scale": 2}, "background": "#808080", "layers": [
              {"type": "glass", "frame": [2, 2, 16, 16], "style": "identity", "content": [
                {"type": "shape", "frame": [0, 99999, 10, 10], "fill": "#FF0000"}]},
              {"type": "shape", "frame": [-99999, -99999, 10, 10], "fill": "#FF0000"},
              {"type": "glass", "frame": [99990, 5, 10, 10]}]}
            """#
        let image = Renderer.render(try resolve(json))
        for p in 0..<image.pixelCount { #expect(image.bytes[p * 4] == 128) }
    }
}
