import GlassCore
import Testing

@testable import GlassRender

/// A `.blurred` step draws its content on a layer cut short on the right and below, not on a canvas-sized
/// one: the same bytes as the canvas-sized layer, for content in the middle, at the far edges and off the
/// canvas, at a σ the direct blur takes and one the decimated blur takes.
@Suite struct BlurredLayerTests {
    static let (width, height) = (160, 120)

    /// The step as it ran on a layer of the canvas's size: the reference.
    static func reference(_ step: RenderPlan.Step, on canvas: PixelBuffer) -> PixelBuffer {
        guard case .blurred(let steps, let sigma, let outline, let clips) = step else { return canvas }
        var out = canvas
        let m = Renderer.mask(outline, clips: clips, canvas: out)
        if m.bounds.isEmpty { return out }
        var layer = PixelBuffer(width: out.width, height: out.height)
        for s in steps { Renderer.execute(s, on: &layer, workers: .serial) }
        let blurred = GaussianBlur.blur(layer, region: m.bounds, sigma: sigma)
        drawImageSourceOver(&out, image: blurred, at: m.bounds, mask: m)
        return out
    }

    static func square(_ x: Double, _ y: Double, _ side: Double) -> RenderPlan.Step {
        .fill(
            outline: RoundedRect(rect: RectPx(x: x, y: y, width: side, height: side), radii: CornerRadii(uniform: 3)),
            clips: [], paint: .solid(StraightColor(r: 0.9, g: 0.1, b: 0.2)), opacity: 1)
    }

    @Test(arguments: [0.7, 3.0, 14.0, 40.0])
    func theCutLayerBlursAsTheWholeOneDid(sigma: Double) {
        var canvas = PixelBuffer(width: Self.width, height: Self.height)
        Renderer.execute(Self.square(0, 0, 160), on: &canvas, workers: .serial)
        let glass = RoundedRect(rect: RectPx(x: 20.5, y: 15.25, width: 90, height: 60), radii: CornerRadii(uniform: 12))
        let whole = RoundedRect(rect: RectPx(x: 0, y: 0, width: 160, height: 120), radii: .zero)
        let cases: [(String, [RenderPlan.Step], RoundedRect, Bool)] = [
            ("in the middle", [Self.square(40.3, 30.7, 20)], glass, true),
            ("two pieces", [Self.square(30, 25, 10), Self.square(70.5, 50.5, 12)], glass, true),
            // Content past the glass's right and bottom sides: the blur reads it into the glass.
            ("past the glass", [Self.square(100.3, 60.6, 30)], glass, true),
            ("at the right edge", [Self.square(150.5, 30, 20)], whole, false),
            ("at the bottom edge", [Self.square(40, 112.2, 20)], whole, false),
            ("off the canvas", [Self.square(400, 300, 20)], glass, true),
            ("nothing", [], glass, true),
        ]
        for (name, steps, outline, cut) in cases {
            let step = RenderPlan.Step.blurred(steps, sigmaPx: sigma, outline: outline, clips: [])
            var drawn = canvas
            Renderer.executeLeaf(step, on: &drawn, workers: .serial)
            #expect(drawn == Self.reference(step, on: canvas), "\(name), σ \(sigma) px")
            let m = Renderer.mask(outline, clips: [], canvas: canvas)
            let size = Renderer.blurLayerSize(steps, blurring: m.bounds, canvas: canvas)
            #expect((size.width * size.height < Self.width * Self.height) == cut, "\(name): \(size)")
        }
    }
}
