import GlassCore
import Testing

/// The audit's arithmetic: WCAG 2.x relative luminance and ratio, APCA 0.0.98G-4g, the HIG's minimums.
@Suite struct LegibilityTests {
    func luminance(_ v: UInt8) -> Double { Legibility.relativeLuminance(r: v, g: v, b: v) }
    func lc(text: UInt8, background: UInt8) -> Double {
        Legibility.apcaContrast(
            text: Legibility.apcaLuminance(r: text, g: text, b: text),
            background: Legibility.apcaLuminance(r: background, g: background, b: background))
    }

    @Test func blackOnWhiteIs21To1AndLc106() {
        #expect(luminance(0) == 0)
        #expect(abs(luminance(255) - 1) < 1e-12)
        #expect(abs(Legibility.contrastRatio(luminance(0), luminance(255)) - 21) < 1e-9)
        // Order does not matter: the lighter is L1.
        #expect(
            Legibility.contrastRatio(luminance(255), luminance(0))
                == Legibility.contrastRatio(luminance(0), luminance(255)))
        // APCA's published figure for #000 on #FFF: Lc 106.04; white on black: −107.88.
        #expect(abs(lc(text: 0, background: 255) - 106.04) < 0.01)
        #expect(abs(lc(text: 255, background: 0) - -107.88) < 0.01)
    }

    @Test func grey777777OnWhiteIs4Point48() {
        let ratio = Legibility.contrastRatio(luminance(0x77), luminance(255))
        #expect(abs(ratio - 4.478) < 0.001)
        // Under 4.5 at 17 pt, over 3 at 18 pt: the verdict flips at the size.
        #expect(ratio < Legibility.requiredRatio(kind: .text, sizePt: 17, weight: 400))
        #expect(ratio >= Legibility.requiredRatio(kind: .text, sizePt: 18, weight: 400))
        // #777 on #FFF: Lc 71.11 (the encoded channel to the power 2.4, computed apart).
        #expect(abs(lc(text: 0x77, background: 255) - 71.111) < 0.001)
    }

    @Test func theMinimumsFollowKindSizeAndWeight() {
        #expect(Legibility.requiredRatio(kind: .text, sizePt: 17.99, weight: 699) == 4.5)
        #expect(Legibility.requiredRatio(kind: .text, sizePt: 17, weight: 700) == 3)
        #expect(Legibility.requiredRatio(kind: .text, sizePt: 18, weight: 100) == 3)
        #expect(Legibility.requiredRatio(kind: .symbol, sizePt: 9, weight: 100) == 3)
    }

    @Test func theSRGBCurveHasItsLinearToe() {
        // 10/255 = 0.0392 ≤ 0.04045: c/12.92.
        #expect(abs(luminance(10) - 10.0 / 255 / 12.92) < 1e-15)
        // 11/255 = 0.0431 > 0.04045: the power.
        let c = 11.0 / 255
        #expect(abs(luminance(11) - Math.pow((c + 0.055) / 1.055, 2.4)) < 1e-15)
    }

    @Test func apcaClipsLowContrastToZero() {
        #expect(lc(text: 128, background: 128) == 0)
        // |ΔY| just over the threshold but S under 0.1: still 0.
        #expect(lc(text: 250, background: 255) == 0)
        #expect(lc(text: 5, background: 0) == 0)
    }

    @Test func theTenthPercentileIsTheWorstTenth() {
        let values = (1...100).map(Double.init).reversed()
        #expect(Legibility.percentile(Array(values), 0.1) == 10)
        #expect(Legibility.percentile([7], 0.1) == 7)
        #expect(Legibility.percentile([], 0.1) == nil)
        // Half at 2, half at 20: the worse half decides.
        #expect(Legibility.percentile([Double](repeating: 20, count: 50) + [Double](repeating: 2, count: 50), 0.1) == 2)
    }
}
