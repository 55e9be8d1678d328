/// An alert (components.md §5): the screen dimmed by black 20%, a regular-glass panel 320 pt wide (≈)
/// centred, corners ≈ 35 pt; the title 17 pt semibold (up to 4 lines) and the message 13 pt (up to 8 lines),
/// centred, each wrapped and measured by the text stack, 20 pt padding; the
/// actions capsule buttons 44 pt tall, side by side when two, stacked otherwise; `cancel` semibold,
/// `destructive` in `systemRed`. Pre-26: 270 pt wide, 14 pt corners, the chrome material, actions as plain
/// tinted titles over hairlines.
enum Alert {
    static let keys = ["type", "name", "title", "message", "actions"]

    typealias Action = (title: String, style: String, path: String)

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        var (title, message, actions) = try parse(o)
        if actions.isEmpty { actions = [("OK", "default", o.node.path)] }
        let width = c.liquid ? 320.0 : 270
        let body = body(
            title: title, message: message, actions: actions, width: width, sideBySide: actions.count == 2, c,
            at: o.node.path)
        let x = (c.widthPt - width) / 2
        let y = (c.heightPt - body.height) / 2
        if c.liquid {
            return [
                dim(c),
                J.object([
                    "type": .string("glass"), "frame": J.frame(x, y, width, body.height), "corners": .number(35),
                    "content": .array(body.content),
                ]),
            ]
        }
        return [dim(c), chromePanel(x, y, width, body.height, corners: 14, c, content: body.content)]
    }

    /// The screen dimmed by black 20%, behind alerts and action sheets.
    static func dim(_ c: LayoutContext) -> JSONValue {
        J.object([
            "type": .string("shape"), "frame": J.frame(0, 0, c.widthPt, c.heightPt), "fill": .string("#00000033"),
        ])
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
    /// capsules 44 pt tall, 8 pt apart; pre-26: tinted titles over hairlines), and its height.
    static func body(
        title: String?, message: String?, actions: [Action], width: Double, sideBySide: Bool, _ c: LayoutContext,
        at path: String, textless: Bool = false
    ) -> (content: [JSONValue], height: Double) {
        let pad = 20.0
        let inner = width - 2 * pad
        // Title and message wrap (at `\n` and where the text stack breaks them), measured by the same layout
        // their text layers get: the title on up to 4 lines 22 pt apart, the message on up to 8, 16 pt apart.
        let titleLines =
            title.map {
                Measure.lines(
                    $0, sizePt: 17, weight: c.settings.drawn(.semibold), widthPt: inner, scale: c.scale, max: 4)
            } ?? 0
        let titleHeight = Double(titleLines) * 22
        let messageLines =
            message.map {
                Measure.lines(
                    $0, sizePt: 13, weight: c.settings.drawn(.regular), widthPt: inner, scale: c.scale, max: 8)
            } ?? 0
        let messageHeight = Double(messageLines) * 16
        let count = Double(actions.count)
        let buttonsHeight = sideBySide ? 44.0 : count * 44 + max(0, count - 1) * 8
        // An alert always keeps its top padding and gap; an action sheet without text (`textless`) starts with its actions.
        let hasText = !textless || title != nil || message != nil
        let height =
            (hasText ? pad + titleHeight + (message != nil ? 4 + messageHeight : 0) + 20 : pad) + buttonsHeight
            + (c.liquid ? pad : 0)
        var content: [JSONValue] = []
        var cy = pad
        if let title {
            content.append(
                Provenance.tag(
                    J.text(title, pad, cy, inner, titleHeight, size: 17, weight: "semibold", color: "label")
                        .with("lines", .number(Double(titleLines))), path + ".title"))
            cy += titleHeight
        }
        if let message {
            cy += 4
            content.append(
                Provenance.tag(
                    J.text(message, pad, cy, inner, messageHeight, size: 13, weight: "regular", color: "label")
                        .with("lines", .number(Double(messageLines))), path + ".message"))
            cy += messageHeight
        }
        cy += hasText ? 20 : 0
        let bw = sideBySide ? (inner - 8) / 2 : inner
        for (i, a) in actions.enumerated() {
            let bx = sideBySide ? pad + Double(i) * (bw + 8) : pad
            let by = sideBySide ? cy : cy + Double(i) * 52
            let color = a.style == "destructive" ? "systemRed" : (c.liquid ? "label" : "tint")
            let weight = a.style == "cancel" ? "semibold" : "regular"
            let back =
                c.liquid
                ? J.shape(bx, by, bw, 44, corners: .string("capsule"), fill: "systemFill")
                : J.shape(0, by - 4, width, 0.33, corners: .number(0), fill: "separator")
            content.append(
                contentsOf: Provenance.tag(
                    [back, J.text(a.title, bx, by, bw, 44, size: 17, weight: weight, color: color)], a.path))
        }
        return (content, height)
    }

    /// The pre-26 chrome material (`J.chrome`) with rounded corners and `content` drawn on it.
    static func chromePanel(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, corners: Double, _ c: LayoutContext, content: [JSONValue]
    ) -> JSONValue {
        var panel = J.chrome(x, y, w, h, dark: c.dark)
        if case .object(var members) = panel, let i = members.firstIndex(where: { $0.key == "corners" }) {
            members[i].value = .number(corners)
            if let k = members.firstIndex(where: { $0.key == "content" }), case .array(let back) = members[k].value {
                members[k].value = .array(back + content)
            }
            panel = .object(members)
        }
        return panel
    }
}
