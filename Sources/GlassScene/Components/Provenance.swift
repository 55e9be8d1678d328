/// Where each lowered layer came from in the scene the user wrote, so that a problem found while resolving
/// what a component lowered to is reported at the user's JSON path (`layers[0].tabs[2].badge`), never at a
/// path of the lowered scene (`layers[0].layers[1].children[0].content[4].text`).
///
/// Lowering tags layers as it builds them (`Provenance.tag`): a layer it generated carries the path of what
/// it was made from (a component, a bar item, a tab's badge); a layer the user wrote and lowering moved
/// (a sheet's content after the grabber, the page of a transition) carries its old path. `strip` removes the
/// tags, so the lowered scene is exactly what `glass expand` prints, and returns them as a map from lowered
/// paths to the user's. The tag is a member whose value starts with NaN, which no JSON text can hold, so a
/// scene cannot forge one: a user's member of the same name is left in place and refused as an unknown key.
struct Provenance {
    /// Where a lowered object came from.
    struct Origin: Equatable {
        /// The user's JSON path.
        var path: String
        /// The object is the user's own, moved: a problem beneath it keeps the rest of its path. Otherwise it
        /// was generated, and a problem anywhere in it is reported at `path` itself.
        var verbatim: Bool
    }

    static let key = "\u{0}from"

    /// Lowered path → origin.
    let origins: [String: Origin]

    /// `layer` tagged as coming from `path`; a layer already tagged keeps its tag (the nearer origin).
    static func tag(_ layer: JSONValue, _ path: String, verbatim: Bool = false) -> JSONValue {
        guard case .object(var members) = layer, !members.contains(where: { isTag($0) }) else { return layer }
        members.append((key, .array([.number(.nan), .string(path), .bool(verbatim)])))
        return .object(members)
    }

    /// Each of `layers` tagged as coming from `path`.
    static func tag(_ layers: [JSONValue], _ path: String) -> [JSONValue] { layers.map { tag($0, path) } }

    static func isTag(_ member: (key: String, value: JSONValue)) -> Bool {
        guard member.key == key, case .array(let a) = member.value, a.count == 3, case .number(let n) = a[0] else {
            return false
        }
        return n.isNaN
    }

    /// `value` without its tags, the tags found (by the lowered path of the object that held each), and the
    /// deepest value's nesting level (the root is level 1, as `JSONParser.maxDepth` counts) and lowered path.
    static func strip(_ value: JSONValue) -> (
        value: JSONValue, provenance: Provenance, deepest: (levels: Int, path: String)
    ) {
        var walk = Walk()
        let stripped = walk.strip(value) ?? value
        return (stripped, Provenance(origins: walk.origins), (walk.deepest, walk.path(walk.deepestSteps)))
    }

    /// The origins of the tags in `value`, a lowered layer at `path`: a problem found in it while lowering (a
    /// component's layers laid out by the engine) is located by them as `userPath` locates one found in the
    /// lowered scene. What no tag covers is the layer's own, generated at `path`.
    static func within(_ value: JSONValue, at path: String) -> Provenance {
        var walk = Walk()
        walk.root = path
        _ = walk.strip(value)
        var origins = walk.origins
        if origins[path] == nil { origins[path] = Origin(path: path, verbatim: false) }
        return Provenance(origins: origins)
    }

    /// These origins and `more` (a tag found in the scene wins).
    func adding(_ more: [String: Origin]) -> Provenance {
        Provenance(origins: origins.merging(more) { tagged, _ in tagged })
    }

    /// One pass over the lowered scene. Paths are kept as steps and spelled only where needed: a large
    /// scene's numbers are visited without building a string for each.
    private struct Walk {
        enum Step {
            case key(String)
            case index(Int)
        }
        /// The path of the value walked (empty: the scene's root).
        var root = ""
        var steps: [Step] = []
        var origins: [String: Origin] = [:]
        var deepest = 0
        var deepestSteps: [Step] = []

        func path(_ steps: [Step]) -> String {
            var out = root
            for s in steps {
                switch s {
                case .key(let k): out += out.isEmpty ? truncatedForMessage(k) : "." + truncatedForMessage(k)
                case .index(let i): out += "[\(i)]"
                }
            }
            return out
        }

        /// `value` without its tags, or nil when it holds none (the caller keeps `value`: a large scene's
        /// untagged arrays are walked, never copied).
        mutating func strip(_ value: JSONValue) -> JSONValue? {
            if steps.count + 1 > deepest {
                deepest = steps.count + 1
                deepestSteps = steps
            }
            switch value {
            case .array(let items):
                var out: [JSONValue]? = nil
                for (i, item) in items.enumerated() {
                    steps.append(.index(i))
                    let stripped = strip(item)
                    steps.removeLast()
                    if let stripped {
                        if out == nil { out = Array(items[..<i]) }
                        out!.append(stripped)
                    } else {
                        out?.append(item)
                    }
                }
                return out.map { .array($0) }
            case .object(let members):
                var out: [(key: String, value: JSONValue)]? = nil
                for (i, m) in members.enumerated() {
                    if Provenance.isTag(m), case .array(let a) = m.value, case .string(let p) = a[1],
                        case .bool(let v) = a[2]
                    {
                        origins[path(steps)] = Origin(path: p, verbatim: v)
                        if out == nil { out = Array(members[..<i]) }
                        continue
                    }
                    steps.append(.key(m.key))
                    let stripped = strip(m.value)
                    steps.removeLast()
                    if let stripped {
                        if out == nil { out = Array(members[..<i]) }
                        out!.append((m.key, stripped))
                    } else {
                        out?.append(m)
                    }
                }
                return out.map { .object($0) }
            default:
                return nil
            }
        }
    }

    /// The user's path for a path of the lowered scene: the nearest tagged object at or above it decides.
    func userPath(_ loweredPath: String) -> String {
        var end = loweredPath.endIndex
        // Each turn cuts the path shorter by a step, so its length bounds the turns.
        for _ in 0...loweredPath.utf8.count {
            let prefix = String(loweredPath[..<end])
            if let o = origins[prefix] {
                return o.verbatim ? o.path + loweredPath[end...] : o.path
            }
            // Up one step: drop the last `.key` or `[index]`.
            guard let cut = loweredPath[..<end].lastIndex(where: { $0 == "." || $0 == "[" }) else {
                return loweredPath
            }
            end = cut
        }
        return loweredPath
    }

    /// Whether the object at a lowered path is the user's own (never lowered, or carried in verbatim), not
    /// one a component generated: the nearest tagged object at or above it decides.
    func isUsersOwn(_ loweredPath: String) -> Bool {
        var end = loweredPath.endIndex
        for _ in 0...loweredPath.utf8.count {
            if let o = origins[String(loweredPath[..<end])] { return o.verbatim }
            guard let cut = loweredPath[..<end].lastIndex(where: { $0 == "." || $0 == "[" }) else { return true }
            end = cut
        }
        return true
    }

    /// `error` located in the scene the user wrote.
    func userError(_ error: SceneError) -> SceneError {
        var e = error
        e.path = userPath(error.path)
        return e
    }
}
