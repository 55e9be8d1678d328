/// The shaded pixels of one row, held until the row is done so that the colour chain and the composite
/// run as loops over planar values (vectorised) instead of once per pixel.
///
/// Each entry is one pixel inside the glass: its colour (premultiplied 0…255: the frosted backdrop while
/// the chain is pending, the glass colour after), what the chain reads (depth in pt, the lens normal, the
/// press glow), and what the composite needs (the canvas offset, `cover`, `keep` and the shadow's alpha
/// in levels). Owns its storage; one per band of rows, never shared between threads.
final class ShadeRow {
    let r: UnsafeMutablePointer<Float>, g: UnsafeMutablePointer<Float>
    let b: UnsafeMutablePointer<Float>, a: UnsafeMutablePointer<Float>
    let depth: UnsafeMutablePointer<Double>, nx: UnsafeMutablePointer<Double>, ny: UnsafeMutablePointer<Double>
    /// A container of unequal elements: each pixel's blended half shorter side (pt), which sizes its chains.
    let halfMin: UnsafeMutablePointer<Double>
    /// A clear element's post-lens blur: the lens sample point (canvas px), the stretches along the
    /// normal and the tangent, and the tail with its mix (`postBlur`).
    let sx: UnsafeMutablePointer<Double>, sy: UnsafeMutablePointer<Double>
    let stretchN: UnsafeMutablePointer<Double>, stretchT: UnsafeMutablePointer<Double>
    let tail: UnsafeMutablePointer<Quad>, mix: UnsafeMutablePointer<Float>
    /// Scratch for the eight-lane sampler's gathered texels.
    let texels: UnsafeMutablePointer<Float>
    /// Each element's press glow (`elements` runs of `capacity`), and for a container each element's
    /// weight (0 where it does not count).
    let glow: UnsafeMutablePointer<Float>, weight: UnsafeMutablePointer<Float>
    /// Scratch for a container: one element's chain, and the weighted sum.
    let sr: UnsafeMutablePointer<Float>, sg: UnsafeMutablePointer<Float>, sb: UnsafeMutablePointer<Float>
    let sumR: UnsafeMutablePointer<Float>, sumG: UnsafeMutablePointer<Float>, sumB: UnsafeMutablePointer<Float>
    let cover: UnsafeMutablePointer<Float>, keep: UnsafeMutablePointer<Float>, shadow: UnsafeMutablePointer<Float>
    let offset: UnsafeMutablePointer<Int>
    let capacity: Int

    init(capacity: Int, elements: Int) {
        self.capacity = capacity
        r = .allocate(capacity: capacity)
        g = .allocate(capacity: capacity)
        b = .allocate(capacity: capacity)
        a = .allocate(capacity: capacity)
        depth = .allocate(capacity: capacity)
        halfMin = .allocate(capacity: capacity)
        nx = .allocate(capacity: capacity + 8)
        ny = .allocate(capacity: capacity + 8)
        sx = .allocate(capacity: capacity + 8)
        sy = .allocate(capacity: capacity + 8)
        stretchN = .allocate(capacity: capacity + 8)
        stretchT = .allocate(capacity: capacity + 8)
        tail = .allocate(capacity: capacity)
        mix = .allocate(capacity: capacity)
        texels = .allocate(capacity: 128)
        glow = .allocate(capacity: capacity * elements)
        weight = .allocate(capacity: capacity * elements)
        sr = .allocate(capacity: capacity)
        sg = .allocate(capacity: capacity)
        sb = .allocate(capacity: capacity)
        sumR = .allocate(capacity: capacity)
        sumG = .allocate(capacity: capacity)
        sumB = .allocate(capacity: capacity)
        cover = .allocate(capacity: capacity)
        keep = .allocate(capacity: capacity)
        shadow = .allocate(capacity: capacity)
        offset = .allocate(capacity: capacity)
    }

    deinit {
        for p in [r, g, b, a, glow, weight, sr, sg, sb, sumR, sumG, sumB, cover, keep, shadow] { p.deallocate() }
        for p in [depth, halfMin, nx, ny, sx, sy, stretchN, stretchT] { p.deallocate() }
        tail.deallocate()
        mix.deallocate()
        texels.deallocate()
        offset.deallocate()
    }

    /// Sets entry `j`'s colour.
    @inline(__always) func set(_ j: Int, _ q: Quad) {
        r[j] = q.r
        g[j] = q.g
        b[j] = q.b
        a[j] = q.a
    }

    /// Runs a single element's `chain` on the first `n` entries: to straight colour, the chain, back to
    /// premultiplied.
    func applyChain(_ chain: ColourChain, count n: Int) {
        unpremultiply(count: n)
        chain.applyRow(count: n, r: r, g: g, b: b, depth: depth, nx: nx, ny: ny, glow: glow)
        premultiply(r, g, b, count: n)
    }

    /// A container's chains, one per element, on the first `n` entries: the weighted sum of each chain's
    /// colour, in element order (a weight of 0 adds exactly 0), as `GlassGroupRenderer.shadeInside` does
    /// for one pixel. `sized`: each entry's chains are sized by its `halfMin` (elements of unequal sizes).
    func applyChains(_ chains: UnsafeBufferPointer<ColourChain>, count n: Int, sized: Bool = false) {
        unpremultiply(count: n)
        sumR.update(repeating: 0, count: n)
        sumG.update(repeating: 0, count: n)
        sumB.update(repeating: 0, count: n)
        for (i, chain) in chains.enumerated() {
            sr.update(from: r, count: n)
            sg.update(from: g, count: n)
            sb.update(from: b, count: n)
            chain.applyRow(
                count: n, r: sr, g: sg, b: sb, depth: depth, nx: nx, ny: ny, glow: glow + i * capacity,
                halfMin: sized ? UnsafePointer(halfMin) : nil)
            let w = weight + i * capacity
            for j in 0..<n {
                sumR[j] += sr[j] * w[j]
                sumG[j] += sg[j] * w[j]
                sumB[j] += sb[j] * w[j]
            }
        }
        premultiply(sumR, sumG, sumB, count: n)
        r.update(from: sumR, count: n)
        g.update(from: sumG, count: n)
        b.update(from: sumB, count: n)
    }

