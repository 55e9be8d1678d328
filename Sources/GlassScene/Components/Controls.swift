/// Shared parsing for controls: frames and points relative to the screen, flags, colours as written.
enum ControlInput {
    static func frame(_ o: ObjectNode) throws(SceneError) -> [Double] {
        let m = SceneLimits.maxPoints
        let n = try o.required("frame")
        let f = try n.numbers(count: 4, in: -m...m, what: "a frame [x, y, width, height] in points")
        for i in 2...3 where f[i] <= 0 {
            throw n.element(i, .number(f[i])).error("expected a \(i == 2 ? "width" : "height") above 0 in points")
        }
        return f
    }

    static func flag(_ o: ObjectNode, _ key: String, default d: Bool) throws(SceneError) -> Bool {
        guard let n = o.optional(key) else { return d }
        guard case .bool(let b) = n.value else { throw n.expected("true or false") }
        return b
    }

    /// A colour key passed through to the primitives (checked when they resolve, at this path's layer).
    static func color(_ o: ObjectNode, _ key: String, default d: String) throws(SceneError) -> String {
        guard let n = o.optional(key) else { return d }
        guard case .string(let s) = n.value, !s.isEmpty else { throw n.expected("a colour") }
        return s
    }

    static func pressed(_ o: ObjectNode) throws(SceneError) -> Bool {
        try o.optional("state")?.choice([("normal", false), ("pressed", true)]) ?? false
    }
}
