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
    /// glass: a 20 pt symbol in a 28 pt box 12 pt in and 8 pt down, the title 17 pt 48 pt in, a badge 15 pt in
    /// a 40 pt slot 12 pt from the row's end (≈).
    static let symbolSizePt = 20.0, symbolBoxPt = 28.0, symbolInsetPt = 12.0, symbolTopPt = 8.0
    static let titleSizePt = 17.0, titleInsetPt = 48.0
    static let badgeSizePt = 15.0, badgeSlotPt = 40.0, badgeEndPt = 12.0
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

    /// One row's layers at (x, y) in the coordinates given, `width` wide.
    static func row(
        _ t: TabBar.Tab, x: Double, y: Double, width: Double, symbolColor: String, titleColor: String
    ) -> [JSONValue] {
        let titleWidth = width - titleInsetPt - rowInsetPt - (t.badge == nil ? 0 : badgeSlotPt)
        var layers = [
            Provenance.tag(
                Primitive.symbol(
                    .init(
                        name: t.symbol, frame: RectPt(x + symbolInsetPt, y + symbolTopPt, symbolBoxPt, symbolBoxPt),
                        sizePt: symbolSizePt, weight: .medium, color: .color(symbolColor))
                ).json, t.part("symbol")),
            Provenance.tag(
                Primitive.text(
                    .init(
                        text: t.title, frame: RectPt(x + titleInsetPt, y, titleWidth, rowPt),
                        font: LayerFont(sizePt: titleSizePt, weight: .regular), color: .color(titleColor),
                        alignment: .leading)
                ).json, t.part("title")),
        ]
        if let badge = t.badge, !badge.isEmpty {
            layers.append(
                Provenance.tag(
                    Primitive.text(
                        .init(
                            text: badge, frame: RectPt(x + width - badgeEndPt - badgeSlotPt, y, badgeSlotPt, rowPt),
                            font: LayerFont(sizePt: badgeSizePt, weight: .regular),
                            color: .color(titleColor == "white" ? "white" : "secondaryLabel"), alignment: .trailing)
                    ).json, t.part("badge")))
        }
        return layers
    }

    static func lower(_ p: TabBar.Parsed, _ c: LayoutContext) -> [JSONValue] {
        let buttonX = c.chrome.windowed ? WindowControls.clearPt : (c.liquid ? buttonMarginPt : classicButtonMarginPt)
        // The rows start under the navigation bar's row (54 pt, pre-26 44 pt), 8 pt down.
        let firstRowY = c.safeTopPt + (c.liquid ? barRowPt : classicBarRowPt) + rowsTopPt
        if !c.liquid { return compatibility(p, buttonX: buttonX, firstRowY: firstRowY, c) }
        let (px, py) = (insetPt, insetPt)
        let height = max(0, c.heightPt - 2 * insetPt)
        var content: [JSONValue] = [
            Primitive.symbol(
                .init(
                    name: "sidebar.left",
                    frame: RectPt(buttonX - px, c.safeTopPt + buttonTopPt - py, TopTabBar.buttonPt, TopTabBar.buttonPt),
                    sizePt: buttonSymbolSizePt, weight: .medium, color: "label")
            ).json
        ]
        let rowWidth = widthPt - 2 * rowInsetPt
        for (i, t) in rows(p).enumerated() {
            let y = firstRowY - py + rowPt * Double(i)
            let selected = i == p.selected
            if selected {
                content.append(
                    Primitive.shape(
                        .init(frame: RectPt(rowInsetPt, y, rowWidth, rowPt), corners: .capsule, fill: "systemFill")
                    ).json)
            }
            content.append(
                contentsOf: row(
                    t, x: rowInsetPt, y: y, width: rowWidth, symbolColor: "tint",
                    titleColor: selected ? "tint" : "label"))
        }
        return [
            Primitive.glass(
                .init(
                    frame: RectPt(px, py, widthPt, height),
                    corners: .radiusPt(max(0, c.displayCornerRadiusPt - insetPt)),
                    content: content.map(Primitive.lowered))
            ).json
        ]
    }

    static func compatibility(_ p: TabBar.Parsed, buttonX: Double, firstRowY: Double, _ c: LayoutContext) -> [JSONValue]
    {
        var layers: [JSONValue] = [
            Primitive.shape(
                .init(
                    frame: RectPt(0, 0, widthPt, c.heightPt), corners: .radiusPt(0), fill: "secondarySystemBackground")
            ).json,
            Primitive.shape(
                .init(
                    frame: RectPt(widthPt - hairlinePt, 0, hairlinePt, c.heightPt), corners: .radiusPt(0),
                    fill: "separator")
            ).json,
            Primitive.symbol(
                .init(
                    name: "sidebar.left", frame: RectPt(buttonX, c.safeTopPt, TopTabBar.buttonPt, TopTabBar.buttonPt),
                    sizePt: classicButtonSymbolSizePt, weight: .regular, color: "tint")
            ).json,
        ]
        let rowWidth = widthPt - 2 * classicRowInsetPt
        for (i, t) in rows(p).enumerated() {
            let y = firstRowY + rowPt * Double(i)
            let selected = i == p.selected
            if selected {
                let corners = LayerCorners.radiusPt(classicSelectionCornerPt)
                layers.append(
                    Primitive.shape(
                        .init(frame: RectPt(classicRowInsetPt, y, rowWidth, rowPt), corners: corners, fill: "tint")
                    ).json)
            }
            layers.append(
                contentsOf: row(
                    t, x: classicRowInsetPt, y: y, width: rowWidth, symbolColor: selected ? "white" : "tint",
                    titleColor: selected ? "white" : "label"))
        }
        return layers
    }
}
