import GlassCore
import Testing

@Suite struct CompositingTests {
    @Test func premultiplyIsExactForEveryByte() {
        // Exhaustive over all (colour, alpha) pairs against a Double reference.
        var img = PixelBuffer(width: 256, height: 256)
        for a in 0..<256 {
            for c in 0..<256 { img[c, a] = SIMD4(UInt8(c), UInt8(c), UInt8(c), UInt8(a)) }
        }
        img.premultiply()
        for a in 0..<256 {
            for c in 0..<256 {
                let expected = UInt8((Double(c) * Double(a) / 255).rounded())
                #expect(img[c, a].x == expected, "c=\(c) a=\(a)")
                if img[c, a].x != expected { return }
            }
        }
    }

    @Test func unpremultiplyInvertsPremultiplyForOpaqueAndRoundTripsWithinOneLevelAtHighAlpha() {
        var img = PixelBuffer(width: 256, height: 1)
        for c in 0..<256 { img[c, 0] = SIMD4(UInt8(c), UInt8(255 - c), 7, 255) }
        var copy = img
        copy.premultiply()
        copy.unpremultiply()
        #expect(copy == img)
        var half = PixelBuffer(width: 256, height: 1)
        for c in 0..<256 { half[c, 0] = SIMD4(UInt8(c), 0, 0, 200) }
        var h2 = half
        h2.premultiply()
        h2.unpremultiply()
        for c in 0..<256 { #expect(abs(Int(h2[c, 0].x) - c) <= 1) }
    }

    @Test func unpremultiplyIsTheSameOnSeveralThreads() {
        var img = randomImage(61, 83, seed: 21, opaque: false)
        // Opaque runs of every length from 0 to 20 pixels (the fast path skips eight opaque pixels at once).
        for y in 0..<83 {
            for x in 0..<min(61, y % 21) { img[x, y].w = 255 }
        }
        var one = img
        one.unpremultiply()
        for y in 0..<83 {
            for x in 0..<61 {
                let p = img[x, y]
                let a = UInt32(p.w)
                func expected(_ c: UInt8) -> UInt8 {
                    a == 0 ? 0 : (a == 255 ? c : UInt8(min(255, (UInt32(c) * 255 + a / 2) / a)))
                }
                #expect(one[x, y] == SIMD4(expected(p.x), expected(p.y), expected(p.z), p.w), "(\(x), \(y))")
            }
        }
        var three = img
        three.unpremultiply(workers: WorkersTests.concurrent(3))
        #expect(three == one)
        #expect(one != img)
    }

    /// The scalar reference: `Dca' = Sca·m + Dca·(1 − Sa·m)` per channel in Double.
    func referenceSourceOver(dst: SIMD4<UInt8>, src: StraightColor, coverage: Double) -> SIMD4<UInt8> {
        let s = [Double(src.r * src.a), Double(src.g * src.a), Double(src.b * src.a), Double(src.a)]
        var out = SIMD4<UInt8>()
        for c in 0..<4 {
            let v = s[c] * coverage * 255 + Double(dst[c]) * (1 - Double(src.a) * coverage)
            out[c] = UInt8(min(255, max(0, v.rounded())))
        }
        return out
    }

    @Test func sourceOverAgreesWithTheScalarReference() {
        var rng = SplitMix64(seed: 9)
        let canvas = randomImage(37, 23, seed: 4, opaque: false)
        for _ in 0..<20 {
            let color = StraightColor(
                r8: .random(in: 0...255, using: &rng), g8: .random(in: 0...255, using: &rng),
                b8: .random(in: 0...255, using: &rng),
                a8: .random(in: 0...255, using: &rng))
            let shape = RoundedRect(
                rect: RectPx(
                    x: Double.random(in: -5...20, using: &rng), y: Double.random(in: -5...10, using: &rng), width: 19.3,
                    height: 14.7),
                radii: CornerRadii(uniform: Double.random(in: 0...8, using: &rng)))
            let mask = shape.coverage(canvasWidth: 37, canvasHeight: 23)
            var out = canvas
            fillSourceOver(&out, mask: mask, paint: .solid(color))
            for y in 0..<23 {
                for x in 0..<37 {
                    let m = Double(mask.value(x: x, y: y))
                    let expected =
                        m > 0 ? referenceSourceOver(dst: canvas[x, y], src: color, coverage: m) : canvas[x, y]
                    for c in 0..<4 {
                        #expect(abs(Int(out[x, y][c]) - Int(expected[c])) <= 1, "pixel \(x),\(y) channel \(c)")
                    }
                }
            }
        }
    }

    @Test func opaqueSourceOverReplacesAndZeroCoverageLeavesPixelsUntouched() {
        let canvas = randomImage(20, 20, seed: 8)
        var out = canvas
        let shape = RoundedRect(rect: RectPx(x: 5, y: 5, width: 10, height: 10), radii: .zero)
        fillSourceOver(
            &out, mask: shape.coverage(canvasWidth: 20, canvasHeight: 20),
            paint: .solid(StraightColor(r8: 1, g8: 2, b8: 3)))
        #expect(out[7, 7] == SIMD4(1, 2, 3, 255))
        #expect(out[2, 2] == canvas[2, 2])
        #expect(out[15, 15] == canvas[15, 15])
    }

    @Test func gradientsAreDitheredSoSlowRampsShowNoBands() {
        // A ramp from 0 to 8 levels across 512 pixels: plain rounding would give 9 flat bands;
        // with dither every 8×8 block's mean follows the exact ramp within 0.15 level.
        let g = LinearGradient(
            fromX: 0, fromY: 0, toX: 512, toY: 0,
            stops: [
                .init(color: StraightColor(r8: 0, g8: 0, b8: 0), offset: 0),
                .init(color: StraightColor(r8: 8, g8: 8, b8: 8), offset: 1),
            ])
        var img = PixelBuffer(width: 512, height: 8)
        let all = RoundedRect(rect: RectPx(x: 0, y: 0, width: 512, height: 8), radii: .zero)
        fillSourceOver(&img, mask: all.coverage(canvasWidth: 512, canvasHeight: 8), paint: .linearGradient(g))
        var worst = 0.0
        for bx in 0..<64 {
            var sum = 0.0
            for y in 0..<8 {
                for x in (bx * 8)..<(bx * 8 + 8) { sum += Double(img[x, y].x) }
            }
            let exact = (Double(bx * 8) + 4) / 512 * 8
            worst = max(worst, abs(sum / 64 - exact))
        }
        #expect(worst < 0.15, "block mean off by \(worst) levels")
    }

    @Test func pixelAlignedRectFillsMatchTheMaskPathByteForByte() {
        let g = LinearGradient(
            fromX: 3, fromY: 1, toX: 30, toY: 20,
            stops: [
                .init(color: StraightColor(r8: 250, g8: 10, b8: 90, a8: 200), offset: 0.1),
                .init(color: StraightColor(r8: 5, g8: 120, b8: 240), offset: 0.9),
            ])
        let canvas = randomImage(33, 21, seed: 12, opaque: false)
        for paint in [Paint.linearGradient(g), .solid(StraightColor(r8: 40, g8: 200, b8: 7, a8: 99))] {
            for opacity: Float in [1, 0.37] {
                // One rectangle inside the canvas, one crossing its lower right edge.
                for rect in [RectPx(x: 2, y: 3, width: 20, height: 11), RectPx(x: 10, y: 9, width: 40, height: 30)] {
                    let shape = RoundedRect(rect: rect, radii: .zero)
                    let aligned = shape.pixelAlignedRect
                    #expect(aligned != nil)
                    var viaMask = canvas
                    fillSourceOver(
                        &viaMask, mask: shape.coverage(canvasWidth: 33, canvasHeight: 21), paint: paint,
                        opacity: opacity)
                    var viaRect = canvas
                    fillSourceOver(&viaRect, rect: aligned!, paint: paint, opacity: opacity)
                    #expect(viaRect == viaMask)
                    #expect(viaRect != canvas)
                }
            }
        }
        // Onto an empty canvas (a background), the shortcut that skips reading the canvas gives the same bytes.
        let empty = PixelBuffer(width: 33, height: 21)
        for paint in [Paint.linearGradient(g), .solid(StraightColor(r8: 40, g8: 200, b8: 7, a8: 99))] {
            for opacity: Float in [1, 0.37] {
                let shape = RoundedRect(rect: RectPx(x: 3, y: 2, width: 25, height: 30), radii: .zero)
                var viaMask = empty
                fillSourceOver(
                    &viaMask, mask: shape.coverage(canvasWidth: 33, canvasHeight: 21), paint: paint, opacity: opacity)
                var overEmpty = empty
                fillSourceOver(
                    &overEmpty, rect: shape.pixelAlignedRect!, paint: paint, opacity: opacity, overEmpty: true)
                #expect(overEmpty == viaMask)
                #expect(overEmpty != empty)
            }
        }
        // Fractional edges or rounded corners take the mask path.
        #expect(RoundedRect(rect: RectPx(x: 0.5, y: 0, width: 4, height: 4), radii: .zero).pixelAlignedRect == nil)
        #expect(
            RoundedRect(rect: RectPx(x: 0, y: 0, width: 4, height: 4), radii: .init(uniform: 1)).pixelAlignedRect == nil
        )
    }

    @Test func ditherThresholdsAreAPermutation() {
        var seen = Set<Float>()
        for y in 0..<8 { for x in 0..<8 { seen.insert(orderedDither(x: x, y: y)) } }
        #expect(seen.count == 64)
        #expect(seen.min()! > -0.5 && seen.max()! < 0.5)
    }
}
