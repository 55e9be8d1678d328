/// A container's field on eight pixel centres of one row at a time: `GlassField.distance`, the elements'
/// softmax weights and the blended shadow of `GlassGroupRenderer.shadeBand`, each the scalar operations
/// lane by lane in the same order, so every lane has the scalar code's bits (`LanesTests`). Distances in
/// pixels, weights unitless, the shadow an alpha 0…1.
struct FieldLanes {
    /// Each element's lanes: its distance (px), then its weight once `weigh` has run.
    let distances: UnsafeMutablePointer<WideLanes>
    let weights: UnsafeMutablePointer<WideLanes>
    let count: Int

    init(elements: Int) {
        count = elements
        distances = .allocate(capacity: elements)
        weights = .allocate(capacity: elements)
    }

    func deallocate() {
        distances.deallocate()
        weights.deallocate()
    }

    /// The merged distance (px) at the eight points, and where a merge neck is active; each element's
    /// own distance into `distances`.
    @inline(__always)
    func distance(_ field: GlassField, lanes px: WideLanes, _ py: Double) -> (
        d: WideLanes, neck: SIMDMask<SIMD8<Int64>>
    ) {
        Self.merge(field.outlines, k: field.k, lanes: px, py, into: distances)
    }

    /// The smooth-minimum merge of `outlines` (radius `k` px) at eight points, each outline's own distance
    /// into `distances` when given: `GlassField.distance` and `lensDistance` lane by lane.
    @inline(__always)
    static func merge(
        _ outlines: [RoundedRect], k: Double, lanes px: WideLanes, _ py: Double,
        into distances: UnsafeMutablePointer<WideLanes>?
    ) -> (d: WideLanes, neck: SIMDMask<SIMD8<Int64>>) {
        outlines.withUnsafeBufferPointer { outlines in
            var d = outlines[0].distance(lanes: px, py)
            distances?[0] = d
            var neck = SIMDMask<SIMD8<Int64>>(repeating: false)
            for i in 1..<outlines.count {
                let di = outlines[i].distance(lanes: px, py)
                distances?[i] = di
                if k <= 0 {
                    d = laneMin(d, di)
                    continue
                }
                // smoothMin(d, di, k): h = max(k − |d − di|, 0)/k, min(d, di) − h²·k/4.
                let gap = unsafeBitCast(
                    unsafeBitCast(d - di, to: SIMD8<UInt64>.self) & 0x7FFF_FFFF_FFFF_FFFF, to: WideLanes.self)
                let h = laneMax(k - gap, WideLanes(repeating: 0)) / k
                d = laneMin(d, di) - h * h * k / 4
                neck .|= h .> 0
            }
            return (d, neck)
        }
    }

    /// The softmax weights of the elements over their distances (pt), `exp(−max(dᵢ, 0)/(k/2 + 1))`
    /// normalised, into `weights`; `scale` px per pt, `kPt` the smooth-min radius in pt.
    @inline(__always) func weigh(scale s: Double, kPt: Double) {
        var total = WideLanes(repeating: 0)
        for i in 0..<count {
            let w = Math.expFast(-laneMax(distances[i] / s, WideLanes(repeating: 0)) / (kPt / 2 + 1))
            weights[i] = w
            total += w
        }
        for i in 0..<count { weights[i] /= total }
    }

    /// The blended shadow's alpha at merged distance `d` (px), `inside` covered: the weighted opacity and
    /// radius, `opacity·e^(−e²/(2(R/2)²))·(1 − inside)` with `e` the distance outside in pt; 0 where
    /// covered or without a shadow.
    @inline(__always) func shadow(
        _ d: WideLanes, inside: WideLanes, scale s: Double, shading: UnsafeBufferPointer<ElementShading>
    ) -> WideLanes {
        let zero = WideLanes(repeating: 0)
        var opacity = zero
        var radius = zero
        for i in 0..<count {
            opacity += weights[i] * shading[i].shadowOpacity
            radius += weights[i] * shading[i].shadowRadius
        }
        let e = laneMax(d / s, zero)
        let sr = radius / 2
        var alpha = opacity * Math.expFast(-e * e / (2 * sr * sr)) * (1 - inside)
        alpha.replace(with: 0, where: (inside .>= 1) .| .!(opacity .> 0))
        return alpha
    }
}
