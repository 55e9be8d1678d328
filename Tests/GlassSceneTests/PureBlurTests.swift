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
