import GlassText

/// The tab bar. Liquid Glass (components.md §5): a glass capsule 62 pt tall, 21 pt from the sides and the
/// bottom; tabs share its width (fewer than 3: 98 pt each, the bar as wide as its tabs and 4 pt padding a
/// side, centred where the full bar would be); `pressed` shows the glass lens that follows a finger dragging
/// the selection (clear glass in its pressed state over the selected tab, which then has no pill and is drawn on
/// the lens); each tab a symbol (18 pt medium in a
/// 28 pt box) over a 10 pt medium label, the selected one in the tint colour on a lighter inner capsule
/// (2 pt inset; white 50% light, 14% dark, ≈), the others in `label`; badges are red capsules at the
/// symbol's top right. A search tab is a 62 pt glass circle at the trailing edge, 8 pt from the bar, which
/// shrinks to make room. Minimized: a 48 pt glass circle holding the selected symbol at the leading edge.
/// A bottom accessory is a 48 pt glass capsule 8 pt above the bar with the same insets, or, minimized,
/// between the minimized circle and the search circle on the same line. Pre-26 (§6): docked, 49 pt plus the
/// bottom safe area, the chrome material with a hairline on top, 25 pt symbols over 10 pt labels, selected
/// in the tint colour, the rest `systemGray`; no search circle, no minimizing, no accessory glass. An active
/// search (`"search": {"active": true}`) is drawn by `SearchField.expandedTab` (iPhone, Liquid Glass).
enum TabBar {
    static let keys = [
        "type", "name", "tabs", "selected", "search", "minimized", "pressed", "accessory", "barAppearances", "style",
    ]
    /// A tab's width when there are fewer than 3, and the bar's padding either side of its tabs, pt.
    static let narrowTabPt = 98.0
    static let paddingPt = 4.0

    struct Tab {
        var symbol: String
        var title: String
        var badge: String?
        /// The tab's JSON path, for what is made from it.
        var path: String
    }

    /// How an iPad shows the tabs (`style`): the tab bar at the top, or the floating sidebar. An iPhone always
    /// shows its tab bar at the bottom.
    enum Style: String, CaseIterable { case tabBar, sidebar }

    /// A tab bar as given, checked.
    struct Parsed {
        var tabs: [Tab] = []
        var tabsNode: Node
        var selected = 0
        var search = false, minimized = false, pressed = false
        /// The `search` key's path, when there is a search tab.
        var searchPath: String? = nil
        /// The `search` key as given (a search tab, perhaps active).
        var searchSpec: SearchSpec? = nil
        /// The accessory's `content`, laid out where it is drawn (`accessoryGlass`).
        var accessory: Node? = nil
        var look = TabBarAppearance()
        var style = Style.tabBar
    }

