/// The guard box: geometry far off the mask is cut down to size before any arithmetic that could overflow.
///
/// A path can reach the rasterizer scaled to any size (a 10⁻⁹ viewBox scales its data by 10¹⁰; a stroke
/// of such a path offsets by as much), and `line`'s row and column indices, the crossings' spans and the
/// differences of coordinates must stay finite and within `Int`. Every edge with an end beyond
/// `guardPx` of the mask is cut where it crosses the guard box's sides and each piece is clamped into
/// the box: a piece beyond a side then runs along it, which leaves the winding of every point inside the
/// box, the mask included, unchanged (the cut `coverage` makes at the mask's left and right sides, here in
/// both axes and far out). Edges within the guard, every edge of an ordinary scene, are not touched, so
/// their pixels are the same bits as before.
extension PathRasterizer {
    /// How far beyond the mask (px) the guard box reaches: far enough that no scene within the canvas
    /// is affected, near enough that coordinates, their differences and their squares stay exact-ish
    /// doubles and every index fits an `Int` with room to spare.
    public static let guardPx = Double(1 << 20)

    /// Whether `p` (mask-local pixels) lies beyond the guard box of a `width` × `height` mask.
    @inline(__always)
    static func outsideGuard(_ p: SIMD2<Double>, width: Double, height: Double) -> Bool {
        !(p.x >= -guardPx && p.x <= width + guardPx && p.y >= -guardPx && p.y <= height + guardPx)
    }

    /// The edge from `p0` to `p1` (finite, mask-local pixels) as pieces within the guard box, in order.
    /// The cut parameters are computed on halved coordinates and the points as convex combinations, so an
    /// edge between ±1.7·10³⁰⁸ neither overflows to infinity nor makes a NaN.
    static func guarded(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, width: Double, height: Double) -> [(
        SIMD2<Double>, SIMD2<Double>
    )] {
        let lo = SIMD2(-guardPx, -guardPx)
        let hi = SIMD2(width + guardPx, height + guardPx)
        var cuts: [Double] = [0, 1]
        for axis in 0..<2 {
            let a = p0[axis] * 0.5
            let b = p1[axis] * 0.5
            for side in [lo[axis] * 0.5, hi[axis] * 0.5] where (a < side) != (b < side) {
                cuts.append(min(max((side - a) / (b - a), 0), 1))
            }
        }
        cuts.sort()
        func point(_ t: Double) -> SIMD2<Double> {
            let p = p0 * (1 - t) + p1 * t
            return pointwiseMin(pointwiseMax(p, lo), hi)
        }
        var pieces: [(SIMD2<Double>, SIMD2<Double>)] = []
        for k in 0..<(cuts.count - 1) where cuts[k] < cuts[k + 1] {
            pieces.append((point(cuts[k]), point(cuts[k + 1])))
        }
        return pieces
    }
}
