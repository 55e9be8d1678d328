import GlassCore
import Testing

/// The optimised kernels against straightforward scalar references computed in Double.
@Suite struct ReferenceAgreementTests {
    /// Non-separable reference for `Resample.draw`: each output pixel is the tent-weighted mean (weights
    /// `max(0, 1 − |d|/support)` per axis, taps outside the image dropped) of the source pixels.
    func referenceResample(_ src: PixelBuffer, placed: RectPx, target: PixelRect) -> [Double] {
        let sx = placed.width / Double(src.width), sy = placed.height / Double(src.height)
        let supX = max(1, 1 / sx), supY = max(1, 1 / sy)
        var out = [Double](repeating: 0, count: target.width * target.height * 4)
        for oy in 0..<target.height {
            for ox in 0..<target.width {
                let u = (Double(target.x + ox) + 0.5 - placed.x) / sx, v = (Double(target.y + oy) + 0.5 - placed.y) / sy
                var acc = [0.0, 0.0, 0.0, 0.0], total = 0.0
                for j in 0..<src.height {
                    let wy = max(0, 1 - abs(Double(j) + 0.5 - v) / supY)
                    if wy == 0 { continue }
                    for i in 0..<src.width {
                        let w = wy * max(0, 1 - abs(Double(i) + 0.5 - u) / supX)
                        if w == 0 { continue }
                        total += w
                        for c in 0..<4 { acc[c] += w * Double(src[i, j][c]) }
                    }
                }
                for c in 0..<4 { out[(oy * target.width + ox) * 4 + c] = total > 0 ? acc[c] / total : 0 }
            }
        }
        return out
    }

    @Test(arguments: [(23.0, 17.0), (7.3, 5.1), (61.0, 9.5), (12.0, 40.0)])
    func resampleAgreesWithTheScalarReference(width: Double, height: Double) {
        let src = randomImage(19, 13, seed: 21, opaque: false)
        let placed = RectPx(x: 1.3, y: 0.7, width: width, height: height)
        let target = placed.pixelBounds(clippedToWidth: 100, height: 100)
        let got = Resample.draw(src, placed: placed, target: target)
        let ref = referenceResample(src, placed: placed, target: target)
        for i in 0..<ref.count {
            #expect(abs(Double(got.bytes[i]) - ref[i]) <= 1.0, "byte \(i): \(got.bytes[i]) vs \(ref[i])")
        }
    }

    @Test func glassCompositeAgreesWithTheScalarReference() {
        var rng = SplitMix64(seed: 33)
        let canvas = randomImage(31, 22, seed: 34, opaque: false)
        let blurred = randomImage(31, 22, seed: 35, opaque: false)
        let full = PixelRect(x: 0, y: 0, width: 31, height: 22)
        for _ in 0..<10 {
            let treatment = GlassColorTreatment(
                saturation: Float.random(in: 0...2, using: &rng), fillColor: SIMD3(0.9, 0.8, 1), fillOpacity: Float.random(in: 0...1, using: &rng),
                tint: StraightColor(r8: 10, g8: 132, b8: 255, a8: 153), tintStrength: 1.024)
            let shape = RoundedRect(rect: RectPx(x: 2.5, y: 1.5, width: 25.3, height: 18.2), radii: CornerRadii(uniform: Double.random(in: 0...9, using: &rng)))
            let mask = shape.coverage(canvasWidth: 31, canvasHeight: 22)
            var out = canvas
            compositeGlass(&out, mask: mask, blurred: blurred, blurredRect: full, treatment: treatment)
            for y in 0..<22 {
                for x in 0..<31 {
                    let m = Double(mask.value(x: x, y: y))
                    if m == 0 {
                        #expect(out[x, y] == canvas[x, y])
                        continue
                    }
                    // Reference: unpremultiply, saturate about luma, wash, tint, clamp, premultiply, lerp.
                    let b = blurred[x, y], a = Double(b.w)
                    var col = [Double(b.x), Double(b.y), Double(b.z)].map { a > 0 ? $0 / a : 0 }
                    let luma = 0.2126 * col[0] + 0.7152 * col[1] + 0.0722 * col[2]
                    let fill = [0.9, 0.8, 1.0], tint = [10.0 / 255, 132.0 / 255, 1.0]
                    for c in 0..<3 {
                        var v = luma + (col[c] - luma) * Double(treatment.saturation)
                        v += (fill[c] - v) * Double(treatment.fillOpacity)
                        v += (tint[c] - v) * (153.0 / 255 * 1.024)
                        col[c] = min(1, max(0, v))
                    }
                    let glass = a > 0 ? [col[0] * a, col[1] * a, col[2] * a, a] : [Double(b.x), Double(b.y), Double(b.z), a]
                    for c in 0..<4 {
                        let expected = glass[c] * m + Double(canvas[x, y][c]) * (1 - m)
                        #expect(abs(Double(out[x, y][c]) - expected) <= 1.0, "(\(x), \(y)) channel \(c)")
                    }
                }
            }
        }
    }
}
