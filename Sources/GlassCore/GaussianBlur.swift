/// Separable Gaussian blur of a **premultiplied** (or any linear-in-channels) RGBA8 image.
///
/// The kernel samples the Gaussian `exp(−k²/2σ²)` at integer offsets out to `R = ⌈4σ⌉` and renormalises;
/// the mass beyond `R` is below 7·10⁻⁵, so results stay within 0.02 of a level of the untruncated kernel.
/// Borders are edge-clamped: the image continues with its edge pixels. Accumulation is in `Float`,
/// one `SIMD4` lane per channel, then rounded to nearest.
///
/// Allocates the output and two scratch buffers. O(region · R).
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
    public static func blur(_ source: PixelBuffer, region: PixelRect, sigma: Double) -> PixelBuffer {
        precondition(region.x >= 0 && region.y >= 0 && region.maxX <= source.width && region.maxY <= source.height)
        var out = PixelBuffer(width: region.width, height: region.height)
        if region.isEmpty { return out }
        let w = weights(sigma: sigma)
        let r = (w.count - 1) / 2
        // Rows of the source the vertical pass reads.
        let rowLo = max(0, region.y - r), rowHi = min(source.height, region.maxY + r)
        let rows = rowHi - rowLo
        let width = region.width
        var horizontal = [SIMD4<Float>](repeating: .zero, count: rows * width)
        var padded = [SIMD4<Float>](repeating: .zero, count: width + 2 * r)
        source.bytes.withUnsafeBytes { sraw in
            let src = sraw.bindMemory(to: SIMD4<UInt8>.self)
            w.withUnsafeBufferPointer { wk in
                padded.withUnsafeMutableBufferPointer { pad in
                    horizontal.withUnsafeMutableBufferPointer { hz in
                        for row in 0..<rows {
                            let base = (rowLo + row) * source.width
                            for i in 0..<(width + 2 * r) {
                                let sx = min(max(region.x - r + i, 0), source.width - 1)
                                pad[i] = SIMD4<Float>(src[base + sx])  // Safe: sx clamped to the row.
                            }
                            let o = row * width
                            for x in 0..<width {
                                var acc = SIMD4<Float>.zero
                                for k in 0..<wk.count { acc += pad[x + k] * wk[k] }  // Safe: x + k < width + 2r.
                                hz[o + x] = acc
                            }
                        }
                    }
                }
            }
        }
        var acc = [SIMD4<Float>](repeating: .zero, count: width)
        out.bytes.withUnsafeMutableBytes { oraw in
            let dst = oraw.bindMemory(to: SIMD4<UInt8>.self)
            w.withUnsafeBufferPointer { wk in
                horizontal.withUnsafeBufferPointer { hz in
                    acc.withUnsafeMutableBufferPointer { a in
                        for y in 0..<region.height {
                            for x in 0..<width { a[x] = .zero }
                            let cy = region.y + y
                            for k in 0..<wk.count {
                                // Clamp to the image, then to the rows computed (which are all it needs).
                                let sy = min(max(cy + k - r, 0), source.height - 1) - rowLo
                                let o = sy * width
                                let wt = wk[k]
                                for x in 0..<width { a[x] += hz[o + x] * wt }  // Safe: sy in 0..<rows.
                            }
                            let d = y * width
                            for x in 0..<width { dst[d + x] = quantize255(a[x]) }
                        }
                    }
                }
            }
        }
        return out
    }
}


