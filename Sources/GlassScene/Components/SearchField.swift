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

    /// Whether the screen is regular width (an iPad's full screen): the field stays in the navigation bar.
    static func regularWidth(_ c: LayoutContext) -> Bool {
        c.isPad && c.widthPt >= 600
    }
}

enum SearchField {
    /// The width of a search field at an iPad's bar's trailing edge, and the widest centred one, pt (≈).
    static let trailingWidthPt = 250.0
    static let centredWidthPt = 400.0
    /// The band a pre-26 stacked search bar adds under the navigation bar, and its field's height, pt.
    static let stackedBandPt = 52.0
    static let stackedFieldPt = 36.0

    /// The field at `x, y` (`w × h` pt): a glass capsule (Liquid Glass) or the pre-26 rounded fill.
    static func field(_ s: SearchSpec, _ x: Double, _ y: Double, _ w: Double, _ h: Double, liquid: Bool)
        -> [JSONValue]
    {
        let empty = s.text.isEmpty
        let inset = liquid ? 12.0 : 8
        let icon = liquid ? 24.0 : 20
        let trailingIcon = empty ? (liquid ? "mic.fill" : nil) : "xmark.circle.fill"
        let textX = inset + icon + 6
        let textWidth = max(0, w - textX - (trailingIcon == nil ? inset : inset + icon + 6))
        var content: [JSONValue] = [
            Provenance.tag(
                J.symbol(
                    "magnifyingglass", inset, 0, icon, h, size: liquid ? 17 : 15, weight: "medium",
                    color: "secondaryLabel"), s.path + ".icon")
        ]
        if textWidth > 0 {
            content.append(
                Provenance.tag(
                    J.text(
                        empty ? s.placeholder : s.text, textX, 0, textWidth, h, size: 17, weight: "regular",
                        color: empty ? "secondaryLabel" : "label", alignment: "leading"),
                    s.path + (empty ? ".placeholder" : ".text")))
        }
        if let trailingIcon, w >= textX + icon + inset {
            content.append(
                Provenance.tag(
                    J.symbol(
                        trailingIcon, w - inset - icon, 0, icon, h, size: 17, weight: "regular",
                        color: "secondaryLabel"), s.path + (empty ? ".dictation" : ".clearButton")))
        }
        if liquid { return Provenance.tag([J.glass(x, y, w, h, content: content)], s.path) }
        // Pre-26: the fill, and the content on it (moved into the screen's coordinates).
        let fill = J.object([
            "type": .string("shape"), "frame": J.frame(x, y, w, h), "corners": .number(10),
            "fill": .string("tertiarySystemFill"),
        ])
        return Provenance.tag([fill] + content.map { moved($0, x, y) }, s.path)
    }

    /// A glass circle with `xmark`: closes the search (`size` pt).
    static func closeCircle(_ x: Double, _ y: Double, _ size: Double, path: String) -> JSONValue {
        Provenance.tag(
            J.glass(
                x, y, size, size,
                content: [J.symbol("xmark", 0, 0, size, size, size: 19, weight: "medium", color: "label")]),
            path + ".active")
    }

    /// A layer's frame moved by `dx, dy`.
    static func moved(_ layer: JSONValue, _ dx: Double, _ dy: Double) -> JSONValue {
        guard case .object(var m) = layer else { return layer }
        for i in m.indices where m[i].key == "frame" {
            if case .array(let f) = m[i].value, f.count == 4, case .number(let x) = f[0], case .number(let y) = f[1] {
                m[i].value = .array([.number(x + dx), .number(y + dy), f[2], f[3]])
            }
        }
        for i in m.indices where m[i].key == "layers" || m[i].key == "content" {
            if case .array(let a) = m[i].value { m[i].value = .array(a.map { moved($0, dx, dy) }) }
        }
        return .object(m)
    }

    /// The expanded search tab's field width, pt: the screen less 21 pt each side, a 48 pt circle and 8 pt.
    static func expandedFieldWidthPt(_ c: LayoutContext) -> Double { c.widthPt - 42 - 48 - 8 }

    /// iOS 26's expanded search tab on iPhone (the search tab selected): the tab bar collapses to a 48 pt
    /// glass circle holding the previous tab's symbol at the leading edge, 21 pt from the side, and the search
    /// circle grows into a 48 pt field to the trailing edge, on the minimized bar's line. While the user types
    /// (`text` given) the circle gives way to the field, and a 48 pt `xmark` circle closes the search.
    static func expandedTab(symbol: String, symbolPath: String, _ s: SearchSpec, _ c: LayoutContext)
        -> [JSONValue]
    {
        let w = c.widthPt
        let fieldWidth = expandedFieldWidthPt(c)
        let y = c.heightPt - 21 - 62 + 7
        var glass: [JSONValue] = []
        if s.text.isEmpty {
            glass.append(
                Provenance.tag(
                    J.glass(
                        21, y, 48, 48,
                        content: [J.symbol(symbol, 0, 0, 48, 48, size: 19, weight: "medium", color: "label")]),
                    symbolPath))
            glass.append(contentsOf: field(s, 21 + 48 + 8, y, fieldWidth, 48, liquid: true))
        } else {
            glass.append(contentsOf: field(s, 21, y, fieldWidth, 48, liquid: true))
            glass.append(closeCircle(w - 21 - 48, y, 48, path: s.path))
        }
        return TabBar.edgeAndGlass(glass, accessory: false, minimized: true)
    }
}
