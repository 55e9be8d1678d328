/// A popover (`UIPopoverPresentationController`) on an iPad: `content` laid out in the popover's own frame
/// (as a sheet's), `size` [width, height] in points (default 320 × 320), against its `source`. Liquid Glass:
/// a regular-glass panel, corners 26 pt (≈), without an arrow, `Anchor.gapPt` below the source (above where
/// there is no room), centred on it and kept on screen. Pre-26: an opaque `systemBackground` panel with
/// 13 pt corners and an arrow 26 pt wide and 13 pt tall pointing at the source's centre. On an iPhone (or a
/// canvas without a device) a popover adapts as UIKit adapts it: a large sheet with the same content.
enum Popover {
    static let keys = ["type", "name", "source", "size", "content"]

    // Metrics.
    /// Apple: a popover's preferred size by default, 320 × 320 pt.
    static let defaultSizePt = 320.0
    /// glass: Liquid Glass corners 26 pt (≈); Apple (pre-26): 13 pt.
    static let cornerPt = 26.0, classicCornerPt = 13.0
    /// Apple (pre-26): the arrow's base 26 pt wide, 13 pt tall.
    static let arrowWidthPt = 26.0, arrowHeightPt = 13.0

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let source = try Anchor.source(o.required("source"))
        var size = [defaultSizePt, defaultSizePt]
        if let n = o.optional("size") {
            size = try n.numbers(count: 2, in: 0...ControlInput.maxSize, what: "a size [width, height] in points")
            for i in 0..<2 where size[i] <= 0 {
                throw n.element(i, .number(size[i])).error(
                    "expected a \(i == 0 ? "width" : "height") above 0 in points")
            }
        }
        if !c.isPad {
            // Adapted as UIKit adapts it: a large sheet with the same content; what it refuses is the popover's.
            return try Sheet.panel(
                o.node, height: Sheet.largeHeightPt(c), large: true, dimming: true,
                content: o.optional("content"), detent: nil, c)
        }
        let classic = !c.liquid
        let (a, below) = Anchor.place(
            width: size[0], height: size[1], source: source, covering: false, alignCentre: true,
            gapPt: classic ? arrowHeightPt : Anchor.gapPt, c)
        var content: [JSONValue] = []
        if let n = o.optional("content") {
            content = try Sheet.lowerContent(n, widthPt: a.width, heightPt: a.height, c)
        }
        if !classic {
            return [
                Primitive.glass(
                    .init(
                        frame: RectPt(a.x, a.y, a.width, a.height), corners: .radiusPt(cornerPt),
                        content: content.map(Primitive.lowered))
                ).json
            ]
        }
        return classicPanel(a, below: below, source: source, fill: "systemBackground", content: content)
    }

    /// The pre-26 popover: an opaque panel with its arrow pointing at `source`, `content` clipped to it
    /// (drawn through an identity glass).
    static func classicPanel(_ a: Anchor, below: Bool, source: [Double], fill: String, content: [JSONValue])
        -> [JSONValue]
    {
        let corners = LayerCorners.radiusPt(min(classicCornerPt, a.width / 2, a.height / 2))
        // The arrow's centre on the source's, kept off the rounded corners; its base on the panel's edge.
        let low = a.x + classicCornerPt + arrowWidthPt / 2
        let high = a.x + a.width - classicCornerPt - arrowWidthPt / 2
        let centre = low <= high ? min(max(source[0] + source[2] / 2, low), high) : a.x + a.width / 2
        let arrowY = below ? a.y - arrowHeightPt : a.y + a.height
        let d = below ? "M0 13 L13 0 L26 13 Z" : "M0 0 L13 13 L26 0 Z"
        let panel = RectPt(a.x, a.y, a.width, a.height)
        let layers: [Primitive] = [
            .path(
                .init(
                    d: d, frame: RectPt(centre - arrowWidthPt / 2, arrowY, arrowWidthPt, arrowHeightPt),
                    viewBox: RectPt(0, 0, arrowWidthPt, arrowHeightPt), fill: .color(fill))),
            .shape(.init(frame: panel, corners: corners, fill: .color(fill))),
            .glass(.init(frame: panel, corners: corners, style: .identity, content: content.map(Primitive.lowered))),
        ]
        return layers.json
    }
}
