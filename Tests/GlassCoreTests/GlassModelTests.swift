import GlassCore
import Testing

/// Each stage of the glass model against values worked out by hand from the spec's formulas.
@Suite struct GlassModelTests {
    /// Regular light constants (spec table), with hooks to switch stages off.
    static func regularLight(tint: StraightColor? = nil) -> GlassParameters {
        GlassParameters(
            blurSigma: 5.92, blurSizeRef: 60.0, postShare: 0, anisotropic: false, exactBlurSigma: nil, tailSigma: 7.04,
            tailEdge: 0.405, tailCentre: 0.930, tailRef: 75.4, tailDrop: 1.142, lensBand: 18.26, lensStrength: -2.635,
            lensDecay: 6.17, lensSizeRef: 38.2, lensEdge: 0, lensRadiusFactor: 1, refraction: 1, saturation: 1.49,
            toneCurve: ToneCurve([0, 0.113, 0.25, 0.363, 0.4973, 0.6263, 0.7534, 0.8839, 1]), toneLumaMix: 0.6,
            shadowLift: 0,
            fillColor: SIMD3(254, 253, 253) / 255, fillOpacity: 0.684, fillSizeRef: 44.0, dim: 0.0046,
            smallToneCurve: ToneCurve([0, 0.1, 0.2, 0.3, 0.5, 0.611, 0.7142, 0.8538, 0.974]), tint: tint,
            tintStrength: 1.024,
            ambient: 0.18, rimWidth: 1.25, rimIntensity: 0.23, rimMix: 0, rimCut: 1, rimMixFollowsLuma: false,
            highlight: 1,
            shadowRadius: 20.9, shadowOpacity: 0.049, pressed: false)
    }

    /// Only saturation on: identity curves, no wash, no dim, no light.
    static func saturationOnly(_ s: Float) -> GlassParameters {
        var p = regularLight()
        p.saturation = s
        p.toneCurve = .identity
        p.toneLumaMix = 0
        p.fillOpacity = 0
        p.dim = 0
        p.smallToneCurve = nil
        p.ambient = 0
        p.highlight = 0
        return p
    }

    @Test func smoothMinMatchesTheFormula() {
        // h = (4 − |1 − 2|)/4 = 0.75; d = 1 − 0.75²·4/4 = 0.4375.
        let m = smoothMin(1, 2, k: 4)
        #expect(abs(m.value - 0.4375) < 1e-12 && m.blended)
        #expect(smoothMin(1, 9, k: 4) == (1, false))
        #expect(smoothMin(3, 2, k: 0) == (2, false))
    }

    @Test func toneCurvesInterpolateBetweenKnots() {
        let t = Self.regularLight().toneCurve
        #expect(abs(t(0.5) - 0.4973) < 1e-6)
        // 0.3 · 8 = 2.4: 0.25 + 0.4 · (0.363 − 0.25) = 0.2952.
        #expect(abs(t(0.3) - 0.2952) < 1e-6)
        #expect(t(-1) == 0 && t(2) == 1)
        #expect(ToneCurve.identity(0.37) == 0.37)
    }

    @Test func lensDisplacementFollowsTheFittedProfile() {
        let p = Self.regularLight()
        // Large shape (s = 1): at the edge v = 1, L = −2.635 · 18.26 = −48.115 pt.
        #expect(abs(lensDisplacement(p, depth: 0, halfMin: 100) - (-48.1151)) < 1e-3)
        // depth 10: e^(−10/6.17) = 0.19775, cut = e^(−18.26/6.17) = 0.05184, v = 0.15389, L = −7.404.
        #expect(abs(lensDisplacement(p, depth: 10, halfMin: 100) - (-7.404)) < 2e-3)
        // Beyond the band the interior is 1:1.
        #expect(lensDisplacement(p, depth: 18.3, halfMin: 100) == 0)
        #expect(lensDisplacement(p, depth: 40, halfMin: 100) == 0)
        // Small shapes scale it down: halfMin 19.1 → s = 0.5, v(0) = 1 → L = −24.06.
        #expect(abs(lensDisplacement(p, depth: 0, halfMin: 19.1) - (-24.0576)) < 1e-3)
        var off = p
        off.refraction = 0
        #expect(lensDisplacement(off, depth: 0, halfMin: 100) == 0)
    }

    @Test func saturationIsAboutRec709Luma() {
        // (0.5, 0.2, 0.1): luma 0.25656; × 2 about it: (0.74344, 0.14344, −0.05656 → 0).
        let c = shadeGlass(
            SIMD3(0.5, 0.2, 0.1), Self.saturationOnly(2), halfMin: 100, depth: 50, normal: SIMD2(1, 0), ambient: nil)
        #expect(abs(c.x - 0.74344) < 1e-5 && abs(c.y - 0.14344) < 1e-5 && c.z == 0)
    }

