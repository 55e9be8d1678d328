import GlassCore
import GlassScene
import GlassText

/// Executes render plans: the only place kernels are called for a scene.
public enum Renderer {
    /// Renders a resolved scene to a **premultiplied** canvas of `widthPx × heightPx`, its rows spread
    /// over `workers` (the pixels are the same at any thread count).
    public static func render(_ scene: ResolvedScene, workers: Workers = .serial) -> PixelBuffer {
        render(RenderPlan(scene), workers: workers)
    }

    /// Executes a plan on a transparent canvas and returns it (premultiplied). `observer`, when given, is
    /// told of every step as it executes (see `RenderObserver`); the pixels are the same either way.
    /// `decisions`, when given, records what each adaptive glass measured and chose (`glass expand`).
    public static func render(
        _ plan: RenderPlan, workers: Workers = .serial, observer: RenderObserver? = nil, decisions: DecisionLog? = nil
    ) -> PixelBuffer {
        var (canvas, steps) = background(plan, workers: workers)
        for step in steps { execute(step, on: &canvas, workers: workers, observer: observer, decisions: decisions) }
        return canvas
    }

    /// The canvas after the plan's background, and the steps left. A first step that is an image covering
    /// the whole canvas becomes the canvas: resampled straight into place, not through a mask and
    /// source-over onto a zero-filled canvas it replaces (15% of a full-frame render). A first fill of a
    /// pixel-aligned rectangle (a colour or gradient) is written onto the fresh zeros without reading them
    /// back. Anything else starts from a transparent canvas.
    static func background(_ plan: RenderPlan, workers: Workers) -> (PixelBuffer, ArraySlice<RenderPlan.Step>) {
        let steps = plan.steps[...]
        let all = PixelRect(x: 0, y: 0, width: plan.widthPx, height: plan.heightPx)
        switch steps.first {
        case .image(let image, let placed, let outline, let clips)?
        where clips.isEmpty
            && outline.rect == RectPx(x: 0, y: 0, width: Double(all.width), height: Double(all.height))
            && placed.x <= 0 && placed.y <= 0 && placed.maxX >= Double(all.width) && placed.maxY >= Double(all.height):
            return (Resample.draw(image, placed: placed, target: all, workers: workers), steps.dropFirst())
        case .fill(let outline, let clips, let paint, let opacity)?
        where clips.isEmpty && outline.pixelAlignedRect != nil:
            var canvas = PixelBuffer(width: all.width, height: all.height)
            fillSourceOver(
                &canvas, rect: outline.pixelAlignedRect!, paint: paint, opacity: opacity, overEmpty: true,
                workers: workers)
            return (canvas, steps.dropFirst())
        default:
            return (PixelBuffer(width: all.width, height: all.height), steps)
        }
    }

    static func mask(_ outline: RoundedRect, clips: [RoundedRect], canvas: PixelBuffer) -> CoverageMask {
        var m = outline.coverage(canvasWidth: canvas.width, canvasHeight: canvas.height)
        for c in clips { m = m.intersected(with: c.coverage(within: m.bounds)) }
        return m
    }

    /// Runs one step of a plan on `canvas`; `observer` is told of it (and of a glass group's material and each
    /// of its content steps) before and after. An adaptive step is measured here and only the look it takes
    /// is run (and observed): the observer never sees the adaptive step itself.
    public static func execute(
        _ step: RenderPlan.Step, on canvas: inout PixelBuffer, workers: Workers = .serial,
        observer: RenderObserver? = nil, decisions: DecisionLog? = nil
    ) {
        switch step {
        case .glass(let group):
            executeGlass(group, on: &canvas, workers: workers, observer: observer, decisions: decisions)
        case .adaptive(let adaptive):
            let lightness = measure(adaptive, canvas: canvas)
            let dark = lightness.map { $0 < adaptive.thresholdLightness } ?? false
            decisions?.record(
                LookDecision(
                    path: adaptive.path, memberPaths: adaptive.memberPaths, appearance: dark ? .dark : .light,
                    measuredLightness: lightness))
            for s in dark ? adaptive.dark : adaptive.light {
                execute(s, on: &canvas, workers: workers, observer: observer, decisions: decisions)
            }
        default:
            observer?.willExecute(step, canvas: canvas)
            executeLeaf(step, on: &canvas, workers: workers)
            observer?.didExecute(step, canvas: canvas)
        }
    }

