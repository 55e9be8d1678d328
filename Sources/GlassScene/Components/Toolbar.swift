/// The bottom toolbar. Liquid Glass (components.md §5): items 48 pt tall, 28 pt above the bottom edge,
/// 28 pt side insets (≈), grouped as in the navigation bar, flexible spaces sharing the free width; a
/// `search` item is a glass capsule with `magnifyingglass` and the placeholder. Pre-26 (§6): docked, 44 pt
/// plus the bottom safe area, the chrome material with a hairline on top, plain tinted items 16 pt from the
/// edges.
enum Toolbar {
    static let keys = ["type", "name", "items", "scrollEdge", "barAppearances", "scrolled"]

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let items = try BarItem.list(o.optional("items"))
        let edge: String =
            try o.optional("scrollEdge")?.choice([("soft", "soft"), ("hard", "hard"), ("none", "none")]) ?? "soft"
        // A toolbar's appearances have no titles (`UIToolbarAppearance`).
        let appearances = try o.optional("barAppearances").map { n throws(SceneError) in
            try BarAppearances.parse(n, titles: false)
        }
        let scrolled = try o.optional("scrolled").map { _ throws(SceneError) in
            try ControlInput.flag(o, "scrolled", default: false)
        }
        let shown = BarAppearances.shown(appearances, scrolled: scrolled, c)
        let w = c.widthPt
        let h = c.heightPt
        var layers: [JSONValue] = []
        if c.liquid {
            let y = h - 28 - 48
            if edge != "none" {
                layers.append(
                    J.object([
                        "type": .string("scrollEdge"), "edge": .string("bottom"), "style": .string(edge),
                        "size": .number(h - y + 8),
                    ]))
            }
            // The bar's own background spans the scroll edge's band, the hairline on its top.
            layers.append(contentsOf: shown.layers(y: y - 8, heightPt: h - y + 8, hairlineY: y - 8, c))
            let bar = BarLayout(height: 48, liquid: true, flexibleShares: true, settings: c.settings)
            let drawn = bar.draw(items, x: 28, y: y, available: w - 56, alignEnd: false)
            if drawn.maxX > w - 28 + 1e-9 {
                throw o.node.error(
                    "the items need \(formatNumber((drawn.maxX - 28).rounded(.up))) pt; the toolbar has \(formatNumber(w - 56)) pt"
                )
            }
            layers.append(contentsOf: drawn.layers)
        } else {
            let barHeight = 44 + c.safeBottomPt
            let y = h - barHeight
            layers.append(contentsOf: shown.layers(y: y, heightPt: barHeight, hairlineY: y, c))
            let bar = BarLayout(height: 44, liquid: false, flexibleShares: true, settings: c.settings)
            layers.append(contentsOf: bar.draw(items, x: 16, y: y, available: w - 32, alignEnd: false).layers)
        }
        return layers
    }
}
