import GlassCore
import GlassScene

extension RenderPlan.Step {
    /// Whether this step draws exactly what `other` draws on any canvas: the same kind, geometry, paint and
    /// parameters, the same image bytes (shared storage compares at once) and the same glyphs of the same
    /// fonts. What only reports (a run's source, an adaptive step's paths) is not compared.
    func drawsLike(_ other: RenderPlan.Step) -> Bool {
        switch (self, other) {
        case (.fill(let o1, let c1, let p1, let a1), .fill(let o2, let c2, let p2, let a2)):
            return o1 == o2 && c1 == c2 && p1 == p2 && a1 == a2
        case (.image(let i1, let pl1, let o1, let c1), .image(let i2, let pl2, let o2, let c2)):
            return pl1 == pl2 && o1 == o2 && c1 == c2 && i1 == i2
        case (.glass(let g1), .glass(let g2)):
            return g1.spacingPx == g2.spacingPx && g1.scale == g2.scale && g1.clips == g2.clips
                && g1.elements.count == g2.elements.count
                && zip(g1.elements, g2.elements).allSatisfy {
                    $0.outline == $1.outline && $0.parameters == $1.parameters
                }
                && Self.drawLike(g1.content, g2.content)
        case (.scrollEdge(let e1), .scrollEdge(let e2)):
            return e1 == e2
        case (.glyphs(let r1, let c1), .glyphs(let r2, let c2)):
            return c1 == c2 && r1.color == r2.color && r1.opacity == r2.opacity && r1.vibrancy == r2.vibrancy
                && r1.glyphs.count == r2.glyphs.count
                && zip(r1.glyphs, r2.glyphs).allSatisfy {
                    $0.key == $1.key && $0.font === $1.font && $0.x == $1.x && $0.y == $1.y
                }
        case (.polygons(let p1, let r1, let f1, let a1, let c1), .polygons(let p2, let r2, let f2, let a2, let c2)):
            return r1 == r2 && f1 == f2 && a1 == a2 && c1 == c2 && p1 == p2
        case (.blurred(let s1, let g1, let o1, let c1), .blurred(let s2, let g2, let o2, let c2)):
            return g1 == g2 && o1 == o2 && c1 == c2 && Self.drawLike(s1, s2)
        case (.adaptive(let s1), .adaptive(let s2)):
            return s1.region == s2.region && s1.thresholdLightness == s2.thresholdLightness
                && Self.drawLike(s1.light, s2.light) && Self.drawLike(s1.dark, s2.dark)
        default:
            return false
        }
    }

    static func drawLike(_ a: [RenderPlan.Step], _ b: [RenderPlan.Step]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.drawsLike($1) }
    }

    /// Every canvas pixel this step may write on a `width × height` canvas (a bound, never short of it): an
    /// outline's or image's pixel bounds, a glass group's footprint (its shadow included) and its content's,
    /// a run's glyph masks, a polygon's bounds, a scroll edge's band, both looks of an adaptive step; one
    /// pixel more on each side for anti-aliasing. Empty when the step writes nothing.
    func writeBounds(width: Int, height: Int) -> PixelRect {
        let none = PixelRect(x: 0, y: 0, width: 0, height: 0)
        func grown(_ r: RectPx) -> PixelRect { r.pixelBounds.expanded(by: 1, clippedToWidth: width, height: height) }
        func union(_ steps: [RenderPlan.Step]) -> PixelRect {
            steps.reduce(none) { Self.union($0, $1.writeBounds(width: width, height: height)) }
        }
        switch self {
        case .fill(let outline, _, _, _):
            return grown(outline.rect)
        case .image(_, _, let outline, _), .blurred(_, _, let outline, _):
            return grown(outline.rect)
        case .glass(let group):
            var bounds = union(group.content)
            if !group.elements.isEmpty {
                let renderer = GlassGroupRenderer(
                    elements: group.elements, spacingPx: group.spacingPx, scale: group.scale)
                bounds = Self.union(bounds, renderer.footprint(width: width, height: height))
            }
            return bounds
        case .adaptive(let step):
            return Self.union(union(step.light), union(step.dark))
        case .scrollEdge(let effect):
            return effect.band(width: width, height: height) ?? none
        case .glyphs(let run, _):
            return Renderer.glyphBounds(run, width: width, height: height).area.expanded(
                by: 1, clippedToWidth: width, height: height)
        case .polygons(let contours, _, _, _, _):
            return PathRasterizer.bounds(contours).map(grown) ?? none
        }
    }

    /// The smallest rectangle holding both, an empty one holding nothing.
    static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        a.isEmpty ? b : b.isEmpty ? a : a.union(b)
    }
}
