/// Anti-aliased area coverage of a shape over a rectangle of pixels, in 0…1 (1 = fully inside).
///
/// Values are stored row by row for the pixels of `bounds`; pixels outside `bounds` have coverage 0.
public struct CoverageMask: Sendable {
    public let bounds: PixelRect
    public var values: [Float]

    public init(bounds: PixelRect, values: [Float]) {
        precondition(values.count == bounds.width * bounds.height)
        self.bounds = bounds
        self.values = values
    }

    /// Coverage at canvas pixel (`x`, `y`), 0 outside `bounds`.
    @inlinable public func value(x: Int, y: Int) -> Float {
        let lx = x - bounds.x
        let ly = y - bounds.y
        if lx < 0 || ly < 0 || lx >= bounds.width || ly >= bounds.height { return 0 }
        return values[ly * bounds.width + lx]
    }

    /// Multiplies by another mask pixel by pixel (intersection of the two shapes). Allocates the result.
    public func intersected(with other: CoverageMask) -> CoverageMask {
        let b = bounds.intersection(other.bounds)
        var out = [Float](repeating: 0, count: b.width * b.height)
        values.withUnsafeBufferPointer { mine in
            other.values.withUnsafeBufferPointer { theirs in
                out.withUnsafeMutableBufferPointer { o in
                    for y in 0..<b.height {
                        let a = (b.y + y - bounds.y) * bounds.width + (b.x - bounds.x)
                        let c = (b.y + y - other.bounds.y) * other.bounds.width + (b.x - other.bounds.x)
                        let d = y * b.width
                        for x in 0..<b.width { o[d + x] = mine[a + x] * theirs[c + x] }  // Safe: b lies in both.
                    }
                }
            }
        }
        return CoverageMask(bounds: b, values: out)
    }
}

/// The fraction of a unit pixel square, centred at signed distance `d` (pixels, negative inside)
/// from a straight edge with unit normal (`nx`, `ny`), that lies inside.
///
/// Exact for a half-plane: the projection of a uniformly covered unit square onto the normal is the
/// sum of two uniform variables of half-widths `a = |nx|/2` and `b = |ny|/2`, whose CDF is a trapezoid:
/// `F(t) = ½ + t/(2a)` for `|t| ≤ a − b`, `1 − (a + b − t)²/(8ab)` up to `a + b`. Coverage is `F(−d)`.
@inlinable
public func halfPlaneCoverage(distance d: Double, nx: Double, ny: Double) -> Double {
    var a = abs(nx) * 0.5
    var b = abs(ny) * 0.5
    if b > a { swap(&a, &b) }
    let t = abs(d)
    var f: Double
    if t >= a + b {
        f = 1
    } else if t <= a - b {
        f = 0.5 + t / (2 * a)
    } else {
        let u = a + b - t
        f = 1 - u * u / (8 * max(a * b, 1e-12))
    }
    return d <= 0 ? f : 1 - f
}

extension RoundedRect {
    /// The coverage mask of this shape clipped to a canvas of `canvasWidth × canvasHeight` pixels.
    ///
    /// Pixels farther than √2/2 from the outline are 0 or 1. Along straight edges each pixel is the exact
    /// half-plane coverage at its signed distance. Within a pixel of a corner's arc, where a tangent is
    /// not good enough (a sharp corner's vertex, a small radius), the area is integrated over 32 strips
    /// across the edge, each strip's overlap exact. Measured against exact areas: 0.1–0.5/255 mean,
    /// under 4/255 worst (`CoverageTests`). Allocates the mask; O(pixels of the bounding box).
    public func coverage(canvasWidth: Int, canvasHeight: Int) -> CoverageMask {
        coverage(within: PixelRect(x: 0, y: 0, width: canvasWidth, height: canvasHeight))
    }

