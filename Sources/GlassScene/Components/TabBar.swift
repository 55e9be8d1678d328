import GlassText

/// The tab bar. Liquid Glass: a glass capsule 62 pt tall, 21 pt from the sides (or the side safe areas, where
/// wider: 62 pt on an iPhone 17 Pro in landscape) and the bottom; tabs share its width (fewer than 3: 98 pt each, the bar as wide as its tabs and 4 pt padding a
/// side, centred where the full bar would be); `pressed` shows the glass lens that follows a finger dragging
/// the selection (clear glass in its pressed state over the selected tab, which then has no pill and is drawn on
/// the lens); each tab a symbol (18 pt medium in a
/// 28 pt box) over a 10 pt medium label, the selected one in the tint colour on a lighter inner capsule
/// (2 pt inset; white 50% light, 14% dark, ≈), the others in `label`; badges are red capsules at the
/// symbol's top right. A search tab is a 62 pt glass circle at the trailing edge, 8 pt from the bar, which
/// shrinks to make room. Minimized: a 48 pt glass circle holding the selected symbol at the leading edge.
/// A bottom accessory is a 48 pt glass capsule 8 pt above the bar with the same insets, or, minimized,
/// between the minimized circle and the search circle on the same line. Pre-26: docked, 49 pt plus the
/// bottom safe area, the chrome material with a hairline on top, 25 pt symbols over 10 pt labels, selected
/// in the tint colour, the rest `systemGray`; no search circle, no minimizing, no accessory glass. An active
/// search (`"search": {"active": true}`) is drawn by `SearchField.expandedTab` (iPhone, Liquid Glass).
enum TabBar {
    static let keys = [
        "type", "name", "tabs", "selected", "search", "minimized", "pressed", "accessory", "barAppearances", "style",
    ]
    // Metrics.
    /// Apple: with fewer than 3 tabs each is 98 pt wide.
    static let narrowTabPt = 98.0
    /// glass: the bar's padding either side of its tabs (≈).
    static let paddingPt = 4.0
    /// Apple: a glass capsule 62 pt tall.
    static let heightPt = 62.0
    /// Apple: 21 pt from the sides and from the bottom edge.
    static let sideInsetPt = 21.0, bottomInsetPt = 21.0
    /// Apple: the search tab is a separate circle (the bar's height) 8 pt from the bar.
    static let searchGapPt = 8.0
    /// Apple: minimized, the bar collapses to a 48 pt circle; the search circle shrinks to it.
    static let minimizedPt = 48.0
    /// Apple: each tab's symbol ≈ 18 pt medium in a 28 pt box over a 10 pt medium label.
    static let symbolSizePt = 18.0, symbolBoxPt = 28.0, labelSizePt = 10.0
    /// glass: the symbol's box 8 pt below the bar's top, the label's 14 pt line 36 pt below it (≈).
    static let symbolTopPt = 8.0, labelTopPt = 36.0, labelHeightPt = 14.0
    /// Apple: the selected tab's lighter inner capsule, ≈ 2 pt inset.
    static let pillInsetPt = 2.0
    /// glass: the search circle's symbol 20 pt, a minimized circle's 19 pt (≈).
    static let searchSymbolSizePt = 20.0, minimizedSymbolSizePt = 19.0
    /// Apple: a bottom accessory is a glass capsule 48 pt tall, 8 pt above the bar.
    static let accessoryHeightPt = 48.0, accessoryGapPt = 8.0
    /// glass: a badge is a red capsule 18 pt tall, at least as wide, its count 13 pt with 5 pt a side, its left
    /// edge 6 pt right of the tab's centre and 4 pt below the bar's top; an empty badge a 10 pt dot 6 pt below
    /// it (≈).
    static let badgeHeightPt = 18.0, badgeTextSizePt = 13.0, badgePaddingPt = 5.0
    static let badgeOffsetPt = 6.0, badgeTopPt = 4.0, dotPt = 10.0, dotTopPt = 6.0
    /// Apple (HIG): a tab needs a 44 pt touch target.
    static let minimumTabPt = 44.0
    /// glass: the scroll edge reaches 16 pt above the bar (≈).
    static let edgeOverhangPt = 16.0
    /// Apple (pre-26): docked, 49 pt over the bottom safe area, 25 pt symbols; the tabs drawn 4 pt up (≈).
    static let classicHeightPt = 49.0, classicSymbolSizePt = 25.0, classicLiftPt = 4.0
    /// Apple: a tab bar holds 1 to 6 tabs.
    static let maxTabs = 6
    /// The bound a `selected` index is read within, before it is checked against the tabs.
    static let selectedBoundCount = 1e9

