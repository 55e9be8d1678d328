import GlassText

/// The tab bar. Liquid Glass: a glass capsule 62 pt tall, 21 pt from the sides (or the side safe areas, where
/// wider: 62 pt on an iPhone 17 Pro in landscape) and the bottom; tabs share its width (fewer than 3: 98 pt
/// each, the bar as wide as its tabs and 4 pt padding a side, centred where the full bar would be); `pressed`
/// shows the glass lens that follows a finger dragging the selection (clear glass in its pressed state over the
/// selected tab, which then has no pill and is drawn on the lens); each tab a symbol (18 pt medium in a 28 pt
/// box) over a 10 pt medium label, the selected one in the tint colour on a lighter inner capsule (2 pt inset;
/// white 50% light, 14% dark, ≈), the others in `label`; badges are red capsules at the symbol's top right. A
/// search tab is a 62 pt glass circle at the trailing edge, 8 pt from the bar, which shrinks to make room.
/// Minimized: a 48 pt glass circle holding the selected symbol at the leading edge. A bottom accessory is a
/// 48 pt glass capsule 8 pt above the bar with the same insets, or, minimized, between the minimized circle and
/// the search circle on the same line. Pre-26: docked, 49 pt plus the bottom safe area, the chrome material
/// with a hairline on top, 25 pt symbols over 10 pt labels, selected in the tint colour, the rest
/// `systemGray`; no search circle, no minimizing, no accessory glass. An active search (`"search": {"active":
/// true}`) is drawn by `SearchField.expandedTab` (iPhone, Liquid Glass).
enum TabBar {
    static let keys = [
        "type", "name", "tabs", "selected", "search", "minimized", "pressed", "accessory", "barAppearances", "style",
    ]
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

