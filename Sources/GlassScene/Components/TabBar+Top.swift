import GlassText

/// The tab bar on an iPad (iPadOS 26): it floats at the top, centred in the navigation bar's row (54 pt
/// under the status bar), a glass capsule 50 pt tall whose tabs are titles (15 pt medium, 14 pt either side,
/// the bar padded 4 pt); the selected one in the tint colour on the lighter inner capsule (2 pt inset), a
/// tab without a title shows its symbol (44 pt wide); the search tab is such a symbol tab at the bar's end.
/// A sidebar button (a 44 pt glass circle with `sidebar.left`) sits at the leading margin (20 pt, or past
/// the window controls). Pre-26 (iPadOS 18): the same row of a 44 pt bar, a non-glass segmented pill 36 pt
/// tall (`tertiarySystemFill`), the selected tab on a white (dark: #636366) capsule, and a plain tinted
/// sidebar symbol at the 16 pt margin. A navigation bar shares the row: its inline title gives way to the
/// tab bar, its leading items start after the sidebar button, and items that reach under the tab bar are
/// refused.
enum TopTabBar {
    // Metrics.
    /// glass: the sidebar button, a 44 pt glass circle with a 19 pt symbol (≈); pre-26 a 20 pt plain symbol.
    static let buttonPt = 44.0, buttonSymbolSizePt = 19.0, classicButtonSymbolSizePt = 20.0
    /// glass: titles 15 pt medium with 14 pt either side, the bar padded 4 pt (≈).
    static let titleSizePt = 15.0
    static let tabPaddingPt = 14.0
    static let barPaddingPt = 4.0
    /// glass: a tab without a title shows its 19 pt symbol, 44 pt wide (≈).
    static let symbolTabPt = 44.0, symbolSizePt = 19.0
    /// glass: a 50 pt capsule in the navigation bar's 54 pt row, the sidebar button at the 20 pt margin; pre-26
    /// a 36 pt pill in the 44 pt row at the 16 pt margin (≈).
    static let heightPt = 50.0, rowPt = 54.0, marginPt = 20.0
    static let classicHeightPt = 36.0, classicRowPt = 44.0, classicMarginPt = 16.0

    struct Layout {
        var rowY: Double, rowHeight: Double
        var barX: Double, barY: Double, barWidth: Double, barHeight: Double
        var buttonX: Double
        /// Each tab's x (in the bar) and width, pt.
        var tabs: [(x: Double, width: Double)]
    }

    /// The tabs shown, the search tab (a symbol) last.
    static func items(_ p: TabBar.Parsed) -> [TabBar.Tab] {
        p.tabs + (p.searchPath.map { [TabBar.Tab(symbol: "magnifyingglass", title: "", badge: nil, path: $0)] } ?? [])
    }

    static func layout(_ p: TabBar.Parsed, _ c: LayoutContext) throws(SceneError) -> Layout {
        let (height, row, margin) =
            c.liquid ? (heightPt, rowPt, marginPt) : (classicHeightPt, classicRowPt, classicMarginPt)
        let buttonX = c.chrome.windowed ? WindowControls.clearPt : margin
        var tabs: [(x: Double, width: Double)] = []
        var x = barPaddingPt
        for t in items(p) {
            let w =
                t.title.isEmpty
                ? symbolTabPt
                : Measure.width(t.title, sizePt: titleSizePt, weight: c.settings.drawn(.medium)) + 2 * tabPaddingPt
            tabs.append((x, w))
            x += w
        }
        let barWidth = x + barPaddingPt
        let barX = (c.widthPt - barWidth) / 2
        let minX = buttonX + buttonPt + BarLayout.gap
        if barX < minX || barX + barWidth > c.widthPt - margin {
            throw p.tabsNode.error(
                "\(p.tabs.count) tabs need \(formatNumber(barWidth.rounded(.up))) pt at the top, centred and clear of the sidebar button; the screen is \(formatNumber(c.widthPt)) pt wide"
            )
        }
        return Layout(
            rowY: c.safeTopPt, rowHeight: row, barX: barX, barY: c.safeTopPt + (row - height) / 2, barWidth: barWidth,
            barHeight: height, buttonX: buttonX, tabs: tabs)
    }

    /// The selected tab's inner capsule, its fill per look (the bar's glass may take either).
    static func pill(_ x: Double, _ y: Double, _ w: Double, _ h: Double, light: String, dark: String) -> JSONValue {
        Primitive.shape(
            .init(
                frame: RectPt(x, y, w, h), corners: .capsule,
                fill: .perLook(light: light, dark: dark))
        ).json
    }

