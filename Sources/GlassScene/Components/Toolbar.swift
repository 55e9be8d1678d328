/// The bottom toolbar. Liquid Glass: items 48 pt tall, 28 pt above the bottom edge, 28 pt side insets (≈),
/// grouped as in the navigation bar, flexible spaces sharing the free width; a `search` item is a glass
/// capsule with `magnifyingglass` and the placeholder. Pre-26: docked, 44 pt plus the bottom safe area, the
/// chrome material with a hairline on top, plain tinted items 16 pt from the edges. In landscape the side
/// insets are measured from the side safe areas (an iPhone 17 Pro's items start 62 + 28 pt in), as a search
/// field in the toolbar's place is; the bar's background still runs to the edges.
enum Toolbar {
    static let keys = ["type", "name", "items", "scrollEdge", "barAppearances", "scrolled"]

    // Metrics.
    /// Apple: the toolbar's items are 48 pt tall.
    static let itemHeightPt = 48.0
    /// Apple: 28 pt above the bottom edge.
    static let bottomInsetPt = 28.0
    /// Apple: 28 pt side insets (≈, measured), from the side safe areas.
    static let sideInsetPt = 28.0
    /// glass: the scroll edge and the bar's background reach 8 pt above the items (≈).
    static let edgeOverhangPt = 8.0
    /// Apple (pre-26): a 44 pt bar over the bottom safe area.
    static let classicHeightPt = 44.0
    /// Apple (pre-26): plain items 16 pt from the edges.
    static let classicSideInsetPt = 16.0
    /// glass: the rounding a measured width may be over its room without being refused.
    static let toleranceOverPt = 1e-9

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
            let y = h - bottomInsetPt - itemHeightPt
            let band = h - y + edgeOverhangPt
            if edge != "none" {
                layers.append(
                    Primitive.scrollEdge(.init(edge: .bottom, style: edge, sizePt: band)).json)
            }
            // The bar's own background spans the scroll edge's band, the hairline on its top.
            let top = y - edgeOverhangPt
            layers.append(contentsOf: shown.layers(y: top, heightPt: band, hairlineY: top, c))
            var bar = BarLayout(height: itemHeightPt, liquid: true, flexibleShares: true, settings: c.settings)
            let side = sideInsetPt + c.sideSafePt
            let room = w - 2 * side
            let pass = LayoutPass(c, component: o.node.path)
            let needed = try bar.widthPt(items, pass)
            if !items.isEmpty && needed > room + toleranceOverPt {
                throw o.node.error(
                    "the items need \(formatNumber(needed.rounded(.up))) pt; the toolbar has \(formatNumber(max(0, room))) pt"
                )
            }
            // The free width shared by every flexible space, those bridging a background among them.
            let flexibles = items.filter { if case .flexibleSpace = $0.kind { true } else { false } }.count
            if flexibles > 0 { bar.flexibleSharePt = max(0, room - needed) / Double(flexibles) }
            layers.append(
                contentsOf: try bar.layers(
                    items, in: RectPt(side, y, max(0, room), itemHeightPt), at: "leading", fill: true, pass))
        } else {
            let barHeight = classicHeightPt + c.safeBottomPt
            let y = h - barHeight
            layers.append(contentsOf: shown.layers(y: y, heightPt: barHeight, hairlineY: y, c))
            let bar = BarLayout(height: classicHeightPt, liquid: false, flexibleShares: true, settings: c.settings)
            let side = classicSideInsetPt + c.sideSafePt
            layers.append(
                contentsOf: try bar.layers(
                    items, in: RectPt(side, y, max(0, w - 2 * side), classicHeightPt), at: "leading", fill: true,
                    LayoutPass(c, component: o.node.path)))
        }
        return layers
    }
}
