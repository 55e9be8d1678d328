import GlassText

/// The one place typed layers become the JSON the resolver reads (and `glass expand` prints): each kind's
/// members in one order, optional ones only when set, and the origin as a provenance tag.
extension Primitive {
    var json: JSONValue {
        switch self {
        case .text(let t):
            var m = Members("text")
            m.add("text", .string(t.text))
            m.add("frame", t.frame.json)
            m.add("font", t.font.json)
            m.add("color", t.color.json)
            m.add("alignment", .string(t.alignment.rawValue))
            m.add("lines", t.lines.map { .number(Double($0)) })
            m.add("opacity", t.opacity.map(JSONValue.number))
            return m.layer(t.origin)
        case .symbol(let s):
            var m = Members("symbol")
            m.add("name", .string(s.name))
            m.add("frame", s.frame.json)
            m.add("size", .number(s.sizePt))
            m.add("weight", Self.weight(s.weight))
            m.add("color", s.color.json)
            m.add("opacity", s.opacity.map(JSONValue.number))
            return m.layer(s.origin)
        case .shape(let s):
            var m = Members("shape")
            m.add("name", s.name.map(JSONValue.string))
            m.add("frame", s.frame.json)
            m.add("corners", s.corners?.json)
            m.add("fill", s.fill.json)
            m.add("opacity", s.opacity.map(JSONValue.number))
            m.add("name", s.touchTarget.map { .string($0.rawValue) })
            return m.layer(s.origin)
        case .path(let p):
            var m = Members("path")
            m.add("d", .string(p.d))
            m.add("frame", p.frame.json)
            m.add("viewBox", p.viewBox.json)
            m.add("fill", p.fill.json)
            m.add(
                "stroke",
                p.stroke.map {
                    .object([("color", $0.color.json), ("width", .number($0.width)), ("cap", .string($0.cap))])
                })
            m.add("opacity", p.opacity.map(JSONValue.number))
            return m.layer(p.origin)
        case .glass(let g):
            var m = Members("glass")
            m.add("name", g.name.map(JSONValue.string))
            m.add("frame", g.frame.json)
            m.add("corners", g.corners?.json)
            m.add("material", g.material?.json)
            m.add("style", g.style.map { .string($0.rawValue) })
            m.add("tint", g.tint?.json)
            m.add("state", g.pressed ? .string("pressed") : nil)
            m.add("content", g.content.map { .array($0.map(\.json)) })
            m.add("name", g.touchTarget.map { .string($0.rawValue) })
            return m.layer(g.origin)
        case .ink(let i):
            var m = Members("glass")
            m.add("style", .string(GlassStyle.identity.rawValue))
            m.add("appearance", .string("auto"))
            m.add("frame", i.frame.json)
            m.add("corners", LayerCorners.radiusPt(0).json)
            m.add("content", .array(i.content.map(\.json)))
            return m.layer(nil)
        case .group(let g):
            var m = Members("group")
            m.add("name", g.name.json)
            m.add("appearance", g.appearance.map(JSONValue.string))
            m.add("layers", .array(g.layers.map(\.json)))
            return m.layer(g.origin)
        case .image(let i):
            var m = Members("image")
            m.add("image", .string(i.image))
            m.add("frame", i.frame.json)
            m.add("fit", .string(i.fit))
            m.add("flip", i.flip.map { .string($0.rawValue) })
            return m.layer(i.origin)
        case .backgroundImage(let b):
            var m = Members("image")
            m.add("frame", b.frame.json)
            for (k, v) in b.members { m.add(k, v) }
            return m.layer(b.origin)
        case .scrollEdge(let e):
            var m = Members("scrollEdge")
            m.add("edge", .string(e.edge.rawValue))
            m.add("style", .string(e.style))
            m.add("size", .number(e.sizePt))
            return m.layer(nil)
        case .glassContainer(let g):
            var m = Members("glassContainer")
            m.add("children", .array(g.children.map(\.json)))
            return m.layer(nil)
        case .lowered(let value):
            return value
        }
    }

    /// A weight as scenes spell it: UIKit's name (`semibold`), or the number where it has none.
    static func weight(_ w: FontWeight) -> JSONValue {
        FontWeight.names.first { FontWeight(name: $0) == w }.map(JSONValue.string) ?? .number(Double(w.value))
    }

    /// A layer's members in the order added.
    private struct Members {
        var pairs: [(key: String, value: JSONValue)]
        init(_ type: String) { pairs = [("type", .string(type))] }
        mutating func add(_ key: String, _ value: JSONValue?) {
            if let value { pairs.append((key, value)) }
        }
        /// The layer, tagged with its origin when it has one.
        func layer(_ origin: LayerOrigin?) -> JSONValue {
            guard let origin else { return .object(pairs) }
            return Provenance.tag(.object(pairs), origin.path, verbatim: origin.verbatim)
        }
    }
}

extension RectPt {
    var json: JSONValue { .array([.number(xPt), .number(yPt), .number(widthPt), .number(heightPt)]) }
}

extension LayerCorners {
    var json: JSONValue {
        switch self {
        case .capsule: return .string("capsule")
        case .radiusPt(let r): return .number(r)
        case .eachPt(let topLeft, let topRight, let bottomLeft, let bottomRight):
            let named = [
                ("topLeft", topLeft), ("topRight", topRight), ("bottomLeft", bottomLeft), ("bottomRight", bottomRight),
            ]
            return .object(named.compactMap { k, v in v.map { (key: k, value: JSONValue.number($0)) } })
        }
    }
}

extension LayerPaint {
    var json: JSONValue {
        switch self {
        case .color(let c): .string(c)
        case .perLook(let light, let dark): .object([("light", .string(light)), ("dark", .string(dark))])
        case .written(let v): v
        }
    }
}

extension LayerFont {
    var json: JSONValue {
        .object([("family", .string(family)), ("size", .number(sizePt)), ("weight", Primitive.weight(weight))])
    }
}

extension GlassMaterial {
    var json: JSONValue {
        let named = [
            ("blurRadius", blurRadiusPt), ("saturation", saturation), ("fillOpacity", fillOpacity),
            ("refraction", refraction), ("highlight", highlight), ("shadowOpacity", shadowOpacity),
        ]
        return .object(named.compactMap { k, v in v.map { (key: k, value: JSONValue.number($0)) } })
    }
}

extension [Primitive] {
    var json: [JSONValue] { map(\.json) }
}
