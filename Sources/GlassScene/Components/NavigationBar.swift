import GlassText

/// The navigation bar. Liquid Glass (components.md §5, seed 000): 54 pt tall right below the status bar,
/// transparent, with a soft scroll edge under it; items are glass grouped by `BarGrouping`, the outermost
/// 20 pt from the screen's edges, 44 pt tall, centred in the bar; the title 17 pt semibold centred, a
/// subtitle 13 pt `secondaryLabel` under it; a large title 34 pt bold below the bar at the 20 pt margin;
/// the back button a glass circle with `chevron.left`. Pre-26 (§6): 44 pt, plain tinted items 16 pt from the
/// edges and 8 pt apart, the back button `chevron.left` and the previous title, and the chrome material
/// with a 0.33 pt `separator` hairline at its bottom. A `search` is laid out by `SearchLayout`
/// (NavigationBar+Search.swift); in a sheet the bar sits at the sheet's top (`sheetInsetPt`).
enum NavigationBar {
    static let keys = [
        "type", "name", "title", "subtitle", "largeTitle", "backButton", "leading", "trailing", "scrollEdge",
        "barAppearances", "scrolled", "search",
    ]

    // Metrics.
    /// Apple: Liquid Glass, 54 pt tall below the status bar; 44 pt in a compact bar (an iPhone in landscape) and
    /// in a sheet.
    static let heightPt = 54.0, compactHeightPt = 44.0, sheetHeightPt = 44.0
    /// Apple (pre-26): 44 pt; 32 pt compact; 56 pt at a sheet's top.
    static let classicHeightPt = 44.0, classicCompactHeightPt = 32.0, classicSheetHeightPt = 56.0
    /// Apple: Liquid Glass items 44 pt tall, centred in the bar (pre-26 they take the bar's height).
    static let itemHeightPt = 44.0
    /// Apple: the outermost items 20 pt from the screen's edges (pre-26 16 pt), inside the side safe areas.
    static let sideInsetPt = 20.0, classicSideInsetPt = 16.0
    /// Apple: the inline title stays 8 pt clear of the items (UIKit's title view spacing, ≈).
    static let titleClearancePt = 8.0
    /// Apple (pre-26): the 0.33 pt `separator` hairline at the bar's bottom (one pixel at 3×).
    static let hairlinePt = 0.33

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let title = try o.optional("title").map { n throws(SceneError) in try BarItem.nonEmpty(n) }
        let subtitle = try o.optional("subtitle").map { n throws(SceneError) in try BarItem.nonEmpty(n) }
        var large = try ControlInput.flag(o, "largeTitle", default: false)
        // A compact bar (an iPhone in landscape) shows the title inline, as UIKit does.
        if c.compactHeight { large = false }
        // Scrolled: a large title collapses into the inline title, and the bar shows its standard appearance.
        let scrolled = try o.optional("scrolled").map { _ throws(SceneError) in
            try ControlInput.flag(o, "scrolled", default: false)
        }
        if scrolled == true { large = false }
        let appearances = try o.optional("barAppearances").map { n throws(SceneError) in
            try BarAppearances.parse(n, titles: true)
        }
        // Pre-26, a large title at rest shows the bar's scroll-edge appearance (UIKit's default: transparent,
        // no chrome band, no hairline) until the screen scrolls.
        let shown = BarAppearances.shown(appearances, scrolled: scrolled, largeTitleAtRest: large && !c.liquid, c)
        var back: String? = nil
        if let b = o.optional("backButton") {
            switch b.value {
            case .bool(let v): back = v ? "" : nil
            case .string: back = try BarItem.nonEmpty(b)
            default: throw b.expected("true, false or the previous screen's title")
            }
        }
        var leading = try BarItem.list(o.optional("leading"))
        var trailing = try BarItem.list(o.optional("trailing"))
        let search = try o.optional("search").flatMap { n throws(SceneError) in try SearchSpec.parse(n, tab: false) }
        if c.liquid {
            leading = systemItems(leading, o.optional("leading"), inSheet: c.inSheet)
            trailing = systemItems(trailing, o.optional("trailing"), inSheet: c.inSheet)
        }
        let edge: String =
            try o.optional("scrollEdge")?.choice([("soft", "soft"), ("hard", "hard"), ("none", "none")]) ?? "soft"
        let w = c.widthPt
        // In a sheet: no status bar; Liquid Glass items 16 pt from the sheet's top and sides (a 44 pt circle
        // there is concentric with its 38 pt corners), pre-26 a 56 pt bar with items 16 pt from the sides.
        let top = c.inSheet ? (c.liquid ? sheetInsetPt : 0) : c.safeTopPt
        // Compact (an iPhone in landscape): 44 pt, pre-26 32 pt; the margins start inside the side safe areas.
        let barHeight =
            c.inSheet
            ? (c.liquid ? sheetHeightPt : classicSheetHeightPt)
            : c.compactHeight
                ? (c.liquid ? compactHeightPt : classicCompactHeightPt)
                : (c.liquid ? heightPt : classicHeightPt)
        let margin =
            c.inSheet ? sheetInsetPt : (c.liquid ? sideInsetPt : classicSideInsetPt) + max(c.safeLeftPt, c.safeRightPt)
        let itemHeight = c.liquid ? itemHeightPt : barHeight
        let itemY = top + (barHeight - itemHeight) / 2
        // Dynamic Type: the titles grow up to xxxL; the large title's band grows with it (1.2 line heights a
        // point), the bar keeps its height.
        var sizes = TitleSizes(c.settings)
        let titleWeight = shown.font.weight ?? .semibold
        if let size = shown.font.sizePt { sizes.title = size }
        if let weight = shown.font.weight { sizes.titleWeight = c.settings.drawn(weight) }
        // The inline title (and its subtitle) never grows past the bar: sizes that would are fitted to it.
        // (A size the scene sets in its appearance is the scene's own, as a UIKit title font is: kept.)
        if !large && shown.font.sizePt == nil { sizes.fitInline(barHeightPt: barHeight, subtitle: subtitle != nil) }
        let titleColor = shown.titleColor ?? .string("label")
        let largeTitleColor = shown.largeTitleColor ?? .string("label")
        let growth = (sizes.large - TitleMetrics.largeTitleSizeAtLargePt) * TitleMetrics.largeTitleGrowthPerPt
        let largeTitleHeight = TitleMetrics.largeTitleLinePt + growth
        // A large title's subtitle goes under its line; the band grows to hold it.
        let largeSubtitleHeight =
            subtitle == nil
            ? 0
            : sizes.lineHeightPt(
                sizes.subtitle, drawnAt: sizes.subtitleWeight, atLargePt: TitleMetrics.subtitleLinePt, style: .footnote)
        // The title's text is centred on its line: where its lines end when they are taller than the line.
        let largeTitleBottom =
            largeTitleHeight
            + max(0, sizes.lineHeightPt(sizes.large, drawnAt: sizes.largeWeight) - largeTitleHeight) / 2
        let largeHeight =
            large ? max(TitleMetrics.largeTitleBandPt + growth, largeTitleBottom + largeSubtitleHeight) : 0
        let pass = LayoutPass(c, component: o.node.path)
        let searching = try search.map { s throws(SceneError) in
            try SearchLayout(
                s, c, pass, margin: margin, itemY: itemY, itemHeight: itemHeight, below: top + barHeight + largeHeight,
                o)
        }
        if let button = searching?.button { trailing.append(button) }
        var layers: [JSONValue] = []
        if c.liquid && edge != "none" && !c.inSheet {
            layers.append(
                Primitive.scrollEdge(.init(edge: .top, style: edge, sizePt: top + barHeight + largeHeight)).json)
        }
        let band = top + barHeight + largeHeight + (searching?.bandExtraPt ?? 0)
        layers.append(contentsOf: shown.layers(y: 0, heightPt: band, hairlineY: band - hairlinePt, c))
        // An active search takes the bar: its field and close button only.
        if let searching, searching.takesBar { return layers + searching.layers }
        let bar = BarLayout(height: itemHeight, liquid: c.liquid, flexibleShares: false, settings: c.settings)
        var items = leading
        if let back {
            // The chevron and the previous title are the user's `backButton`: the title at its path, the chevron
            // a part of it.
            let chevron = Provenance.part(o.node.path + ".backButton", "chevron")
            if c.liquid {
                items.insert(BarItem(kind: .symbol("chevron.left"), sharesBackground: false, path: chevron), at: 0)
            } else {
                items.insert(BarItem(kind: .symbol("chevron.left"), path: chevron), at: 0)
                if !back.isEmpty {
                    items.insert(
                        BarItem(kind: .text(back, semibold: false), path: o.node.path + ".backButton"), at: 1)
                }
            }
        }
        // Each side an h-stack the engine sizes (its items' own widths) and lays out at its edge; on an iPad the
        // leading items start past the window controls and the top tab bar's sidebar button.
        let leftX = max(margin, c.chrome.leadingClearPt)
        let rightX = w - margin - (searching?.trailingReservePt ?? 0)
        let (leftWidth, rightWidth) = (try bar.widthPt(items, pass), try bar.widthPt(trailing, pass))
        let left = (minX: leftX, maxX: leftX + leftWidth)
        let right = (minX: rightX - rightWidth, maxX: rightX)
        if !items.isEmpty && !trailing.isEmpty && left.maxX + BarLayout.gap > right.minX {
            throw o.node.error(
                "the leading and trailing items need \(formatNumber((left.maxX - left.minX + right.maxX - right.minX + 2 * margin + BarLayout.gap).rounded(.up))) pt; the bar is \(formatNumber(w)) pt wide"
            )
        }
        // A side without items never fails (nor does a title: it truncates); a side with them says the room
        // they need and the room the bar has for them.
        if !items.isEmpty && left.maxX > w - margin {
            throw o.node.error(
                "the leading items need \(formatNumber((left.maxX - left.minX).rounded(.up))) pt; the bar has \(formatNumber(max(0, w - margin - left.minX).rounded(.down))) pt for them (\(formatNumber(w)) pt wide, \(formatNumber(margin)) pt margins)"
            )
        }
        if !trailing.isEmpty && right.minX < margin {
            throw o.node.error(
                "the trailing items need \(formatNumber((right.maxX - right.minX).rounded(.up))) pt; the bar has \(formatNumber(max(0, right.maxX - margin).rounded(.down))) pt for them (\(formatNumber(w)) pt wide, \(formatNumber(margin)) pt margins)"
            )
        }
        if let tabs = c.chrome.topTabBar,
            (!items.isEmpty && left.maxX + BarLayout.gap > tabs.lowerBound)
                || (!trailing.isEmpty && right.minX - BarLayout.gap < tabs.upperBound)
        {
            throw o.node.error(
                "the bar items reach under the tab bar at the top (\(formatNumber(tabs.lowerBound.rounded(.down)))–\(formatNumber(tabs.upperBound.rounded(.up))) pt across)"
            )
        }
        layers.append(
            contentsOf: try bar.layers(items, in: RectPt(left.minX, itemY, leftWidth, itemHeight), at: "leading", pass))
        layers.append(
            contentsOf: try bar.layers(
                trailing, in: RectPt(right.minX, itemY, rightWidth, itemHeight), at: "trailing", pass))
        var centredField: (x: Double, width: Double)? = nil
        if let searching {
            let placed = try searching.place(
                left: items.isEmpty ? margin - BarLayout.gap : left.maxX,
                right: trailing.isEmpty ? w - margin + BarLayout.gap : right.minX, o)
            layers.append(contentsOf: placed.layers)
            centredField = placed.centred
        }
        // The inline title (and its subtitle), one line each, measured by the engine at the weight it is drawn:
        // centred on the screen and kept clear of the items, else truncated; beside a centred search field, at
        // the leading side. Measured only where it is drawn: not under a large title, nor where the tab bar at
        // the top of an iPad takes its place.
        if !large && c.chrome.topTabBar == nil, let title {
            func inline(fill: Bool) -> Primitive {
                titleStack(
                    title, subtitle, sizes: sizes, weight: titleWeight, color: titleColor, o, lines: nil, fill: fill)
            }
            var natural = try pass.size(
                of: inline(fill: false), offeredWidthPt: SceneLimits.maxPoints, heightPt: barHeight)
            // The title and subtitle never past the bar: shrunk together until the lines the engine lays out
            // (whole pixels each) fit it. (A size the scene sets in its appearance is the scene's own: kept.)
            for _ in 0..<TitleMetrics.fitStepsCount where shown.font.sizePt == nil && natural.heightPt > barHeight {
                sizes.title *= barHeight / natural.heightPt
                sizes.subtitle *= barHeight / natural.heightPt
                natural = try pass.size(
                    of: inline(fill: false), offeredWidthPt: SceneLimits.maxPoints, heightPt: barHeight)
            }
            let needed = natural.widthPt
            let ellipsis = Measure.width("W…", sizePt: sizes.title, weight: sizes.titleWeight)
            let f: (x: Double, width: Double)?
            if let field = centredField {
                let from = items.isEmpty ? margin : left.maxX + titleClearancePt
                let to = field.x - titleClearancePt
                f = to - from < ellipsis ? nil : (from, min(needed, to - from))
            } else {
                f = titleFrame(
                    needed: needed, ellipsisPt: ellipsis, left: items.isEmpty ? nil : left.maxX,
                    right: trailing.isEmpty ? nil : right.minX, width: w, margin: margin)
            }
            if let f {
                layers.append(
                    contentsOf: BarLayout.leaves(
                        try pass.layers(of: inline(fill: true), in: RectPt(f.x, top, f.width, barHeight), at: "center"))
                )
            }
        }
        // A large title across the margins, truncated; hidden when not even "W…" fits. Its line at least the
        // band's (41 pt at L, growing with the title), a subtitle's line under it.
        if let title, large, w - 2 * margin >= Measure.width("W…", sizePt: sizes.large, weight: sizes.largeWeight) {
            let big = titleStack(
                title, subtitle, sizes: sizes, weight: .bold, color: largeTitleColor, o,
                lines: (titleLinePt: largeTitleHeight, subtitleLinePt: largeSubtitleHeight), large: true)
            layers.append(
                contentsOf: BarLayout.leaves(
                    try pass.layers(
                        of: big, in: RectPt(margin, top + barHeight, w - 2 * margin, largeHeight), at: "topLeading")))
        }
        return layers + (searching?.bottom ?? [])
    }

    /// Where the inline title goes, in points (nil: no room, hidden as UIKit hides it), for a title `needed`
    /// pt wide as the engine measured it. `left` and `right` are where the leading items end and the trailing
    /// items start (nil: none). As UIKit does: centred on the screen when it fits there, clear of the items by
    /// 8 pt; else moved toward the roomier side as far as it must; else the whole space between the items,
    /// where the engine truncates it with "…" (no room for `ellipsisPt`, "W…": no title).
    static func titleFrame(
        needed: Double, ellipsisPt: Double, left: Double?, right: Double?, width w: Double, margin: Double
    ) -> (x: Double, width: Double)? {
        // Between the items (8 pt clear of them), or the margins where a side has none: the margins lie inside
        // the side safe areas, so the title never reaches under the Dynamic Island in landscape.
        let lo = left.map { $0 + titleClearancePt } ?? margin
        let hi = right.map { $0 - titleClearancePt } ?? w - margin
        let centred = max(0, 2 * min(w / 2 - lo, hi - w / 2))
        if needed <= centred { return ((w - centred) / 2, centred) }
        if hi - lo < ellipsisPt { return nil }
        let fw = min(needed, hi - lo)
        return (min(max((w - fw) / 2, lo), hi - fw), fw)
    }

    /// The title over its subtitle as a v-stack the engine lays out: one line each, truncated with "…"; the
    /// inline title centred, the large title at the leading side on lines at least `lines` tall (the large
    /// title band's design line heights), the subtitle in `secondaryLabel`. Each text at the user's path; `fill`: each
    /// line as wide as the stack is given (the inline title placed, centred in its room), else its own width.
    static func titleStack(
        _ title: String, _ subtitle: String?, sizes: TitleSizes, weight: FontWeight, color: JSONValue,
        _ o: ObjectNode, lines: (titleLinePt: Double, subtitleLinePt: Double)?, large: Bool = false, fill: Bool = false
    ) -> Primitive {
        let leading: TextAlignment? = large ? .leading : nil
        func line(
            _ text: String, _ sizePt: Double, _ w: FontWeight, _ color: LayerPaint, _ key: String, _ minPt: Double?
        )
            -> Primitive
        {
            let t = Primitive.text(
                .init(
                    text: text, frame: RectPt(0, 0, sizePt, sizePt), font: LayerFont(sizePt: sizePt, weight: w),
                    color: color, alignment: leading ?? .center))
            // An inline title takes the width it is given, centred in it (so it sits on the screen's centre);
            // alone, the bar's height too, its line centred in it.
            let alone = subtitle == nil && !large && fill
            let sizing = StackSizing(width: fill ? .fill : nil, height: alone ? .fill : nil, lineLimit: 1)
            let laid = Primitive.lowered(
                Provenance.tag(Primitive.laid(t, sizing).json, o.node.path + "." + key))
            guard let minPt else { return laid }
            return .stack(
                .init(
                    axis: .vstack, layers: [laid], spacingPt: Primitive.Stack.abuttingPt,
                    alignment: large ? "leading" : nil,
                    sizing: StackSizing(minHeightPt: minPt)))
        }
        var parts = [
            line(title, large ? sizes.large : sizes.title, weight, .written(color), "title", lines?.titleLinePt)
        ]
        if let subtitle {
            parts.append(line(subtitle, sizes.subtitle, .regular, "secondaryLabel", "subtitle", lines?.subtitleLinePt))
        }
        return .stack(
            .init(
                axis: .vstack, layers: parts, spacingPt: Primitive.Stack.abuttingPt, alignment: large ? "leading" : nil)
        )
    }
}

