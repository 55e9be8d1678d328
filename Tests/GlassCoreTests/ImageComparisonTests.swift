import GlassCore
import Testing

@Suite struct ImageComparisonTests {
    @Test func identicalImagesAreEqual() {
        let a = randomImage(30, 20, seed: 1)
        let d = ImageComparison.compare(a, a, tolerance: 0)
        #expect(d.maxChannelDelta == 0 && d.differingPixels == 0 && d.psnr == .infinity && abs(d.ssim - 1) < 1e-12)
        #expect(d.isWithinTolerance)
    }

    @Test func countsAndMaxDeltaRespectTheTolerance() {
        let a = randomImage(10, 10, seed: 2)
        var b = a
        b.bytes[0] = b.bytes[0] < 128 ? b.bytes[0] + 1 : b.bytes[0] - 1  // pixel 0: delta 1
        b.bytes[44] = b.bytes[44] < 128 ? b.bytes[44] + 9 : b.bytes[44] - 9  // pixel 11: delta 9
        let d = ImageComparison.compare(a, b, tolerance: 1)
        #expect(d.maxChannelDelta == 9)
        #expect(d.differingPixels == 1)
        #expect(!d.isWithinTolerance)
        // PSNR from the definition: MSE = (1 + 81) / 400.
        let expected = 10 * Math.log(255 * 255 / (82.0 / 400)) / Math.log(10)
        #expect(abs(d.psnr - expected) < 1e-9)
    }

    @Test func ssimDropsWithNoiseAndMatchesAHandComputedWindow() {
        // Two 7×7 single-window images: a = constant 100, b = constant 110 → SSIM per channel
        // = (2·100·110 + C1)/(100² + 110² + C1) with zero variances.
        var a = PixelBuffer(width: 7, height: 7)
        var b = PixelBuffer(width: 7, height: 7)
        a.fill(with: SIMD4(100, 100, 100, 255))
        b.fill(with: SIMD4(110, 110, 110, 255))
        let c1 = (0.01 * 255.0) * (0.01 * 255.0)
        let expected = (2 * 100 * 110 + c1) / (100 * 100 + 110 * 110 + c1)
        #expect(abs(ImageComparison.ssim(a, b) - expected) < 1e-9)
        let clean = randomImage(40, 40, seed: 3)
        var noisy = clean
        var rng = SplitMix64(seed: 4)
        for i in 0..<noisy.bytes.count where i % 4 != 3 {
            noisy.bytes[i] = UInt8(min(255, max(0, Int(noisy.bytes[i]) + Int.random(in: -40...40, using: &rng))))
        }
        let s = ImageComparison.ssim(clean, noisy)
        #expect(s < 0.97 && s > 0.5)
    }

    @Test func differenceImageMarksOnlyPixelsAboveTolerance() {
        let a = randomImage(8, 8, seed: 5)
        var b = a
        b.bytes[4 * 9] = b.bytes[4 * 9] &+ 50
        let diff = ImageComparison.differenceImage(expected: a, actual: b, tolerance: 1)
        #expect(diff[1, 1] == SIMD4(255, 0, 0, 255))
        #expect(diff[0, 0].y == diff[0, 0].x)  // grey
    }

    /// The sliding integer sums give the definition's value to the bit: a direct 7×7 window sum for every
    /// window (slow, obviously right), at sizes smaller than, equal to and larger than the window.
    @Test(arguments: [(1, 1), (3, 9), (7, 7), (8, 7), (20, 13), (33, 40)])
    func ssimEqualsTheDirectWindowSums(size: (Int, Int)) {
        let (w, h) = size
        let a = randomImage(w, h, seed: UInt64(w * 100 + h))
        var b = a
        var rng = SplitMix64(seed: 9)
        for i in 0..<b.bytes.count where i % 3 == 0 {
            b.bytes[i] = UInt8(truncatingIfNeeded: Int(b.bytes[i]) + Int.random(in: -60...60, using: &rng))
        }
        #expect(ImageComparison.ssim(a, b) == directSSIM(a, b))
        #expect(ImageComparison.ssim(a, a) == 1)
    }

    /// Images that differ only within the tolerance are compared in full; equal ones take the short path,
    /// and both give what the definition gives.
    @Test func nearlyEqualImagesAreMeasuredInFull() {
        let a = randomImage(30, 20, seed: 6)
        var b = a
        b.bytes[4 * 37 + 1] = b.bytes[4 * 37 + 1] < 128 ? b.bytes[4 * 37 + 1] + 1 : b.bytes[4 * 37 + 1] - 1
        let d = ImageComparison.compare(a, b, tolerance: 1)
        #expect(d.isWithinTolerance && d.maxChannelDelta == 1 && d.differingPixels == 0)
        #expect(d.psnr.isFinite && d.ssim < 1 && d.ssim == directSSIM(a, b))
        let same = ImageComparison.compare(a, a, tolerance: 1)
        #expect(same.ssim == directSSIM(a, a) && same.psnr == .infinity && same.pixelCount == 600)
    }

    /// SSIM as defined, each window summed on its own in floating point (exact: the sums are integers).
    func directSSIM(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        let (w, h) = (a.width, a.height)
        let (wx, wy) = (min(7, w), min(7, h))
        let c1 = (0.01 * 255.0) * (0.01 * 255.0)
        let c2 = (0.03 * 255.0) * (0.03 * 255.0)
        let count = Double(wx * wy)
        var total = 0.0
        for channel in 0..<3 {
            var sum = 0.0
            for y in 0...(h - wy) {
                for x in 0...(w - wx) {
                    var s = [Double](repeating: 0, count: 5)
                    for j in y..<(y + wy) {
                        for i in x..<(x + wx) {
                            let va = Double(a.bytes[(j * w + i) * 4 + channel])
                            let vb = Double(b.bytes[(j * w + i) * 4 + channel])
                            s[0] += va
                            s[1] += vb
                            s[2] += va * va
                            s[3] += vb * vb
                            s[4] += va * vb
                        }
                    }
                    let (ma, mb) = (s[0] / count, s[1] / count)
                    let (va, vb) = (s[2] / count - ma * ma, s[3] / count - mb * mb)
                    let cov = s[4] / count - ma * mb
                    sum += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2))
                }
            }
            total += sum / Double((h - wy + 1) * (w - wx + 1))
        }
        return total / 3
    }
}
