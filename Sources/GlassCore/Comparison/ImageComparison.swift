/// How two images differ: the routine behind `glass compare` and the golden tests.
public struct ImageDifference: Equatable, Sendable {
    /// Largest absolute difference of any channel of any pixel, 0…255.
    public var maxChannelDelta: Int
    /// Pixels with any channel differing by more than the tolerance.
    public var differingPixels: Int
    /// Total pixels compared.
    public var pixelCount: Int
    /// Peak signal-to-noise ratio over R, G, B, A in dB; `infinity` for identical images.
    public var psnr: Double
    /// Mean SSIM over R, G, B with a 7×7 uniform window (1 = identical).
    public var ssim: Double
    /// The tolerance the count used.
    public var tolerance: Int

    /// True when no channel differs by more than the tolerance.
    public var isWithinTolerance: Bool { maxChannelDelta <= tolerance }

    /// The lines `glass compare` prints, also used in golden-test failure messages.
    public var report: String {
        let percent = pixelCount == 0 ? 0 : 100 * Double(differingPixels) / Double(pixelCount)
        return """
            max channel delta: \(maxChannelDelta)
            differing pixels: \(differingPixels) of \(pixelCount) (\(Self.fixed(percent, 3))%) above tolerance \(tolerance)
            PSNR: \(psnr.isInfinite ? "inf" : Self.fixed(psnr, 2)) dB
            SSIM: \(Self.fixed(ssim, 5))
            """
    }

    /// `v` with exactly `digits` decimals (no Foundation formatting in the core).
    static func fixed(_ v: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(v) * scale).rounded()
        if !scaled.isFinite || scaled > 1e17 { return String(v) }
        let n = WholeNumber.clamped(scaled, to: 0...Int.max)
        let unit = WholeNumber.clamped(scale, to: 1...Int.max)
        let whole = n / unit
        let frac = n % unit
        var f = String(frac)
        while f.count < digits { f = "0" + f }
        return (v < 0 && n != 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + f : "")
    }
}

public enum ImageComparison {
    /// Compares two images of the same size, channel by channel (they are compared as stored; for PNG
    /// files that is straight alpha). O(pixels); identical images (the common case of a passing golden) cost
    /// one pass over the bytes.
    ///
    /// - Precondition: equal sizes (callers report a size mismatch themselves).
    public static func compare(_ a: PixelBuffer, _ b: PixelBuffer, tolerance: Int = 0) -> ImageDifference {
        precondition(a.width == b.width && a.height == b.height, "sizes differ")
        if identical(a, b) {
            // What the general path computes for equal images, exactly: no squared error, and every SSIM
            // window's numerator equals its denominator.
            return ImageDifference(
                maxChannelDelta: 0, differingPixels: 0, pixelCount: a.pixelCount, psnr: .infinity,
                ssim: 1, tolerance: tolerance)
        }
        var maxDelta = 0
        var differing = 0
        // Integer sums are exact (at most 255² · 4 per pixel), and so equal to the former Double sum.
        var squared = 0
        a.bytes.withUnsafeBufferPointer { pa in
            b.bytes.withUnsafeBufferPointer { pb in
                var i = 0
                while i < pa.count {
                    var pixelMax = 0
                    for c in 0..<4 {
                        let d = abs(Int(pa[i + c]) - Int(pb[i + c]))
                        pixelMax = max(pixelMax, d)
                        squared += d * d
                    }
                    maxDelta = max(maxDelta, pixelMax)
                    if pixelMax > tolerance { differing += 1 }
                    i += 4
                }
            }
        }
        let n = Double(max(1, a.bytes.count))
        let mse = Double(squared) / n
        let psnr = mse == 0 ? Double.infinity : 10 * Math.log(255 * 255 / mse) / Math.log(10)
        return ImageDifference(
            maxChannelDelta: maxDelta, differingPixels: differing, pixelCount: a.pixelCount, psnr: psnr,
            ssim: ssim(a, b), tolerance: tolerance)
    }

    /// Whether two images hold the same bytes, eight at a time.
    static func identical(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
        guard a.bytes.count == b.bytes.count else { return false }
        return a.bytes.withUnsafeBytes { ra in
            b.bytes.withUnsafeBytes { rb in
                let words = ra.count / 8
                for w in 0..<words
                where ra.loadUnaligned(fromByteOffset: w * 8, as: UInt64.self)
                    != rb.loadUnaligned(fromByteOffset: w * 8, as: UInt64.self)
                {
                    return false
                }
                for i in (words * 8)..<ra.count where ra[i] != rb[i] { return false }
                return true
            }
        }
    }

