import GlassCore
import GlassRender
import GlassScene
import Testing

/// The eight-lane shading gives the same bytes as the pixel-at-a-time shading (`fastPaths` off): single
/// elements (eight covered pixels shaded at once: lens, frost, tail, post-lens blur) and containers of two to
/// four elements (their field, weights and shadow), of every style, appearance, state, tint and corner kind,
/// merged or apart, on and off the canvas. A perturbation of one operation in either path fails it.
@Suite struct ShadingLanesTests {
    /// A random glass element's JSON on a 70 × 44 pt canvas (sizes from 2 pt, so some have no eight
    /// covered pixels in a row), reaching past every edge.
    static func element(_ rng: inout SeededGenerator, scale: Double) -> String {
        let x = Double.random(in: -15...60, using: &rng)
        let y = Double.random(in: -10...38, using: &rng)
        let w = Double.random(in: 2...40, using: &rng)
        let h = Double.random(in: 2...30, using: &rng)
        let corners = ["\"capsule\"", "0", "5", "9.5", ##"{"topLeft": 8, "bottomRight": 3}"##][
            Int.random(in: 0..<5, using: &rng)]
        let style = ["regular", "clear"][Int.random(in: 0..<2, using: &rng)]
        let state = Int.random(in: 0..<4, using: &rng) == 0 ? "pressed" : "normal"
        let tint = Int.random(in: 0..<3, using: &rng) == 0 ? ##", "tint": "#007AFF80""## : ""
        return
            ##"{"type": "glass", "frame": [\##(x), \##(y), \##(w), \##(h)], "corners": \##(corners), "style": "\##(style)", "state": "\##(state)"\##(tint)}"##
    }

