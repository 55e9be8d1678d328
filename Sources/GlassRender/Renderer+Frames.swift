import GlassCore
import GlassScene

extension Renderer {
    /// An animated scene's frame at `t` seconds, straight alpha: its scene through the same memory check,
    /// plan and kernels as a still render (Reduce Motion: the two stills, mixed). `admit` hears the render's
    /// estimated peak first.
    public static func frameImage(
        _ animation: AnimatedScene, atS t: Double, workers: Workers = .serial, admit: ((Int) -> Void)? = nil
    ) throws(SceneError) -> PixelBuffer {
        var image = try premultipliedFrame(animation, atS: t, workers: workers, admit: admit)
        image.unpremultiply(workers: workers)
        return image
    }

    /// The frame at `t`, premultiplied.
    public static func premultipliedFrame(
        _ animation: AnimatedScene, atS t: Double, workers: Workers = .serial, admit: ((Int) -> Void)? = nil
    ) throws(SceneError) -> PixelBuffer {
        switch try animation.frame(atS: t) {
        case .scene(let scene):
            let checked = try checkedPlan(scene)
            admit?(checked.peakBytes)
            return render(checked.plan, workers: workers)
        case .crossFade(let from, let to, let amount):
            let a = try checkedPlan(from)
            let b = try checkedPlan(to)
            admit?(a.peakBytes + b.peakBytes)
            return mixed(render(a.plan, workers: workers), render(b.plan, workers: workers), amount)
        }
    }

    /// The frame at `t` rendered as the next of `sequence` (which then holds it, straight alpha): the same
    /// bytes as `frameImage`, from what the frame before left. Returns the pixels that may differ from it.
    public static func nextFrame(
        _ animation: AnimatedScene, atS t: Double, into sequence: inout FrameSequence,
        admit: ((Int) -> Void)? = nil
    ) throws(SceneError) -> PixelRect? {
        // The sequence's own canvases are held beside each frame's render, inside the same bound.
        let held = FrameSequence.heldBytes(widthPx: animation.widthPx, heightPx: animation.heightPx)
        let limit = RenderLimits.maxPeakBytes - held
        switch try animation.frame(atS: t) {
        case .scene(let scene):
            let checked = try checkedPlan(scene, limitBytes: limit)
            admit?(checked.peakBytes + held)
            return sequence.next(checked.plan)
        case .crossFade(let from, let to, let amount):
            let a = try checkedPlan(from, limitBytes: limit)
            let b = try checkedPlan(to, limitBytes: limit)
            admit?(max(a.peakBytes, b.peakBytes) + held)
            return sequence.next(crossFade: a.plan, b.plan, amount: amount)
        }
    }

    /// `a` and `b` (premultiplied, one size) mixed `amount` of the way to `b`: a cross-fade.
    static func mixed(_ a: PixelBuffer, _ b: PixelBuffer, _ amount: Double) -> PixelBuffer {
        let f = Float(min(1, max(0, amount)))
        var out = a
        out.bytes.withUnsafeMutableBufferPointer { o in
            b.bytes.withUnsafeBufferPointer { q in
                for i in 0..<min(o.count, q.count) {
                    let x = Float(o[i])
                    o[i] = WholeNumber.clamped(
                        x + (Float(q[i]) - x) * f, .toNearestOrAwayFromZero, into: UInt8.min...UInt8.max)
                }
            }
        }
        return out
    }
}
