import GlassText

/// A bar's appearance as teams configure it with `UINavigationBarAppearance` / `UIToolbarAppearance`: the
/// background (`default`, `opaque`, `transparent`), a background colour drawn over it, the hairline's colour,
/// and (navigation bars) the inline title's font and colour and the large title's colour. Colours are kept
/// as given (a name, a hex string or a `{"light", "dark"}` pair), checked when parsed.
struct BarAppearance {
    enum Background: String { case `default`, opaque, transparent }

    var background = Background.default
    var backgroundColor: JSONValue? = nil
    var shadowColor: JSONValue? = nil
    var font = BarFont()
    var titleColor: JSONValue? = nil
    var largeTitleColor: JSONValue? = nil

    static let barKeys = ["background", "backgroundColor", "shadowColor"]

    // Metrics.
    /// Apple: the hairline under a bar (`shadowColor`), 0.33 pt (a pixel at 3×).
    static let hairlinePt = 0.33
    /// Apple (pre-26): the bar material blurs what lies beneath by σ 10 pt under white 80% (light) or
    /// #1C1C1E 80% (dark).
    static let chromeBlurPt = 10.0
    static let chromeLightFill = "#FFFFFFCC", chromeDarkFill = "#1C1C1ECC"

    /// The pre-26 bar material over `frame`: a pure-blur glass with its wash drawn on it, then `content`
    /// (an alert's or a menu's panel, with its own `corners`).
    static func chrome(
        _ frame: RectPt, dark: Bool, corners: LayerCorners = .radiusPt(0), content: [Primitive] = []
    ) -> Primitive {
        let wash = Primitive.shape(
            .init(
                frame: RectPt(0, 0, frame.widthPt, frame.heightPt), corners: .radiusPt(0),
                fill: .color(dark ? chromeDarkFill : chromeLightFill)))
        return .glass(
            .init(frame: frame, corners: corners, material: .pureBlur(chromeBlurPt), content: [wash] + content))
    }
    static let titleKeys = ["titleFont", "titleColor", "largeTitleColor"]

    /// One appearance object; `titles`: a navigation bar's (a toolbar has no title).
    static func parse(_ n: Node, titles: Bool) throws(SceneError) -> BarAppearance {
        let o = try n.object(allowed: barKeys + (titles ? titleKeys : []))
        var a = BarAppearance()
        if let b = o.optional("background") {
            a.background = try b.choice([
                ("default", .default), ("opaque", .opaque), ("transparent", .transparent),
            ])
        }
        a.backgroundColor = try o.optional("backgroundColor").map(color)
        a.shadowColor = try o.optional("shadowColor").map(color)
        if let f = o.optional("titleFont") { a.font = try BarFont.parse(f) }
        a.titleColor = try o.optional("titleColor").map(color)
        a.largeTitleColor = try o.optional("largeTitleColor").map(color)
        return a
    }

    /// A colour as given, checked: a name, `#RRGGBB(AA)` or a `{"light", "dark"}` pair.
    static func color(_ n: Node) throws(SceneError) -> JSONValue {
        try Lowering.checkColor(n)
        return n.value
    }

    /// This appearance with a transparent background, as UIKit derives a missing scroll edge appearance
    /// (`configureWithTransparentBackground`): no background, no background colour, no hairline; the title
    /// attributes kept.
    var transparent: BarAppearance {
        var a = self
        a.background = .transparent
        a.backgroundColor = nil
        a.shadowColor = nil
        return a
    }

    /// The bar's own background and hairline over the band `y ..< y + heightPt` across the width, the
    /// hairline (0.33 pt) at `hairlineY`. Liquid Glass: the default background is none (the scroll edge
    /// does its work) and there is no hairline unless a `shadowColor` is given. Compatibility: the default
    /// background is the chrome material; default and opaque backgrounds have a `separator` hairline.
    func layers(y: Double, heightPt: Double, hairlineY: Double, _ c: LayoutContext) -> [JSONValue] {
        let w = c.widthPt
        func band(_ fill: JSONValue, _ y: Double, _ h: Double) -> Primitive {
            .shape(.init(frame: RectPt(0, y, w, h), corners: .radiusPt(0), fill: .written(fill)))
        }
        var out: [Primitive] = []
        switch background {
        case .default:
            if !c.liquid { out.append(Self.chrome(RectPt(0, y, w, heightPt), dark: c.dark)) }
            if let backgroundColor { out.append(band(backgroundColor, y, heightPt)) }
        case .opaque:
            out.append(band(backgroundColor ?? .string("systemBackground"), y, heightPt))
        case .transparent:
            if let backgroundColor { out.append(band(backgroundColor, y, heightPt)) }
        }
        let hairline = shadowColor ?? (c.liquid || background == .transparent ? nil : .string("separator"))
        if let hairline, hairline != .string("clear") { out.append(band(hairline, hairlineY, Self.hairlinePt)) }
        return out.json
    }
}

/// A title font as an appearance gives it: a size in points and a weight, each optional.
struct BarFont {
    var sizePt: Double? = nil
    var weight: FontWeight? = nil

