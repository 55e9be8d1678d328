/// The keys of a scene's `settings` object and the values each takes, spelled exactly as scenes and the command
/// line spell them: the one table the trait matrices (`SceneOverrides`, `--matrix`, the settings flags) read.
/// `layoutDirection` belongs to the devices and directions work and joins here with it.
public enum SettingsTable {
    /// What a setting takes: a JSON boolean, or one of a list of words (in the order they are listed to users).
    public enum Values: Sendable, Equatable {
        case bool
        case words([String])

        /// Every value, as the command line and golden names spell it (`true`/`false` for a boolean).
        public var spellings: [String] {
            switch self {
            case .bool: ["true", "false"]
            case .words(let words): words
            }
        }

        /// The JSON a value spelled `spelling` puts in the scene, or nil when it is not one of `spellings`.
        public func json(_ spelling: String) -> JSONValue? {
            switch self {
            case .bool: spelling == "true" ? .bool(true) : spelling == "false" ? .bool(false) : nil
            case .words(let words): words.contains(spelling) ? .string(spelling) : nil
            }
        }
    }

    /// Every setting, sorted by key.
    public static let settings: [(key: String, values: Values)] = [
        ("boldText", .bool),
        ("dynamicType", .words(["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"])),
        ("glassStyle", .words(["clear", "tinted"])),
        ("increaseContrast", .bool),
        ("reduceTransparency", .bool),
    ]

    /// The values of the setting `key`, or nil when there is no such setting.
    public static func values(of key: String) -> Values? {
        settings.first { $0.key == key }?.values
    }

    /// Checks a scene's `settings` object against the table (every key known, every value one it takes).
    /// What the settings do to a render is the resolver's; this only keeps a misspelt setting from passing.
    static func check(_ node: Node) throws(SceneError) {
        let object = try node.object(allowed: settings.map(\.key))
        for (key, values) in settings {
            guard let value = object.optional(key) else { continue }
            switch values {
            case .bool:
                guard case .bool = value.value else { throw value.expected("true or false") }
            case .words(let words):
                _ = try value.choice(words.map { ($0, $0) })
            }
        }
    }
}
