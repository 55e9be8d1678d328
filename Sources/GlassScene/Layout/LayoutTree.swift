import GlassText

/// The layers a stack (or a glass that lays out its content) holds, read into boxes: every key checked at
/// the user's path, every number through the scene's number checks, text measured with the font it is drawn
/// in (Bold Text and Dynamic Type applied). Reading is one visit per layer.
struct LayoutTree {
    var boxes: [LayoutBox] = []
    /// Resolves fonts and symbols exactly as drawing will (its scale and settings are the scene's).
    let resolver: SceneResolver
    let rightToLeft: Bool
    let state: Lowering.State
    /// The context controls in a stack are sized and lowered in.
    let context: LayoutContext

    static let stackTypes = ["hstack", "vstack", "zstack"]
    static let sizingKeys = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight"]
    /// What a stack or glass at the top of a region may add: where it sits.
    static let placementKeys = ["in", "at", "frame"]
    static let stackKeys = ["type", "name", "layers", "spacing", "alignment", "padding", "background"] + sizingKeys
    static let glassKeys = SceneResolver.glassKeys.filter { $0 != "frame" } + ["padding", "alignment"] + sizingKeys
    /// The default `spacing` and `spacer.minLength`, and `padding: true`, in points (SwiftUI's).
    static let defaultSpacingPt = 8.0, defaultPaddingPt = 16.0

    /// Whether a layer is the user's own that lowering carried into a component (tagged verbatim,
    /// `Provenance`): its stacks were laid out, and its frames checked, where it was carried from.
    static func isCarriedIn(_ members: [(key: String, value: JSONValue)]) -> Bool {
        members.contains {
            guard Provenance.isTag($0), case .array(let a) = $0.value else { return false }
            return a[2] == .bool(true)
        }
    }

    /// Whether a layer is placed by the engine: a stack or spacer, or a layer without a `frame` of its own.
    static func isLaidOut(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value, !isCarriedIn(members),
            case .string(let type)? = members.first(where: { $0.key == "type" })?.value
        else { return false }
        if stackTypes.contains(type) || type == "spacer" { return true }
        let leaf = ["text", "symbol", "shape", "image", "path", "glass"].contains(type)
        return leaf && !members.contains { $0.key == "frame" || $0.key == "in" || $0.key == "at" }
    }

    /// Adds the box for `node` and its children; `axis` is the stack it sits in (for a spacer), `placed`
    /// the keys its region already read (`in`, `at`, `frame`). Returns its index.
    mutating func add(_ node: Node, in axis: LayoutBox.Axis?, placed: [String] = []) throws(SceneError) -> Int {
        state.laidOut += 1
        if state.laidOut > SceneLimits.maxLayers {
            throw node.error("more than \(SceneLimits.maxLayers) layers in the scene's stacks")
        }
        let members = try Lowering.layerMembers(node)
        // A component's layers carry where they came from (`Provenance`): read without it, drawn with it.
        let plain = Node(value: .object(members.filter { !Provenance.isTag($0) }), path: node.path, file: node.file)
        guard case .string(let type)? = members.first(where: { $0.key == "type" })?.value else {
            throw node.error("missing required key \"type\"")
        }
        for key in Self.placementKeys where !placed.contains(key) {
            guard let m = members.first(where: { $0.key == key }) else { continue }
            throw node.child(key, m.value).error(
                key == "frame"
                    ? "a stack places its layers; give \"width\" and \"height\" instead of a frame"
                    : "\"\(key)\" places a stack or glass in the top-level layers; inside a stack, the stack places it")
        }
        let kind: LayoutBox.Kind
        let o: ObjectNode
        switch type {
        case "hstack", "vstack", "zstack":
            o = try plain.object(allowed: Self.stackKeys + placed)
            kind = .stack(type == "hstack" ? .horizontal : type == "vstack" ? .vertical : nil)
        case "spacer":
            o = try plain.object(allowed: ["type", "name", "minLength"])
            let length =
                try o.optional("minLength")?.number(
                    in: 0...SceneLimits.maxPoints, what: "a minimum length in points") ?? Self.defaultSpacingPt
            kind = .spacer(axis: axis, minLengthPt: length)
        case "text":
            o = try plain.object(
                allowed: SceneResolver.textKeys.filter { $0 != "frame" && $0 != "lines" } + ["lineLimit"]
                    + Self.sizingKeys)
            kind = .text(try measure(o))
        case "symbol":
            o = try plain.object(allowed: SceneResolver.symbolKeys.filter { $0 != "frame" } + Self.sizingKeys)
            let size = try symbolSize(o)
            kind = .natural(widthPt: size.widthPt, heightPt: size.heightPt)
        case "glass":
            o = try plain.object(allowed: Self.glassKeys + placed)
            kind = .glass
        case "shape", "image", "path":
            let own: [String] =
                type == "shape"
                ? ["type", "name", "corners", "fill", "opacity"]
                : type == "image"
                    ? ["type", "name", "image", "fit", "corners", "flip"]
                    : SceneResolver.pathKeys.filter { $0 != "frame" }
            o = try plain.object(allowed: own + Self.sizingKeys)
            if type == "image" {
                // Read as drawing reads it (once: drawing finds it decoded).
                let image = try resolver.loadImage(o.required("image")).image
                kind = .image(
                    widthPt: Double(image.width) / resolver.scale, heightPt: Double(image.height) / resolver.scale)
            } else {
                kind = .flexible
            }
        case _ where ControlLayout.types.contains(type):
            (kind, o) = try control(type, node, plain, context)
        default:
            let component = Lowering.componentTypes.contains(type)
            throw node.child("type", .string(type)).error(
                component
                    ? "a \(type) lays itself out on the screen and cannot sit in a stack; put it in the top-level layers"
                    : "a \(type) cannot sit in a stack; a stack holds text, symbols, shapes, images, paths, glass, controls, stacks and spacers"
            )
        }
        var box = LayoutBox(node: node, kind: kind)
        box.isControl = ControlLayout.types.contains(type)
        // A control's sizes stop where its lowering does (a side of at most `ControlInput.maxSizePt`).
        try readSizing(o, into: &box, maxPt: box.isControl ? ControlInput.maxSizePt : SceneLimits.maxPoints)
        if case .stack(let stackAxis) = kind {
            try readStack(o, axis: stackAxis, into: &box)
            let items = try o.required("layers").array()
            for item in items { box.children.append(try add(item, in: stackAxis)) }
            if let background = o.optional("background") { box.background = try add(background, in: nil) }
        } else if case .glass = kind {
            try readPadding(o, into: &box)
            try readAlignment(o, axis: nil, into: &box)
            if let c = o.optional("content") {
                for item in try c.array() {
                    if Self.isLaidOut(item.value) {
                        let i = try add(item, in: nil)
                        box.children.append(i)
                        box.content.append(.laid(i))
                    } else {
                        box.content.append(.kept(item))
                    }
                }
            }
        }
        boxes.append(box)
        let index = boxes.count - 1
        flex(index)
        return index
    }

