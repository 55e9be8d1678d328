import GlassScene

/// The options that give a render traits its scene does not say: the user's settings as flags
/// (`--reduce-transparency`, `--increase-contrast`, `--glass-style`, `--bold-text`, `--dynamic-type`),
/// `--design` (render and expand) and `--matrix KEY=V1,V2` (render and test; repeatable).
enum TraitArguments {
    /// Flags that set a boolean setting to `true`.
    static let switches: [(flag: String, key: String)] = [
        ("--reduce-transparency", "reduceTransparency"), ("--increase-contrast", "increaseContrast"),
        ("--bold-text", "boldText"), ("--reduce-motion", "reduceMotion"),
    ]
    /// Options that set a setting to the value they are given.
    static let valued: [(option: String, key: String)] = [
        ("--glass-style", "glassStyle"), ("--dynamic-type", "dynamicType"), ("--orientation", "orientation"),
        ("--layout-direction", "layoutDirection"),
    ]
    /// Short spellings a flag accepts for its words (golden names use the long form).
    static let aliases: [String: String] = ["ltr": "leftToRight", "rtl": "rightToLeft"]

    /// The flag names, for `Arguments`' `flags`.
    static var flagNames: Set<String> { Set(switches.map(\.flag)) }
    /// The valued options, for `Arguments`' `valued`.
    static var valuedNames: [String: String] {
        Dictionary(uniqueKeysWithValues: valued.map { ($0.option, $0.option) })
    }

    /// The settings the flags give, each with the flag it came from, in a fixed order.
    static func settings(_ a: Arguments) -> [(key: String, value: String, place: String)] {
        switches.filter { a.flags.contains($0.flag) }.map { ($0.key, "true", $0.flag) }
            + valued.compactMap { v in
                a.options[v.option].map { (v.key, v.key == "layoutDirection" ? aliases[$0] ?? $0 : $0, v.option) }
            }
    }

    /// The traits of one render: the settings flags and `design` (the `--design` of render and expand).
    static func overrides(_ a: Arguments, design: Design?, command: String) throws(CLIError) -> SceneOverrides {
        var out = SceneOverrides()
        for (key, value, place) in settings(a) {
            do {
                try out.set(key, value)
            } catch {
                throw .usage(error.describe(at: place), command: command)
            }
        }
        if let design { try? out.set("design", design.rawValue) }
        return out
    }

    /// The matrix of `--matrix` options with each settings flag (and `design`, when given) as a key of one
    /// value: on `test` a flag is in every golden's name, so it never compares with or records over the plain
    /// goldens.
    static func matrix(_ a: Arguments, design: Design? = nil, command: String) throws(CLIError) -> TraitMatrix {
        var matrix = TraitMatrix()
        do throws(MatrixError) {
            for (key, value, place) in settings(a) { try matrix.fix(key, value, from: place) }
            if let design { try matrix.fix("design", design.rawValue, from: "--design") }
            for argument in a.lists["--matrix"] ?? [] { try matrix.add(argument) }
        } catch {
            throw .usage(error.message, command: command)
        }
        return matrix
    }
}
