import GlassCore
import Testing

/// The colour chain runs eight pixels at a time (`ColourChain.applyRow`); these hold it to the model's
/// scalar steps, written out here one pixel at a time, bit for bit.
@Suite struct ColourChainLanesTests {
    /// Steps 9 and 10 for one pixel, as the spec's appendix gives them, with `ToneCurve`'s own lookup.
    func reference(
        _ c: SIMD3<Float>, _ p: GlassParameters, halfMin: Double, ambient: SIMD3<Float>?, depth: Double,
        nx: Double, ny: Double, glow: Float
    ) -> SIMD3<Float> {
        var (r, g, b) = (c.x, c.y, c.z)
        if !p.colorIsIdentity {
            let luma = r * 0.2126 + g * 0.7152 + b * 0.0722
            (r, g, b) = (
                luma + (r - luma) * p.saturation, luma + (g - luma) * p.saturation, luma + (b - luma) * p.saturation
            )
            var (tr, tg, tb) = (p.toneCurve(r), p.toneCurve(g), p.toneCurve(b))
            if p.toneLumaMix > 0 {
                let shift = p.toneCurve(luma) - luma
                tr += (r + shift - tr) * p.toneLumaMix
                tg += (g + shift - tg) * p.toneLumaMix
                tb += (b + shift - tb) * p.toneLumaMix
            }
            (r, g, b) = (tr, tg, tb)
            let lift = p.shadowLift > 0 ? p.shadowLift * Float(max(0, 1 - halfMin / 48)) : 0
            if lift > 0 {
                let (gr, gg, gb) = (max(1 - r, 0), max(1 - g, 0), max(1 - b, 0))
                (r, g, b) = (r + lift * gr * gr, g + lift * gg * gg, b + lift * gb * gb)
            }
            var fill = p.fillOpacity
            if let ref = p.fillSizeRef { fill *= 1 - p.fillSizeDrop * (1 - Float(min(1, halfMin / ref))) }
            r += (p.fillColor.x - r) * fill
            g += (p.fillColor.y - g) * fill
            b += (p.fillColor.z - b) * fill
            (r, g, b) = (r * (1 - p.dim), g * (1 - p.dim), b * (1 - p.dim))
            let small: Float = p.smallToneCurve != nil ? Float(min(max((34 - halfMin) / 2, 0), 1)) : 0
            if let curve = p.smallToneCurve, small > 0 {
                (r, g, b) = (r + (curve(r) - r) * small, g + (curve(g) - g) * small, b + (curve(b) - b) * small)
            }
            if let tint = p.tint {
                let amount = tint.a * p.tintStrength
                (r, g, b) = (r + (tint.r - r) * amount, g + (tint.g - g) * amount, b + (tint.b - b) * amount)
            }
            if p.ambient > 0, let avg = ambient {
                let lift = (avg - SIMD3(repeating: (avg * rec709Luma).sum())) * (p.ambient * (1 - small))
                (r, g, b) = (r + lift.x, g + lift.y, b + lift.z)
            }
        }
        if p.highlight > 0 {
            let rim = 1 - smoothstep(0, p.rimWidth, depth)
            if rim > 0 {
                let facing = nx * -0.7071067811865476 + ny * -0.7071067811865476
                let add = p.highlight * p.rimIntensity * Float(rim * (max(facing, 0) + 0.35 * max(-facing, 0)))
                (r, g, b) = (r + add, g + add, b + add)
            }
            if p.rimMix > 0 {
                var a = Double(p.rimMix) * min(max(1 - depth / 1.5, 0), 1)
                a *= 1 - smoothstep(p.rimCut - 0.5, p.rimCut + 0.5, depth)
                if p.rimMixFollowsLuma {
                    a *= 0.05 + 0.95 * min(max(Double(r * 0.2126 + g * 0.7152 + b * 0.0722) / 0.5, 0), 1)
                }
                let t = Float(a)
                (r, g, b) = (
                    r + (1 - r) * t * p.highlight, g + (1 - g) * t * p.highlight, b + (1 - b) * t * p.highlight
                )
            }
        }
        if glow > 0 { (r, g, b) = (r + (1 - r) * glow, g + (1 - g) * glow, b + (1 - b) * glow) }
        return SIMD3(min(max(r, 0), 1), min(max(g, 0), 1), min(max(b, 0), 1))
    }

