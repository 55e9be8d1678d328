import GlassText

/// A menu out of a button (`UIMenu` on a button or bar item). Liquid Glass: a regular-glass panel that grows
/// out of its button, covering it (its top edge on the button's, or its bottom edge when there is no room
/// below), 250 pt wide, corners 26 pt (≈), rows 44 pt inside 8 pt of padding; each row's symbol leads
/// (17 pt in a 24 pt column 20 pt from the edge) and its title follows (17 pt, `label`; `systemRed` when
/// destructive, `tertiaryLabel` when disabled); a checked row has a `checkmark` trailing; a divider is a
/// one-pixel `separator` line inset 20 pt in 9 pt of space. Pre-26: the chrome material, 13 pt corners, the
/// same width and rows without padding, 8 pt `gapPt` below (or above) the button; the checkmark leads and
/// the symbol trails (16 pt from the edges); rows are parted by one-pixel hairlines and dividers by an 8 pt
/// band. A `title` heads the menu in 13 pt `secondaryLabel`. The panel is kept on screen (`Anchor`). Sizes
/// are at the default text size: Dynamic Type scales the text, symbols, rows and width (`MenuMetrics`). The
/// header and rows are stacks the layout engine sizes and places; only the panel's place is the menu's own.
enum Menu {
    static let keys = ["type", "name", "source", "title", "items"]
    static let itemKeys = ["title", "symbol", "destructive", "checked", "disabled"]
    static var widthPt: Double { MenuMetrics.widthPt }
    static var classicCornerPt: Double { MenuMetrics.classicCornerPt }
    /// The most items in one menu.
    static let maxItems = 64

    /// A row: an item, or a divider between groups of items.
    enum Row {
        case item(title: String, symbol: String?, color: String, checked: Bool, path: String)
        case divider(path: String)
    }

