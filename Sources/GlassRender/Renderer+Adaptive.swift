import GlassCore
import GlassScene

/// The decisions of one render (what each adaptive glass, container or group measured and chose), in the
/// order they were made. Steps run one after another (only the
/// pixels inside a step spread over threads), so the log is written from one thread at a time.
public final class DecisionLog: @unchecked Sendable {
    public private(set) var decisions: [LookDecision] = []

    public init() {}

    func record(_ d: LookDecision) { decisions.append(d) }
}

extension Renderer {
    /// L* of the mean luminance of the canvas, as drawn so far, under the step's region (its members'
    /// outlines inflated by 8 pt, their union); nil when the region misses the canvas.
    static func measure(_ step: RenderPlan.AdaptiveStep, canvas: PixelBuffer) -> Double? {
        let masks = step.region.map { $0.coverage(canvasWidth: canvas.width, canvasHeight: canvas.height) }
        return BackdropLightness.measure(canvas, under: masks)
    }
}