    /// Mean structural similarity over R, G, B: the mean over every 7×7 window (the whole image when it is
    /// smaller) of `(2μaμb + C1)(2σab + C2) / ((μa² + μb² + C1)(σa² + σb² + C2))`, with
    /// `C1 = (0.01·255)²`, `C2 = (0.03·255)²` and population variances.
    ///
    /// A window's five sums (a, b, a², b², ab) are integers, kept as column sums over the window's rows and
    /// slid across each row of windows: O(pixels) time and O(width) memory, and exact, so the result does not
    /// depend on the order of the additions.
    public static func ssim(_ a: PixelBuffer, _ b: PixelBuffer, window: Int = 7) -> Double {
        let w = a.width
        let h = a.height
        if w == 0 || h == 0 { return 1 }
        let wx = min(window, w)
        let wy = min(window, h)
        let c1 = (0.01 * 255.0) * (0.01 * 255.0)
        let c2 = (0.03 * 255.0) * (0.03 * 255.0)
        let count = Double(wx * wy)
        var total = 0.0
        // Column sums of a, b, a², b², ab over the window's rows, five per column.
        var columns = [Int](repeating: 0, count: w * 5)
        a.bytes.withUnsafeBufferPointer { pa in
            b.bytes.withUnsafeBufferPointer { pb in
                columns.withUnsafeMutableBufferPointer { col in
                    /// Adds (`sign` 1) or removes (−1) row `y` of `channel` to the column sums.
                    func addRow(_ y: Int, _ channel: Int, _ sign: Int) {
                        var i = y * w * 4 + channel
                        for x in 0..<w {
                            let va = Int(pa[i])
                            let vb = Int(pb[i])
                            col[x * 5] += sign * va
                            col[x * 5 + 1] += sign * vb
                            col[x * 5 + 2] += sign * va * va
                            col[x * 5 + 3] += sign * vb * vb
                            col[x * 5 + 4] += sign * va * vb
                            i += 4
                        }
                    }
                    for channel in 0..<3 {
                        for i in 0..<col.count { col[i] = 0 }
                        for y in 0..<wy { addRow(y, channel, 1) }
                        var sum = 0.0
                        for y in 0...(h - wy) {
                            if y > 0 {
                                addRow(y - 1, channel, -1)
                                addRow(y + wy - 1, channel, 1)
                            }
                            var s0 = 0
                            var s1 = 0
                            var s2 = 0
                            var s3 = 0
                            var s4 = 0
                            for x in 0..<wx {
                                s0 += col[x * 5]
                                s1 += col[x * 5 + 1]
                                s2 += col[x * 5 + 2]
                                s3 += col[x * 5 + 3]
                                s4 += col[x * 5 + 4]
                            }
                            for x in 0...(w - wx) {
                                if x > 0 {
                                    let (out, into) = ((x - 1) * 5, (x + wx - 1) * 5)
                                    s0 += col[into] - col[out]
                                    s1 += col[into + 1] - col[out + 1]
                                    s2 += col[into + 2] - col[out + 2]
                                    s3 += col[into + 3] - col[out + 3]
                                    s4 += col[into + 4] - col[out + 4]
                                }
                                let ma = Double(s0) / count
                                let mb = Double(s1) / count
                                let va = Double(s2) / count - ma * ma
                                let vb = Double(s3) / count - mb * mb
                                let cov = Double(s4) / count - ma * mb
                                sum +=
                                    ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2))
                            }
                        }
                        total += sum / Double((h - wy + 1) * (w - wx + 1))
                    }
                }
            }
        }
        return total / 3
    }

    /// An image for people: differences above the tolerance in red, scaled by `amplification`
    /// (at least a visible 64 levels), over a faded grey copy of `expected`. Straight alpha, opaque.
    public static func differenceImage(
        expected: PixelBuffer, actual: PixelBuffer, tolerance: Int, amplification: Int = 16
    )
        -> PixelBuffer
    {
        precondition(expected.width == actual.width && expected.height == actual.height)
        var out = PixelBuffer(width: expected.width, height: expected.height)
        for p in 0..<expected.pixelCount {
            let i = p * 4
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(expected.bytes[i + c]) - Int(actual.bytes[i + c]))) }
            if d > tolerance {
                out.bytes[i] = UInt8(min(255, max(64, d * amplification)))
                out.bytes[i + 1] = 0
                out.bytes[i + 2] = 0
            } else {
                let luma =
                    (Int(expected.bytes[i]) * 54 + Int(expected.bytes[i + 1]) * 183 + Int(expected.bytes[i + 2]) * 19)
                    >> 8
                let faded = UInt8(192 + luma / 4)
                out.bytes[i] = faded
                out.bytes[i + 1] = faded
                out.bytes[i + 2] = faded
            }
            out.bytes[i + 3] = 255
        }
        return out
    }
}
