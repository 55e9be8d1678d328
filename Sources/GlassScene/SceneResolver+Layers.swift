import GlassCore

extension SceneResolver {
    static let layerTypes = [
        "shape", "image", "glass", "glassContainer", "scrollEdge", "text", "symbol", "path", "group",
    ]

    /// Resolves one layer. `origin` is the pixel position its frame is relative to (the canvas, or the
    /// glass it sits on); `container` is the outline concentric corners follow.
    mutating func resolveLayer(_ node: Node, origin: (Double, Double), container: RoundedRect) throws(SceneError)
        -> Layer
    {
        try countLayer(node)
        guard case .object(let members) = node.value else { throw node.expected("a layer object with a \"type\"") }
        guard let typeMember = members.first(where: { $0.key == "type" }) else {
            throw node.error(
                "missing required key \"type\" (one of \(Self.layerTypes.map { "\"\($0)\"" }.joined(separator: ", ")))")
        }
        let typeNode = node.child("type", typeMember.value)
        let type = try typeNode.choice((Self.layerTypes + Lowering.componentTypes).map { ($0, $0) })
        if Lowering.componentTypes.contains(type) {
            // Top-level components were lowered before resolution; any left are inside glass or a group.
            let article = type.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            throw typeNode.error("\(article) \(type) lays itself out on the screen; put it in the top-level layers")
        }
        switch type {
        case "shape":
            let o = try node.object(allowed: ["type", "name", "frame", "corners", "fill", "opacity"])
            let rect = try parseFrame(o.required("frame"), origin: origin)
            noteBarTarget(o, rect)
            let outline = try parseCorners(
                o.optional("corners"), rect: rect, container: container, defaultCapsule: false)
            let paint: Paint
            if let f = o.optional("fill") {
                paint = try parsePaint(f, rect: rect)
            } else {
                paint = .solid(appearance == .dark ? .white : .black)
            }
            let opacity = try o.optional("opacity")?.number(in: 0...1, what: "an opacity") ?? 1
            return .shape(ShapeLayer(outline: outline, paint: paint, opacity: Float(opacity)))
        case "image":
            let o = try node.object(allowed: ["type", "name", "image", "frame", "fit", "corners", "flip"])
            let rect = try parseFrame(o.required("frame"), origin: origin)
            let outline = try parseCorners(
                o.optional("corners"), rect: rect, container: container, defaultCapsule: false)
            let image = try layerImage(o.required("image"), flip: o.optional("flip"))
            let fit = try o.optional("fit").map { n throws(SceneError) in try parseFit(n) } ?? .fill
            return .image(ImageLayer(outline: outline, image: image, fit: fit))
        case "glass":
            return try resolveGlassLayer(node, origin: origin, container: container)
        case "text":
            return try resolveText(try node.object(allowed: Self.textKeys), origin: origin)
        case "symbol":
            return try resolveSymbol(try node.object(allowed: Self.symbolKeys), origin: origin)
        case "path":
            return try resolvePath(try node.object(allowed: Self.pathKeys), origin: origin)
        case "group":
            // Layers in order, as if listed in place: what a component lowers to (one layer per component,
            // so the indices of the layers after it do not move).
            return try resolveGroup(node, origin: origin, container: container)
        case "glassContainer":
            return try resolveContainer(node, origin: origin, container: container)
        default:
            if contentDepth > 0 {
                throw typeNode.error("a scrollEdge covers the whole canvas; put it in the top-level layers")
            }
            let o = try node.object(allowed: ["type", "name", "edge", "style", "size"])
            return .scrollEdge(try resolveScrollEdge(o))
        }
    }

    /// A scroll edge: `edge` (required), `style` (default `soft`), `size` in points (default 60; clamped to
    /// the canvas). The look's constants follow the appearance.
    func resolveScrollEdge(_ o: ObjectNode) throws(SceneError) -> ScrollEdgeEffect {
        let edge = try o.required("edge").choice([
            ("top", ScrollEdgeEffect.Edge.top), ("bottom", .bottom), ("left", .left), ("right", .right),
        ])
        let style = try o.optional("style")?.choice([("soft", ScrollEdgeEffect.Style.soft), ("hard", .hard)]) ?? .soft
        let size = try o.optional("size")?.number(in: 0...SceneLimits.maxPoints, what: "a size in points") ?? 60
        let dark = appearance == .dark
        let backing: StraightColor
        if style == .soft {
            backing = dark ? .black : .white
        } else {
            backing = dark ? StraightColor(r8: 0x1C, g8: 0x1C, b8: 0x1E) : StraightColor(r8: 0xF9, g8: 0xF9, b8: 0xF9)
        }
        let effect = ScrollEdgeEffect(
            edge: edge, style: style, sizePx: size * scale, backing: backing, maxBlurPx: 6 * scale,
            opacity: style == .soft ? 0.8 : 0.94,
            divider: dark
                ? StraightColor(r8: 0x54, g8: 0x54, b8: 0x58, a8: 153)
                : StraightColor(r8: 0x3C, g8: 0x3C, b8: 0x43, a8: 74),
            dividerPx: 1)
        return settings.scrollEdge(effect, look: appearance)
    }

    static let glassKeys = [
        "type", "name", "frame", "corners", "style", "tint", "state", "content", "material", "appearance",
        "measuredLightness", "materialize", "press", "contentBlur",
    ]

    mutating func countLayer(_ node: Node) throws(SceneError) {
        layerCount += 1
        if layerCount > SceneLimits.maxLayers {
            throw node.error(
                "more than \(SceneLimits.maxLayers) layers in the scene (counting content and container children)")
        }
    }

    /// One glass, resolved in the look `mode` gives it (`auto` only inside a decision unit, whose look it
    /// takes and joins).
    mutating func resolveGlass(
        _ node: Node, origin: (Double, Double), container: RoundedRect, mode: AppearanceMode?
    ) throws(SceneError) -> GlassLayer {
        let o = try node.object(allowed: Self.glassKeys)
        try checkMeasuredLightness(o)
        let savedLook = (appearance, glassDefault, autoLook)
        defer { (appearance, glassDefault, autoLook) = savedLook }
        appearance = look(for: mode)
        if let t = o.optional("type"), try t.string() != "glass" { throw t.expected("\"glass\"") }
        let rect = try parseFrame(o.required("frame"), origin: origin)
        noteBarTarget(o, rect)
        var outline = try parseCorners(o.optional("corners"), rect: rect, container: container, defaultCapsule: true)
        let style =
            try o.optional("style")?.choice([
                ("regular", GlassStyle.regular), ("clear", .clear), ("identity", .identity),
            ]) ?? .regular
        let tint = try o.optional("tint").map { n throws(SceneError) in try parseColor(n) }
        var state = try o.optional("state")?.choice([("normal", GlassState.normal), ("pressed", .pressed)]) ?? .normal
        // How far pressed (an animation's frame: 0 at rest, 1 pressed, past 1 while a spring overshoots).
        let press =
            try o.optional("press")?.number(in: 0...1.5, what: "how far the glass is pressed")
            ?? (state == .pressed ? 1 : 0)
        if press > 0 { state = .pressed }
        if state == .pressed {
            // The press look: scaled by √(1 + 1800/(w·h)) (w, h in pt), at most 1.36, about the centre.
            let f = 1 + (min(1.36, (1 + 1800 / (rect.width / scale * rect.height / scale)).squareRoot()) - 1) * press
            let r = outline.rect
            let grown = RectPx(
                x: r.midX - r.width * f / 2, y: r.midY - r.height * f / 2, width: r.width * f, height: r.height * f)
            let radii = outline.radii
            outline = RoundedRect(
                rect: grown,
                radii: CornerRadii(
                    topLeft: radii.topLeft * f, topRight: radii.topRight * f, bottomRight: radii.bottomRight * f,
                    bottomLeft: radii.bottomLeft * f), curve: outline.curve)
        }
        // How far the glass has materialized (an animation's frame: 0 none, 1 whole), every channel together.
        let amount = try o.optional("materialize")?.number(in: 0...1, what: "how far the glass has materialized") ?? 1
        var parameters = try resolveMaterial(
            o.optional("material"), style: style, tint: tint, pressed: state == .pressed
        ).materialized(amount)
        parameters.pressGlow *= Float(min(1, press))
        if mode == .auto && autoLook != nil {
            joinUnit(outline, identity: style == .identity, path: node.path, threshold: try adaptiveThreshold(o))
        }
        // The content is resolved in the glass's look; glass in it follows that look unless it says otherwise.
        (glassDefault, autoLook) = (nil, nil)
        var content: [Layer] = []
        if let c = o.optional("content") {
            contentDepth += 1
            for item in try c.array() {
                content.append(try resolveLayer(item, origin: (rect.x, rect.y), container: outline))
            }
            contentDepth -= 1
        }
        let contentBlurPt =
            try o.optional("contentBlur")?.number(
                in: 0...SceneLimits.maxBlurRadiusPt, what: "a blur of the content (σ) in points") ?? 0
        return GlassLayer(
            outline: outline, style: style, tint: tint, state: state, parameters: parameters, content: content,
            contentBlurPx: content.isEmpty ? 0 : contentBlurPt * scale)
    }

    /// The style's constants, then the overrides of `material`, then the scene's settings.
    func resolveMaterial(_ node: Node?, style: GlassStyle, tint: StraightColor?, pressed: Bool) throws(SceneError)
        -> GlassParameters
    {
        let p = try materialOverrides(
            node, GlassConstants.parameters(style, appearance, tint: tint, pressed: pressed))
        return settings.material(p, style: style, look: appearance)
    }

    /// `p` with the overrides of `material` applied.
    func materialOverrides(_ node: Node?, _ p: GlassParameters) throws(SceneError) -> GlassParameters {
        var p = p
        guard let node else { return p }
        let o = try node.object(allowed: [
            "blurRadius", "saturation", "fillOpacity", "refraction", "highlight", "shadowOpacity", "adaptiveThreshold",
        ])
        _ = try o.optional("adaptiveThreshold")?.number(in: 0...100, what: Self.thresholdWhat)
        if let b = o.optional("blurRadius") {
            p.exactBlurSigma = try b.number(in: 0...SceneLimits.maxBlurRadiusPt, what: "a blur radius (σ) in points")
        }
        if let v = o.optional("saturation") { p.saturation = Float(try v.number(in: 0...10, what: "a saturation")) }
        if let v = o.optional("fillOpacity") {
            p.fillOpacity = Float(try v.number(in: 0...1, what: "a fill opacity"))
            p.fillSizeRef = nil
        }
        if let v = o.optional("refraction") { p.refraction = try v.number(in: 0...10, what: "a refraction multiplier") }
        if let v = o.optional("highlight") {
            p.highlight = Float(try v.number(in: 0...10, what: "a highlight multiplier"))
        }
        if let v = o.optional("shadowOpacity") { p.shadowOpacity = try v.number(in: 0...1, what: "a shadow opacity") }
        return p
    }

    /// The glass's `material.adaptiveThreshold`: the L* below which `auto` takes the dark look (0…100).
    func adaptiveThreshold(_ glass: ObjectNode) throws(SceneError) -> Double? {
        guard let m = glass.optional("material"), case .object(let members) = m.value else { return nil }
        return try ObjectNode(node: m, members: members).optional("adaptiveThreshold")?.number(
            in: 0...100, what: Self.thresholdWhat)
    }

    static let thresholdWhat = "a lightness threshold L*"

    // MARK: - Paint, frames and corners

    func parsePaint(_ node: Node, rect: RectPx) throws(SceneError) -> Paint {
        if case .string = node.value { return .solid(try parseColor(node)) }
        guard case .object(let members) = node.value else {
            throw node.expected("a colour or {\"linearGradient\": …}")
        }
        if members.contains(where: { $0.key == "light" || $0.key == "dark" }) { return .solid(try parseColor(node)) }
        let o = try node.object(allowed: ["linearGradient"])
        return .linearGradient(try parseGradient(o.required("linearGradient"), originX: rect.x, originY: rect.y))
    }

    /// `[x, y, width, height]` in points, relative to `origin` (pixels); width and height above 0.
    func parseFrame(_ node: Node, origin: (Double, Double)) throws(SceneError) -> RectPx {
        let m = SceneLimits.maxPoints
        let f = try node.numbers(count: 4, in: -m...m, what: "a frame [x, y, width, height] in points")
        for i in 2...3 where f[i] <= 0 {
            throw node.element(i, .number(f[i])).error(
                "expected a \(i == 2 ? "width" : "height") above 0 in points, got \(formatNumber(f[i]))")
        }
        return RectPx(x: origin.0 + f[0] * scale, y: origin.1 + f[1] * scale, width: f[2] * scale, height: f[3] * scale)
    }
}
