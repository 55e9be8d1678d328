import GlassText

/// A search: a navigation bar's `search` (UIKit's `UINavigationItem.searchController` with its
/// `preferredSearchBarPlacement`) or a tab bar's search tab expanded into a field. iOS 26 (seed 004): on
/// iPhone the search field goes to the bottom of the screen (`integrated`, `integratedCentered`: the toolbar's
/// place, `searchBarPlacementAllowsToolbarIntegration`), or stays a search button among the bar's trailing
/// items (`trailing`, UIKit's `integratedButton`); on iPad a field sits at the bar's trailing edge
/// (`trailing`, `integrated`) or in its centre (`integratedCentered`). The field is a glass capsule with
/// `magnifyingglass`, the placeholder in `secondaryLabel` (or the text in `label`) and, at its trailing end, the
/// dictation `mic.fill` (empty) or the clear button `xmark.circle.fill` (with text). Pre-26 the search bar
/// is stacked under the bar: a 36 pt field with 10 pt corners in `tertiarySystemFill` in a 52 pt band.
struct SearchSpec {
    enum Placement: String, CaseIterable { case trailing, integrated, integratedCentered }
    var placement = Placement.integrated
    var placeholder = "Search"
    var text = ""
    /// The search is active: the user is searching (the field takes the bar, with a close button).
    var active = false
    /// The `search` key's path, which the field's layers carry.
    var path = ""
    /// The keys the user wrote in the `search` object (none for `true`).
    var keys: Set<String> = []

    /// The user's path of `key` (`search.placeholder`) where the user wrote it, else the `search` key's with
    /// the part's name (`search:placeholder`): a default placeholder, the magnifying glass, the dictation and
    /// clear buttons are made from the `search` key.
    func part(_ key: String) -> String { keys.contains(key) ? "\(path).\(key)" : Provenance.part(path, key) }

    static let navigationKeys = ["placement", "placeholder", "text", "active"]
    static let tabKeys = ["placeholder", "text", "active"]

    /// `true` (a search with the defaults), `false` (none) or an object of `navigationKeys` (a navigation
    /// bar's) or `tabKeys` (a tab bar's).
    static func parse(_ n: Node, tab: Bool) throws(SceneError) -> SearchSpec? {
        switch n.value {
        case .bool(let b): return b ? SearchSpec(path: n.path) : nil
        case .object: break
        default: throw n.expected("true, false or a search object")
        }
        let o = try n.object(allowed: tab ? tabKeys : navigationKeys)
        var s = SearchSpec(path: n.path)
        s.keys = Set(navigationKeys.filter { o.optional($0) != nil })
        if let p = o.optional("placement") {
            s.placement = try p.choice(Placement.allCases.map { ($0.rawValue, $0) })
        }
        if let p = o.optional("placeholder") {
            s.placeholder = try BarItem.short(p, what: "a placeholder")
            // Refused wherever it is given, not only where a field draws it (an iPhone's search button does not).
            if s.placeholder.isEmpty { throw p.error("expected some text, got an empty string") }
        }
        if let t = o.optional("text") { s.text = try BarItem.short(t, what: "a search text") }
        s.active = try ControlInput.flag(o, "active", default: false)
        return s
    }

    /// glass: the narrowest screen an iPad keeps its field in the navigation bar on, pt (≈).
    static let regularWidthPt = 600.0

    /// Whether the screen is regular width (an iPad's full screen): the field stays in the navigation bar.
    static func regularWidth(_ c: LayoutContext) -> Bool {
        c.isPad && c.widthPt >= regularWidthPt
    }
}

enum SearchField {
    // Metrics.
    /// glass: the width of a search field at an iPad's bar's trailing edge, and the widest centred one (≈).
    static let trailingWidthPt = 250.0
    static let centredWidthPt = 400.0
    /// glass: the narrowest centred field (≈).
    static let centredMinimumWidthPt = 120.0
    /// Apple (pre-26): the band a stacked search bar adds under the navigation bar, its 36 pt field with 10 pt
    /// corners.
    static let stackedBandPt = 52.0
    static let stackedFieldPt = 36.0
    static let stackedCornerPt = 10.0
    /// glass: in the field, the magnifying glass (17 pt in a 24 pt box) 12 pt in, the text 6 pt after it, the
    /// trailing symbol 17 pt in the same box 12 pt from the end; pre-26 a 15 pt glass in a 20 pt box 8 pt in (≈).
    static let insetPt = 12.0, iconBoxPt = 24.0, iconSizePt = 17.0, textGapPt = 6.0, textSizePt = 17.0
    static let classicInsetPt = 8.0, classicIconBoxPt = 20.0, classicIconSizePt = 15.0
    /// glass: the close circle's `xmark`, 19 pt (≈).
    static let closeSymbolSizePt = 19.0

