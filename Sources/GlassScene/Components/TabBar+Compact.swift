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
    static let heightPt = 50.0
    static let symbolBoxPt = 28.0
    static let titleSizePt = 13.0
    static let sidePt = 12.0

    /// A tab's width, pt: its symbol box, and its title 4 pt after it, 12 pt in from either side.
    static func width(_ t: TabBar.Tab, _ item: TabBarAppearance.Item, _ c: LayoutContext) -> Double {
        let size = item.font.sizePt ?? titleSizePt
        let weight = c.settings.drawn(item.font.weight.flatMap { FontWeight(name: $0) } ?? .medium)
        let title = t.title.isEmpty ? 0 : Measure.width(t.title, sizePt: size, weight: weight) + 4
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
                J.symbol(t.symbol, symbolX, y, symbolBoxPt, height, size: symbolSize, weight: "medium", color: color)
                    .with("color", item.iconColor ?? .string(color)), t.path + ".symbol")
        ]
        if !t.title.isEmpty {
            let tx = symbolX + symbolBoxPt + 4
            layers.append(
                Provenance.tag(
                    J.text(
                        t.title, tx, y, max(0, x + width - sidePt - tx + 1), height,
                        size: item.font.sizePt ?? titleSizePt, weight: item.font.weight ?? "medium", color: color,
                        alignment: "leading"
                    ).with("color", item.titleColor ?? .string(color)), t.path + ".title"))
        }
        return layers
    }

    static func lower(_ p: TabBar.Parsed, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        let items = p.look.items(c)
        if !c.liquid { return compatibility(p, items, c) }
        let lead = max(21, c.safeLeftPt)
        let trail = max(21, c.safeRightPt)
        if p.minimized {
            return try TabBar.liquid(
                p.tabs, p.selected, searchPath: p.searchPath, minimized: true, pressed: false, accessory: p.accessory,
                p.look, c
            )
        }
        let widths = p.tabs.enumerated().map { i, t in width(t, i == p.selected ? items.selected : items.normal, c) }
        let barWidth = widths.reduce(0, +) + 2 * TabBar.paddingPt
        let group = barWidth + (p.search ? 8 + heightPt : 0)
        if group > c.widthPt - lead - trail {
            throw p.tabsNode.error(
                "\(p.tabs.count) tabs need \(formatNumber(group)) pt; the tab bar has \(formatNumber(c.widthPt - lead - trail)) pt between the safe areas"
            )
        }
        let barX = (c.widthPt - group) / 2
        let y = c.heightPt - 21 - heightPt
        var content: [JSONValue] =
            p.look.backgroundColor.map {
                [J.shape(0, 0, barWidth, heightPt, corners: .string("capsule"), fill: "clear").with("fill", $0)]
            } ?? []
        var x = TabBar.paddingPt
        for (i, t) in p.tabs.enumerated() {
            let selected = i == p.selected
            if selected {
                content.append(
                    TopTabBar.pill(x + 2, 2, widths[i] - 4, heightPt - 4, light: "#FFFFFF80", dark: "#FFFFFF24"))
            }
            content.append(
                contentsOf: inline(
                    t, x: x, y: 0, width: widths[i], height: heightPt, symbolSize: 17,
                    color: selected ? "tint" : "label",
                    selected ? items.selected : items.normal))
            x += widths[i]
        }
        var glass = [J.glass(barX, y, barWidth, heightPt, content: content)]
        if let searchPath = p.searchPath {
            glass.append(
                J.glass(
                    barX + barWidth + 8, y, heightPt, heightPt,
                    content: [
                        Provenance.tag(
                            J.symbol(
                                "magnifyingglass", 0, 0, heightPt, heightPt, size: 19, weight: "medium",
                                color: "label"), searchPath)
                    ]))
        }
        if let accessory = p.accessory {
            glass.append(try TabBar.accessoryGlass(accessory, lead, y - 8 - 48, c.widthPt - lead - trail, c))
        }
        return [
            J.object([
                "type": .string("scrollEdge"), "edge": .string("bottom"), "style": .string("soft"),
                "size": .number(21 + heightPt + 16 + (p.accessory != nil ? 56 : 0)),
            ]),
            J.object(["type": .string("glassContainer"), "children": .array(glass)]),
        ]
    }

    static func compatibility(
        _ p: TabBar.Parsed, _ items: (normal: TabBarAppearance.Item, selected: TabBarAppearance.Item),
        _ c: LayoutContext
    ) -> [JSONValue] {
        let tabs =
            p.tabs
            + (p.searchPath.map { [TabBar.Tab(symbol: "magnifyingglass", title: "Search", badge: nil, path: $0)] } ?? [])
        let barHeight = 32 + c.safeBottomPt
        let y = c.heightPt - barHeight
        let bar = BarAppearance(backgroundColor: p.look.backgroundColor, shadowColor: p.look.shadowColor)
        var layers = bar.layers(y: y, heightPt: barHeight, hairlineY: y, c)
        let left = c.safeLeftPt
        let slot = (c.widthPt - left - c.safeRightPt) / Double(tabs.count)
        for (i, t) in tabs.enumerated() {
            let item = i == p.selected ? items.selected : items.normal
            let w = min(slot, width(t, item, c))
            layers.append(
                contentsOf: inline(
                    t, x: left + slot * Double(i) + (slot - w) / 2, y: y + 2, width: w, height: 28, symbolSize: 18,
                    color: i == p.selected ? "tint" : "systemGray", item))
        }
        return layers
    }
}