    /// One step that holds no others (a glass group here draws its material only; an adaptive step runs as
    /// `execute` runs it).
    static func executeLeaf(_ step: RenderPlan.Step, on canvas: inout PixelBuffer, workers: Workers) {
        switch step {
        case .fill(let outline, let clips, let paint, let opacity):
            if clips.isEmpty, let rect = outline.pixelAlignedRect {
                fillSourceOver(&canvas, rect: rect, paint: paint, opacity: opacity, workers: workers)
            } else {
                fillSourceOver(
                    &canvas, mask: mask(outline, clips: clips, canvas: canvas), paint: paint, opacity: opacity)
            }
        case .image(let image, let placed, let outline, let clips):
            var m = mask(outline, clips: clips, canvas: canvas)
            // The placed image's own edges are anti-aliased too (letterboxing with `fit`).
            m = m.intersected(with: RoundedRect(rect: placed, radii: .zero).coverage(within: m.bounds))
            if m.bounds.isEmpty { return }
            let drawn = Resample.draw(image, placed: placed, target: m.bounds, workers: workers)
            drawImageSourceOver(&canvas, image: drawn, at: m.bounds, mask: m)
        case .glass(let group):
            renderMaterial(group, on: &canvas, workers: workers)
        case .adaptive:
            execute(step, on: &canvas, workers: workers)
        case .scrollEdge(let effect):
            effect.apply(to: &canvas, workers: workers)
        case .blurred(let steps, let sigmaPx, let outline, let clips):
            // The steps on a transparent layer, blurred there, drawn through the outline and clips.
            let m = mask(outline, clips: clips, canvas: canvas)
            if m.bounds.isEmpty { return }
            let size = blurLayerSize(steps, blurring: m.bounds, canvas: canvas)
            var layer = PixelBuffer(width: size.width, height: size.height)
            for s in steps { execute(s, on: &layer, workers: workers) }
            let blurred = GaussianBlur.blur(layer, region: m.bounds, sigma: sigmaPx, workers: workers)
            drawImageSourceOver(&canvas, image: blurred, at: m.bounds, mask: m)
        case .glyphs(let run, let clips):
            let m = coverage(run, clips: clips, canvas: canvas)
            if m.bounds.isEmpty { return }
            if let blend = run.vibrancy {
                fillVibrant(&canvas, mask: m, color: run.color, opacity: run.opacity, blend: blend)
            } else {
                fillSourceOver(&canvas, mask: m, paint: .solid(run.color), opacity: run.opacity)
            }
        case .polygons(let contours, let rule, let paint, let opacity, let clips):
            let all = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
            var m = PathRasterizer.coverage(contours, rule: rule, within: all)
            for c in clips where !m.bounds.isEmpty { m = m.intersected(with: c.coverage(within: m.bounds)) }
            if m.bounds.isEmpty { return }
            fillSourceOver(&canvas, mask: m, paint: paint, opacity: opacity)
        }
    }

    /// The layer a `.blurred` step's `steps` need, cut short on the right and below (its coordinates are the
    /// canvas's): past every pixel the steps may write and the `region` blurred, with a transparent column and
    /// row at its far edges when it ends inside the canvas. The edge-clamped blur then reads zeros beyond the
    /// layer, as it read them on the canvas-sized layer. Clearing a canvas-sized layer (12.6 MB on an iPhone)
    /// was most of a sharpening frame.
    static func blurLayerSize(_ steps: [RenderPlan.Step], blurring region: PixelRect, canvas: PixelBuffer)
        -> (width: Int, height: Int)
    {
        let (w, h) = (canvas.width, canvas.height)
        var written = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for s in steps { written = RenderPlan.Step.union(written, s.writeBounds(width: w, height: h)) }
        let width = min(w, max(region.maxX, written.isEmpty ? 0 : written.maxX + 1))
        let height = min(h, max(region.maxY, written.isEmpty ? 0 : written.maxY + 1))
        return (width, height)
    }

    /// The canvas pixels a run's glyphs cover (their masks' bounds, within a `width × height` canvas) and the
    /// glyphs that reach the canvas; glyphs wholly off it are not rasterized.
    static func glyphBounds(_ run: GlyphRunLayer, width: Int, height: Int) -> (area: PixelRect, visible: [Int]) {
        var bounds: PixelRect? = nil
        var visible: [Int] = []
        for (i, g) in run.glyphs.enumerated() {
            let local = PixelRect(x: -g.x, y: -g.y, width: width, height: height)
            guard let m = GlyphCache.shared.mask(g.key, font: g.font, within: local), !m.bounds.isEmpty else {
                continue
            }
            let b = PixelRect(x: m.bounds.x + g.x, y: m.bounds.y + g.y, width: m.bounds.width, height: m.bounds.height)
            bounds = bounds.map { $0.union(b) } ?? b
            visible.append(i)
        }
        let canvasRect = PixelRect(x: 0, y: 0, width: width, height: height)
        return ((bounds ?? PixelRect(x: 0, y: 0, width: 0, height: 0)).intersection(canvasRect), visible)
    }