    @Test func theIdentityTreatmentChangesNothing() {
        var p = Self.saturationOnly(1)
        p.fillOpacity = 0
        #expect(p.colorIsIdentity)
        p.toneCurve = Self.regularLight().toneCurve  // ignored: the whole colour treatment is the identity
        let c = SIMD3<Float>(0.31, 0.62, 0.93)
        #expect(shadeGlass(c, p, halfMin: 10, depth: 0.2, normal: SIMD2(-1, 0), ambient: SIMD3(1, 0, 0)) == c)
    }

    /// The spec's correction: the fitted `fillSizeDrop` is 0, so a 22 pt half-side washes as much as a big shape.
    @Test func fillWashIsTheSameAtEverySize() {
        var p = Self.saturationOnly(1.0001)  // not the identity, but saturation ≈ 1
        p.fillOpacity = 0.684
        #expect(p.fillSizeRef == 44 && p.fillSizeDrop == 0)
        for halfMin in [1.0, 22, 43.9, 44, 200] {
            let c = shadeGlass(SIMD3(0, 0, 0), p, halfMin: halfMin, depth: 50, normal: SIMD2(1, 0), ambient: nil)
            #expect(abs(c.x - 0.684 * 254 / 255) < 1e-4 && abs(c.y - 0.684 * 253 / 255) < 1e-4)
        }
    }

    /// With a drop, the factor is `1 − drop·(1 − min(1, halfMin/ref))`: halfMin 22 of 44 with drop 0.5 washes
    /// 0.684·0.75 = 0.513.
    @Test func aFillSizeDropScalesTheWashBelowTheReference() {
        var p = Self.saturationOnly(1.0001)
        p.fillOpacity = 0.684
        p.fillSizeDrop = 0.5
        let c = shadeGlass(SIMD3(0, 0, 0), p, halfMin: 22, depth: 50, normal: SIMD2(1, 0), ambient: nil)
        #expect(abs(c.x - 0.513 * 254 / 255) < 1e-4)
        let big = shadeGlass(SIMD3(0, 0, 0), p, halfMin: 60, depth: 50, normal: SIMD2(1, 0), ambient: nil)
        #expect(abs(big.x - 0.684 * 254 / 255) < 1e-4)
    }

    @Test func tintMovesTowardTheTintByAlphaTimesStrength() {
        var p = Self.saturationOnly(1)
        p.tint = StraightColor(r8: 255, g8: 0, b8: 0, a8: 128)
        p.tintStrength = 1
        // 128/255 = 0.50196 of the way from grey 0.5 to red.
        let c = shadeGlass(SIMD3(0.5, 0.5, 0.5), p, halfMin: 100, depth: 50, normal: SIMD2(1, 0), ambient: nil)
        let a: Float = 128.0 / 255
        #expect(abs(c.x - (0.5 + 0.5 * a)) < 1e-5 && abs(c.y - 0.5 * (1 - a)) < 1e-5)
    }

    @Test func rimLightComesFromTheUpperLeftWithABackLobe() {
        var p = Self.saturationOnly(1)
        p.highlight = 1
        let h = 0.5.squareRoot()
        let grey = SIMD3<Float>(repeating: 0.4)
        // At the edge (depth 0) rim = 1: facing the light adds 0.23, the opposite side 0.35 · 0.23.
        let lit = shadeGlass(grey, p, halfMin: 100, depth: 0, normal: SIMD2(-h, -h), ambient: nil)
        let back = shadeGlass(grey, p, halfMin: 100, depth: 0, normal: SIMD2(h, h), ambient: nil)
        let side = shadeGlass(grey, p, halfMin: 100, depth: 0, normal: SIMD2(h, -h), ambient: nil)
        #expect(abs(lit.x - 0.63) < 1e-5 && abs(back.x - (0.4 + 0.35 * 0.23)) < 1e-5 && abs(side.x - 0.4) < 1e-5)
        // Past the rim width the light is gone; halfway (0.625 pt) smoothstep = 0.5.
        #expect(shadeGlass(grey, p, halfMin: 100, depth: 2, normal: SIMD2(-h, -h), ambient: nil) == grey)
        let half = shadeGlass(grey, p, halfMin: 100, depth: 0.625, normal: SIMD2(-h, -h), ambient: nil)
        #expect(abs(half.x - (0.4 + 0.115)) < 1e-5)
    }

    @Test func theTailRingHasTheMomentsOfAUnitGaussian() {
        // A 16-tap ring from the spec: weights sum to 1, mean 0, variance 1 on each axis.
        let r1 = (2 * (2 - 2.0.squareRoot())).squareRoot()
        let r2 = (2 * (2 + 2.0.squareRoot())).squareRoot()
        var taps: [(Double, Double, Double)] = []
        for k in 0..<6 {
            let a = Double(k) * Double.pi / 3
            taps.append((r1 * cosApprox(a), r1 * sinApprox(a), (2 + 2.0.squareRoot()) / 24))
        }
        for k in 0..<10 {
            let a = Double.pi / 10 + Double(k) * Double.pi / 5
            taps.append((r2 * cosApprox(a), r2 * sinApprox(a), (2 - 2.0.squareRoot()) / 40))
        }
        let sum = taps.reduce(0) { $0 + $1.2 }
        let mx = taps.reduce(0) { $0 + $1.2 * $1.0 }
        let vx = taps.reduce(0) { $0 + $1.2 * $1.0 * $1.0 }
        let vy = taps.reduce(0) { $0 + $1.2 * $1.1 * $1.1 }
        #expect(abs(sum - 1) < 1e-12 && abs(mx) < 1e-9 && abs(vx - 1) < 1e-9 && abs(vy - 1) < 1e-9)
    }

