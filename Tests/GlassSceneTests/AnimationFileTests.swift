import Foundation
import GlassRender
import Testing

@testable import GlassScene

/// Animated scenes: states read from `animation.states`, every problem one error at the path the user wrote,
/// and frames that start and end exactly at the states' still scenes.
@Suite struct AnimationFileTests {
    static let background = #""background": "systemBlue""#

    static func scene(_ layers: String, _ states: String) -> String {
        #"{"canvas": {"width": 120, "height": 60, "scale": 1}, \#(background), "layers": [\#(layers)], "animation": {"states": [\#(states)]}}"#
    }

    static let twoGlass =
        #"{"type": "glass", "id": "pill", "frame": [10, 10, 40, 30], "corners": "capsule"}, {"type": "shape", "id": "dot", "frame": [80, 20, 10, 10], "fill": "systemYellow", "opacity": 0}"#

    static func load(_ json: String) throws -> AnimatedScene {
        try AnimatedScene.read(bytes: Array(json.utf8), file: "a.json", directory: ".")
    }

    static func errorPath(_ json: String) -> String? {
        do {
            _ = try load(json)
            return nil
        } catch let e as SceneError {
            return e.path
        } catch {
            return "not a SceneError: \(error)"
        }
    }

    @Test func badStatesAreOneErrorAtTheUsersPath() {
        let g = Self.twoGlass
        let cases: [(String, String)] = [
            (Self.scene(g, #"{"changes": {"nope": {"frame": [0, 0, 1, 1]}}}"#), "animation.states[0].changes.nope"),
            (Self.scene(g, #"{"changes": {"pill": {"type": "shape"}}}"#), "animation.states[0].changes.pill.type"),
            (Self.scene(g, #"{"changes": {"pill": {"id": "x"}}}"#), "animation.states[0].changes.pill.id"),
            (Self.scene(g, #"{"changes": {"pill": {"present": "yes"}}}"#), "animation.states[0].changes.pill.present"),
            (
                Self.scene(g, #"{"changes": {"pill": {"frame": [0, 0, -5, 10]}}}"#),
                "animation.states[0].changes.pill.frame[2]"
            ),
            (Self.scene(g, #"{"changes": {"pill": {"colour": 1}}}"#), "animation.states[0].changes.pill.colour"),
            (Self.scene(g, #"{}, {"changes": {"dot": {"opacity": 2}}}"#), "animation.states[1].changes.dot.opacity"),
            (Self.scene(g, #"{"transition": "wobbly"}"#), "animation.states[0].transition"),
            (Self.scene(g, #"{"transition": {"duration": -1}}"#), "animation.states[0].transition.duration"),
            (Self.scene(g, #"{"transition": {"duration": 1e300}}"#), "animation.states[0].transition.duration"),
            (Self.scene(g, #"{"transition": {"bounce": 2}}"#), "animation.states[0].transition.bounce"),
            (
                Self.scene(g, #"{"transition": {"response": 0.3, "bounce": 0.2}}"#),
                "animation.states[0].transition.bounce"
            ),
            (
                Self.scene(g, #"{"transition": {"curve": "easeIn", "bounce": 0.2}}"#),
                "animation.states[0].transition.bounce"
            ),
            (Self.scene(g, #"{"delay": -0.1}"#), "animation.states[0].delay"),
            (Self.scene(g, #"{"speed": 2}"#), "animation.states[0].speed"),
            (
                Self.scene(
                    #"{"type": "glass", "id": "a", "frame": [0, 0, 1, 1]}, {"type": "glass", "id": "a", "frame": [0, 0, 1, 1]}"#,
                    "{}"), "layers[1].id"
            ),
            (Self.scene(#"{"type": "glass", "id": "", "frame": [0, 0, 1, 1]}"#, "{}"), "layers[0].id"),
            (Self.scene(#"{"type": "glass", "id": 3, "frame": [0, 0, 1, 1]}"#, "{}"), "layers[0].id"),
            (Self.scene(g, String(repeating: "{}, ", count: 256) + "{}"), "animation.states"),
        ]
        for (json, path) in cases {
            #expect(Self.errorPath(json) == path, "\(json.suffix(120))")
        }
    }

    @Test func edgeTimesAreAcceptedAndEndExactly() throws {
        for transition in [
            #"{"duration": 0}"#, #"{"duration": 5e-324}"#, #"{"duration": 10, "bounce": 1}"#,
            #"{"response": 1e-300, "dampingFraction": 0}"#, #"{"curve": "linear", "duration": 0}"#, #""bouncy""#,
            #"{"duration": 0.5, "bounce": -1}"#,
        ] {
            let a = try Self.load(
                Self.scene(
                    Self.twoGlass, #"{"transition": \#(transition), "changes": {"pill": {"frame": [60, 10, 40, 30]}}}"#)
            )
            #expect(a.durationS.isFinite && a.durationS >= 0 && a.durationS <= 10, "\(transition): \(a.durationS)")
            for t in [0, 1e-9, a.durationS / 2, a.durationS, a.durationS + 1] {
                _ = try a.frame(atS: t)
            }
        }
    }

    static func pixels(_ f: AnimatedScene.Frame) -> [UInt8] {
        guard case .scene(let s) = f else { return [] }
        return Renderer.render(s).bytes
    }

    static func still(_ json: String) throws -> [UInt8] {
        Renderer.render(try SceneLoader.resolve(bytes: Array(json.utf8), file: "s.json", directory: ".")).bytes
    }

    @Test func theFirstAndLastFramesAreTheStatesStills() throws {
        let a = try Self.load(
            Self.scene(
                Self.twoGlass,
                #"{"transition": "bouncy", "changes": {"pill": {"frame": [60, 10, 50, 40]}, "dot": {"opacity": 1}}}"#))
        let first = try Self.still(
            #"{"canvas": {"width": 120, "height": 60, "scale": 1}, \#(Self.background), "layers": [{"type": "glass", "frame": [10, 10, 40, 30], "corners": "capsule"}, {"type": "shape", "frame": [80, 20, 10, 10], "fill": "systemYellow", "opacity": 0}]}"#
        )
        let last = try Self.still(
            #"{"canvas": {"width": 120, "height": 60, "scale": 1}, \#(Self.background), "layers": [{"type": "glass", "frame": [60, 10, 50, 40], "corners": "capsule"}, {"type": "shape", "frame": [80, 20, 10, 10], "fill": "systemYellow", "opacity": 1}]}"#
        )
        #expect(Self.pixels(try a.frame(atS: 0)) == first)
        #expect(Self.pixels(try a.frame(atS: a.durationS)) == last)
        let middle = Self.pixels(try a.frame(atS: a.durationS / 8))
        #expect(middle != first && middle != last, "a frame between the states is neither")
        // The bouncy spring overshoots: an opacity or frame past its target is drawn, never refused.
        for k in 0...40 { _ = try a.frame(atS: a.durationS * Double(k) / 40) }
        // The same instant gives the same frame from a fresh load.
        let again = try Self.load(
            Self.scene(
                Self.twoGlass,
                #"{"transition": "bouncy", "changes": {"pill": {"frame": [60, 10, 50, 40]}, "dot": {"opacity": 1}}}"#))
        #expect(Self.pixels(try again.frame(atS: a.durationS / 8)) == middle)
    }

    @Test func glassThatAppearsMaterializesNeverFades() throws {
        let a = try Self.load(
            Self.scene(
                #"{"type": "glass", "id": "g", "present": false, "frame": [20, 10, 80, 40], "corners": 12}"#,
                #"{"changes": {"g": {"present": true}}}"#))
        guard case .scene(let s) = try a.frame(atS: 0.1) else {
            Issue.record("a frame")
            return
        }
        guard case .glass(let g)? = s.layers.first(where: { if case .glass = $0 { true } else { false } }) else {
            Issue.record("the glass is drawn while it materializes: \(s.layers)")
            return
        }
        // 0.1 s into 0.25 s: the material partly there, the glass larger than its frame, settling.
        #expect(g.parameters.refraction > 0 && g.parameters.refraction < 1, "\(g.parameters.refraction)")
        #expect(g.outline.rect.width > 80 && g.outline.rect.width < 80 * 1.15, "\(g.outline.rect)")
        guard case .scene(let none) = try a.frame(atS: 0) else { return }
        #expect(!none.layers.contains { if case .glass = $0 { true } else { false } }, "absent in the first state")
    }

    /// The content of appearing glass sharpens as it fades in: blurred by σ 8 pt × what is left of its fade
    /// (none while it does not show yet, then less and less, none once whole); glass already there is never
    /// blurred.
    @Test func appearingContentSharpensFromABlur() throws {
        let a = try Self.load(
            Self.scene(
                #"{"type": "glass", "id": "g", "present": false, "frame": [20, 10, 80, 40], "corners": 12, "content": [{"type": "shape", "frame": [10, 10, 20, 20], "fill": "systemRed"}]}, {"type": "glass", "id": "h", "frame": [2, 2, 10, 10], "content": [{"type": "shape", "frame": [2, 2, 4, 4], "fill": "systemRed"}]}"#,
                #"{"changes": {"g": {"present": true}, "h": {"frame": [4, 2, 10, 10]}}}"#))
        func blurPt(_ t: Double) throws -> Double? {
            guard case .scene(let s) = try a.frame(atS: t) else { return nil }
            var blurs: [Double] = []
            for case .glass(let g) in s.layers { blurs.append(g.contentBlurPx / s.scale) }
            #expect(blurs.count == 2 && blurs[1] == 0, "the glass already there: \(blurs)")
            return blurs.first
        }
        // Before its content shows (35 % of 0.25 s), none.
        #expect(try blurPt(0.05) == 0)
        // Content fades in over 35–100 % of 0.25 s.
        let early = try #require(try blurPt(0.12))
        let late = try #require(try blurPt(0.2))
        #expect(early > late && late > 0 && early <= 8, "\(early) then \(late)")
        let contentIn = (0.2 / 0.25 - 0.35) / 0.65
        #expect(abs(late - 8 * (1 - contentIn)) < 1e-9, "\(late)")
        #expect(try blurPt(0.25) == 0)
        #expect(try blurPt(1) == 0)
    }

    @Test func reduceMotionCrossFades() throws {
        let json = Self.scene(
            Self.twoGlass, #"{"transition": "bouncy", "changes": {"pill": {"frame": [60, 10, 50, 40]}}}"#
        )
        .replacingOccurrences(of: #""background""#, with: #""settings": {"reduceMotion": true}, "background""#)
        let a = try Self.load(json)
        guard case .crossFade(_, _, let amount) = try a.frame(atS: 0.1) else {
            Issue.record("Reduce Motion cross-fades")
            return
        }
        #expect(amount > 0 && amount < 1)
        if case .scene = try a.frame(atS: 0.3) {} else { Issue.record("done after the cross-fade") }
    }

    @Test func aStillSceneWithIDsRendersItsFirstState() throws {
        let json = Self.scene(Self.twoGlass, #"{"changes": {"pill": {"frame": [60, 10, 50, 40]}}}"#)
        let resolved = try SceneLoader.resolve(bytes: Array(json.utf8), file: "a.json", directory: ".")
        #expect(Renderer.render(resolved).bytes == Self.pixels(try Self.load(json).frame(atS: 0)))
        #expect(try Self.load(#"{"canvas": {"width": 10, "height": 10, "scale": 1}, "layers": []}"#).durationS == 0)
    }
}
