/// Shared parsing for controls: frames and points relative to the screen, flags, colours as written.
enum ControlInput {
    /// Where controls may be placed, and how big they may be (points): whatever they lower to then stays within
    /// the ±100 000 pt every primitive frame accepts.
    static let maxPositionPt = 90_000.0, maxSizePt = 10_000.0
    static let positionRange = -maxPositionPt...maxPositionPt
    static let maxSize = maxSizePt
    /// A frame's values: x, y, width, height.
    static let frameValuesCount = 4

    static func frame(_ o: ObjectNode) throws(SceneError) -> [Double] {
        let n = try o.required("frame")
        guard case .array(let items) = n.value, items.count == frameValuesCount else {
            throw n.expected("a frame [x, y, width, height] in points")
        }
        var f: [Double] = []
        for i in 0..<frameValuesCount {
            let e = n.element(i, items[i])
            if i < 2 {
                f.append(try e.number(in: positionRange, what: "a position in points"))
            } else {
                let v = try e.number(in: -maxSize...maxSize, what: "a size in points")
                if v <= 0 { throw e.error("expected a \(i == 2 ? "width" : "height") above 0 in points") }
                f.append(v)
            }
        }
        return f
    }

    /// A point `[x, y]` within `positionRange`.
    static func point(_ n: Node) throws(SceneError) -> [Double] {
        try n.numbers(count: 2, in: positionRange, what: "a point [x, y] in points")
    }

    static func flag(_ o: ObjectNode, _ key: String, default d: Bool) throws(SceneError) -> Bool {
        guard let n = o.optional(key) else { return d }
        guard case .bool(let b) = n.value else { throw n.expected("true or false") }
        return b
    }

    /// A colour key passed through to the primitives, checked here (where its path is the user's).
    static func color(_ o: ObjectNode, _ key: String, default d: String) throws(SceneError) -> String {
        guard let n = o.optional(key) else { return d }
        try Lowering.checkColor(n)
        guard case .string(let s) = n.value else { throw n.expected("a colour") }
        return s
    }

    static func pressed(_ o: ObjectNode) throws(SceneError) -> Bool {
        try o.optional("state")?.choice([("normal", false), ("pressed", true)]) ?? false
    }
}
