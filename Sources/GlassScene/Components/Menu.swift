/// A menu out of a button (`UIMenu` on a button or bar item). Liquid Glass: a regular-glass panel that grows
/// out of its button, covering it (its top edge on the button's, or its bottom edge when there is no room
/// below), 250 pt wide, corners 26 pt (≈), rows 44 pt inside 8 pt of padding; each row's symbol leads
/// (17 pt in a 24 pt column 20 pt from the edge) and its title follows (17 pt, `label`; `systemRed` when
/// destructive, `tertiaryLabel` when disabled); a checked row has a `checkmark` trailing; a divider is a
/// 0.5 pt `separator` line inset 20 pt in 9 pt of space. Pre-26: the chrome material, 13 pt corners, the
/// same width and rows without padding, 8 pt `gapPt` below (or above) the button; the checkmark leads and
/// the symbol trails (16 pt from the edges); rows are parted by 0.33 pt hairlines and dividers by an 8 pt
/// band. A `title` heads the menu in 13 pt `secondaryLabel`. The panel is kept on screen (`Anchor`).
enum Menu {
    static let keys = ["type", "name", "source", "title", "items"]
    static let itemKeys = ["title", "symbol", "destructive", "checked", "disabled"]
    static let widthPt = 250.0
    static let rowPt = 44.0
    /// Liquid Glass: the panel's corner radius and the padding around its rows, pt.
    static let cornerPt = 26.0, paddingPt = 8.0
    /// Pre-26: the panel's corner radius, pt.
    static let classicCornerPt = 13.0
    /// The most items in one menu.
    static let maxItems = 64

    /// A row: an item, or a divider between groups of items.
    enum Row {
        case item(title: String, symbol: String?, color: String, checked: Bool, path: String)
        case divider(path: String)
    }

    /// A line of the header: text, weight and lines measured, the path it came from.
    typealias HeaderLine = (text: String, weight: String, lines: Int, path: String)

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let source = try Anchor.source(o.required("source"))
        var header: [HeaderLine] = []
        if let t = o.optional("title") {
            header.append((try BarItem.nonEmpty(t), "regular", 1, t.path))
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

    /// The panel for `rows` under `header`, against `source`: shared with the anchored action sheet.
    static func panel(header: [HeaderLine], rows: [Row], source: [Double], _ c: LayoutContext, at path: String)
        -> [JSONValue]
    {
        let liquid = c.liquid
        let w = widthPt
        let edge = liquid ? 20.0 : 16
        let pad = liquid ? paddingPt : 0
        let symbols = rows.contains { if case .item(_, let s, _, _, _) = $0 { s != nil } else { false } }
        let checks = rows.contains { if case .item(_, _, _, let k, _) = $0 { k } else { false } }
        var content: [JSONValue] = []
        var y = pad
        if !header.isEmpty {
            y += 10
            for line in header {
                let h = Double(line.lines) * 16
                content.append(
                    Provenance.tag(
                        J.text(
                            line.text, edge, y, w - 2 * edge, h, size: 13, weight: line.weight,
                            color: "secondaryLabel", alignment: liquid ? "leading" : "center"
                        ).with("lines", .number(Double(line.lines))), line.path))
                y += h + 2
            }
            y += 8
            if !liquid || !rows.isEmpty {
                content.append(
                    J.shape(
                        liquid ? edge : 0, y - 0.5, liquid ? w - 2 * edge : w, 0.5, corners: .number(0),
                        fill: "separator"))
            }
        }
        for (i, row) in rows.enumerated() {
            switch row {
            case .divider(let p):
                let h = liquid ? 9.0 : 8
                let line =
                    liquid
                    ? J.shape(edge, y + 4.25, w - 2 * edge, 0.5, corners: .number(0), fill: "separator")
                    : J.shape(0, y, w, h, corners: .number(0), fill: "systemFill")
                content.append(Provenance.tag(line, p))
                y += h
            case .item(let title, let symbol, let color, let checked, let p):
                var parts: [JSONValue] = []
                if !liquid, i > 0, case .item = rows[i - 1] {
                    parts.append(J.shape(0, y, w, 0.33, corners: .number(0), fill: "separator"))
                }
                // Liquid Glass: symbol column leading, checkmark trailing; pre-26 the other way round.
                let leadingColumn = liquid ? symbols : checks
                let trailing = liquid ? (checked ? "checkmark" : nil) : symbol
                let leading = liquid ? symbol : (checked ? "checkmark" : nil)
                let titleX = edge + (leadingColumn ? 24 + (liquid ? 8 : 4) : 0)
                let titleW = w - titleX - edge - ((liquid ? checks : symbols) ? 32 : 0)
                // Each part at the item's key that made it: its symbol, its checkmark, its title.
                if let leading {
                    parts.append(
                        Provenance.tag(
                            J.symbol(leading, edge, y, 24, rowPt, size: 17, weight: "regular", color: color),
                            p + (liquid ? ".symbol" : ".checked")))
                }
                parts.append(
                    Provenance.tag(
                        J.text(
                            title, titleX, y, titleW, rowPt, size: 17, weight: "regular", color: color,
                            alignment: "leading"), p + ".title"))
                if let trailing {
                    parts.append(
                        Provenance.tag(
                            J.symbol(trailing, w - edge - 24, y, 24, rowPt, size: 17, weight: "regular", color: color),
                            p + (liquid ? ".checked" : ".symbol")))
                }
                content.append(contentsOf: Provenance.tag(parts, p))
                y += rowPt
            }
        }
        let height = y + pad
        let (a, _) = Anchor.place(width: w, height: height, source: source, covering: liquid, c)
        if liquid {
            return [
                J.object([
                    "type": .string("glass"), "frame": J.frame(a.x, a.y, a.width, a.height),
                    "corners": .number(cornerPt), "content": .array(content),
                ])
            ]
        }
        return [Alert.chromePanel(a.x, a.y, a.width, a.height, corners: classicCornerPt, c, content: content)]
    }
}
