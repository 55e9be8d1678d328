/// `UITableView.Style.insetGrouped` (a Settings screen): a `systemGroupedBackground` frame holding sections,
/// each a rounded rectangle of `secondarySystemGroupedBackground` rows, with an optional header above it and
/// footer below it. A row has an optional icon (an SF Symbol on a rounded-square coloured tile, or a plain
/// symbol), a title, a detail value (trailing, `secondaryLabel`), a chevron (`chevron.right`, `tertiaryLabel`)
/// or a switch (the `switch` component's lowering). Separators run from the title's leading edge (after the
/// icon, not under it) to the row's trailing edge (Liquid Glass: 16 pt short of it, ≈); none after the last
/// row. The list fills `frame` (`[x, y, width, height]` in points) or, without one, the width of the screen
/// below `top` (default 0), filled with `background` (default `systemGroupedBackground`; `clear` on a
/// sidebar's glass). The sections keep inside the side safe areas (an iPhone in landscape); the background
/// still runs to the frame's edges. Text takes its style's size at the scene's Dynamic Type size (rows body,
/// headers and footers as `ListMetrics` says), rows grow to hold it, and the icon and chevron scale with it
/// (`rowStack`). Figures marked ≈ are glass's estimates (`ListMetrics`).
enum InsetGroupedList {
    static let keys = ["type", "name", "frame", "top", "background", "sections"]
    static let sectionKeys = ["header", "footer", "rows"]
    static let rowKeys = ["title", "detail", "icon", "chevron", "toggle"]
    static let iconKeys = ["symbol", "color", "style"]
    static let maxSections = 32
    static let maxRowsPerSection = 64
    /// The list may not run below this (points): primitive frames stop at 100 000 pt.
    static let maxBottomPt = 100_000.0

    struct Row {
        var title: String
        var detail: String?
        var icon: (symbol: String, color: String, tile: Bool)? = nil
        var chevron: Bool
        var toggle: Bool? = nil
        let path: String
    }

