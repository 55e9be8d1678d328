import GlassText

/// An action sheet (`UIAlertController` with `.actionSheet`): `title`, `message`, `actions` (as an alert's,
/// `style` `default`, `destructive` or `cancel`) and an optional `source` frame, the button it opens from.
///
/// Anchored (a `source` in the Liquid Glass design, or a `source` on an iPad): the actions as a menu's rows
/// under the title and message (13 pt `secondaryLabel`), out of the source and kept on screen (`Menu`), with
/// no Cancel (tapping elsewhere cancels); pre-26 on an iPad, an opaque popover 304 pt wide with its arrow,
/// rows 57 pt with centred 20 pt titles. Not anchored, the screen dims (black 20%): on an iPhone at the
/// bottom, 8 pt from the sides and the bottom (at most 440 pt wide, centred), Cancel last (Liquid Glass: one
/// regular-glass panel, corners concentric with the display, the actions as an alert's stacked capsules;
/// pre-26: the actions on a chrome group with 13 pt corners over a separate opaque Cancel group 57 pt tall,
/// 8 pt apart, ending on the bottom safe area); on an iPad centred, with Cancel (Liquid Glass 320 pt wide, corners
/// 35 pt, as an alert; pre-26 the iPhone's groups, 304 pt wide).
enum ActionSheet {
    static let keys = ["type", "name", "title", "message", "actions", "source"]
    static let maxWidthPt = 440.0
    /// Pre-26: the rows' height and the groups' width on an iPad, pt.
    static let classicRowPt = 57.0, classicPadWidthPt = 304.0

    /// The presentations lowered by this file and its neighbours (`Menu`, `Popover`), by type.
    static func lowerPresentation(_ type: String, _ o: ObjectNode, _ c: LayoutContext) throws(SceneError)
        -> [JSONValue]
    {
        switch type {
        case "menu": try Menu.lower(o, c)
        case "popover": try Popover.lower(o, c)
        default: try lower(o, c)
        }
    }

