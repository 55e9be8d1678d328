import GlassCore
import GlassScene

/// What one adaptive glass (or container, or group of glass) measured and chose while rendering.
public struct AdaptiveDecision: Sendable, Equatable {
    /// The deciding layer's path in the lowered scene, and the glass that followed it.
    public var path: String
    public var memberPaths: [String]
    public var appearance: Appearance
    /// L* of the mean luminance under the region; nil when the region covers no pixel of the canvas (then
    /// the light look is taken).
    public var measuredLightness: Double?
}

/// The decisions of one render, in the order they were made. Steps run one after another (only the
/// pixels inside a step spread over threads), so the log is written from one thread at a time.
public final class DecisionLog: @unchecked Sendable {
    public private(set) var decisions: [AdaptiveDecision] = []

    public init() {}

    func record(_ d: AdaptiveDecision) { decisions.append(d) }
}

extension Renderer {
    /// L* of the mean luminance of the canvas, as drawn so far, under the step's region (its members'
    /// outlines inflated by 8 pt, their union); nil when the region misses the canvas.
    static func measure(_ step: RenderPlan.AdaptiveStep, canvas: PixelBuffer) -> Double? {
        let masks = step.region.map { $0.coverage(canvasWidth: canvas.width, canvasHeight: canvas.height) }
        return BackdropLightness.measure(canvas, under: masks)
    }
}
