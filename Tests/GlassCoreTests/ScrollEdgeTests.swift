import GlassCore
import Testing

@Suite struct ScrollEdgeTests {
    static func effect(_ edge: ScrollEdgeEffect.Edge, _ style: ScrollEdgeEffect.Style, size: Double) -> ScrollEdgeEffect
    {
        ScrollEdgeEffect(
            edge: edge, style: style, sizePx: size, backing: StraightColor(r8: 255, g8: 255, b8: 255), maxBlurPx: 0,
            opacity: 0.8,
            divider: StraightColor(r8: 0, g8: 0, b8: 0, a8: 255), dividerPx: 1)
    }

    @Test func hardEdgesBackTheBandAndDrawAHairline() {
        var canvas = PixelBuffer(width: 10, height: 40)
        canvas.fill(with: SIMD4(0, 0, 0, 255))
        Self.effect(.bottom, .hard, size: 10).apply(to: &canvas)
        // Inside the band: 0.8 of the way to white = 204. The hairline straddles the boundary at y = 30:
        // half a pixel on row 29 and row 30 each, black. Above it the canvas is untouched.
        #expect(canvas[5, 35] == SIMD4(204, 204, 204, 255))
        #expect(canvas[5, 20] == SIMD4(0, 0, 0, 255))
        #expect(canvas[5, 30].x == 102)  // 204 · (1 − 0.5)
        #expect(canvas[5, 29].x == 0)
    }

    @Test func softEdgesFadeTowardTheEdge() {
        var canvas = PixelBuffer(width: 4, height: 100)
        canvas.fill(with: SIMD4(0, 0, 0, 255))
        Self.effect(.top, .soft, size: 100).apply(to: &canvas)
        // u = 1 − (y + 0.5)/100; fade 0.8·u^1.5 toward white.
        for y in [0, 25, 50, 99] {
            let u = 1 - (Double(y) + 0.5) / 100
            let expected = 255 * 0.8 * u * u.squareRoot()
            #expect(abs(Double(canvas[1, y].x) - expected) <= 1, "row \(y)")
        }
        #expect(canvas[1, 0].x > canvas[1, 50].x && canvas[1, 50].x > canvas[1, 99].x)
    }

    @Test func anEdgeLargerThanTheCanvasIsClamped() {
        var canvas = PixelBuffer(width: 6, height: 6)
        canvas.fill(with: SIMD4(0, 0, 0, 255))
        Self.effect(.left, .hard, size: 1e6).apply(to: &canvas)
        #expect(canvas[3, 3] == SIMD4(204, 204, 204, 255))  // the band is the whole canvas; its hairline lies on the far edge
    }
}
