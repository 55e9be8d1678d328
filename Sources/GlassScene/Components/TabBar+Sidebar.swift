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
    static let widthPt = 320.0
    static let insetPt = 8.0
    static let rowPt = 44.0

    static func rows(_ p: TabBar.Parsed) -> [TabBar.Tab] {
        p.tabs
            + (p.searchPath.map { [TabBar.Tab(symbol: "magnifyingglass", title: "Search", badge: nil, path: $0)] } ?? [])
    }

    /// One row's layers at (x, y) in the coordinates given, `width` wide.
    static func row(
        _ t: TabBar.Tab, x: Double, y: Double, width: Double, symbolColor: String, titleColor: String
    ) -> [JSONValue] {
        var layers = [
            Provenance.tag(
                J.symbol(t.symbol, x + 12, y + 8, 28, 28, size: 20, weight: "medium", color: symbolColor),
                t.path + ".symbol"),
            Provenance.tag(
                J.text(
                    t.title, x + 48, y, width - 56 - (t.badge == nil ? 0 : 40), rowPt, size: 17, weight: "regular",
                    color: titleColor, alignment: "leading"), t.path + ".title"),
        ]
        if let badge = t.badge, !badge.isEmpty {
            layers.append(
                Provenance.tag(
                    J.text(
                        badge, x + width - 52, y, 40, rowPt, size: 15, weight: "regular",
                        color: titleColor == "white" ? "white" : "secondaryLabel",
                        alignment: "trailing"), t.path + ".badge"))
        }
        return layers
    }

    static func lower(_ p: TabBar.Parsed, _ c: LayoutContext) -> [JSONValue] {
        let buttonX = c.chrome.windowed ? WindowControls.clearPt : (c.liquid ? 20.0 : 16)
        // The rows start under the navigation bar's row (54 pt, pre-26 44 pt), 8 pt down.
        let firstRowY = c.safeTopPt + (c.liquid ? 54.0 : 44) + 8
        if !c.liquid { return compatibility(p, buttonX: buttonX, firstRowY: firstRowY, c) }
        let (px, py) = (insetPt, insetPt)
        let height = max(0, c.heightPt - 2 * insetPt)
        var content: [JSONValue] = [
            J.symbol(
                "sidebar.left", buttonX - px, c.safeTopPt + 5 - py, TopTabBar.buttonPt, TopTabBar.buttonPt, size: 19,
                weight: "medium", color: "label")
        ]
        let rowWidth = widthPt - 16
        for (i, t) in rows(p).enumerated() {
            let y = firstRowY - py + rowPt * Double(i)
            let selected = i == p.selected
            if selected {
                content.append(J.shape(8, y, rowWidth, rowPt, corners: .string("capsule"), fill: "systemFill"))
            }
            content.append(
                contentsOf: row(
                    t, x: 8, y: y, width: rowWidth, symbolColor: "tint", titleColor: selected ? "tint" : "label"))
        }
        return [
            J.object([
                "type": .string("glass"), "frame": J.frame(px, py, widthPt, height),
                "corners": .number(max(0, c.displayCornerRadiusPt - insetPt)), "content": .array(content),
            ])
        ]
    }

    static func compatibility(_ p: TabBar.Parsed, buttonX: Double, firstRowY: Double, _ c: LayoutContext) -> [JSONValue]
    {
        var layers: [JSONValue] = [
            J.shape(0, 0, widthPt, c.heightPt, corners: .number(0), fill: "secondarySystemBackground"),
            J.shape(widthPt - 0.33, 0, 0.33, c.heightPt, corners: .number(0), fill: "separator"),
            J.symbol(
                "sidebar.left", buttonX, c.safeTopPt, TopTabBar.buttonPt, TopTabBar.buttonPt, size: 20,
                weight: "regular",
                color: "tint"),
        ]
        let rowWidth = widthPt - 32
        for (i, t) in rows(p).enumerated() {
            let y = firstRowY + rowPt * Double(i)
            let selected = i == p.selected
            if selected { layers.append(J.shape(16, y, rowWidth, rowPt, corners: .number(10), fill: "tint")) }
            layers.append(
                contentsOf: row(
                    t, x: 16, y: y, width: rowWidth, symbolColor: selected ? "white" : "tint",
                    titleColor: selected ? "white" : "label"))
        }
        return layers
    }
}