    @Test func theFrostKernelIsTruncatedAsMeasured() {
        // σ = 10: radius round(9.5·√3) = round(16.45) = 16 → 33 taps.
        #expect(GaussianBlur.truncatedWeights(sigma: 10).count == 33)
        #expect(GaussianBlur.truncatedWeights(sigma: 0.4) == [1])
        let w = GaussianBlur.truncatedWeights(sigma: 3)
        #expect(w.count == 2 * 4 + 1 && abs(w.reduce(0, +) - 1) < 1e-6)  // round(2.5·√3) = 4
    }

    @Test func containersMergeWhenTheGapIsUnderHalfTheirSpacing() {
        func pair(gap: Double) -> GlassField {
            let a = RoundedRect.capsule(RectPx(x: 0, y: 0, width: 60, height: 60))
            let b = RoundedRect.capsule(RectPx(x: 60 + gap, y: 0, width: 60, height: 60))
            return GlassField(
                elements: [
                    GlassElement(outline: a, parameters: Self.regularLight()),
                    GlassElement(outline: b, parameters: Self.regularLight()),
                ],
                spacingPx: 20)
        }
        var scratch = [Double](repeating: 0, count: 2)
        // Midpoint between the circles: each is gap/2 away, |a − b| = 0 < k, so h = 1 and the smooth-min
        // (k = 16) gives gap/2 − 4: joined below a gap of 8, still apart (d > 0) at 16 and 30.
        for (gap, expected) in [(4.0, -2.0), (16.0, 4.0), (30.0, 11.0)] {
            let d = scratch.withUnsafeMutableBufferPointer {
                pair(gap: gap).distance(60 + gap / 2, 30, distances: $0.baseAddress!)
            }
            #expect(abs(d.d - expected) < 1e-9, "gap \(gap)")
            #expect(d.neck)
        }
    }

    @Test func lensRowsGiveTheFiveSampleGradientExactly() {
        // A merged container (smooth-min necks) with a rounded rectangle and a capsule, over a band of rows
        // visited in order and columns visited out of order: every value the rows share must be the one the
        // five-sample gradient computes.
        let field = GlassField(
            elements: [
                GlassElement(
                    outline: RoundedRect(rect: RectPx(x: 3.3, y: 2.5, width: 41, height: 27), radii: .init(uniform: 9)),
                    parameters: Self.regularLight()),
                GlassElement(
                    outline: .capsule(RectPx(x: 47.5, y: 6, width: 30, height: 18)), parameters: Self.regularLight()),
            ],
            spacingPx: 12)
        let rows = LensRows(columns: 0..<82)
        var checked = 0
        for y in -1..<33 {
            rows.moveTo(row: y)
            for x in stride(from: 81, through: 0, by: -3) + Array(0..<82) {
                let a = rows.gradient(x: x, y: y, field: field)
                let b = field.lensGradient(Double(x) + 0.5, Double(y) + 0.5)
                #expect(a.gx == b.gx && a.gy == b.gy && a.laplacian == b.laplacian, "(\(x), \(y))")
                if a.gx != b.gx || a.gy != b.gy || a.laplacian != b.laplacian { return }
                checked += 1
            }
        }
        #expect(checked == 34 * (28 + 82))
    }

    @Test func theShadowFallsOffAsAGaussianOfHalfTheRadius() {
        // A white canvas, a big square of regular glass with shadow 0.3 at scale 1: the pixel whose
        // centre is 5 pt right of the edge keeps 1 − 0.3·e^(−25/(2·10.45²)) = 0.7325 of its white.
        var canvas = PixelBuffer(width: 120, height: 60, fill: 255)
        var p = Self.regularLight()
        p.shadowOpacity = 0.3
        let glass = GlassElement(
            outline: RoundedRect(rect: RectPx(x: 10, y: 10, width: 40, height: 40), radii: .zero), parameters: p)
        GlassGroupRenderer(elements: [glass], spacingPx: 0, scale: 1).render(onto: &canvas)
        let pixel = canvas[54, 30]  // centre 54.5: 4.5 px, not 5 → 1 − 0.3·e^(−20.25/218.4) = 0.7266
        #expect(abs(Int(pixel.x) - 185) <= 1 && pixel.w == 255, "\(pixel)")
        #expect(canvas[119, 30].x == 255 || canvas[119, 30].x >= 250)
    }
}
