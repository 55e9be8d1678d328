/// The tab bar's metrics and the frames its states share: the bar's line, its side insets (21 pt, or the side
/// safe areas where wider), the room beside the search circle, and the scroll edge under it all.
extension TabBar {
    // Metrics.
    /// Apple: with fewer than 3 tabs each is 98 pt wide.
    static let narrowTabPt = 98.0, narrowTabsBelowCount = 3
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
    /// glass: pre-26, the badge's left edge 10 pt right of the tab's centre, where its count clears the ink of a
    /// 25 pt symbol (UIKit's badge sits at the symbol's top right; ≈).
    static let classicBadgeOffsetPt = 10.0
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

    /// The bar's leading and trailing insets, pt: 21 pt from the sides, or the side safe areas where wider
    /// (an iPhone in landscape).
    static func sides(_ c: LayoutContext) -> (lead: Double, trail: Double) {
        let side = max(sideInsetPt, c.sideSafePt)
        return (side, side)
    }

    /// The width the bar may take beside the search circle (when there is one), inside its side insets, pt.
    static func barRoom(search: Bool, _ c: LayoutContext) -> Double {
        let (lead, trail) = sides(c)
        return c.widthPt - lead - trail - (search ? heightPt + searchGapPt : 0)
    }

    /// The scroll edge under the bar, then the bar's glass as one container.
    static func edgeAndGlass(_ glass: [JSONValue], accessory: Bool, minimized: Bool) -> [JSONValue] {
        var layers: [JSONValue] = []
        let accessoryBand = accessory && !minimized ? accessoryHeightPt + accessoryGapPt : 0
        layers.append(
            Primitive.scrollEdge(
                .init(edge: .bottom, style: "soft", sizePt: bottomInsetPt + heightPt + edgeOverhangPt + accessoryBand)
            ).json)
        layers.append(Primitive.glassContainer(.init(children: glass.map(Primitive.lowered))).json)
        return layers
    }
}
