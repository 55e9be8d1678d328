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

    /// Separable convolution of `region` with odd-length symmetric kernels `weightsX` and `weightsY` (centred),
    /// edge-clamped. Premultiplied (or any channel-linear) RGBA8 in and out; allocates the output and
    /// scratch rows; O(region · (|wx| + |wy|)). Rows are split over `workers`; the output does not
    /// depend on the split.
    public static func blurSeparable(
        _ source: PixelBuffer, region: PixelRect, weightsX: [Float], weightsY: [Float], workers: Workers = .serial
    ) -> PixelBuffer {
        precondition(region.x >= 0 && region.y >= 0 && region.maxX <= source.width && region.maxY <= source.height)
        precondition(weightsX.count % 2 == 1 && weightsY.count % 2 == 1, "kernels have odd length")
        precondition(
            weightsX.elementsEqual(weightsX.reversed()) && weightsY.elementsEqual(weightsY.reversed()),
            "kernels are symmetric")
        if region.isEmpty { return PixelBuffer(width: region.width, height: region.height) }
        let r = (weightsX.count - 1) / 2
        let ry = (weightsY.count - 1) / 2
        let width = region.width
        let sw = source.width
        let sh = source.height
        // Channels are interleaved in flat Float rows (4 per pixel), so each pass is a plain
        // multiply-add over contiguous memory: it vectorises in release builds and, unlike generic
        // SIMD types, stays cheap in debug builds (the golden tests run in debug).
        let lanes = width * 4
        // Each band keeps a ring of the 2·ry + 1 horizontally blurred rows its current output row needs,
        // computing each as it enters the window. The whole-region Float intermediate this replaces was
        // 16 bytes a pixel, read 2·ry + 1 times from memory: σ = 2 on a full frame 88 → 57 ms, σ = 8 192 → 173 ms,
        // the frost kernel 190 → 161 ms, output unchanged bit for bit.
        let window = 2 * ry + 1
        // Every output row is stored below: the buffer is not zero-filled first.
        return PixelBuffer(width: region.width, height: region.height) { dstBase in
            source.bytes.withUnsafeBufferPointer { srcBuffer in
                let dst = SharedPointer(dstBase)
                let src = SharedPointer(UnsafeMutablePointer(mutating: srcBuffer.baseAddress!))
                // Each band warms its ring with 2·ry halo rows: keep bands at least four windows tall.
                workers.forEachBand(0..<region.height, minimumRows: max(16, 4 * window)) { band in
                    let pad = UnsafeMutablePointer<Float>.allocate(capacity: lanes + 8 * r)
                    let ring = UnsafeMutablePointer<Float>.allocate(capacity: window * lanes)
                    let a = UnsafeMutablePointer<Float>.allocate(capacity: lanes)
                    var held = [Int](repeating: Int.min, count: window)  // virtual row held by each slot
                    let taps = UnsafeMutablePointer<UnsafePointer<Float>>.allocate(capacity: 2 * r + 1)
                    let rows = UnsafeMutablePointer<UnsafePointer<Float>>.allocate(capacity: window)
                    defer {
                        pad.deallocate()
                        ring.deallocate()
                        a.deallocate()
                        taps.deallocate()
                        rows.deallocate()
                    }
                    weightsX.withUnsafeBufferPointer { wx in
                        weightsY.withUnsafeBufferPointer { wy in
                            /// The slot holding virtual source row `v` (clamped into the image), blurred.
                            func row(_ v: Int) -> UnsafeMutablePointer<Float> {
                                let slot = ((v % window) + window) % window
                                let out = ring + slot * lanes
                                if held[slot] == v { return out }
                                held[slot] = v
                                let base = min(max(v, 0), sh - 1) * sw * 4
                                // The part of the padded row inside the image converts in one run; the
                                // rest repeats the edge pixels.
                                let lo = min(max(region.x - r, 0), sw)
                                let hi = max(min(region.x + width + r, sw), lo)
                                let lead = lo - (region.x - r)
                                RowConversion.load(src.base + base + lo * 4, pad + lead * 4, count: (hi - lo) * 4)
                                for i in 0..<(width + 2 * r) where i < lead || i >= lead + hi - lo {
                                    let sx = min(max(region.x - r + i, 0), sw - 1)
                                    let s = base + sx * 4  // Safe: sx is clamped to the row.
                                    pad[i * 4] = Float(src.base[s])
                                    pad[i * 4 + 1] = Float(src.base[s + 1])
                                    pad[i * 4 + 2] = Float(src.base[s + 2])
                                    pad[i * 4 + 3] = Float(src.base[s + 3])
                                }
                                for k in 0..<wx.count { taps[k] = UnsafePointer(pad + 4 * k) }  // Safe: i + 4k < lanes + 8r.
                                SymmetricConvolution.apply(taps: taps, weights: wx, into: out, lanes: lanes)
                                return out
                            }
                            for y in band {
                                let cy = region.y + y
                                for k in 0..<wy.count { rows[k] = UnsafePointer(row(cy + k - ry)) }
                                SymmetricConvolution.apply(taps: rows, weights: wy, into: a, lanes: lanes)
                                let d = dst.base + y * lanes
                                RowConversion.storeRounded(a, d, count: lanes)
                            }
                        }
                    }
                }
            }
        }
    }
}
