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
/// true}`) is drawn by `expandedSearch` (iPhone, Liquid Glass).
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
        /// The tab bar's own path: its generated layers are laid out as its.
        var path = ""
    }

    static func parse(_ o: ObjectNode) throws(SceneError) -> Parsed {
        _ = try o.node.object(allowed: keys)
        let tabsNode = try o.required("tabs")
        var p = Parsed(tabsNode: tabsNode)
        p.path = o.node.path
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
                return try expandedSearch(
                    symbol: p.tabs[p.selected].symbol, symbolPath: p.tabs[p.selected].path, s, c, path: p.path)
            }
        }
        // An iPad: the tab bar at the top, or the sidebar (minimizing and the accessory are an iPhone's).
        if c.isPad { return p.style == .sidebar ? try Sidebar.lower(p, c) : try TopTabBar.lower(p, c) }
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
                accessory: p.accessory, p.look, c, path: p.path)
            : try compatibility(p.tabs, p.selected, searchPath: p.searchPath, p.look, c, path: p.path)
    }

    /// The floating bar (Liquid Glass, an iPhone in portrait, or minimized in either orientation): its line
    /// laid out by the engine at the bottom of the screen, inside the side insets.
    static func liquid(
        _ tabs: [Tab], _ selected: Int, searchPath: String?, minimized: Bool, pressed: Bool, accessory: Node?,
        _ look: TabBarAppearance, _ c: LayoutContext, path: String
    ) throws(SceneError) -> [JSONValue] {
        let items = look.items(c)
        let (lead, trail) = sides(c)
        let room = c.widthPt - lead - trail
        if minimized {
            // Minimized, the search circle shrinks to the minimized tab's 48 pt, on its line; the accessory
            // between them.
            let t = tabs[selected]
            let tab = circle(
                t.symbol, sizePt: minimizedPt, symbolSizePt: minimizedSymbolSizePt,
                color: .written(items.selected.iconColor ?? .string("tint")), path: t.part("symbol"))
            let search = searchPath.map {
                circle("magnifyingglass", sizePt: minimizedPt, symbolSizePt: minimizedSymbolSizePt, path: $0)
            }
            var line = [tab]
            if let accessory {
                let width = room - minimizedPt - accessoryGapPt - (search == nil ? 0 : minimizedPt + accessoryGapPt)
                line.append(try accessoryPart(accessory, widthPt: width, c))
            } else {
                line.append(.spacer(minLengthPt: 0))
            }
            if let search { line.append(search) }
            let row = Primitive.stack(
                .init(
                    axis: .hstack, layers: line, spacingPt: accessoryGapPt,
                    sizing: StackSizing(width: .fill, height: .fixedPt(heightPt))))
            var glass = try laidOut(bottom([row], c), at: "bottom", c, path: path)
            // The container holds its glass in the expanded bar's order (the bar, the search circle, the
            // accessory), so that a minimize animates each into its own: the bar into the tab's circle.
            // The line is the tab's circle, the accessory, the search circle.
            if searchPath != nil, accessory != nil, let tab = glass.first {
                glass = [tab] + glass.dropFirst().reversed()
            }
            return edgeAndGlass(glass, accessory: accessory != nil, minimized: true)
        }
        // Fewer than 3 tabs are 98 pt each on a bar as wide as them, centred where the full bar would be.
        let narrow = tabs.count < narrowTabsBelowCount ? narrowTabPt * Double(tabs.count) + 2 * paddingPt : nil
        let empty = Primitive.stack(.init(axis: .zstack, layers: [], sizing: fill))
        let barCells = tabs.enumerated().map { i, t in
            let lit = i == selected && !pressed
            let background = cellBackground(t, pill: lit ? (light: "#FFFFFF80", dark: "#FFFFFF24") : nil)
            // Pressed, the selected tab is drawn on the lens.
            if i == selected && pressed {
                return Primitive.stack(.init(axis: .zstack, layers: [], sizing: fill, background: background))
            }
            return tabCell(
                t, color: i == selected ? "tint" : "label", symbolSizePt: symbolSizePt,
                item: i == selected ? items.selected : items.normal, background: background)
        }
        /// The bar (or what stands in its place) centred in the room beside the search circle, 8 pt from it.
        func line(_ bar: Primitive, _ search: Primitive?) -> Primitive {
            let holder = Primitive.stack(.init(axis: .zstack, layers: [bar], sizing: StackSizing(width: .fill)))
            return .stack(
                .init(
                    axis: .hstack, layers: [holder] + (search.map { [$0] } ?? []), spacingPt: searchGapPt,
                    sizing: StackSizing(width: .fill, height: .fixedPt(heightPt))))
        }
        let search = searchPath.map {
            circle("magnifyingglass", sizePt: heightPt, symbolSizePt: searchSymbolSizePt, path: $0)
        }
        let barGlass = bar(barCells, heightPt: heightPt, width: .fill, maxWidthPt: narrow, background: barColor(look))
        var rows = [line(barGlass, search)]
        if let accessory { rows.insert(try accessoryPart(accessory, widthPt: room, c), at: 0) }
        var glass = try laidOut(bottom(rows, c), at: "bottom", c, path: path)
        // The accessory after the bar and its search circle, as the container has always held them.
        if accessory != nil, !glass.isEmpty { glass.append(glass.removeFirst()) }
        let layers = edgeAndGlass(glass, accessory: accessory != nil, minimized: false)
        guard pressed else { return layers }
        // The lens: clear glass in its pressed (grown) state over the selected tab, 2 pt in, drawn after the bar
        // (the bar beneath has none there for the lens to bend), the tab's symbol and label on it. Laid out on
        // the same line as the bar, so it sits over the selected tab.
        let lensCells = tabs.enumerated().map { i, t in
            guard i == selected else { return empty }
            let onLens = tabCell(
                t, color: "tint", symbolSizePt: symbolSizePt, item: items.selected, liftPt: pillInsetPt,
                background: nil)
            let lens = Primitive.laid(
                Primitive.glass(
                    .init(frame: unplaced, corners: .capsule, style: .clear, pressed: true, content: [onLens])), fill)
            var inset = fill
            inset.padding = .all(pillInsetPt)
            return Primitive.stack(.init(axis: .zstack, layers: [lens], sizing: inset))
        }
        let circleRoom = StackSizing(width: .fixedPt(heightPt), height: .fixedPt(heightPt))
        let lensBar = bar(
            lensCells, heightPt: heightPt, width: .fill, maxWidthPt: narrow, background: nil, glass: false)
        var lensRows = [line(lensBar, search.map { _ in .stack(.init(axis: .zstack, layers: [], sizing: circleRoom)) })]
        if accessory != nil {
            lensRows.insert(
                .stack(
                    .init(
                        axis: .zstack, layers: [],
                        sizing: StackSizing(width: .fill, height: .fixedPt(accessoryHeightPt)))), at: 0)
        }
        return layers + (try laidOut(bottom(lensRows, c), at: "bottom", c, path: path))
    }

    /// Pre-26 there is no search circle: search is a tab like the others, the last, titled "Search".
    /// `searchPath` is the `search` key's path, which the Search tab's layers carry. The tabs share the bar's
    /// width between the side safe areas, drawn `classicLiftPt` up.
    static func compatibility(
        _ tabs: [Tab], _ selected: Int, searchPath: String?, _ look: TabBarAppearance, _ c: LayoutContext,
        path: String
    ) throws(SceneError) -> [JSONValue] {
        let searchTab = searchPath.map { Tab(symbol: "magnifyingglass", title: "Search", badge: nil, path: $0) }
        let tabs = tabs + (searchTab.map { [$0] } ?? [])
        let items = look.items(c)
        let cells = tabs.enumerated().map { i, t in
            tabCell(
                t, color: i == selected ? "tint" : "systemGray", symbolSizePt: classicSymbolSizePt,
                item: i == selected ? items.selected : items.normal, liftPt: classicLiftPt,
                badgeOffsetPt: classicBadgeOffsetPt, background: cellBackground(t, pill: nil))
        }
        return try docked(cells, heightPt: classicHeightPt, look, c, path: path)
    }

    /// A pre-26 docked bar `heightPt` tall over the bottom safe area (the chrome material and its hairline),
    /// `cells` sharing its width between the side safe areas, laid out by the engine.
    static func docked(
        _ cells: [Primitive], heightPt: Double, _ look: TabBarAppearance, _ c: LayoutContext, path: String
    ) throws(SceneError) -> [JSONValue] {
        let side = c.sideSafePt
        let barHeight = heightPt + c.safeBottomPt
        let y = c.heightPt - barHeight
        let bar = BarAppearance(backgroundColor: look.backgroundColor, shadowColor: look.shadowColor)
        let row = Primitive.stack(
            .init(
                axis: .hstack, layers: cells, spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(
                    width: .fill, height: .fixedPt(barHeight), padding: .init(leadingPt: side, trailingPt: side))))
        return bar.layers(y: y, heightPt: barHeight, hairlineY: y, c) + (try laidOut(row, at: "bottom", c, path: path))
    }
}
