/// Separable Gaussian blur of a **premultiplied** (or any linear-in-channels) RGBA8 image.
///
/// The kernel samples the Gaussian `exp(−k²/2σ²)` at integer offsets out to `R = ⌈4σ⌉` and renormalises;
/// the mass beyond `R` is below 7·10⁻⁵, so results stay within 0.02 of a level of the untruncated kernel.
/// Borders are edge-clamped: the image continues with its edge pixels. Below σ = 10 px the kernel runs
/// directly, in `u16` lanes of 8.7 fixed point (`FixedKernel`: 0.55/255 worst against the exact Gaussian,
/// mean signed error within 0.015); above, the decimated path (`GaussianBlur+Decimated.swift`) keeps the
/// cost nearly flat in σ. The model's frost kernel (`blurSeparable`) accumulates in `Float`, then rounds to
/// nearest.
///
/// Allocates the output and scratch buffers. O(region · R) below σ = 10 px.
public enum GaussianBlur {
    /// Below this σ (pixels) the blur is a copy: the first side weight `e^(−1/2σ²)` is under 2⁻¹⁷, so it
    /// rounds to 0 in the 0.16 fixed point of `FixedKernel` and moves no pixel by as much as 0.002 level.
    /// Tiny and denormal σ never reach `2σ²` (which underflows to 0 below about 10⁻¹⁶², making `0/0`).
    public static let identitySigma = 0.206

    /// Kernel radius in pixels for `sigma`: 0 (a copy) below `identitySigma`, and for NaN.
    @inlinable public static func radius(sigma: Double) -> Int {
        sigma >= identitySigma ? WholeNumber.clamped(4 * sigma, .up) : 0
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
        return blurDirect(source, region: region, sigma: sigma, workers: workers)
    }

    /// The model's frost kernel (spec appendix, step 6): a Gaussian of `sigma` truncated at radius
    /// `round((σ − 0.5)·√3)` and renormalised. This truncation is what makes SwiftUI's blur look
    /// 0.8–0.95× as wide as σ.
    public static func truncatedWeights(sigma: Double) -> [Float] {
        let r = sigma > 0.5 ? WholeNumber.clamped((sigma - 0.5) * 3.0.squareRoot(), .toNearestOrAwayFromZero) : 0  // NaN: 0
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
        let passes = SeparablePasses<Float>(
            load: { RowConversion.load($0, $1, count: $2) },
            horizontal: { taps, out, count in
                weightsX.withUnsafeBufferPointer {
                    SymmetricConvolution.apply(taps: taps, weights: $0, into: out, lanes: count)
                }
            },
            vertical: { rows, out, count in
                weightsY.withUnsafeBufferPointer {
                    SymmetricConvolution.apply(taps: rows, weights: $0, into: out, lanes: count)
                }
            },
            store: { RowConversion.storeRounded($0, $1, count: $2) })
        return separable(
            source, region: region, rx: (weightsX.count - 1) / 2, ry: (weightsY.count - 1) / 2, passes: passes,
            workers: workers)
    }
}
