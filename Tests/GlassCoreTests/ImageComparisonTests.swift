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
}
