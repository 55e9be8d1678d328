/// The layout engine's entry: turns the stacks of a layer list (the scene's top level, a group's, a sheet's
/// or popover's content, a split view column, a tab bar's accessory) into primitive layers at absolute
/// frames, as lowering turns components into them, so drawing never learns what a stack is and `glass
/// expand` prints the frames it chose. A stack (or a glass that lays out its content) at the top of a list
/// sits in a region: `"in": "safeArea"` (the default: inside every safe area, the side ones in landscape),
/// `"in": "screen"`, or its own `frame`, at `at` in it (`center` by default). It becomes one `group` (a glass
/// stays a glass), so the layers after it keep their indices; every layer in it keeps the user's path.
///
/// Propose, choose, place (SwiftUI's): each layer is read once, sized once and placed once, so layout is
/// linear in the layers (a stack sorts its own children by flexibility).
struct LayoutPass {
    /// The space a list of layers is laid out in, in points, with its safe area.
    struct Region {
        var widthPt: Double, heightPt: Double
        var safeTopPt = 0.0, safeLeftPt = 0.0, safeBottomPt = 0.0, safeRightPt = 0.0
    }

    let context: LayoutContext
    /// Set when a component lays out layers it generated (at this user path): they are tagged as generated
    /// there, and laid out left to right, as the component mirrors all its layers in right to left itself.
    var component: String? = nil

    init(_ context: LayoutContext, component: String? = nil) {
        self.context = context
        self.component = component
    }

    /// A laid-out layer tagged with where it came from: the user's own layer (verbatim, so a component that
    /// holds it never moves or mirrors it again), or a component's.
    func tag(_ value: JSONValue, _ path: String) -> JSONValue {
        component.map { Provenance.tag(value, $0) } ?? Provenance.tag(value, path, verbatim: true)
    }

    /// A component's lowered layers with any stacks among them laid out in the component's context.
    func layOut(component layers: [JSONValue]) throws(SceneError) -> [JSONValue] {
        var out: [JSONValue] = []
        for layer in layers {
            let path = component ?? ""
            do {
                out.append(try rewrite(Node(value: layer, path: path, file: context.state.file), in: region) ?? layer)
            } catch {
                // Found in what the component lowered to: located in the scene the user wrote.
                throw Provenance.within(layer, at: path).userError(error)
            }
        }
        return out
    }

    /// The region of a component's context (the screen, or the panel it lays its content in).
    var region: Region {
        Region(
            widthPt: context.widthPt, heightPt: context.heightPt, safeTopPt: context.safeTopPt,
            safeLeftPt: context.safeLeftPt, safeBottomPt: context.safeBottomPt, safeRightPt: context.safeRightPt)
    }

    /// A new tree, measuring as drawing will.
    func tree() -> LayoutTree {
        var resolver = SceneResolver(
            file: context.state.file, directory: context.state.directory, images: context.state.images)
        resolver.scale = context.scale
        resolver.settings = context.settings
        return LayoutTree(
            resolver: resolver, rightToLeft: context.settings.layoutDirection == .rightToLeft && component == nil,
            state: context.state, context: context)
    }

