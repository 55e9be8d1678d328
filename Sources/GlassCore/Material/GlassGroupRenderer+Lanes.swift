extension GlassGroupRenderer {
    /// `shadeInside` for eight covered pixels `x ..< x + 8` of row `y` of a single unclipped element, into
    /// entries `j ..< j + 8` of `row`: the same operations lane by lane, with the element's weight of 1
    /// written out (`0 + 1·v` is not always `v`: it turns −0 into +0), so every entry has the bits the
    /// pixel-at-a-time code gives it (`ShadingLanesTests`). `d` is the outline's distance (px) at the
    /// eight pixel centres.
    @inline(__always)
    func shadeInside(
        lanes x: Int, _ y: Int, d: WideLanes, group: GroupShading, lensRows: LensRows, row: ShadeRow, _ j: Int
    ) {
        let s = scale
        let e = group.shading[0]
        let halfMin = group.commonHalfMin
        let maxBand = group.maxBand
        let zero = WideLanes(repeating: 0)
        let px = WideLanes(0, 1, 2, 3, 4, 5, 6, 7) + Double(x) + 0.5
        let py = Double(y) + 0.5
        let depth = -d / s
        let band = depth .< maxBand
        // The lens field's normals and curvature in the rim band (elsewhere (1, 0) and 0), and the lens.
        var nx = WideLanes(repeating: 1)
        var ny = zero
        var laplacian = zero
        @inline(__always) func lens(_ depth: WideLanes) -> WideLanes {
            (0 + 1 * e.lens.displacement(lanes: depth / 1, halfMins: WideLanes(repeating: halfMin))) * 1
        }
        var l = zero
        if anyLane(band) {
            let grad = lensRows.gradient(lanes: x, y: y, outline: field.lensOutlines[0])
            let g = (grad.gx * grad.gx + grad.gy * grad.gy).squareRoot()
            let positive = band .& (g .> 0)
            nx.replace(with: grad.gx / g, where: positive)
            ny.replace(with: grad.gy / g, where: positive)
            laplacian.replace(with: grad.laplacian, where: band)
            l = lens(depth).replacing(with: 0, where: .!band)
        }
        let sx = px + nx * l * s
        let sy = py + ny * l * s
        let deferred = group.postSigma >= 0.25
        let sampler = SampleLanes(texels: row.texels)
        var base = (r: Lanes(), g: Lanes(), b: Lanes(), a: Lanes())
        if !deferred { base = sampler.sample(sx, sy, rect: group.frostRect, group.frost) }
        if !group.exact {
            let post = 0 + 1 * e.blurSigma * e.postShareRoot
            let edge = 0 + 1 * e.tailEdge
            let centre = 0 + 1 * e.tailCentre
            let ref = 0 + 1 * e.tailRef
            let drop = 0 + 1 * e.tailDrop
            if post * s >= 0.25 {
                // A single element's post-lens blur is deferred to the row (`ShadeRow.postBlur`).
                let above = lens(depth + 0.01).replacing(with: 0, where: .!band)
                let below = lens(depth - 0.01).replacing(with: 0, where: .!band)
                let slope = ((above - below) / 0.02).replacing(with: 0, where: .!band)
                let stretchN = laneMin(laneMax(1 - slope, WideLanes(repeating: 0.2)), WideLanes(repeating: 5))
                let stretchT = laneMin(
                    laneMax(1 + l * laplacian * s, WideLanes(repeating: 0.2)), WideLanes(repeating: 5))
                for (p, v) in [(row.sx, sx), (row.sy, sy), (row.nx, nx), (row.ny, ny)] {
                    UnsafeMutableRawPointer(p + j).storeBytes(of: v, as: WideLanes.self)
                }
                UnsafeMutableRawPointer(row.stretchN + j).storeBytes(of: stretchN, as: WideLanes.self)
                UnsafeMutableRawPointer(row.stretchT + j).storeBytes(of: stretchT, as: WideLanes.self)
            }
            if let grid = group.tails[0] {
                let t = grid.sample(lanes: sx, sy, scratch: row.texels)
                let one: Float = 1
                let tail = (r: 0 + t.r * one, g: 0 + t.g * one, b: 0 + t.b * one, a: 0 + t.a * one)
                let sampleDepth = depth - l
                let raw = edge + (centre - edge) * sampleDepth / max(halfMin, 1e-6) - drop * max(0, 1 - halfMin / ref)
                let mix = Lanes(laneMin(laneMax(raw, zero), WideLanes(repeating: 1)))
                if deferred {
                    for k in 0..<8 {
                        row.tail[j + k] = Quad(tail.r[k], tail.g[k], tail.b[k], tail.a[k])
                        row.mix[j + k] = mix[k]
                    }
                } else {
                    base.r = base.r + (tail.r - base.r) * mix
                    base.g = base.g + (tail.g - base.g) * mix
                    base.b = base.b + (tail.b - base.b) * mix
                    base.a = base.a + (tail.a - base.a) * mix
                }
            }
        }
        @inline(__always) func store(_ v: Lanes, _ p: UnsafeMutablePointer<Float>) {
            UnsafeMutableRawPointer(p + j).storeBytes(of: v, as: Lanes.self)
        }
        if !deferred {
            store(base.r, row.r)
            store(base.g, row.g)
            store(base.b, row.b)
            store(base.a, row.a)
        }
        if group.identity { return }
        UnsafeMutableRawPointer(row.depth + j).storeBytes(of: depth, as: WideLanes.self)
        UnsafeMutableRawPointer(row.nx + j).storeBytes(of: nx, as: WideLanes.self)
        UnsafeMutableRawPointer(row.ny + j).storeBytes(of: ny, as: WideLanes.self)
        store(glow(lanes: e, px, py), row.glow)
    }

    /// `glow` at eight pixel centres of one row, lane by lane the same operations.
    @inline(__always) func glow(lanes e: ElementShading, _ px: WideLanes, _ py: Double) -> Lanes {
        if !e.pressed { return Lanes(repeating: 0) }
        let r = e.rect
        let u = (px - r.midX) / (r.width / 2)
        let v = (py - r.midY) / (r.height / 2)
        return e.pressGlow * Lanes(laneMax(WideLanes(repeating: 0), 1 - (u * u + v * v)))
    }
}
