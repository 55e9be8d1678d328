import Testing

@testable import GlassCore

/// `PixelBuffer.differingBounds`: the smallest rectangle of every pixel that differs in any channel, against
/// a pixel-by-pixel scan, for odd and even widths, differences at the first and last column, in one channel,
/// and none.
@Suite struct DifferingBoundsTests {
    static func slow(_ a: PixelBuffer, _ b: PixelBuffer) -> PixelRect? {
        var (x0, y0, x1, y1) = (Int.max, Int.max, -1, -1)
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
            }
        }
        return x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    @Test(arguments: [1, 2, 3, 7, 8, 33])
    func matchesAScanOfEveryPixel(width: Int) {
        var rng = SplitMix64(seed: UInt64(width))
        let a = PixelBuffer(width: width, height: 5)
        #expect(a.differingBounds(a) == nil)
        for _ in 0..<200 {
            var b = a
            for _ in 0..<Int(rng.next() % 4) {
                let (x, y, c) = (Int(rng.next() % UInt64(width)), Int(rng.next() % 5), Int(rng.next() % 4))
                b.bytes[(y * width + x) * 4 + c] = UInt8(truncatingIfNeeded: rng.next() | 1)
            }
            #expect(a.differingBounds(b) == Self.slow(a, b))
            #expect(b.differingBounds(a) == Self.slow(a, b))
        }
        var edges = a
        edges.bytes[3] = 9
        edges.bytes[(5 * width - 1) * 4] = 9
        #expect(a.differingBounds(edges) == PixelRect(x: 0, y: 0, width: width, height: 5))
    }
}
