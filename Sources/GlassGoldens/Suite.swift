import GlassFiles
import GlassScene

/// The scenes of a golden suite: every `*.json` under a folder (recursively) or one file, with the name
/// each is reported under (its path relative to the folder, without `.json`) and its golden
/// (`<goldens>/<name>.png`).
///
/// The walk follows no link to a folder (a link to `.` once recorded 41 goldens 40 levels deep, and two
/// never finished), and skips nothing silently: a folder link, a folder that cannot be listed, a name that
/// is not UTF-8 and folders nested too deep are `problems`, each reported as an error of the suite.
public struct GoldenSuite: Sendable {
    public struct Entry: Sendable, Equatable {
        /// The render's name: the scene's relative path without `.json`, with its traits in a matrix
        /// (`bars/tab[appearance=dark]`).
        public let name: String
        public let scenePath: String
        public let goldenPath: String
        /// The traits it renders with (none outside a matrix).
        public var traits: SceneOverrides = .none
        /// The scene's own name (`bars/tab`), which `--only` also takes.
        public var sceneName: String
        /// A frame of an animated scene: the instant in seconds as names spell it (`0.250`), or `end`.
        public var instant: String? = nil

        init(name: String, scenePath: String, goldenPath: String) {
            self.name = name
            self.scenePath = scenePath
            self.goldenPath = goldenPath
            self.sceneName = name
        }

        init(scene e: Entry, traits: SceneOverrides) {
            name = traits.name(e.name)
            scenePath = e.scenePath
            // `<goldens>/<name>.png` becomes `<goldens>/<name>[traits].png`.
            goldenPath = traits.isEmpty ? e.goldenPath : String(e.goldenPath.dropLast(4)) + "[\(traits)].png"
            self.traits = traits
            sceneName = e.sceneName
        }
    }

    /// Something under the scenes folder that could not be made a test: reported as a failing one.
    public struct Problem: Sendable, Equatable {
        /// The relative path, shown (bytes that are not UTF-8 as `\xFF`).
        public let name: String
        public let path: String
        public let message: String

        /// The problem as the result of a test that errored, for the summary, the report and JUnit.
        public var result: GoldenResult {
            .error(name: name, scenePath: path, goldenPath: "", message: message)
        }
    }

    public let entries: [Entry]
    public let problems: [Problem]

    /// Folders nested deeper than this under the scenes folder are a problem, not walked (each level holds
    /// a descriptor open).
    public static let maxDepth = 64

