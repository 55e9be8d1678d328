/// `"style": "sidebar"` on an iPad: the floating glass sidebar of iPadOS 26, a regular-glass panel 320 pt
/// wide inset 8 pt from the top, leading and bottom edges, its corners concentric with the display's (the
/// display radius less 8 pt); the sidebar button (`sidebar.left`) at its top, on the navigation bar's row
/// (past the window controls); the tabs as 44 pt rows from under that row, 8 pt in from the panel's sides:
/// a 20 pt symbol in the tint colour in a 28 pt box 12 pt in, the title 17 pt `label` 48 pt in, a badge as
/// `secondaryLabel` text at the trailing end; the selected row on a `systemFill` capsule, its title in the
/// tint colour; a search tab is a last row, "Search". Pre-26 (iPadOS 18): an opaque column 320 pt wide from
/// the edge (`secondarySystemBackground`, a `separator` hairline at its trailing side), rows 16 pt in, the
/// selected one a tint-filled rounded rectangle (10 pt) with white symbol and title. Navigation bars and
/// toolbars are laid out in the column beside it.
enum Sidebar {
    // Metrics.
    /// glass: a panel 320 pt wide inset 8 pt from the top, leading and bottom edges (≈).
    static let widthPt = 320.0
    static let insetPt = 8.0
    /// Apple: rows 44 pt tall.
    static let rowPt = 44.0
    /// glass: rows 8 pt in from the panel's sides (pre-26 16 pt), starting 8 pt under the navigation bar's row
    /// (54 pt, pre-26 44 pt) (≈).
    static let rowInsetPt = 8.0, classicRowInsetPt = 16.0, rowsTopPt = 8.0
    static let barRowPt = 54.0, classicBarRowPt = 44.0
    /// glass: a 20 pt symbol in a 28 pt box 12 pt in (centred on the row), the title 17 pt 48 pt in, a badge
    /// 15 pt ending 12 pt from the row's end (≈).
    static let symbolSizePt = 20.0, symbolBoxPt = 28.0, symbolInsetPt = 12.0
    static let titleSizePt = 17.0, titleInsetPt = 48.0
    static let badgeSizePt = 15.0, badgeEndPt = 12.0
    /// glass: the sidebar button at the 20 pt margin (pre-26 16 pt), 5 pt below the top safe area (≈); its
    /// symbol 19 pt (pre-26 20 pt).
    static let buttonMarginPt = 20.0, classicButtonMarginPt = 16.0, buttonTopPt = 5.0
    static let buttonSymbolSizePt = 19.0, classicButtonSymbolSizePt = 20.0
    /// Apple (pre-26): the selected row a rounded rectangle (10 pt), the column's hairline 0.33 pt.
    static let classicSelectionCornerPt = 10.0, hairlinePt = 0.33

    static func rows(_ p: TabBar.Parsed) -> [TabBar.Tab] {
        p.tabs
            + (p.searchPath.map { [TabBar.Tab(symbol: "magnifyingglass", title: "Search", badge: nil, path: $0)] } ?? [])
    }

    /// One row, `rowPt` tall and filling the column: the symbol in its `symbolBoxPt` box `symbolInsetPt` in, the
    /// title (one line) from `titleInsetPt` to `rowInsetPt` from the end, or before a badge at the trailing end
    /// `badgeEndPt` in; `selection` behind.
    static func row(_ t: TabBar.Tab, symbolColor: String, titleColor: String, selection: Primitive?) -> Primitive {
        var layers = [
            TabBar.symbolPart(
                t.symbol, sizePt: symbolSizePt, color: .color(symbolColor), path: t.part("symbol"),
                StackSizing(width: .fixedPt(symbolBoxPt), height: .fixedPt(symbolBoxPt))),
            // A tab without a title keeps the title's room empty.
            t.title.isEmpty
                ? .stack(.init(axis: .zstack, layers: [], sizing: StackSizing(width: .fill)))
                : TabBar.leading(
                    TabBar.textPart(
                        t.title, LayerFont(sizePt: titleSizePt, weight: .regular), color: .color(titleColor),
                        path: t.part("title"), alignment: .leading)),
        ]
        var trailingPt = rowInsetPt
        if let badge = t.badge, !badge.isEmpty {
            layers.append(
                TabBar.textPart(
                    badge, LayerFont(sizePt: badgeSizePt, weight: .regular),
                    color: .color(titleColor == "white" ? "white" : "secondaryLabel"), path: t.part("badge"),
                    alignment: .trailing))
            trailingPt = badgeEndPt
        }
        return .stack(
            .init(
                axis: .hstack, layers: layers, spacingPt: titleInsetPt - symbolInsetPt - symbolBoxPt,
                sizing: StackSizing(
                    width: .fill, height: .fixedPt(rowPt),
                    padding: .init(leadingPt: symbolInsetPt, trailingPt: trailingPt)),
                background: selection))
    }

