import GlassCore
import GlassRender
import GlassScene
import Testing

/// The contract's pure-blur case: with the material reduced to a blur and no tint, pixels inside the
/// shape are the Gaussian blur (σ = blurRadius · scale px) of what lies beneath, and every pixel outside
/// the anti-aliased edge is unchanged, bit for bit.
@Suite struct PureBlurTests {
    static let under = #"""
        "canvas": {"width": 90, "height": 60, "scale": 2},
        "background": {"linearGradient": {"from": [0, 0], "to": [90, 60], "stops": [["#FF9500", 0], ["#5856D6", 1]]}},
        "layers": [
          {"type": "shape", "frame": [20, 10, 8, 40], "fill": "#000000"},
          {"type": "shape", "frame": [40, 22, 30, 6], "corners": 3, "fill": "#FFFFFF"},
          {"type": "shape", "frame": [5, 5, 14, 14], "corners": "capsule", "fill": "#34C75980"}
        """#

    @Test(arguments: [(1.5, "capsule"), (4.0, "12"), (0.5, "0")])
    func insideIsTheBlurOfBeneathAndOutsideIsUntouched(blur: Double, corners: String) throws {
        let base = try resolve("{\(Self.under)]}")
        let glassJSON = #"""
            {"type": "glass", "frame": [12.3, 8.6, 60, 38.2], "corners": \#(corners == "capsule" ? "\"capsule\"" : corners),
             "material": {"blurRadius": \#(blur), "saturation": 1, "fillOpacity": 0, "refraction": 0, "highlight": 0, "shadowOpacity": 0}}
            """#
        let withGlass = try resolve("{\(Self.under), \(glassJSON)]}")
        let beneath = Renderer.render(base)
        let out = Renderer.render(withGlass)
        let full = PixelRect(x: 0, y: 0, width: beneath.width, height: beneath.height)
        let blurred = GaussianBlur.blur(beneath, region: full, sigma: blur * 2)
        guard case .glass(let g) = withGlass.layers.last else {
            Issue.record("no glass")
            return
        }
        // Glass edges follow the model's coverage, 1 − smoothstep(−0.75, 0.75, d): fully inside where
        // d ≤ −0.75 px, untouched where d ≥ 0.75 px.
        var inside = 0
        var outside = 0
        for y in 0..<out.height {
            for x in 0..<out.width {
                let d = g.outline.signedDistance(Double(x) + 0.5, Double(y) + 0.5).distance
                let m = d <= -0.75 ? 1.0 : (d >= 0.75 ? 0.0 : 0.5)
                if m == 1 {
                    inside += 1
                    #expect(out[x, y] == blurred[x, y], "inside (\(x), \(y))")
                } else if m == 0 {
                    outside += 1
                    #expect(out[x, y] == beneath[x, y], "outside (\(x), \(y))")
                }
            }
        }
        #expect(inside > 5000 && outside > 2000)
    }
}

/// The pure-blur shortcut (the interior, a cross clear of the corners, copied from the blur; the rest shaded)
/// gives the same bytes as shading every pixel, for outlines of every kind (corners equal, unequal, missing),
/// on and off the canvas.
@Suite struct PureBlurShortcutTests {
    @Test func theShortcutGivesTheSameBytes() throws {
        var rng = SeededGenerator(state: 2026)
        let beneath = Renderer.render(try resolve("{\(PureBlurTests.under)]}"))
        var checked = 0
        for _ in 0..<40 {
            let x = Double.random(in: -30...70, using: &rng)
            let y = Double.random(in: -20...50, using: &rng)
            let w = Double.random(in: 1...90, using: &rng)
            let h = Double.random(in: 1...60, using: &rng)
            let corners = [
                "0", "\"capsule\"", "6", "14.5", ##"{"topLeft": 14, "topRight": 2, "bottomRight": 25}"##,
                ##"{"topLeft": 3, "bottomLeft": 18}"##,
            ][Int.random(in: 0..<6, using: &rng)]
            let blur = [0.0, 0.1, 1.5, 6, 22][Int.random(in: 0..<5, using: &rng)]
            let glassJSON = ##"""
                {"type": "glass", "frame": [\##(x), \##(y), \##(w), \##(h)], "corners": \##(corners),
                 "material": {"blurRadius": \##(blur), "saturation": 1, "fillOpacity": 0, "refraction": 0, "highlight": 0, "shadowOpacity": 0}}
                """##
            let scene = try resolve("{\(PureBlurTests.under), \(glassJSON)]}")
            guard case .glass(let g) = scene.layers.last else { continue }
            let element = GlassElement(outline: g.outline, parameters: g.parameters)
            var fast = beneath
            var slow = beneath
            var renderer = GlassGroupRenderer(elements: [element], spacingPx: 0, scale: scene.scale)
            renderer.render(onto: &fast)
            renderer.fastPaths = false
            renderer.render(onto: &slow)
            let differing = zip(fast.bytes, slow.bytes).filter { $0 != $1 }.count
            #expect(
                differing == 0,
                "frame [\(x), \(y), \(w), \(h)], corners \(corners), blur \(blur): \(differing) bytes differ")
            checked += 1
        }
        #expect(checked == 40)
    }
}

/// A seeded generator (an LCG with an xorshift out), so the random cases repeat.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}
