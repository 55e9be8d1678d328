import GlassText

/// A menu out of a button (`UIMenu` on a button or bar item). Liquid Glass: a regular-glass panel that grows
/// out of its button, covering it (its top edge on the button's, or its bottom edge when there is no room
/// below), 250 pt wide, corners 26 pt (≈), rows 44 pt inside 8 pt of padding; each row's symbol leads
/// (17 pt in a 24 pt column 20 pt from the edge) and its title follows (17 pt, `label`; `systemRed` when
/// destructive, `tertiaryLabel` when disabled); a checked row has a `checkmark` trailing; a divider is a
/// 0.5 pt `separator` line inset 20 pt in 9 pt of space. Pre-26: the chrome material, 13 pt corners, the
/// same width and rows without padding, 8 pt `gapPt` below (or above) the button; the checkmark leads and
/// the symbol trails (16 pt from the edges); rows are parted by 0.33 pt hairlines and dividers by an 8 pt
/// band. A `title` heads the menu in 13 pt `secondaryLabel`. The panel is kept on screen (`Anchor`). Sizes
/// are at the default text size: Dynamic Type scales the text, symbols, rows and width (`MenuMetrics`).
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

    /// A line of the header: text, weight and lines measured, the path it came from.
    typealias HeaderLine = (text: String, weight: FontWeight, lines: Int, path: String)

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let source = try Anchor.source(o.required("source"))
        var header: [HeaderLine] = []
        if let t = o.optional("title") {
            let title = try BarItem.nonEmpty(t)
            let lines = Measure.lines(
                title, sizePt: c.sizePt(MenuMetrics.headerStyle), weight: .regular,
                widthPt: panelWidthPt(c) - 2 * (c.liquid ? MenuMetrics.liquidEdgePt : MenuMetrics.classicEdgePt), c,
                max: AlertMetrics.titleMaxLines)
            header.append((title, .regular, lines, t.path))
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
        return panel(header: header, rows: rows, source: source, c, at: o.node.path)
    }

    /// The panel's width: 250 pt at L, widened with the text (never narrower), within the screen's room.
    static func panelWidthPt(_ c: LayoutContext) -> Double {
        min(max(MenuMetrics.widthPt, c.scaledPt(MenuMetrics.widthPt, with: MenuMetrics.rowStyle)), Anchor.room(c).width)
    }

    /// The panel for `rows` under `header`, against `source`: shared with the anchored action sheet. Rows
    /// grow to hold their titles, which wrap at the scene's text size; the symbols scale with them.
    static func panel(header: [HeaderLine], rows: [Row], source: [Double], _ c: LayoutContext, at path: String)
        -> [JSONValue]
    {
        typealias M = MenuMetrics
        let liquid = c.liquid
        let w = panelWidthPt(c)
        let edge = liquid ? M.liquidEdgePt : M.classicEdgePt
        let pad = liquid ? M.paddingPt : 0
        let symbols = rows.contains { if case .item(_, let s, _, _, _) = $0 { s != nil } else { false } }
        let checks = rows.contains { if case .item(_, _, _, let k, _) = $0 { k } else { false } }
        let column = c.scaledPt(M.symbolColumnPt, with: M.rowStyle)
        let symbolSize = c.sizePt(M.rowStyle)
        let line = c.linePt(M.rowLinePt, M.rowStyle, weight: .regular)
        var content: [JSONValue] = []
        var y = pad
        if !header.isEmpty {
            y += M.headerTopPt
            let headerLine = c.linePt(M.headerLinePt, M.headerStyle, weight: .regular)
            for line in header {
                let h = Double(line.lines) * headerLine
                content.append(
                    Provenance.tag(
                        Primitive.text(
                            .init(
                                text: line.text, frame: RectPt(edge, y, w - 2 * edge, h),
                                font: LayerFont(sizePt: c.sizePt(M.headerStyle), weight: line.weight),
                                color: "secondaryLabel", alignment: liquid ? .leading : .center, lines: line.lines)
                        ).json, line.path))
                y += h + M.headerGapPt
            }
            y += M.headerBottomPt
            if !liquid || !rows.isEmpty {
                content.append(
                    Primitive.shape(
                        .init(
                            frame: RectPt(
                                liquid ? edge : 0, y - M.liquidDividerLinePt, liquid ? w - 2 * edge : w,
                                M.liquidDividerLinePt), corners: .radiusPt(0), fill: "separator")
                    ).json)
            }
        }
        for (i, row) in rows.enumerated() {
            switch row {
            case .divider(let p):
                let h = liquid ? M.liquidDividerPt : M.classicDividerPt
                let divider =
                    liquid
                    ? Primitive.shape(
                        .init(
                            frame: RectPt(
                                edge, y + (h - M.liquidDividerLinePt) / 2, w - 2 * edge, M.liquidDividerLinePt),
                            corners: .radiusPt(0), fill: "separator")
                    ).json
                    : Primitive.shape(.init(frame: RectPt(0, y, w, h), corners: .radiusPt(0), fill: "systemFill")).json
                content.append(Provenance.tag(divider, p))
                y += h
            case .item(let title, let symbol, let color, let checked, let p):
                var parts: [JSONValue] = []
                if !liquid, i > 0, case .item = rows[i - 1] {
                    parts.append(
                        Primitive.shape(
                            .init(
                                frame: RectPt(0, y, w, ListMetrics.hairlinePt), corners: .radiusPt(0), fill: "separator"
                            )
                        ).json)
                }
                // Liquid Glass: symbol column leading, checkmark trailing; pre-26 the other way round.
                let leadingColumn = liquid ? symbols : checks
                let trailing = liquid ? (checked ? "checkmark" : nil) : symbol
                let leading = liquid ? symbol : (checked ? "checkmark" : nil)
                let titleX = edge + (leadingColumn ? column + (liquid ? M.liquidSymbolGapPt : M.classicSymbolGapPt) : 0)
                let titleW =
                    w - titleX - edge - ((liquid ? checks : symbols) ? column + M.trailingColumnGapPt : 0)
                let lines = Measure.lines(
                    title, sizePt: symbolSize, weight: .regular, widthPt: titleW, c, max: M.rowMaxLines)
                let h = max(M.rowMinHeightPt, Double(lines) * line + 2 * M.rowVerticalPaddingPt)
                // Each part at the item's key that made it: its symbol, its checkmark, its title.
                if let leading {
                    parts.append(
                        Provenance.tag(
                            Primitive.symbol(
                                .init(
                                    name: leading, frame: RectPt(edge, y, column, h), sizePt: symbolSize,
                                    weight: .regular, color: .color(color))
                            ).json,
                            p + (liquid ? ".symbol" : ".checked")))
                }
                parts.append(
                    Provenance.tag(
                        Primitive.text(
                            .init(
                                text: title, frame: RectPt(titleX, y, titleW, h),
                                font: LayerFont(sizePt: symbolSize, weight: .regular), color: .color(color),
                                alignment: .leading, lines: lines)
                        ).json, p + ".title"))
                if let trailing {
                    parts.append(
                        Provenance.tag(
                            Primitive.symbol(
                                .init(
                                    name: trailing, frame: RectPt(w - edge - column, y, column, h), sizePt: symbolSize,
                                    weight: .regular, color: .color(color))
                            ).json, p + (liquid ? ".checked" : ".symbol")))
                }
                content.append(contentsOf: Provenance.tag(parts, p))
                y += h
            }
        }
        let height = y + pad
        let (a, _) = Anchor.place(width: w, height: height, source: source, covering: liquid, c)
        if liquid {
            return [
                Primitive.glass(
                    .init(
                        frame: RectPt(a.x, a.y, a.width, a.height), corners: .radiusPt(M.cornerPt),
                        content: (content).map(Primitive.lowered))
                ).json
            ]
        }
        return [Alert.chromePanel(a.x, a.y, a.width, a.height, corners: M.classicCornerPt, c, content: content)]
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
    /// A divider: Liquid Glass a 0.5 pt line in 9 pt of space; pre-26 an 8 pt `systemFill` band.
    static let liquidDividerPt = 9.0, liquidDividerLinePt = 0.5, classicDividerPt = 8.0
}
