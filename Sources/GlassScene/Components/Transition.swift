/// The push transition preview (components.md §5, seed 000 §4): the page, every layer of the scene with its
/// background, drawn sliding in from the trailing edge at `progress` (0: off screen, 1: in place), clipped
/// to the display's rounded corners, over the `underlay` colour (the navigation container or window
/// background). Where the page's and the underlay's colours differ, the corners leak: the check a team
/// wants before shipping. The status bar and home indicator stay in place, over the page. Scroll edges are
/// left out of the moving page (they belong to the screen, not to a page).
enum Transition {
    static func apply(
        _ node: Node, to scene: [(key: String, value: JSONValue)], _ c: LayoutContext, cornerRadius: Double
    ) throws(SceneError) -> [(key: String, value: JSONValue)] {
        let o = try node.object(allowed: ["progress", "underlay"])
        let progress = try o.optional("progress")?.number(in: 0...1, what: "a progress") ?? 0.5
        var underlay: JSONValue = .string("systemBackground")
        if let u = o.optional("underlay") {
            guard case .string(let s) = u.value, !s.isEmpty else { throw u.expected("a colour") }
            underlay = .string(s)
        }
        let w = c.widthPt
        let h = c.heightPt
        // The page's background becomes its first layer.
        var page: [JSONValue] = []
        switch scene.first(where: { $0.key == "background" })?.value {
        case .string(let colour)?:
            page.append(J.shape(0, 0, w, h, corners: .number(0), fill: colour))
        case .object(let members)? where members.contains(where: { $0.key == "image" }):
            var image: [(key: String, value: JSONValue)] = [("type", .string("image")), ("frame", J.frame(0, 0, w, h))]
            image.append(contentsOf: members)
            page.append(.object(image))
        case .object(let members)?:
            page.append(
                .object([("type", .string("shape")), ("frame", J.frame(0, 0, w, h)), ("fill", .object(members))]))
        default:
            page.append(J.shape(0, 0, w, h, corners: .number(0), fill: "systemBackground"))
        }
        var overlays: [JSONValue] = []
        if case .array(let layers)? = scene.first(where: { $0.key == "layers" })?.value {
            for l in layers {
                if case .object(let m) = l, m.first(where: { $0.key == "name" })?.value == .string("system overlays") {
                    overlays.append(l)
                } else {
                    page.append(withoutScrollEdges(l))
                }
            }
        }
        let x = (1 - progress) * w
        let clipped = J.object([
            "type": .string("glass"), "name": .string("the page, pushed"), "frame": J.frame(x, 0, w, h),
            "corners": .number(cornerRadius), "style": .string("identity"), "content": .array(page),
        ])
        var out = scene.filter { $0.key != "background" && $0.key != "layers" }
        out.append(("background", underlay))
        out.append(("layers", .array([clipped] + overlays)))
        return out
    }

    /// The layer with scroll edges removed (inside groups too).
    static func withoutScrollEdges(_ layer: JSONValue) -> JSONValue {
        guard case .object(var m) = layer else { return layer }
        if let i = m.firstIndex(where: { $0.key == "layers" }), case .array(let items) = m[i].value {
            m[i].value = .array(
                items.filter {
                    if case .object(let x) = $0, x.first(where: { $0.key == "type" })?.value == .string("scrollEdge") {
                        return false
                    }
                    return true
                }.map(withoutScrollEdges))
        }
        return .object(m)
    }
}
