import GlassCore
import Testing

@Suite struct ResampleTests {
    @Test func aConstantImageStaysConstantAtAnyScale() {
        var img = PixelBuffer(width: 13, height: 9)
        img.fill(with: SIMD4(200, 100, 50, 255))
        for (w, h) in [(40.0, 27.0), (5.0, 3.3), (13.0, 9.0), (100.7, 2.2)] {
            let placed = RectPx(x: 0.3, y: 0.6, width: w, height: h)
            let target = placed.pixelBounds(clippedToWidth: 200, height: 200)
            let out = Resample.draw(img, placed: placed, target: target)
            for p in 0..<out.pixelCount { #expect(out.bytes[p * 4] == 200 && out.bytes[p * 4 + 3] == 255) }
        }
    }

    @Test func identityPlacementCopiesPixels() {
        let img = randomImage(17, 11, seed: 2)
        let out = Resample.draw(
            img, placed: RectPx(x: 0, y: 0, width: 17, height: 11), target: PixelRect(x: 0, y: 0, width: 17, height: 11)
        )
        #expect(out == img)
    }

    @Test func downscalingAveragesInsteadOfPickingPixels() {
        // A one-pixel checkerboard shrunk 4× must come out uniform grey: nearest-neighbour would give
        // black or white, bilinear without a wide footprint would shimmer.
        let img = makeImage(64, 64) { x, y in (x + y) % 2 == 0 ? (255, 255, 255) : (0, 0, 0) }
        let out = Resample.draw(
            img, placed: RectPx(x: 0, y: 0, width: 16, height: 16), target: PixelRect(x: 0, y: 0, width: 16, height: 16)
        )
        for p in 0..<out.pixelCount { #expect(abs(Int(out.bytes[p * 4]) - 128) <= 2) }
    }

    @Test func upscalingIsBilinear() {
        let img = makeImage(2, 1) { x, _ in x == 0 ? (0, 0, 0) : (200, 200, 200) }
        let out = Resample.draw(
            img, placed: RectPx(x: 0, y: 0, width: 8, height: 1), target: PixelRect(x: 0, y: 0, width: 8, height: 1))
        // Output centres map to u = (o + 0.5)/4: 0.125 … 1.875; source centres at 0.5 and 1.5.
        let expected = [0, 0, 25, 75, 125, 175, 200, 200]
        for x in 0..<8 { #expect(abs(Int(out[x, 0].x) - expected[x]) <= 1, "x=\(x)") }
    }

    /// The review's case: a 16384×6103 image onto a 16384×1 canvas read all 6103 rows into one band's ring,
    /// 2 GB. Over the budget the ring holds one row, and the bytes are the same as with the full ring.
    @Test func aTallImageSqueezedOntoOneRowKeepsTheRingSmall() {
        let review = Resample.ringRows(reading: 2 * 6103, lanes: 16384 * 4, budgetBytes: 32 << 20)
        #expect(review == 1)
        #expect(Resample.ringRows(reading: 3, lanes: 1206 * 4, budgetBytes: 32 << 20) == 4)
        for (w, h, target) in [
            (37, 900, PixelRect(x: 0, y: 0, width: 30, height: 1)),
            (37, 900, PixelRect(x: 3, y: 0, width: 20, height: 7)),
            (64, 48, PixelRect(x: 0, y: 0, width: 50, height: 90)),
        ] {
            let source = randomImage(w, h, seed: UInt64(w * h), opaque: false)
            let placed = RectPx(x: 0, y: 0, width: Double(target.maxX), height: Double(target.maxY))
            let full = Resample.draw(source, placed: placed, target: target)
            let oneRow = Resample.draw(source, placed: placed, target: target, ringBudgetBytes: 0)
            #expect(full == oneRow, "\(w)×\(h) onto \(target)")
        }
    }
}
