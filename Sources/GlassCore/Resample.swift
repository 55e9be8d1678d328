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
            let nearest = min(max(Int(u.rounded(.down)), 0), sourceCount - 1)
            let lo = max(0, Int((u - support - 0.5).rounded(.up)))
            let hi = min(sourceCount - 1, Int((u + support - 0.5).rounded(.down)))
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
    /// Returns a premultiplied buffer of `target`'s size. Allocates the output and one scratch buffer;
    /// O(target · taps).
    public static func draw(_ source: PixelBuffer, placed: RectPx, target: PixelRect, workers: Workers = .serial)
        -> PixelBuffer
    {
        var out = PixelBuffer(width: target.width, height: target.height)
        if target.isEmpty || source.width == 0 || source.height == 0 || placed.width <= 0 || placed.height <= 0 {
            return out
        }
        let sx = placed.width / Double(source.width)
        let sy = placed.height / Double(source.height)
        let tx = taps(
            outStart: target.x, outCount: target.width, origin: placed.x, scale: sx, sourceCount: source.width)
        let ty = taps(
            outStart: target.y, outCount: target.height, origin: placed.y, scale: sy, sourceCount: source.height)
        // Source rows any output row reads.
        var rowLo = source.height
        var rowHi = 0
        for o in 0..<target.height {
            rowLo = min(rowLo, ty.start[o])
            rowHi = max(rowHi, ty.start[o] + ty.count[o] - 1)
        }
        let rows = rowHi - rowLo + 1
        let firstRow = rowLo
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
        var horizontal = [Float](repeating: 0, count: rows * lanes)
        source.bytes.withUnsafeBufferPointer { srcBuffer in
            horizontal.withUnsafeMutableBufferPointer { hzBuffer in
                let srcShared = SharedPointer(UnsafeMutablePointer(mutating: srcBuffer.baseAddress!))
                let hzShared = SharedPointer(hzBuffer.baseAddress!)
                workers.forEachBand(0..<rows) { band in
                    let src = srcShared.base
                    let hz = hzShared.base
                    for r in band {
                        let base = (firstRow + r) * source.width * 4
                        let o = r * lanes
                        for x in 0..<w {
                            var a0: Float = 0
                            var a1: Float = 0
                            var a2: Float = 0
                            var a3: Float = 0
                            let off = xOffset.base[x]
                            let start = xStart.base[x]
                            for k in 0..<xCount.base[x] {
                                let s = base + (start + k) * 4  // Safe: taps lie inside the source row.
                                let wt = xWeight.base[off + k]
                                a0 += Float(src[s]) * wt
                                a1 += Float(src[s + 1]) * wt
                                a2 += Float(src[s + 2]) * wt
                                a3 += Float(src[s + 3]) * wt
                            }
                            hz[o + x * 4] = a0
                            hz[o + x * 4 + 1] = a1
                            hz[o + x * 4 + 2] = a2
                            hz[o + x * 4 + 3] = a3
                        }
                    }
                }
            }
        }
        out.bytes.withUnsafeMutableBufferPointer { dstBuffer in
            horizontal.withUnsafeBufferPointer { hzBuffer in
                let dstShared = SharedPointer(dstBuffer.baseAddress!)
                let hzShared = SharedPointer(UnsafeMutablePointer(mutating: hzBuffer.baseAddress!))
                workers.forEachBand(0..<target.height) { band in
                    let dst = dstShared.base
                    let hz = hzShared.base
                    let a = UnsafeMutablePointer<Float>.allocate(capacity: lanes)
                    defer { a.deallocate() }
                    for y in band {
                        let off = yOffset.base[y]
                        // The first tap assigns, the rest accumulate (no separate zeroing pass).
                        let first = hz + (yStart.base[y] - firstRow) * lanes  // Safe: taps lie in the rows computed.
                        let w0 = yWeight.base[off]
                        for i in 0..<lanes { a[i] = first[i] * w0 }
                        for k in 1..<max(1, yCount.base[y]) {
                            let row = hz + (yStart.base[y] + k - firstRow) * lanes
                            let wt = yWeight.base[off + k]
                            for i in 0..<lanes { a[i] += row[i] * wt }
                        }
                        let d = dst + y * lanes
                        RowConversion.storeRounded(a, d, count: lanes)
                        // Premultiplied output: colour ≤ alpha after rounding.
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
        return out
    }
}