    /// Parameter sets that switch on every stage between them: regular light (luma-keyed tone, ambient,
    /// small-shape curve), regular dark (shadow lift), a tinted clear glass (rim mix following luma), the
    /// identity colour with a highlight.
    static let cases: [(String, GlassParameters, Double)] = {
        var dark = GlassModelTests.regularLight()
        dark.shadowLift = 0.31
        dark.toneLumaMix = 0
        var clear = GlassModelTests.regularLight(tint: StraightColor(r: 0.1, g: 0.5, b: 0.9, a: 0.6))
        clear.rimMix = 0.4
        clear.rimCut = 2
        clear.rimMixFollowsLuma = true
        clear.smallToneCurve = nil
        clear.fillSizeRef = nil
        var identity = GlassModelTests.saturationOnly(1)
        identity.highlight = 0.8
        return [
            ("regular light, small", GlassModelTests.regularLight(), 22),
            ("regular light, large", GlassModelTests.regularLight(), 70),
            ("regular dark", dark, 20), ("clear, tinted", clear, 40), ("identity with highlight", identity, 30),
        ]
    }()

    @Test func toneSegmentsEqualTheCurveEverywhere() {
        let curves = [
            GlassModelTests.regularLight().toneCurve, GlassModelTests.regularLight().smallToneCurve!, .identity,
        ]
        var values: [Float] = [-1, -0.0, 0, 1, 2, .infinity, -.infinity, .ulpOfOne, 1 - .ulpOfOne / 2]
        for k in 0...8 {
            let x = Float(k) / 8
            values += [x, x.nextUp, x.nextDown]
        }
        for i in 0...20_000 { values.append(Float(i) / 20_000) }
        for curve in curves {
            let segments = curve.segments
            for x in values where segments(x).bitPattern != curve(x).bitPattern {
                Issue.record("x = \(x): \(segments(x)) vs \(curve(x))")
                return
            }
        }
    }

    @Test(arguments: 0..<5) func rowsEqualTheScalarStepsBitForBit(caseIndex: Int) {
        let (name, p, halfMin) = Self.cases[caseIndex]
        let ambient = SIMD3<Float>(0.8, 0.3, 0.1)
        let chain = ColourChain(p, halfMin: halfMin, ambient: ambient)
        var rng = SplitMix64(seed: UInt64(caseIndex) + 40)
        // 8·40 + 3 pixels: whole lanes and a padded remainder.
        let n = 323
        var r = (0..<n).map { _ in Float(Double.random(in: 0..<1, using: &rng)) }
        var g = (0..<n).map { _ in Float(Double.random(in: 0..<1, using: &rng)) }
        var b = (0..<n).map { _ in Float(Double.random(in: 0..<1, using: &rng)) }
        let depth = (0..<n).map { i in i % 5 == 0 ? 60 : Double.random(in: 0..<1, using: &rng) * 4 - 0.5 }
        let nx = (0..<n).map { _ in Double.random(in: -1...1, using: &rng) }
        let ny = nx.enumerated().map { i, x in (1 - x * x).squareRoot() * (i % 2 == 0 ? 1 : -1) }
        let glow = (0..<n).map { i in i % 3 == 0 ? Float(Double.random(in: 0..<1, using: &rng)) * 0.12 : 0 }
        let expected = (0..<n).map { i in
            reference(
                SIMD3(r[i], g[i], b[i]), p, halfMin: halfMin, ambient: ambient, depth: depth[i], nx: nx[i], ny: ny[i],
                glow: glow[i])
        }
        chain.applyRow(count: n, r: &r, g: &g, b: &b, depth: depth, nx: nx, ny: ny, glow: glow)
        for i in 0..<n {
            let got = SIMD3(r[i], g[i], b[i])
            if got != expected[i] {
                Issue.record("\(name), pixel \(i): \(got) vs \(expected[i])")
                return
            }
        }
    }
}
