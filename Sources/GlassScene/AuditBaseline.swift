/// An audit baseline (`glass audit --baseline FILE`, `glass test --audit --baseline FILE`): findings a team
/// has accepted, each by the user's JSON path, its kind and the traits of the render it was found in, with an
/// optional reason. Only findings not in it fail; entries that no longer match are reported as stale.
///
/// ```json
/// {"accepted": [
///   {"path": "layers[2].title", "kind": "truncated", "traits": "dynamicType=AX3", "reason": "ticket 123"},
///   {"scene": "settings/main", "path": "layers[0].layers[9]", "kind": "contrast", "traits": ""}
/// ]}
/// ```
///
/// `scene` names the scene of a `glass test` suite the entry is for (its path under SCENES without `.json`);
/// an entry without one accepts the finding in any scene (what `glass audit`, one scene, writes).
public struct AuditBaseline: Sendable, Equatable {
    public struct Entry: Sendable, Equatable, Hashable {
        /// The suite's scene it is for; nil: any.
        public var scene: String?
        public var path: String
        /// `contrast` (the legibility audit) or a layout finding's kind.
        public var kind: String
        /// The render's traits as the audit prints them (`appearance=dark,dynamicType=AX3`; empty: none).
        public var traits: String
        public var reason: String?

        public init(scene: String? = nil, path: String, kind: String, traits: String, reason: String? = nil) {
            self.scene = scene
            self.path = path
            self.kind = kind
            self.traits = traits
            self.reason = reason
        }

        /// What a finding is matched by: its path, kind and traits (the reason is only for people).
        public var key: Key { Key(scene: scene ?? "", path: path, kind: kind, traits: traits) }
    }

    public struct Key: Sendable, Hashable {
        /// The scene; "" for any (an entry) or for `glass audit`'s one scene (a finding).
        public var scene: String
        public var path: String
        public var kind: String
        public var traits: String
        public init(scene: String = "", path: String, kind: String, traits: String) {
            self.scene = scene
            self.path = path
            self.kind = kind
            self.traits = traits
        }
    }

    /// The kinds an entry may name: the legibility audit's and the layout audit's.
    public static let kinds = ["contrast", "truncated", "overlaps", "unsafe", "offCanvas", "smallTarget"]
    /// Most entries a baseline may hold.
    public static let maxEntries = 100_000

    public let entries: [Entry]
    /// Each key's first entry, by its index in `entries`: a lookup is O(1) however long the file.
    private let index: [Key: Int]

    public init(entries: [Entry] = []) {
        self.entries = entries
        var index: [Key: Int] = [:]
        for (i, e) in entries.enumerated() where index[e.key] == nil { index[e.key] = i }
        self.index = index
    }

    /// The entry accepting a finding, if any: one for its scene, else one for any scene.
    public func entry(for key: Key) -> Entry? {
        var any = key
        any.scene = ""
        return (index[key] ?? index[any]).map { entries[$0] }
    }

    /// A baseline from its file's bytes; every problem a `SceneError` at the entry's JSON path in `file`.
    public static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> AuditBaseline {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw SceneError(.badData, file: file, path: "", "invalid JSON at \(error.description)")
        }
        let root = Node(value: json, path: "", file: file)
        let top = try root.object(allowed: ["accepted", "$schema"])
        let accepted = try top.required("accepted")
        let list = try accepted.array()
        if list.count > maxEntries { throw accepted.error("\(list.count) entries; the limit is \(maxEntries)") }
        var entries: [Entry] = []
        var seen: Set<Key> = []
        for item in list {
            let o = try item.object(allowed: ["scene", "path", "kind", "traits", "reason"])
            let scene = try o.optional("scene")?.string()
            let path = try o.required("path").string()
            let kind = try o.required("kind").choice(kinds.map { ($0, $0) })
            let traitsNode = o.optional("traits")
            let traits = try traitsNode?.string() ?? ""
            if let traitsNode, SceneOverrides(description: traits) == nil {
                throw traitsNode.error(
                    "expected the render's traits as the audit prints them (\"appearance=dark,dynamicType=AX3\", keys sorted), got \"\(truncatedForMessage(traits))\""
                )
            }
            let reason = try o.optional("reason")?.string()
            let entry = Entry(scene: scene, path: path, kind: kind, traits: traits, reason: reason)
            if !seen.insert(entry.key).inserted {
                throw item.error("accepts the same path, kind and traits as an earlier entry")
            }
            entries.append(entry)
        }
        return AuditBaseline(entries: entries)
    }

    /// The file's text: `{"accepted": [...]}`, one entry a line, in the order given.
    public func text() -> String {
        let items = entries.map { e -> JSONValue in
            var members: [(key: String, value: JSONValue)] = e.scene.map { [("scene", .string($0))] } ?? []
            members += [("path", .string(e.path)), ("kind", .string(e.kind)), ("traits", .string(e.traits))]
            if let r = e.reason { members.append(("reason", .string(r))) }
            return .object(members)
        }
        return JSONWriter.write(.object([("accepted", .array(items))]))
    }
}
