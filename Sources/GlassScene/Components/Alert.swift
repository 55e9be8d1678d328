import GlassText

/// An alert (components.md §5): the screen dimmed by black 20%, a regular-glass panel 320 pt wide (≈)
/// centred, corners ≈ 35 pt; the title 17 pt semibold (up to 4 lines) and the message 13 pt (up to 8 lines),
/// centred, each wrapped and measured by the text stack, 20 pt padding; the
/// actions capsule buttons 44 pt tall, side by side when two, stacked otherwise; `cancel` semibold,
/// `destructive` in `systemRed`. Pre-26: 270 pt wide, 14 pt corners, the chrome material, actions as plain
/// tinted titles over hairlines. Sizes are at the default text size; Dynamic Type scales the text by its
/// style and the actions grow to hold it (`AlertMetrics`, `ActionLayout`).
enum Alert {
    static let keys = ["type", "name", "title", "message", "actions"]

    typealias Action = (title: String, style: String, path: String)

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        var (title, message, actions) = try parse(o)
        if actions.isEmpty { actions = [("OK", "default", o.node.path)] }
        let width = c.liquid ? AlertMetrics.liquidWidthPt : AlertMetrics.classicWidthPt
        let body = try body(
            title: title, message: message, actions: actions, width: width, sideBySide: actions.count == 2, c,
            at: o.node.path)
        // Taller than the screen's safe room (the largest text sizes): the panel fills that room and its
        // content is clipped there, as UIKit's alert scrolls.
        let room = Anchor.room(c)
        let height = min(body.height, room.height)
        let x = (c.widthPt - width) / 2
        let y = height < body.height ? room.y : (c.heightPt - height) / 2
        if c.liquid {
            return [
                dim(c),
                Primitive.glass(
                    .init(
                        frame: RectPt(x, y, width, height), corners: .radiusPt(AlertMetrics.liquidCornerPt),
                        content: (body.content).map(Primitive.lowered))
                ).json,
            ]
        }
        return [
            dim(c), chromePanel(x, y, width, height, corners: AlertMetrics.classicCornerPt, c, content: body.content),
        ]
    }

    /// The screen dimmed by black 20%, behind alerts and action sheets.
    static func dim(_ c: LayoutContext) -> JSONValue {
        Primitive.shape(.init(frame: RectPt(0, 0, c.widthPt, c.heightPt), fill: .color(AlertMetrics.dimColor))).json
    }

    /// The title, message and actions of an alert or action sheet (`title`, `message`, `actions`).
    static func parse(_ o: ObjectNode) throws(SceneError) -> (title: String?, message: String?, actions: [Action]) {
        let title = try o.optional("title").map { n throws(SceneError) in try BarItem.nonEmpty(n) }
        // An empty message is no message, as in UIKit.
        var message: String? = nil
        if let m = o.optional("message") {
            let s = try m.string()
            if s.unicodeScalars.count > SceneLimits.maxTextCharacters {
                throw m.error(
                    "\(s.unicodeScalars.count) characters; the limit is \(SceneLimits.maxTextCharacters) per text layer"
                )
            }
            if !s.isEmpty { message = s }
        }
        var actions: [Action] = []
        if let a = o.optional("actions") {
            let list = try a.array()
            if list.count > maxActions { throw a.error("\(list.count) actions; the limit is \(maxActions)") }
            for n in list {
                let ao = try n.object(allowed: ["title", "style"])
                let t = try BarItem.nonEmpty(try ao.required("title"))
                let s: String =
                    try ao.optional("style")?.choice([
                        ("default", "default"), ("cancel", "cancel"), ("destructive", "destructive"),
                    ])
                    ?? "default"
                actions.append((t, s, n.path))
            }
        }
        return (title, message, actions)
    }

    /// The most actions in one alert or action sheet.
    static let maxActions = 32

    /// The content of a panel `width` wide: title and message centred, then the actions (Liquid Glass:
    /// capsules, pre-26: tinted titles over hairlines), and its height. A stack the engine lays out: each text
    /// takes its style's size at the scene's Dynamic Type size and wraps; an action grows to hold its title.
    /// Two actions go side by side (`sideBySide`) while both titles fit on one line below the accessibility
    /// sizes, as UIKit's do; otherwise they stack.
    static func body(
        title: String?, message: String?, actions: [Action], width: Double, sideBySide: Bool, _ c: LayoutContext,
        at path: String, textless: Bool = false
    ) throws(SceneError) -> (content: [JSONValue], height: Double) {
        typealias M = AlertMetrics
        let pad = M.paddingPt
        var texts: [Primitive] = []
        if let title {
            texts.append(
                text(
                    title, M.titleStyle, weight: .semibold, linePt: M.titleLinePt, maxLines: M.titleMaxLines, "label",
                    c, at: path + ".title"))
        }
        if let message {
            texts.append(
                text(
                    message, M.messageStyle, weight: .regular, linePt: M.messageLinePt, maxLines: M.messageMaxLines,
                    "label", c, at: path + ".message"))
        }
        var parts: [Primitive] = []
        // An alert always keeps its top padding and gap; an action sheet without text (`textless`) starts with
        // its actions. Pre-26 the first action's hairline lies in the gap, `classicHairlineAbovePt` above it.
        if !textless || !texts.isEmpty {
            let gap = M.textToActionsPt - (c.liquid ? 0 : M.classicHairlineAbovePt)
            parts.append(
                Primitive.stack(
                    .init(
                        axis: .vstack, layers: texts, spacingPt: M.titleToMessagePt,
                        sizing: StackSizing(
                            width: .fill, padding: .init(bottomPt: gap, leadingPt: pad, trailingPt: pad)))))
        }
        parts.append(ActionLayout(actions, width: width - 2 * pad, sideBySide: sideBySide, c).stack(actions, c))
        let panel = Primitive.stack(
            .init(
                axis: .vstack, layers: parts, spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(width: .fill, padding: .init(topPt: pad, bottomPt: c.liquid ? pad : 0))))
        return try laidOut(panel, widthPt: width, c, at: path)
    }

    /// `text` in `style` at the scene's text size, centred, laid out by its stack: as wide as it is offered,
    /// up to `maxLines` lines; one line exactly on the design's `linePt` (at L, scaled with the style), more
    /// on the font's. Tagged at `path`, the key that wrote it.
    static func text(
        _ text: String, _ style: ComponentTextStyle, weight: FontWeight, linePt: Double, maxLines: Int,
        _ color: String, _ c: LayoutContext, at path: String
    ) -> Primitive {
        let layer = Primitive.text(
            .init(
                text: text, frame: RectPt(0, 0, 0, 0),
                font: LayerFont(sizePt: c.sizePt(style), weight: weight.nearestLayerWeight),
                color: .color(color)))
        return Primitive.laid(
            .lowered(Provenance.tag(layer.json, path)),
            StackSizing(width: .fill, minHeightPt: c.linePt(linePt, style, weight: weight), lineLimit: maxLines))
    }

    /// `stack` laid out by the engine in a panel `widthPt` wide, from its top: its layers in the panel's own
    /// space, and the panel's height in whole pixels, as the engine places them. Offered all the height it may
    /// take, measured and laid out alike; a panel shrunk to the screen clips its content, never squeezes it.
    static func laidOut(_ stack: Primitive, widthPt: Double, _ c: LayoutContext, at path: String)
        throws(SceneError) -> (content: [JSONValue], height: Double)
    {
        let pass = LayoutPass(c, component: path)
        let tallPt = SceneLimits.maxPoints
        let size = try pass.size(of: stack, offeredWidthPt: widthPt, heightPt: tallPt)
        let content = try pass.layers(of: stack, in: RectPt(0, 0, widthPt, tallPt), at: "top")
        return (content, (size.heightPt * c.scale).rounded() / c.scale)
    }

    /// The pre-26 chrome material (`BarAppearance.chrome`) with rounded corners and `content` drawn on it.
    static func chromePanel(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, corners: Double, _ c: LayoutContext, content: [JSONValue]
    ) -> JSONValue {
        BarAppearance.chrome(
            RectPt(x, y, w, h), dark: c.dark, corners: .radiusPt(corners), content: content.map(Primitive.lowered)
        ).json
    }
}
