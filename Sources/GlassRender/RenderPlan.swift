import GlassCore
import GlassScene
import GlassText

/// What the renderer does, in order, in canvas pixels: the resolved scene flattened into kernel calls.
///
/// Building the plan does the geometry (image placement, clip chains, glass groups); executing it only
/// runs kernels. Plans are values: the same scene gives the same plan.
public struct RenderPlan: Sendable {
    public var widthPx: Int
    public var heightPx: Int
    /// Pixels per point.
    public var scale: Double
    public var steps: [Step]

    public enum Step: Sendable {
        /// Fill an outline (intersected with clips) with a paint.
        case fill(outline: RoundedRect, clips: [RoundedRect], paint: Paint, opacity: Float)
        /// Draw a premultiplied image placed over `placed`, through an outline and clips.
        case image(PixelBuffer, placed: RectPx, outline: RoundedRect, clips: [RoundedRect])
        /// Replace the canvas inside the glass elements with their material, then draw their content.
        case glass(GlassGroup)
        /// A scroll edge effect over the canvas as painted so far.
        case scrollEdge(ScrollEdgeEffect)
        /// Glyph masks (from the cache) in one colour, through clips.
        case glyphs(GlyphRunLayer, clips: [RoundedRect])
        /// Polygons (flattened paths, or a stroke's pieces) filled under a rule with a paint, through clips.
        case polygons([[SIMD2<Double>]], rule: FillRule, paint: Paint, opacity: Float, clips: [RoundedRect])
        /// Measure the canvas under a region, then run the light or the dark look (adaptive glass).
        case adaptive(AdaptiveStep)
        /// Run steps on a transparent layer of the canvas's size, blur it by σ (pixels), and draw it
        /// source-over through an outline and clips (a materializing glass's content, sharpening).
        case blurred([Step], sigmaPx: Double, outline: RoundedRect, clips: [RoundedRect])
    }

    /// Adaptive glass: both looks planned; the renderer measures L* of the mean luminance under `region`
    /// when it reaches the step and runs `dark` below `thresholdLightness`, else `light`.
    public struct AdaptiveStep: Sendable {
        /// The deciding layer's path in the lowered scene, and the glass that follow its decision.
        public var path: String
        public var memberPaths: [String]
        public var region: [RoundedRect]
        public var thresholdLightness: Double
        public var light: [Step]
        public var dark: [Step]
    }

    /// Glass elements that sample the same backdrop and merge by `spacing` (a container, or one
    /// element alone), then the content of each element, clipped to it.
    public struct GlassGroup: Sendable {
        /// The elements that draw material (identity glass draws only its content).
        public var elements: [GlassElement]
        public var spacingPx: Double
        /// Pixels per point.
        public var scale: Double
        /// Outlines of enclosing glass this group is drawn on, as clips.
        public var clips: [RoundedRect]
        /// Content of every element, in order, already clipped to its element.
        public var content: [Step]
    }
}

extension RenderPlan {
    /// Plans a resolved scene.
    public init(_ scene: ResolvedScene) {
        widthPx = scene.widthPx
        heightPx = scene.heightPx
        scale = scene.scale
        steps = []
        let canvas = RoundedRect(
            rect: RectPx(x: 0, y: 0, width: Double(widthPx), height: Double(heightPx)), radii: .zero)
        switch scene.background {
        case .color(let c):
            steps.append(.fill(outline: canvas, clips: [], paint: .solid(c), opacity: 1))
        case .linearGradient(let g):
            steps.append(.fill(outline: canvas, clips: [], paint: .linearGradient(g), opacity: 1))
        case .image(let image, let fit):
            steps.append(
                .image(image, placed: Self.place(image, in: canvas.rect, fit: fit), outline: canvas, clips: []))
        }
        for layer in scene.layers { steps.append(contentsOf: plan(layer, clips: [])) }
    }

