import GlassCore
import Testing

/// The optimised kernels against straightforward scalar references computed in Double.
@Suite struct ReferenceAgreementTests {
    /// Non-separable reference for `Resample.draw`: each output pixel is the tent-weighted mean (weights
    /// `max(0, 1 − |d|/support)` per axis, taps outside the image dropped) of the source pixels.
    func referenceResample(_ src: PixelBuffer, placed: RectPx, target: PixelRect) -> [Double] {
        let sx = placed.width / Double(src.width)
        let sy = placed.height / Double(src.height)
        let supX = max(1, 1 / sx)
        let supY = max(1, 1 / sy)
        var out = [Double](repeating: 0, count: target.width * target.height * 4)
        for oy in 0..<target.height {
            for ox in 0..<target.width {
                let u = (Double(target.x + ox) + 0.5 - placed.x) / sx
                let v = (Double(target.y + oy) + 0.5 - placed.y) / sy
                var acc = [0.0, 0.0, 0.0, 0.0]
                var total = 0.0
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
}