    struct Tab {
        var symbol: String
        var title: String
        var badge: String?
        /// The tab's JSON path, for what is made from it.
        var path: String
        /// The keys the user wrote in it (none for a tab glass adds, as the Search tab pre-26).
        var keys: Set<String> = []

        /// The user's path of the tab's `key` (`tabs[1].badge`), or the tab's own with the part's name where the
        /// user did not write it (`search:title`): what is made from it never names a key the scene lacks.
        func part(_ key: String) -> String { keys.contains(key) ? "\(path).\(key)" : Provenance.part(path, key) }
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
            let keys = Set(["symbol", "title", "badge"].filter { to.optional($0) != nil })
            let symbolNode = try to.required("symbol")
            let symbol = try symbolNode.symbolName()
            let title = try to.optional("title")?.string() ?? ""
            let badge = try to.optional("badge").map { n throws(SceneError) in try BarItem.short(n, what: "a badge") }
            p.tabs.append(Tab(symbol: symbol, title: title, badge: badge, path: t.path, keys: keys))
        }
        if p.tabs.isEmpty || p.tabs.count > maxTabs {
            throw tabsNode.error("expected 1 to \(maxTabs) tabs, got \(p.tabs.count)")
        }
        if let s = o.optional("selected") {
            let v = try s.number(in: -selectedBoundCount...selectedBoundCount, what: "a tab index")
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
            let x = sideInsetPt
            c.state.unshown.append(try accessoryGlass(accessory, x, 0, c.widthPt - 2 * x, c))
        }
        return layers
    }

    /// The bar's leading and trailing insets, pt: 21 pt from the sides, or the side safe areas where wider
    /// (an iPhone in landscape).
    static func sides(_ c: LayoutContext) -> (lead: Double, trail: Double) {
        let side = max(sideInsetPt, c.sideSafePt)
        return (side, side)
    }

    /// The accessory's glass at x, y, `widthPt` × 48 pt: its content laid out in it (controls lowered against
    /// it, the user's other layers moved in, each keeping its path).
    static func accessoryGlass(_ content: Node, _ x: Double, _ y: Double, _ widthPt: Double, _ c: LayoutContext)
        throws(SceneError) -> JSONValue
    {
        let width = max(1, widthPt)
        let content = try Sheet.lowerContent(
            content, widthPt: width, heightPt: accessoryHeightPt, c, types: Lowering.controlTypes)
        return J.glass(x, y, width, accessoryHeightPt, content: content)
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
        // Each tab needs 44 pt (a touch target) inside the bar's insets and padding, beside the search circle.
        let room = barRoom(search: p.search, c) - 2 * paddingPt
        let needed = minimumTabPt * Double(p.tabs.count)
        if c.liquid && room < needed {
            throw p.tabsNode.error(
                "\(p.tabs.count) tabs need \(formatNumber(needed)) pt; the tab bar has \(formatNumber(max(0, room))) pt on a \(formatNumber(c.widthPt)) pt wide screen"
            )
        }
        return c.liquid
            ? try liquid(
                p.tabs, p.selected, searchPath: p.searchPath, minimized: p.minimized, pressed: p.pressed,
                accessory: p.accessory, p.look, c)
            : compatibility(p.tabs, p.selected, searchPath: p.searchPath, p.look, c)
    }

    /// A tab's symbol, label and badge; `item` (an appearance's) overrides the label's font and the colours.
    static func tabVisual(
        _ t: Tab, x: Double, y: Double, width: Double, color: String, symbolSize: Double, labelSize: Double,
        item: TabBarAppearance.Item = .init()
    )
        -> [JSONValue]
    {
        var layers = [
            Provenance.tag(
                J.symbol(
                    t.symbol, x, y + symbolTopPt, width, symbolBoxPt, size: symbolSize, weight: "medium", color: color
                )
                .with("color", item.iconColor ?? .string(color)),
                t.part("symbol"))
        ]
        if !t.title.isEmpty {
            layers.append(
                Provenance.tag(
                    J.text(
                        t.title, x, y + labelTopPt, width, labelHeightPt, size: item.font.sizePt ?? labelSize,
                        weight: item.font.weight ?? "medium", color: color
                    ).with("color", item.titleColor ?? .string(color)),
                    t.part("title")))
        }
        let bx = x + width / 2 + badgeOffsetPt
        if let badge = t.badge, badge.isEmpty {
            // An empty badge is a dot, as `badgeValue = ""` shows (≈ 10 pt).
            layers.append(
                Provenance.tag(
                    J.shape(bx, y + dotTopPt, dotPt, dotPt, corners: .string("capsule"), fill: "systemRed"),
                    t.part("badge")))
        } else if let badge = t.badge {
            let counted = Measure.width(badge, sizePt: badgeTextSizePt, weight: .regular) + 2 * badgePaddingPt
            let (by, bw, bh) = (y + badgeTopPt, max(badgeHeightPt, counted), badgeHeightPt)
            layers.append(
                contentsOf: Provenance.tag(
                    [
                        J.shape(bx, by, bw, bh, corners: .string("capsule"), fill: "systemRed"),
                        J.text(badge, bx, by, bw, bh, size: badgeTextSizePt, weight: "regular", color: "white"),
                    ], t.part("badge")))
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
        let y = lineY(c)
        var glass: [JSONValue] = []
        // Minimized, the search circle shrinks to the minimized tab's 48 pt, on its line.
        let searchSize = minimized ? minimizedPt : heightPt
        let searchSymbolSize = minimized ? minimizedSymbolSizePt : searchSymbolSizePt
        // Inside the side safe areas (an iPhone in landscape), else 21 pt from the sides.
        let (lead, trail) = sides(c)
        let searchX = w - trail - searchSize
        let my = minimizedY(c)
        if let searchPath {
            glass.append(
                J.glass(
                    searchX, minimized ? my : y, searchSize, searchSize,
                    content: [
                        Provenance.tag(
                            J.symbol(
                                "magnifyingglass", 0, 0, searchSize, searchSize, size: searchSymbolSize,
                                weight: "medium", color: "label"), searchPath)
                    ]))
        }
        if minimized {
            let (t, m) = (tabs[selected], minimizedPt)
            glass.append(
                J.glass(
                    lead, my, m, m,
                    content: [
                        Provenance.tag(
                            J.symbol(t.symbol, 0, 0, m, m, size: minimizedSymbolSizePt, weight: "medium", color: "tint")
                                .with("color", items.selected.iconColor ?? .string("tint")), t.part("symbol"))
                    ]))
            if let accessory {
                let ax = lead + minimizedPt + accessoryGapPt
                let aw = (search ? searchX - accessoryGapPt : w - trail) - ax
                glass.append(try accessoryGlass(accessory, ax, my, aw, c))
            }
        } else {
            let (barX, barWidth, tabWidth) = barFrame(tabs: tabs.count, search: search, c)
            // The bar's own background colour, on its glass (the tabs stay on glass).
            var content: [JSONValue] =
                look.backgroundColor.map {
                    [J.shape(0, 0, barWidth, heightPt, corners: .string("capsule"), fill: "clear").with("fill", $0)]
                } ?? []
            let pill = (inset: pillInsetPt, width: tabWidth - 2 * pillInsetPt, height: heightPt - 2 * pillInsetPt)
            var lens: JSONValue? = nil
            for (i, t) in tabs.enumerated() {
                let tx = paddingPt + tabWidth * Double(i)
                let visual = tabVisual(
                    t, x: tx, y: 0, width: tabWidth, color: i == selected ? "tint" : "label", symbolSize: symbolSizePt,
                    labelSize: labelSizePt, item: i == selected ? items.selected : items.normal)
                if i == selected && pressed {
                    // The lens: clear glass in its pressed (grown) state over the tab, drawn after the bar, the
                    // tab's symbol and label on it (the bar beneath has none there for the lens to bend).
                    let onLens = tabVisual(
                        t, x: -pill.inset, y: -pill.inset, width: tabWidth, color: "tint", symbolSize: symbolSizePt,
                        labelSize: labelSizePt, item: items.selected)
                    lens = J.object([
                        "type": .string("glass"),
                        "frame": J.frame(barX + tx + pill.inset, y + pill.inset, pill.width, pill.height),
                        "corners": .string("capsule"), "style": .string("clear"), "state": .string("pressed"),
                        "content": .array(onLens),
                    ])
                    continue
                } else if i == selected {
                    content.append(
                        J.object([
                            "type": .string("shape"),
                            "frame": J.frame(tx + pill.inset, pill.inset, pill.width, pill.height),
                            "corners": .string("capsule"),
                            // Per look: the bar's glass may take either (adaptive appearance).
                            "fill": J.object(["light": .string("#FFFFFF80"), "dark": .string("#FFFFFF24")]),
                        ]))
                }
                content.append(contentsOf: visual)
            }
            glass.insert(J.glass(barX, y, barWidth, heightPt, content: content), at: 0)
            if let accessory {
                let ay = y - accessoryGapPt - accessoryHeightPt
                glass.append(try accessoryGlass(accessory, lead, ay, w - lead - trail, c))
            }
            if let lens { return edgeAndGlass(glass, accessory: accessory != nil, minimized: minimized) + [lens] }
        }
        return edgeAndGlass(glass, accessory: accessory != nil, minimized: minimized)
    }

    /// The bar's y: 21 pt above the bottom edge.
    static func lineY(_ c: LayoutContext) -> Double { c.heightPt - bottomInsetPt - heightPt }

    /// A minimized bar's circles' y: centred on the full bar's line.
    static func minimizedY(_ c: LayoutContext) -> Double { lineY(c) + (heightPt - minimizedPt) / 2 }

    /// The width the bar may take beside the search circle (when there is one), inside its side insets, pt.
    static func barRoom(search: Bool, _ c: LayoutContext) -> Double {
        let (lead, trail) = sides(c)
        return c.widthPt - lead - trail - (search ? heightPt + searchGapPt : 0)
    }

    /// The bar's x and width and each tab's width, pt: the room beside the search circle, 21 pt from the
    /// sides (or the side safe areas); fewer than 3 tabs are 98 pt each on a bar as wide as them (4 pt padding
    /// a side), centred in that room (where it has room for them).
    static func barFrame(tabs: Int, search: Bool, _ c: LayoutContext) -> (x: Double, width: Double, tab: Double) {
        let room = barRoom(search: search, c)
        let lead = sides(c).lead
        let width = narrowTabPt * Double(tabs) + 2 * paddingPt
        // Three or more tabs, or too little room for 98 pt ones: the tabs share the whole room.
        if tabs > 2 || width > room { return (lead, room, (room - 2 * paddingPt) / Double(tabs)) }
        return (lead + (room - width) / 2, width, narrowTabPt)
    }

    /// The scroll edge under the bar, then the bar's glass as one container.
    static func edgeAndGlass(_ glass: [JSONValue], accessory: Bool, minimized: Bool) -> [JSONValue] {
        var layers: [JSONValue] = []
        let accessoryBand = accessory && !minimized ? accessoryHeightPt + accessoryGapPt : 0
        layers.append(
            J.object([
                "type": .string("scrollEdge"), "edge": .string("bottom"), "style": .string("soft"),
                "size": .number(bottomInsetPt + heightPt + edgeOverhangPt + accessoryBand),
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
        let side = c.sideSafePt
        let barHeight = classicHeightPt + c.safeBottomPt
        let y = c.heightPt - barHeight
        let bar = BarAppearance(backgroundColor: look.backgroundColor, shadowColor: look.shadowColor)
        var layers = bar.layers(y: y, heightPt: barHeight, hairlineY: y, c)
        let items = look.items(c)
        let tabWidth = (c.widthPt - 2 * side) / Double(tabs.count)
        for (i, t) in tabs.enumerated() {
            layers.append(
                contentsOf: tabVisual(
                    t, x: side + tabWidth * Double(i), y: y - classicLiftPt, width: tabWidth,
                    color: i == selected ? "tint" : "systemGray", symbolSize: classicSymbolSizePt,
                    labelSize: labelSizePt, item: i == selected ? items.selected : items.normal))
        }
        return layers
    }
}