    /// The accessory's glass at x, y, `widthPt` × 48 pt: its content laid out in it (controls lowered against
    /// it, the user's other layers moved in, each keeping its path).
    static func accessoryGlass(_ content: Node, _ x: Double, _ y: Double, _ widthPt: Double, _ c: LayoutContext)
        throws(SceneError) -> JSONValue
    {
        let width = max(1, widthPt)
        let content = try Sheet.lowerContent(
            content, widthPt: width, heightPt: accessoryHeightPt, c, types: Lowering.controlTypes)
        return Primitive.glass(
            .init(
                frame: RectPt(x, y, width, accessoryHeightPt), corners: .capsule,
                content: content.map(Primitive.lowered))
        ).json
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

    /// A tab's symbol, label and badge; `item` (an appearance's) overrides the label's font and the colours;
    /// `settings` give the weight the badge is drawn at.
    static func tabVisual(
        _ t: Tab, x: Double, y: Double, width: Double, color: String, symbolSize: Double, labelSize: Double,
        item: TabBarAppearance.Item = .init(), badgeOffsetPt: Double = TabBar.badgeOffsetPt, settings: SceneSettings
    )
        -> [JSONValue]
    {
        var layers = [
            Provenance.tag(
                Primitive.symbol(
                    .init(
                        name: t.symbol, frame: RectPt(x, y + symbolTopPt, width, symbolBoxPt), sizePt: symbolSize,
                        weight: .medium, color: .written(item.iconColor ?? .string(color)))
                ).json,
                t.part("symbol"))
        ]
        if !t.title.isEmpty {
            layers.append(
                Provenance.tag(
                    Primitive.text(
                        .init(
                            text: t.title, frame: RectPt(x, y + labelTopPt, width, labelHeightPt),
                            font: LayerFont(sizePt: item.font.sizePt ?? labelSize, weight: item.font.weight ?? .medium),
                            color: .written(item.titleColor ?? .string(color)))
                    ).json,
                    t.part("title")))
        }
        let bx = x + width / 2 + badgeOffsetPt
        if let badge = t.badge, badge.isEmpty {
            // An empty badge is a dot, as `badgeValue = ""` shows (≈ 10 pt).
            layers.append(
                Provenance.tag(
                    Primitive.shape(
                        .init(frame: RectPt(bx, y + dotTopPt, dotPt, dotPt), corners: .capsule, fill: "systemRed")
                    ).json,
                    t.part("badge")))
        } else if let badge = t.badge {
            let counted =
                Measure.width(badge, sizePt: badgeTextSizePt, weight: settings.drawn(.regular)) + 2 * badgePaddingPt
            let (by, bw, bh) = (y + badgeTopPt, max(badgeHeightPt, counted), badgeHeightPt)
            layers.append(
                contentsOf: Provenance.tag(
                    [
                        Primitive.shape(.init(frame: RectPt(bx, by, bw, bh), corners: .capsule, fill: "systemRed"))
                            .json,
                        Primitive.text(
                            .init(
                                text: badge, frame: RectPt(bx, by, bw, bh),
                                font: LayerFont(sizePt: badgeTextSizePt, weight: .regular), color: "white")
                        ).json,
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
                Primitive.symbolCapsule(
                    "magnifyingglass", frame: RectPt(searchX, minimized ? my : y, searchSize, searchSize),
                    sizePt: searchSymbolSize, path: searchPath))
        }
        if minimized {
            let (t, m) = (tabs[selected], minimizedPt)
            glass.append(
                Primitive.glass(
                    .init(
                        frame: RectPt(lead, my, m, m), corners: .capsule,
                        content: [
                            Provenance.tag(
                                Primitive.symbol(
                                    .init(
                                        name: t.symbol, frame: RectPt(0, 0, m, m), sizePt: minimizedSymbolSizePt,
                                        weight: .medium, color: .written(items.selected.iconColor ?? .string("tint")))
                                ).json, t.part("symbol"))
                        ].map(Primitive.lowered))
                ).json)
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
                    [
                        Primitive.shape(
                            .init(frame: RectPt(0, 0, barWidth, heightPt), corners: .capsule, fill: .written($0))
                        ).json
                    ]
                } ?? []
            let pill = (inset: pillInsetPt, width: tabWidth - 2 * pillInsetPt, height: heightPt - 2 * pillInsetPt)
            var lens: JSONValue? = nil
            for (i, t) in tabs.enumerated() {
                let tx = paddingPt + tabWidth * Double(i)
                content.append(target(t, tx, 0, tabWidth, heightPt))
                let visual = tabVisual(
                    t, x: tx, y: 0, width: tabWidth, color: i == selected ? "tint" : "label", symbolSize: symbolSizePt,
                    labelSize: labelSizePt, item: i == selected ? items.selected : items.normal, settings: c.settings)
                if i == selected && pressed {
                    // The lens: clear glass in its pressed (grown) state over the tab, drawn after the bar, the
                    // tab's symbol and label on it (the bar beneath has none there for the lens to bend).
                    let onLens = tabVisual(
                        t, x: -pill.inset, y: -pill.inset, width: tabWidth, color: "tint", symbolSize: symbolSizePt,
                        labelSize: labelSizePt, item: items.selected, settings: c.settings)
                    lens =
                        Primitive.glass(
                            .init(
                                frame: RectPt(barX + tx + pill.inset, y + pill.inset, pill.width, pill.height),
                                corners: .capsule, style: .clear, pressed: true,
                                content: onLens.map(Primitive.lowered))
                        ).json
                    continue
                } else if i == selected {
                    content.append(
                        Primitive.shape(
                            .init(
                                frame: RectPt(tx + pill.inset, pill.inset, pill.width, pill.height),
                                corners: .capsule,
                                // Per look: the bar's glass may take either (adaptive appearance).
                                fill: .perLook(light: "#FFFFFF80", dark: "#FFFFFF24")
                            )
                        ).json)
                }
                content.append(contentsOf: visual)
            }
            glass.insert(
                Primitive.glass(
                    .init(
                        frame: RectPt(barX, y, barWidth, heightPt), corners: .capsule,
                        content: content.map(Primitive.lowered))
                ).json, at: 0)
            if let accessory {
                let ay = y - accessoryGapPt - accessoryHeightPt
                glass.append(try accessoryGlass(accessory, lead, ay, w - lead - trail, c))
            }
            if let lens { return edgeAndGlass(glass, accessory: accessory != nil, minimized: minimized) + [lens] }
        }
        return edgeAndGlass(glass, accessory: accessory != nil, minimized: minimized)
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
            layers.append(target(t, side + tabWidth * Double(i), y, tabWidth, barHeight))
            layers.append(
                contentsOf: tabVisual(
                    t, x: side + tabWidth * Double(i), y: y - classicLiftPt, width: tabWidth,
                    color: i == selected ? "tint" : "systemGray", symbolSize: classicSymbolSizePt,
                    labelSize: labelSizePt, item: i == selected ? items.selected : items.normal,
                    badgeOffsetPt: classicBadgeOffsetPt, settings: c.settings))
        }
        return layers
    }
}
