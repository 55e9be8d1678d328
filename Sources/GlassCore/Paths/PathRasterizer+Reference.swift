extension PathRasterizer {
    /// The scalar reference of `coverage`: for each of `subRows` horizontal lines through each pixel row,
    /// the exact spans inside the polygons under the fill rule (crossings sorted, winding counted), each
    /// span's overlap with every pixel column added at `1/subRows`. Exact along x, a midpoint rule along y;
    /// simple enough to trust, far too slow to render with (tests hold the kernel to it).
    public static func referenceCoverage(
        _ contours: [[SIMD2<Double>]], rule: FillRule, within area: PixelRect, subRows: Int = 256
    ) -> CoverageMask {
        var values = [Float](repeating: 0, count: area.width * area.height)
        var edges: [(SIMD2<Double>, SIMD2<Double>)] = []
        for c in contours where c.count >= 2 {
            for i in 0..<c.count { edges.append((c[i], c[(i + 1) % c.count])) }
        }
        var crossings: [(x: Double, winding: Int)] = []
        for row in 0..<area.height {
            var sums = [Double](repeating: 0, count: area.width)
            for k in 0..<subRows {
                let y = Double(area.y + row) + (Double(k) + 0.5) / Double(subRows)
                crossings.removeAll(keepingCapacity: true)
                for (p, q) in edges where (p.y <= y) != (q.y <= y) {
                    let t = (y - p.y) / (q.y - p.y)
                    crossings.append((p.x + (q.x - p.x) * t, q.y > p.y ? 1 : -1))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for i in 0..<crossings.count {
                    winding += crossings[i].winding
                    let inside = rule == .nonZero ? winding != 0 : winding % 2 != 0
                    guard inside, i + 1 < crossings.count else { continue }
                    let x0 = crossings[i].x - Double(area.x)
                    let x1 = crossings[i + 1].x - Double(area.x)
                    let first = max(0, WholeNumber.clamped(x0, .down))
                    let last = min(area.width - 1, WholeNumber.clamped(x1, .down))
                    if first > last { continue }
                    for px in first...last {
                        let overlap = min(x1, Double(px + 1)) - max(x0, Double(px))
                        if overlap > 0 { sums[px] += overlap }
                    }
                }
            }
            for px in 0..<area.width { values[row * area.width + px] = Float(sums[px] / Double(subRows)) }
        }
        return CoverageMask(bounds: area, values: values)
    }
}
