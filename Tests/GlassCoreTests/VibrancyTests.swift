import GlassCore
import Testing

/// The vibrant blend runs eight pixels at a time (`fillVibrant`); these hold it to its scalar reference
/// (`vibrantPixelReference`), lane by lane and bit for bit, and check the blend's promises.
@Suite struct VibrancyTests {
    static let secondaryLight = StraightColor(r8: 0x3C, g8: 0x3C, b8: 0x43, a8: 0x99)
    static let secondaryDark = StraightColor(r8: 0xEB, g8: 0xEB, b8: 0xF5, a8: 0x99)

    func randomMask(_ w: Int, _ h: Int, x: Int, y: Int, rng: inout SplitMix64) -> CoverageMask {
        let values = (0..<(w * h)).map { _ -> Float in
            switch UInt8.random(in: 0...3, using: &rng) {
            case 0: 0
            case 1: 1
            default: Float.random(in: 0...1, using: &rng)
            }
        }
        return CoverageMask(bounds: PixelRect(x: x, y: y, width: w, height: h), values: values)
    }

    @Test(arguments: [VibrantBlend.plusDarker, .plusLighter])
    func kernelMatchesTheReferenceLaneByLane(blend: VibrantBlend) {
        var rng = SplitMix64(seed: 22)
        for round in 0..<40 {
            // Widths that are not multiples of eight, over opaque and translucent canvases.
            let canvas = randomImage(25, 9, seed: UInt64(round), opaque: round % 3 != 0)
            let mask = randomMask(13 + round % 8, 7, x: round % 5, y: 1, rng: &rng)
            let color = StraightColor(
                r: Float.random(in: 0...1, using: &rng), g: Float.random(in: 0...1, using: &rng),
                b: Float.random(in: 0...1, using: &rng), a: Float.random(in: 0...1, using: &rng))
            let opacity = round % 4 == 0 ? 1 : Float.random(in: 0...1, using: &rng)
            var fast = canvas
            fillVibrant(&fast, mask: mask, color: color, opacity: opacity, blend: blend)
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let cov = mask.value(x: x, y: y) * opacity
                    let expected =
                        cov > 0
                        ? vibrantPixelReference(canvas[x, y], source: color.premultiplied, coverage: cov, blend: blend)
                        : canvas[x, y]
                    #expect(fast[x, y] == expected, "round \(round) (\(x), \(y))")
                }
            }
        }
    }

    /// The formulas themselves, on one opaque pixel at full coverage.
    @Test func blendsAtFullCoverage() {
        let d = SIMD4<UInt8>(200, 220, 240, 255)
        let s = StraightColor(r8: 60, g8: 60, b8: 67, a8: 153).premultiplied
        // plus-darker: max(0, D + S·a − a) = 200 + 60·0.6 − 153 = 83, 220 + 36 − 153 = 103, 240 + 40.2 − 153 = 127.
        #expect(vibrantPixelReference(d, source: s, coverage: 1, blend: .plusDarker) == SIMD4(83, 103, 127, 255))
        // plus-lighter over a dark pixel: min(255, D + S·a).
        let light = StraightColor(r8: 235, g8: 235, b8: 245, a8: 153).premultiplied
        #expect(
            vibrantPixelReference(SIMD4(40, 30, 20, 255), source: light, coverage: 1, blend: .plusLighter)
                == SIMD4(181, 171, 167, 255))
        #expect(
            vibrantPixelReference(SIMD4(200, 100, 20, 255), source: light, coverage: 1, blend: .plusLighter)
                == SIMD4(255, 241, 167, 255))
    }

    func luminance(_ p: SIMD4<UInt8>) -> Double {
        0.2126 * BackdropLightness.linear[Int(truncatingIfNeeded: p.x)] + 0.7152
            * BackdropLightness.linear[Int(truncatingIfNeeded: p.y)] + 0.0722
            * BackdropLightness.linear[Int(truncatingIfNeeded: p.z)]
    }

    func contrast(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Over many backdrops, colours and coverages, the vibrant pixel's contrast with the backdrop is never
    /// below the plain source-over pixel's (the bytes `fillSourceOver` writes).
    @Test(arguments: [VibrantBlend.plusDarker, .plusLighter])
    func contrastIsNeverLowerThanThePlainColour(blend: VibrantBlend) {
        var rng = SplitMix64(seed: 7)
        var stronger = 0
        for _ in 0..<20000 {
            let d = SIMD4<UInt8>(
                UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
                UInt8.random(in: 0...255, using: &rng), 255)
            let color = StraightColor(
                r: Float.random(in: 0...1, using: &rng), g: Float.random(in: 0...1, using: &rng),
                b: Float.random(in: 0...1, using: &rng), a: Float.random(in: 0...1, using: &rng))
            let cov = Float.random(in: 0...1, using: &rng)
            var plain = PixelBuffer(width: 1, height: 1)
            plain[0, 0] = d
            let one = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 1, height: 1), values: [cov])
            fillSourceOver(&plain, mask: one, paint: .solid(color))
            let vivid = vibrantPixelReference(d, source: color.premultiplied, coverage: cov, blend: blend)
            #expect(contrast(vivid, d) >= contrast(plain[0, 0], d), "\(d) \(color) \(cov)")
            if contrast(vivid, d) > contrast(plain[0, 0], d) * 1.05 { stronger += 1 }
        }
        #expect(stronger > 1000)  // the blend does something
    }

    /// Where the blend would lower the contrast, and over a backdrop that is not opaque, the pixel is plain
    /// source-over, byte for byte.
    @Test func fallsBackToSourceOverByteForByte() {
        var rng = SplitMix64(seed: 3)
        for blend in [VibrantBlend.plusDarker, .plusLighter] {
            // Dark ink over a dark backdrop (plus-lighter would lighten it toward the backdrop's opposite
            // only where it darkens: kept plain), light ink over a light one, translucent canvases.
            for canvas in [
                randomImage(17, 5, seed: 1, opaque: false), makeImage(17, 5) { _, _ in (250, 250, 250) },
                makeImage(17, 5) { _, _ in (5, 5, 5) },
            ] {
                let color = blend == .plusDarker ? Self.secondaryDark : Self.secondaryLight
                let mask = randomMask(17, 5, x: 0, y: 0, rng: &rng)
                var (vivid, plain) = (canvas, canvas)
                fillVibrant(&vivid, mask: mask, color: color, blend: blend)
                fillSourceOver(&plain, mask: mask, paint: .solid(color))
                if canvas[0, 0].w != 255 || (blend == .plusDarker) == (canvas[0, 0].x < 128) {
                    #expect(vivid == plain, "\(blend) over \(canvas[0, 0])")
                }
            }
        }
    }

    /// At an anti-aliased edge the result slides from the backdrop (coverage 0) to the full blend
    /// (coverage 1), one way, channel by channel.
    @Test func partialCoverageInterpolates() {
        let d = SIMD4<UInt8>(230, 235, 240, 255)
        var last = d
        for i in 0...64 {
            let p = vibrantPixelReference(
                d, source: Self.secondaryLight.premultiplied, coverage: Float(i) / 64, blend: .plusDarker)
            #expect(p.x <= last.x && p.y <= last.y && p.z <= last.z && p.w == 255)
            last = p
        }
        #expect(
            vibrantPixelReference(d, source: Self.secondaryLight.premultiplied, coverage: 0, blend: .plusDarker) == d)
        #expect(last == SIMD4<UInt8>(113, 118, 127, 255))  // 230 − 153 + 36, 235 − 153 + 36, 240 − 153 + 40
    }
}