    /// Measures a text layer: its string checked as drawing checks it, its font as drawing loads it.
    func measure(_ o: ObjectNode) throws(SceneError) -> TextMeasure {
        let textNode = try o.required("text")
        let text = try SceneResolver.checkedText(textNode)
        // The scene's text in all, before shaping (as drawing counts it).
        state.textCharacters += text.unicodeScalars.count
        if state.textCharacters > SceneLimits.maxSceneTextCharacters {
            throw textNode.error(
                "the scene's text layers come to \(state.textCharacters) characters; the limit is \(SceneLimits.maxSceneTextCharacters) in all"
            )
        }
        let limit = try o.optional("lineLimit")?.integer(in: 1...1000, what: "a line limit") ?? 0
        // The same style and font choose the same face (fontconfig is asked once for each).
        let key = Self.key(o, ["style", "font"])
        if state.fonts[key] == nil {
            let (font, weight, sizePt, _) = try resolver.textFont(o)
            state.fonts[key] = (font, weight, sizePt)
        }
        let (font, weight, sizePt) = state.fonts[key]!
        let scale = resolver.scale
        return state.layoutCache.text(.init(text: text, font: key, scale: scale, lineLimit: limit)) {
            let layout = Measure.textLayout(font, sizePt: sizePt, scale: scale, weight: weight)
            return TextMeasure(text: text, layout: layout, scale: scale, lineLimit: limit)
        }
    }

    /// A symbol's natural size: its outline's box in whole pixels, in points (the same name, size and weight
    /// measure once).
    func symbolSize(_ o: ObjectNode) throws(SceneError) -> (widthPt: Double, heightPt: Double) {
        let key = Self.key(o, ["name", "size", "weight"])
        if let known = state.symbolSizes[key] { return known }
        let box = try resolver.symbolOutline(o).box
        let scale = resolver.scale
        let size = (
            widthPt: box.map { (($0.max.x - $0.min.x) - 1e-6).rounded(.up) / scale } ?? 0,
            heightPt: box.map { (($0.max.y - $0.min.y) - 1e-6).rounded(.up) / scale } ?? 0
        )
        state.symbolSizes[key] = size
        return size
    }

    /// The members `keys` of a layer as text (`LayoutCache.describe`; absent ones as `_`): what chose its
    /// font or glyph.
    static func key(_ o: ObjectNode, _ keys: [String]) -> String {
        var out = ""
        for k in keys { LayoutCache.describe(o.optional(k)?.value, into: &out) }
        return out
    }
}
