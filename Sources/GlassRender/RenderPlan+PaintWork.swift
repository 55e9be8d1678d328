import GlassCore
import GlassScene

extension RenderPlan {
    /// An upper estimate of the pixels a render paints outside its glass, before anything is drawn: each
    /// step's area on the canvas (a shape's or an image's outline, a text run's or a path's bounds, a scroll
    /// edge's band, an adaptive glass's measured region), summed over every step, glass content and both
    /// looks of an adaptive step included. Each such pixel costs a coverage mask and a composite (25–60 ns on
    /// one core of a busy machine, release build), so thousands of full-canvas layers on a 36 Mpx canvas
    /// would run for hours though each limit of the scene holds.
    public func estimatedPaintPixels() -> Double {
        let canvasRect = PixelRect(x: 0, y: 0, width: widthPx, height: heightPx)
        func area(_ r: RectPx) -> Double { Double(r.pixelBounds.intersection(canvasRect).area) }
        var pixels = 0.0
        func visit(_ step: Step) {
            switch step {
            case .fill(let outline, _, _, _):
                pixels += area(outline.rect)
            case .image(_, let placed, let outline, _):
                pixels += min(area(outline.rect), area(placed))
            case .glass(let group):
                group.content.forEach(visit)
            case .blurred(let steps, _, let outline, _):
                // A layer of the canvas's size cleared, its steps, then the blur and the draw of the outline.
                pixels += Double(widthPx * heightPx) + 2 * area(outline.rect)
                steps.forEach(visit)
            case .adaptive(let step):
                pixels += step.region.reduce(0) { $0 + area($1.rect) }
                step.light.forEach(visit)
                step.dark.forEach(visit)
            case .scrollEdge(let effect):
                let band = min(effect.sizePx, Double(max(widthPx, heightPx))) + 2
                pixels += min(Double(widthPx * heightPx), band * Double(max(widthPx, heightPx)))
            case .glyphs(let run, _):
                // The run's mask spans its glyphs' bounds (each glyph's box taken as its em around its origin).
                var lo = SIMD2<Int>(Int.max, Int.max)
                var hi = SIMD2<Int>(Int.min, Int.min)
                for g in run.glyphs {
                    let em = g.key.size26 / 64 + 4
                    lo = pointwiseMin(lo, SIMD2(g.x - em, g.y - em))
                    hi = pointwiseMax(hi, SIMD2(g.x + 2 * em, g.y + em))
                }
                if lo.x <= hi.x {
                    pixels += Double(
                        PixelRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y).intersection(canvasRect)
                            .area)
                }
            case .polygons(let contours, _, _, _, _):
                if let box = PathRasterizer.bounds(contours) { pixels += area(box) }
            }
        }
        steps.forEach(visit)
        return pixels
    }
}

extension RenderLimits {
    /// Most pixels one scene may paint outside its glass (`RenderPlan.estimatedPaintPixels`): two billion,
    /// 55 full-canvas layers on a 36 Mpx canvas, a minute or two of one core at most (release build; measured
    /// 25 ns a pixel for text, 60 for a rounded shape, on a busy machine). A phone screen of a hundred
    /// full-screen layers comes to 300 million; the repository's scenes stay far below.
    public static let maxPaintPixels = 2e9
}
