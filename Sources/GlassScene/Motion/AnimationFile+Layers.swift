extension AnimationFile {
    /// The ids of the scene's layers (any object with a `type` and an `id`, wherever layers nest), each with
    /// where it is; an id used twice is refused at its second place.
    static func collectIDs(_ node: Node, keys: [Key], into ids: inout [String: (keys: [Key], path: String)])
        throws(SceneError)
    {
        // Nesting is bounded by the parser's depth limit; each value is visited once.
        switch node.value {
        case .object(let members):
            if members.contains(where: { $0.key == "type" }), let id = members.first(where: { $0.key == "id" }) {
                let idNode = node.child("id", id.value)
                let name = try idNode.string()
                if name.isEmpty || name.unicodeScalars.count > 100 {
                    throw idNode.error("expected an id of 1 to 100 characters")
                }
                if let first = ids[name] {
                    throw idNode.error("the id \"\(truncatedForMessage(name))\" is already used at \(first.path)")
                }
                ids[name] = (keys, node.path)
            }
            for m in members where m.key != "animation" {
                try collectIDs(node.child(m.key, m.value), keys: keys + [.member(m.key)], into: &ids)
            }
        case .array(let items):
            for (i, item) in items.enumerated() {
                try collectIDs(node.element(i, item), keys: keys + [.index(i)], into: &ids)
            }
        default: break
        }
    }

    /// `scene` with member `key` of the object at `keys` set to `value` (`null` removes it).
    static func setting(_ scene: JSONValue, at keys: ArraySlice<Key>, _ key: String, _ value: JSONValue) -> JSONValue {
        guard let first = keys.first else {
            guard case .object(var members) = scene else { return scene }
            if let i = members.firstIndex(where: { $0.key == key }) {
                if value == .null { members.remove(at: i) } else { members[i].value = value }
            } else if value != .null {
                members.append((key, value))
            }
            return .object(members)
        }
        switch (first, scene) {
        case (.member(let k), .object(var members)):
            if let i = members.firstIndex(where: { $0.key == k }) {
                members[i].value = setting(members[i].value, at: keys.dropFirst(), key, value)
            }
            return .object(members)
        case (.index(let i), .array(var items)) where items.indices.contains(i):
            items[i] = setting(items[i], at: keys.dropFirst(), key, value)
            return .array(items)
        default: return scene
        }
    }

    static func setting(_ scene: JSONValue, at keys: [Key], _ key: String, _ value: JSONValue) -> JSONValue {
        setting(scene, at: keys[...], key, value)
    }

    /// The state's scene as a still scene: every layer's `id` and `present` removed, and a layer that is not
    /// present replaced by an empty group at its place (so the layers after it keep their paths); in a glass
    /// container, which holds only glass, it is left out, and the children after it keep their paths as tags.
    static func finished(_ value: JSONValue, _ path: String = "") -> JSONValue {
        switch value {
        case .object(let members):
            let isLayer = members.contains { $0.key == "type" }
            if isLayer, isAbsent(value) {
                return Primitive.group(.init(name: "not present", layers: [])).json
            }
            return .object(
                members.filter { !(isLayer && ($0.key == "id" || $0.key == "present")) }.map { m in
                    let child = path.isEmpty ? m.key : "\(path).\(m.key)"
                    if isLayer, m.key == "children", case .array(let items) = m.value {
                        // A container's children: the absent left out, the others tagged with their own paths.
                        let kept = items.indices.filter { !isAbsent(items[$0]) }
                        let tagged = kept.map {
                            Provenance.tag(finished(items[$0], "\(child)[\($0)]"), "\(child)[\($0)]", verbatim: true)
                        }
                        return (
                            m.key,
                            .array(
                                kept.count == items.count ? kept.map { finished(items[$0], "\(child)[\($0)]") } : tagged
                            )
                        )
                    }
                    return (m.key, finished(m.value, child))
                })
        case .array(let items): return .array(items.enumerated().map { finished($0.element, "\(path)[\($0.offset)]") })
        default: return value
        }
    }

    static func isAbsent(_ v: JSONValue) -> Bool {
        guard case .object(let m) = v else { return false }
        return m.contains { $0.key == "type" } && m.contains { $0.key == "present" && $0.value == .bool(false) }
    }
}