    /// A line of the header: text, weight, the most lines it may wrap to, the path it came from.
    typealias HeaderLine = (text: String, weight: FontWeight, lines: Int, path: String)

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let source = try Anchor.source(o.required("source"))
        var header: [HeaderLine] = []
        if let t = o.optional("title") {
            header.append((try BarItem.nonEmpty(t), .regular, AlertMetrics.titleMaxLines, t.path))
        }
        let itemsNode = try o.required("items")
        let list = try itemsNode.array()
        if list.isEmpty { throw itemsNode.expected("at least one item") }
        if list.count > maxItems { throw itemsNode.error("\(list.count) items; the limit is \(maxItems)") }
        var rows: [Row] = []
        for n in list {
            if case .object(let m) = n.value, m.contains(where: { $0.key == "divider" }) {
                let d = try n.object(allowed: ["divider"])
                let flag = try d.required("divider")
                guard case .bool(true) = flag.value else { throw flag.expected("true (a divider takes no other keys)") }
                rows.append(.divider(path: n.path))
                continue
            }
            let item = try n.object(allowed: itemKeys)
            let title = try BarItem.nonEmpty(try item.required("title"))
            let symbol = try item.optional("symbol").map { s throws(SceneError) in try s.symbolName() }
            let destructive = try ControlInput.flag(item, "destructive", default: false)
            let disabled = try ControlInput.flag(item, "disabled", default: false)
            let checked = try ControlInput.flag(item, "checked", default: false)
            let color = disabled ? "tertiaryLabel" : destructive ? "systemRed" : "label"
            rows.append(.item(title: title, symbol: symbol, color: color, checked: checked, path: n.path))
        }
        return try panel(header: header, rows: rows, source: source, c, at: o.node.path)
    }

    /// The panel's width: 250 pt at L, widened with the text (never narrower), within the screen's room.
    static func panelWidthPt(_ c: LayoutContext) -> Double {
        min(max(MenuMetrics.widthPt, c.scaledPt(MenuMetrics.widthPt, with: MenuMetrics.rowStyle)), Anchor.room(c).width)
    }

    /// The panel for `rows` under `header`, against `source`: shared with the anchored action sheet. The
    /// header and rows are stacks the engine lays out (rows grow to hold their titles, which wrap at the
    /// scene's text size; the symbols scale with them); the panel, as tall as they are, is placed by `Anchor`.
    static func panel(header: [HeaderLine], rows: [Row], source: [Double], _ c: LayoutContext, at path: String)
        throws(SceneError) -> [JSONValue]
    {
        let pad = c.liquid ? MenuMetrics.paddingPt : 0
        let body = Primitive.stack(
            .init(
                axis: .vstack, layers: headerParts(header, divided: !c.liquid || !rows.isEmpty, c) + rowParts(rows, c),
                spacingPt: Primitive.Stack.abuttingPt, alignment: "leading", sizing: StackSizing(width: .fill)))
        let pass = LayoutPass(c, component: path)
        // The rows run the panel's width (their text `liquidEdgePt` in); the padding is above and below.
        // Offered all the height it may take, measured and laid out alike (a stack offered just its height
        // may share it out differently).
        let (w, tallPt) = (panelWidthPt(c), SceneLimits.maxPoints)
        let inner = try pass.size(of: body, offeredWidthPt: w, heightPt: tallPt)
        // In whole pixels, as the engine places the rows.
        let heightPt = ((inner.heightPt + 2 * pad) * c.scale).rounded() / c.scale
        let (a, _) = Anchor.place(width: w, height: heightPt, source: source, covering: c.liquid, c)
        // A panel shrunk to the screen clips its rows, never squeezes them.
        let content = try pass.layers(of: body, in: RectPt(0, pad, a.width, tallPt), at: "top")
        if c.liquid {
            return [
                Primitive.glass(
                    .init(
                        frame: RectPt(a.x, a.y, a.width, a.height), corners: .radiusPt(MenuMetrics.cornerPt),
                        content: content.map(Primitive.lowered))
                ).json
            ]
        }
        return [
            Alert.chromePanel(a.x, a.y, a.width, a.height, corners: MenuMetrics.classicCornerPt, c, content: content)
        ]
    }

    /// A separator's thickness: `thicknessPt` in whole pixels, at least one (the engine places whole pixels,
    /// so a thinner line would vanish between them; UIKit's hairline is one pixel).
    static func linePt(_ thicknessPt: Double, _ c: LayoutContext) -> Double {
        max(1, (thicknessPt * c.scale).rounded(.down)) / c.scale
    }

    /// A separator line `thicknessPt` thick (`linePt`) across what it is offered.
    static func line(_ thicknessPt: Double, _ c: LayoutContext) -> Primitive {
        Primitive.laid(
            Primitive.shape(.init(frame: RectPt(0, 0, 0, 0), corners: .radiusPt(0), fill: "separator")),
            StackSizing(width: .fill, height: .fixedPt(linePt(thicknessPt, c))))
    }

    /// The header: its lines in footnote `secondaryLabel` (leading; pre-26 centred), then a separator when
    /// `divided`.
    static func headerParts(_ header: [HeaderLine], divided: Bool, _ c: LayoutContext) -> [Primitive] {
        typealias M = MenuMetrics
        guard !header.isEmpty else { return [] }
        let edge = c.liquid ? M.liquidEdgePt : M.classicEdgePt
        // One line exactly on the design's line; more lines on the font's.
        let lineHeight = c.linePt(M.headerLinePt, M.headerStyle, weight: .regular)
        let texts = header.map { h in
            Primitive.laid(
                .lowered(
                    Provenance.tag(
                        Primitive.text(
                            .init(
                                text: h.text, frame: RectPt(0, 0, 0, 0),
                                font: LayerFont(sizePt: c.sizePt(M.headerStyle), weight: h.weight),
                                color: "secondaryLabel", alignment: c.liquid ? .leading : .center)
                        ).json, h.path)),
                StackSizing(width: .fill, minHeightPt: lineHeight, lineLimit: h.lines))
        }
        // The separator ends the space under the last line.
        let below = M.headerGapPt + M.headerBottomPt - (divided ? linePt(M.liquidDividerLinePt, c) : 0)
        let lines = Primitive.stack(
            .init(
                axis: .vstack, layers: texts, spacingPt: M.headerGapPt, alignment: "leading",
                sizing: StackSizing(
                    width: .fill,
                    padding: .init(topPt: M.headerTopPt, bottomPt: below, leadingPt: edge, trailingPt: edge))))
        guard divided else { return [lines] }
        let separator = Primitive.stack(
            .init(
                axis: .vstack, layers: [line(M.liquidDividerLinePt, c)],
                sizing: StackSizing(
                    width: .fill, padding: c.liquid ? .init(leadingPt: edge, trailingPt: edge) : nil)))
        return [lines, separator]
    }

    /// The rows: each item an h-stack of its leading column, title and trailing column (Liquid Glass: symbol,
    /// title, checkmark; pre-26: checkmark, title, symbol), at least `rowMinHeightPt` tall; dividers between
    /// groups; pre-26 a hairline over each item that follows an item.
    static func rowParts(_ rows: [Row], _ c: LayoutContext) -> [Primitive] {
        typealias M = MenuMetrics
        let liquid = c.liquid
        let edge = liquid ? M.liquidEdgePt : M.classicEdgePt
        let symbols = rows.contains { if case .item(_, let s, _, _, _) = $0 { s != nil } else { false } }
        let checks = rows.contains { if case .item(_, _, _, let k, _) = $0 { k } else { false } }
        let column = c.scaledPt(M.symbolColumnPt, with: M.rowStyle)
        let sizePt = c.sizePt(M.rowStyle)
        // One line exactly on the design's 22 pt (at L); more lines on the font's.
        let lineHeight = c.linePt(M.rowLinePt, M.rowStyle, weight: .regular)
        var out: [Primitive] = []
        for (i, row) in rows.enumerated() {
            switch row {
            case .divider(let p):
                let divider: Primitive =
                    liquid
                    ? Primitive.stack(
                        .init(
                            axis: .zstack, layers: [line(M.liquidDividerLinePt, c)],
                            sizing: StackSizing(
                                width: .fill, height: .fixedPt(M.liquidDividerPt),
                                padding: .init(leadingPt: edge, trailingPt: edge))))
                    : Primitive.laid(
                        Primitive.shape(.init(frame: RectPt(0, 0, 0, 0), corners: .radiusPt(0), fill: "systemFill")),
                        StackSizing(width: .fill, height: .fixedPt(M.classicDividerPt)))
                out.append(tagged(divider, p))
            case .item(let title, let symbol, let color, let checked, let p):
                // A glyph in its column (each part at the item's key that made it), or the empty column.
                func glyph(_ name: String?, _ key: String) -> Primitive {
                    guard let name else {
                        return Primitive.stack(
                            .init(axis: .zstack, layers: [], sizing: StackSizing(width: .fixedPt(column))))
                    }
                    let symbol = Primitive.symbol(
                        .init(
                            name: name, frame: RectPt(0, 0, 0, 0), sizePt: sizePt, weight: .regular,
                            color: .color(color)))
                    return Primitive.laid(
                        .lowered(Provenance.tag(symbol.json, p + key)), StackSizing(width: .fixedPt(column)))
                }
                let checkmark = checked ? "checkmark" : nil
                let text = Primitive.text(
                    .init(
                        text: title, frame: RectPt(0, 0, 0, 0), font: LayerFont(sizePt: sizePt, weight: .regular),
                        color: .color(color), alignment: .leading))
                let titlePart = Primitive.laid(
                    .lowered(Provenance.tag(text.json, p + ".title")),
                    StackSizing(width: .fill, minHeightPt: lineHeight, lineLimit: M.rowMaxLines))
                // Liquid Glass: symbol column leading, checkmark trailing; pre-26 the other way round.
                let trailing =
                    (liquid ? checks : symbols)
                    ? [liquid ? glyph(checkmark, ".checked") : glyph(symbol, ".symbol")] : []
                let leading =
                    (liquid ? symbols : checks)
                    ? [liquid ? glyph(symbol, ".symbol") : glyph(checkmark, ".checked")] : []
                let titleAndTrailing = Primitive.stack(
                    .init(
                        axis: .hstack, layers: [titlePart] + trailing, spacingPt: M.trailingColumnGapPt,
                        sizing: StackSizing(width: .fill)))
                var item = Primitive.stack(
                    .init(
                        axis: .hstack, layers: leading + [titleAndTrailing],
                        spacingPt: liquid ? M.liquidSymbolGapPt : M.classicSymbolGapPt,
                        sizing: StackSizing(
                            width: .fill, minHeightPt: M.rowMinHeightPt,
                            padding: .init(
                                topPt: M.rowVerticalPaddingPt, bottomPt: M.rowVerticalPaddingPt, leadingPt: edge,
                                trailingPt: edge))))
                if !liquid, i > 0, case .item = rows[i - 1] {
                    // The hairline over the row's top edge, under its text.
                    item = Primitive.stack(
                        .init(
                            axis: .zstack, layers: [tagged(line(ListMetrics.hairlinePt, c), p), item],
                            alignment: "top", sizing: StackSizing(width: .fill)))
                }
                out.append(item)
            }
        }
        return out
    }

    /// `part` (a laid shape, or a stack of them) tagged at `path`: its shapes are the item's.
    static func tagged(_ part: Primitive, _ path: String) -> Primitive {
        guard case .object(let members) = part.json else { return part }
        if members.contains(where: { $0.key == "layers" }) {
            guard case .array(let layers)? = members.first(where: { $0.key == "layers" })?.value else { return part }
            let inner = layers.map { Provenance.tag($0, path) }
            return .lowered(.object(members.map { $0.key == "layers" ? ($0.key, .array(inner)) : $0 }))
        }
        return .lowered(Provenance.tag(part.json, path))
    }
}

