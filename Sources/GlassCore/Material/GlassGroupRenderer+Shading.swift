extension GlassGroupRenderer {
    func shadePixels(
        _ canvas: inout PixelBuffer, regions: [PixelRect], sampler: BilinearSampler, ambient: [SIMD3<Float>?],
        tails: [TailGrid?], workers: Workers
    ) {
        let n = elements.count
        let width = canvas.width
        let s = scale
        let exact = frost().exact
        let kPt = field.k / s
        let maxBand = elements.map { $0.parameters.lensBand + 1 }.max() ?? 0
        // A single element's shadow falls off along one curve: tabulate it (the exponential per pixel was
        // 15% of the card's material pass).
        var shadowTable: [Double] = []
        let tableStep = 1.0 / 16  // pt
        if n == 1, elements[0].parameters.shadowOpacity > 0 {
            let p = elements[0].parameters
            let sr = p.shadowRadius / 2
            let count = WholeNumber.clamped(Double(reach().shadow) / s / tableStep, .up) + 2
            shadowTable = (0..<count).map { k in
                let e = Double(k) * tableStep
                return p.shadowOpacity * Math.exp(-e * e / (2 * sr * sr))
            }
        }
        let identity =
            n == 1 && elements[0].parameters.colorIsIdentity && elements[0].parameters.highlight == 0
            && !elements[0].parameters.pressed
        let shading = elements.map { ElementShading($0, scale: s) }
        let common = shading.allSatisfy { $0.halfMin == shading[0].halfMin } ? shading[0].halfMin : .nan
        let chains = (0..<n).map { i in
            ColourChain(elements[i].parameters, halfMin: shading[i].halfMin, ambient: ambient[i])
        }
        let tailViews = tails.map { $0?.view }
        withExtendedLifetime(tails) {
            canvas.bytes.withUnsafeMutableBufferPointer { dstBuffer in
                sampler.image.bytes.withUnsafeBufferPointer { frostBuffer in
                    elements.withUnsafeBufferPointer { elementBuffer in
                        shading.withUnsafeBufferPointer { shadingBuffer in
                            ambient.withUnsafeBufferPointer { ambientBuffer in
                                tailViews.withUnsafeBufferPointer { tailBuffer in
                                    shadowTable.withUnsafeBufferPointer { table in
                                        chains.withUnsafeBufferPointer { chainBuffer in
                                            let group = GroupShading(
                                                elements: elementBuffer, shading: shadingBuffer, ambient: ambientBuffer,
                                                tails: tailBuffer, single: n == 1, chains: chainBuffer,
                                                commonHalfMin: common,
                                                postSigma: n == 1 && !exact
                                                    ? shading[0].blurSigma * shading[0].postShareRoot * s : 0,
                                                hasTail: tails[0] != nil, frostRect: sampler.rect,
                                                frost: frostBuffer.baseAddress!,
                                                exact: exact, maxBand: maxBand, identity: identity,
                                                noPostBlur: shading.allSatisfy { $0.blurSigma * $0.postShareRoot == 0 })
                                            let shared = SharedGroup(group: group, table: table)
                                            let dst = SharedPointer(dstBuffer.baseAddress!)
                                            for region in regions {
                                                workers.forEachBand(region.y..<region.maxY, minimumRows: 4) { band in
                                                    shadeBand(
                                                        band, region: region, group: shared.group, table: shared.table,
                                                        tableStep: tableStep, kPt: kPt, dst: dst.base, width: width)
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Shades the rows `band` of `region` into `dst` (premultiplied RGBA8 rows of `width` pixels).
    func shadeBand(
        _ band: Range<Int>, region: PixelRect, group: GroupShading, table: UnsafeBufferPointer<Double>,
        tableStep: Double, kPt: Double, dst: UnsafeMutablePointer<UInt8>, width: Int
    ) {
        let n = group.shading.count
        let s = scale
        let shading = group.shading
        let dist = UnsafeMutablePointer<Double>.allocate(capacity: n)
        let weights = UnsafeMutablePointer<Double>.allocate(capacity: n)
        weights.initialize(repeating: 1, count: n)
        let lensRows = LensRows(columns: region.x..<region.maxX)
        let row = ShadeRow(capacity: region.width, elements: n)
        defer {
            dist.deallocate()
            weights.deallocate()
        }
        // A single unclipped element (the common case) takes its distances eight at a time, an unclipped
        // container its distances, weights and shadow (`FieldLanes`); runs of eight covered pixels are then
        // shaded in lanes (`shadeInside(lanes:)`, `shadeInside(containerLanes:)` for regular containers),
        // the rest pixel by pixel. `fastPaths` off shades every pixel by itself (the tests' reference).
        let lanes = n == 1 && clip == nil
        let containerLanes = n > 1 && clip == nil && fastPaths
        let fieldLanes = FieldLanes(elements: n)
        defer { fieldLanes.deallocate() }
        // The clip unwrapped once: reading the optional mask per pixel copied it.
        let hasClip = clip != nil
        let clipMask = clip ?? CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 0, height: 0), values: [])
        let outline = field.outlines[0]
        let tableLast = Double(table.count - 1)
        let iota = WideLanes(0, 1, 2, 3, 4, 5, 6, 7)
        for y in band {
            let py = Double(y) + 0.5
            lensRows.moveTo(row: y)
            var pending = 0
            /// The shadow's alpha at distance `d` px outside, `inside` covered: the tabulated falloff
            /// for one element, the blended Gaussian for a container.
            @inline(__always) func shadow(_ d: Double, inside: Double) -> Double {
                if inside >= 1 { return 0 }
                let dPt = d / s
                if !table.isEmpty {
                    let t = max(dPt, 0) / tableStep
                    // `WholeNumber.clamped(t)` for t ≥ 0 or NaN, without its generic conversion (a tenth of a
                    // small shape's frame): below the last entry the truncation is exact, at or past it (or
                    // past Int) the entry is out of the table either way.
                    let k = t < tableLast ? Int(t) : (t.isNaN ? 0 : table.count)
                    if k + 1 < table.count {
                        let f = t - Double(k)
                        return (table[k] + (table[k + 1] - table[k]) * f) * (1 - inside)
                    }
                } else if n > 1 {
                    var shadowOpacity = 0.0
                    var shadowRadius = 0.0
                    for i in 0..<n {
                        shadowOpacity += weights[i] * shading[i].shadowOpacity
                        shadowRadius += weights[i] * shading[i].shadowRadius
                    }
                    if shadowOpacity > 0 {
                        let e = max(dPt, 0)
                        let sr = shadowRadius / 2
                        return shadowOpacity * Math.expFast(-e * e / (2 * sr * sr)) * (1 - inside)
                    }
                }
                return 0
            }
            /// Pixel `x` with its distance, coverage and shadow: skipped, composited as shadow alone, or
            /// shaded into entry `pending` of the row for its chain and composite (returns true then).
            /// Takes `pending` rather than capturing the variable, which would be boxed and
            /// checked for exclusive access on every pixel.
            @inline(__always) func place(
                _ x: Int, d: Double, neck: Bool, inside: Double, shadowA: Double, pending: Int
            ) -> Bool {
                if inside <= 0 && shadowA < 1e-6 { return false }
                let o = (y * width + x) * 4  // Safe: the region lies inside the canvas.
                // out = glass·inside + sharp·(1 − inside − shadowA) + black·shadowA
                let keep = Float(max(0, 1 - inside - shadowA))
                let cover = Float(inside)
                if inside > 0 {
                    shadeInside(
                        x, y, d: d, neck: neck, weights: weights, group: group, lensRows: lensRows, row: row, pending)
                    row.offset[pending] = o
                    row.cover[pending] = cover
                    row.keep[pending] = keep
                    row.shadow[pending] = Float(shadowA) * 255
                    return true
                }
                compositeGlass(dst + o, .zero, cover: cover, keep: keep, shadow: Float(shadowA) * 255)
                return false
            }
            if lanes {
                var x = region.x
                while x < region.maxX {
                    let d = outline.distance(lanes: iota + Double(x) + 0.5, py)
                    let inside = 1 - laneSmoothstep(-0.75, 0.75, d)
                    if fastPaths && x + 8 <= region.maxX && allLanes(inside .> 0) {
                        // Eight covered pixels: shaded in lanes, composited as `place` would.
                        shadeInside(lanes: x, y, d: d, group: group, lensRows: lensRows, row: row, pending)
                        for k in 0..<8 {
                            let shadowA = shadow(d[k], inside: inside[k])
                            row.offset[pending] = (y * width + x + k) * 4
                            row.cover[pending] = Float(inside[k])
                            row.keep[pending] = Float(max(0, 1 - inside[k] - shadowA))
                            row.shadow[pending] = Float(shadowA) * 255
                            pending += 1
                        }
                        x += 8
                        continue
                    }
                    if fastPaths && x + 8 <= region.maxX && allLanes(inside .<= 0) {
                        // Eight pixels outside the glass (most of a small shape's footprint): its shadow alone,
                        // composited as `place` would, without the row.
                        for k in 0..<8 {
                            let shadowA = shadow(d[k], inside: 0)
                            if shadowA < 1e-6 { continue }
                            compositeShadow(dst + (y * width + x + k) * 4, shadowA: shadowA)
                        }
                        x += 8
                        continue
                    }
                    for k in 0..<min(8, region.maxX - x) {
                        let shadowA = shadow(d[k], inside: inside[k])
                        if place(x + k, d: d[k], neck: false, inside: inside[k], shadowA: shadowA, pending: pending) {
                            pending += 1
                        }
                    }
                    x += 8
                }
            } else if containerLanes {
                var x = region.x
                while x < region.maxX {
                    let (d, neck) = fieldLanes.distance(field, lanes: iota + Double(x) + 0.5, py)
                    let inside = 1 - laneSmoothstep(-0.75, 0.75, d)
                    fieldLanes.weigh(scale: s, kPt: kPt)
                    let shadowA = fieldLanes.shadow(d, inside: inside, scale: s, shading: shading)
                    if group.noPostBlur && x + 8 <= region.maxX && allLanes(inside .> 0) {
                        // Eight covered pixels: shaded in lanes, composited as `place` would.
                        shadeInside(
                            containerLanes: x, y, d: d, neck: neck, lanes: fieldLanes, group: group,
                            lensRows: lensRows, row: row, pending)
                        for k in 0..<8 {
                            row.offset[pending] = (y * width + x + k) * 4
                            row.cover[pending] = Float(inside[k])
                            row.keep[pending] = Float(max(0, 1 - inside[k] - shadowA[k]))
                            row.shadow[pending] = Float(shadowA[k]) * 255
                            pending += 1
                        }
                        x += 8
                        continue
                    }
                    if fastPaths && x + 8 <= region.maxX && allLanes(inside .<= 0) {
                        // Eight pixels outside the glass: the shadow alone, as `place` composites it.
                        for k in 0..<8 where !(shadowA[k] < 1e-6) {
                            compositeShadow(dst + (y * width + x + k) * 4, shadowA: shadowA[k])
                        }
                        x += 8
                        continue
                    }
                    for k in 0..<min(8, region.maxX - x) {
                        if inside[k] > 0 { for i in 0..<n { weights[i] = fieldLanes.weights[i][k] } }
                        if place(
                            x + k, d: d[k], neck: neck[k], inside: inside[k], shadowA: shadowA[k], pending: pending)
                        {
                            pending += 1
                        }
                    }
                    x += 8
                }
            } else {
                for x in region.x..<region.maxX {
                    // The clip first: pixels outside it (most of an audit's spread-out windows) cost no distance.
                    let clipCoverage = hasClip ? Double(clipMask.value(x: x, y: y)) : 1
                    if clipCoverage <= 0 { continue }
                    let px = Double(x) + 0.5
                    let (d, neck) = field.distance(px, py, distances: dist)
                    let inside = 1 - smoothstep(-0.75, 0.75, d)
                    // Softmax weights of the elements over their distances (pt).
                    if n > 1 {
                        var total = 0.0
                        for i in 0..<n {
                            weights[i] = Math.expFast(-max(dist[i] / s, 0) / (kPt / 2 + 1))
                            total += weights[i]
                        }
                        for i in 0..<n { weights[i] /= total }
                    }
                    let shadowA = shadow(d, inside: inside)
                    let covered = inside * clipCoverage
                    if place(x, d: d, neck: neck, inside: covered, shadowA: shadowA * clipCoverage, pending: pending) {
                        pending += 1
                    }
                }
            }
            if group.postSigma >= 0.25 {
                row.postBlur(
                    count: pending, sigma: group.postSigma, rect: group.frostRect, frost: group.frost,
                    mixTail: group.hasTail)
            }
            if !group.identity {
                if group.single {
                    row.applyChain(group.chains[0], count: pending)
                } else if !group.commonHalfMin.isNaN {
                    row.applyChains(group.chains, count: pending)
                } else if fastPaths {
                    row.applyChains(group.chains, count: pending, sized: true)
                }
            }
            row.composite(into: dst, count: pending)
        }
    }
}
