extension Path {
    /// An upper estimate of the rasterizer's work for this path over `visible` (pixels): the pixel rows its
    /// edges cross, summed over the edges, after flattening at the default tolerance and, with a `stroke`,
    /// after stroking. Memory and time of the rasterizer and the stroker follow it: each flattened chord and
    /// each edge-row costs a few words, and the exact measurement of crossing pixels costs sub-rows × edges
    /// per row. Computed in O(commands), without flattening.
    ///
    /// A curve's chords cross a horizontal line no more often than the curve, and the curve no more often
    /// than its control polygon (Bézier curves diminish variation), so the control polygon's rows within
    /// the visible band bound the chords' rows; each chord adds 2 for its partly crossed end rows. A stroked
    /// chord becomes a rectangle (two long sides widened by the width, two short ones) and a corner or cap
    /// (a miter's reach, or a round fan of `Stroker.arc`'s chords), each counted as if at every chord. Curves
    /// wholly beyond one side of `visible` count as one chord, as `flattened(visible:)` makes them.
    public func rowCrossings(visible: RectPx, stroke: StrokeStyle? = nil) -> Double {
        let height = max(visible.height, 1)
        var perChord = 2.0
        var widen = 0.0
        var sides = 1.0
        if let s = stroke {
            let w = min(max(s.width, 0), height)
            let hw = w / 2
            let reach = min(hw * (s.join == .miter ? max(1, s.miterLimit) : 1), height)
            let step = 2 * Math.acos(max(-1, 1 - Path.defaultTolerance / max(hw, 1e-6)))
            let fan = min(4096, (Double.pi / max(step, 1e-9)).rounded(.up) + 2)
            let corner = 4 * (reach + 2) + (s.join == .round || s.cap == .round ? 2 * (2 * hw + fan * 2) : 0)
            sides = 2
            widen = w
            perChord = 2 * 2 + 2 * (w + 2) + 2 * corner
        }
        var total = 0.0
        var pen = SIMD2<Double>(0, 0)
        var start = pen
        func add(_ points: [SIMD2<Double>], chords: Int) {
            var rows = 0.0
            for i in 1..<points.count {
                let lo = max(min(points[i].y, points[i - 1].y) - widen, visible.y)
                let hi = min(max(points[i].y, points[i - 1].y) + widen, visible.maxY)
                if hi > lo { rows += hi - lo }
            }
            let n = Double(chords)
            total += sides * min(rows.isFinite ? rows : 0, n * height) + n * perChord
        }
        let tol = Path.defaultTolerance
        for e in elements {
            switch e {
            case .move(let p):
                pen = p
                start = p
            case .line(let p):
                add([pen, p], chords: 1)
                pen = p
            case .quad(let c, let p):
                add(
                    [pen, c, p],
                    chords: outside([pen, c, p], visible) ? 1 : Path.quadSegments(pen, c, p, tolerance: tol))
                pen = p
            case .cubic(let c1, let c2, let p):
                let n = outside([pen, c1, c2, p], visible) ? 1 : Path.cubicSegments(pen, c1, c2, p, tolerance: tol)
                add([pen, c1, c2, p], chords: n)
                pen = p
            case .close:
                add([pen, start], chords: 1)
                pen = start
            }
        }
        return total
    }
}