/// The menu's figures at the default text size (L); its text, symbols and rows scale with body and
/// footnote at the scene's Dynamic Type size. ≈: glass's estimates.
enum MenuMetrics {
    /// The panel: 250 pt wide (≈); Liquid Glass corners 26 pt (≈) and 8 pt of padding around the rows;
    /// pre-26 corners 13 pt.
    static let widthPt = 250.0, cornerPt = 26.0, paddingPt = 8.0, classicCornerPt = 13.0
    /// The rows' text and symbols 20 pt (Liquid Glass) or 16 pt (pre-26) from the panel's edges.
    static let liquidEdgePt = 20.0, classicEdgePt = 16.0
    /// A row: body (17 pt at L) on 22 pt lines, up to 4 of them, 11 pt above and below, never under 44 pt.
    static let rowStyle = ComponentTextStyle.body, rowLinePt = 22.0, rowMaxLines = 4
    static let rowVerticalPaddingPt = 11.0, rowMinHeightPt = 44.0
    /// The symbol column (24 pt at L, the symbol at the row's text size) and the title after it (Liquid
    /// Glass 8 pt, pre-26 4 pt); the trailing column and 8 pt before it.
    static let symbolColumnPt = 24.0, liquidSymbolGapPt = 8.0, classicSymbolGapPt = 4.0, trailingColumnGapPt = 8.0
    /// The header: footnote (13 pt at L) on 16 pt lines, 10 pt below the top, 2 pt apart, 8 pt above the rows.
    static let headerStyle = ComponentTextStyle.footnote, headerLinePt = 16.0
    static let headerTopPt = 10.0, headerGapPt = 2.0, headerBottomPt = 8.0
    /// A divider: Liquid Glass a 0.5 pt line (drawn in whole pixels, at least one) in 9 pt of space; pre-26 an
    /// 8 pt `systemFill` band.
    static let liquidDividerPt = 9.0, liquidDividerLinePt = 0.5, classicDividerPt = 8.0
}