    /// Scenes under `scenes` (a folder, searched recursively, hidden files and folders skipped, sorted by
    /// name's bytes; or a single file), goldens under `goldens`.
    public init(scenes: String, goldens: String) throws(GoldenSuiteError) {
        if scenes.isEmpty { throw .missing(scenes) }
        let root: OpenFolder
        do {
            root = try OpenFolder.open(scenes, links: .follow)
        } catch {
            // A file: a suite of one scene.
            guard error.kind == .wrongKind, FileIdentity(path: scenes) != nil else { throw .missing(scenes) }
            let base = scenes.split(separator: "/").last.map(String.init) ?? scenes
            let name = FileNames.stem(base) ?? base
            if SceneOverrides.endsLikeTraits(name) {
                entries = []
                problems = [Problem(name: name, path: scenes, message: Self.namedLikeARender)]
            } else {
                entries = [Entry(name: name, scenePath: scenes, goldenPath: Self.path(goldens, name + ".png"))]
                problems = []
            }
            return
        }
        var found: [String] = []
        var problems: [Problem] = []
        func problem(_ relative: String, _ message: String) {
            problems.append(Problem(name: relative, path: Self.path(scenes, relative), message: message))
        }
        func walk(_ folder: OpenFolder, _ prefix: String, depth: Int) {
            let listed: [(name: [UInt8], kind: OpenFolder.EntryKind)]
            do {
                listed = try folder.entries()
            } catch {
                return problem(prefix.isEmpty ? "." : String(prefix.dropLast()), error.reason)
            }
            for (bytes, kind) in listed where bytes.first != UInt8(ascii: ".") {
                let isScene = FileNames.hasExtension(bytes, ".json")
                let shown = prefix + FileNames.shown(bytes)
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    if isScene || kind == .folder || kind == .link(.folder) {
                        problem(shown, "the name is not UTF-8; rename it to test it")
                    }
                    continue
                }
                switch kind {
                case .folder:
                    if depth >= Self.maxDepth {
                        problem(shown, "folders are nested deeper than \(Self.maxDepth) levels; not searched")
                        continue
                    }
                    do {
                        walk(try folder.child(name, links: .refuse), shown + "/", depth: depth + 1)
                    } catch {
                        problem(shown, error.reason)
                    }
                case .link(.folder):
                    problem(shown, "is a symbolic link to a folder, which glass test does not follow")
                case .file, .link, .other, .missing:
                    guard isScene else { continue }
                    let stem = FileNames.stem(name) ?? name
                    if SceneOverrides.endsLikeTraits(stem) {
                        problem(prefix + stem, Self.namedLikeARender)
                    } else {
                        found.append(prefix + stem)
                    }
                }
            }
        }
        walk(root, "", depth: 0)
        entries = found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
            Entry(name: $0, scenePath: Self.path(scenes, $0 + ".json"), goldenPath: Self.path(goldens, $0 + ".png"))
        }
        self.problems = problems.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    init(entries: [Entry], problems: [Problem]) {
        self.entries = entries
        self.problems = problems
    }

    /// Why a scene named `NAME[key=value,…].json` is not tested: its golden would be a matrix render's.
    static let namedLikeARender =
        "the name ends like a matrix render's, [key=value,…], so its golden could be another scene's; rename it"

    /// The suite with each scene rendered once for each of `matrix`'s traits (in that order, scene after
    /// scene), named `NAME[k1=v1,k2=v2]`, its golden `<goldens>/NAME[k1=v1,k2=v2].png`; `[.none]` leaves it as
    /// it is. A render whose golden's file name would be longer than a file system holds is a problem, never
    /// cut short (a cut name could be another render's), and so are two whose files would clash
    /// (`refusingSharedPaths`).
    public func expanded(by matrix: [SceneOverrides]) -> GoldenSuite {
        var renders: [Entry] = []
        var problems = self.problems
        for scene in entries {
            for traits in matrix {
                let render = Entry(scene: scene, traits: traits)
                if let bytes = FileNames.lastComponentTooLong(render.goldenPath) {
                    problems.append(
                        Problem(
                            name: render.name, path: render.scenePath,
                            message:
                                "the golden's file name is \(bytes) bytes; the limit is \(FileNames.maxBytes) (shorten the scene's name or vary fewer keys)"
                        ))
                } else {
                    renders.append(render)
                }
            }
        }
        return GoldenSuite(
            entries: renders, problems: problems.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        ).refusingSharedPaths()
    }

    /// The suite with each animated scene's frames after its render (`instants` gives a scene's: `end`, or
    /// seconds as `0.250`), named `NAME@end` and `NAME@0.250s`, their goldens `<goldens>/NAME@end.png` and
    /// `<goldens>/NAME@0.250s.png` (after any traits: `NAME[appearance=dark]@end.png`).
    public func expanded(byInstants instants: (String) -> [String]) -> GoldenSuite {
        var out: [Entry] = []
        var problems = self.problems
        var known: [String: [String]] = [:]
        for e in entries {
            out.append(e)
            if known[e.scenePath] == nil { known[e.scenePath] = instants(e.scenePath) }
            for instant in known[e.scenePath]! {
                let label = instant == "end" ? "end" : "\(instant)s"
                var frame = Entry(
                    name: "\(e.name)@\(label)", scenePath: e.scenePath,
                    goldenPath: String(e.goldenPath.dropLast(4)) + "@\(label).png")
                (frame.traits, frame.sceneName, frame.instant) = (e.traits, e.sceneName, instant)
                if let bytes = FileNames.lastComponentTooLong(frame.goldenPath) {
                    problems.append(
                        Problem(
                            name: frame.name, path: frame.scenePath,
                            message: "the golden's file name is \(bytes) bytes; the limit is \(FileNames.maxBytes)"))
                } else {
                    out.append(frame)
                }
            }
        }
        return GoldenSuite(
            entries: out, problems: problems.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        ).refusingSharedPaths()
    }

    /// `relative` in `folder`; an empty folder is the current one, never the root of the file system.
    static func path(_ folder: String, _ relative: String) -> String {
        folder.isEmpty ? relative : folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// The `index`-th (1-based) of `count` disjoint slices, stable as scenes come and go: a render's slice is
    /// the FNV-1a hash of its name modulo `count` (the name with its traits in a matrix, so one scene's
    /// matrix spreads over the slices), and adding a scene never moves another to a new machine.
    public func shard(_ index: Int, of count: Int) -> [Entry] {
        entries.filter { Self.inShard($0.name, index, count) }
    }

    /// The problems of the `index`-th of `count` slices, sliced as `shard` slices the scenes.
    public func problems(shard index: Int, of count: Int) -> [Problem] {
        problems.filter { Self.inShard($0.name, index, count) }
    }

    static func inShard(_ name: String, _ index: Int, _ count: Int) -> Bool {
        Int(fnv1a(name) % UInt64(count)) == index - 1
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
