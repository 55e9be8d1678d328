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
    static var classicRowPt: Double { ActionSheetMetrics.classicRowPt }
    static var classicPadWidthPt: Double { ActionSheetMetrics.classicPadWidthPt }

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
            return try anchored(title: title, message: message, actions: actions, source: source, c, at: o.node.path)
        }
        let ordered = actions + cancels
        if c.liquid {
            let room = Anchor.room(c)
            let w = pad ? AlertMetrics.liquidWidthPt : min(c.widthPt - 2 * Sheet.insetPt, maxWidthPt)
            try needsRoom(w, padding: AlertMetrics.paddingPt, o)
            let body = Alert.body(
                title: title, message: message, actions: ordered, width: w, sideBySide: false, c, at: o.node.path,
                textless: true)
            let h = min(body.height, pad ? room.height : c.heightPt - Sheet.insetPt - room.y)
            let x = (c.widthPt - w) / 2
            let y = pad ? (c.heightPt - h) / 2 : c.heightPt - Sheet.insetPt - h
            let corners = pad ? AlertMetrics.liquidCornerPt : Sheet.floatingRadius(displayPt: c.displayCornerRadiusPt)
            return [
                Alert.dim(c),
                Primitive.glass(
                    .init(
                        frame: RectPt(x, y, w, h), corners: .radiusPt(min(corners, h / 2)),
                        content: (body.content).map(Primitive.lowered))
                ).json,
            ]
        }
        // Pre-26: the actions' group over the Cancel group.
        let room = Anchor.room(c)
        let w = min(pad ? classicPadWidthPt : maxWidthPt, room.width)
        try needsRoom(w, padding: ActionSheetMetrics.classicSidePt, o)
        let group = classicGroup(title: title, message: message, actions: actions, width: w, c, at: o.node.path)
        let cancelRow = cancels.first.map { a in
            classicRow(a.title, weight: .semibold, width: w - 2 * ActionSheetMetrics.classicSidePt, c)
        }
        let cancelHeight = cancelRow.map { $0.heightPt + Anchor.gapPt } ?? 0
        let h = max(1, min(group.height, room.height - cancelHeight))
        let x = (c.widthPt - w) / 2
        let bottom = pad ? (c.heightPt + h + cancelHeight) / 2 : room.y + room.height
        var layers = [Alert.dim(c)]
        if !actions.isEmpty || title != nil || message != nil {
            layers.append(
                Alert.chromePanel(
                    x, bottom - cancelHeight - h, w, h, corners: Menu.classicCornerPt, c, content: group.content))
        }
        if let a = cancels.first, let row = cancelRow {
            let y = bottom - row.heightPt
            let side = ActionSheetMetrics.classicSidePt
            layers.append(
                contentsOf: Provenance.tag(
                    [
                        Primitive.shape(
                            .init(
                                frame: RectPt(x, y, w, row.heightPt), corners: .radiusPt(Menu.classicCornerPt),
                                fill: "secondarySystemBackground")
                        ).json,
                        Primitive.text(
                            .init(
                                text: a.title, frame: RectPt(x + side, y, w - 2 * side, row.heightPt),
                                font: LayerFont(
                                    sizePt: c.sizePt(ActionSheetMetrics.classicRowStyle), weight: .semibold),
                                color: "tint", lines: row.lines)
                        ).json,
                    ], a.path))
        }
        return layers
    }

    /// Anchored to `source`: a menu's panel (Liquid Glass) or a popover with its arrow (pre-26).
    static func anchored(
        title: String?, message: String?, actions: [Alert.Action], source: [Double], _ c: LayoutContext,
        at path: String
    ) throws(SceneError) -> [JSONValue] {
        if c.liquid {
            let inner = Menu.panelWidthPt(c) - 2 * MenuMetrics.liquidEdgePt
            let size = c.sizePt(MenuMetrics.headerStyle)
            var header: [Menu.HeaderLine] = []
            if let title {
                header.append(
                    (
                        title, .semibold,
                        Measure.lines(
                            title, sizePt: size, weight: .semibold, widthPt: inner, c, max: AlertMetrics.titleMaxLines),
                        path + ".title"
                    ))
            }
            if let message {
                header.append(
                    (
                        message, .regular,
                        Measure.lines(
                            message, sizePt: size, weight: .regular, widthPt: inner, c,
                            max: AlertMetrics.messageMaxLines),
                        path + ".message"
                    ))
            }
            let rows = actions.map { a in
                Menu.Row.item(
                    title: a.title, symbol: nil, color: a.style == "destructive" ? "systemRed" : "label",
                    checked: false,
                    path: a.path)
            }
            return try Menu.panel(header: header, rows: rows, source: source, c, at: path)
        }
        let group = classicGroup(
            title: title, message: message, actions: actions, width: classicPadWidthPt, c, at: path)
        let (a, below) = Anchor.place(
            width: classicPadWidthPt, height: group.height, source: source, covering: false, alignCentre: true,
            gapPt: Popover.arrowHeightPt, c)
        return Popover.classicPanel(a, below: below, source: source, fill: "systemBackground", content: group.content)
    }

    /// The pre-26 group: title (footnote semibold) and message (footnote) in `secondaryLabel`, centred, then
    /// the actions as rows (`ActionSheetMetrics`) with centred title3 titles in the tint (`systemRed` when
    /// destructive), parted by hairlines; and its height. Every text wraps at its style's size.
    static func classicGroup(
        title: String?, message: String?, actions: [Alert.Action], width: Double, _ c: LayoutContext,
        at path: String
    ) -> (content: [JSONValue], height: Double) {
        typealias M = ActionSheetMetrics
        var content: [JSONValue] = []
        let inner = width - 2 * M.classicSidePt
        var y = 0.0
        if title != nil || message != nil {
            y = M.classicTextTopPt
            let size = c.sizePt(M.classicHeaderStyle)
            let line = c.linePt(M.classicHeaderLinePt, M.classicHeaderStyle, weight: .regular)
            for (text, weight, key) in [(title, FontWeight.semibold, "title"), (message, .regular, "message")] {
                guard let text else { continue }
                let lines = Measure.lines(
                    text, sizePt: size, weight: weight, widthPt: inner, c,
                    max: key == "title" ? AlertMetrics.titleMaxLines : AlertMetrics.messageMaxLines)
                let h = Double(lines) * line
                content.append(
                    Provenance.tag(
                        Primitive.text(
                            .init(
                                text: text, frame: RectPt(M.classicSidePt, y, inner, h),
                                font: LayerFont(sizePt: size, weight: weight.nearestLayerWeight),
                                color: "secondaryLabel", lines: lines)
                        ).json, path + "." + key))
                y += h + M.classicTextGapPt
            }
            y += M.classicTextBottomPt
        }
        for (i, a) in actions.enumerated() {
            var parts: [JSONValue] = []
            if i > 0 || y > 0 {
                parts.append(
                    Primitive.shape(
                        .init(
                            frame: RectPt(0, y, width, ListMetrics.hairlinePt), corners: .radiusPt(0), fill: "separator"
                        )
                    ).json)
            }
            let row = classicRow(a.title, weight: .regular, width: inner, c)
            parts.append(
                Primitive.text(
                    .init(
                        text: a.title, frame: RectPt(M.classicSidePt, y, inner, row.heightPt),
                        font: LayerFont(sizePt: c.sizePt(M.classicRowStyle), weight: .regular),
                        color: .color(a.style == "destructive" ? "systemRed" : "tint"), lines: row.lines)
                ).json)
            content.append(contentsOf: Provenance.tag(parts, a.path))
            y += row.heightPt
        }
        return (content, y)
    }

    /// A pre-26 action row holding `title` at the scene's text size: its lines and height (never under
    /// `classicRowPt`).
    static func classicRow(_ title: String, weight: FontWeight, width: Double, _ c: LayoutContext) -> (
        lines: Int, heightPt: Double
    ) {
        typealias M = ActionSheetMetrics
        let lines = Measure.lines(
            title, sizePt: c.sizePt(M.classicRowStyle), weight: weight, widthPt: width, c,
            max: AlertMetrics.actionMaxLines)
        let line = c.linePt(M.classicRowLinePt, M.classicRowStyle, weight: weight)
        return (lines, max(M.classicRowPt, Double(lines) * line + 2 * M.classicRowVerticalPaddingPt))
    }
}

/// The pre-26 action sheet's figures at the default text size (L); its text scales with its styles.
enum ActionSheetMetrics {
    /// Rows 57 pt tall at least, holding a title3 title (20 pt at L) on 24 pt lines with 14 pt (≈) above and
    /// below; the groups 304 pt wide on an iPad.
    static let classicRowPt = 57.0, classicPadWidthPt = 304.0
    static let classicRowStyle = ComponentTextStyle.title3, classicRowLinePt = 24.0, classicRowVerticalPaddingPt = 14.0
    /// The title and message: footnote (13 pt at L) on 16 pt lines, 16 pt in from the sides, 14 pt from the
    /// top, 2 pt apart, 12 pt above the first row.
    static let classicHeaderStyle = ComponentTextStyle.footnote, classicHeaderLinePt = 16.0
    static let classicSidePt = 16.0, classicTextTopPt = 14.0, classicTextGapPt = 2.0, classicTextBottomPt = 12.0
}