    /// `item` with its stacks laid out in `region`, or nil when it holds none (it is carried as written).
    /// A layer of the user's that lowering carried in (a sheet's content) was laid out where it was carried
    /// from: it is kept as it is, never laid out again in the component's space.
    func rewrite(_ item: Node, in region: Region) throws(SceneError) -> JSONValue? {
        guard case .object(let members) = item.value, !LayoutTree.isCarriedIn(members),
            case .string(let type)? = members.first(where: { $0.key == "type" })?.value
        else { return nil }
        let has = { (key: String) in members.contains { $0.key == key } }
        let engineKeys = LayoutTree.sizingKeys + ["in", "at", "padding", "alignment"]
        if LayoutTree.stackTypes.contains(type)
            || (type == "glass"
                && (!has("frame") || engineKeys.contains(where: has) || Self.laysOutContent(members)))
        {
            return try place(item, members, in: region)
        }
        if type == "spacer" {
            throw item.child("type", .string(type)).error("a spacer takes the room left in a stack; put it in one")
        }
        // Glass in a glass's content, a container or a group may lay out its own content.
        guard ["glass", "glassContainer", "group"].contains(type) else { return nil }
        let key = type == "glass" ? "content" : type == "group" ? "layers" : "children"
        guard let list = members.first(where: { $0.key == key })?.value, case .array = list else { return nil }
        // A glass's content is in the glass's space; a container's children in the container's.
        var inner = region
        if type == "glass", case .array(let f)? = members.first(where: { $0.key == "frame" })?.value, f.count == 4,
            case .number(let w) = f[2], case .number(let h) = f[3]
        {
            inner = Region(widthPt: w, heightPt: h)
        }
        var changed = false
        var out: [JSONValue] = []
        for element in try item.child(key, list).array() {
            if let laid = try rewrite(element, in: inner) {
                out.append(laid)
                changed = true
            } else {
                out.append(tag(element.value, element.path))
            }
        }
        guard changed else { return nil }
        return tag(item.value.with(key, .array(out)), item.path)
    }

    /// Whether a glass's content holds a layer the engine places.
    static func laysOutContent(_ members: [(key: String, value: JSONValue)]) -> Bool {
        guard case .array(let items)? = members.first(where: { $0.key == "content" })?.value else { return false }
        return items.contains { LayoutTree.isLaidOut($0) }
    }

    /// A stack or glass laid out in its region: `in` or `frame` say which, `at` where in it.
    func place(_ item: Node, _ members: [(key: String, value: JSONValue)], in region: Region) throws(SceneError)
        -> JSONValue
    {
        let o = ObjectNode(node: item, members: members)
        let frameNode = o.optional("frame")
        var area = (
            x: region.safeLeftPt, y: region.safeTopPt, w: region.widthPt - region.safeLeftPt - region.safeRightPt,
            h: region.heightPt - region.safeTopPt - region.safeBottomPt
        )
        if let inNode = o.optional("in") {
            if frameNode != nil { throw inNode.error("give either \"in\" or a \"frame\", not both") }
            if try inNode.choice([("safeArea", false), ("screen", true)]) {
                area = (0, 0, region.widthPt, region.heightPt)
            }
        }
        if let frameNode {
            let m = SceneLimits.maxPoints
            let f = try frameNode.numbers(count: 4, in: -m...m, what: "a frame [x, y, width, height] in points")
            for k in 2...3 where f[k] <= 0 {
                throw frameNode.element(k, .number(f[k])).error(
                    "expected a \(k == 2 ? "width" : "height") above 0 in points, got \(formatNumber(f[k]))")
            }
            area = (f[0], f[1], f[2], f[3])
        }
        let (ax, ay) = try o.optional("at")?.choice(LayoutTree.zAlignments) ?? (0.5, 0.5)
        var tree = tree()
        let root = try tree.add(item, in: nil, placed: ["in", "at", "frame"])
        if frameNode != nil && !tree.boxes[root].isStack {
            // A glass at its own frame keeps it.
            (tree.boxes[root].width, tree.boxes[root].height) = (.fixed(area.w), .fixed(area.h))
        }
        let (w, h) = (max(0, area.w), max(0, area.h))
        tree.size(root, w, h)
        tree.place(root, (w - tree.boxes[root].widthPt) * ax, (h - tree.boxes[root].heightPt) * ay)
        var out: [JSONValue] = []
        try tree.emit(root, in: LayoutTree.Space(dxPt: area.x, dyPt: area.y, widthPt: w), self, into: &out)
        if tree.boxes[root].isStack {
            let type = members.first { $0.key == "type" }?.value ?? .string("stack")
            let name = members.first { $0.key == "name" }?.value ?? type
            let group = Primitive.group(.init(name: .written(name), layers: out.map(Primitive.lowered)))
            return tag(group.json, item.path)
        }
        // A glass of no area draws nothing: an empty group keeps the indices.
        return out.first
            ?? tag(Primitive.group(.init(name: "glass", layers: [])).json, item.path)
    }
}

