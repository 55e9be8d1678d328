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
    }

    /// The tabs shown, the search tab (a symbol) last.
    static func items(_ p: TabBar.Parsed) -> [TabBar.Tab] {
        p.tabs + (p.searchPath.map { [TabBar.Tab(symbol: "magnifyingglass", title: "", badge: nil, path: $0)] } ?? [])
    }

    /// Where the row, the bar and the sidebar button go: the bar as wide as the engine lays its tabs out
    /// (each title at its drawn width), centred on the screen, refused where it reaches the sidebar button
    /// or the trailing margin. A navigation bar in the same row reads it too.
    static func layout(_ p: TabBar.Parsed, _ c: LayoutContext) throws(SceneError) -> Layout {
        let (height, row, margin) =
            c.liquid ? (heightPt, rowPt, marginPt) : (classicHeightPt, classicRowPt, classicMarginPt)
        let buttonX = c.chrome.windowed ? WindowControls.clearPt : margin
        let barWidth = try LayoutPass(c, component: p.path).size(
            of: bar(p, c), offeredWidthPt: SceneLimits.maxPoints, heightPt: height
        ).widthPt
        let barX = (c.widthPt - barWidth) / 2
        let minX = buttonX + buttonPt + BarLayout.gap
        if barX < minX || barX + barWidth > c.widthPt - margin {
            throw p.tabsNode.error(
                "\(p.tabs.count) tabs need \(formatNumber(barWidth.rounded(.up))) pt at the top, centred and clear of the sidebar button; the screen is \(formatNumber(c.widthPt)) pt wide"
            )
        }
        return Layout(
            rowY: c.safeTopPt, rowHeight: row, barX: barX, barY: c.safeTopPt + (row - height) / 2, barWidth: barWidth,
            barHeight: height, buttonX: buttonX)
    }

    /// The bar: its tabs' cells `barPaddingPt` in from its ends; Liquid Glass a glass capsule (on the bar's own
    /// background colour), pre-26 a capsule filled `tertiarySystemFill` (or that colour).
    static func bar(_ p: TabBar.Parsed, _ c: LayoutContext) -> Primitive {
        let items = p.look.items(c)
        let pill = c.liquid ? (light: "#FFFFFF80", dark: "#FFFFFF24") : (light: "#FFFFFF", dark: "#636366")
        let cells = self.items(p).enumerated().map { i, t in
            let selected = i == p.selected
            return cell(
                t, color: selected ? "tint" : "label", selected ? items.selected : items.normal,
                pill: selected ? pill : nil)
        }
        let height = c.liquid ? heightPt : classicHeightPt
        if c.liquid {
            return TabBar.bar(
                cells, heightPt: height, width: nil, paddingPt: barPaddingPt, background: TabBar.barColor(p.look))
        }
        let fill = p.look.backgroundColor ?? .string("tertiarySystemFill")
        let capsule = Primitive.laid(
            Primitive.shape(.init(frame: TabBar.unplaced, corners: .capsule, fill: .written(fill))))
        return TabBar.bar(
            cells, heightPt: height, width: nil, paddingPt: barPaddingPt, background: capsule, glass: false)
    }

    /// A tab's cell: its title (one line) `tabPaddingPt` in from either side, or, without a title, its symbol
    /// in a `symbolTabPt` column; the selected one on the lighter inner capsule (`pill`: its fills per look).
    static func cell(
        _ t: TabBar.Tab, color: String, _ item: TabBarAppearance.Item, pill: (light: String, dark: String)?
    ) -> Primitive {
        let visual =
            t.title.isEmpty
            ? TabBar.symbolPart(
                t.symbol, sizePt: symbolSizePt, color: .written(item.iconColor ?? .string(color)),
                path: t.part("symbol"), StackSizing(width: .fixedPt(symbolTabPt), height: .fill))
            : TabBar.textPart(
                t.title, LayerFont(sizePt: item.font.sizePt ?? titleSizePt, weight: item.font.weight ?? .medium),
                color: .written(item.titleColor ?? .string(color)), path: t.part("title"))
        let padding = t.title.isEmpty ? nil : StackSizing.PaddingPt(leadingPt: tabPaddingPt, trailingPt: tabPaddingPt)
        return .stack(
            .init(
                axis: .zstack, layers: [visual], sizing: StackSizing(height: .fill, padding: padding),
                background: pill.map { TabBar.pill(light: $0.light, dark: $0.dark) }))
    }

    /// The row under the status bar: the sidebar button at the leading margin (`l.buttonX`), the bar centred on
    /// the screen, laid out by the engine.
    static func row(_ button: Primitive, _ bar: Primitive, _ l: Layout, _ c: LayoutContext, path: String)
        throws(SceneError) -> [JSONValue]
    {
        let leading = Primitive.stack(
            .init(
                axis: .hstack, layers: [button, .spacer(minLengthPt: 0)], spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(width: .fill, padding: .init(leadingPt: l.buttonX))))
        let row = Primitive.stack(.init(axis: .zstack, layers: [leading, bar], sizing: TabBar.fill))
        return try TabBar.laidOut(row, in: RectPt(0, l.rowY, c.widthPt, l.rowHeight), at: "center", c, path: path)
    }

    static func lower(_ p: TabBar.Parsed, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        let l = try layout(p, c)
        if !c.liquid {
            // iPadOS 18's top tab bar: a segmented pill without glass, a plain tinted sidebar symbol.
            let button = TabBar.symbolPart(
                "sidebar.left", sizePt: classicButtonSymbolSizePt, color: "tint", path: nil,
                StackSizing(width: .fixedPt(buttonPt), height: .fixedPt(buttonPt)), weight: .regular)
            return try row(button, bar(p, c), l, c, path: p.path)
        }
        let button = TabBar.circle("sidebar.left", sizePt: buttonPt, symbolSizePt: buttonSymbolSizePt)
        var layers: [JSONValue] = []
        // Without a navigation bar, the tab bar brings the top scroll edge itself.
        if !c.chrome.navigationBar {
            layers.append(
                Primitive.scrollEdge(.init(edge: .top, style: "soft", sizePt: l.rowY + l.rowHeight)).json)
        }
        let glass = try row(button, bar(p, c), l, c, path: p.path)
        layers.append(Primitive.glassContainer(.init(children: glass.map(Primitive.lowered))).json)
        return layers
    }
}