    /// The coverage a glyph step draws with: the run's mask through its clips.
    public static func coverage(_ run: GlyphRunLayer, clips: [RoundedRect], canvas: PixelBuffer) -> CoverageMask {
        var m = glyphMask(run, canvas: canvas)
        for c in clips where !m.bounds.isEmpty { m = m.intersected(with: c.coverage(within: m.bounds)) }
        return m
    }

    /// One mask for a run: each glyph's cached mask added at its origin, clamped to 1 where glyphs
    /// overlap, within the canvas. Glyphs wholly off the canvas are not rasterized, and the masks are
    /// fetched one at a time (twice: for the bounds, then to add them), so a run holds at most the cache's
    /// bytes and the run's own mask, however many large glyphs it has.
    static func glyphMask(_ run: GlyphRunLayer, canvas: PixelBuffer) -> CoverageMask {
        let (area, visible) = glyphBounds(run, width: canvas.width, height: canvas.height)
        var values = [Float](repeating: 0, count: area.width * area.height)
        if area.isEmpty { return CoverageMask(bounds: area, values: values) }
        for i in visible {
            let g = run.glyphs[i]
            let m = GlyphCache.shared.mask(g.key, font: g.font)
            let b = PixelRect(x: m.bounds.x + g.x, y: m.bounds.y + g.y, width: m.bounds.width, height: m.bounds.height)
            let overlap = b.intersection(area)
            if overlap.isEmpty { continue }
            for y in overlap.y..<overlap.maxY {
                let src = (y - b.y) * b.width - b.x
                let dst = (y - area.y) * area.width - area.x
                for x in overlap.x..<overlap.maxX { values[dst + x] = min(1, values[dst + x] + m.values[src + x]) }
            }
        }
        return CoverageMask(bounds: area, values: values)
    }

    /// The whole group samples the backdrop as it was before it and is composited once; then the
    /// content of its elements is drawn, clipped to them.
    /// An observer sees the material as a step of its own (the group without its content), then each content
    /// step.
    static func executeGlass(
        _ group: RenderPlan.GlassGroup, on canvas: inout PixelBuffer, workers: Workers, observer: RenderObserver?,
        decisions: DecisionLog?
    ) {
        if !group.elements.isEmpty {
            if let observer {
                var material = group
                material.content = []
                observer.willExecute(.glass(material), canvas: canvas)
                renderMaterial(group, on: &canvas, workers: workers)
                observer.didExecute(.glass(material), canvas: canvas)
            } else {
                renderMaterial(group, on: &canvas, workers: workers)
            }
        }
        for step in group.content {
            execute(step, on: &canvas, workers: workers, observer: observer, decisions: decisions)
        }
    }

    /// The group's material (not its content), clipped to `windows` too when given (pixels in any of them),
    /// with the frost and tails of `backdrop` when given (`GlassGroupRenderer.render(onto:backdrop:)`).
    static func renderMaterial(
        _ group: RenderPlan.GlassGroup, on canvas: inout PixelBuffer, workers: Workers, windows: [PixelRect]? = nil,
        backdrop: GlassBackdrop? = nil
    ) {
        if group.elements.isEmpty { return }
        var clip: CoverageMask? = nil
        if let first = group.clips.first {
            clip = mask(first, clips: Array(group.clips.dropFirst()), canvas: canvas)
        }
        if let windows, let first = windows.first {
            let bounds = windows.dropFirst().reduce(first) { $0.union($1) }
            var values = [Float](repeating: 0, count: bounds.area)
            for w in windows {
                for y in w.y..<w.maxY {
                    let row = (y - bounds.y) * bounds.width - bounds.x
                    for x in w.x..<w.maxX { values[row + x] = 1 }
                }
            }
            let box = CoverageMask(bounds: bounds, values: values)
            clip = clip.map { $0.intersected(with: box) } ?? box
            if clip!.bounds.isEmpty { return }
        }
        let renderer = GlassGroupRenderer(
            elements: group.elements, spacingPx: group.spacingPx, scale: group.scale, clip: clip, workers: workers)
        if let backdrop {
            renderer.render(onto: &canvas, backdrop: backdrop)
        } else {
            renderer.render(onto: &canvas)
        }
    }
}

extension Renderer {
    /// Renders a scene to **straight-alpha** RGBA8, as written to PNG: what the CLI and the golden tests use.
    public static func renderImage(_ scene: ResolvedScene, workers: Workers = .serial) -> PixelBuffer {
        renderImage(RenderPlan(scene), workers: workers)
    }

    /// Renders a plan to **straight-alpha** RGBA8, as written to PNG.
    public static func renderImage(_ plan: RenderPlan, workers: Workers = .serial) -> PixelBuffer {
        var canvas = render(plan, workers: workers)
        canvas.unpremultiply(workers: workers)
        return canvas
    }
}