    /// The column's content: the sidebar button at `buttonX` on the navigation bar's row (`barRowHeight` tall
    /// from `topPt`), the rows `rowsTopPt` under it, `rowInset` in from the column's sides.
    static func column(
        button: Primitive, buttonX: Double, topPt: Double, buttonTopPt: Double, barRowHeight: Double,
        rows: [Primitive], rowInset: Double, sizing: StackSizing
    ) -> Primitive {
        let buttonRow = Primitive.stack(
            .init(
                axis: .hstack, layers: [button, .spacer(minLengthPt: 0)], spacingPt: Primitive.Stack.abuttingPt,
                alignment: "top",
                sizing: StackSizing(
                    width: .fill, height: .fixedPt(barRowHeight),
                    padding: .init(topPt: buttonTopPt, leadingPt: buttonX))))
        let list = Primitive.stack(
            .init(
                axis: .vstack, layers: rows, spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(
                    width: .fill, padding: .init(topPt: rowsTopPt, leadingPt: rowInset, trailingPt: rowInset))))
        var top = StackSizing(width: .fill)
        top.padding = .init(topPt: max(0, topPt))
        let rows = Primitive.stack(
            .init(axis: .vstack, layers: [buttonRow, list], spacingPt: Primitive.Stack.abuttingPt, sizing: top))
        return .stack(.init(axis: .zstack, layers: [rows], alignment: "top", sizing: sizing))
    }

    static func lower(_ p: TabBar.Parsed, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        let buttonX = c.chrome.windowed ? WindowControls.clearPt : (c.liquid ? buttonMarginPt : classicButtonMarginPt)
        if !c.liquid { return try compatibility(p, buttonX: buttonX, c) }
        let button = TabBar.symbolPart(
            "sidebar.left", sizePt: buttonSymbolSizePt, color: "label", path: nil,
            StackSizing(width: .fixedPt(TopTabBar.buttonPt), height: .fixedPt(TopTabBar.buttonPt)))
        let rows = rows(p).enumerated().map { i, t in
            let selected = i == p.selected
            let selection = Primitive.laid(
                Primitive.shape(.init(frame: TabBar.unplaced, corners: .capsule, fill: "systemFill")))
            return row(
                t, symbolColor: "tint", titleColor: selected ? "tint" : "label", selection: selected ? selection : nil)
        }
        // In the panel's space: the panel is `insetPt` down from the top and in from the leading edge.
        let content = column(
            button: button, buttonX: buttonX - insetPt, topPt: c.safeTopPt - insetPt, buttonTopPt: buttonTopPt,
            barRowHeight: barRowPt, rows: rows, rowInset: rowInsetPt, sizing: TabBar.fill)
        let panel = Primitive.laid(
            Primitive.glass(
                .init(
                    frame: TabBar.unplaced, corners: .radiusPt(max(0, c.displayCornerRadiusPt - insetPt)),
                    content: [content])), StackSizing(width: .fixedPt(widthPt), height: .fill))
        let inset = Primitive.stack(
            .init(
                axis: .hstack, layers: [panel], spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(
                    height: .fill, padding: .init(topPt: insetPt, bottomPt: insetPt, leadingPt: insetPt))))
        return try TabBar.laidOut(inset, at: "topLeading", c, path: p.path)
    }

    static func compatibility(_ p: TabBar.Parsed, buttonX: Double, _ c: LayoutContext) throws(SceneError)
        -> [JSONValue]
    {
        let layers: [JSONValue] = [
            Primitive.shape(
                .init(
                    frame: RectPt(0, 0, widthPt, c.heightPt), corners: .radiusPt(0), fill: "secondarySystemBackground")
            ).json,
            Primitive.shape(
                .init(
                    frame: RectPt(widthPt - hairlinePt, 0, hairlinePt, c.heightPt), corners: .radiusPt(0),
                    fill: "separator")
            ).json,
        ]
        let button = TabBar.symbolPart(
            "sidebar.left", sizePt: classicButtonSymbolSizePt, color: "tint", path: nil,
            StackSizing(width: .fixedPt(TopTabBar.buttonPt), height: .fixedPt(TopTabBar.buttonPt)), weight: .regular)
        let rows = rows(p).enumerated().map { i, t in
            let selected = i == p.selected
            let selection = Primitive.laid(
                Primitive.shape(
                    .init(
                        frame: TabBar.unplaced, corners: .radiusPt(classicSelectionCornerPt), fill: "tint")))
            return row(
                t, symbolColor: selected ? "white" : "tint", titleColor: selected ? "white" : "label",
                selection: selected ? selection : nil)
        }
        let content = column(
            button: button, buttonX: buttonX, topPt: c.safeTopPt, buttonTopPt: 0, barRowHeight: classicBarRowPt,
            rows: rows, rowInset: classicRowInsetPt, sizing: StackSizing(width: .fixedPt(widthPt), height: .fill))
        return layers + (try TabBar.laidOut(content, at: "topLeading", c, path: p.path))
    }
}
