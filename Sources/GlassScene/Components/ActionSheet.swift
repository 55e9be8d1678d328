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
            let body = try Alert.body(
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
        let group = try classicGroup(title: title, message: message, actions: actions, width: w, c, at: o.node.path)
        // The Cancel group: its row on an opaque rounded rectangle, measured, then placed under the actions.
        let cancel = cancels.first.map { a in
            Primitive.stack(
                .init(
                    axis: .vstack, layers: [classicTitle(a, weight: .semibold, c)],
                    sizing: classicRowSizing,
                    background: Primitive.laid(
                        .lowered(
                            Provenance.tag(
                                Primitive.shape(
                                    .init(
                                        frame: RectPt(0, 0, 0, 0), corners: .radiusPt(Menu.classicCornerPt),
                                        fill: "secondarySystemBackground")
                                ).json, a.path)))))
        }
        let pass = LayoutPass(c, component: o.node.path)
        var cancelPt = 0.0
        if let cancel {
            let size = try pass.size(of: cancel, offeredWidthPt: w, heightPt: SceneLimits.maxPoints)
            cancelPt = (size.heightPt * c.scale).rounded() / c.scale
        }
        let cancelHeight = cancel == nil ? 0 : cancelPt + Anchor.gapPt
        let h = max(1, min(group.height, room.height - cancelHeight))
        let x = (c.widthPt - w) / 2
        let bottom = pad ? (c.heightPt + h + cancelHeight) / 2 : room.y + room.height
        var layers = [Alert.dim(c)]
        if !actions.isEmpty || title != nil || message != nil {
            layers.append(
                Alert.chromePanel(
                    x, bottom - cancelHeight - h, w, h, corners: Menu.classicCornerPt, c, content: group.content))
        }
        if let cancel {
            layers += try pass.layers(of: cancel, in: RectPt(x, bottom - cancelPt, w, cancelPt), at: "top")
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
        let group = try classicGroup(
            title: title, message: message, actions: actions, width: classicPadWidthPt, c, at: path)
        let (a, below) = Anchor.place(
            width: classicPadWidthPt, height: group.height, source: source, covering: false, alignCentre: true,
            gapPt: Popover.arrowHeightPt, c)
        return Popover.classicPanel(a, below: below, source: source, fill: "systemBackground", content: group.content)
    }

    /// The pre-26 group: title (footnote semibold) and message (footnote) in `secondaryLabel`, centred, then
    /// the actions as rows (`ActionSheetMetrics`) with centred title3 titles in the tint (`systemRed` when
    /// destructive), parted by hairlines; and its height. A stack the engine lays out: every text wraps at
    /// its style's size and each row grows to hold its title.
    static func classicGroup(
        title: String?, message: String?, actions: [Alert.Action], width: Double, _ c: LayoutContext,
        at path: String
    ) throws(SceneError) -> (content: [JSONValue], height: Double) {
        typealias M = ActionSheetMetrics
        var parts: [Primitive] = []
        let texts = [
            (title, FontWeight.semibold, "title", AlertMetrics.titleMaxLines),
            (message, .regular, "message", AlertMetrics.messageMaxLines),
        ].compactMap { text, weight, key, most in
            text.map {
                Alert.text(
                    $0, M.classicHeaderStyle, weight: weight, linePt: M.classicHeaderLinePt, maxLines: most,
                    "secondaryLabel", c, at: path + "." + key)
            }
        }
        if !texts.isEmpty {
            parts.append(
                Primitive.stack(
                    .init(
                        axis: .vstack, layers: texts, spacingPt: M.classicTextGapPt,
                        sizing: StackSizing(
                            width: .fill,
                            padding: .init(
                                topPt: M.classicTextTopPt, bottomPt: M.classicTextGapPt + M.classicTextBottomPt,
                                leadingPt: M.classicSidePt, trailingPt: M.classicSidePt)))))
        }
        for a in actions {
            let row = Primitive.stack(
                .init(axis: .vstack, layers: [classicTitle(a, weight: .regular, c)], sizing: classicRowSizing))
            // The hairline over the row's top edge, under its text, after the header or a row.
            parts.append(
                parts.isEmpty
                    ? row
                    : Primitive.stack(
                        .init(
                            axis: .zstack, layers: [Menu.tagged(Menu.line(ListMetrics.hairlinePt, c), a.path), row],
                            alignment: "top", sizing: StackSizing(width: .fill))))
        }
        let group = Primitive.stack(
            .init(
                axis: .vstack, layers: parts, spacingPt: Primitive.Stack.abuttingPt, sizing: StackSizing(width: .fill)))
        return try Alert.laidOut(group, widthPt: width, c, at: path)
    }

    /// A pre-26 action's title in title3 at the scene's text size, centred, in the tint (`systemRed` when
    /// destructive), on 24 pt lines (at L) and up to `actionMaxLines` of them.
    static func classicTitle(_ a: Alert.Action, weight: FontWeight, _ c: LayoutContext) -> Primitive {
        typealias M = ActionSheetMetrics
        return Alert.text(
            a.title, M.classicRowStyle, weight: weight, linePt: M.classicRowLinePt,
            maxLines: AlertMetrics.actionMaxLines, a.style == "destructive" ? "systemRed" : "tint", c, at: a.path)
    }

    /// A pre-26 row: as wide as the group, `classicSidePt` in and `classicRowVerticalPaddingPt` above and
    /// below its title, never under `classicRowPt`.
    static var classicRowSizing: StackSizing {
        typealias M = ActionSheetMetrics
        return StackSizing(
            width: .fill, minHeightPt: M.classicRowPt,
            padding: .init(
                topPt: M.classicRowVerticalPaddingPt, bottomPt: M.classicRowVerticalPaddingPt,
                leadingPt: M.classicSidePt, trailingPt: M.classicSidePt))
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
