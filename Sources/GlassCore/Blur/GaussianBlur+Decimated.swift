/// Large-σ Gaussian blur on a decimated grid: the same result as the direct kernel within a fraction of a
/// level, at a cost that barely grows with σ.
///
/// For σ ≥ 10 px the image is sampled every `f = ⌊σ/5⌋` pixels (at most 11) after an integer triangle
/// prefilter, blurred there by the Gaussian `σc = √(σ² − σa²)/f` that completes the prefilter's variance
/// `σa²`, and interpolated back bilinearly. Measured in 1D against the exact Gaussian (steps, noise,
/// stripes of period 2–40 px): the interpolation error grows as `15·(f/σ)²` levels, so `f = ⌊σ/5⌋`
/// keeps it near 0.6 level. In the 2D tests the worst pixel is 0.97/255 and the mean at most 0.26/255
/// (bound: 3 and 0.5); `⌊σ/4⌋` was within bounds too (1.31/255) and 25% faster at σ = 20, but moved the
/// soft scroll-edge goldens by 2 levels. The coarse Gaussian runs in `u16` lanes of 8.7 fixed point
/// (`FixedKernel`).
///
/// The sample grid is anchored at absolute pixel coordinates (`x = f·j + (f − 1)/2`) and extends past
/// the image by clamping, so a region's result is bit for bit the same region of the whole-image blur.
///
/// The three stages touch the full-resolution pixels twice: once reading them in the prefilter (`u16`
/// lanes, two taps a pixel), once writing them in the interpolation (`GaussianBlur+Upsample.swift`). A
/// 1206×2622 frame at σ = 20 takes about 7.3 ms on one thread (the Float version of the same plan took
/// 33); the prefilter is a third of the instructions, the coarse Gaussian a quarter.
extension GaussianBlur {
    /// The decimation factor for `sigma`: 1 (direct) below 10 px, at most 11 (the prefilter's `u16` sums
    /// hold `2f² · 255`).
    @inlinable public static func decimation(sigma: Double) -> Int {
        sigma >= 10 ? WholeNumber.clamped(min(sigma, 55) / 5) : 1  // NaN: 1
    }

    /// The anti-alias prefilter of decimation factor `f`, in integer weights: the triangle `f − d` at
    /// distance `d` from the sample for odd `f` (box ∗ box), and `2f − 2d` at the half-pixel distances
    /// of even `f`, whose samples fall between pixels (box ∗ box ∗ [1 1]). Its response vanishes to second
    /// order at every multiple of the sample rate `1/f`, the frequencies that would alias to the
    /// smooth part the coarse Gaussian keeps. A full-swing cosine just off period `f` comes out within
    /// 0.5–0.6 level of the exact blur, rounding and interpolation included; through a single box, 2.6–3.5.
    struct Prefilter {
        /// Tap `k` reads fine pixel `f·j + offset + k` for sample `j`.
        let weights: [UInt16]
        let offset: Int
        /// The weights' sum.
        let norm: Int
        /// The variance of the weights about the sample, in fine pixels².
        let variance: Double

        init(factor f: Int) {
            let w =
                f % 2 == 1
                ? (0..<(2 * f - 1)).map { f - abs($0 - (f - 1)) }
                : (0..<(2 * f)).map { 2 * f - abs(2 * $0 - 2 * f + 1) }
            weights = w.map { UInt16($0) }
            offset = -(f / 2)
            norm = w.reduce(0, +)
            let centre = Double(w.count - 1) / 2
            variance =
                zip(w.indices, w).reduce(0) { $0 + Double($1.1) * (Double($1.0) - centre) * (Double($1.0) - centre) }
                / Double(norm)
        }
    }

    /// The coarse grid of one decimated blur: the samples a region reads, and the Gaussian between them.
    struct CoarseGrid {
        let f: Int
        /// Sample `j` sits at fine coordinate `f·j + half`.
        let half: Double
        /// Samples the output interpolates between: `jx0…jx1` × `jy0…jy1`.
        let jx0: Int, jx1: Int, jy0: Int, jy1: Int
        /// The coarse Gaussian's weights and radius (in samples).
        let weights: [Float]
        let rc: Int
        /// Prefiltered samples cover `jx0 − rc …` and `jy0 − rc …`, `cols` × `crows` of them.
        var cx0: Int { jx0 - rc }
        var cy0: Int { jy0 - rc }
        var cols: Int { jx1 - jx0 + 1 + 2 * rc }
        var crows: Int { jy1 - jy0 + 1 + 2 * rc }
        var ncols: Int { jx1 - jx0 + 1 }
        var nrows: Int { jy1 - jy0 + 1 }