    func plan(_ layer: Layer, clips: [RoundedRect]) -> [Step] {
        switch layer {
        case .shape(let s):
            return [.fill(outline: s.outline, clips: clips, paint: s.paint, opacity: s.opacity)]
        case .image(let i):
            return [
                .image(
                    i.image, placed: Self.place(i.image, in: i.outline.rect, fit: i.fit), outline: i.outline,
                    clips: clips)
            ]
        case .glass(let g):
            return [.glass(group([g], spacingPx: 0, clips: clips))]
        case .container(let c):
            return c.children.isEmpty ? [] : [.glass(group(c.children, spacingPx: c.spacingPx, clips: clips))]
        case .scrollEdge(let e):
            return [.scrollEdge(e)]
        case .glyphs(let run):
            return run.glyphs.isEmpty || run.opacity == 0 ? [] : [.glyphs(run, clips: clips)]
        case .group(let layers):
            return layers.flatMap { plan($0, clips: clips) }
        case .adaptive(let a):
            return [
                .adaptive(
                    AdaptiveStep(
                        path: a.path, memberPaths: a.memberPaths, region: a.region,
                        thresholdLightness: a.thresholdLightness, light: a.light.flatMap { plan($0, clips: clips) },
                        dark: a.dark.flatMap { plan($0, clips: clips) }))
            ]
        case .path(let p):
            // Flattening and stroking are geometry: done here, so execution only rasterizes.
            // Curves wholly off the canvas (beyond a stroke's reach) flatten to their chords.
            let canvas = RectPx(x: 0, y: 0, width: Double(widthPx), height: Double(heightPx))
            var steps: [Step] = []
            if let fill = p.fill {
                let lines = p.path.flattened(visible: canvas)
                steps.append(
                    .polygons(lines.map(\.points), rule: p.fillRule, paint: fill, opacity: p.opacity, clips: clips))
            }
            if let stroke = p.stroke {
                let reach = stroke.width / 2 * (stroke.join == .miter ? max(1, stroke.miterLimit) : 1) + 1
                let lines = p.path.flattened(visible: canvas.insetBy(-reach))
                steps.append(
                    .polygons(
                        Stroker.polygons(lines, style: stroke), rule: .nonZero, paint: p.strokePaint,
                        opacity: p.opacity, clips: clips))
            }
            return steps
        }
    }

    func group(_ glasses: [GlassLayer], spacingPx: Double, clips: [RoundedRect]) -> GlassGroup {
        let elements = glasses.filter { $0.style != .identity }.map {
            GlassElement(outline: $0.outline, parameters: $0.parameters)
        }
        let content = glasses.flatMap { g -> [Step] in
            let steps = g.content.flatMap { plan($0, clips: clips + [g.outline]) }
            // Content that needs the glass under it (nested glass, adaptive glass, vibrant text) is drawn
            // sharp, as is any below the σ at which a blur moves no pixel.
            guard g.contentBlurPx >= GaussianBlur.identitySigma, !steps.isEmpty, steps.allSatisfy(Self.drawsAlone)
            else { return steps }
            // Drawn unclipped by the glass, blurred, then clipped to it.
            let unclipped = g.content.flatMap { plan($0, clips: clips) }
            return [.blurred(unclipped, sigmaPx: g.contentBlurPx, outline: g.outline, clips: clips)]
        }
        return GlassGroup(elements: elements, spacingPx: spacingPx, scale: scale, clips: clips, content: content)
    }

    /// Whether a step draws the same on a transparent layer as on what lies beneath it: fills, images, paths
    /// and text that is not vibrant (not glass, adaptive glass or a scroll edge, which read the canvas).
    static func drawsAlone(_ step: Step) -> Bool {
        switch step {
        case .fill, .image, .polygons: return true
        case .glyphs(let run, _): return run.vibrancy == nil
        case .glass, .adaptive, .scrollEdge, .blurred: return false
        }
    }

    /// Where an image of its own size lands inside `frame` for a fit mode (pixels).
    static func place(_ image: PixelBuffer, in frame: RectPx, fit: ImageFit) -> RectPx {
        let iw = Double(max(1, image.width))
        let ih = Double(max(1, image.height))
        let s: Double
        switch fit {
        case .stretch: return frame
        case .fill: s = max(frame.width / iw, frame.height / ih)
        case .fit: s = min(frame.width / iw, frame.height / ih)
        }
        let w = iw * s
        let h = ih * s
        return RectPx(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
    }
}