    /// The coverage mask over the pixels of `area` only (its bounds are the shape's bounds within `area`).
    ///
    /// Only pixels near the outline evaluate the distance field: each row's interior, the pixels a unit
    /// square around whose centre lies inside the shape, is filled with 1 as a span (`interiorSpans: false`
    /// evaluates every pixel, the reference the tests hold the spans to, bit for bit). A capsule has no
    /// row clear of its corners, so before the spans every one of its pixels took the field.
    public func coverage(within area: PixelRect, interiorSpans: Bool = true) -> CoverageMask {
        let bounds = rect.pixelBounds(clippedToWidth: area.maxX, height: area.maxY).intersection(area)
        var values = [Float](repeating: 0, count: bounds.width * bounds.height)
        values.withUnsafeMutableBufferPointer { out in
            for ly in 0..<bounds.height {
                let py = Double(bounds.y + ly) + 0.5
                let row = ly * bounds.width
                var inner = 0..<0
                if interiorSpans, let span = interiorColumns(atY: py) {
                    let lo = min(max(0, span.lowerBound - bounds.x), bounds.width)
                    inner = lo..<max(lo, min(bounds.width, span.upperBound - bounds.x))
                    if !inner.isEmpty {
                        (out.baseAddress! + row + inner.lowerBound).update(repeating: 1, count: inner.count)
                    }
                }
                for lx in 0..<bounds.width {
                    if inner.contains(lx) { continue }
                    let px = Double(bounds.x + lx) + 0.5
                    let s = signedDistance(px, py)
                    let c: Double
                    if s.distance <= -0.7072 {
                        c = 1
                    } else if s.distance >= 0.7072 {
                        c = 0
                    } else if isNearCorner(px, py) {
                        c = stripCoverage(x: bounds.x + lx, y: bounds.y + ly, acrossRows: abs(s.nx) >= abs(s.ny))
                    } else {
                        c = halfPlaneCoverage(distance: s.distance, nx: s.nx, ny: s.ny)
                    }
                    out[row + lx] = Float(c)  // Safe: row + lx < width · height.
                }
            }
        }
        return CoverageMask(bounds: bounds, values: values)
    }

    /// The columns of the row at height `py` (a pixel centre) whose pixels the per-pixel rule would give
    /// exactly 1: those whose centre has the square of half-side 1 around it inside the shape. The shape
    /// is convex, so the square is inside when its x-extent lies within the spans at its top and bottom
    /// edges. A disc of radius 1 inside puts the field at or below −0.93 (the Lamé field's slope is at
    /// least 2^(1/n − 1/2) ≥ 0.93 of the Euclidean one for the corners' n ≤ 2.48), past the −0.7072
    /// where a pixel counts as covered.
    public func interiorColumns(atY py: Double) -> Range<Int>? {
        guard let top = horizontalSpan(atY: py - 1), let bottom = horizontalSpan(atY: py + 1) else { return nil }
        let lo = (max(top.lower, bottom.lower) + 1 - 0.5).rounded(.up)
        let hi = (min(top.upper, bottom.upper) - 1 - 0.5).rounded(.down)
        guard lo <= hi, lo > -1e9, hi < 1e9 else { return nil }
        return WholeNumber.clamped(lo)..<(WholeNumber.clamped(hi) + 1)
    }

    /// True within a pixel of a corner's curve (`q = |p| − h + z > −1` on both axes).
    @inlinable func isNearCorner(_ px: Double, _ py: Double) -> Bool {
        let hx = rect.width / 2
        let hy = rect.height / 2
        let dx = px - (rect.x + hx)
        let dy = py - (rect.y + hy)
        let z = corner(dx: dx, dy: dy).z
        return abs(dx) - hx + z > -1 && abs(dy) - hy + z > -1
    }

    /// The interval of x inside the shape at height `y` (pixels), or nil where the row misses it.
    public func horizontalSpan(atY y: Double) -> (lower: Double, upper: Double)? {
        span(y, along: rect.x, rect.width, across: rect.y, rect.height) { below, leftSide in
            below ? (leftSide ? bottomLeft : bottomRight) : (leftSide ? topLeft : topRight)
        }
    }

