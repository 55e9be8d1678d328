import GlassCore
import GlassScene
import GlassText

extension RenderPlan {
    /// An upper estimate of the bytes a render of this plan holds at its peak, made before anything is
    /// allocated: the decoded images (`imageBytes`, already in memory), the canvas, the largest transient of
    /// any one step (steps run one after another and free their buffers), the glyph masks the cache may
    /// add, and the PNG encoding after the render (a filtered copy of the rows and the compressed output,
    /// at most the same size again). Bytes a pixel of a step's area, from the kernels' allocations:
    /// masks are `Float` (4), a clip intersected into a mask another 4, an image's three masks and its
    /// resampled pixels 16 (and 4 for the allocator's slack), a glass group's frosted region 4 with its
    /// blur's rings, tail grid and band scratch (counted as 8 more), a path's running sums and coverage 8
    /// plus its edges and the rows they cross. Held to measured peaks by `MemoryEstimateTests`.
    public func estimatedPeakBytes(imageBytes: Int = 0) -> Int {
        let canvasPx = widthPx * heightPx
        let canvasRect = PixelRect(x: 0, y: 0, width: widthPx, height: heightPx)
        var transient = 8 * canvasPx  // the PNG encoding
        var glyphMasks = 0
        func area(_ r: RectPx) -> Int { r.pixelBounds.intersection(canvasRect).area }
        func visit(_ step: Step) {
            switch step {
            case .fill(let outline, let clips, _, _):
                transient = max(transient, (clips.isEmpty ? 4 : 8) * area(outline.rect))
            case .image(let image, let placed, let outline, _):
                let a = min(area(outline.rect), area(placed))
                // The outline's mask, the placed rectangle's, their intersection, the resampled pixels (4
                // each, and 4 for the allocator's slack), the ring.
                transient = max(transient, 20 * a + 16 * image.width * 8)
            case .glass(let group):
                if !group.elements.isEmpty {
                    let renderer = GlassGroupRenderer(
                        elements: group.elements, spacingPx: group.spacingPx, scale: group.scale)
                    let clip = group.clips.first.map { 8 * area($0.rect) } ?? 0
                    transient = max(transient, 12 * renderer.footprint(width: widthPx, height: heightPx).area + clip)
                }
                group.content.forEach(visit)
            case .blurred(let steps, _, let outline, _):
                // Its steps run on a layer at most the canvas's size (cut short past what they write and the
                // blurred region: `Renderer.blurLayerSize`), held while they run; then the blurred region and its
                // mask.
                let outside = transient
                transient = 0
                steps.forEach(visit)
                transient = max(outside, 4 * canvasPx + transient + 12 * area(outline.rect))
            case .adaptive(let step):
                // The region's masks (4 bytes a pixel each), then whichever look is drawn.
                transient = max(transient, 4 * step.region.reduce(0) { $0 + area($1.rect) })
                step.light.forEach(visit)
                step.dark.forEach(visit)
            case .scrollEdge(let effect):
                let band = Int(min(effect.sizePx, Double(max(widthPx, heightPx))).rounded(.up)) + 2
                transient = max(transient, 12 * band * max(widthPx, heightPx))
            case .glyphs(let run, _):
                var lo = SIMD2<Int>(Int.max, Int.max)
                var hi = SIMD2<Int>(Int.min, Int.min)
                var sizes: Set<GlyphKey> = []
                for g in run.glyphs {
                    let em = g.key.size26 / 64 + 4
                    lo = pointwiseMin(lo, SIMD2(g.x - em, g.y - em))
                    hi = pointwiseMax(hi, SIMD2(g.x + 2 * em, g.y + em))
                    if sizes.insert(g.key).inserted { glyphMasks += 4 * 4 * em * em }
                }
                if lo.x <= hi.x {
                    let r = PixelRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
                    transient = max(transient, 8 * r.intersection(canvasRect).area)
                }
            case .polygons(let contours, _, _, _, _):
                var lo = SIMD2<Double>(repeating: .infinity)
                var hi = SIMD2<Double>(repeating: -.infinity)
                var edgeRows = 0.0
                var edges = 0
                for c in contours {
                    edges += c.count
                    for (i, p) in c.enumerated() where p.x.isFinite && p.y.isFinite {
                        lo = pointwiseMin(lo, p)
                        hi = pointwiseMax(hi, p)
                        let q = c[(i + 1) % c.count]
                        if q.y.isFinite {
                            edgeRows += max(0, min(max(p.y, q.y), Double(heightPx)) - max(min(p.y, q.y), 0)) + 2
                        }
                    }
                }
                guard lo.x <= hi.x else { return }
                let a = RectPx(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y).pixelBounds
                    .intersection(canvasRect).area
                transient = max(transient, 12 * a + 64 * edges + 16 * Int(min(edgeRows, 1e12)))
            }
        }
        steps.forEach(visit)
        return imageBytes + 4 * canvasPx + transient + min(glyphMasks, 4 * GlyphCache.capacityPixels)
    }
}

/// The bound on one render's memory, checked from the plan before anything is allocated.
public enum RenderLimits {
    /// Most bytes one render may hold at its peak (`RenderPlan.estimatedPeakBytes`): 6 GiB, a quarter of a
    /// 24 GB machine. The scene limits keep the worst scene near 2 GB (a 40 Mpx canvas with 800 MB of images
    /// and a full-canvas path or glass group), so this is a backstop for what they miss.
    public static let maxPeakBytes = 6 << 30
}

extension Renderer {
    /// The scene's plan and its estimated peak, or an error naming the scene when the estimate is above
    /// `limitBytes`, its glass work above `RenderLimits.maxGlassWork` or the pixels it paints outside its glass
    /// above `RenderLimits.maxPaintPixels`.
    public static func checkedPlan(_ scene: ResolvedScene, limitBytes: Int = RenderLimits.maxPeakBytes)
        throws(SceneError) -> (plan: RenderPlan, peakBytes: Int)
    {
        let plan = RenderPlan(scene)
        let peak = plan.estimatedPeakBytes(imageBytes: scene.imageBytes)
        if peak > limitBytes {
            throw SceneError(
                .badData, file: scene.file, path: "",
                "rendering would hold about \(megabytes(peak)) MB at its peak (canvas, images, the largest step, PNG); the limit is \(megabytes(limitBytes)) MB"
            )
        }
        let glassWork = plan.estimatedGlassWork()
        if glassWork > RenderLimits.maxGlassWork {
            throw SceneError(
                .badData, file: scene.file, path: "",
                "its glass would take about \(millions(glassWork)) million pixel-element visits to draw (each glass's area times its elements and blur taps); the limit is \(millions(RenderLimits.maxGlassWork)) million"
            )
        }
        let paintPixels = plan.estimatedPaintPixels()
        if paintPixels > RenderLimits.maxPaintPixels {
            throw SceneError(
                .badData, file: scene.file, path: "",
                "its layers would paint about \(millions(paintPixels)) million pixels (each layer's area on the canvas, text and shapes alike); the limit is \(millions(RenderLimits.maxPaintPixels)) million"
            )
        }
        return (plan, peak)
    }

    static func megabytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }

    static func millions(_ work: Double) -> Int { WholeNumber.clamped(work / 1e6, .up) }
}
