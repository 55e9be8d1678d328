/// How overlapping contours combine: nonzero winding (the SVG and font default) or even-odd.
public enum FillRule: String, Sendable {
    case nonZero = "nonzero"
    case evenOdd = "evenodd"
}

/// Anti-aliased coverage of polygons by exact area: the second rasterizer of the house, beside the
/// rounded-rect distance field.
///
/// Each edge adds, to every pixel it crosses, the signed area between itself and the pixel's right side
/// within the pixel's row (and its full height to the pixels further right); a running sum along each
/// row then gives every pixel the area integral of the winding number over it, the method of font
/// rasterizers. The fill rule maps that integral to coverage: nonzero `min(1, |v|)`, even-odd `v` folded
/// into 0…1 with period 2. That is exact for straight edges wherever a pixel holds at most two winding
/// values; where two edges pass through one pixel (a star's inner corners, contours side by side, the
/// pieces of a stroke) it may not be (the sum counts doubly wound area twice), so those pixels are found
/// (`crossingPixels`) and measured again by their exact spans at 256 sub-rows, as the reference does. Curves are flattened
/// first (`Path.flattened`, 0.01 px by default). Measured against exact areas: see `PathCoverageTests`.
///
/// Edges beyond the left or right side of the area are cut where they cross it and run along it (which
/// keeps every pixel's winding); rows above and below are skipped. Allocates one row of sums per pixel
/// row of the mask (`Float`); O(edges · rows crossed + pixels).
public enum PathRasterizer {
    /// The coverage of `contours` (each closed implicitly) over the pixels of `area`. The mask's bounds
    /// are the contours' bounds within `area`.
    public static func coverage(_ contours: [[SIMD2<Double>]], rule: FillRule, within area: PixelRect) -> CoverageMask {
        let empty = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 0, height: 0), values: [])
        guard let box = bounds(contours) else { return empty }
        let bounds = box.pixelBounds.intersection(area)
        if bounds.isEmpty { return empty }
        let w = bounds.width
        let h = bounds.height
        let stride = w + 2
        var acc = [Float](repeating: 0, count: stride * h)
        let ox = Double(bounds.x)
        let oy = Double(bounds.y)
        let width = Double(w)
        var edges: [(SIMD2<Double>, SIMD2<Double>)] = []
        acc.withUnsafeMutableBufferPointer { buffer in
            let a = buffer.baseAddress!
            for c in contours where c.count >= 2 {
                var previous = c[c.count - 1]
                for p in c {
                    defer { previous = p }
                    guard previous.x.isFinite && previous.y.isFinite && p.x.isFinite && p.y.isFinite else { continue }
                    let p0 = SIMD2(previous.x - ox, previous.y - oy)
                    let p1 = SIMD2(p.x - ox, p.y - oy)
                    if outsideGuard(p0, width: width, height: Double(h))
                        || outsideGuard(p1, width: width, height: Double(h))
                    {
                        for (g0, g1) in guarded(p0, p1, width: width, height: Double(h)) { add(g0, g1) }
                    } else {
                        add(p0, p1)
                    }
                }
            }
            /// Cuts the edge at the sides so every piece lies within 0…width, then clamps.
            func add(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>) {
                var cuts: [Double] = [0, 1]
                if (p0.x < 0) != (p1.x < 0) { cuts.append((0 - p0.x) / (p1.x - p0.x)) }
                if (p0.x > width) != (p1.x > width) { cuts.append((width - p0.x) / (p1.x - p0.x)) }
                cuts.sort()
                for k in 0..<(cuts.count - 1) {
                    let q0 = p0 + (p1 - p0) * cuts[k]
                    let q1 = p0 + (p1 - p0) * cuts[k + 1]
                    let e0 = SIMD2(min(max(q0.x, 0), width), q0.y)
                    let e1 = SIMD2(min(max(q1.x, 0), width), q1.y)
                    if e0.y != e1.y && max(e0.y, e1.y) > 0 && min(e0.y, e1.y) < Double(h) { edges.append((e0, e1)) }
                    line(e0, e1, into: a, stride: stride, rows: h)
                }
            }
        }
        var values = [Float](repeating: 0, count: w * h)
        acc.withUnsafeBufferPointer { src in
            values.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    var v: Float = 0
                    let row = y * stride
                    for x in 0..<w {
                        v += src[row + x]
                        let m = abs(v)
                        switch rule {
                        case .nonZero: dst[y * w + x] = min(m, 1)
                        case .evenOdd:
                            let f = m - 2 * (m * 0.5).rounded(.down)
                            dst[y * w + x] = f > 1 ? 2 - f : f
                        }
                    }
                }
            }
        }
        remeasureCrossings(edges, rule: rule, width: w, height: h, into: &values)
        return CoverageMask(bounds: bounds, values: values)
    }

    /// Adds the edge from `p0` to `p1` (local pixels, `0 ≤ x ≤ width`) to the rows of sums: in each row
    /// it crosses, the exact area to its right within each cell, signed by direction (down positive).
    @inline(__always)
    static func line(
        _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, into acc: UnsafeMutablePointer<Float>, stride: Int, rows: Int
    ) {
        if p0.y == p1.y { return }
        let (dir, a, b): (Double, SIMD2<Double>, SIMD2<Double>) = p0.y < p1.y ? (1, p0, p1) : (-1, p1, p0)
        if b.y <= 0 || a.y >= Double(rows) { return }
        let dxdy = (b.x - a.x) / (b.y - a.y)
        var x = a.x
        let yStart = max(a.y, 0)
        if a.y < 0 { x -= a.y * dxdy }
        let y0 = Int(yStart.rounded(.down))
        let y1 = Int(min(b.y, Double(rows)).rounded(.up))
        for y in y0..<y1 {
            let row = acc + y * stride
            let dy = min(Double(y + 1), b.y) - max(Double(y), yStart)
            let xNext = x + dxdy * dy
            let d = dy * dir
            let (xa, xb) = x < xNext ? (x, xNext) : (xNext, x)
            let xaFloor = xa.rounded(.down)
            let xai = Int(xaFloor)
            let xbCeil = xb.rounded(.up)
            let xbi = Int(xbCeil)
            if xbi <= xai + 1 {
                // Within one cell: the trapezoid to the right of the edge's mean x.
                let xm = 0.5 * (x + xNext) - xaFloor
                row[xai] += Float(d - d * xm)
                row[xai + 1] += Float(d * xm)
            } else {
                // Across cells: a triangle in the first, equal strips between, a triangle in the last.
                let s = 1 / (xb - xa)
                let xaf = xa - xaFloor
                let a0 = 0.5 * s * (1 - xaf) * (1 - xaf)
                let xbf = xb - xbCeil + 1
                let am = 0.5 * s * xbf * xbf
                row[xai] += Float(d * a0)
                if xbi == xai + 2 {
                    row[xai + 1] += Float(d * (1 - a0 - am))
                } else {
                    let a1 = s * (1.5 - xaf)
                    row[xai + 1] += Float(d * (a1 - a0))
                    if xai + 2 < xbi - 1 {
                        for xi in (xai + 2)..<(xbi - 1) { row[xi] += Float(d * s) }
                    }
                    let a2 = a1 + Double(xbi - xai - 3) * s
                    row[xbi - 1] += Float(d * (1 - a2 - am))
                }
                row[xbi] += Float(d * am)
            }
            x = xNext
        }
    }
}

extension PathRasterizer {
    /// The smallest rectangle holding every finite point of `contours` (pixels), nil when there is none.
    public static func bounds(_ contours: [[SIMD2<Double>]]) -> RectPx? {
        var lo = SIMD2<Double>(repeating: .infinity)
        var hi = SIMD2<Double>(repeating: -.infinity)
        for c in contours {
            for p in c where p.x.isFinite && p.y.isFinite {
                lo = pointwiseMin(lo, p)
                hi = pointwiseMax(hi, p)
            }
        }
        return lo.x <= hi.x && lo.y <= hi.y ? RectPx(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y) : nil
    }
}
