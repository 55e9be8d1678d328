/// Building primitive layers as JSON.
enum J {
    /// An object with keys in the order given.
    static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { (key: $0.key, value: $0.value) })
    }

    static func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> JSONValue {
        .array([.number(x), .number(y), .number(w), .number(h)])
    }

    static func text(
        _ s: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, size: Double, weight: String,
        color: String, alignment: String = "center"
    ) -> JSONValue {
        object([
            "type": .string("text"), "text": .string(s), "frame": frame(x, y, w, h),
            "font": object(["family": .string("system"), "size": .number(size), "weight": .string(weight)]),
            "color": .string(color), "alignment": .string(alignment),
        ])
    }

    static func symbol(
        _ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, size: Double, weight: String, color: String
    )
        -> JSONValue
    {
        object([
            "type": .string("symbol"), "name": .string(name), "frame": frame(x, y, w, h), "size": .number(size),
            "weight": .string(weight), "color": .string(color),
        ])
    }

    static func shape(_ x: Double, _ y: Double, _ w: Double, _ h: Double, corners: JSONValue, fill: String) -> JSONValue
    {
        object(["type": .string("shape"), "frame": frame(x, y, w, h), "corners": corners, "fill": .string(fill)])
    }

    static func glass(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, tint: String? = nil, content: [JSONValue]
    ) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [
            ("type", .string("glass")), ("frame", frame(x, y, w, h)), ("corners", .string("capsule")),
        ]
        if let tint { pairs.append(("tint", .string(tint))) }
        pairs.append(("content", .array(content)))
        return .object(pairs)
    }

    /// The pre-26 bar material (`BarAppearance.chrome`).
    static func chrome(_ x: Double, _ y: Double, _ w: Double, _ h: Double, dark: Bool) -> JSONValue {
        BarAppearance.chrome(RectPt(x, y, w, h), dark: dark).json
    }
}

extension JSONValue {
    /// The object with `key` set to `value` (added last when new).
    func with(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }
}
