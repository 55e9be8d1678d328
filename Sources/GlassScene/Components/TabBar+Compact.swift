/// The tab bar of an iPhone in landscape (compact height, UIKit's `compactInline` items). Liquid Glass: a
/// glass capsule 50 pt tall whose bottom is 21 pt above the screen's, as wide as its tabs and centred
/// (with a search circle, 50 pt, 8 pt after it, the two centred together); each tab is a 17 pt symbol in a
/// 28 pt box with its 13 pt medium title 4 pt after it, 12 pt in from the tab's sides, the selected one in
/// the tint colour on the lighter inner capsule (2 pt inset). Minimized: the portrait layout's circles, kept
/// inside the side safe areas. An accessory sits 8 pt above the bar, between the side safe areas. Pre-26:
/// docked, 32 pt plus the bottom safe area, the chrome material and hairline, the tabs sharing the width,
/// each an 18 pt symbol beside its 13 pt title, selected in the tint colour, the rest `systemGray`.
enum CompactTabBar {
    // Metrics.
    /// Apple (compactInline): a 50 pt capsule.
    static let heightPt = 50.0
    /// glass: each tab's 17 pt symbol in a 28 pt box, its 13 pt medium title 4 pt after it, 12 pt in from the
    /// tab's sides (≈).
    static let symbolBoxPt = 28.0, symbolSizePt = 17.0, titleSizePt = 13.0, titleGapPt = 4.0, sidePt = 12.0
    /// glass: the search circle's symbol, 19 pt (≈).
    static let searchSymbolSizePt = 19.0
    /// Apple (pre-26): a 32 pt bar over the bottom safe area, 18 pt symbols in a 28 pt line 2 pt down (≈).
    static let classicHeightPt = 32.0, classicSymbolSizePt = 18.0, classicLinePt = 28.0, classicTopPt = 2.0

    /// A tab's symbol and title side by side (compactInline): the symbol in its `symbolBoxPt` box, the title
    /// (one line, at its drawn width) `titleGapPt` after it, `sidePt` in from the tab's sides; `heightPt` tall
    /// (nil: the bar's height), `background` behind.
    static func inline(
        _ t: TabBar.Tab, heightPt: Double?, symbolSizePt: Double, color: String, _ item: TabBarAppearance.Item,
        background: Primitive?
    ) -> Primitive {
        var layers = [
            TabBar.symbolPart(
                t.symbol, sizePt: symbolSizePt, color: .written(item.iconColor ?? .string(color)),
                path: t.part("symbol"), StackSizing(width: .fixedPt(symbolBoxPt), height: .fill))
        ]
        if !t.title.isEmpty {
            let font = LayerFont(sizePt: item.font.sizePt ?? titleSizePt, weight: item.font.weight ?? .medium)
            layers.append(
                TabBar.textPart(
                    t.title, font, color: .written(item.titleColor ?? .string(color)), path: t.part("title"),
                    alignment: .leading))
        }
        let sizing = StackSizing(
            height: heightPt.map { .fixedPt($0) } ?? .fill, padding: .init(leadingPt: sidePt, trailingPt: sidePt))
        return .stack(
            .init(axis: .hstack, layers: layers, spacingPt: titleGapPt, sizing: sizing, background: background))
    }

    static func lower(_ p: TabBar.Parsed, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        let items = p.look.items(c)
        if !c.liquid { return try compatibility(p, items, c) }
        let (lead, trail) = TabBar.sides(c)
        if p.minimized {
            return try TabBar.liquid(
                p.tabs, p.selected, searchPath: p.searchPath, minimized: true, pressed: false, accessory: p.accessory,
                p.look, c, path: p.path
            )
        }
        let cells = p.tabs.enumerated().map { i, t in
            let selected = i == p.selected
            return inline(
                t, heightPt: nil, symbolSizePt: symbolSizePt, color: selected ? "tint" : "label",
                selected ? items.selected : items.normal,
                background: TabBar.cellBackground(t, pill: selected ? (light: "#FFFFFF80", dark: "#FFFFFF24") : nil))
        }
        let bar = TabBar.bar(cells, heightPt: heightPt, width: nil, background: TabBar.barColor(p.look))
        let search = p.searchPath.map {
            TabBar.circle("magnifyingglass", sizePt: heightPt, symbolSizePt: searchSymbolSizePt, path: $0)
        }
        // The bar as wide as its tabs (each title at its drawn width), the search circle 8 pt after it, the two
        // centred together.
        let line = Primitive.stack(
            .init(axis: .hstack, layers: [bar] + (search.map { [$0] } ?? []), spacingPt: TabBar.searchGapPt))
        let room = c.widthPt - lead - trail
        let group = try LayoutPass(c, component: p.path).size(
            of: line, offeredWidthPt: SceneLimits.maxPoints, heightPt: heightPt
        ).widthPt
        if group > room {
            throw p.tabsNode.error(
                "\(p.tabs.count) tabs need \(formatNumber(group.rounded(.up))) pt; the tab bar has \(formatNumber(room)) pt between the safe areas"
            )
        }
        var rows = [line]
        if let accessory = p.accessory { rows.insert(try TabBar.accessoryPart(accessory, widthPt: room, c), at: 0) }
        var glass = try TabBar.laidOut(TabBar.bottom(rows, c), at: "bottom", c, path: p.path)
        // The accessory after the bar and its search circle, as the container has always held them.
        if p.accessory != nil, !glass.isEmpty { glass.append(glass.removeFirst()) }
        return TabBar.edgeAndGlass(glass, accessory: p.accessory != nil, minimized: false)
    }

    /// Pre-26: the tabs share the docked bar's width between the side safe areas, each inline and centred in
    /// its share, `classicTopPt` down.
    static func compatibility(
        _ p: TabBar.Parsed, _ items: (normal: TabBarAppearance.Item, selected: TabBarAppearance.Item),
        _ c: LayoutContext
    ) throws(SceneError) -> [JSONValue] {
        let tabs =
            p.tabs
            + (p.searchPath.map { [TabBar.Tab(symbol: "magnifyingglass", title: "Search", badge: nil, path: $0)] } ?? [])
        var column = TabBar.fill
        column.padding = .init(topPt: classicTopPt)
        let cells = tabs.enumerated().map { i, t in
            let tab = inline(
                t, heightPt: classicLinePt, symbolSizePt: classicSymbolSizePt,
                color: i == p.selected ? "tint" : "systemGray", i == p.selected ? items.selected : items.normal,
                background: nil)
            return Primitive.stack(
                .init(
                    axis: .vstack, layers: [tab, .spacer(minLengthPt: 0)], spacingPt: Primitive.Stack.abuttingPt,
                    sizing: column,
                    background: TabBar.cellBackground(t, pill: nil)))
        }
        return try TabBar.docked(cells, heightPt: classicHeightPt, p.look, c, path: p.path)
    }
}