        init(region: PixelRect, sigma: Double, factor f: Int, prefilterVariance: Double) {
            self.f = f
            half = Double(f - 1) / 2
            func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
            jx0 = floorDiv(region.x - f, f)
            jx1 = floorDiv(region.maxX - 1, f) + 1
            jy0 = floorDiv(region.y - f, f)
            jy1 = floorDiv(region.maxY - 1, f) + 1
            let sc = (sigma * sigma - prefilterVariance).squareRoot() / Double(f)
            weights = GaussianBlur.weights(sigma: sc)
            rc = (weights.count - 1) / 2
        }
    }

    static func blurDecimated(
        _ source: PixelBuffer, region: PixelRect, sigma: Double, factor f: Int, workers: Workers
    ) -> PixelBuffer {
        let pre = Prefilter(factor: f)
        let grid = CoarseGrid(region: region, sigma: sigma, factor: f, prefilterVariance: pre.variance)
        let lanes = grid.cols * 4
        let nl = grid.ncols * 4
        let scratch = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * grid.crows * lanes + grid.nrows * nl)
        defer { scratch.deallocate() }
        let coarse = SharedPointer(scratch)
        let blurH = SharedPointer(scratch + grid.crows * lanes)
        let small = SharedPointer(blurH.base + grid.crows * lanes)
        prefilter(source, grid: grid, prefilter: pre, into: coarse, workers: workers)
        // The coarse Gaussian, valid part only, in 8.7 fixed point. Horizontal taps step one sample (4
        // lanes) along a coarse row, vertical taps one row of the horizontal result.
        let kernel = FixedKernel(grid.weights)
        workers.forEachBand(0..<grid.crows, minimumRows: 4) { band in
            kernel.weights.withUnsafeBufferPointer { w in
                let taps = UnsafeMutablePointer<UnsafePointer<UInt16>>.allocate(capacity: 2 * w.count - 1)
                defer { taps.deallocate() }
                for r in band {
                    for k in 0..<(2 * w.count - 1) { taps[k] = UnsafePointer(coarse.base + r * lanes + 4 * k) }
                    FixedKernel.apply(taps: taps, weights: w, bias: kernel.bias, into: blurH.base + r * nl, lanes: nl)
                }
            }
        }
        workers.forEachBand(0..<grid.nrows, minimumRows: 4) { band in
            kernel.weights.withUnsafeBufferPointer { w in
                let taps = UnsafeMutablePointer<UnsafePointer<UInt16>>.allocate(capacity: 2 * w.count - 1)
                defer { taps.deallocate() }
                for r in band {
                    for k in 0..<(2 * w.count - 1) { taps[k] = UnsafePointer(blurH.base + (r + k) * nl) }
                    FixedKernel.apply(taps: taps, weights: w, bias: kernel.bias, into: small.base + r * nl, lanes: nl)
                }
            }
        }
        return upsample(small, grid: grid, region: region, workers: workers)
    }

    /// The prefiltered samples `cx0…` × `cy0…` of `grid`, as levels in 8.7 fixed point (level · 128) in
    /// rows of `cols · 4` lanes.
    /// Per sample row: the vertical taps summed over whole fine rows in `u16` lanes (mirrored taps added
    /// before the multiply), then the horizontal taps at the sample columns.
    static func prefilter(
        _ source: PixelBuffer, grid: CoarseGrid, prefilter pre: Prefilter, into coarse: SharedPointer<UInt16>,
        workers: Workers
    ) {
        let f = grid.f
        let sw = source.width
        let sh = source.height
        let n = pre.weights.count
        // Fine columns the vertical sums cover, clamped into the image: beyond it, clamping repeats the edge
        // column, which lies in this range. The horizontal taps read a padded copy of each row that runs
        // over the unclamped columns `vLo…` instead, so they need no clamp.
        let vLo = f * grid.cx0 + pre.offset
        let vCount = f * (grid.cols - 1) + n
        let cLo = min(max(vLo, 0), sw - 1)
        let cHi = min(max(vLo + vCount - 1, 0), sw - 1)
        let vLanes = (cHi - cLo + 1) * 4
        let lanes = grid.cols * 4
        let scale = 128 / Float(pre.norm * pre.norm)
        let wh = pre.weights.map { Float($0) * scale }
        source.bytes.withUnsafeBufferPointer { srcBuffer in
            let src = SharedPointer(UnsafeMutablePointer(mutating: srcBuffer.baseAddress!))
            workers.forEachBand(0..<grid.crows, minimumRows: 4) { band in
                let sums = UnsafeMutablePointer<UInt16>.allocate(capacity: vLanes)
                let v = UnsafeMutablePointer<Float>.allocate(capacity: vCount * 4)
                let w = UnsafeMutablePointer<Float>.allocate(capacity: n)
                w.initialize(from: wh, count: n)
                defer {
                    w.deallocate()
                    sums.deallocate()
                    v.deallocate()
                }
                for r in band {
                    let first = f * (grid.cy0 + r) + pre.offset
                    func row(_ k: Int) -> UnsafeMutablePointer<UInt8> {
                        src.base + (min(max(first + k, 0), sh - 1) * sw + cLo) * 4
                    }
                    // Weights are symmetric: pairs of rows share a multiply. The sums stay below
                    // 2f² · 255 < 2¹⁶ for f ≤ 11.
                    // Two pairs a pass, the first pass storing: each pass reads and writes the sums once
                    // (a zero-fill and a pass a pair were 25% more instructions).
                    var k = 0
                    while k < n / 2 {
                        let a = row(k)
                        let b = row(n - 1 - k)
                        let w = pre.weights[k]
                        if k + 1 < n / 2 {
                            let c = row(k + 1)
                            let d = row(n - 2 - k)
                            let v = pre.weights[k + 1]
                            if k == 0 {
                                for i in 0..<vLanes {
                                    sums[i] = (UInt16(a[i]) &+ UInt16(b[i])) &* w &+ (UInt16(c[i]) &+ UInt16(d[i])) &* v
                                }
                            } else {
                                for i in 0..<vLanes {
                                    sums[i] &+=
                                        (UInt16(a[i]) &+ UInt16(b[i])) &* w &+ (UInt16(c[i]) &+ UInt16(d[i])) &* v
                                }
                            }
                        } else if k == 0 {
                            for i in 0..<vLanes { sums[i] = (UInt16(a[i]) &+ UInt16(b[i])) &* w }
                        } else {
                            for i in 0..<vLanes { sums[i] &+= (UInt16(a[i]) &+ UInt16(b[i])) &* w }
                        }
                        k += 2
                    }
                    if n % 2 == 1 {
                        let middle = row(n / 2)
                        let w = pre.weights[n / 2]
                        for i in 0..<vLanes { sums[i] &+= UInt16(middle[i]) &* w }
                    }
                    // The padded row: columns inside the image convert in one run, the rest repeat an edge.
                    let inLo = min(max(cLo - vLo, 0), vCount)
                    let inHi = max(min(cHi + 1 - vLo, vCount), inLo)
                    let from = sums + (vLo + inLo - cLo) * 4
                    let to = v + inLo * 4
                    for i in 0..<((inHi - inLo) * 4) { to[i] = Float(from[i]) }
                    func edge(_ x: Int) {
                        let s = (min(max(vLo + x, 0), sw - 1) - cLo) * 4
                        for ch in 0..<4 { v[x * 4 + ch] = Float(sums[s + ch]) }
                    }
                    for x in 0..<inLo { edge(x) }
                    for x in inHi..<vCount { edge(x) }
                    let o = coarse.base + r * lanes
                    for c in 0..<grid.cols {
                        let p = v + c * f * 4
                        var a0: Float = 0
                        var a1: Float = 0
                        var a2: Float = 0
                        var a3: Float = 0
                        if n % 2 == 1 {
                            let m = p + (n / 2) * 4
                            a0 = m[0] * w[n / 2]
                            a1 = m[1] * w[n / 2]
                            a2 = m[2] * w[n / 2]
                            a3 = m[3] * w[n / 2]
                        }
                        for k in 0..<(n / 2) {
                            let l = p + k * 4
                            let h = p + (n - 1 - k) * 4
                            a0 += (l[0] + h[0]) * w[k]
                            a1 += (l[1] + h[1]) * w[k]
                            a2 += (l[2] + h[2]) * w[k]
                            a3 += (l[3] + h[3]) * w[k]
                        }
                        o[c * 4] = fixed(a0)
                        o[c * 4 + 1] = fixed(a1)
                        o[c * 4 + 2] = fixed(a2)
                        o[c * 4 + 3] = fixed(a3)
                    }
                }
            }
        }
    }

    /// `v` (0 … 32 640) rounded to the nearest integer (ties to even): the low bits of `v + 1.5·2²³`.
    @inline(__always) static func fixed(_ v: Float) -> UInt16 {
        UInt16(truncatingIfNeeded: (v + 12_582_912).bitPattern)
    }
}
