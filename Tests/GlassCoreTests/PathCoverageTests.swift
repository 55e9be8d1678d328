import Foundation
import Testing

@testable import GlassCore

/// The path rasterizer against exact areas, measured the way `CoverageTests` measures the SDF: mean and
/// worst error in levels over the edge pixels (exact or computed coverage strictly between 0 and 1).
/// Bound: mean ≤ 2/255, worst ≤ 20/255.
@Suite struct PathCoverageTests {
    static func error(_ got: CoverageMask, exact: (Int, Int) -> Double, area: PixelRect) -> (
        mean: Double, worst: Double
    ) {
        var sum = 0.0
        var worst = 0.0
        var n = 0
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let e = exact(x, y)
                let g = Double(got.value(x: x, y: y))
                let d = abs(e - g) * 255
                worst = max(worst, d)
                if (e > 1e-9 && e < 1 - 1e-9) || (g > 0 && g < 1) {
                    sum += d
                    n += 1
                }
            }
        }
        return (sum / Double(max(n, 1)), worst)
    }

    /// The exact area of a disc over each pixel: its chord at each of 256 sub-rows, overlapped with the
    /// pixel's span.
    static func discArea(cx: Double, cy: Double, r: Double, x: Int, y: Int) -> Double {
        var area = 0.0
        for s in 0..<256 {
            let sy = Double(y) + (Double(s) + 0.5) / 256
            let dy = sy - cy
            if abs(dy) >= r { continue }
            let half = (r * r - dy * dy).squareRoot()
            area += max(0, min(cx + half, Double(x + 1)) - max(cx - half, Double(x))) / 256
        }
        return area
    }

    /// A circle drawn as SVG draws it (two arcs, so cubics), flattened at `tolerance`.
    static func circle(cx: Double, cy: Double, r: Double, tolerance: Double) -> [[SIMD2<Double>]] {
        var p = Path()
        p.move(to: SIMD2(cx + r, cy))
        p.arc(from: SIMD2(cx + r, cy), to: SIMD2(cx - r, cy), rx: r, ry: r, rotation: 0, largeArc: false, sweep: true)
        p.arc(from: SIMD2(cx - r, cy), to: SIMD2(cx + r, cy), rx: r, ry: r, rotation: 0, largeArc: false, sweep: true)
        p.close()
        return p.flattened(tolerance: tolerance).map(\.points)
    }

    @Test(arguments: [(20.3, 17.6, 12.25), (40.5, 40.5, 33.3), (8.1, 9.7, 2.6), (30, 30, 0.7)])
    func circlesAreWithinTheBound(cx: Double, cy: Double, r: Double) {
        let area = PixelRect(x: 0, y: 0, width: 80, height: 80)
        let mask = PathRasterizer.coverage(
            Self.circle(cx: cx, cy: cy, r: r, tolerance: 0.01), rule: .nonZero, within: area)
        let e = Self.error(mask, exact: { Self.discArea(cx: cx, cy: cy, r: r, x: $0, y: $1) }, area: area)
        print("path circle r=\(r): mean \(e.mean), worst \(e.worst) levels")
        #expect(e.mean <= 2 && e.worst <= 20, "mean \(e.mean), worst \(e.worst)")
    }

    /// The figure: flattening at 0.1 px instead of 0.01 px costs an order of magnitude.
    @Test func aCoarseToleranceIsMeasurablyWorse() {
        let area = PixelRect(x: 0, y: 0, width: 80, height: 80)
        func mean(_ tolerance: Double) -> Double {
            let mask = PathRasterizer.coverage(
                Self.circle(cx: 40.2, cy: 39.7, r: 33.3, tolerance: tolerance), rule: .nonZero, within: area)
            return Self.error(mask, exact: { Self.discArea(cx: 40.2, cy: 39.7, r: 33.3, x: $0, y: $1) }, area: area)
                .mean
        }
        let fine = mean(0.01)
        let coarse = mean(0.1)
        print("path circle r=33.3: mean \(fine) levels at 0.01 px, \(coarse) at 0.1 px")
        #expect(coarse > 3 * fine)
    }

    /// A five-pointed star (self-intersecting): its centre pentagon is inside under nonzero (winding 2),
    /// outside under even-odd. Held to the reference's exact spans.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func starsWithBothFillRules(rule: FillRule) {
        let area = PixelRect(x: 0, y: 0, width: 64, height: 64)
        let star = (0..<5).map { i -> SIMD2<Double> in
            let t = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            return SIMD2(32.3 + 27.1 * cos(t), 33.6 + 27.1 * sin(t))
        }
        let mask = PathRasterizer.coverage([star], rule: rule, within: area)
        let reference = PathRasterizer.referenceCoverage([star], rule: rule, within: area)
        let e = Self.error(mask, exact: { Double(reference.value(x: $0, y: $1)) }, area: area)
        print("path star \(rule): mean \(e.mean), worst \(e.worst) levels")
        #expect(e.mean <= 2 && e.worst <= 20, "mean \(e.mean), worst \(e.worst)")
        // The centre pentagon's fill follows the rule.
        #expect(abs(mask.value(x: 32, y: 34) - (rule == .nonZero ? 1 : 0)) < 1e-5)
    }

    /// Thin strokes (0.3–1.5 px) at several angles against the exact rectangle each should be.
    @Test(arguments: [0.3, 0.75, 1.5])
    func thinStrokesAreTheirRectangles(width: Double) {
        let area = PixelRect(x: 0, y: 0, width: 60, height: 60)
        for angle in [0.0, 0.13, 0.7854, 1.2, 1.5708] {
            let d = SIMD2(cos(angle), sin(angle))
            let a = SIMD2(30.37, 29.81) - d * 22
            let b = SIMD2(30.37, 29.81) + d * 22
            let line = Polyline(points: [a, b], closed: false, corners: [true, true])
            let stroke = Stroker.polygons([line], style: StrokeStyle(width: width))
            let mask = PathRasterizer.coverage(stroke, rule: .nonZero, within: area)
            let n = SIMD2(-d.y, d.x) * (width / 2)
            let rect = [a + n, b + n, b - n, a - n]
            let reference = PathRasterizer.referenceCoverage([rect], rule: .nonZero, within: area)
            let e = Self.error(mask, exact: { Double(reference.value(x: $0, y: $1)) }, area: area)
            #expect(e.mean <= 2 && e.worst <= 20, "width \(width), angle \(angle): mean \(e.mean), worst \(e.worst)")
        }
    }

    /// Random polygons (many crossings, both rules): the kernel and the scalar reference agree.
    @Test func theKernelMatchesItsReference() {
        var rng = SplitMix64(seed: 77)
        var worst = 0.0
        var sum = 0.0
        var count = 0
        for _ in 0..<12 {
            let contour = (0..<9).map { _ in
                SIMD2(Double.random(in: -5...45, using: &rng), Double.random(in: -5...45, using: &rng))
            }
            for rule in [FillRule.nonZero, .evenOdd] {
                let area = PixelRect(x: 0, y: 0, width: 40, height: 40)
                let mask = PathRasterizer.coverage([contour], rule: rule, within: area)
                let reference = PathRasterizer.referenceCoverage([contour], rule: rule, within: area, subRows: 128)
                let e = Self.error(mask, exact: { Double(reference.value(x: $0, y: $1)) }, area: area)
                worst = max(worst, e.worst)
                sum += e.mean
                count += 1
            }
        }
        print("path random polygons: mean \(sum / Double(count)), worst \(worst) levels")
        #expect(sum / Double(count) <= 0.1 && worst <= 1)
    }

    /// Dense rows (a hostile zigzag of 300 edges, every row crossed by all of them): crossings are marked by
    /// counting and measured at fewer sub-rows, and the result still follows the reference (at 16 sub-rows the
    /// vertical midpoint rule is within 1/32 of the area per crossing pixel).
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func denseRowsStayNearTheReference(rule: FillRule) {
        var rng = SplitMix64(seed: 5)
        let contour = (0..<300).map { i in
            SIMD2(Double.random(in: 0...48, using: &rng), i % 2 == 0 ? -2.0 : 30.5 + Double(i % 7))
        }
        let area = PixelRect(x: 0, y: 0, width: 48, height: 40)
        #expect(PathRasterizer.subRows(edges: 300) == 32)
        let mask = PathRasterizer.coverage([contour], rule: rule, within: area)
        let reference = PathRasterizer.referenceCoverage([contour], rule: rule, within: area)
        let e = Self.error(mask, exact: { Double(reference.value(x: $0, y: $1)) }, area: area)
        print("path dense rows \(rule): mean \(e.mean), worst \(e.worst) levels")
        #expect(e.mean <= 2 && e.worst <= 255.0 / 32 + 1, "mean \(e.mean), worst \(e.worst)")
    }

    /// A shape outside the area, or partly outside, is clipped exactly: the visible part equals the same
    /// part of the whole.
    @Test func clippingToTheAreaKeepsTheVisiblePixels() {
        let contour = [SIMD2(-30.5, 3.2), SIMD2(70.3, 10.7), SIMD2(20.1, 55.5)]
        let whole = PathRasterizer.coverage(
            [contour], rule: .nonZero, within: PixelRect(x: -40, y: -10, width: 120, height: 80))
        let part = PathRasterizer.coverage(
            [contour], rule: .nonZero, within: PixelRect(x: 0, y: 0, width: 40, height: 30))
        for y in 0..<30 {
            for x in 0..<40 { #expect(abs(part.value(x: x, y: y) - whole.value(x: x, y: y)) < 1e-5) }
        }
        let none = PathRasterizer.coverage(
            [contour], rule: .nonZero, within: PixelRect(x: 200, y: 0, width: 10, height: 10))
        #expect(none.bounds.isEmpty)
    }

    @Test func trigonometryAgreesWithLibm() {
        for x in stride(from: -20.0, through: 20.0, by: 0.173) {
            #expect(abs(Math.sin(x) - sin(x)) < 1e-14 && abs(Math.cos(x) - cos(x)) < 1e-14)
            #expect(abs(Math.atan2(x, 3.1 - x) - atan2(x, 3.1 - x)) < 1e-14)
        }
        #expect(abs(Math.acos(0.3) - acos(0.3)) < 1e-14 && abs(Math.tan(0.7) - tan(0.7)) < 1e-14)
    }

    /// Curves wholly outside the visible rectangle flatten to their chords, and the fill of every visible
    /// pixel is unchanged (the loop of curve and chord lies outside it).
    @Test func offCanvasCurvesBecomeChordsWithoutChangingTheFill() {
        var rng = SplitMix64(seed: 9)
        let area = PixelRect(x: 0, y: 0, width: 40, height: 40)
        for _ in 0..<20 {
            var p = Path()
            func point() -> SIMD2<Double> {
                SIMD2(Double.random(in: -120...160, using: &rng), Double.random(in: -120...160, using: &rng))
            }
            p.move(to: point())
            for _ in 0..<6 {
                if Bool.random(using: &rng) {
                    p.cubic(control1: point(), control2: point(), to: point())
                } else {
                    p.quad(control: point(), to: point())
                }
            }
            p.close()
            for rule in [FillRule.nonZero, .evenOdd] {
                let full = PathRasterizer.coverage(p.flattened().map(\.points), rule: rule, within: area)
                let visible = RectPx(x: 0, y: 0, width: 40, height: 40)
                let cut = PathRasterizer.coverage(p.flattened(visible: visible).map(\.points), rule: rule, within: area)
                var worst: Float = 0
                for y in 0..<40 {
                    for x in 0..<40 { worst = max(worst, abs(full.value(x: x, y: y) - cut.value(x: x, y: y))) }
                }
                #expect(worst < 1e-4, "\(rule): \(worst)")
            }
        }
    }
}
