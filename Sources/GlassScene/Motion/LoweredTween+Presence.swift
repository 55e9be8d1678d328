extension LoweredTween.Walk {
    /// A layer only in the later state, as far in as `presence` says: glass materializes (its material ramps
    /// in while its scale settles from above 1) and its content fades in after it; anything else fades in.
    func arriving(_ layer: JSONValue, inContent: Bool = false, neighbours: [GrowOut.Glass] = []) -> JSONValue {
        if Self.type(layer) == "glass", !inContent, let grown = grownOut(layer, neighbours: neighbours) {
            return grown
        }
        if Self.type(layer) == "glass" {
            return Self.glass(
                layer, material: presence.glassIn, scale: presence.scaleIn, content: presence.contentIn,
                contentBlurPt: Materialize.contentBlurFromPt * (1 - presence.contentIn))
        }
        return Self.faded(layer, presence.contentIn)
    }

    /// Glass that appears over glass already on screen (a menu over its button) or, in a container, within
    /// its spacing of the container's glass grows out of it: its frame and corners follow the transition from
    /// that glass's to its own, whole from the start, its content fading in after it (matched geometry).
    func grownOut(_ layer: JSONValue, neighbours: [GrowOut.Glass]) -> JSONValue? {
        guard case .object(var m) = layer, let own = GrowOut.frame(m),
            let source = GrowOut.source(
                for: own, covered: tween.fromGlass, neighbours: neighbours, spacing: container?.spacing ?? 0)
        else { return nil }
        let frame = (0..<4).map { source.frame[$0] + (own[$0] - source.frame[$0]) * p }
        let ownRadius = GrowOut.radius(m, own)
        let radius = max(0, source.radius + (ownRadius - source.radius) * p)
        for (key, value) in [
            (
                "frame",
                JSONValue.array([frame[0], frame[1], max(1e-3, frame[2]), max(1e-3, frame[3])].map { .number($0) })
            ),
            ("corners", .number(radius)),
        ] {
            if let i = m.firstIndex(where: { $0.key == key }) { m[i].value = value } else { m.append((key, value)) }
        }
        if let i = m.firstIndex(where: { $0.key == "content" }), case .array(let items) = m[i].value {
            m[i].value = .array(items.map { Self.faded($0, presence.contentIn) })
        }
        return .object(m)
    }

    /// A layer only in the earlier state, as far gone as `presence` says: its content goes first, its glass
    /// dissolves over the whole time.
    func leaving(_ layer: JSONValue) -> JSONValue {
        if Self.type(layer) == "glass" {
            return Self.glass(layer, material: presence.glassOut, scale: 1, content: presence.contentOut)
        }
        return Self.faded(layer, presence.contentOut)
    }

    /// A glass `material` of the way materialized, scaled by `scale` about its centre, its content at
    /// `content` opacity, blurred by `contentBlurPt` (σ) more than it is.
    static func glass(
        _ layer: JSONValue, material: Double, scale: Double, content: Double, contentBlurPt: Double = 0
    ) -> JSONValue {
        guard case .object(var m) = layer else { return layer }
        let amount = min(1, max(0, material))
        // Glass not materialized at all is not there: nothing of it is drawn, nor of its content.
        if amount == 0 { return Primitive.group(.init(name: "not present", layers: [])).json }
        if let i = m.firstIndex(where: { $0.key == "materialize" }), case .number(let was) = m[i].value {
            m[i].value = .number(was * amount)
        } else {
            m.append(("materialize", .number(amount)))
        }
        if scale != 1, let i = m.firstIndex(where: { $0.key == "frame" }), case .array(let f) = m[i].value,
            f.count == 4,
            case .number(let x) = f[0], case .number(let y) = f[1], case .number(let w) = f[2],
            case .number(let h) = f[3]
        {
            let (sw, sh) = (w * scale, h * scale)
            m[i].value = .array([x + (w - sw) / 2, y + (h - sh) / 2, sw, sh].map { .number($0) })
            if let c = m.firstIndex(where: { $0.key == "corners" }), case .number(let r) = m[c].value {
                m[c].value = .number(r * scale)
            }
        }
        if let i = m.firstIndex(where: { $0.key == "content" }), case .array(let items) = m[i].value {
            m[i].value = .array(items.map { faded($0, content) })
            // Content not showing yet is not blurred (nothing of it is drawn).
            if contentBlurPt > 0 && content > 0 {
                if let b = m.firstIndex(where: { $0.key == "contentBlur" }), case .number(let was) = m[b].value {
                    m[b].value = .number(min(SceneLimits.maxBlurRadiusPt, was + contentBlurPt))
                } else {
                    m.append(("contentBlur", .number(contentBlurPt)))
                }
            }
        }
        return .object(m)
    }

    /// `layer` at `amount` of its opacity (a glass in it dematerializes alike); a layer that has no opacity
    /// shows until half-way.
    static func faded(_ layer: JSONValue, _ amount: Double) -> JSONValue {
        let f = min(1, max(0, amount))
        if f == 1 { return layer }
        guard case .object(var m) = layer else { return layer }
        switch type(layer) {
        case "text", "symbol", "shape", "path":
            if let i = m.firstIndex(where: { $0.key == "opacity" }), case .number(let o) = m[i].value {
                m[i].value = .number(o * f)
            } else {
                m.append(("opacity", .number(f)))
            }
            return .object(m)
        case "glass": return glass(layer, material: f, scale: 1, content: f)
        case "group", "glassContainer":
            let key = type(layer) == "group" ? "layers" : "children"
            if let i = m.firstIndex(where: { $0.key == key }), case .array(let items) = m[i].value {
                m[i].value = .array(items.map { faded($0, f) })
            }
            return .object(m)
        default:
            return f >= 0.5 ? layer : Primitive.group(.init(name: "not present", layers: [])).json
        }
    }

    /// Two glass layers' members with their press comparable: `"state": "pressed"` is `"press": 1`, at rest 0,
    /// so pressing follows the spring (the scale by the constant-area law and the glow together).
    static func comparablePress(
        _ xs: [(key: String, value: JSONValue)], _ ys: [(key: String, value: JSONValue)]
    ) -> ([(key: String, value: JSONValue)], [(key: String, value: JSONValue)]) {
        func isGlass(_ m: [(key: String, value: JSONValue)]) -> Bool {
            m.contains { $0.key == "type" && $0.value == .string("glass") }
        }
        func press(_ m: [(key: String, value: JSONValue)]) -> Double {
            if case .number(let n)? = m.first(where: { $0.key == "press" })?.value { return n }
            return m.contains { $0.key == "state" && $0.value == .string("pressed") } ? 1 : 0
        }
        guard isGlass(xs), isGlass(ys), press(xs) != press(ys) else { return (xs, ys) }
        func numeric(_ m: [(key: String, value: JSONValue)]) -> [(key: String, value: JSONValue)] {
            m.filter { $0.key != "state" && $0.key != "press" } + [("press", .number(press(m)))]
        }
        return (numeric(xs), numeric(ys))
    }

    /// Two layers' members with `corners` comparable: a capsule becomes the radius it draws (half the frame's
    /// shorter side) when the other state gives a number, so a button's capsule morphs into a panel's corners.
    static func comparableCorners(
        _ xs: [(key: String, value: JSONValue)], _ ys: [(key: String, value: JSONValue)]
    ) -> ([(key: String, value: JSONValue)], [(key: String, value: JSONValue)]) {
        func corners(_ m: [(key: String, value: JSONValue)]) -> JSONValue? { m.first { $0.key == "corners" }?.value }
        func radius(_ m: [(key: String, value: JSONValue)]) -> [(key: String, value: JSONValue)] {
            guard case .array(let f)? = m.first(where: { $0.key == "frame" })?.value, f.count == 4,
                case .number(let w) = f[2], case .number(let h) = f[3],
                let i = m.firstIndex(where: { $0.key == "corners" })
            else { return m }
            var out = m
            out[i].value = .number(min(w, h) / 2)
            return out
        }
        switch (corners(xs), corners(ys)) {
        case (.string("capsule")?, .number?): return (radius(xs), ys)
        case (.number?, .string("capsule")?): return (xs, radius(ys))
        default: return (xs, ys)
        }
    }
}