/// A navigation bar's title sizes in points at a content size category, capped at xxxL: the title and
/// subtitle (the headline and footnote styles, 17 and 13 pt at L) and the large title (34 pt at L), and
/// the weights they are measured at (Bold Text's, which the text layers are drawn at).
struct TitleSizes {
    var title: Double, subtitle: Double, large: Double
    var titleWeight: DrawnWeight, subtitleWeight: DrawnWeight, largeWeight: DrawnWeight

    /// The height one line at `sizePt` takes drawn at `drawn`, pt; with `atLargePt`, never less than that
    /// figure scaled from `style`'s size at L.
    func lineHeightPt(
        _ sizePt: Double, drawnAt drawn: DrawnWeight, atLargePt: Double = 0, style: ComponentTextStyle = .body
    ) -> Double {
        let measured =
            Measure.systemFont(drawn, sizePt: sizePt).map {
                Measure.lineHeightPx($0, sizePt: sizePt, scale: 1, weight: drawn)
            } ?? sizePt
        return max(measured, atLargePt * sizePt / style.sizeAtLargePt)
    }

    /// The inline title's and subtitle's sizes shrunk together, when their lines would not fit a bar
    /// `barHeightPt` tall, to the sizes whose lines do.
    mutating func fitInline(barHeightPt: Double, subtitle: Bool) {
        // Lines are nearly proportional to sizes (the text and display cuts differ a little): a few steps.
        for _ in 0..<TitleMetrics.fitStepsCount {
            let needed =
                lineHeightPt(title, drawnAt: titleWeight)
                + (subtitle ? lineHeightPt(self.subtitle, drawnAt: subtitleWeight) : 0)
            guard needed > barHeightPt, needed > 0 else { return }
            title *= barHeightPt / needed
            self.subtitle *= barHeightPt / needed
        }
    }

    init(_ settings: SceneSettings) {
        title = DynamicType.barTitleSize("headline", settings.dynamicType)
        subtitle = DynamicType.barTitleSize("footnote", settings.dynamicType)
        large = DynamicType.barTitleSize("largeTitle", settings.dynamicType)
        titleWeight = settings.drawn(.semibold)
        subtitleWeight = settings.drawn(.regular)
        largeWeight = settings.drawn(.bold)
    }
}

/// The large title's figures at the default text size (L): 34 pt in a band 52 pt tall below the bar, its
/// text on a 41 pt line; the band and the line grow 1.2 pt for each point the title grows (up to xxxL). A
/// subtitle goes on its own line under the title (footnote's 16 pt line at L, scaled).
enum TitleMetrics {
    static let largeTitleSizeAtLargePt = 34.0, largeTitleBandPt = 52.0, largeTitleLinePt = 41.0
    static let largeTitleGrowthPerPt = 1.2, subtitleLinePt = 16.0
    /// The most steps fitting the inline title to its bar takes.
    static let fitStepsCount = 4
}