extension LayoutTree {
    /// The keys the engine reads and drawing does not: they leave the laid-out layers.
    static let layoutOnlyKeys = sizingKeys + placementKeys + ["lineLimit", "padding"]

    /// A coordinate space laid-out layers are written in: the region's (offset into its parent's) or a
    /// glass's own; `widthPt` is what a right-to-left layout mirrors across.
    struct Space {
        var dxPt = 0.0, dyPt = 0.0
        var widthPt: Double
    }

    /// Box `i` as primitive layers with absolute frames, appended to `out`: a stack's children in its place
    /// (a stack draws nothing of its own), a leaf with its `frame` (a text with its `lines`), a glass with its
    /// content laid out in its own space. Each layer keeps the user's path (`Provenance`); a box of no area
    /// draws nothing and is left out.
    func emit(_ i: Int, in space: Space, _ pass: LayoutPass, into out: inout [JSONValue]) throws(SceneError) {
        let b = boxes[i]
        switch b.kind {
        case .stack, .spacer:
            if let background = b.background { try emit(background, in: space, pass, into: &out) }
            for c in b.children { try emit(c, in: space, pass, into: &out) }
            return
        default: break
        }
        let scale = resolver.scale
        var widthPt = b.widthPt
        if case .text = b.kind {
            // The widest frame that draws the lines measured (never under the lines' own width), whole pixels.
            let clamped = min(max(widthPt, b.contentWidthPt), max(b.textMostWidthPt, b.contentWidthPt))
            widthPt = max(b.contentWidthPt * scale, (clamped * scale + 1e-9).rounded(.down)) / scale
        }
        let x = rightToLeft ? space.widthPt - b.xPt - widthPt : b.xPt
        let x0 = ((space.dxPt + x) * scale).rounded()
        let y0 = ((space.dyPt + b.yPt) * scale).rounded()
        var x1 = ((space.dxPt + x + widthPt) * scale).rounded()
        let y1 = ((space.dyPt + b.yPt + b.heightPt) * scale).rounded()
        if case .text = b.kind { x1 = x0 + widthPt * scale }
        guard x1 > x0, y1 > y0 else { return }
        let frame = [x0 / scale, y0 / scale, (x1 - x0) / scale, (y1 - y0) / scale]
        let m = SceneLimits.maxPoints
        if frame.contains(where: { !(abs($0) <= m) }) {
            throw b.node.error(
                "laid out at [\(frame.map { formatNumber($0) }.joined(separator: ", "))] points; the limit is ±\(formatNumber(m)) points"
            )
        }
        if b.isControl { return try emitControl(i, frame: frame, pass, into: &out) }
        switch b.kind {
        case .text, .natural:
            if let component = pass.component {
                state.componentPartsPlaced += 1
                state.componentPartsPlacedBy[component, default: 0] += 1
            }
        default: break
        }
        var members = try Lowering.layerMembers(b.node).filter {
            !Self.layoutOnlyKeys.contains($0.key) && !(b.kind.isGlass && $0.key == "alignment")
        }
        members.append(("frame", .array(frame.map { .number($0) })))
        if case .text = b.kind { members.append(("lines", .number(Double(b.lines)))) }
        if b.kind.isGlass, let at = members.firstIndex(where: { $0.key == "content" }) {
            let inner = Space(widthPt: frame[2])
            var content: [JSONValue] = []
            for item in b.content {
                switch item {
                case .laid(let c): try emit(c, in: inner, pass, into: &content)
                case .kept(let node):
                    let region = LayoutPass.Region(widthPt: frame[2], heightPt: frame[3])
                    content.append(
                        try pass.rewrite(node, in: region) ?? pass.tag(node.value, node.path))
                }
            }
            members[at].value = .array(content)
        }
        out.append(pass.tag(.object(members), b.node.path))
    }
}

extension LayoutBox.Kind {
    var isGlass: Bool { if case .glass = self { true } else { false } }
}

extension JSONValue {
    /// The object with `key` set to `value` (added last when new).
    fileprivate func with(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }
}
