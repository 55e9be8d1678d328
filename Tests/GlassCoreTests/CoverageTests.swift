import Foundation
import GlassCore
import Testing

/// Exact covered area of each pixel, computed independently of the SDF: for each of 256 sub-rows the
/// shape's horizontal extent is found analytically and its overlap with the pixel's span is summed.
func exactCoverage(_ shape: RoundedRect, x: Int, y: Int) -> Double {
    let r = shape.rect
    var area = 0.0
    let subRows = 256
    for s in 0..<subRows {
        let sy = Double(y) + (Double(s) + 0.5) / Double(subRows)
        if sy <= r.y || sy >= r.maxY { continue }
        let top = sy < r.midY
        // Continuous corners, written from the formula independently of the kernel: the curve starts
        // z = min(1.2·r, hx, hy) from the corner with exponent n = −1/log2(1 − 0.29289·r/z).
        func inset(_ radius: Double) -> Double {
            var z = radius
            var n = 2.0
            if shape.curve == .continuous && radius > 0 {
                let zc = min(1.2 * radius, r.width / 2, r.height / 2)
                if zc > radius {
                    z = zc
                    n = -1 / log2(1 - 0.29289 * radius / zc)
                }
            }
            let dy = top ? (r.y + z - sy) : (sy - (r.maxY - z))
            if dy <= 0 { return 0 }
            return z - Foundation.pow(max(0, Foundation.pow(z, n) - Foundation.pow(dy, n)), 1 / n)
        }
        let left = r.x + inset(top ? shape.radii.topLeft : shape.radii.bottomLeft)
        let right = r.maxX - inset(top ? shape.radii.topRight : shape.radii.bottomRight)
        let overlap = max(0, min(right, Double(x + 1)) - max(left, Double(x)))
        area += overlap / Double(subRows)
    }
    return area
}

/// Mean and worst error (in 1/255 levels) of the coverage mask against the exact area, over the
/// pixels the outline touches (pixels whose exact or computed coverage is strictly between 0 and 1).
func coverageError(_ shape: RoundedRect, width: Int, height: Int) -> (mean: Double, worst: Double, count: Int) {
    let mask = shape.coverage(canvasWidth: width, canvasHeight: height)
    var sum = 0.0
    var worst = 0.0
    var n = 0
    for y in 0..<height {
        for x in 0..<width {
            let exact = exactCoverage(shape, x: x, y: y)
            let got = Double(mask.value(x: x, y: y))
            let edge = (exact > 1e-9 && exact < 1 - 1e-9) || (got > 0 && got < 1)
            let e = abs(exact - got) * 255
            if edge {
                sum += e
                n += 1
            }
            worst = max(worst, e)
        }
    }
    return (sum / Double(max(n, 1)), worst, n)
}

@Suite struct CoverageTests {
    @Test func halfPlaneCoverageIsExactForAxisAlignedEdges() {
        for d in stride(from: -0.75, through: 0.75, by: 0.05) {
            let c = halfPlaneCoverage(distance: d, nx: 1, ny: 0)
            #expect(abs(c - min(1, max(0, 0.5 - d))) < 1e-12)
        }
    }

