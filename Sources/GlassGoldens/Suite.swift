import FoundationEssentials

/// The scenes of a golden suite: every `*.json` under a folder (recursively) or one file, with the name
/// each is reported under (its path relative to the folder, without `.json`) and its golden
/// (`<goldens>/<name>.png`).
public struct GoldenSuite: Sendable {
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let scenePath: String
        public let goldenPath: String
    }

    public let entries: [Entry]

    /// Scenes under `scenes` (a folder, searched recursively, hidden files and folders skipped, sorted by
    /// name; or a single file), goldens under `goldens`.
    public init(scenes: String, goldens: String) throws(GoldenSuiteError) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: scenes, isDirectory: &isDirectory) else {
            throw .missing(scenes)
        }
        if !isDirectory {
            let base = scenes.split(separator: "/").last.map(String.init) ?? scenes
            let name = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
            entries = [Entry(name: name, scenePath: scenes, goldenPath: goldens + "/" + name + ".png")]
            return
        }
        var found: [String] = []
        func walk(_ folder: String, _ prefix: String) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for n in names where !n.hasPrefix(".") {
                let path = folder + "/" + n
                var dir = false
                FileManager.default.fileExists(atPath: path, isDirectory: &dir)
                if dir {
                    walk(path, prefix + n + "/")
                } else if n.hasSuffix(".json") {
                    found.append(prefix + String(n.dropLast(5)))
                }
            }
        }
        walk(scenes, "")
        entries = found.sorted().map {
            Entry(name: $0, scenePath: scenes + "/" + $0 + ".json", goldenPath: goldens + "/" + $0 + ".png")
        }
    }

    /// The `index`-th (1-based) of `count` disjoint slices, stable as scenes come and go: a scene's slice is
    /// the FNV-1a hash of its name modulo `count`, so adding a scene never moves another to a new machine.
    public func shard(_ index: Int, of count: Int) -> [Entry] {
        entries.filter { Int(Self.fnv1a($0.name) % UInt64(count)) == index - 1 }
    }

    static func fnv1a(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}

public enum GoldenSuiteError: Error, Equatable, Sendable {
    case missing(String)
}
