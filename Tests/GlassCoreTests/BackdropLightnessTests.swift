import GlassCore
import Testing

/// L* of the mean linear-light luminance, as adaptive glass measures it.
@Suite struct BackdropLightnessTests {
    func solid(_ v: UInt8, _ w: Int = 8, _ h: Int = 8) -> PixelBuffer { makeImage(w, h) { _, _ in (v, v, v) } }

    func everything(_ w: Int, _ h: Int) -> CoverageMask {
        CoverageMask(bounds: PixelRect(x: 0, y: 0, width: w, height: h), values: .init(repeating: 1, count: w * h))
    }

    @Test func knownColours() throws {
        #expect(try #require(BackdropLightness.measure(solid(0), under: [everything(8, 8)])) == 0)
        #expect(abs(try #require(BackdropLightness.measure(solid(255), under: [everything(8, 8)])) - 100) < 1e-9)
        // #777777 is the grey whose L* is 50 (50.04).
        let grey = try #require(BackdropLightness.measure(solid(0x77), under: [everything(8, 8)]))
        #expect(abs(grey - 50.04) < 0.01)
        let below = try #require(BackdropLightness.measure(solid(0x76), under: [everything(8, 8)]))
        #expect(below < 50 && below > 49)
        // Pure colours by their luminance weights: red Y = 0.2126 → L* 53.24, green 87.73, blue 32.30.
        let red = makeImage(4, 4) { _, _ in (255, 0, 0) }
        #expect(abs(try #require(BackdropLightness.measure(red, under: [everything(4, 4)])) - 53.24) < 0.01)
        let blue = makeImage(4, 4) { _, _ in (0, 0, 255) }
        #expect(abs(try #require(BackdropLightness.measure(blue, under: [everything(4, 4)])) - 32.30) < 0.01)
    }

    /// Half black, half white averages to Y = 0.5 in linear light (L* 76.07), not to mid-grey's 50.
    @Test func averagesInLinearLight() throws {
        let half = makeImage(8, 8) { x, _ in x < 4 ? (0, 0, 0) : (255, 255, 255) }
        let l = try #require(BackdropLightness.measure(half, under: [everything(8, 8)]))
        #expect(abs(l - 76.07) < 0.01)
    }

    /// Pixels count by their coverage; several masks count as their union (the largest coverage), not twice.
    @Test func weightsByTheUnionOfTheMasks() throws {
        let half = makeImage(8, 8) { x, _ in x < 4 ? (0, 0, 0) : (255, 255, 255) }
        let left = CoverageMask(
            bounds: PixelRect(x: 0, y: 0, width: 4, height: 8), values: .init(repeating: 1, count: 32))
        #expect(try #require(BackdropLightness.measure(half, under: [left])) == 0)
        // The left half twice and the whole once: still the mean of the whole.
        let l = try #require(BackdropLightness.measure(half, under: [left, everything(8, 8), left]))
        #expect(abs(l - 76.07) < 0.01)
        // A mask at coverage 0.25 over white beside full coverage over black: Y = 0.25 / 1.25.
        var values = [Float](repeating: 0, count: 64)
        for y in 0..<8 { for x in 0..<8 { values[y * 8 + x] = x < 4 ? 1 : 0.25 } }
        let weighted = try #require(
            BackdropLightness.meanLuminance(
                half, under: [CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 8, height: 8), values: values)]))
        #expect(abs(weighted - 0.2) < 1e-9)
    }

    @Test func nothingUnderARegionOffTheCanvas() {
        let off = CoverageMask(
            bounds: PixelRect(x: 20, y: 20, width: 2, height: 2), values: .init(repeating: 1, count: 4))
        #expect(BackdropLightness.measure(solid(128), under: [off]) == nil)
        #expect(BackdropLightness.measure(solid(128), under: []) == nil)
    }

    @Test func lightnessCurveIsContinuousAtItsKnee() {
        let knee = 216.0 / 24389
        #expect(abs(BackdropLightness.lightness(luminance: knee) - 8) < 1e-9)
        #expect(abs(BackdropLightness.lightness(luminance: knee.nextUp) - 8) < 1e-9)
        #expect(BackdropLightness.lightness(luminance: 0.18) > 49 && BackdropLightness.lightness(luminance: 0.18) < 50)
    }
}
