/// Separable image resampling with a triangle (tent) filter widened by the minification factor.
///
/// Upscaling is bilinear; downscaling averages every source pixel under the output pixel's footprint
/// (a tent `1/scale` pixels wide), so there is no nearest-neighbour shimmer at any scale. Taps that
/// fall outside the source are dropped and the remaining weights renormalised.
/// Input and output are **premultiplied** encoded sRGB (resampling straight alpha would bleed the
/// colour of transparent pixels). Borders are edge-clamped.
public enum Resample {
    /// One output sample: the first source index and the normalised weights that follow it.
    struct Taps {
        var start: [Int] = []
        var count: [Int] = []
        var weights: [Float] = []
        var offsets: [Int] = []
    }

    /// Taps for output samples `0..<outCount` whose centres map to source coordinates
    /// `u = (o + 0.5 − origin) / scale` (source pixel `i` has its centre at `i + 0.5`).
    static func taps(outStart: Int, outCount: Int, origin: Double, scale: Double, sourceCount: Int) -> Taps {
        var t = Taps()
        let support = max(1, 1 / scale)
        for o in 0..<outCount {
            // Clamped so absurd placements cannot overflow the integer conversions below.
            let u = min(max((Double(outStart + o) + 0.5 - origin) / scale, -1), Double(sourceCount) + 1)
            // Taps outside the image are dropped and the rest renormalised (clamping them instead
            // would over-weight edge pixels when minifying).
            let nearest = min(max(WholeNumber.clamped(u, .down), 0), sourceCount - 1)
            let lo = max(0, WholeNumber.clamped(u - support - 0.5, .up))
            let hi = min(sourceCount - 1, WholeNumber.clamped(u + support - 0.5, .down))
            if lo > hi {
                t.offsets.append(t.weights.count)
                t.count.append(1)
                t.start.append(nearest)
                t.weights.append(1)
                continue
            }
            var ws: [Double] = []
            var sum = 0.0
            for i in lo...max(lo, hi) {
                let w = max(0, 1 - abs(Double(i) + 0.5 - u) / support)
                ws.append(w)
                sum += w
            }
            t.offsets.append(t.weights.count)
            t.count.append(ws.count)
            t.start.append(lo)
            if sum <= 0 {
                // Degenerate footprint: take the nearest pixel.
                t.weights.append(contentsOf: ws.indices.map { $0 == 0 ? 1 : 0 })
            } else {
                t.weights.append(contentsOf: ws.map { Float($0 / sum) })
            }
        }
        return t
    }

