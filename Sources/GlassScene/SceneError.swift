/// A problem with a scene file, or with a file it names, located by JSON path.
///
/// Printed as one line a user can act on:
/// `scenes/tabs.json: layers[3].corners.topLeft: expected a number or {"concentric": …}, got "round"`.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The scene or an image it names is malformed or out of range (exit 65).
        case badData
        /// The scene or an image it names does not exist or cannot be read (exit 66).
        case missingInput
    }

    public var kind: Kind
    /// The file the problem is in, as the user named it.
    public var file: String
    /// The JSON path (`layers[2].frame`), empty for problems with the file as a whole.
    public var path: String
    public var message: String

    /// Echoed input is cut at each site (`truncatedForMessage`); as a backstop a path or message over
    /// `maxEcho·8` characters keeps its head and tail, so no error line runs to megabytes.
    public init(_ kind: Kind, file: String, path: String, _ message: String) {
        self.kind = kind
        self.file = file
        self.path = elided(path, keeping: maxEcho * 8)
        self.message = elided(message, keeping: maxEcho * 8)
    }

    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

/// How many characters of a user's text (a key, a string, a path) an error message echoes.
let maxEcho = 60

/// `text`, or its first `limit` characters and "…" when it is longer.
func truncatedForMessage(_ text: String, limit: Int = maxEcho) -> String {
    text.utf8.count <= limit || text.count <= limit ? text : String(text.prefix(limit)) + "…"
}

/// `text`, or its first and last `keeping/2` characters around "…" when it is longer.
func elided(_ text: String, keeping: Int) -> String {
    if text.utf8.count <= keeping || text.count <= keeping { return text }
    return String(text.prefix(keeping / 2)) + "…" + String(text.suffix(keeping / 2))
}

/// The nearest of `candidates` to `word` by edit distance, if close enough to be a likely typo.
///
/// Bounded work for any input: a word longer than `maxEcho` characters is no typo of a scene key (the
/// longest is 16), and a candidate whose length differs by more than the accepted distance cannot be
/// within it, so the table is only filled for candidates that can win (a 15-million-character key once
/// took 25 s and 313 MB here).
func nearest(to word: String, in candidates: [String]) -> String? {
    if word.utf8.count > maxEcho { return nil }
    let lower = word.lowercased()
    // An abbreviation or an extension of a valid name ("blur" for "blurRadius") is a likely typo too.
    if lower.count >= 3,
        let hit = candidates.first(where: { $0.lowercased().hasPrefix(lower) || lower.hasPrefix($0.lowercased()) })
    {
        return hit
    }
    let w = Array(lower)
    let accepted = max(2, w.count / 3)
    let scored = candidates.filter { abs($0.count - w.count) <= accepted }.map {
        (c: $0, d: editDistance(w, Array($0.lowercased())))
    }
    guard let best = scored.min(by: { $0.d < $1.d }) else { return nil }
    return best.d <= accepted ? best.c : nil
}

/// The Levenshtein distance between two words (one row of the table at a time).
package func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for (i, ca) in a.enumerated() {
        current[0] = i + 1
        for (j, cb) in b.enumerated() {
            current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