    /// A panel `width` pt wide leaves its text room inside `padding` pt each side, or it is refused.
    static func needsRoom(_ width: Double, padding: Double, _ o: ObjectNode) throws(SceneError) {
        if width <= 2 * padding {
            throw o.node.error(
                "an action sheet needs more than \(formatNumber(2 * padding)) pt across for its text; the screen leaves \(formatNumber(max(0, width))) pt"
            )
        }
    }

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let (title, message, all) = try Alert.parse(o)
        let source = try o.optional("source").map { n throws(SceneError) in try Anchor.source(n) }
        let pad = c.isPad
        let actions = all.filter { $0.style != "cancel" }
        let cancels = all.filter { $0.style == "cancel" }
        if cancels.count > 1, let second = o.optional("actions")?.value, case .array(let list) = second {
            let i = all.indices.filter { all[$0].style == "cancel" }[1]
            throw o.optional("actions")!.element(i, list[i]).error(
                "an action sheet takes one \"cancel\" action; this is the second")
        }
        if let source, c.liquid || pad {
            return anchored(title: title, message: message, actions: actions, source: source, c, at: o.node.path)
        }
        let ordered = actions + cancels
        if c.liquid {
            let room = Anchor.room(c)
            let w = pad ? 320 : min(c.widthPt - 2 * Sheet.insetPt, maxWidthPt)
            try needsRoom(w, padding: 20, o)
            let body = Alert.body(
                title: title, message: message, actions: ordered, width: w, sideBySide: false, c, at: o.node.path,
                textless: true)
            let h = min(body.height, pad ? room.height : c.heightPt - Sheet.insetPt - room.y)
            let x = (c.widthPt - w) / 2
            let y = pad ? (c.heightPt - h) / 2 : c.heightPt - Sheet.insetPt - h
            let corners = pad ? 35 : Sheet.floatingRadius(displayPt: c.displayCornerRadiusPt)
            return [
                Alert.dim(c),
                J.object([
                    "type": .string("glass"), "frame": J.frame(x, y, w, h), "corners": .number(min(corners, h / 2)),
                    "content": .array(body.content),
                ]),
            ]
        }
        // Pre-26: the actions' group over the Cancel group.
        let room = Anchor.room(c)
        let w = min(pad ? classicPadWidthPt : maxWidthPt, room.width)
        try needsRoom(w, padding: 16, o)
        let group = classicGroup(title: title, message: message, actions: actions, width: w, c, at: o.node.path)
        let cancelHeight = cancels.isEmpty ? 0 : classicRowPt + Anchor.gapPt
        let h = max(1, min(group.height, room.height - cancelHeight))
        let x = (c.widthPt - w) / 2
        let bottom = pad ? (c.heightPt + h + cancelHeight) / 2 : room.y + room.height
        var layers = [Alert.dim(c)]
        if !actions.isEmpty || title != nil || message != nil {
            layers.append(
                Alert.chromePanel(
                    x, bottom - cancelHeight - h, w, h, corners: Menu.classicCornerPt, c, content: group.content))
        }
        if let a = cancels.first {
            let y = bottom - classicRowPt
            layers.append(
                contentsOf: Provenance.tag(
                    [
                        J.shape(
                            x, y, w, classicRowPt, corners: .number(Menu.classicCornerPt),
                            fill: "secondarySystemBackground"),
                        J.text(a.title, x, y, w, classicRowPt, size: 20, weight: "semibold", color: "tint"),
                    ], a.path))
        }
        return layers
    }

    /// Anchored to `source`: a menu's panel (Liquid Glass) or a popover with its arrow (pre-26).
    static func anchored(
        title: String?, message: String?, actions: [Alert.Action], source: [Double], _ c: LayoutContext,
        at path: String
    ) -> [JSONValue] {
        if c.liquid {
            let inner = Menu.widthPt - 40
            var header: [Menu.HeaderLine] = []
            if let title {
                header.append(
                    (
                        title, "semibold",
                        Measure.lines(
                            title, sizePt: 13, weight: c.settings.drawn(.semibold), widthPt: inner, scale: c.scale,
                            max: 4), path + ".title"
                    ))
            }
            if let message {
                header.append(
                    (
                        message, "regular",
                        Measure.lines(
                            message, sizePt: 13, weight: c.settings.drawn(.regular), widthPt: inner, scale: c.scale,
                            max: 8),
                        path + ".message"
                    ))
            }
            let rows = actions.map { a in
                Menu.Row.item(
                    title: a.title, symbol: nil, color: a.style == "destructive" ? "systemRed" : "label",
                    checked: false,
                    path: a.path)
            }
            return Menu.panel(header: header, rows: rows, source: source, c, at: path)
        }
        let group = classicGroup(
            title: title, message: message, actions: actions, width: classicPadWidthPt, c, at: path)
        let (a, below) = Anchor.place(
            width: classicPadWidthPt, height: group.height, source: source, covering: false, alignCentre: true,
            gapPt: Popover.arrowHeightPt, c)
        return Popover.classicPanel(a, below: below, source: source, fill: "systemBackground", content: group.content)
    }

    /// The pre-26 group: title (13 pt semibold) and message (13 pt) in `secondaryLabel`, centred, then the
    /// actions as rows 57 pt tall with centred 20 pt titles in the tint (`systemRed` when destructive), parted
    /// by 0.33 pt hairlines; and its height.
    static func classicGroup(
        title: String?, message: String?, actions: [Alert.Action], width: Double, _ c: LayoutContext,
        at path: String
    ) -> (content: [JSONValue], height: Double) {
        var content: [JSONValue] = []
        let inner = width - 32
        var y = 0.0
        if title != nil || message != nil {
            y = 14
            for (text, weight, key) in [(title, FontWeight.semibold, "title"), (message, .regular, "message")] {
                guard let text else { continue }
                let lines = Measure.lines(
                    text, sizePt: 13, weight: c.settings.drawn(weight), widthPt: inner, scale: c.scale,
                    max: key == "title" ? 4 : 8)
                let h = Double(lines) * 16
                content.append(
                    Provenance.tag(
                        J.text(
                            text, 16, y, inner, h, size: 13, weight: weight == .semibold ? "semibold" : "regular",
                            color: "secondaryLabel"
                        ).with("lines", .number(Double(lines))), path + "." + key))
                y += h + 2
            }
            y += 12
        }
        for (i, a) in actions.enumerated() {
            var parts: [JSONValue] = []
            if i > 0 || y > 0 { parts.append(J.shape(0, y, width, 0.33, corners: .number(0), fill: "separator")) }
            parts.append(
                J.text(
                    a.title, 16, y, inner, classicRowPt, size: 20, weight: "regular",
                    color: a.style == "destructive" ? "systemRed" : "tint"))
            content.append(contentsOf: Provenance.tag(parts, a.path))
            y += classicRowPt
        }
        return (content, y)
    }
}
