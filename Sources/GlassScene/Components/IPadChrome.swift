/// What an iPad's top row holds besides a navigation bar, found before the bars are laid out so that they keep
/// clear of it: the window controls of a windowed scene, the tab bar floating at the top with its sidebar
/// button, or the floating sidebar (the bars are then laid out in the column beside it). In the navigation
/// bar's coordinates, before any mirroring.
struct IPadChrome {
    /// A windowed scene (`"windowed": true`): the window controls sit at the top leading corner.
    var windowed = false
    /// Where the leading items of a bar in the top row start at the earliest, pt from the leading edge (0: at
    /// the bar's own margin): past the window controls and the tab bar's sidebar button.
    var leadingClearPt = 0.0
    /// The span the top tab bar takes across the top row, pt (nil: none).
    var topTabBar: ClosedRange<Double>? = nil
    /// The width the floating sidebar takes from the leading edge with its inset, pt (0: none): navigation
    /// bars and toolbars are laid out in the column beside it.
    var sidebarPt = 0.0
    /// Whether the scene has a navigation bar (which brings the top scroll edge).
    var navigationBar = false
    /// The bar at the bottom of the screen, if any: "toolbar", or "tabBar" (not an iPad's, which is at the top).
    var bottomBar: String? = nil

    /// The chrome of the scene at `top` (its `windowed` key and first `tabBar`), for the context `c`. A bad
    /// `windowed` is refused here; a bad tab bar is left for its own lowering to report.
    static func scan(_ top: ObjectNode, _ c: LayoutContext) throws(SceneError) -> IPadChrome {
        var chrome = IPadChrome()
        if let w = top.optional("windowed") {
            guard case .bool(let b) = w.value else { throw w.expected("true or false") }
            // Only an iPad has windows: an iPhone's app, or a bare canvas, fills the screen, so the same scene
            // renders on every device (`--matrix device=…`).
            chrome.windowed = b && c.isPad
        }
        if chrome.windowed { chrome.leadingClearPt = WindowControls.clearPt }
        chrome.navigationBar = first("navigationBar", in: top.optional("layers")) != nil
        chrome.bottomBar = ["toolbar", "tabBar"].first { type in
            first(type, in: top.optional("layers")) != nil && !(type == "tabBar" && c.isPad)
        }
        // A split view draws its columns' bars itself: the scene's bars would lie across its columns.
        if first("splitView", in: top.optional("layers")) != nil {
            for type in ["navigationBar", "toolbar", "tabBar"] {
                guard let bar = first(type, in: top.optional("layers")) else { continue }
                throw bar.node.error(
                    "a \(type) cannot go with a splitView: it would lie across the columns (a column's \"title\" is its navigation bar)"
                )
            }
        }
        guard c.isPad, let bar = first("tabBar", in: top.optional("layers")) else { return chrome }
        var inner = c
        inner.chrome = chrome
        guard let parsed = try? TabBar.parse(bar), parsed.style == .tabBar || parsed.style == .sidebar else {
            return chrome
        }
        if parsed.style == .sidebar {
            chrome.sidebarPt = inner.liquid ? Sidebar.insetPt + Sidebar.widthPt : Sidebar.widthPt
            return chrome
        }
        guard let layout = try? TopTabBar.layout(parsed, inner) else { return chrome }
        chrome.topTabBar = layout.barX...(layout.barX + layout.barWidth)
        chrome.leadingClearPt = layout.buttonX + TopTabBar.buttonPt + BarLayout.gap
        return chrome
    }

    /// The first layer of `type` in `layers` or the groups in it.
    static func first(_ type: String, in layers: Node?) -> ObjectNode? {
        guard let layers, case .array = layers.value, let items = try? layers.array() else { return nil }
        for item in items {
            guard case .object(let members) = item.value else { continue }
            let o = ObjectNode(node: item, members: members)
            switch o.optional("type")?.value {
            case .string(type)?: return o
            case .string("group")?: if let found = first(type, in: o.optional("layers")) { return found }
            default: continue
            }
        }
        return nil
    }
}

extension LayoutContext {
    /// The same context narrowed to the column right of a floating sidebar (`sidebarPt` wide, from the
    /// leading edge): what is laid out in it is then moved right by `sidebarPt` (`IPadChrome.shift`).
    func column(besideSidebarPt sidebarPt: Double) -> LayoutContext {
        var c = self
        c.widthPt = max(0, widthPt - sidebarPt)
        c.chrome.leadingClearPt = 0
        return c
    }
}

extension IPadChrome {
    /// Layers laid out in a column, moved `dxPt` right: top-level frames and those of a container's or
    /// group's children (a glass's content is in the glass's own coordinates and moves with it).
    static func shift(_ layers: [JSONValue], dxPt: Double) -> [JSONValue] {
        layers.map { shift($0, dxPt) }
    }

    /// A frame's numbers: [x, y, width, height].
    static let frameCount = 4

    static func shift(_ value: JSONValue, _ dx: Double) -> JSONValue {
        guard case .object(var members) = value else { return value }
        for i in members.indices {
            switch (members[i].key, members[i].value) {
            case ("frame", .array(let f)) where f.count == frameCount:
                if case .number(let x) = f[0] { members[i].value = .array([.number(x + dx), f[1], f[2], f[3]]) }
            case ("layers", .array(let a)), ("children", .array(let a)): members[i].value = .array(shift(a, dxPt: dx))
            default: break
            }
        }
        return .object(members)
    }
}
