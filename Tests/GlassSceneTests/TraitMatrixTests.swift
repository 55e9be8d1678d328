import Foundation
import GlassCore
import GlassRender
import Testing

@testable import GlassScene

/// Traits given from outside a scene (`SceneOverrides`) and their cross products (`TraitMatrix`): one name for
/// each render, however its traits were spelled, and a render equal to the scene with the traits written in.
@Suite struct TraitMatrixTests {
    static let scene =
        ##"{"canvas": {"width": 40, "height": 30, "scale": 1}, "background": "#8899AA", "layers": [{"type": "glass", "frame": [5, 5, 30, 20]}, {"type": "text", "text": "Aa", "frame": [0, 0, 40, 30], "color": "label", "style": "body"}]}"##

    static func traits(_ pairs: [(String, String)]) throws -> SceneOverrides {
        var t = SceneOverrides()
        for (k, v) in pairs { try t.set(k, v) }
        return t
    }

    @Test func namesSortTheKeysAndUseCanonicalValues() throws {
        let a = try Self.traits([("dynamicType", "AX3"), ("appearance", "dark"), ("device", "iPhone 17 Pro")])
        let b = try Self.traits([("device", "iphone-17-pro"), ("appearance", "dark"), ("dynamicType", "AX3")])
        #expect(a == b)
        #expect(a.name("bars/tab") == "bars/tab[appearance=dark,device=iphone-17-pro,dynamicType=AX3]")
        #expect(SceneOverrides().name("plain") == "plain")
        // Device names in any case map to one slug; every other value is taken only as the scene spells it.
        #expect(try SceneOverrides.canonical("IPHONE SE (3rd generation)", of: "device") == "iphone-se-3rd-generation")
        for (key, value) in [
            ("dynamicType", "ax3"), ("dynamicType", "XXXL"), ("boldText", "1"), ("boldText", "True"),
            ("boldText", "yes"), ("appearance", "Dark"), ("glassStyle", "Tinted"), ("design", "liquid-glass"),
            ("device", "iPhone 99"),
        ] {
            #expect(throws: TraitError.self, "\(key)=\(value)") { try SceneOverrides.canonical(value, of: key) }
        }
        #expect(try SceneOverrides.canonical("landscape", of: "orientation") == "landscape")
        #expect(throws: TraitError.self) { try SceneOverrides.canonical("Landscape", of: "orientation") }
        // The wire form reads back, and only in canonical spelling.
        #expect(SceneOverrides(description: a.description) == a)
        #expect(SceneOverrides(description: "") == SceneOverrides())
        for bad in ["device=iPhone 17 Pro", "appearance=dark,appearance=light", "boldText", "x=1", "appearance=dark,"] {
            #expect(SceneOverrides(description: bad) == nil, "\(bad)")
        }
    }