    /// A tab's title, or its symbol when it has none, in the frame given.
    static func visual(
        _ t: TabBar.Tab, _ x: Double, _ y: Double, _ w: Double, _ h: Double, color: String,
        _ item: TabBarAppearance.Item
    ) -> JSONValue {
        let layer =
            t.title.isEmpty
            ? Primitive.symbol(
                .init(
                    name: t.symbol, frame: RectPt(x, y, w, h), sizePt: symbolSizePt, weight: .medium,
                    color: .written(item.iconColor ?? .string(color)))
            ).json
            : Primitive.text(
                .init(
                    text: t.title, frame: RectPt(x, y, w, h),
                    font: LayerFont(sizePt: item.font.sizePt ?? titleSizePt, weight: item.font.weight ?? .medium),
                    color: .written(item.titleColor ?? .string(color)))
            ).json
        return Provenance.tag(layer, t.part(t.title.isEmpty ? "symbol" : "title"))
    }

    static func lower(_ p: TabBar.Parsed, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        let l = try layout(p, c)
        let items = p.look.items(c)
        let tabs = self.items(p)
        if !c.liquid { return compatibility(p, tabs, l, items, c) }
        var content: [JSONValue] =
            p.look.backgroundColor.map {
                [
                    Primitive.shape(
                        .init(frame: RectPt(0, 0, l.barWidth, l.barHeight), corners: .capsule, fill: .written($0))
                    ).json
                ]
            } ?? []
        let inset = TabBar.pillInsetPt
        for (i, t) in tabs.enumerated() {
            let (x, w) = l.tabs[i]
            let selected = i == p.selected
            if selected {
                content.append(
                    pill(
                        x + inset, inset, w - 2 * inset, l.barHeight - 2 * inset, light: "#FFFFFF80", dark: "#FFFFFF24")
                )
            }
            content.append(
                visual(
                    t, x, 0, w, l.barHeight, color: selected ? "tint" : "label",
                    selected ? items.selected : items.normal))
        }
        let button = Primitive.symbolCapsule(
            "sidebar.left", frame: RectPt(l.buttonX, l.rowY + (l.rowHeight - buttonPt) / 2, buttonPt, buttonPt),
            sizePt: buttonSymbolSizePt)
        var layers: [JSONValue] = []
        // Without a navigation bar, the tab bar brings the top scroll edge itself.
        if !c.chrome.navigationBar {
            layers.append(
                Primitive.scrollEdge(.init(edge: .top, style: "soft", sizePt: l.rowY + l.rowHeight)).json)
        }
        let bar = Primitive.glass(
            .init(
                frame: RectPt(l.barX, l.barY, l.barWidth, l.barHeight), corners: .capsule,
                content: content.map(Primitive.lowered))
        ).json
        layers.append(Primitive.glassContainer(.init(children: [button, bar].map(Primitive.lowered))).json)
        return layers
    }

    /// iPadOS 18's top tab bar: a segmented pill without glass.
    static func compatibility(
        _ p: TabBar.Parsed, _ tabs: [TabBar.Tab], _ l: Layout,
        _ items: (normal: TabBarAppearance.Item, selected: TabBarAppearance.Item),
        _ c: LayoutContext
    ) -> [JSONValue] {
        var layers: [JSONValue] = [
            Primitive.symbol(
                .init(
                    name: "sidebar.left", frame: RectPt(l.buttonX, l.rowY, buttonPt, buttonPt),
                    sizePt: classicButtonSymbolSizePt, weight: .regular, color: "tint")
            ).json,
            Primitive.shape(
                .init(
                    frame: RectPt(l.barX, l.barY, l.barWidth, l.barHeight), corners: .capsule,
                    fill: .written(p.look.backgroundColor ?? .string("tertiarySystemFill")))
            ).json,
        ]
        let inset = TabBar.pillInsetPt
        for (i, t) in tabs.enumerated() {
            let (x, w) = l.tabs[i]
            let selected = i == p.selected
            if selected {
                layers.append(
                    pill(
                        l.barX + x + inset, l.barY + inset, w - 2 * inset, l.barHeight - 2 * inset, light: "#FFFFFF",
                        dark: "#636366"))
            }
            layers.append(
                visual(
                    t, l.barX + x, l.barY, w, l.barHeight, color: selected ? "tint" : "label",
                    selected ? items.selected : items.normal))
        }
        return layers
    }
}