    /// Draws `source` scaled into the pixel rectangle `target` of an output whose image placement is
    /// `placed` (the rectangle, in output pixels, the whole source image maps onto; it may exceed `target`).
    ///
    /// Returns a premultiplied buffer of `target`'s size. Allocates the output and, per band of rows, a ring
    /// of horizontally resampled source rows; O(target · taps).
    ///
    /// `ringBudgetBytes` bounds each band's ring: when the rows one output row reads would exceed it (a
    /// 16384×6103 image squeezed onto one row reads all 6103 source rows: 2 GB of ring at 16 bytes a
    /// pixel), the ring keeps one row and source rows shared by neighbouring output rows are resampled
    /// again. The sums run in the same order either way, so the bytes are the same.
    public static func draw(
        _ source: PixelBuffer, placed: RectPx, target: PixelRect, workers: Workers = .serial,
        ringBudgetBytes: Int = 32 << 20
    ) -> PixelBuffer {
        if target.isEmpty || source.width == 0 || source.height == 0 || placed.width <= 0 || placed.height <= 0 {
            return PixelBuffer(width: target.width, height: target.height)
        }
        let sx = placed.width / Double(source.width)
        let sy = placed.height / Double(source.height)
        let tx = taps(
            outStart: target.x, outCount: target.width, origin: placed.x, scale: sx, sourceCount: source.width)
        let ty = taps(
            outStart: target.y, outCount: target.height, origin: placed.y, scale: sy, sourceCount: source.height)
        // The tap tables as raw pointers: the loops below run per pixel, where array bounds checks and
        // reference counting of the captured tables cost more than the arithmetic.
        func pinned<T>(_ a: [T]) -> SharedPointer<T> {
            let p = UnsafeMutablePointer<T>.allocate(capacity: max(1, a.count))
            p.initialize(from: a, count: a.count)
            return SharedPointer(p)
        }
        let xStart = pinned(tx.start)
        let xCount = pinned(tx.count)
        let xOffset = pinned(tx.offsets)
        let xWeight = pinned(tx.weights)
        let yStart = pinned(ty.start)
        let yCount = pinned(ty.count)
        let yOffset = pinned(ty.offsets)
        let yWeight = pinned(ty.weights)
        defer {
            for p in [xStart, xCount, xOffset, yStart, yCount, yOffset] { p.base.deallocate() }
            xWeight.base.deallocate()
            yWeight.base.deallocate()
        }
        let w = target.width
        let lanes = w * 4
        // Each band keeps a ring of the horizontally resampled source rows its output rows read, computing
        // each as it is first needed (a whole-image intermediate was 16 bytes an output pixel, 17 MB for the
        // benchmark frame's background, and its page faults cost more than the arithmetic).
        let window = ringRows(
            reading: (0..<target.height).reduce(1) { max($0, ty.count[$1]) }, lanes: lanes, budgetBytes: ringBudgetBytes
        )
        let sourceWidth = source.width
        // An opaque source resamples to alpha 255 everywhere, where the colour ≤ alpha clamp below changes
        // nothing: skip it (a tenth of resampling a photo background).
        let opaque = source.bytes.withUnsafeBufferPointer { p in
            var all: UInt8 = 255
            for i in stride(from: 3, to: p.count, by: 4) { all &= p[i] }
            return all == 255
        }
        // Every output row is written in full below, so the buffer starts unfilled.
        return PixelBuffer(width: target.width, height: target.height) { dstBase in
            source.bytes.withUnsafeBufferPointer { srcBuffer in
                let srcShared = SharedPointer(UnsafeMutablePointer(mutating: srcBuffer.baseAddress!))
                let dstShared = SharedPointer(dstBase)
                workers.forEachBand(0..<target.height) { band in
                    let src = srcShared.base
                    let dst = dstShared.base
                    let ring = UnsafeMutablePointer<Float>.allocate(capacity: window * lanes)
                    let a = UnsafeMutablePointer<Float>.allocate(capacity: lanes)
                    let sourceRow = UnsafeMutablePointer<Float>.allocate(capacity: sourceWidth * 4)
                    var held = [Int](repeating: -1, count: window)  // source row held by each slot
                    defer {
                        ring.deallocate()
                        a.deallocate()
                        sourceRow.deallocate()
                    }
                    /// Source row `r` resampled horizontally to the target's columns.
                    func row(_ r: Int) -> UnsafeMutablePointer<Float> {
                        let slot = r % window
                        let hz = ring + slot * lanes
                        if held[slot] == r { return hz }
                        held[slot] = r
                        let base = r * sourceWidth * 4
                        // The source row as floats once, then the four channels of a pixel in one
                        // vector: each lane is the scalar sum `a += Float(byte) · weight` in tap order, so
                        // the same bits as channel by channel (a byte conversion per tap and channel was
                        // most of upscaling a photo background).
                        RowConversion.load(src + base, sourceRow, count: sourceWidth * 4)
                        let texels = UnsafeRawPointer(sourceRow)
                        for x in 0..<w {
                            var acc = SIMD4<Float>(repeating: 0)
                            let off = xOffset.base[x]
                            let start = xStart.base[x]
                            for k in 0..<xCount.base[x] {
                                // Safe: taps lie inside the source row.
                                let texel = texels.loadUnaligned(
                                    fromByteOffset: (start + k) * 16, as: SIMD4<Float>.self)
                                acc += texel * xWeight.base[off + k]
                            }
                            UnsafeMutableRawPointer(hz + x * 4).storeBytes(of: acc, as: SIMD4<Float>.self)
                        }
                        return hz
                    }
                    for y in band {
                        let off = yOffset.base[y]
                        let d = dst + y * lanes
                        // The first tap assigns, the rest accumulate (no separate zeroing pass).
                        let first = row(yStart.base[y])
                        let w0 = yWeight.base[off]
                        if yCount.base[y] == 2 && window > 1 {
                            // Upscaling's two taps in one pass: the same operations in the same order as
                            // the general loops (a ring of one row cannot hold both rows).
                            let second = row(yStart.base[y] + 1)
                            let w1 = yWeight.base[off + 1]
                            for i in 0..<lanes { a[i] = first[i] * w0 + second[i] * w1 }
                            RowConversion.storeRounded(a, d, count: lanes)
                        } else {
                            for i in 0..<lanes { a[i] = first[i] * w0 }
                            for k in 1..<max(1, yCount.base[y]) {
                                let hz = row(yStart.base[y] + k)
                                let wt = yWeight.base[off + k]
                                for i in 0..<lanes { a[i] += hz[i] * wt }
                            }
                            RowConversion.storeRounded(a, d, count: lanes)
                        }
                        // Premultiplied output: colour ≤ alpha after rounding.
                        if opaque { continue }
                        for x in 0..<w {
                            let alpha = d[x * 4 + 3]
                            d[x * 4] = min(d[x * 4], alpha)
                            d[x * 4 + 1] = min(d[x * 4 + 1], alpha)
                            d[x * 4 + 2] = min(d[x * 4 + 2], alpha)
                        }
                    }
                }
            }
        }
    }

    /// Rows in a band's ring when an output row reads at most `taps` source rows of `lanes` floats: all of
    /// them and one more (so neighbouring output rows share what they both read), or 1 when that would
    /// take more than `budgetBytes`.
    public static func ringRows(reading taps: Int, lanes: Int, budgetBytes: Int) -> Int {
        (taps + 1) * lanes * MemoryLayout<Float>.size <= budgetBytes ? taps + 1 : 1
    }
}
