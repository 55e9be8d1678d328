import GlassText

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
    /// glass: the rounding a title's measured width may be over its frame without wrapping, pt.
    static let titleSlackPt = 1.0

    /// A tab's width, pt: its symbol box, and its title 4 pt after it, 12 pt in from either side.
    static func width(_ t: TabBar.Tab, _ item: TabBarAppearance.Item, _ c: LayoutContext) -> Double {
        let size = item.font.sizePt ?? titleSizePt
        let weight = c.settings.drawn(item.font.weight ?? .medium)
        let title = t.title.isEmpty ? 0 : Measure.width(t.title, sizePt: size, weight: weight) + titleGapPt
        return (symbolBoxPt + title + 2 * sidePt).rounded(.up)
    }

    /// A tab's symbol and title inline, starting at x.
    static func inline(
        _ t: TabBar.Tab, x: Double, y: Double, width: Double, height: Double, symbolSize: Double, color: String,
        _ item: TabBarAppearance.Item
    ) -> [JSONValue] {
        let symbolX = t.title.isEmpty ? x + (width - symbolBoxPt) / 2 : x + sidePt
        var layers = [
            Provenance.tag(
                Primitive.symbol(
                    .init(
                        name: t.symbol, frame: RectPt(symbolX, y, symbolBoxPt, height), sizePt: symbolSize,
                        weight: .medium, color: .written(item.iconColor ?? .string(color)))
                ).json, t.part("symbol"))
        ]
        if !t.title.isEmpty {
            let tx = symbolX + symbolBoxPt + titleGapPt
            layers.append(
                Provenance.tag(
                    Primitive.text(
                        .init(
                            text: t.title, frame: RectPt(tx, y, max(0, x + width - sidePt - tx + titleSlackPt), height),
                            font: LayerFont(
                                sizePt: item.font.sizePt ?? titleSizePt, weight: item.font.weight ?? .medium),
                            color: .written(item.titleColor ?? .string(color)), alignment: .leading)
                    ).json, t.part("title")))
        }
        return layers
    }

    static func lower(_ p: TabBar.Parsed, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        let items = p.look.items(c)
        if !c.liquid { return compatibility(p, items, c) }
        let (lead, trail) = TabBar.sides(c)
        if p.minimized {
            return try TabBar.liquid(
                p.tabs, p.selected, searchPath: p.searchPath, minimized: true, pressed: false, accessory: p.accessory,
                p.look, c
            )
        }
        let widths = p.tabs.enumerated().map { i, t in width(t, i == p.selected ? items.selected : items.normal, c) }
        let barWidth = widths.reduce(0, +) + 2 * TabBar.paddingPt
        let group = barWidth + (p.search ? TabBar.searchGapPt + heightPt : 0)
        if group > c.widthPt - lead - trail {
            throw p.tabsNode.error(
                "\(p.tabs.count) tabs need \(formatNumber(group)) pt; the tab bar has \(formatNumber(c.widthPt - lead - trail)) pt between the safe areas"
            )
        }
        let barX = (c.widthPt - group) / 2
        let y = c.heightPt - TabBar.bottomInsetPt - heightPt
        let inset = TabBar.pillInsetPt
        var content: [JSONValue] =
            p.look.backgroundColor.map {
                [
                    Primitive.shape(
                        .init(frame: RectPt(0, 0, barWidth, heightPt), corners: .capsule, fill: .written($0))
                    ).json
                ]
            } ?? []
        var x = TabBar.paddingPt
        for (i, t) in p.tabs.enumerated() {
            let selected = i == p.selected
            if selected {
                content.append(
                    TopTabBar.pill(
                        x + inset, inset, widths[i] - 2 * inset, heightPt - 2 * inset, light: "#FFFFFF80",
                        dark: "#FFFFFF24"))
            }
            content.append(TabBar.target(t, x, 0, widths[i], heightPt))
            content.append(
                contentsOf: inline(
                    t, x: x, y: 0, width: widths[i], height: heightPt, symbolSize: symbolSizePt,
                    color: selected ? "tint" : "label",
                    selected ? items.selected : items.normal))
            x += widths[i]
        }
        var glass = [
            Primitive.glass(
                .init(
                    frame: RectPt(barX, y, barWidth, heightPt), corners: .capsule,
                    content: content.map(Primitive.lowered))
            ).json
        ]
        if let searchPath = p.searchPath {
            glass.append(
                Primitive.symbolCapsule(
                    "magnifyingglass", frame: RectPt(barX + barWidth + TabBar.searchGapPt, y, heightPt, heightPt),
                    sizePt: searchSymbolSizePt, path: searchPath))
        }
        if let accessory = p.accessory {
            let ay = y - TabBar.accessoryGapPt - TabBar.accessoryHeightPt
            glass.append(try TabBar.accessoryGlass(accessory, lead, ay, c.widthPt - lead - trail, c))
        }
        let accessoryBand = p.accessory != nil ? TabBar.accessoryHeightPt + TabBar.accessoryGapPt : 0
        return [
            Primitive.scrollEdge(
                .init(
                    edge: .bottom, style: "soft",
                    sizePt: TabBar.bottomInsetPt + heightPt + TabBar.edgeOverhangPt + accessoryBand)
            ).json,
            Primitive.glassContainer(.init(children: glass.map(Primitive.lowered))).json,
        ]
    }

    static func compatibility(
        _ p: TabBar.Parsed, _ items: (normal: TabBarAppearance.Item, selected: TabBarAppearance.Item),
        _ c: LayoutContext
    ) -> [JSONValue] {
        let tabs =
            p.tabs
            + (p.searchPath.map { [TabBar.Tab(symbol: "magnifyingglass", title: "Search", badge: nil, path: $0)] } ?? [])
        let barHeight = classicHeightPt + c.safeBottomPt
        let y = c.heightPt - barHeight
        let bar = BarAppearance(backgroundColor: p.look.backgroundColor, shadowColor: p.look.shadowColor)
        var layers = bar.layers(y: y, heightPt: barHeight, hairlineY: y, c)
        let left = c.sideSafePt
        let slot = (c.widthPt - 2 * left) / Double(tabs.count)
        for (i, t) in tabs.enumerated() {
            let item = i == p.selected ? items.selected : items.normal
            let w = min(slot, width(t, item, c))
            layers.append(TabBar.target(t, left + slot * Double(i), y, slot, barHeight))
            layers.append(
                contentsOf: inline(
                    t, x: left + slot * Double(i) + (slot - w) / 2, y: y + classicTopPt, width: w,
                    height: classicLinePt, symbolSize: classicSymbolSizePt,
                    color: i == p.selected ? "tint" : "systemGray", item))
        }
        return layers
    }
}
