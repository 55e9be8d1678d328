/// A JSON value being resolved, with the path that leads to it: typed accessors throw `SceneError`s
/// that name the file and the path and say what was expected.
struct Node {
    let value: JSONValue
    let path: String
    let file: String

    func child(_ key: String, _ value: JSONValue) -> Node {
        let key = truncatedForMessage(key)
        return Node(value: value, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    func element(_ index: Int, _ value: JSONValue) -> Node {
        Node(value: value, path: "\(path)[\(index)]", file: file)
    }

    func error(_ message: String) -> SceneError { SceneError(.badData, file: file, path: path, message) }

    func expected(_ what: String) -> SceneError { error("expected \(what), got \(value.summary)") }

    /// An object whose keys must all be in `allowed`; an unknown key is an error suggesting the nearest.
    func object(allowed: [String]) throws(SceneError) -> ObjectNode {
        guard case .object(let members) = value else { throw expected("an object") }
        for m in members where !allowed.contains(m.key) {
            let at = child(m.key, m.value)
            if let near = nearest(to: m.key, in: allowed) {
                throw at.error("unknown key \"\(truncatedForMessage(m.key))\"; did you mean \"\(near)\"?")
            }
            throw at.error(
                "unknown key \"\(truncatedForMessage(m.key))\"; expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
            )
        }
        return ObjectNode(node: self, members: members)
    }

    func array() throws(SceneError) -> [Node] {
        guard case .array(let items) = value else { throw expected("an array") }
        return items.enumerated().map { element($0.offset, $0.element) }
    }

    func number(in range: ClosedRange<Double>, what: String = "a number") throws(SceneError) -> Double {
        guard case .number(let n) = value else { throw expected(what) }
        guard range.contains(n) else {
            throw error(
                "expected \(what) from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), got \(formatNumber(n))"
            )
        }
        return n
    }

    func string() throws(SceneError) -> String {
        guard case .string(let s) = value else { throw expected("a string") }
        return s
    }

    /// One of a fixed set of strings.
    func choice<T>(_ options: [(String, T)]) throws(SceneError) -> T {
        let names = options.map { "\"\($0.0)\"" }.joined(separator: ", ")
        guard case .string(let s) = value else { throw expected("one of \(names)") }
        if let hit = options.first(where: { $0.0 == s }) { return hit.1 }
        if let near = nearest(to: s, in: options.map(\.0)) {
            throw error("expected one of \(names), got \"\(truncatedForMessage(s))\"; did you mean \"\(near)\"?")
        }
        throw error("expected one of \(names), got \"\(truncatedForMessage(s))\"")
    }

    /// `[a, b, …]` of exactly `count` numbers, each in `range`.
    func numbers(count: Int, in range: ClosedRange<Double>, what: String) throws(SceneError) -> [Double] {
        guard case .array(let items) = value, items.count == count,
            items.allSatisfy({ if case .number = $0 { true } else { false } })
        else { throw expected(what) }
        var out: [Double] = []
        for (i, item) in items.enumerated() {
            out.append(try element(i, item).number(in: range))
        }
        return out
    }
}

/// An object being resolved: members by key, each reached as a `Node` with its path.
struct ObjectNode {
    let node: Node
    let members: [(key: String, value: JSONValue)]

    func optional(_ key: String) -> Node? {
        members.first { $0.key == key }.map { node.child(key, $0.value) }
    }

    func required(_ key: String) throws(SceneError) -> Node {
        guard let n = optional(key) else { throw node.error("missing required key \"\(key)\"") }
        return n
    }
}
