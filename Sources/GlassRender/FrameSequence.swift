import GlassCore
import GlassScene

/// Renders the frames of an animation one after another, each from what the one before left: the pixels are
/// the same bytes as `Renderer.render` of each frame's plan, but a frame runs only the steps from the first one
/// that changed, and touches only the pixels those steps (before and after) write.
///
/// It keeps a checkpoint: the canvas after the steps every recent frame shared (the background, the content
/// under the moving glass). A frame whose first `k` steps draw like the previous frame's starts from the
/// checkpoint when it lies at or before `k`: the pixels the previous frame's remaining steps wrote are put
/// back from it, and the remaining steps run. Outside those pixels the previous frame already equals the
/// checkpoint, so every step reads what a whole render would give it. A frame that changes earlier than the
/// checkpoint is rendered whole and moves the checkpoint back. Memory: three canvases (the checkpoint, the
/// frame premultiplied, the frame in straight alpha).
public struct FrameSequence {
    let workers: Workers
    /// False: every frame is rendered alone, whole (`glass animate --no-reuse`, to check the reuse against).
    let reuse: Bool
    var steps: [RenderPlan.Step] = []
    var size = (width: 0, height: 0)
    var checkpoint: (index: Int, canvas: PixelBuffer)? = nil
    /// The two stills of the cross-fade under way (Reduce Motion).
    var stills: (from: Still, to: Still)? = nil
    var premultiplied = PixelBuffer(width: 0, height: 0)
    /// The last frame in straight alpha, as written.
    public private(set) var image = PixelBuffer(width: 0, height: 0)
    /// Frames rendered whole, frames rendered from the checkpoint, and frames whose steps were all the same
    /// as the one before (not drawn).
    public private(set) var wholeFrames = 0
    public private(set) var partialFrames = 0
    public private(set) var unchangedFrames = 0

    /// Bytes a sequence holds between frames for a `widthPx × heightPx` canvas, at most: the kept canvas, the
    /// frame premultiplied and as written, and a cross-fade's two stills.
    public static func heldBytes(widthPx: Int, heightPx: Int) -> Int {
        5 * max(0, widthPx) * max(0, heightPx) * 4
    }

    public init(workers: Workers = .serial, reuse: Bool = true) {
        self.workers = workers
        self.reuse = reuse
    }

    /// Renders `plan` as the next frame; `image` then holds it (straight alpha). Returns the smallest rectangle
    /// holding every pixel that differs from the frame before (the whole canvas for a frame rendered whole;
    /// nil when none differs).
    public mutating func next(_ plan: RenderPlan) -> PixelRect? {
        let all = PixelRect(x: 0, y: 0, width: plan.widthPx, height: plan.heightPx)
        if !reuse {
            let before = image
            renderWhole(plan, checkpointAt: nil)
            return before.width == image.width && before.height == image.height ? before.differingBounds(image) : all
        }
        guard size == (plan.widthPx, plan.heightPx), !steps.isEmpty else {
            renderWhole(plan, checkpointAt: nil)
            return all
        }
        let n = min(steps.count, plan.steps.count)
        var k = 0
        while k < n, plan.steps[k].drawsLike(steps[k]) { k += 1 }
        if k == steps.count && k == plan.steps.count {
            unchangedFrames += 1
            return nil
        }
        guard let saved = checkpoint, saved.index <= k, saved.index > 0 else {
            renderWhole(plan, checkpointAt: k)
            return all
        }
        let (w, h) = (plan.widthPx, plan.heightPx)
        var damage = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for s in steps[saved.index...] { damage = RenderPlan.Step.union(damage, s.writeBounds(width: w, height: h)) }
        for s in plan.steps[saved.index...] {
            damage = RenderPlan.Step.union(damage, s.writeBounds(width: w, height: h))
        }
        damage = damage.intersection(all)
        partialFrames += 1
        steps = plan.steps
        if damage.isEmpty { return nil }
        premultiplied.paste(saved.canvas.copy(damage), x: damage.x, y: damage.y)
        for i in saved.index..<plan.steps.count {
            if i == k && k > saved.index { checkpoint = (k, premultiplied) }
            Renderer.execute(plan.steps[i], on: &premultiplied, workers: workers)
        }
        var piece = premultiplied.copy(damage)
        piece.unpremultiply(workers: workers)
        let changed = image.copy(damage).differingBounds(piece)
        image.paste(piece, x: damage.x, y: damage.y)
        return changed.map { PixelRect(x: damage.x + $0.x, y: damage.y + $0.y, width: $0.width, height: $0.height) }
    }

    /// Renders `plan` from nothing as `Renderer.render` does, keeping the canvas after its first `k` steps as
    /// the checkpoint when `k` is given and past the background (else the canvas after the background).
    mutating func renderWhole(_ plan: RenderPlan, checkpointAt k: Int?) {
        var (canvas, rest) = Renderer.background(plan, workers: workers)
        // Not knowing where the next frame will differ, keep the canvas after the background (one copy).
        let keep = k ?? (rest.startIndex > 0 ? rest.startIndex : nil)
        checkpoint = nil
        for i in rest.indices {
            if let keep, i == keep, keep > 0, reuse { checkpoint = (keep, canvas) }
            Renderer.execute(rest[i], on: &canvas, workers: workers)
        }
        if let keep, keep >= plan.steps.count, reuse { checkpoint = (keep, canvas) }
        premultiplied = canvas
        stills = nil
        image = canvas
        image.unpremultiply(workers: workers)
        steps = plan.steps
        size = (plan.widthPx, plan.heightPx)
        wholeFrames += 1
    }
}

extension FrameSequence {
    /// A cross-fade (Reduce Motion) from `a` to `b`, `amount` of the way, as the next frame: each still is
    /// rendered once for the run of frames that fade between the same two, then mixed. Returns the whole
    /// canvas; the next frame of a plan is rendered whole.
    public mutating func next(crossFade a: RenderPlan, _ b: RenderPlan, amount: Double) -> PixelRect? {
        // A cached still is reused where it draws alike: the same fade's, or the last fade's end as the start of
        // the next (chained transitions).
        func still(_ plan: RenderPlan, _ cached: [Still?]) -> Still {
            for case let c? in cached where reuse {
                if c.pixels.width == plan.widthPx, c.pixels.height == plan.heightPx,
                    RenderPlan.Step.drawLike(c.steps, plan.steps)
                {
                    return c
                }
            }
            return Still(steps: plan.steps, pixels: Renderer.render(plan, workers: workers))
        }
        stills = (still(a, [stills?.from, stills?.to]), still(b, [stills?.to]))
        premultiplied = Renderer.mixed(stills!.from.pixels, stills!.to.pixels, amount)
        image = premultiplied
        image.unpremultiply(workers: workers)
        steps = []
        checkpoint = nil
        size = (premultiplied.width, premultiplied.height)
        wholeFrames += 1
        return PixelRect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// A still a cross-fade mixes: its plan's steps and its pixels, premultiplied.
    struct Still {
        var steps: [RenderPlan.Step]
        var pixels: PixelBuffer
    }
}
