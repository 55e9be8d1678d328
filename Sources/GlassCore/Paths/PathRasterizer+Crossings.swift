extension PathRasterizer {
    /// Pixels (local, `y·width + x`) that two edges pass through, unless the two are neighbours sharing an
    /// end point: the only pixels that can hold three winding values (two edges crossing, or running side by
    /// side in the same direction), where the summed winding is not the coverage. Edges are listed per row
    /// they span; within a row only pairs whose x-ranges overlap are looked at (sorted sweep), and the
    /// columns of the overlap are marked, so the cost follows the edges per row.
    /// Returns the marked columns of each row (ascending) and the edges of each row.
    static func crossingPixels(_ edges: [(SIMD2<Double>, SIMD2<Double>)], width: Int, height: Int)
        -> (pixels: [[Int]], rows: [[Int]])
    {
        var rows = [[Int]](repeating: [], count: height)
        for (i, e) in edges.enumerated() {
            let y0 = max(0, Int(min(e.0.y, e.1.y).rounded(.down)))
            let y1 = min(height - 1, Int(max(e.0.y, e.1.y).rounded(.up)) - 1)
            if y0 <= y1 { for y in y0...y1 { rows[y].append(i) } }
        }
        var marked = [[Int]](repeating: [], count: height)
        var flags = [Bool](repeating: false, count: width)
        var counts = [Int32](repeating: 0, count: width + 1)
        for y in 0..<height where rows[y].count >= 2 {
            // Each edge's x-range within the row.
            let top = Double(y)
            let bottom = Double(y + 1)
            var spans: [(lo: Double, hi: Double, i: Int)] = rows[y].map { i in
                let (a, b) = edges[i]
                let ta = min(max((top - a.y) / (b.y - a.y), 0), 1)
                let tb = min(max((bottom - a.y) / (b.y - a.y), 0), 1)
                let xa = a.x + (b.x - a.x) * ta
                let xb = a.x + (b.x - a.x) * tb
                return (min(xa, xb), max(xa, xb), i)
            }
            if spans.count > denseRowEdges {
                // A dense row (a hostile path): the pair sweep would be quadratic. Every pixel two edges pass
                // through is marked, neighbours included (measuring more pixels exactly is never wrong).
                markPixelsOfTwoEdges(spans, width: width, counts: &counts, into: &flags)
                collect(&flags, into: &marked[y])
                continue
            }
            spans.sort { $0.lo < $1.lo }
            for m in 0..<spans.count {
                var n = m + 1
                while n < spans.count && Int(spans[n].lo.rounded(.down)) <= Int(spans[m].hi.rounded(.down)) {
                    let (e, f) = (edges[spans[m].i], edges[spans[n].i])
                    if !(e.0 == f.1 || e.1 == f.0 || e.0 == f.0 || e.1 == f.1) {
                        let first = max(0, Int(spans[n].lo.rounded(.down)))
                        let last = min(width - 1, Int(min(spans[m].hi, spans[n].hi).rounded(.down)))
                        if first <= last { for x in first...last { flags[x] = true } }
                    }
                    n += 1
                }
            }
            collect(&flags, into: &marked[y])
        }
        return (marked, rows)
    }

    /// Rows with more edges than this are treated as dense: crossings marked by counting, measured with fewer
    /// sub-rows (`subRows(edges:)`).
    static let denseRowEdges = 64

    /// Sub-rows for the exact spans of a row with `edges` edges: 256, down to 16 in dense rows so that a row
    /// costs about as much as 64 edges at 256 (the sort per sub-row dominates).
    static func subRows(edges: Int) -> Int {
        var n = 256
        while n > 16 && n * edges > 256 * denseRowEdges { n /= 2 }
        return n
    }

    /// The columns set in `flags`, ascending, which are cleared.
    static func collect(_ flags: inout [Bool], into columns: inout [Int]) {
        for x in 0..<flags.count where flags[x] {
            columns.append(x)
            flags[x] = false
        }
    }

    /// Flags the pixels of a row that at least two of `spans` pass through, by counting: O(spans + width).
    static func markPixelsOfTwoEdges(
        _ spans: [(lo: Double, hi: Double, i: Int)], width: Int, counts: inout [Int32], into flags: inout [Bool]
    ) {
        for s in spans {
            let first = min(width, max(0, Int(s.lo.rounded(.down))))
            let last = min(width - 1, max(-1, Int(s.hi.rounded(.down))))
            if first > last { continue }
            counts[first] += 1
            counts[last + 1] -= 1
        }
        var running: Int32 = 0
        for x in 0..<width {
            running += counts[x]
            counts[x] = 0
            if running >= 2 { flags[x] = true }
        }
        counts[width] = 0
    }

    /// Replaces the coverage of every pixel `crossingPixels` marks with its exact spans at 256 sub-rows (fewer in
    /// dense rows, `subRows(edges:)`). Each row is measured once for all its marked pixels, with only the edges
    /// that reach the row: the cost is sub-rows × edges in the row, not × pixels (a stroked curve marks most of
    /// its pixels).
    static func remeasureCrossings(
        _ edges: [(SIMD2<Double>, SIMD2<Double>)], rule: FillRule, width: Int, height: Int, into values: inout [Float]
    ) {
        let (byRow, rows) = crossingPixels(edges, width: width, height: height)
        var crossings: [(x: Double, winding: Int)] = []
        var marked = [Bool](repeating: false, count: width)
        var sums = [Double](repeating: 0, count: width)
        for y in 0..<height where !byRow[y].isEmpty {
            for x in byRow[y] {
                marked[x] = true
                sums[x] = 0
            }
            let n = subRows(edges: rows[y].count)
            for k in 0..<n {
                let sy = Double(y) + (Double(k) + 0.5) / Double(n)
                crossings.removeAll(keepingCapacity: true)
                for i in rows[y] {
                    let (p, q) = edges[i]
                    if (p.y <= sy) != (q.y <= sy) {
                        crossings.append((p.x + (q.x - p.x) * (sy - p.y) / (q.y - p.y), q.y > p.y ? 1 : -1))
                    }
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for i in 0..<max(0, crossings.count - 1) {
                    winding += crossings[i].winding
                    let inside = rule == .nonZero ? winding != 0 : winding % 2 != 0
                    guard inside else { continue }
                    let a = crossings[i].x
                    let b = crossings[i + 1].x
                    let first = max(0, Int(a.rounded(.down)))
                    let last = min(width - 1, Int(b.rounded(.down)))
                    if first > last { continue }
                    for x in first...last where marked[x] {
                        sums[x] += max(0, min(b, Double(x + 1)) - max(a, Double(x)))
                    }
                }
            }
            for x in byRow[y] {
                values[y * width + x] = Float(min(1, sums[x] / Double(n)))
                marked[x] = false
            }
        }
    }
}
