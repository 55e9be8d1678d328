/// Separable Gaussian blur of a **premultiplied** (or any linear-in-channels) RGBA8 image.
///
/// The kernel samples the Gaussian `exp(−k²/2σ²)` at integer offsets out to `R = ⌈4σ⌉` and renormalises;
/// the mass beyond `R` is below 7·10⁻⁵, so results stay within 0.02 of a level of the untruncated kernel.
/// Borders are edge-clamped: the image continues with its edge pixels. Accumulation is in `Float`,
/// then rounded to nearest.
///
/// Allocates the output and scratch buffers. O(region · R) below σ = 10 px; above, the decimated path
/// (`GaussianBlur+Decimated.swift`) keeps the cost nearly flat in σ.
public enum GaussianBlur {
    /// Kernel radius in pixels for `sigma`.
    @inlinable public static func radius(sigma: Double) -> Int {
        sigma <= 0 ? 0 : Int((4 * sigma).rounded(.up))
    }

    /// Normalised weights for offsets `−R…R`.
    public static func weights(sigma: Double) -> [Float] {
        let r = radius(sigma: sigma)
        if r == 0 { return [1] }
        var w = [Double](repeating: 0, count: 2 * r + 1)
        var sum = 0.0
        for k in -r...r {
            let v = Math.exp(-Double(k * k) / (2 * sigma * sigma))
            w[k + r] = v
            sum += v
        }
        return w.map { Float($0 / sum) }
    }

    /// Blurs the pixels of `region` of `source` with standard deviation `sigma` (pixels), reading the
    /// whole source with edge clamping, and returns the blurred region as its own buffer.
    ///
    /// The result equals the same region of a full-image blur.
    public static func blur(_ source: PixelBuffer, region: PixelRect, sigma: Double, workers: Workers = .serial)
        -> PixelBuffer
    {
        precondition(region.x >= 0 && region.y >= 0 && region.maxX <= source.width && region.maxY <= source.height)
        if region.isEmpty { return PixelBuffer(width: region.width, height: region.height) }
        let factor = decimation(sigma: sigma)
        if factor > 1 { return blurDecimated(source, region: region, sigma: sigma, factor: factor, workers: workers) }
        let w = weights(sigma: sigma)
        return blurSeparable(source, region: region, weightsX: w, weightsY: w, workers: workers)
    }

    /// The model's frost kernel (spec appendix, step 6): a Gaussian of `sigma` truncated at radius
    /// `round((σ − 0.5)·√3)` and renormalised. This truncation is what makes SwiftUI's blur look
    /// 0.8–0.95× as wide as σ.
    public static func truncatedWeights(sigma: Double) -> [Float] {
        let r = sigma <= 0.5 ? 0 : Int(((sigma - 0.5) * 3.0.squareRoot()).rounded())
        if r == 0 { return [1] }
        var w = [Double](repeating: 0, count: 2 * r + 1)
        var sum = 0.0
        for k in -r...r {
            w[k + r] = Math.exp(-Double(k * k) / (2 * sigma * sigma))
            sum += w[k + r]
        }
        return w.map { Float($0 / sum) }
    }

    /// Separable convolution of `region` with odd-length kernels `weightsX` and `weightsY` (centred),
    /// edge-clamped. Premultiplied (or any channel-linear) RGBA8 in and out; allocates the output and
    /// scratch rows; O(region · (|wx| + |wy|)). Rows are split over `workers`; the output does not
    /// depend on the split.
    public static func blurSeparable(
        _ source: PixelBuffer, region: PixelRect, weightsX: [Float], weightsY: [Float], workers: Workers = .serial
    ) -> PixelBuffer {
        precondition(region.x >= 0 && region.y >= 0 && region.maxX <= source.width && region.maxY <= source.height)
        precondition(weightsX.count % 2 == 1 && weightsY.count % 2 == 1, "kernels have odd length")
        var out = PixelBuffer(width: region.width, height: region.height)
        if region.isEmpty { return out }
        let r = (weightsX.count - 1) / 2
        let ry = (weightsY.count - 1) / 2
        // Rows of the source the vertical pass reads.
        let rowLo = max(0, region.y - ry)
        let rowHi = min(source.height, region.maxY + ry)
        let rows = rowHi - rowLo
        let width = region.width
        let sw = source.width
        let sh = source.height
        // Channels are interleaved in flat Float rows (4 per pixel), so each pass is a plain
        // multiply-add over contiguous memory: it vectorises in release builds and, unlike generic
        // SIMD types, stays cheap in debug builds (the golden tests run in debug).
        let lanes = width * 4
        var horizontal = [Float](repeating: 0, count: rows * lanes)
        source.bytes.withUnsafeBufferPointer { srcBuffer in
            horizontal.withUnsafeMutableBufferPointer { hzBuffer in
                let src = SharedPointer(UnsafeMutablePointer(mutating: srcBuffer.baseAddress!))
                let hz = SharedPointer(hzBuffer.baseAddress!)
                workers.forEachBand(0..<rows) { band in
                    let pad = UnsafeMutablePointer<Float>.allocate(capacity: lanes + 8 * r)
                    defer { pad.deallocate() }
                    weightsX.withUnsafeBufferPointer { wk in
                        for row in band {
                            let base = (rowLo + row) * sw * 4
                            for i in 0..<(width + 2 * r) {
                                let sx = min(max(region.x - r + i, 0), sw - 1)
                                let s = base + sx * 4  // Safe: sx is clamped to the row.
                                pad[i * 4] = Float(src.base[s])
                                pad[i * 4 + 1] = Float(src.base[s + 1])
                                pad[i * 4 + 2] = Float(src.base[s + 2])
                                pad[i * 4 + 3] = Float(src.base[s + 3])
                            }
                            let out = hz.base + row * lanes
                            for k in 0..<wk.count {
                                let wt = wk[k]
                                let tap = pad + 4 * k
                                for i in 0..<lanes { out[i] += tap[i] * wt }  // Safe: i + 4k < lanes + 8r.
                            }
                        }
                    }
                }
            }
        }
        out.bytes.withUnsafeMutableBufferPointer { dstBuffer in
            horizontal.withUnsafeBufferPointer { hzBuffer in
                let dst = SharedPointer(dstBuffer.baseAddress!)
                let hz = SharedPointer(UnsafeMutablePointer(mutating: hzBuffer.baseAddress!))
                workers.forEachBand(0..<region.height) { band in
                    let a = UnsafeMutablePointer<Float>.allocate(capacity: lanes)
                    defer { a.deallocate() }
                    weightsY.withUnsafeBufferPointer { wk in
                        for y in band {
                            a.update(repeating: 0, count: lanes)
                            let cy = region.y + y
                            for k in 0..<wk.count {
                                // Clamp to the image, then index the rows computed (all the pass needs).
                                let sy = min(max(cy + k - ry, 0), sh - 1) - rowLo
                                let src = hz.base + sy * lanes
                                let wt = wk[k]
                                for i in 0..<lanes { a[i] += src[i] * wt }  // Safe: sy in 0..<rows.
                            }
                            let d = dst.base + y * lanes
                            for i in 0..<lanes { d[i] = saturatingByte(a[i] + 0.5) }
                        }
                    }
                }
            }
        }
        return out
    }
}
