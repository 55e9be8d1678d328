/// Traits a render is given from outside its scene file (the command line's `--design`, settings flags and
/// `--matrix`, GlassTesting's traits): each is set at the top level of the scene's JSON (`appearance`,
/// `design`, `device`, `settings.KEY`) before anything is lowered, so a render with `appearance=dark` is the
/// render of the same scene with `"appearance": "dark"` written in it, byte for byte.
///
/// Values are held in their one canonical spelling (device slugs such as `iphone-17-pro`, the scene format's
/// enum spellings, `true`/`false`), so two spellings of a trait never name two goldens: `name(_:)` gives
/// `NAME[k1=v1,k2=v2]` with the keys sorted.
public struct SceneOverrides: Sendable, Hashable, CustomStringConvertible {
    /// Canonical value by key.
    public private(set) var values: [String: String] = [:]

    public init() {}

    public static let none = SceneOverrides()

    public var isEmpty: Bool { values.isEmpty }

    /// Every key a trait may have, sorted: `appearance`, `design`, `device`, `orientation` and every
    /// settings key.
    public static var keys: [String] { (topLevelKeys + SettingsTable.settings.map(\.key)).sorted() }

    static let topLevelKeys = ["appearance", "design", "device", "orientation"]

    /// The canonical spellings `key` takes, in the order users are shown them; nil for an unknown key.
    public static func allowed(_ key: String) -> [String]? {
        switch key {
        case "appearance": ["light", "dark"]
        case "design": Design.allCases.map(\.rawValue)
        case "device": Device.all.map(\.slug)
        case "orientation": Orientation.allCases.map(\.rawValue)
        default: SettingsTable.values(of: key)?.spellings
        }
    }

    /// `value` of `key` in its canonical spelling. Only a device has other spellings, those the scene format
    /// accepts (its name in any case, `iPhone 17 Pro`, or its slug); every other value is taken exactly as
    /// the scene format spells it (`AX3`, never `ax3`; `true`, never `1`).
    public static func canonical(_ value: String, of key: String) throws(TraitError) -> String {
        guard let allowed = allowed(key) else { throw .unknownKey(key) }
        if key == "device", let device = Device.named(value) { return device.slug }
        guard allowed.contains(value) else {
            throw .badValue(key: key, value: value, allowed: allowed, nearest: nearest(to: value, in: allowed))
        }
        return value
    }

    /// Sets `key` to `value` (checked and made canonical), replacing a value it had.
    public mutating func set(_ key: String, _ value: String) throws(TraitError) {
        values[key] = try Self.canonical(value, of: key)
    }

    /// These traits with `other`'s added (`other` wins a key both have).
    public func merging(_ other: SceneOverrides) -> SceneOverrides {
        var out = self
        out.values.merge(other.values) { _, new in new }
        return out
    }

    /// These traits in `design`.
    public func with(_ design: Design) -> SceneOverrides {
        var out = self
        out.values["design"] = design.rawValue
        return out
    }

    /// The design the traits ask for, if any.
    public var design: Design? { values["design"].flatMap(Design.init(rawValue:)) }

    /// `k1=v1,k2=v2`, keys sorted (all ASCII): what a name holds between its brackets ("" for none).
    public var description: String {
        values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }

    /// `base[k1=v1,k2=v2]`, or `base` itself when there are no traits: the name of a render, its golden
    /// (with `.png`) and its output.
    public func name(_ base: String) -> String { isEmpty ? base : "\(base)[\(description)]" }

    /// Traits from their `description` (a wire format between glass and its worker processes); nil when
    /// it is not one, or holds a key twice or a value that is not canonical.
    public init?(description: String) {
        if description.isEmpty { return }
        for pair in description.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, values[String(parts[0])] == nil,
                let value = try? Self.canonical(String(parts[1]), of: String(parts[0])), value == parts[1]
            else { return nil }
            values[String(parts[0])] = value
        }
    }

    /// Whether `name` ends like a render's name with traits: `[k=v,…]` with every key known and each key once
    /// (a scene named so would share its golden with a matrix render of another scene).
    public static func endsLikeTraits(_ name: String) -> Bool {
        guard name.hasSuffix("]"), let open = name.lastIndex(of: "[") else { return false }
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        var seen: Set<Substring> = []
        for pair in inside.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, allowed(String(parts[0])) != nil, seen.insert(parts[0]).inserted else {
                return false
            }
        }
        return true
    }

    /// The scene's JSON with these traits set at its top level (`settings.KEY` for a setting). A `settings`
    /// that is not an object is left as it is, for the scene's own error to report.
    func applied(to json: JSONValue) -> JSONValue {
        guard !isEmpty, case .object(var members) = json else { return json }
        func put(_ key: String, _ value: JSONValue, into members: inout [(key: String, value: JSONValue)]) {
            if let i = members.firstIndex(where: { $0.key == key }) {
                members[i].value = value
            } else {
                members.append((key, value))
            }
        }
        var settings: [(key: String, value: JSONValue)] = []
        var settingsObject = true
        if let given = members.first(where: { $0.key == "settings" })?.value {
            if case .object(let m) = given { settings = m } else { settingsObject = false }
        }
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            if Self.topLevelKeys.contains(key) {
                put(key, .string(value), into: &members)
            } else if let json = SettingsTable.values(of: key)?.json(value) {
                put(key, json, into: &settings)
            }
        }
        if settingsObject && !settings.isEmpty { put("settings", .object(settings), into: &members) }
        return .object(members)
    }
}

/// A trait that is not one: an unknown key, or a value the key does not take. The command line and
/// GlassTesting phrase it for where it was given (`describe(at:)`).
public enum TraitError: Error, Equatable, Sendable {
    case unknownKey(String)
    case badValue(key: String, value: String, allowed: [String], nearest: String?)

    /// One line: `WHERE expects light or dark, got 'Dark'; did you mean 'dark'?`, or for an unknown key
    /// `WHERE: unknown key 'x'; keys: appearance, …`. `at` names where the trait was given (`--matrix
    /// appearance`, `--dynamic-type`).
    public func describe(at place: String) -> String {
        switch self {
        case .unknownKey(let key):
            let hint = nearest(to: key, in: SceneOverrides.keys).map { "did you mean '\($0)'? " } ?? ""
            return "\(place): unknown key '\(truncatedForMessage(key))'; \(hint)keys: "
                + SceneOverrides.keys.joined(separator: ", ")
        case .badValue(_, let value, let allowed, let nearest):
            let list =
                allowed.count == 2
                ? "\(allowed[0]) or \(allowed[1])"
                : allowed.dropLast().joined(separator: ", ") + " or " + allowed.last!
            let hint = nearest.map { "; did you mean '\($0)'?" } ?? ""
            return "\(place) expects \(list), got '\(truncatedForMessage(value))'\(hint)"
        }
    }
}
