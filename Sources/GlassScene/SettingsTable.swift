/// The keys of a scene's `settings` object and the values each takes, spelled exactly as scenes and the command
/// line spell them: the one table the trait matrices (`SceneOverrides`, `--matrix`, the settings flags) read.
/// An adapter over `SceneSettings.keys`, which the resolver parses; `layoutDirection` joins with the devices work.
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

    /// Every setting, sorted by key: the scene's own table (`SceneSettings.keys`), words listed to users
    /// in their natural order (Dynamic Type's sizes smallest first).
    public static let settings: [(key: String, values: Values)] = SceneSettings.keys.map { entry in
        if SceneSettings.booleanKeys.contains(entry.key) { return (entry.key, Values.bool) }
        let words = entry.key == "dynamicType" ? ContentSizeCategory.allCases.map(\.rawValue) : entry.values
        return (entry.key, Values.words(words))
    }.sorted { $0.key < $1.key }

    /// The values of the setting `key`, or nil when there is no such setting.
    public static func values(of key: String) -> Values? {
        settings.first { $0.key == key }?.values
    }
}