    @Test func halfPlaneCoverageMatchesIntegrationAtAnyAngle() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let angle = Double.random(in: 0..<(2 * Double.pi), using: &rng)
            let nx = cosApprox(angle)
            let ny = sinApprox(angle)
            let d = Double.random(in: -0.8...0.8, using: &rng)
            // Numerical integration over a 400×400 grid of the unit square centred at 0.
            var inside = 0
            let n = 400
            for i in 0..<n {
                for j in 0..<n {
                    let u = (Double(i) + 0.5) / Double(n) - 0.5
                    let v = (Double(j) + 0.5) / Double(n) - 0.5
                    if d + nx * u + ny * v < 0 { inside += 1 }
                }
            }
            let numeric = Double(inside) / Double(n * n)
            #expect(abs(halfPlaneCoverage(distance: d, nx: nx, ny: ny) - numeric) < 0.01)
        }
    }

    @Test(arguments: [
        RoundedRect(rect: RectPx(x: 3.3, y: 2.7, width: 40.6, height: 25.2), radii: .zero),
        RoundedRect(rect: RectPx(x: 2.5, y: 4.1, width: 50, height: 36.6), radii: CornerRadii(uniform: 9.4)),
        RoundedRect(
            rect: RectPx(x: 1.2, y: 1.9, width: 56.3, height: 41),
            radii: CornerRadii(topLeft: 0, topRight: 14.2, bottomRight: 3.3, bottomLeft: 20)),
        RoundedRect.capsule(RectPx(x: 2.25, y: 6.6, width: 55.1, height: 20.3)),
        RoundedRect.capsule(RectPx(x: 4.4, y: 3.3, width: 30, height: 30)),
        RoundedRect(rect: RectPx(x: 5.1, y: 2.2, width: 12.7, height: 44.9), radii: CornerRadii(uniform: 2.1)),
        RoundedRect(
            rect: RectPx(x: 2.5, y: 4.1, width: 50, height: 36.6), radii: CornerRadii(uniform: 9.4), curve: .continuous),
        RoundedRect(
            rect: RectPx(x: 1.2, y: 1.9, width: 56.3, height: 41),
            radii: CornerRadii(topLeft: 0, topRight: 14.2, bottomRight: 3.3, bottomLeft: 20), curve: .continuous),
        RoundedRect(
            rect: RectPx(x: 3.7, y: 3.1, width: 40, height: 30), radii: CornerRadii(uniform: 13.5), curve: .continuous),
    ])
    func coverageIsWithinBoundsOfTheExactArea(shape: RoundedRect) {
        let e = coverageError(shape, width: 64, height: 52)
        // The foundation bound: 2/255 on average along the edges, 20/255 at worst.
        #expect(e.mean <= 2.0, "mean error \(e.mean) levels over \(e.count) edge pixels")
        #expect(e.worst <= 20.0, "worst error \(e.worst) levels")
        #expect(e.count > 20)
        print(
            "coverage error \(shape.rect.width)×\(shape.rect.height) radii \(shape.radii.topLeft) \(shape.curve): mean \(e.mean), worst \(e.worst) levels over \(e.count) edge pixels"
        )
    }

    @Test func coverageIsOneInsideAndZeroOutside() {
        let shape = RoundedRect(rect: RectPx(x: 10, y: 10, width: 30, height: 20), radii: CornerRadii(uniform: 5))
        let m = shape.coverage(canvasWidth: 50, canvasHeight: 40)
        #expect(m.value(x: 25, y: 20) == 1)
        #expect(m.value(x: 10, y: 10) == 0)  // cut off by the corner: (10.5, 10.5) is 1.36 px outside the arc
        #expect(m.value(x: 5, y: 5) == 0)
        #expect(m.value(x: 10, y: 20) == 1)  // the pixel 10..11 lies fully inside the left edge at x = 10
        #expect(m.value(x: 9, y: 20) == 0)
    }

    @Test func signedDistanceHasTheRightSignAndValue() {
        let shape = RoundedRect(rect: RectPx(x: 0, y: 0, width: 100, height: 50), radii: CornerRadii(uniform: 10))
        #expect(shape.signedDistance(50, 25).distance == -25)
        #expect(shape.signedDistance(50, -3).distance == 3)
        #expect(shape.signedDistance(103, 25).distance == 3)
        // Corner: centre of the top-left arc at (10, 10); a point diagonally outside.
        let s = shape.signedDistance(
            10 - 10 / 2.0.squareRoot() - 2 / 2.0.squareRoot(), 10 - 10 / 2.0.squareRoot() - 2 / 2.0.squareRoot())
        #expect(abs(s.distance - 2) < 1e-9)
        #expect(abs(s.nx + 1 / 2.0.squareRoot()) < 1e-9 && abs(s.ny + 1 / 2.0.squareRoot()) < 1e-9)
    }

    @Test func continuousCornersPassThroughTheArcs45DegreePoint() {
        // r = 10 in a big rect: z = 12, and the curve crosses the diagonal where the circle does,
        // at distance r·(1 − 1/√2) from both edges.
        let shape = RoundedRect(
            rect: RectPx(x: 0, y: 0, width: 100, height: 100), radii: CornerRadii(uniform: 10), curve: .continuous)
        #expect(abs(shape.topLeft.z - 12) < 1e-12)
        let t = 10 * (1 - 1 / 2.0.squareRoot())
        #expect(abs(shape.signedDistance(t, t).distance) < 1e-4)  // 0.29289 is 1 − 1/√2 to 5 digits
        // Near the edge the continuous curve eases in more slowly: at y = 9 the circle is 0.05 px from
        // the edge, the Lamé curve 0.16 px, so (0.1, 9) is inside one and outside the other.
        #expect(shape.signedDistance(0.1, 9).distance > 0)
        #expect(
            RoundedRect(rect: RectPx(x: 0, y: 0, width: 100, height: 100), radii: CornerRadii(uniform: 10))
                .signedDistance(0.1, 9).distance < 0)
        // A capsule stays circular.
        let capsule = RoundedRect(
            rect: RectPx(x: 0, y: 0, width: 100, height: 40), radii: CornerRadii(uniform: 20), curve: .continuous)
        #expect(capsule.topLeft.n == 2 && capsule.topLeft.z == 20)
    }

    @Test func radiiAreClampedToHalfTheShorterSide() {
        let shape = RoundedRect(rect: RectPx(x: 0, y: 0, width: 40, height: 10), radii: CornerRadii(uniform: 99))
        #expect(shape.radii == CornerRadii(uniform: 5))
        #expect(
            RoundedRect(rect: RectPx(x: 0, y: 0, width: 4, height: 4), radii: CornerRadii(uniform: -3)).radii == .zero)
    }

    /// The interior spans fill with 1 only pixels the per-pixel rule gives exactly 1: random rectangles,
    /// rounded rectangles (uniform and per-corner, circular and continuous) and capsules at fractional
    /// positions, 2–160 px, give the same mask bit for bit with and without the spans.
    @Test func interiorSpansGiveTheSameMaskAsEveryPixel() {
        var rng = SplitMix64(seed: 41)
        var spanned = 0
        for i in 0..<300 {
            let w = Double.random(in: 2...160, using: &rng)
            let h = Double.random(in: 2...160, using: &rng)
            let rect = RectPx(
                x: Double.random(in: -8...8, using: &rng), y: Double.random(in: -8...8, using: &rng), width: w,
                height: h)
            let limit = min(w, h) / 2
            func r() -> Double { Double.random(in: 0...limit, using: &rng) }
            let shape: RoundedRect
            switch i % 4 {
            case 0: shape = .capsule(rect)
            case 1: shape = RoundedRect(rect: rect, radii: CornerRadii(uniform: r()), curve: .continuous)
            case 2:
                shape = RoundedRect(
                    rect: rect, radii: CornerRadii(topLeft: r(), topRight: r(), bottomRight: r(), bottomLeft: r()),
                    curve: i % 8 == 2 ? .continuous : .circular)
            default: shape = RoundedRect(rect: rect, radii: CornerRadii(uniform: r()))
            }
            // The whole shape, and a window that cuts it (spans that start or end outside the window, or
            // miss it: the scene fuzz test found a crash there).
            for area in [PixelRect(x: 0, y: 0, width: 180, height: 180), PixelRect(x: 30, y: 12, width: 9, height: 90)]
            {
                let fast = shape.coverage(within: area)
                let every = shape.coverage(within: area, interiorSpans: false)
                #expect(fast.bounds == every.bounds)
                let differing = zip(fast.values, every.values).filter { $0 != $1 }.count
                #expect(differing == 0, "shape \(i) \(shape.rect) in \(area): \(differing) pixels differ")
                spanned +=
                    (0..<fast.bounds.height).filter {
                        shape.interiorColumns(atY: Double(fast.bounds.y + $0) + 0.5) != nil
                    }.count
            }
        }
        #expect(spanned > 10_000)  // the spans are in use, not skipped
    }
}

// Small trigonometry for test angles, so tests need no C library either.
func sinApprox(_ x: Double) -> Double {
    var v = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    if v > Double.pi { v -= 2 * Double.pi }
    var term = v
    var sum = v
    for k in 1..<20 {
        term *= -v * v / Double((2 * k) * (2 * k + 1))
        sum += term
    }
    return sum
}

func cosApprox(_ x: Double) -> Double { sinApprox(x + Double.pi / 2) }