    static func parse(_ o: ObjectNode) throws(SceneError) -> Parsed {
        _ = try o.node.object(allowed: keys)
        let tabsNode = try o.required("tabs")
        var p = Parsed(tabsNode: tabsNode)
        for t in try tabsNode.array() {
            let to = try t.object(allowed: ["symbol", "title", "badge"])
            let symbolNode = try to.required("symbol")
            let symbol = try symbolNode.symbolName()
            let title = try to.optional("title")?.string() ?? ""
            let badge = try to.optional("badge").map { n throws(SceneError) in try BarItem.short(n, what: "a badge") }
            p.tabs.append(Tab(symbol: symbol, title: title, badge: badge, path: t.path))
        }
        if p.tabs.isEmpty || p.tabs.count > 6 { throw tabsNode.error("expected 1 to 6 tabs, got \(p.tabs.count)") }
        if let s = o.optional("selected") {
            let v = try s.number(in: -1e9...1e9, what: "a tab index")
            guard v == v.rounded(), v >= 0, Int(v) < p.tabs.count else {
                throw s.error("expected a tab index from 0 to \(p.tabs.count - 1), got \(formatNumber(v))")
            }
            p.selected = Int(v)
        }
        func flag(_ key: String) throws(SceneError) -> Bool {
            guard let n = o.optional(key) else { return false }
            guard case .bool(let b) = n.value else { throw n.expected("true or false") }
            return b
        }
        p.searchSpec = try o.optional("search").flatMap { n throws(SceneError) in try SearchSpec.parse(n, tab: true) }
        p.search = p.searchSpec != nil
        p.searchPath = p.search ? o.optional("search")?.path : nil
        p.minimized = try flag("minimized")
        p.pressed = try flag("pressed")
        if let a = o.optional("accessory") {
            let ao = try a.object(allowed: ["content"])
            let content = try ao.required("content")
            guard case .array = content.value else { throw content.expected("an array of layers") }
            for n in try content.array() { _ = try Lowering.layerMembers(n) }
            p.accessory = content
        }
        p.look = try o.optional("barAppearances").map(TabBarAppearance.parse) ?? TabBarAppearance()
        if let s = o.optional("style") { p.style = try s.choice(Style.allCases.map { ($0.rawValue, $0) }) }
        return p
    }

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        let p = try parse(o)
        let layers = try lowerParsed(p, o, c)
        // Where the accessory is not drawn (an iPad, the pre-26 bar, an expanded search tab), it is checked as
        // an iPhone in portrait draws it.
        let expanded = p.searchSpec?.active == true && !SearchSpec.regularWidth(c)
        if let accessory = p.accessory, c.isPad || !c.liquid || expanded {
            c.state.unshown.append(try accessoryGlass(accessory, 21, 0, c.widthPt - 42, c))
        }
        return layers
    }

    /// The accessory's glass at x, y, `widthPt` × 48 pt: its content laid out in it (controls lowered against
    /// it, the user's other layers moved in, each keeping its path).
    static func accessoryGlass(_ content: Node, _ x: Double, _ y: Double, _ widthPt: Double, _ c: LayoutContext)
        throws(SceneError) -> JSONValue
    {
        let width = max(1, widthPt)
        return J.glass(
            x, y, width, 48,
            content: try Sheet.lowerContent(content, widthPt: width, heightPt: 48, c, types: Lowering.controlTypes))
    }

    static func lowerParsed(_ p: Parsed, _ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        var p = p
        // The search tab selected: iOS 26 expands it into a field (iPhone); pre-26 the Search tab is selected.
        if let s = p.searchSpec, s.active {
            if !c.liquid { p.selected = p.tabs.count }
            if c.liquid && !SearchSpec.regularWidth(c) {
                let room = SearchField.expandedFieldWidthPt(c)
                if room < NavigationBar.SearchLayout.minimumFieldPt, let node = o.optional("search") {
                    throw node.error(
                        "a search field needs \(formatNumber(NavigationBar.SearchLayout.minimumFieldPt)) pt; the screen leaves \(formatNumber(max(0, room).rounded(.down))) pt"
                    )
                }
                return SearchField.expandedTab(
                    symbol: p.tabs[p.selected].symbol, symbolPath: p.tabs[p.selected].path, s, c)
            }
        }
        // An iPad: the tab bar at the top, or the sidebar (minimizing and the accessory are an iPhone's).
        if c.isPad { return p.style == .sidebar ? Sidebar.lower(p, c) : try TopTabBar.lower(p, c) }
        // An iPhone in landscape: the compact bar, as wide as its tabs.
        if c.compactBars { return try CompactTabBar.lower(p, c) }
        // Each tab needs 44 pt (a touch target) inside the bar's 21 pt insets, beside the search circle.
        let room = c.widthPt - 42 - 8 - (p.search ? 70 : 0)
        if c.liquid && room < 44 * Double(p.tabs.count) {
            throw p.tabsNode.error(
                "\(p.tabs.count) tabs need \(44 * p.tabs.count) pt; the tab bar has \(formatNumber(max(0, room))) pt on a \(formatNumber(c.widthPt)) pt wide screen"
            )
        }
        return c.liquid
            ? try liquid(
                p.tabs, p.selected, searchPath: p.searchPath, minimized: p.minimized, pressed: p.pressed,
                accessory: p.accessory, p.look, c)
            : compatibility(p.tabs, p.selected, searchPath: p.searchPath, p.look, c)
    }

    /// A tab's symbol, label and badge; `item` (an appearance's) overrides the label's font and the colours;
    /// `settings` give the weight the badge is drawn at.
    static func tabVisual(
        _ t: Tab, x: Double, y: Double, width: Double, color: String, symbolSize: Double, labelSize: Double,
        item: TabBarAppearance.Item = .init(), settings: SceneSettings
    )
        -> [JSONValue]
    {
        var layers = [
            Provenance.tag(
                J.symbol(t.symbol, x, y + 8, width, 28, size: symbolSize, weight: "medium", color: color)
                    .with("color", item.iconColor ?? .string(color)),
                "\(t.path).symbol")
        ]
        if !t.title.isEmpty {
            layers.append(
                Provenance.tag(
                    J.text(
                        t.title, x, y + 36, width, 14, size: item.font.sizePt ?? labelSize,
                        weight: item.font.weight ?? "medium", color: color
                    ).with("color", item.titleColor ?? .string(color)),
                    "\(t.path).title"))
        }
        if let badge = t.badge, badge.isEmpty {
            // An empty badge is a dot, as `badgeValue = ""` shows (≈ 10 pt).
            let bx = x + width / 2 + 6
            layers.append(
                Provenance.tag(
                    J.shape(bx, y + 6, 10, 10, corners: .string("capsule"), fill: "systemRed"), "\(t.path).badge"))
        } else if let badge = t.badge {
            let bw = max(18, Measure.width(badge, sizePt: 13, weight: settings.drawn(.regular)) + 10)
            let bx = x + width / 2 + 6
            layers.append(
                contentsOf: Provenance.tag(
                    [
                        J.shape(bx, y + 4, bw, 18, corners: .string("capsule"), fill: "systemRed"),
                        J.text(badge, bx, y + 4, bw, 18, size: 13, weight: "regular", color: "white"),
                    ], "\(t.path).badge"))
        }
        return layers
    }

    static func liquid(
        _ tabs: [Tab], _ selected: Int, searchPath: String?, minimized: Bool, pressed: Bool, accessory: Node?,
        _ look: TabBarAppearance, _ c: LayoutContext
    ) throws(SceneError) -> [JSONValue] {
        let search = searchPath != nil
        let items = look.items(c)
        let w = c.widthPt
        let y = c.heightPt - 21 - 62
        var glass: [JSONValue] = []
        // Minimized, the search circle shrinks to the minimized tab's 48 pt, on its line.
        let searchSize: Double = minimized ? 48 : 62
        // Inside the side safe areas (an iPhone in landscape), else 21 pt from the sides.
        let (lead, trail) = (max(21, c.safeLeftPt), max(21, c.safeRightPt))
        let searchX = w - trail - searchSize
        let my = y + 7
        if let searchPath {
            glass.append(
                J.glass(
                    searchX, minimized ? my : y, searchSize, searchSize,
                    content: [
                        Provenance.tag(
                            J.symbol(
                                "magnifyingglass", 0, 0, searchSize, searchSize, size: minimized ? 19 : 20,
                                weight: "medium", color: "label"), searchPath)
                    ]))
        }
        if minimized {
            let t = tabs[selected]
            glass.append(
                J.glass(
                    lead, my, 48, 48,
                    content: [
                        Provenance.tag(
                            J.symbol(t.symbol, 0, 0, 48, 48, size: 19, weight: "medium", color: "tint")
                                .with("color", items.selected.iconColor ?? .string("tint")), t.path + ".symbol")
                    ]))
            if let accessory {
                let ax: Double = lead + 48 + 8
                let aw = (search ? searchX - 8 : w - trail) - ax
                glass.append(try accessoryGlass(accessory, ax, my, aw, c))
            }
        } else {
            let (barX, barWidth, tabWidth) = barFrame(tabs: tabs.count, search: search, c)
            // The bar's own background colour, on its glass (the tabs stay on glass).
            var content: [JSONValue] =
                look.backgroundColor.map {
                    [J.shape(0, 0, barWidth, 62, corners: .string("capsule"), fill: "clear").with("fill", $0)]
                } ?? []
            var lens: JSONValue? = nil
            for (i, t) in tabs.enumerated() {
                let tx = paddingPt + tabWidth * Double(i)
                let visual = tabVisual(
                    t, x: tx, y: 0, width: tabWidth, color: i == selected ? "tint" : "label", symbolSize: 18,
                    labelSize: 10, item: i == selected ? items.selected : items.normal, settings: c.settings)
                if i == selected && pressed {
                    // The lens: clear glass in its pressed (grown) state over the tab, drawn after the bar, the
                    // tab's symbol and label on it (the bar beneath has none there for the lens to bend).
                    let onLens = tabVisual(
                        t, x: -2, y: -2, width: tabWidth, color: "tint", symbolSize: 18, labelSize: 10,
                        item: items.selected, settings: c.settings)
                    lens = J.object([
                        "type": .string("glass"), "frame": J.frame(barX + tx + 2, y + 2, tabWidth - 4, 58),
                        "corners": .string("capsule"), "style": .string("clear"), "state": .string("pressed"),
                        "content": .array(onLens),
                    ])
                    continue
                } else if i == selected {
                    content.append(
                        J.object([
                            "type": .string("shape"), "frame": J.frame(tx + 2, 2, tabWidth - 4, 58),
                            "corners": .string("capsule"),
                            // Per look: the bar's glass may take either (adaptive appearance).
                            "fill": J.object(["light": .string("#FFFFFF80"), "dark": .string("#FFFFFF24")]),
                        ]))
                }
                content.append(contentsOf: visual)
            }
            glass.insert(J.glass(barX, y, barWidth, 62, content: content), at: 0)
            if let accessory {
                glass.append(try accessoryGlass(accessory, 21, y - 8 - 48, w - 42, c))
            }
            if let lens { return edgeAndGlass(glass, accessory: accessory != nil, minimized: minimized) + [lens] }
        }
        return edgeAndGlass(glass, accessory: accessory != nil, minimized: minimized)
    }

    /// The bar's x and width and each tab's width, pt: the room beside the search circle, 21 pt from the
    /// sides; fewer than 3 tabs are 98 pt each on a bar as wide as them (4 pt padding a side), centred in
    /// that room (where it has room for them).
    static func barFrame(tabs: Int, search: Bool, _ c: LayoutContext) -> (x: Double, width: Double, tab: Double) {
        let room: Double = (search ? c.widthPt - 21 - 62 - 8 : c.widthPt - 21) - 21
        let width = narrowTabPt * Double(tabs) + 2 * paddingPt
        // Three or more tabs, or too little room for 98 pt ones: the tabs share the whole room.
        if tabs >= 3 || width > room { return (21, room, (room - 2 * paddingPt) / Double(tabs)) }
        return (21 + (room - width) / 2, width, narrowTabPt)
    }

    /// The scroll edge under the bar, then the bar's glass as one container.
    static func edgeAndGlass(_ glass: [JSONValue], accessory: Bool, minimized: Bool) -> [JSONValue] {
        var layers: [JSONValue] = []
        layers.append(
            J.object([
                "type": .string("scrollEdge"), "edge": .string("bottom"), "style": .string("soft"),
                "size": .number(21 + 62 + 16 + (accessory && !minimized ? 56 : 0)),
            ]))
        layers.append(J.object(["type": .string("glassContainer"), "children": .array(glass)]))
        return layers
    }

    /// Pre-26 there is no search circle: search is a tab like the others, the last, titled "Search".
    /// `searchPath` is the `search` key's path, which the Search tab's layers carry.
    static func compatibility(
        _ tabs: [Tab], _ selected: Int, searchPath: String?, _ look: TabBarAppearance, _ c: LayoutContext
    ) -> [JSONValue] {
        let searchTab = searchPath.map { Tab(symbol: "magnifyingglass", title: "Search", badge: nil, path: $0) }
        let tabs = tabs + (searchTab.map { [$0] } ?? [])
        let w = c.widthPt
        let barHeight = 49 + c.safeBottomPt
        let y = c.heightPt - barHeight
        let bar = BarAppearance(backgroundColor: look.backgroundColor, shadowColor: look.shadowColor)
        var layers = bar.layers(y: y, heightPt: barHeight, hairlineY: y, c)
        let items = look.items(c)
        let tabWidth = w / Double(tabs.count)
        for (i, t) in tabs.enumerated() {
            layers.append(
                contentsOf: tabVisual(
                    t, x: tabWidth * Double(i), y: y - 4, width: tabWidth, color: i == selected ? "tint" : "systemGray",
                    symbolSize: 25, labelSize: 10, item: i == selected ? items.selected : items.normal,
                    settings: c.settings))
        }
        return layers
    }
}
