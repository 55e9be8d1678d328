import GlassCore

/// `"appearance"` on glass, containers and groups: a forced look, or `auto`, glass that measures what lies
/// beneath it while rendering and takes its light or dark look (with its content's colours resolved in
/// that look). An `auto` glass, container or group is a **decision unit**: it is resolved twice, once per
/// look, into an `AdaptiveLayer`; the glass in it that follow the unit (those that do not force a look)
/// measure the union of their outlines, inflated by 8 pt, and decide once.
enum AppearanceMode: Equatable {
    case auto, light, dark

    var fixed: Appearance? {
        switch self {
        case .auto: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

/// What a decision unit collects while its first look is resolved.
struct AdaptiveUnit {
    var region: [RoundedRect] = []
    var memberPaths: [String] = []
    /// The first member's `adaptiveThreshold` (50 when it gives none).
    var threshold = 50.0
}

extension SceneResolver {
    /// The layer's own `appearance`, if it gives one.
    func appearanceMode(_ o: ObjectNode) throws(SceneError) -> AppearanceMode? {
        try o.optional("appearance")?.choice([("auto", AppearanceMode.auto), ("light", .light), ("dark", .dark)])
    }

    /// `measuredLightness`, written by `glass expand`: accepted (a number) and ignored.
    func checkMeasuredLightness(_ o: ObjectNode) throws(SceneError) {
        _ = try o.optional("measuredLightness")?.number(in: 0...100, what: "a lightness L*")
    }

    /// The look a glass of mode `mode` (its own, or its container's or group's) is resolved in.
    func look(for mode: AppearanceMode?) -> Appearance {
        switch mode {
        case .light?: .light
        case .dark?: .dark
        case .auto?: autoLook ?? appearance
        case nil: appearance
        }
    }

    /// Records a glass that follows the unit being resolved (its outline as measured, its threshold).
    mutating func joinUnit(_ outline: RoundedRect, identity: Bool, path: String, threshold: Double?) {
        guard autoLook == .light else { return }
        let r = outline.rect
        let grow = identity ? 0 : 8 * scale
        let radii = outline.radii
        unit.region.append(
            RoundedRect(
                rect: r.insetBy(-grow),
                radii: CornerRadii(
                    topLeft: radii.topLeft + grow, topRight: radii.topRight + grow,
                    bottomRight: radii.bottomRight + grow, bottomLeft: radii.bottomLeft + grow),
                curve: outline.curve))
        // The first member's threshold, its default too: a later member's never stands in for it.
        if unit.memberPaths.isEmpty { unit.threshold = threshold ?? 50 }
        unit.memberPaths.append(path)
    }

    /// Resolves `body` once per look as a decision unit at `path`. `body` returns its layers and the index
    /// of the first that holds a member: the layers before it are drawn plainly, before the measurement.
    /// The scene's budgets (layers, text, paths) count both looks, the work done: adaptive glass nested in
    /// adaptive glass doubles it at each level, and the budgets bound it.
    mutating func adaptiveUnit(
        path: String, _ body: (inout SceneResolver) throws(SceneError) -> (layers: [Layer], firstMember: Int?)
    ) throws(SceneError) -> [Layer] {
        let (savedLook, savedUnit) = (autoLook, unit)
        defer { (autoLook, unit) = (savedLook, savedUnit) }
        autoLook = .light
        unit = AdaptiveUnit()
        let light = try body(&self)
        let found = unit
        guard let first = light.firstMember, !found.region.isEmpty else { return light.layers }
        autoLook = .dark
        let dark = try body(&self)
        let adaptive = AdaptiveLayer(
            path: path, memberPaths: found.memberPaths, region: found.region,
            thresholdLightness: found.threshold, light: Array(light.layers[first...]),
            dark: Array(dark.layers[first...]))
        return Array(light.layers[..<first]) + [.adaptive(adaptive)]
    }

    /// A `glass` layer with its `appearance`: its own unit when it is `auto` outside one.
    mutating func resolveGlassLayer(_ node: Node, origin: (Double, Double), container: RoundedRect)
        throws(SceneError) -> Layer
    {
        let o = try node.object(allowed: Self.glassKeys)
        let mode = try appearanceMode(o) ?? glassDefault
        if mode == .auto && autoLook == nil {
            let layers = try adaptiveUnit(path: node.path) { r throws(SceneError) in
                ([.glass(try r.resolveGlass(node, origin: origin, container: container, mode: .auto))], 0)
            }
            return layers.count == 1 ? layers[0] : .group(layers)
        }
        return .glass(try resolveGlass(node, origin: origin, container: container, mode: mode))
    }

    /// A `glassContainer`: its `appearance` is its children's default; it is one unit when any child follows
    /// `auto` outside a unit.
    mutating func resolveContainer(_ node: Node, origin: (Double, Double), container: RoundedRect)
        throws(SceneError) -> Layer
    {
        let o = try node.object(allowed: ["type", "name", "spacing", "children", "appearance", "measuredLightness"])
        try checkMeasuredLightness(o)
        let spacing = try o.optional("spacing")?.number(in: 0...SceneLimits.maxPoints, what: "a spacing in points") ?? 0
        let own = try appearanceMode(o)
        let saved = glassDefault
        defer { glassDefault = saved }
        if let own { glassDefault = own }
        var modes: [AppearanceMode?] = []
        let children = try o.required("children").array()
        for child in children {
            let c = try? child.object(allowed: Self.glassKeys)
            if let t = c?.optional("type"), case .string(let s) = t.value, s != "glass" {
                throw t.error("a glassContainer holds only \"glass\" layers, got \"\(s)\"")
            }
            // A child that is not a glass object is refused when it is resolved, at its own path.
            modes.append((try c.flatMap { c throws(SceneError) in try appearanceMode(c) }) ?? glassDefault)
        }
        let resolveAll = { (r: inout SceneResolver) throws(SceneError) -> Layer in
            var glass: [GlassLayer] = []
            for (i, child) in children.enumerated() {
                try r.countLayer(child)
                glass.append(try r.resolveGlass(child, origin: origin, container: container, mode: modes[i]))
            }
            return .container(GlassContainerLayer(spacingPx: spacing * r.scale, children: glass))
        }
        if autoLook == nil && modes.contains(.auto) {
            let layers = try adaptiveUnit(path: node.path) { r throws(SceneError) in ([try resolveAll(&r)], 0) }
            return layers.count == 1 ? layers[0] : .group(layers)
        }
        return try resolveAll(&self)
    }

    /// A `group`: its `appearance` is the default of the glass in it (other layers keep theirs); `auto` makes
    /// it one unit, the glass in it deciding together.
    mutating func resolveGroup(_ node: Node, origin: (Double, Double), container: RoundedRect)
        throws(SceneError) -> Layer
    {
        let o = try node.object(allowed: ["type", "name", "layers", "appearance", "measuredLightness"])
        try checkMeasuredLightness(o)
        let own = try appearanceMode(o)
        let saved = glassDefault
        defer { glassDefault = saved }
        if let own { glassDefault = own }
        let items = try o.required("layers").array()
        let resolveAll = { (r: inout SceneResolver) throws(SceneError) -> (layers: [Layer], firstMember: Int?) in
            var layers: [Layer] = []
            var first: Int? = nil
            for item in items {
                let before = r.unit.memberPaths.count
                layers.append(try r.resolveLayer(item, origin: origin, container: container))
                if first == nil && r.unit.memberPaths.count > before { first = layers.count - 1 }
            }
            return (layers, first)
        }
        let layers: [Layer]
        if own == .auto && autoLook == nil {
            layers = try adaptiveUnit(path: node.path, resolveAll)
        } else {
            layers = try resolveAll(&self).layers
        }
        noteControl(o, layers)
        return .group(layers)
    }

    /// Records a bar item's capsule or a tab's column (`frame`) when `o` is a glass or shape the bars' lowering
    /// named as one (`ControlTarget.barTargets`); a user's layer of that name is not one.
    mutating func noteBarTarget(_ o: ObjectNode, _ frame: RectPx) {
        guard let origin = provenance.origins[o.node.path], !origin.verbatim,
            case .string(let type)? = o.optional("name")?.value, ControlTarget.barTargets.contains(type)
        else { return }
        note(ControlTarget(path: origin.path, type: type, framePx: frame))
    }

    /// Records `target`, replacing the one at its path (an adaptive group is resolved in both looks).
    mutating func note(_ target: ControlTarget) {
        if let i = controls.firstIndex(where: { $0.path == target.path }) {
            controls[i] = target
        } else {
            controls.append(target)
        }
    }

    /// Records a control's frame when `o` is the group a control component was lowered to (a tag the lowering
    /// alone can write says so; a user's group named `button` is not one).
    mutating func noteControl(_ o: ObjectNode, _ layers: [Layer]) {
        guard let origin = provenance.origins[o.node.path], !origin.verbatim,
            case .string(let type)? = o.optional("name")?.value, Lowering.controlTypes.contains(type),
            !ControlTarget.notInteractive.contains(type), let frame = Layer.bounds(layers)
        else { return }
        note(ControlTarget(path: origin.path, type: type, framePx: frame))
    }
}
