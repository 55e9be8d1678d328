import GlassScene
import GlassText

/// `glass symbols [WORD…]`: every SF Symbol name a scene may give (a `symbol` layer's `name`, a button's, bar
/// item's or tab's `symbol`), each with the Material Icons glyph that stands in for it, alphabetically; with
/// words, only the names that have a word starting with each.
enum SymbolsCommand {
    static func run(_ args: [String]) throws(CLIError) {
        let a = try Arguments(args, valued: [:], flags: ["--help", "-h"], command: "symbols")
        if a.flags.contains("--help") || a.flags.contains("-h") {
            print(Help.symbols)
            return
        }
        let words = a.positionals.map { $0.lowercased() }
        if words.contains(where: \.isEmpty) {
            throw .usage("symbols takes words to search for, not empty ones", command: "symbols")
        }
        let found = matching(words)
        guard !found.isEmpty else {
            let close = SymbolTable.closest(to: words.joined(separator: "."), count: 3).map { "\"\($0)\"" }
            throw CLIError(
                .failure,
                "no symbol name has a word starting with \(words.map { "\"\($0.count > 40 ? $0.prefix(40) + "…" : $0)\"" }.joined(separator: " and ")); the closest: \(close.joined(separator: ", "))"
            )
        }
        print(listing(found), terminator: "")
    }

    /// The entries whose words (the SF name's, split at dots, and its stand-in's, split at underscores) start
    /// with every one of `words`: `map` finds `map`, `map.fill` and `mappin`; `rain` finds `cloud.rain`. A word
    /// may span the name's words: `map.fill` finds `map.fill`, `sun.max` finds `sun.max.fill`.
    static func matching(_ words: [String]) -> [(sf: String, material: String)] {
        SymbolTable.entries.filter { e in
            words.allSatisfy { w in fromAWord(e.sf, ".", startsWith: w) || fromAWord(e.material, "_", startsWith: w) }
        }
    }

    /// Whether `name`, from the start of one of its words (split at `separator`), begins with `word`.
    static func fromAWord(_ name: String, _ separator: Character, startsWith word: String) -> Bool {
        let parts = name.split(separator: separator)
        return parts.indices.contains { parts[$0...].joined(separator: String(separator)).hasPrefix(word) }
    }

    /// One line a name, alphabetically: the SF name padded to the longest, then its Material ligature.
    static func listing(_ entries: [(sf: String, material: String)] = SymbolTable.entries) -> String {
        let sorted = entries.sorted { $0.sf < $1.sf }
        let width = sorted.map(\.sf.count).max() ?? 0
        return sorted.map { e in e.sf + String(repeating: " ", count: width - e.sf.count + 2) + e.material + "\n" }
            .joined()
    }
}