    /// The interval of y inside the shape at column `x` (pixels), or nil where the column misses it.
    public func verticalSpan(atX x: Double) -> (lower: Double, upper: Double)? {
        span(x, along: rect.y, rect.height, across: rect.x, rect.width) { right, topSide in
            right ? (topSide ? topRight : bottomRight) : (topSide ? topLeft : bottomLeft)
        }
    }

    /// Shared by both spans: the interval along one axis at coordinate `t` of the other.
    private func span(
        _ t: Double, along start: Double, _ length: Double, across crossStart: Double, _ crossLength: Double,
        corner: (_ farHalf: Bool, _ lowSide: Bool) -> CornerShape
    ) -> (lower: Double, upper: Double)? {
        if t <= crossStart || t >= crossStart + crossLength { return nil }
        let farHalf = t >= crossStart + crossLength / 2
        func inset(_ c: CornerShape) -> Double {
            // Distance into the corner region, measured from where the curve starts.
            let d = farHalf ? t - (crossStart + crossLength - c.z) : (crossStart + c.z) - t
            return c.inset(at: d)
        }
        let lower = start + inset(corner(farHalf, true))
        let upper = start + length - inset(corner(farHalf, false))
        return lower < upper ? (lower, upper) : nil
    }

    /// Area of pixel (`x`, `y`) inside the shape by 32 strips: rows with exact horizontal overlap for
    /// steep edges, columns with exact vertical overlap for flat ones (so strips cross the edge).
    func stripCoverage(x: Int, y: Int, acrossRows: Bool) -> Double {
        let strips = 32
        var area = 0.0
        for k in 0..<strips {
            let f = (Double(k) + 0.5) / Double(strips)
            area +=
                acrossRows
                ? stripOverlap(Double(y) + f, from: Double(x), to: Double(x + 1), horizontal: true)
                : stripOverlap(Double(x) + f, from: Double(y), to: Double(y + 1), horizontal: false)
        }
        return area / Double(strips)
    }

    /// `max(0, min(upper, hi) − max(lower, lo))` for the span at `t` (`horizontalSpan(atY:)` or
    /// `verticalSpan(atX:)`), 0 where there is none: the same value bit for bit, with each end's corner
    /// curve (two powers) evaluated only where the end can fall inside `lo…hi`. An end within its corner's
    /// reach `z` of the edge is at most `z` inset, so when that bound clears the pixel `min`/`max` pick the
    /// pixel's side whatever the curve gives; and where a span would be empty its overlap is 0 either way.
    func stripOverlap(_ t: Double, from lo: Double, to hi: Double, horizontal: Bool) -> Double {
        let (start, length) = horizontal ? (rect.x, rect.width) : (rect.y, rect.height)
        let (crossStart, crossLength) = horizontal ? (rect.y, rect.height) : (rect.x, rect.width)
        if t <= crossStart || t >= crossStart + crossLength { return 0 }
        let farHalf = t >= crossStart + crossLength / 2
        let (low, high) =
            horizontal
            ? (farHalf ? (bottomLeft, bottomRight) : (topLeft, topRight))
            : (farHalf ? (topRight, bottomRight) : (topLeft, bottomLeft))
        func inset(_ c: CornerShape) -> Double {
            let d = farHalf ? t - (crossStart + crossLength - c.z) : (crossStart + c.z) - t
            return c.inset(at: d)
        }
        let lowerClear = start + low.z <= lo
        let upperClear = start + length - high.z >= hi
        let lower = lowerClear ? lo : start + inset(low)
        let upper = upperClear ? hi : start + length - inset(high)
        if !lowerClear && !upperClear && !(lower < upper) { return 0 }
        return max(0, min(upper, hi) - max(lower, lo))
    }
}
