import Foundation
import GlassCore
import GlassRender
import GlassScene
import Testing

/// Which layers are vibrant, and what `"vibrant": false` draws.
@Suite struct VibrancySceneTests {
    static func scene(appearance: String = "light", glass: String = "glass", _ layer: String) -> String {
        """
        {"canvas": {"width": 80, "height": 40, "scale": 2}, "appearance": "\(appearance)",
         "background": {"linearGradient": {"from": [0, 0], "to": [80, 0], "stops": [["#E8594A", 0], ["#4FA3D9", 1]]}},
         "layers": [{"type": "\(glass)", "frame": [4, 4, 72, 32], "content": [\(layer)]}]}
        """
    }

    static func render(_ json: String) throws -> PixelBuffer {
        Renderer.render(
            try SceneLoader.resolve(bytes: Array(json.utf8), file: "t.json", directory: NSTemporaryDirectory()))
    }

    static func runs(_ json: String) throws -> [GlyphRunLayer] {
        let s = try SceneLoader.resolve(bytes: Array(json.utf8), file: "t.json", directory: NSTemporaryDirectory())
        return ProvenanceTests.runs(s.layers)
    }

    static let text = #"{"type": "text", "text": "Ag", "frame": [0, 0, 72, 32], "style": "headline", "color": "COLOR"}"#

    /// The secondary colours are vibrant on glass, plus-darker in light and plus-lighter in dark;
    /// `label`, other colours and text outside glass are not.
    @Test func whichLayersAreVibrant() throws {
        for (color, light, dark) in [
            ("secondaryLabel", VibrantBlend.plusDarker, VibrantBlend.plusLighter),
            ("tertiaryLabel", .plusDarker, .plusLighter), ("quaternaryLabel", .plusDarker, .plusLighter),
            ("placeholderText", .plusDarker, .plusLighter),
        ] {
            let layer = Self.text.replacingOccurrences(of: "COLOR", with: color)
            #expect(try Self.runs(Self.scene(layer)).map(\.vibrancy) == [light])
            #expect(try Self.runs(Self.scene(appearance: "dark", layer)).map(\.vibrancy) == [dark])
            let symbol = #"{"type": "symbol", "name": "star.fill", "frame": [0, 0, 72, 32], "color": "\#(color)"}"#
            #expect(try Self.runs(Self.scene(symbol)).map(\.vibrancy) == [light])
        }
        for color in ["label", "systemBlue", "#3C3C4399", "tint"] {
            let layer = Self.text.replacingOccurrences(of: "COLOR", with: color)
            #expect(try Self.runs(Self.scene(layer)).map(\.vibrancy) == [nil], "\(color)")
        }
        // On a group (not glass), the same colour is plain.
        let grouped = Self.scene(glass: "group", Self.text.replacingOccurrences(of: "COLOR", with: "secondaryLabel"))
            .replacingOccurrences(of: #""frame": [4, 4, 72, 32], "content""#, with: #""layers""#)
        #expect(try Self.runs(grouped).map(\.vibrancy) == [nil])
    }

    /// `"vibrant": false` draws exactly what the same colour written as hex (never vibrant) draws, and a
    /// vibrant layer draws something else.
    @Test func vibrantFalseIsPlainSourceOver() throws {
        for (appearance, hex) in [("light", "#3C3C4399"), ("dark", "#EBEBF599")] {
            let plain = try Self.render(
                Self.scene(appearance: appearance, Self.text.replacingOccurrences(of: "COLOR", with: hex)))
            let off = try Self.render(
                Self.scene(
                    appearance: appearance,
                    Self.text.replacingOccurrences(of: "\"COLOR\"", with: "\"secondaryLabel\", \"vibrant\": false")))
            let on = try Self.render(
                Self.scene(appearance: appearance, Self.text.replacingOccurrences(of: "COLOR", with: "secondaryLabel")))
            #expect(off == plain, "\(appearance)")
            #expect(on != plain, "\(appearance)")
        }
    }

    /// Paths and shapes in secondary colours are never vibrant: the same bytes as their hex colour.
    @Test func pathsAndShapesAreNeverVibrant() throws {
        let shape = { (c: String) in
            #"{"type": "shape", "frame": [2, 2, 30, 20], "fill": "\#(c)"}, {"type": "path", "frame": [40, 2, 30, 20], "d": "M0 0 L30 20 L0 20 Z", "fill": "\#(c)"}"#
        }
        #expect(try Self.render(Self.scene(shape("secondaryLabel"))) == Self.render(Self.scene(shape("#3C3C4399"))))
    }
}
