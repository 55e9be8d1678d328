import Foundation
import GlassCore
import GlassRender
import GlassScene
import GlassText
import Testing

/// The scene's `settings`: validation, the public table of keys, and each setting's measurable effect.
@Suite struct SettingsTests {
    static func scene(
        _ settings: String, appearance: String = "light", background: String = "#FF0000",
        layers: String = ##"{"type": "glass", "frame": [10, 10, 100, 60]}"##
    ) -> String {
        ##"{"canvas": {"width": 120, "height": 80, "scale": 1}, "appearance": "\##(appearance)", "background": "\##(background)", "settings": {\##(settings)}, "layers": [\##(layers)]}"##
    }

    static func glass(_ scene: ResolvedScene, _ i: Int = 0) -> GlassLayer? {
        if case .glass(let g) = scene.layers[i] { return g }
        return nil
    }

    static func rgb(_ p: SIMD4<UInt8>) -> SIMD3<Int> { SIMD3(Int(p.x), Int(p.y), Int(p.z)) }

    /// The largest channel difference of two colours.
    static func distance(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z))
    }

    // MARK: - Validation and the public table

    @Test func badValuesAreOneErrorAtTheirPath() {
        expectError(
            Self.scene(##""dynamicType": "XL""##), path: "settings.dynamicType",
            ##"expected one of "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5", got "XL"; did you mean "xL"?"##
        )
        expectError(Self.scene(##""dynamicType": 3"##), path: "settings.dynamicType", "expected one of \"xS\"")
        expectError(
            Self.scene(##""reduceTransparency": "yes""##), path: "settings.reduceTransparency",
            "expected true or false, got")
        expectError(
            Self.scene(##""increaseContrast": 1"##), path: "settings.increaseContrast", "expected true or false")
        expectError(Self.scene(##""boldText": null"##), path: "settings.boldText", "expected true or false")
        expectError(
            Self.scene(##""glassStyle": "frosted""##), path: "settings.glassStyle",
            ##"expected one of "clear", "tinted", got "frosted""##)
        expectError(
            Self.scene(##""layoutDirection": "rtl""##), path: "settings.layoutDirection",
            ##"expected one of "leftToRight", "rightToLeft", got "rtl""##)
        expectError(
            ##"{"canvas": {"width": 10, "height": 10}, "settings": ["boldText"]}"##, path: "settings",
            "expected an object")
        // Before any component is lowered: the error is the setting's, not a bar's.
        expectError(
            ##"{"device": "iPhone 17 Pro", "settings": {"dynamicType": "AX6"}, "layers": [{"type": "navigationBar", "title": "A"}]}"##,
            path: "settings.dynamicType", "got \"AX6\"")
    }

    @Test func thePublicTableListsEveryKeyWithItsCanonicalValues() throws {
        let keys = Dictionary(uniqueKeysWithValues: SceneSettings.keys.map { ($0.key, $0.values) })
        #expect(
            SceneSettings.keys.map(\.key) == [
                "reduceTransparency", "increaseContrast", "glassStyle", "boldText", "dynamicType", "layoutDirection",
                "reduceMotion",
            ])
        #expect(keys["layoutDirection"] == ["leftToRight", "rightToLeft"])
        #expect(keys["dynamicType"] == ["L", "xS", "S", "M", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(keys["glassStyle"] == ["clear", "tinted"])
        #expect(keys["boldText"] == ["false", "true"])
        #expect(SceneSettings.jsonValue(key: "boldText", value: "true") == .bool(true))
        #expect(SceneSettings.jsonValue(key: "dynamicType", value: "AX3") == .string("AX3"))
        #expect(SceneSettings.jsonValue(key: "dynamicType", value: "ax3") == nil)
        #expect(SceneSettings.jsonValue(key: "boldText", value: "yes") == nil)
        #expect(SceneSettings.jsonValue(key: "layoutDirection", value: "rightToLeft") == .string("rightToLeft"))
        #expect(SceneSettings.jsonValue(key: "layoutDirection", value: "rtl") == nil)
        // Every canonical value, written into a scene, loads and is what the scene says.
        for (key, values) in SceneSettings.keys {
            for v in values {
                let json: String
                switch SceneSettings.jsonValue(key: key, value: v)! {
                case .bool(let b): json = "\(b)"
                case .string(let s): json = "\"\(s)\""
                default: throw Failure("\(key) \(v)")
                }
                let text = ##"{"canvas": {"width": 4, "height": 4}, "settings": {"\##(key)": \##(json)}}"##
                let s = try resolve(text).settings
                let got: String
                switch key {
                case "reduceTransparency": got = "\(s.reduceTransparency)"
                case "increaseContrast": got = "\(s.increaseContrast)"
                case "glassStyle": got = s.glassStyle.rawValue
                case "boldText": got = "\(s.boldText)"
                case "layoutDirection": got = s.layoutDirection.rawValue
                case "reduceMotion": got = "\(s.reduceMotion)"
                default: got = s.dynamicType.rawValue
                }
                #expect(got == v, "\(key)=\(v)")
            }
        }
        #expect(try resolve(##"{"canvas": {"width": 4, "height": 4}}"##).settings == SceneSettings())
    }

    // MARK: - Reduce Transparency

    @Test(arguments: [("light", SIMD3(0xF2, 0xF2, 0xF7)), ("dark", SIMD3(0x1C, 0x1C, 0x1E))])
    func reduceTransparencyWashesTowardTheBaseColour(look: String, base: SIMD3<Int>) throws {
        let plain = try resolve(Self.scene("", appearance: look))
        let reduced = try resolve(Self.scene(##""reduceTransparency": true"##, appearance: look))
        let p = try #require(Self.glass(reduced)).parameters
        let q = try #require(Self.glass(plain)).parameters
        #expect(p.fillOpacity == 0.9 && p.refraction == 0 && p.blurSigma == 2 * q.blurSigma)
        #expect(p.shadowOpacity == q.shadowOpacity && p.tint == q.tint)
        // Over pure red, the glass's centre is within 0.15 of the base colour in every channel (0.1 of the
        // frosted red is left, then a 60 pt glass's small-shape tone curve); plain it is not.
        let centre = Self.rgb(Renderer.renderImage(reduced)[60, 40])
        let before = Self.rgb(Renderer.renderImage(plain)[60, 40])
        let far = (before &- base).replacing(with: 0, where: .zero .> (before &- base))
        for c in 0..<3 { #expect(abs(centre[c] - base[c]) <= 38, "\(look) \(centre) vs \(base)") }
        #expect(far.max() + (base &- before).max() > 60, "plain \(before)")
    }

    @Test func reduceTransparencyGivesClearGlassALighterWashAndSolidScrollEdges() throws {
        let scene = try resolve(
            Self.scene(
                ##""reduceTransparency": true"##,
                layers:
                    ##"{"type": "glass", "frame": [10, 10, 40, 40], "style": "clear", "tint": "#00FF0080"}, {"type": "scrollEdge", "edge": "top", "size": 20}"##
            ))
        let g = try #require(Self.glass(scene))
        #expect(g.parameters.fillOpacity == 0.75 && g.parameters.refraction == 0)
        #expect(g.parameters.tint == StraightColor(r8: 0, g8: 255, b8: 0, a8: 128))
        guard case .scrollEdge(let e) = scene.layers[1] else { throw Failure("no scroll edge") }
        #expect(e.style == .hard && e.opacity == 1 && e.backing == StraightColor(r8: 0xF9, g8: 0xF9, b8: 0xF9))
        // Solid: the band's pixels are the bar colour exactly, over the red.
        #expect(Self.rgb(Renderer.renderImage(scene)[100, 5]) == SIMD3(0xF9, 0xF9, 0xF9))
    }

    // MARK: - Increase Contrast

    @Test(arguments: ["light", "dark"])
    func increaseContrastWashesToInkAndDrawsABorder(look: String) throws {
        let dark = look == "dark"
        let grey = "#808080"
        let plain = Renderer.renderImage(try resolve(Self.scene("", appearance: look, background: grey)))
        let scene = try resolve(Self.scene(##""increaseContrast": true"##, appearance: look, background: grey))
        let p = try #require(Self.glass(scene)).parameters
        #expect(p.fillOpacity == 0.8 && p.fillColor == (dark ? .zero : .one))
        #expect(p.borderWidth == 1 && p.borderOpacity == 0.5 && p.borderColor == (dark ? .one : .zero))
        let image = Renderer.renderImage(scene)
        // The top edge's first pixel row inside (depth ½ pt) against 10 pt in: the border is the opposite ink.
        let border = Self.rgb(image[60, 10]).x
        let inside = Self.rgb(image[60, 20]).x
        let plainBorder = Self.rgb(plain[60, 10]).x
        if dark {
            // (Plain dark glass's rim light brightens its edge too, so only the inside is compared.)
            #expect(border > inside + 40, "border \(border), inside \(inside)")
        } else {
            #expect(border + 40 < inside, "border \(border), inside \(inside)")
            #expect(border + 40 < plainBorder)
        }
        // Below the border and its feather (1.17 pt) nothing of it is left: at 2 pt the same as with no border.
        var noBorder = p
        noBorder.borderOpacity = 0
        let chain = ColourChain(p, halfMin: 30, ambient: nil)
        let bare = ColourChain(noBorder, halfMin: 30, ambient: nil)
        let c = SIMD3<Float>(0.5, 0.5, 0.5)
        let n = SIMD2<Double>(0, -1)
        #expect(chain.apply(c, depth: 2, normal: n, glow: 0) == bare.apply(c, depth: 2, normal: n, glow: 0))
        #expect(
            chain.apply(c, depth: 1 + 1.0 / 6, normal: n, glow: 0)
                == bare.apply(c, depth: 1 + 1.0 / 6, normal: n, glow: 0))
        // At the border's inner edge (depth 1 pt) half of it; at ½ pt all of it.
        let ink: SIMD3<Float> = dark ? .one : .zero
        let half = chain.apply(c, depth: 1, normal: n, glow: 0)
        let under = bare.apply(c, depth: 1, normal: n, glow: 0)
        let halfWay: SIMD3<Float> = under + (ink - under) * 0.25
        #expect(Self.distance(half, halfWay) < 1e-5)
        let full = chain.apply(c, depth: 0.5, normal: n, glow: 0)
        let under2 = bare.apply(c, depth: 0.5, normal: n, glow: 0)
        let fullWay: SIMD3<Float> = under2 + (ink - under2) * 0.5
        #expect(Self.distance(full, fullWay) < 1e-5)
    }

    @Test func increaseContrastUsesTheHighContrastLabelColours() throws {
        let layers =
            ##"{"type": "shape", "frame": [0, 0, 10, 10], "fill": "secondaryLabel"}, {"type": "shape", "frame": [0, 0, 10, 10], "fill": "tertiaryLabel"}, {"type": "shape", "frame": [0, 0, 10, 10], "fill": "quaternaryLabel"}"##
        for (look, rgb) in [("light", (0x3C, 0x3C, 0x43)), ("dark", (0xEB, 0xEB, 0xF5))] {
            for (ic, alphas) in [
                (false, [0x99, 0x4D, look == "dark" ? 0x29 : 0x2E]),
                (true, [0xAD, 0x60, look == "dark" ? 0x3D : 0x42]),
            ] {
                let scene = try resolve(Self.scene(##""increaseContrast": \##(ic)"##, appearance: look, layers: layers))
                for (i, a) in alphas.enumerated() {
                    guard case .shape(let s) = scene.layers[i], case .solid(let color) = s.paint else {
                        throw Failure("shape")
                    }
                    #expect(
                        color == StraightColor(r8: UInt8(rgb.0), g8: UInt8(rgb.1), b8: UInt8(rgb.2), a8: UInt8(a)),
                        "\(look) \(ic) \(i)")
                }
            }
        }
    }

    // MARK: - Tinted

    @Test func tintedChangesOnlyRegularGlass() throws {
        let layers =
            ##"{"type": "glass", "frame": [0, 0, 50, 40]}, {"type": "glass", "frame": [60, 0, 50, 40], "style": "clear"}, {"type": "glass", "frame": [0, 40, 50, 40], "style": "identity"}"##
        for look in ["light", "dark"] {
            let plain = try resolve(Self.scene("", appearance: look, layers: layers))
            let tinted = try resolve(Self.scene(##""glassStyle": "tinted""##, appearance: look, layers: layers))
            let a = try #require(Self.glass(plain, 0)).parameters
            let b = try #require(Self.glass(tinted, 0)).parameters
            // 1 − (1 − a)(1 − 0.25): 0.763 light, 0.75025 dark; the wash's colour moves toward the base.
            #expect(abs(b.fillOpacity - (1 - (1 - a.fillOpacity) * 0.75)) < 1e-6, "\(look)")
            let base = SceneSettings.baseColor(look == "dark" ? .dark : .light)
            let mixed: SIMD3<Float> = a.fillColor * (a.fillOpacity * 0.75) + base * 0.25
            #expect(Self.distance(b.fillColor, mixed / b.fillOpacity) < 1e-6)
            #expect(try #require(Self.glass(tinted, 1)).parameters == #require(Self.glass(plain, 1)).parameters)
            #expect(try #require(Self.glass(tinted, 2)).parameters == #require(Self.glass(plain, 2)).parameters)
        }
        // The content is unchanged: a label on tinted glass is the same colour.
        let label =
            ##"{"type": "glass", "frame": [0, 0, 100, 60], "content": [{"type": "text", "text": "A", "frame": [0, 0, 100, 60]}]}"##
        let g = try #require(Self.glass(try resolve(Self.scene(##""glassStyle": "tinted""##, layers: label))))
        guard case .glyphs(let run) = g.content[0] else { throw Failure("text") }
        #expect(run.color == .black)
    }

    @Test func settingsLeavePureBlurGlassAsWritten() throws {
        let layers = ##"{"type": "glass", "frame": [0, 0, 50, 40], "material": {"blurRadius": 4}}"##
        let plain = try resolve(Self.scene("", layers: layers))
        let all = try resolve(
            Self.scene(
                ##""reduceTransparency": true, "increaseContrast": true, "glassStyle": "tinted""##, layers: layers))
        #expect(try #require(Self.glass(all)).parameters == #require(Self.glass(plain)).parameters)
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
