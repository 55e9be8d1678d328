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

    public init(_ kind: Kind, file: String, path: String, _ message: String) {
        self.kind = kind
        self.file = file
        self.path = path
        self.message = message
    }

    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

/// The nearest of `candidates` to `word` by edit distance, if close enough to be a likely typo.
func nearest(to word: String, in candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + [Int](repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
    let lower = word.lowercased()
    // An abbreviation or an extension of a valid name ("blur" for "blurRadius") is a likely typo too.
    if lower.count >= 3,
        let hit = candidates.first(where: { $0.lowercased().hasPrefix(lower) || lower.hasPrefix($0.lowercased()) })
    {
        return hit
    }
    let w = Array(lower)
    let scored = candidates.map { (c: $0, d: distance(w, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.d < $1.d }) else { return nil }
    return best.d <= max(2, w.count / 3) ? best.c : nil
}