    /// A single clear element's post-lens blur on the first `n` entries, eight at a time: the nine
    /// Gauss–Hermite samples around each lens sample point along its normal and tangent (σ = `sigma` px,
    /// stretched), then the mix toward the tail (`mixTail`). Lane by lane the operations of
    /// `GlassGroupRenderer.shadeInside` for one pixel, so the same bits; the texels are gathered per lane.
    func postBlur(count n: Int, sigma: Double, rect: PixelRect, frost: UnsafePointer<UInt8>, mixTail: Bool) {
        let sampler = SampleLanes(texels: texels)
        // Gauss–Hermite nodes and weights per axis: 0, ±√3; 2/3, 1/6, 1/6.
        let nodes: (Double, Double, Double) = (0, 1.7320508075688772, -1.7320508075688772)
        let weights: (Float, Float, Float) = (2.0 / 3, 1.0 / 6, 1.0 / 6)
        @inline(__always) func node(_ i: Int) -> Double { i == 0 ? nodes.0 : (i == 1 ? nodes.1 : nodes.2) }
        @inline(__always) func weight(_ i: Int) -> Float { i == 0 ? weights.0 : (i == 1 ? weights.1 : weights.2) }
        @inline(__always) func load(_ p: UnsafeMutablePointer<Double>, _ i: Int) -> WideLanes {
            UnsafeRawPointer(p + i).loadUnaligned(as: WideLanes.self)
        }
        var c = 0
        while c < n {
            let valid = min(8, n - c)
            // Lanes past the last entry repeat its first entry (valid positions; their results are dropped).
            for k in valid..<8 {
                (sx[c + k], sy[c + k], nx[c + k], ny[c + k]) = (sx[c], sy[c], nx[c], ny[c])
                (stretchN[c + k], stretchT[c + k]) = (stretchN[c], stretchT[c])
            }
            let (x0, y0, normalX, normalY) = (load(sx, c), load(sy, c), load(nx, c), load(ny, c))
            let (along0, across0) = (load(stretchN, c), load(stretchT, c))
            var (sumR, sumG, sumB, sumA) = (Lanes(), Lanes(), Lanes(), Lanes())
            for a in 0..<3 {
                for b in 0..<3 {
                    let along = node(a) * sigma * along0
                    let across = node(b) * sigma * across0
                    let s = sampler.sample(
                        x0 + normalX * along - normalY * across, y0 + normalY * along + normalX * across, rect: rect,
                        frost)
                    let w = weight(a) * weight(b)
                    sumR += s.r * w
                    sumG += s.g * w
                    sumB += s.b * w
                    sumA += s.a * w
                }
            }
            for k in 0..<valid {
                var q = Quad(sumR[k], sumG[k], sumB[k], sumA[k])
                if mixTail { q = q.mixed(with: tail[c + k], mix[c + k]) }
                set(c + k, q)
            }
            c += 8
        }
    }

    /// Premultiplied to straight colour (0 where alpha is 0), in place.
    func unpremultiply(count n: Int) {
        for j in 0..<n {
            let alpha = a[j]
            r[j] = alpha > 0 ? r[j] / alpha : 0
            g[j] = alpha > 0 ? g[j] / alpha : 0
            b[j] = alpha > 0 ? b[j] / alpha : 0
        }
    }

    /// Straight colours `cr`, `cg`, `cb` times the entries' alpha, in place.
    func premultiply(
        _ cr: UnsafeMutablePointer<Float>, _ cg: UnsafeMutablePointer<Float>, _ cb: UnsafeMutablePointer<Float>,
        count n: Int
    ) {
        for j in 0..<n {
            cr[j] *= a[j]
            cg[j] *= a[j]
            cb[j] *= a[j]
        }
    }

    /// Composites the first `n` entries onto `dst`.
    func composite(into dst: UnsafeMutablePointer<UInt8>, count n: Int) {
        for j in 0..<n {
            compositeGlass(
                dst + offset[j], Quad(r[j], g[j], b[j], a[j]), cover: cover[j], keep: keep[j], shadow: shadow[j])
        }
    }
}

/// `out = glass·cover + sharp·keep (+ the shadow's alpha in levels)`, rounded, onto one premultiplied pixel.
@inline(__always)
func compositeGlass(_ px: UnsafeMutablePointer<UInt8>, _ glass: Quad, cover: Float, keep: Float, shadow: Float) {
    px[0] = saturatingByte(glass.r * cover + Float(px[0]) * keep + 0.5)
    px[1] = saturatingByte(glass.g * cover + Float(px[1]) * keep + 0.5)
    px[2] = saturatingByte(glass.b * cover + Float(px[2]) * keep + 0.5)
    px[3] = saturatingByte(glass.a * cover + Float(px[3]) * keep + shadow + 0.5)
}

/// `compositeGlass` of a pixel the glass does not cover: its shadow alone (cover 0, keep 1 − `shadowA`), as
/// `place` composites it.
@inline(__always)
func compositeShadow(_ px: UnsafeMutablePointer<UInt8>, shadowA: Double) {
    compositeGlass(px, .zero, cover: 0, keep: Float(max(0, 1 - shadowA)), shadow: Float(shadowA) * 255)
}
