import Testing

@testable import GlassCore

/// `WholeNumber`, the one conversion from floating point to integers, and the path rasterizer's guard box,
/// which keeps geometry scaled far past the canvas from reaching an integer conversion or overflowing.
@Suite struct WholeNumberTests {
    static let rules: [FloatingPointRoundingRule] = [
        .down, .up, .towardZero, .awayFromZero, .toNearestOrEven, .toNearestOrAwayFromZero,
    ]

    @Test func clampsInsteadOfTrapping() {
        let limit = WholeNumber.limit
        #expect(WholeNumber.clamped(Double.nan) == 0)
        #expect(WholeNumber.clamped(Double.infinity) == limit)
        #expect(WholeNumber.clamped(-Double.infinity) == -limit)
        #expect(WholeNumber.clamped(1e300, .up) == limit)
        #expect(WholeNumber.clamped(-1e300, .down) == -limit)
        #expect(WholeNumber.clamped(Double.greatestFiniteMagnitude, to: Int.min...Int.max) == Int.max)
        #expect(WholeNumber.clamped(-Double.greatestFiniteMagnitude, to: Int.min...Int.max) == Int.min)
        #expect(WholeNumber.clamped(9.3e18, to: Int.min...Int.max) == Int.max)  // just past Int.max
        #expect(WholeNumber.clamped(Float.nan, to: 5...9) == 5)  // NaN: the value nearest 0
        #expect(WholeNumber.clamped(Double.nan, to: -9 ... -5) == -5)
        #expect(WholeNumber.clamped(5e-324, .up) == 1)
        #expect(WholeNumber.clamped(-5e-324, .up) == 0)
        #expect(WholeNumber.clamped(2.5, .toNearestOrAwayFromZero, to: 0...2) == 2)
        #expect(WholeNumber.clamped(Float(1e30), .up) == limit)
        #expect(WholeNumber.clamped(70_000.4, .down, into: UInt16(1)...65_535) == 65_535)
        #expect(WholeNumber.clamped(-3.0, into: UInt16(1)...65_535) == 1)
    }

    /// Inside its range the helper is `Int(value.rounded(rule))`, bit for bit, for every rule, in both
    /// precisions (kernels moved onto it must not change a pixel).
    @Test func equalsTheRawConversionInRange() {
        var g = SplitMix64(seed: 20)
        for _ in 0..<20_000 {
            let magnitude = [1.0, 100, 1e6, 1e9].randomElement(using: &g)!
            let v = Double.random(in: -magnitude...magnitude, using: &g)
            for rule in Self.rules {
                #expect(WholeNumber.clamped(v, rule) == Int(v.rounded(rule)))
                let f = Float(v)
                #expect(WholeNumber.clamped(f, rule) == Int(f.rounded(rule)))
            }
        }
        for v in [-0.0, 0.5, -0.5, 1.5, -1.5, 0.49999999999999994, Double(WholeNumber.limit) - 0.5] {
            for rule in Self.rules { #expect(WholeNumber.clamped(v, rule) == Int(v.rounded(rule)), "\(v) \(rule)") }
        }
    }

    /// `exactly` refuses what is not a whole number in range: where 1.5 lines must be an error, not 1.
    @Test func exactlyRefusesFractionsAndRangeEdges() {
        #expect(WholeNumber.exactly(2.0, in: 0...10) == 2)
        #expect(WholeNumber.exactly(-0.0, in: 0...10) == 0)
        #expect(WholeNumber.exactly(10.0, in: 0...10) == 10)
        for v in [1.5, 5e-324, 1e-300, 1e-9, 0.9999999999999999, 10.000000000000002, -1, 11, 1e300, .nan, .infinity] {
            #expect(WholeNumber.exactly(v, in: 0...10) == nil, "\(v)")
        }
        #expect(WholeNumber.exactly(Double(Int.max), in: 0...Int.max) == nil)  // 2⁶³: beyond Int
        #expect(WholeNumber.exactly(-9.223372036854775808e18, in: Int.min...0) == Int.min)
    }
}

/// The rasterizer's guard box: coordinates up to 10³⁰⁸ (a path scaled by a 10⁻⁹ viewBox, a huge stroke)
/// are cut to within `guardPx` of the mask without changing any covered pixel.
@Suite struct PathGuardTests {
    static let area = PixelRect(x: 0, y: 0, width: 12, height: 10)

    /// A half-plane below y = 4.25 given by vertices 10³⁰⁰ px away: rows 0–3 empty, row 4 three quarters,
    /// the rest full. (Before the guard, `Int(1e300)` trapped.)
    @Test(arguments: [1e7, 1e19, 1e300, Double.greatestFiniteMagnitude])
    func farVerticesKeepTheVisibleEdge(far: Double) {
        let plane: [SIMD2<Double>] = [SIMD2(-far, 4.25), SIMD2(far, 4.25), SIMD2(far, far), SIMD2(-far, far)]
        for rule in [FillRule.nonZero, .evenOdd] {
            let m = PathRasterizer.coverage([plane], rule: rule, within: Self.area)
            for y in 0..<10 {
                let expected: Float = y < 4 ? 0 : (y == 4 ? 0.75 : 1)
                for x in 0..<12 { #expect(abs(m.value(x: x, y: y) - expected) < 1e-6, "far \(far) (\(x), \(y))") }
            }
        }
    }

    /// The finding's triangle: (0, 0), (10¹¹, 2·10¹⁹), (2·10¹¹, 0) covers the whole mask but the hairline
    /// left of its first edge.
    @Test func steepFarTriangleCoversTheMask() {
        let triangle: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(1e11, 2e19), SIMD2(2e11, 0)]
        let m = PathRasterizer.coverage([triangle], rule: .nonZero, within: Self.area)
        for y in 0..<10 { for x in 0..<12 { #expect(m.value(x: x, y: y) > 0.999_999, "(\(x), \(y))") } }
    }

    /// Random polygons with vertices past the guard box agree with the scalar reference (which has no
    /// guard: its crossings are exact at these magnitudes) as closely as ordinary ones do.
    @Test func polygonsPastTheGuardMatchTheReference() {
        var g = SplitMix64(seed: 7)
        let area = PixelRect(x: -3, y: 2, width: 24, height: 20)
        for _ in 0..<40 {
            var contour: [SIMD2<Double>] = []
            for _ in 0..<Int.random(in: 3...7, using: &g) {
                if Bool.random(using: &g) {
                    contour.append(SIMD2(Double.random(in: -6...24, using: &g), Double.random(in: -1...25, using: &g)))
                } else {
                    let far = [3e6, 5e7, 1e9].randomElement(using: &g)!
                    contour.append(
                        SIMD2(Double.random(in: -far...far, using: &g), Double.random(in: -far...far, using: &g)))
                }
            }
            for rule in [FillRule.nonZero, .evenOdd] {
                let got = PathRasterizer.coverage([contour], rule: rule, within: area)
                let reference = PathRasterizer.referenceCoverage([contour], rule: rule, within: area, subRows: 128)
                var worst: Float = 0
                for y in area.y..<area.maxY {
                    for x in area.x..<area.maxX {
                        worst = max(worst, abs(got.value(x: x, y: y) - reference.value(x: x, y: y)))
                    }
                }
                #expect(worst * 255 < 4, "\(contour) \(rule): worst \(worst * 255)/255")
            }
        }
    }
}