    static func under(_ trial: Int, scale: Double) -> String {
        #"""
        "canvas": {"width": 70, "height": 44, "scale": \#(scale)},
        "appearance": "\#(trial % 2 == 0 ? "light" : "dark")",
        "background": {"linearGradient": {"from": [0, 0], "to": [70, 44], "stops": [["#FF9500", 0], ["#5856D6", 1]]}},
        "layers": [
          {"type": "shape", "frame": [20, 10, 8, 30], "fill": "#000000"},
          {"type": "shape", "frame": [34, 18, 30, 5], "corners": 2, "fill": "#FFFFFF"}
        """#
    }

    /// Renders `elements` as one group onto `beneath` both ways; returns the bytes that differ and whether
    /// the glass changed the canvas.
    static func compare(_ elements: [GlassElement], spacingPx: Double, scale: Double, beneath: PixelBuffer) -> (
        differing: Int, changed: Bool
    ) {
        var fast = beneath
        var slow = beneath
        var renderer = GlassGroupRenderer(elements: elements, spacingPx: spacingPx, scale: scale)
        renderer.render(onto: &fast)
        renderer.fastPaths = false
        renderer.render(onto: &slow)
        return (zip(fast.bytes, slow.bytes).filter { $0 != $1 }.count, fast.bytes != beneath.bytes)
    }

    /// `compare` for the container that ends the scene `json` over the scene `under` describes without it.
    static func compareContainer(_ json: String, under: String) throws -> (differing: Int, changed: Bool) {
        let scene = try resolve(json)
        guard case .container(let c) = scene.layers.last else {
            Issue.record("no container")
            return (0, false)
        }
        return Self.compare(
            c.children.map { GlassElement(outline: $0.outline, parameters: $0.parameters) }, spacingPx: c.spacingPx,
            scale: scene.scale, beneath: Renderer.render(try resolve("{\(under)]}")))
    }

    /// The values of the sweep's keys that an element's JSON shows: style, state, tint and corner kind.
    static func keys(ofElement json: String) -> [String] {
        let corners = json.firstRange(of: #""corners": "#).map { json[$0.upperBound...].prefix(3) } ?? ""
        return [
            "style=\(json.contains(#""style": "clear""#) ? "clear" : "regular")",
            "state=\(json.contains(#""state": "pressed""#) ? "pressed" : "normal")",
            "tint=\(json.contains(#""tint""#))", "corners=\(corners)",
        ]
    }

    /// The 24 single-element trials (scene JSON, scale, and the values of the keys they show), in the order
    /// the seeded generator makes them.
    static func singleElementTrials() -> [(json: String, under: String, scale: Double, keys: [String])] {
        var rng = SeededGenerator(state: 19)
        return (0..<24).map { trial in
            let scale = [1.0, 2, 3][trial % 3]
            let under = Self.under(trial, scale: scale)
            let element = Self.element(&rng, scale: scale)
            let keys = ["scale=\(scale)", "appearance=\(trial % 2)"] + Self.keys(ofElement: element)
            return ("{\(under), \(element)]}", under, scale, keys)
        }
    }

    /// Every trial in the long lane (`tools/test --full`); in the quick suite a seeded sample of them that
    /// still shows every scale, appearance, style, state, tint and corner kind, held to the same share of
    /// trials whose glass changed the canvas (at least 20 of 24).
    @Test func singleElementLanesGiveTheSameBytes() throws {
        let all = Self.singleElementTrials()
        let trials = FullSuite.sample(all, count: 8, seed: 19, keys: \.keys)
        #expect(Set(trials.flatMap(\.keys)) == Set(all.flatMap(\.keys)), "every value of every key is met")
        var changed = 0
        for (json, under, scale, _) in trials {
            let scene = try resolve(json)
            guard case .glass(let g) = scene.layers.last else {
                Issue.record("no glass")
                continue
            }
            let result = Self.compare(
                [GlassElement(outline: g.outline, parameters: g.parameters)], spacingPx: 0, scale: scale,
                beneath: Renderer.render(try resolve("{\(under)]}")))
            #expect(result.differing == 0, "\(result.differing) bytes differ in \(json)")
            if result.changed { changed += 1 }
        }
        #expect(changed * 24 >= 20 * trials.count, "\(changed) of \(trials.count) changed the canvas")
    }

    /// The 16 container trials (scene JSON, the scene beneath, and the values of the keys they show), in the
    /// order the seeded generator makes them.
    static func containerTrials() -> [(json: String, under: String, keys: [String])] {
        var rng = SeededGenerator(state: 77)
        return (0..<16).map { trial in
            let under = Self.under(trial, scale: 1)
            let children = (0..<Int.random(in: 2...4, using: &rng)).map { _ in Self.element(&rng, scale: 1) }
            let spacing = [0, 0.5, 6, 20][Int.random(in: 0..<4, using: &rng)]
            let json =
                #"{\#(under), {"type": "glassContainer", "spacing": \#(spacing), "children": [\#(children.joined(separator: ", "))]}]}"#
            let keys =
                ["appearance=\(trial % 2)", "children=\(children.count)", "spacing=\(spacing)"]
                + children.flatMap { Self.keys(ofElement: $0) }
            return (json, under, keys)
        }
    }

    /// Every trial in the long lane; in the quick suite a seeded sample that still shows every appearance,
    /// number of children, spacing, style, state, tint and corner kind, held to the same share of containers
    /// drawn (at least 13 of 16; a few random containers may lie off the canvas).
    @Test func containerLanesGiveTheSameBytes() throws {
        let all = Self.containerTrials()
        let trials = FullSuite.sample(all, count: 6, seed: 77, keys: \.keys)
        #expect(Set(trials.flatMap(\.keys)) == Set(all.flatMap(\.keys)), "every value of every key is met")
        var changed = 0
        for (json, under, _) in trials {
            let result = try Self.compareContainer(json, under: under)
            #expect(result.differing == 0, "\(result.differing) bytes differ in \(json)")
            if result.changed { changed += 1 }
        }
        #expect(changed * 16 >= 13 * trials.count, "\(changed) of \(trials.count) changed the canvas")
    }

    /// Unequal elements whose blended size crosses the small-shape curve's ramp (32–34 pt) and the dark
    /// lift's range (under 48 pt): each pixel's chains are sized by its own blended size.
    @Test(arguments: ["light", "dark"])
    func unequalContainersSizeTheirChainsPerPixel(appearance: String) throws {
        let under = #"""
            "canvas": {"width": 170, "height": 100, "scale": 1}, "appearance": "\#(appearance)",
            "background": {"linearGradient": {"from": [0, 0], "to": [170, 100], "stops": [["#34C759", 0], ["#AF52DE", 1]]}},
            "layers": [{"type": "shape", "frame": [60, 0, 12, 100], "fill": "#FFFFFF"}
            """#
        let json = #"""
            {\#(under), {"type": "glassContainer", "spacing": 30, "children": [
              {"type": "glass", "frame": [4, 10, 66, 64], "corners": 20},
              {"type": "glass", "frame": [84, 6, 80, 90], "corners": "capsule"}]}]}
            """#
        let result = try Self.compareContainer(json, under: under)
        #expect(result.differing == 0 && result.changed, "\(result.differing) bytes differ")
    }

    /// Regular containers, whose covered pixels are shaded eight at a time: three equal capsules merging
    /// across their spacing (the benchmark frame's), and an unequal pair, one pressed and one tinted.
    @Test(arguments: [
        ##"{"type": "glass", "frame": [4, 20, 40, 22], "corners": "capsule"}, {"type": "glass", "frame": [50, 20, 40, 22], "corners": "capsule"}, {"type": "glass", "frame": [96, 20, 40, 22], "corners": "capsule"}"##,
        ##"{"type": "glass", "frame": [8, 8, 60, 50], "corners": 14, "state": "pressed"}, {"type": "glass", "frame": [76, 12, 70, 70], "corners": 30, "tint": "#FF2D5599"}"##,
    ])
    func regularContainersShadeTheirPixelsInLanes(children: String) throws {
        for appearance in ["light", "dark"] {
            let under = #"""
                "canvas": {"width": 150, "height": 90, "scale": 2}, "appearance": "\#(appearance)",
                "background": {"linearGradient": {"from": [0, 0], "to": [150, 90], "stops": [["#FF9500", 0], ["#007AFF", 1]]}},
                "layers": [{"type": "shape", "frame": [40, 0, 10, 90], "fill": "#000000"}
                """#
            let json = #"{\#(under), {"type": "glassContainer", "spacing": 12, "children": [\#(children)]}]}"#
            let result = try Self.compareContainer(json, under: under)
            #expect(result.differing == 0 && result.changed, "\(appearance): \(result.differing) bytes differ")
        }
    }
}
