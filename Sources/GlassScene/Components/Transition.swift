/// The push transition preview (components.md §5, seed 000 §4): the page, every layer of the scene with its
/// background, drawn sliding in from the trailing edge at `progress` (0: off screen, 1: in place), clipped
/// to the display's rounded corners, over the `underlay` colour (the navigation container or window
/// background). Where the page's and the underlay's colours differ, the corners leak: the check a team
/// wants before shipping. The status bar and home indicator stay in place, over the page. Scroll edges are
/// left out of the moving page (they belong to the screen, not to a page).
enum Transition {
    // Metrics.
    /// glass: the page halfway in by default.
    static let defaultProgressFraction = 0.5

    /// `scene`: the lowered scene's top-level members; `overlays`: what its status bars and home indicators
    /// draw, which stay in place over the page.
    static func apply(
        _ node: Node, to scene: [(key: String, value: JSONValue)], overlays: [JSONValue], _ c: LayoutContext,
        cornerRadius: Double
    ) throws(SceneError) -> [(key: String, value: JSONValue)] {
        let o = try node.object(allowed: ["progress", "underlay"])
        let progress = try o.optional("progress")?.number(in: 0...1, what: "a progress") ?? defaultProgressFraction
        var underlay: JSONValue = .string("systemBackground")
        if let u = o.optional("underlay") {
            try Lowering.checkColor(u)
            underlay = u.value
        }
        // Where the page's parts land: the page is the first layer, its background the page's first content.
        let pageContent = "layers[0].content"
        let backgroundFrom = Provenance.Origin(path: "background", verbatim: true)
        let w = c.widthPt
        let h = c.heightPt
        // The page's background becomes its first layer.
        var page: [Primitive] = []
        let screen = RectPt(0, 0, w, h)
        let background = scene.first(where: { $0.key == "background" })?.value
        if let background, case .object = background {
            // Checked as a background here: its keys join a layer's, which must not repeat them.
            _ = try Node(value: background, path: "background", file: node.file).object(allowed: [
                "image", "fit", "linearGradient",
            ])
        }
        switch background {
        case .string(let colour)?:
            page.append(.shape(.init(frame: screen, corners: .radiusPt(0), fill: .color(colour))))
            c.state.origins["\(pageContent)[0].fill"] = backgroundFrom
        case .object(let members)? where members.contains(where: { $0.key == "image" }):
            // The user's own background, carried in with its members as written.
            let user = Node(value: .object(members), path: "background", file: node.file)
            page.append(.backgroundImage(.init(frame: screen, members: members, origin: .carried(user))))
        case .object(let members)?:
            page.append(.shape(.init(frame: screen, fill: .written(.object(members)))))
            c.state.origins["\(pageContent)[0].fill"] = backgroundFrom
        case let other?:
            // Not a colour, gradient or image: refused as the page's fill, at the user's `background`.
            page.append(.shape(.init(frame: screen, fill: .written(other))))
            c.state.origins["\(pageContent)[0].fill"] = backgroundFrom
        default:
            page.append(.shape(.init(frame: screen, corners: .radiusPt(0), fill: "systemBackground")))
        }
        if let given = scene.first(where: { $0.key == "layers" })?.value {
            // Refused here as resolving would: the page's content is no place of the user's.
            for (i, l) in try Node(value: given, path: "layers", file: node.file).array().enumerated()
            where !isScrollEdge(l.value) {
                page.append(.lowered(withoutScrollEdges(l.value, from: "layers[\(i)]")))
            }
        }
        let x = (1 - progress) * w
        let clipped = Primitive.glass(
            .init(
                name: "the page, pushed", frame: RectPt(x, 0, w, h), corners: .radiusPt(cornerRadius),
                style: .identity, content: page, origin: LayerOrigin(node))
        ).json
        var out = scene.filter { $0.key != "background" && $0.key != "layers" }
        out.append(("background", underlay))
        if o.optional("underlay") != nil {
            c.state.origins["background"] = Provenance.Origin(path: "transition.underlay", verbatim: true)
        }
        var layers = [clipped]
        if !overlays.isEmpty { layers.append(Lowering.overlayGroup(overlays)) }
        out.append(("layers", .array(layers)))
        return out
    }

    static func isScrollEdge(_ layer: JSONValue) -> Bool {
        if case .object(let m) = layer, m.first(where: { $0.key == "type" })?.value == .string("scrollEdge") {
            return true
        }
        return false
    }

    /// The layer with scroll edges removed (inside groups too). A layer of the user's is tagged with its path
    /// `from`, as are the layers of its groups (they move up where a scroll edge was removed); what a
    /// component lowered to is tagged already (`from` nil inside it).
    static func withoutScrollEdges(_ layer: JSONValue, from path: String?) -> JSONValue {
        guard case .object(var m) = layer else { return layer }
        let user = path.flatMap { m.contains(where: Provenance.isTag) ? nil : $0 }
        if let i = m.firstIndex(where: { $0.key == "layers" }), case .array(let items) = m[i].value {
            m[i].value = .array(
                items.enumerated().filter { !isScrollEdge($0.element) }.map { item in
                    withoutScrollEdges(item.element, from: user.map { "\($0).layers[\(item.offset)]" })
                })
        }
        return user.map { Provenance.tag(.object(m), $0, verbatim: true) } ?? .object(m)
    }
}
