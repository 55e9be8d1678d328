import GlassText

extension SymbolTable {
    /// Up to `count` known SF Symbol names nearest `name`: those sharing the most dot-separated words
    /// first (so `rectangle.stack.fill` suggests names with `rectangle` or `stack`, never `calendar`),
    /// then by edit distance, then alphabetically. A name longer than an error line echoes is ranked by
    /// shared words alone.
    package static func closest(to name: String, count: Int) -> [String] {
        let lower = name.lowercased()
        let words = Set(lower.split(separator: ".").map(String.init))
        let measured = lower.utf8.count <= maxEcho
        let w = Array(lower)
        let scored = entries.map { entry in
            let shared = Set(entry.sf.split(separator: ".").map(String.init)).intersection(words).count
            let distance = measured ? editDistance(w, Array(entry.sf)) : 0
            return (name: entry.sf, shared: shared, distance: distance)
        }
        let ranked = scored.sorted { a, b in
            if a.shared != b.shared { return a.shared > b.shared }
            if a.distance != b.distance { return a.distance < b.distance }
            return a.name < b.name
        }
        return ranked.prefix(count).map(\.name)
    }
}

extension Node {
    /// This node's string as an SF Symbol name the table knows; otherwise an error naming the three
    /// closest known names (`glass symbols` lists them all).
    func symbolName() throws(SceneError) -> String {
        let name = try string()
        guard SymbolTable.material(for: name) == nil else { return name }
        let close = SymbolTable.closest(to: name, count: 3).map { "\"\($0)\"" }.joined(separator: ", ")
        throw error("unknown symbol \"\(truncatedForMessage(name))\"; the closest known: \(close)")
    }
}
