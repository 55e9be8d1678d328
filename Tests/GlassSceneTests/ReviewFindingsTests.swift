import Foundation
import GlassCore
import GlassRender
import GlassScene
import Testing

/// Defects an outside review of adaptive appearance, settings and the audit found, each held here.
@Suite struct ReviewFindingsTests {
    static func scene(_ json: String) throws -> ResolvedScene {
        try SceneLoader.resolve(bytes: Array(json.utf8), file: "test.json", directory: NSTemporaryDirectory())
    }

    static func pixel(_ json: String) throws -> SIMD4<UInt8> {
        Renderer.render(RenderPlan(try scene(json)))[0, 0]
    }

    static let canvas = ###""canvas": {"width": 4, "height": 4, "scale": 1}"###

    /// `{"light", "dark"}` is a colour wherever a colour is accepted, and the schema says so for `background`
    /// and the transition's `underlay`; the loader refused both ("unknown key light").
    @Test func aColourPerLookIsABackgroundAndAnUnderlay() throws {
        let perLook = ###"{"light": "#FF0000", "dark": "#00FF00"}"###
        for look in ["light", "dark"] {
            let json =
                ###"{\###(Self.canvas), "appearance": "\###(look)", "background": \###(perLook), "layers": []}"###
            #expect(try Self.pixel(json) == (look == "dark" ? SIMD4(0, 255, 0, 255) : SIMD4(255, 0, 0, 255)))
        }
        // The underlay shows where the page has slid away (progress 0: the whole canvas).
        let underlay = ###"""
            {\###(Self.canvas), "appearance": "dark", "background": "#000000",
             "transition": {"progress": 0, "underlay": \###(perLook)}, "layers": []}
            """###
        #expect(try Self.pixel(underlay) == SIMD4(0, 255, 0, 255))
        // A per-look colour missing a look, or mixed with an image's keys, is refused at its path.
        let bad = [
            (###"{"light": "#FFFFFF"}"###, "background: missing required key \"dark\""),
            (###"{"light": "#FFFFFF", "dark": "#000000", "fit": "fill"}"###, "background.fit"),
        ]
        for (value, said) in bad {
            let error = #expect(throws: SceneError.self) {
                try Self.scene(###"{\###(Self.canvas), "background": \###(value), "layers": []}"###)
            }
            #expect(error?.description.contains(said) == true, "\(error?.description ?? "")")
        }
    }

    /// The range of a lightness is said once: "expected a lightness threshold L* from 0 to 100, got -1",
    /// not "… L* in 0…100 from 0 to 100 …".
    @Test func aLightnessOutOfRangeSaysItsRangeOnce() throws {
        let cases = [
            ("material.adaptiveThreshold", ###""material": {"adaptiveThreshold": -1}"###),
            ("measuredLightness", ###""measuredLightness": 101"###),
        ]
        for (key, member) in cases {
            let error = #expect(throws: SceneError.self) {
                try Self.scene(
                    ###"{\###(Self.canvas), "layers": [{"type": "glass", "frame": [0, 0, 4, 4], \###(member)}]}"###)
            }
            let text = error?.description ?? ""
            #expect(text.contains("layers[0].\(key)") && text.contains("from 0 to 100"), "\(text)")
            #expect(!text.contains("0…100"), "\(text)")
        }
    }
    /// A component with an explicit `"appearance"` is laid out under the scene's settings and display as any
    /// other: a navigation bar told `"light"` lost Dynamic Type (its large title at 34 pt, not xxxL's 40) and
    /// a sheet told `"light"` lost the corners concentric with the display (38 pt, not 54).
    @Test func anExplicitAppearanceKeepsTheSettingsAndTheDisplay() throws {
        func lowered(_ appearance: String) throws -> JSONValue {
            let json = ###"""
                {"device": "iPhone 17 Pro", "settings": {"dynamicType": "xxxL"}, "layers": [
                  {"type": "navigationBar", \###(appearance) "title": "Inbox", "largeTitle": true},
                  {"type": "sheet", \###(appearance) "detent": "medium", "content": []}]}
                """###
            return try SceneLoader.expanded(bytes: Array(json.utf8), file: "t.json", directory: ".").lowered
        }
        /// The lowered layers without the groups' `appearance`, which is what differs.
        func withoutAppearance(_ v: JSONValue) -> JSONValue {
            switch v {
            case .object(let members):
                .object(members.filter { $0.key != "appearance" }.map { ($0.key, withoutAppearance($0.value)) })
            case .array(let items): .array(items.map(withoutAppearance))
            default: v
            }
        }
        let plain = try lowered("")
        let light = try lowered(###""appearance": "light","###)
        #expect(JSONWriter.write(plain).contains(###""size": 40"###))
        #expect(withoutAppearance(light) == withoutAppearance(plain))
    }
    /// A unit's threshold is its first member's, 50 when that member gives none: a later member's
    /// `adaptiveThreshold` took over when the first gave none (#777777, L* 50.04, went dark at the second's 100).
    @Test func aUnitTakesItsFirstMembersThresholdEvenTheDefault() throws {
        func decision(_ second: String) throws -> Appearance? {
            let json = ###"""
                {"canvas": {"width": 100, "height": 60, "scale": 1}, "background": "#777777", "layers": [
                  {"type": "glassContainer", "appearance": "auto", "children": [
                    {"type": "glass", "frame": [5, 5, 40, 40]},
                    {"type": "glass", "frame": [55, 5, 40, 40]\###(second)}]}]}
                """###
            let log = DecisionLog()
            _ = Renderer.render(RenderPlan(try Self.scene(json)), decisions: log)
            return log.decisions.count == 1 ? log.decisions[0].appearance : nil
        }
        #expect(try decision("") == .light)
        #expect(try decision(###", "material": {"adaptiveThreshold": 100}"###) == .light)
    }
}