    /// Font sizes an appearance takes, points: at least a legible 1 pt, at most 100 (a bar's title).
    static let fontSizesPt = 1.0...100

    static func parse(_ n: Node) throws(SceneError) -> BarFont {
        let o = try n.object(allowed: ["size", "weight"])
        var f = BarFont()
        f.sizePt = try o.optional("size")?.number(in: fontSizesPt, what: "a font size in points")
        f.weight = try o.optional("weight")?.choice(FontWeight.names.map { ($0, FontWeight(name: $0)!) })
        return f
    }
}

/// A navigation bar's or toolbar's four appearances, each optional, and the one UIKit shows.
struct BarAppearances {
    var standard: BarAppearance? = nil
    var scrollEdge: BarAppearance? = nil
    var compact: BarAppearance? = nil
    var compactScrollEdge: BarAppearance? = nil

    static let keys = ["standard", "scrollEdge", "compact", "compactScrollEdge"]

    static func parse(_ n: Node, titles: Bool) throws(SceneError) -> BarAppearances {
        let o = try n.object(allowed: keys)
        func one(_ key: String) throws(SceneError) -> BarAppearance? {
            try o.optional(key).map { n throws(SceneError) in try BarAppearance.parse(n, titles: titles) }
        }
        return BarAppearances(
            standard: try one("standard"), scrollEdge: try one("scrollEdge"), compact: try one("compact"),
            compactScrollEdge: try one("compactScrollEdge"))
    }

    /// The appearance shown, as UIKit picks it: `standard` while content is scrolled under the bar, else
    /// `scrollEdge`, itself `standard` with a transparent background when missing. In a compact bar
    /// (`compactBars`): `compact` (else `standard`) when scrolled, else `compactScrollEdge`, else
    /// `scrollEdge`, else the compact one with a transparent background.
    func shown(scrolled: Bool, compactBars: Bool) -> BarAppearance {
        let standard = self.standard ?? BarAppearance()
        if compactBars {
            let compact = self.compact ?? standard
            return scrolled ? compact : (compactScrollEdge ?? scrollEdge ?? compact.transparent)
        }
        return scrolled ? standard : (scrollEdge ?? standard.transparent)
    }

    /// What a bar shows given its optional `barAppearances` and `scrolled`: with neither, the standard
    /// default (the bar as it always looked), except for a large title at rest (`largeTitleAtRest`: the
    /// compatibility design's large title, not scrolled), which shows the scroll-edge appearance; otherwise
    /// UIKit's pick, not scrolled unless said.
    static func shown(
        _ given: BarAppearances?, scrolled: Bool?, largeTitleAtRest: Bool = false, _ c: LayoutContext
    ) -> BarAppearance {
        if given == nil && scrolled == nil && !largeTitleAtRest { return BarAppearance() }
        return (given ?? BarAppearances()).shown(scrolled: scrolled ?? false, compactBars: c.compactBars)
    }
}

/// A tab bar's appearance (`UITabBarAppearance`): a background colour, the hairline's colour, and per item
/// layout (`stacked`, `inline`, `compactInline`) the normal and selected items' title font, title colour
/// and icon colour.
struct TabBarAppearance {
    /// One item state's look; nil members keep the bar's own.
    struct Item {
        var font = BarFont()
        var titleColor: JSONValue? = nil
        var iconColor: JSONValue? = nil
    }

    var backgroundColor: JSONValue? = nil
    var shadowColor: JSONValue? = nil
    /// Normal and selected items, by layout.
    var layouts: [String: (normal: Item, selected: Item)] = [:]

    static let layoutKeys = ["stacked", "inline", "compactInline"]

    static func parse(_ n: Node) throws(SceneError) -> TabBarAppearance {
        let o = try n.object(allowed: ["backgroundColor", "shadowColor"] + layoutKeys)
        var a = TabBarAppearance()
        a.backgroundColor = try o.optional("backgroundColor").map(BarAppearance.color)
        a.shadowColor = try o.optional("shadowColor").map(BarAppearance.color)
        for key in layoutKeys {
            guard let l = o.optional(key) else { continue }
            let lo = try l.object(allowed: ["normal", "selected"])
            func item(_ key: String) throws(SceneError) -> Item {
                guard let i = lo.optional(key) else { return Item() }
                let io = try i.object(allowed: ["titleFont", "titleColor", "iconColor"])
                var item = Item()
                if let f = io.optional("titleFont") { item.font = try BarFont.parse(f) }
                item.titleColor = try io.optional("titleColor").map(BarAppearance.color)
                item.iconColor = try io.optional("iconColor").map(BarAppearance.color)
                return item
            }
            a.layouts[key] = (try item("normal"), try item("selected"))
        }
        return a
    }

    /// The items' look in the layout shown: `compactInline` in compact bars (an iPhone in landscape),
    /// `inline` on an iPad (its top tab bar and sidebar), else `stacked` (the iPhone's portrait layout).
    func items(_ c: LayoutContext) -> (normal: Item, selected: Item) {
        layouts[c.compactBars ? "compactInline" : c.isPad ? "inline" : "stacked"] ?? (Item(), Item())
    }
}