    @Test func errorsNameWhereTheTraitCameFromAndWhatItTakes() {
        #expect(
            TraitError.badValue(key: "dynamicType", value: "ax3", allowed: ["L", "AX3"], nearest: "AX3")
                .describe(at: "--dynamic-type") == "--dynamic-type expects L or AX3, got 'ax3'; did you mean 'AX3'?")
        #expect(
            TraitError.unknownKey("colour").describe(at: "--matrix")
                == "--matrix: unknown key 'colour'; keys: appearance, boldText, design, device, dynamicType, glassStyle, increaseContrast, layoutDirection, orientation, reduceMotion, reduceTransparency"
        )
    }

    @Test func theCrossProductHasOneRenderPerCombinationInNameOrder() throws {
        var m = TraitMatrix()
        try m.add("dynamicType=L,AX3,xS")
        try m.add("appearance=light,dark")
        try m.fix("boldText", "true", from: "--bold-text")
        #expect(m.count == 6)
        #expect(
            m.combinations.map { $0.name("s") } == [
                "s[appearance=light,boldText=true,dynamicType=L]", "s[appearance=light,boldText=true,dynamicType=AX3]",
                "s[appearance=light,boldText=true,dynamicType=xS]", "s[appearance=dark,boldText=true,dynamicType=L]",
                "s[appearance=dark,boldText=true,dynamicType=AX3]", "s[appearance=dark,boldText=true,dynamicType=xS]",
            ])
        #expect(
            m.arguments == [
                "--matrix", "appearance=light,dark", "--matrix", "boldText=true", "--matrix", "dynamicType=L,AX3,xS",
            ])
        #expect(TraitMatrix().combinations == [SceneOverrides()])
    }

    @Test func badMatricesAreOneLineEach() throws {
        for (argument, message) in [
            ("appearance", "--matrix expects KEY=V1,V2,…, got 'appearance'"),
            ("appearance=", "--matrix appearance= gives no values; list them: appearance=V1,V2"),
            ("appearance=light,,dark", "--matrix appearance: an empty value in 'light,,dark'"),
            ("appearance=dark,dark", "--matrix appearance: dark is given twice"),
            ("device=iPhone 17 Pro,iphone-17-pro", "--matrix device: iphone-17-pro is given twice"),
            ("boldText=1", "--matrix boldText expects true or false, got '1'"),
        ] {
            var m = TraitMatrix()
            #expect(throws: MatrixError(message), "\(argument)") { try m.add(argument) }
        }
        var twice = TraitMatrix()
        try twice.fix("boldText", "true", from: "--bold-text")
        #expect(
            throws: MatrixError(
                "--matrix boldText: boldText is already given (by --matrix or a flag); give each key once")
        ) { try twice.add("boldText=true,false") }
        // The product is guarded: 12 × 9 × 2 × 2 = 432 renders of one scene.
        var big = TraitMatrix()
        try big.add("dynamicType=xS,S,M,L,xL,xxL,xxxL,AX1,AX2,AX3,AX4,AX5")
        try big.add("device=" + Device.all.map(\.slug).joined(separator: ","))
        try big.add("appearance=light,dark")
        #expect(throws: MatrixError("--matrix makes 432 renders of each scene; the limit is 256")) {
            try big.add("boldText=true,false")
        }
        #expect(big.count == 216)
    }

    /// A render with `appearance=dark` is the render of the scene with `"appearance": "dark"` in its JSON,
    /// byte for byte; light and dark differ.
    @Test func anOverrideRendersAsTheSceneWithItWrittenIn() throws {
        let bytes = Array(Self.scene.utf8)
        var images: [String: PixelBuffer] = [:]
        for appearance in ["light", "dark"] {
            let written = Self.scene.replacingOccurrences(
                of: ##""background""##, with: ##""appearance": "\##(appearance)", "background""##)
            let a = Renderer.renderImage(
                try SceneLoader.resolve(
                    bytes: bytes, file: "s.json", directory: ".",
                    overrides: try Self.traits([("appearance", appearance)])))
            let b = Renderer.renderImage(
                try SceneLoader.resolve(bytes: Array(written.utf8), file: "s.json", directory: "."))
            #expect(a.bytes == b.bytes)
            images[appearance] = a
        }
        #expect(images["light"]!.bytes != images["dark"]!.bytes)
    }

    /// Settings go into the scene's `settings` object (made when missing, a key replaced when given); one that
    /// is not an object is left for the scene's own error.
    @Test func settingsAreSetInTheScenesSettingsObject() throws {
        let t = try Self.traits([("boldText", "true"), ("dynamicType", "AX3"), ("design", "compatibility")])
        let plain = try JSONParser.parse(Array(##"{"canvas": {"width": 1, "height": 1}}"##.utf8))
        #expect(
            JSONWriter.write(t.applied(to: plain))
                == JSONWriter.write(
                    try JSONParser.parse(
                        Array(
                            ##"{"canvas": {"width": 1, "height": 1}, "design": "compatibility", "settings": {"boldText": true, "dynamicType": "AX3"}}"##
                                .utf8))))
        let given = try JSONParser.parse(
            Array(##"{"settings": {"dynamicType": "xS", "glassStyle": "tinted"}, "design": "liquidGlass"}"##.utf8))
        #expect(
            JSONWriter.write(t.applied(to: given))
                == JSONWriter.write(
                    try JSONParser.parse(
                        Array(
                            ##"{"settings": {"dynamicType": "AX3", "glassStyle": "tinted", "boldText": true}, "design": "compatibility"}"##
                                .utf8))))
        let notAnObject = try JSONParser.parse(Array(##"{"settings": 3}"##.utf8))
        #expect(JSONWriter.write(t.applied(to: notAnObject)).contains(##""settings": 3"##))
        #expect(throws: SceneError.self) {
            try SceneLoader.resolve(
                bytes: Array(##"{"canvas": {"width": 4, "height": 4}, "settings": 3}"##.utf8), file: "s.json",
                directory: ".", overrides: t)
        }
    }

    /// A scene's name that ends like a render's traits is recognised (its golden could be a matrix render's).
    @Test func namesThatEndLikeTraits() {
        for name in ["x[appearance=dark]", "a/b[boldText=true,dynamicType=AX3]", "y[device=anything]"] {
            #expect(SceneOverrides.endsLikeTraits(name), "\(name)")
        }
        for name in ["x", "y[a=b]", "z[1]", "w[appearance=dark", "v[appearance=dark,appearance=light]", "u[]", "t[=]"] {
            #expect(!SceneOverrides.endsLikeTraits(name), "\(name)")
        }
    }
}