    /// The field at `x, y` (`w × h` pt): a glass capsule (Liquid Glass) or the pre-26 rounded fill.
    static func field(_ s: SearchSpec, _ x: Double, _ y: Double, _ w: Double, _ h: Double, liquid: Bool)
        -> [JSONValue]
    {
        let empty = s.text.isEmpty
        let inset = liquid ? insetPt : classicInsetPt
        let icon = liquid ? iconBoxPt : classicIconBoxPt
        let trailingIcon = empty ? (liquid ? "mic.fill" : nil) : "xmark.circle.fill"
        let textX = inset + icon + textGapPt
        let textWidth = max(0, w - textX - (trailingIcon == nil ? inset : inset + icon + textGapPt))
        var content: [JSONValue] = [
            Provenance.tag(
                Primitive.symbol(
                    .init(
                        name: "magnifyingglass", frame: RectPt(inset, 0, icon, h),
                        sizePt: liquid ? iconSizePt : classicIconSizePt, weight: .medium, color: "secondaryLabel")
                ).json, s.part("icon"))
        ]
        if textWidth > 0 {
            content.append(
                Provenance.tag(
                    Primitive.text(
                        .init(
                            text: empty ? s.placeholder : s.text, frame: RectPt(textX, 0, textWidth, h),
                            font: LayerFont(sizePt: textSizePt, weight: .regular),
                            color: .color(empty ? "secondaryLabel" : "label"), alignment: .leading)
                    ).json,
                    s.part(empty ? "placeholder" : "text")))
        }
        if let trailingIcon, w >= textX + icon + inset {
            content.append(
                Provenance.tag(
                    Primitive.symbol(
                        .init(
                            name: trailingIcon, frame: RectPt(w - inset - icon, 0, icon, h), sizePt: iconSizePt,
                            weight: .regular, color: "secondaryLabel")
                    ).json, s.part(empty ? "dictation" : "clearButton")))
        }
        if liquid {
            return Provenance.tag(
                [
                    Primitive.glass(
                        .init(frame: RectPt(x, y, w, h), corners: .capsule, content: content.map(Primitive.lowered))
                    ).json
                ], s.path)
        }
        // Pre-26: the fill, and the content on it (moved into the screen's coordinates).
        let fill = Primitive.shape(
            .init(frame: RectPt(x, y, w, h), corners: .radiusPt(stackedCornerPt), fill: "tertiarySystemFill")
        ).json
        return Provenance.tag([fill] + content.map { moved($0, x, y) }, s.path)
    }

    /// A glass circle with `xmark`: closes the search (`size` pt).
    static func closeCircle(_ x: Double, _ y: Double, _ size: Double, path: String) -> JSONValue {
        Provenance.tag(
            Primitive.symbolCapsule("xmark", frame: RectPt(x, y, size, size), sizePt: closeSymbolSizePt),
            path + ".active")
    }

    /// A layer's frame moved by `dx, dy`.
    static func moved(_ layer: JSONValue, _ dx: Double, _ dy: Double) -> JSONValue {
        guard case .object(var m) = layer else { return layer }
        for i in m.indices where m[i].key == "frame" {
            if case .array(let f) = m[i].value, f.count == IPadChrome.frameCount, case .number(let x) = f[0],
                case .number(let y) = f[1]
            {
                m[i].value = .array([.number(x + dx), .number(y + dy), f[2], f[3]])
            }
        }
        for i in m.indices where m[i].key == "layers" || m[i].key == "content" {
            if case .array(let a) = m[i].value { m[i].value = .array(a.map { moved($0, dx, dy) }) }
        }
        return .object(m)
    }

    /// The expanded search tab's field width, pt: the room between the tab bar's side insets (21 pt, or the
    /// side safe areas where wider) less a 48 pt circle and the 8 pt gap.
    static func expandedFieldWidthPt(_ c: LayoutContext) -> Double {
        let (lead, trail) = TabBar.sides(c)
        return c.widthPt - lead - trail - TabBar.minimizedPt - TabBar.searchGapPt
    }
}
