import GlassText

/// `glass symbols`: every SF Symbol name a scene may give (a `symbol` layer's `name`, a button's, bar
/// item's or tab's `symbol`), each with the Material Icons glyph that stands in for it, alphabetically.
enum SymbolsCommand {
    static func run(_ args: [String]) throws(CLIError) {
        let a = try Arguments(args, valued: [:], flags: ["--help", "-h"], command: "symbols")
        if a.flags.contains("--help") || a.flags.contains("-h") {
            print(Help.symbols)
            return
        }
        guard a.positionals.isEmpty else { throw .usage("symbols takes no arguments", command: "symbols") }
        print(listing(), terminator: "")
    }

    /// One line a name: the SF name padded to the longest, then its Material ligature.
    static func listing() -> String {
        let sorted = SymbolTable.entries.sorted { $0.sf < $1.sf }
        let width = sorted.map(\.sf.count).max() ?? 0
        return sorted.map { e in e.sf + String(repeating: " ", count: width - e.sf.count + 2) + e.material + "\n" }
            .joined()
    }
}
