import Foundation

@testable import GlassScene

extension ValidityRuleTests {
    /// The components the repository's scenes show, and the variants `everyComponentIsRefusedEverywhereOrNowhere`
    /// tries of each.
    enum Examples {
        /// Examples kept of each component (the first in file order, then the most different in size).
        static let perType = 2

        /// Every component layer in the scenes under `folder`, by type (at most `perType` each).
        static func harvest(_ folder: URL) -> [String: [JSONValue]] {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
                $0.hasSuffix(".json")
            }.sorted()
            var found: [String: [JSONValue]] = [:]
            func walk(_ v: JSONValue) {
                switch v {
                case .object(let members):
                    if case .string(let type)? = members.first(where: { $0.key == "type" })?.value,
                        Lowering.componentTypes.contains(type)
                    {
                        found[type, default: []].append(v)
                    }
                    members.forEach { walk($0.value) }
                case .array(let items): items.forEach(walk)
                default: break
                }
            }
            for name in names {
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
                    let json = try? JSONParser.parse(Array(data))
                else { continue }
                walk(json)
            }
            return found.mapValues { all in
                // The first, and the largest (the most keys written out).
                let largest = all.max { JSONWriter.write($0).utf8.count < JSONWriter.write($1).utf8.count }!
                return largest == all[0] ? [all[0]] : [all[0], largest]
            }
        }

        /// The keys of each component that hold layers, from the schema (`accessory.content`,
        /// `primary.content`, …), as key paths.
        static func contentPaths(_ root: URL) -> [String: [[String]]] {
            guard
                let data = FileManager.default.contents(
                    atPath: root.appendingPathComponent("schema/scene.schema.json").path),
                case .object(let schema)? = try? JSONParser.parse(Array(data)),
                case .object(let defs)? = schema.first(where: { $0.key == "$defs" })?.value
            else { return [:] }
            var out: [String: [[String]]] = [:]
            func walk(_ v: JSONValue, _ path: [String], into paths: inout [[String]]) {
                guard case .object(let m) = v else { return }
                func get(_ k: String) -> JSONValue? { m.first { $0.key == k }?.value }
                if get("type") == .string("array"), case .object(let items)? = get("items"),
                    items.first(where: { $0.key == "$ref" })?.value == .string("#/$defs/layer")
                {
                    paths.append(path)
                    return
                }
                if case .object(let props)? = get("properties") {
                    for (k, p) in props { walk(p, path + [k], into: &paths) }
                }
                for key in ["anyOf", "oneOf", "allOf"] {
                    if case .array(let options)? = get(key) { options.forEach { walk($0, path, into: &paths) } }
                }
            }
            for (name, def) in defs where name.hasPrefix("layer_") {
                var paths: [[String]] = []
                walk(def, [], into: &paths)
                out[String(name.dropFirst("layer_".count))] = paths
            }
            return out
        }

        /// Children no screen may accept, whatever holds them: a component with a bad value, a primitive layer
        /// with one, an unknown type, a value that is not a layer.
        static let badChildren: [(String, JSONValue)] = [
            (
                "a switch with a bad origin",
                JSONValue.object([("type", .string("switch")), ("origin", .array([.number(0), .string("a")]))])
            ),
            (
                "a stepper out of range",
                JSONValue.object([
                    ("type", .string("stepper")), ("center", .array([.number(0), .number(0)])), ("value", .number(200)),
                ])
            ),
            (
                "a text of a number",
                JSONValue.object([("type", .string("text")), ("text", .number(5)), ("frame", frame)])
            ),
            (
                "a symbol of an unknown name",
                JSONValue.object([("type", .string("symbol")), ("name", .string("nope.fill")), ("frame", frame)])
            ),
            (
                "a missing image",
                JSONValue.object([("type", .string("image")), ("image", .string("no-such.png")), ("frame", frame)])
            ),
            ("an unknown type", JSONValue.object([("type", .string("nope"))])),
            ("a number", .number(1)),
        ]
        static let frame = JSONValue.array([.number(0), .number(0), .number(20), .number(20)])

        /// `value` with `child` appended to the array at `path` (objects and the array made where missing).
        static func appending(_ child: JSONValue, at path: ArraySlice<String>, in value: JSONValue) -> JSONValue {
            guard let key = path.first else {
                if case .array(let items) = value { return .array(items + [child]) }
                return .array([child])
            }
            var members: [(key: String, value: JSONValue)] = []
            if case .object(let m) = value { members = m }
            if let i = members.firstIndex(where: { $0.key == key }) {
                members[i].value = appending(child, at: path.dropFirst(), in: members[i].value)
            } else {
                members.append(
                    (key, appending(child, at: path.dropFirst(), in: path.count == 1 ? .array([]) : .object([]))))
            }
            return .object(members)
        }

        /// The variants of `type`'s examples: each as written; a bad child, and every component's first
        /// example (`nested`), in each key that holds layers; an unknown key; each key given a wrong value.
        static func variants(
            of type: String, _ examples: [String: [JSONValue]], contentPaths: [String: [[String]]]
        ) -> [(what: String, layer: JSONValue, nested: Bool)] {
            var out: [(what: String, layer: JSONValue, nested: Bool)] = []
            for (n, example) in (examples[type] ?? []).enumerated() {
                let name = "\(type) (example \(n + 1))"
                out.append((name, example, false))
                for path in contentPaths[type] ?? [] {
                    let at = path.joined(separator: ".")
                    for (what, child) in badChildren {
                        out.append(
                            ("\(name) with \(what) in \(at)", appending(child, at: path[...], in: example), false))
                    }
                    guard n == 0 else { continue }
                    for other in Lowering.componentTypes {
                        guard let inner = examples[other]?.first else { continue }
                        out.append(
                            ("\(name) with a \(other) in \(at)", appending(inner, at: path[...], in: example), true))
                    }
                }
                guard case .object(let members) = example else { continue }
                out.append(("\(name) with an unknown key", .object(members + [("unknownKey", .number(0))]), false))
                for (i, m) in members.enumerated() where m.key != "type" {
                    for wrong in [JSONValue.object([("?", .number(0))]), .number(-1e300)] {
                        var changed = members
                        changed[i].value = wrong
                        out.append(("\(name) with \(m.key) = \(JSONWriter.write(wrong))", .object(changed), false))
                    }
                }
            }
            return out
        }
    }

    /// Paths as errors name them (`layers[0].tabs[2].badge`), looked up in the JSON the user wrote.
    enum UserPaths {
        /// Whether `path` names a value in `json` ("" is the whole scene).
        static func exists(_ path: String, in json: JSONValue) -> Bool {
            var value = json
            var rest = Substring(path)
            while !rest.isEmpty {
                if rest.first == "[" {
                    guard let close = rest.firstIndex(of: "]"),
                        let i = Int(rest[rest.index(after: rest.startIndex)..<close]),
                        case .array(let items) = value, items.indices.contains(i)
                    else { return false }
                    value = items[i]
                    rest = rest[rest.index(after: close)...]
                } else {
                    if rest.first == "." { rest = rest.dropFirst() }
                    let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                    let key = String(rest[..<end])
                    guard case .object(let members) = value, let m = members.first(where: { $0.key == key }) else {
                        return false
                    }
                    value = m.value
                    rest = rest[end...]
                }
            }
            return true
        }
    }
}