    struct Section {
        var header: String?, footer: String?
        var rows: [Row]
        let path: String
    }

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let frame = try frame(o, c)
        let m = ListMetrics(c, widthPt: frame[2])
        // The sections stay inside the side safe areas (landscape), their margins inside those; the list's
        // background still runs to the frame's edges.
        let left = (c.safeLeftPt > 0 ? max(0, c.safeLeftPt - frame[0]) : 0) + m.marginPt
        let right = (c.safeRightPt > 0 ? max(0, frame[0] + frame[2] - (c.widthPt - c.safeRightPt)) : 0) + m.marginPt
        let cellWidth = frame[2] - left - right
        if cellWidth < ListMetrics.minimumRowWidthPt {
            let at = o.optional("frame").map { $0.element(2, .number(frame[2])) } ?? o.node
            let beside = left + right == 2 * m.marginPt ? "" : " inside the safe areas"
            throw at.error(
                "the list is \(formatNumber(frame[2])) pt wide; its rows need \(formatNumber(ListMetrics.minimumRowWidthPt + left + right)) pt\(beside) (\(formatNumber(m.marginPt)) pt margins and rows of \(formatNumber(ListMetrics.minimumRowWidthPt)) pt)"
            )
        }
        let sections = try parseSections(try o.required("sections"))
        let background = try ControlInput.color(o, "background", default: "systemGroupedBackground")
        var layers: [JSONValue] = []
        if frame[3] > 0 {
            layers.append(
                Primitive.shape(
                    .init(
                        frame: RectPt(frame[0], frame[1], frame[2], frame[3]), corners: .radiusPt(0),
                        fill: .color(background))
                ).json)
        }
        // A list whose shortest rows already run past the limit is refused before its rows are laid out.
        let least = frame[1] + Double(sections.reduce(0) { $0 + $1.rows.count }) * m.rowMinHeightPt
        if least > maxBottomPt { throw tooLong(o, "at least \(formatNumber(least))") }
        // The sections from the list's top, laid out by the engine in the list's width, offered all the height
        // a list may run down to, so rows and captions take their text's lines.
        let pass = LayoutPass(c, component: o.node.path)
        let list = try listStack(sections, widthPt: cellWidth, leadingPt: left, trailingPt: right, m, c, pass)
        let laid: [JSONValue]
        do {
            laid = try pass.layers(of: list, in: RectPt(frame[0], frame[1], frame[2], maxBottomPt), at: "top")
        } catch {
            // A row laid out past where frames stop: refused at the list, with how far it runs.
            if let h = try? pass.size(of: list, offeredWidthPt: frame[2], heightPt: maxBottomPt).heightPt,
                frame[1] + h > maxBottomPt
            {
                throw tooLong(o, formatNumber(frame[1] + h))
            }
            throw error
        }
        let bottom = Self.bottomPt(laid) ?? frame[1]
        if bottom > maxBottomPt { throw tooLong(o, formatNumber(bottom)) }
        return layers + laid
    }

    static func tooLong(_ o: ObjectNode, _ bottom: String) -> SceneError {
        o.node.error("the list runs down to \(bottom) pt; a list must end within \(formatNumber(maxBottomPt)) pt")
    }

    /// The lowest edge of the frames of `layers` and the layers of their groups, pt; nil when none has a frame.
    static func bottomPt(_ layers: [JSONValue]) -> Double? {
        var bottom: Double? = nil
        for layer in layers {
            guard case .object(let members) = layer else { continue }
            for m in members {
                // [x, y, width, height]
                if m.key == "frame", case .array(let f) = m.value, f.count > 1, case .number(let y) = f[1],
                    case .number(let h)? = f.last
                {
                    bottom = max(bottom ?? y + h, y + h)
                } else if m.key == "layers", case .array(let inner) = m.value, let b = bottomPt(inner) {
                    bottom = max(bottom ?? b, b)
                }
            }
        }
        return bottom
    }

    /// The list's frame: `frame`, or the screen's width below `top`.
    static func frame(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [Double] {
        let top = o.optional("top")
        if o.optional("frame") != nil {
            if let top { throw top.error("give either \"frame\" or \"top\", not both") }
            return try ControlInput.frame(o)
        }
        let y = try top?.number(in: 0...max(0, c.heightPt), what: "a top in points within the screen") ?? 0
        return [0, y, c.widthPt, c.heightPt - y]
    }

    static func parseSections(_ n: Node) throws(SceneError) -> [Section] {
        let items = try n.array()
        if items.isEmpty || items.count > maxSections {
            throw n.error("expected 1 to \(maxSections) sections, got \(items.count)")
        }
        var sections: [Section] = []
        for item in items {
            let so = try item.object(allowed: sectionKeys)
            let rowsNode = try so.required("rows")
            let rows = try rowsNode.array()
            if rows.isEmpty || rows.count > maxRowsPerSection {
                throw rowsNode.error("expected 1 to \(maxRowsPerSection) rows, got \(rows.count)")
            }
            sections.append(
                Section(
                    header: try so.optional("header").map { n throws(SceneError) in try BarItem.short(n) },
                    footer: try so.optional("footer").map { n throws(SceneError) in try BarItem.short(n) },
                    rows: try rows.map { r throws(SceneError) in try parseRow(r) }, path: item.path))
        }
        return sections
    }

    static func parseRow(_ n: Node) throws(SceneError) -> Row {
        let ro = try n.object(allowed: rowKeys)
        var row = Row(
            title: try BarItem.nonEmpty(try ro.required("title")),
            detail: try ro.optional("detail").map { n throws(SceneError) in try BarItem.short(n) },
            chevron: try ControlInput.flag(ro, "chevron", default: false), path: n.path)
        if let t = ro.optional("toggle") {
            guard case .bool(let on) = t.value else { throw t.expected("true (on) or false (off)") }
            if row.chevron { throw t.error("a row shows a switch or a chevron, not both") }
            row.toggle = on
        }
        if let i = ro.optional("icon") {
            let io = try i.object(allowed: iconKeys)
            let symbol = try io.required("symbol").symbolName()
            let color = try ControlInput.color(io, "color", default: "systemBlue")
            let tile: Bool = try io.optional("style")?.choice([("tile", true), ("plain", false)]) ?? true
            row.icon = (symbol, color, tile)
        }
        return row
    }
}

/// The user paths of what scrolls in a top-level component, for the layout audit
/// (`DisplayHardware.scrollingPaths`): an inset grouped list (a `UITableView`), an alert's, action sheet's or
/// menu's body (UIKit's scroll when they do not fit), and the lists in a split view's columns.
enum ScrollingContent {
    static let columns = ["primary", "supplementary", "secondary", "inspector"]
    /// What a screen presents over its content (`DisplayHardware.coveringPaths`).
    static let covering: Set<String> = ["alert", "actionSheet", "menu", "popover", "sheet"]
    /// The bars scrolling content runs on under (`DisplayHardware.barPaths`).
    static let bars: Set<String> = ["navigationBar", "toolbar", "tabBar"]

    static func paths(_ type: String, _ item: Node) -> [String] {
        switch type {
        case "insetGroupedList", "alert", "actionSheet", "menu": return [item.path]
        case "splitView":
            guard case .object(let members) = item.value else { return [] }
            var out: [String] = []
            for (key, column) in members where columns.contains(key) {
                guard case .object(let cm) = column,
                    case .array(let content)? = cm.first(where: { $0.key == "content" })?.value
                else { continue }
                for (i, layer) in content.enumerated() {
                    guard case .object(let lm) = layer,
                        lm.contains(where: { $0.key == "type" && $0.value == .string("insetGroupedList") })
                    else { continue }
                    out.append("\(item.path).\(key).content[\(i)]")
                }
            }
            return out
        default: return []
        }
    }
}
