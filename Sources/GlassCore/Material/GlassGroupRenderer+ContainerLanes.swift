extension GlassGroupRenderer {
    /// `shadeInside` for eight covered pixels `x ..< x + 8` of row `y` of an unclipped container whose
    /// elements have no post-lens blur (regular glass), into entries `j ..< j + 8`: the same operations lane
    /// by lane. Each element's terms count where its weight is over 1e-4, as in the scalar loops; elsewhere
    /// the lane adds exactly +0, which is what skipping the term leaves (the sums start at +0 and
    /// `0 + −0` is `+0`). `d` and `neck` are the merged field and its neck at the eight pixel centres,
    /// `lanes` holds the elements' weights there (`FieldLanes.weigh`).
    @inline(__always)
    func shadeInside(
        containerLanes x: Int, _ y: Int, d: WideLanes, neck: SIMDMask<SIMD8<Int64>>, lanes: FieldLanes,
        group: GroupShading, lensRows: LensRows, row: ShadeRow, _ j: Int
    ) {
        let s = scale
        let shading = group.shading
        let n = shading.count
        let zero = WideLanes(repeating: 0)
        let px = WideLanes(0, 1, 2, 3, 4, 5, 6, 7) + Double(x) + 0.5
        let py = Double(y) + 0.5
        @inline(__always) func counts(_ i: Int) -> SIMDMask<SIMD8<Int64>> { lanes.weights[i] .> 1e-4 }
        // Equal sizes blend to that size; unequal ones by weight.
        var halfMin = WideLanes(repeating: group.commonHalfMin)
        if group.commonHalfMin.isNaN {
            halfMin = zero
            for i in 0..<n { halfMin += lanes.weights[i] * group.elements[i].halfMinPx / s }
        }
        let depth = -d / s
        let band = depth .< group.maxBand
        // The lens field's normals in the rim band (elsewhere (1, 0)) and the lens; no post-lens blur here,
        // so no curvature.
        var nx = WideLanes(repeating: 1)
        var ny = zero
        var l = zero
        if anyLane(band) {
            let lensOutlines = field.lensOutlines
            let k = field.k
            let grad = lensRows.gradient(lanes: x, y: y) {
                FieldLanes.merge(lensOutlines, k: k, lanes: $0, $1, into: nil).d
            }
            let length = (grad.gx * grad.gx + grad.gy * grad.gy).squareRoot()
            let positive = band .& (length .> 0)
            nx.replace(with: grad.gx / length, where: positive)
            ny.replace(with: grad.gy / length, where: positive)
            // In a merge neck the displacement fades where the field's gradient does (1 outside the band).
            let g = WideLanes(repeating: 1).replacing(with: length, where: band)
            let gc = WideLanes(repeating: 1).replacing(
                with: laneMin(laneMax(g, WideLanes(repeating: 0.05)), WideLanes(repeating: 1)), where: neck)
            for i in 0..<n {
                let term = lanes.weights[i] * shading[i].lens.displacement(lanes: depth / gc, halfMins: halfMin)
                l += term.replacing(with: 0, where: .!counts(i))
            }
            l = (l * gc).replacing(with: 0, where: .!band)
        }
        let sx = px + nx * l * s
        let sy = py + ny * l * s
        var base = SampleLanes(texels: row.texels).sample(sx, sy, rect: group.frostRect, group.frost)
        if !group.exact {
            var (edge, centre, ref, drop) = (zero, zero, zero, zero)
            for i in 0..<n {
                let (e, w) = (shading[i], lanes.weights[i])
                edge += w * e.tailEdge
                centre += w * e.tailCentre
                ref += w * e.tailRef
                drop += w * e.tailDrop
            }
            var tail = (r: Lanes(), g: Lanes(), b: Lanes(), a: Lanes())
            var tailWeight = zero
            // Elements of one tail σ share a grid: sampled once, the same values for each.
            var sampled: (grid: UnsafeMutablePointer<Float>, r: Lanes, g: Lanes, b: Lanes, a: Lanes)? = nil
            for i in 0..<n {
                guard let grid = group.tails[i] else { continue }
                if sampled?.grid != grid.values {
                    let t = grid.sample(lanes: sx, sy, scratch: row.texels)
                    sampled = (grid.values, t.r, t.g, t.b, t.a)
                }
                let t = sampled!
                let w = Lanes(lanes.weights[i])
                let on = floatMask(counts(i))
                tail.r += (t.r * w).replacing(with: 0, where: .!on)
                tail.g += (t.g * w).replacing(with: 0, where: .!on)
                tail.b += (t.b * w).replacing(with: 0, where: .!on)
                tail.a += (t.a * w).replacing(with: 0, where: .!on)
                tailWeight += lanes.weights[i].replacing(with: 0, where: .!counts(i))
            }
            let mixed = tailWeight .> 0
            if anyLane(mixed) {
                let total = Lanes(tailWeight)
                let divide = floatMask(tailWeight .!= 1)
                tail.r.replace(with: tail.r / total, where: divide)
                tail.g.replace(with: tail.g / total, where: divide)
                tail.b.replace(with: tail.b / total, where: divide)
                tail.a.replace(with: tail.a / total, where: divide)
                let sampleDepth = depth - l
                let raw =
                    edge + (centre - edge) * sampleDepth / laneMax(halfMin, WideLanes(repeating: 1e-6)) - drop
                    * laneMax(zero, 1 - halfMin / ref)
                let mix = Lanes(laneMin(laneMax(raw, zero), WideLanes(repeating: 1)))
                let on = floatMask(mixed)
                base.r.replace(with: base.r + (tail.r - base.r) * mix, where: on)
                base.g.replace(with: base.g + (tail.g - base.g) * mix, where: on)
                base.b.replace(with: base.b + (tail.b - base.b) * mix, where: on)
                base.a.replace(with: base.a + (tail.a - base.a) * mix, where: on)
            }
        }
        @inline(__always) func store<V: SIMD>(_ v: V, _ p: UnsafeMutablePointer<V.Scalar>) {
            UnsafeMutableRawPointer(p + j).storeBytes(of: v, as: V.self)
        }
        store(base.r, row.r)
        store(base.g, row.g)
        store(base.b, row.b)
        store(base.a, row.a)
        if group.identity { return }
        store(depth, row.depth)
        store(halfMin, row.halfMin)
        store(nx, row.nx)
        store(ny, row.ny)
        for i in 0..<n {
            store(glow(lanes: shading[i], px, py), row.glow + i * row.capacity)
            let w = Lanes(lanes.weights[i]).replacing(with: 0, where: floatMask(.!counts(i)))
            store(w, row.weight + i * row.capacity)
        }
    }
}

/// A mask over eight `Double` lanes as a mask over eight `Float` lanes (through a selected 0 or 1, not a
/// generic conversion).
@inline(__always) func floatMask(_ m: SIMDMask<SIMD8<Int64>>) -> SIMDMask<SIMD8<Int32>> {
    Lanes(WideLanes(repeating: 0).replacing(with: 1, where: m)) .> 0
}
