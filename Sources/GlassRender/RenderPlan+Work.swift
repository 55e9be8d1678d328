import GlassCore
import GlassScene

extension RenderPlan {
    /// An upper estimate of the glass work of a render, before anything is drawn: each glass group's footprint
    /// (the pixels it reads or writes) times its work a pixel (`GlassGroupRenderer.workPerPixel`: its
    /// elements, which the field visits at every pixel, and its blur's taps), summed over the groups, nested
    /// glass and both looks of an adaptive step included. A container of thousands of elements merged over a
    /// wide spacing, or hundreds of full-canvas blurs, come to many billions and would run for minutes.
    public func estimatedGlassWork() -> Double {
        var work = 0.0
        func visit(_ step: Step) {
            switch step {
            case .glass(let group):
                if !group.elements.isEmpty {
                    let renderer = GlassGroupRenderer(
                        elements: group.elements, spacingPx: group.spacingPx, scale: group.scale)
                    work += Double(renderer.footprint(width: widthPx, height: heightPx).area) * renderer.workPerPixel
                }
                group.content.forEach(visit)
            case .adaptive(let step):
                step.light.forEach(visit)
                step.dark.forEach(visit)
            case .blurred(let steps, _, _, _):
                steps.forEach(visit)
            case .fill, .image, .scrollEdge, .glyphs, .polygons:
                break
            }
        }
        steps.forEach(visit)
        return work
    }
}

extension RenderLimits {
    /// Most glass work one scene may ask for (`RenderPlan.estimatedGlassWork`), in pixel-element visits:
    /// a billion, a minute or two of one core's time at most (release build; an element visit measured 40–180
    /// ns on a busy machine), far inside the default time budget. A full-canvas glass on a 36 Mpx canvas comes
    /// to 190 million; the repository's scenes stay far below.
    public static let maxGlassWork = 1e9
}
