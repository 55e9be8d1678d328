import FoundationEssentials
import GlassGoldens
import GlassScene
import Glibc

/// `glass test`'s `--only` and the metadata its reports carry.
extension TestCommand {
    /// The entries and problems `--only NAME…` keeps (all when none given). Every NAME must be the name of
    /// a scene, a render of a matrix (`NAME[k=v]`) or a problem of the whole suite, whatever the shard (a
    /// scene's name keeps all its renders): a usage error names the first that is not, with the closest
    /// name when one is near.
    static func only(
        _ names: [String], suite: GoldenSuite, entries: [GoldenSuite.Entry], problems: [GoldenSuite.Problem]
    ) throws(CLIError) -> ([GoldenSuite.Entry], [GoldenSuite.Problem]) {
        if names.isEmpty { return (entries, problems) }
        var known = suite.entries.map(\.name) + suite.problems.map(\.name)
        known += Set(suite.entries.map(\.sceneName)).subtracting(known).sorted()
        let knownSet = Set(known)
        for name in names where !knownSet.contains(name) {
            let hint = closest(to: name, in: known).map { "; did you mean '\(printable($0))'?" } ?? ""
            throw .usage(
                "--only \(printable(name)) names no scene of the suite (a path relative to SCENES, without .json)"
                    + hint, command: "test")
        }
        let wanted = Set(names)
        return (
            entries.filter { wanted.contains($0.name) || wanted.contains($0.sceneName) },
            problems.filter { wanted.contains($0.name) }
        )
    }

    /// The name nearest `name` by edit distance (characters), when it is at most a third of the name's
    /// length away, or `name` plus `.json`; nil when none is, or the search would be long.
    static func closest(to name: String, in names: [String]) -> String? {
        if let plain = names.first(where: { $0 + ".json" == name }) { return plain }
        let a = Array(name)
        guard !a.isEmpty, a.count <= 256, names.count <= 100_000 else { return nil }
        var best: (name: String, distance: Int)? = nil
        for candidate in names {
            let b = Array(candidate)
            guard b.count <= 256, abs(a.count - b.count) <= max(1, a.count / 3) else { continue }
            let d = editDistance(a, b)
            if d <= max(1, a.count / 3) && d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// The run's metadata: this machine (`uname`, processors), now in UTC, the threads, the working folder
    /// and the options the accept command keeps; `seconds` is filled in when the run ends.
    static func metadata(scenes: String, goldens: String, tolerance: Int?, threads: Int) -> RunMetadata {
        var u = utsname()
        _ = uname(&u)
        func text<T>(_ field: inout T) -> String {
            withUnsafePointer(to: &field) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout<T>.size) { String(cString: $0) }
            }
        }
        var folder = "/"
        if let cwd = getcwd(nil, 0) {
            folder = String(cString: cwd)
            free(cwd)
        }
        return RunMetadata(
            version: version, host: text(&u.nodename), system: text(&u.sysname), machine: text(&u.machine),
            processors: ProcessInfo.processInfo.activeProcessorCount, startedUTC: utcNow(), threads: threads,
            workingDirectory: folder, scenes: scenes, goldens: goldens, tolerance: tolerance)
    }

    /// The version the reports name: `glass --version`'s line.
    static var version: String { Help.version }

    /// Now, UTC, ISO 8601 to the second: `2026-12-01T19:24:01Z`.
    static func utcNow() -> String {
        var now = time(nil)
        var t = tm()
        guard gmtime_r(&now, &t) != nil else { return "" }
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return
            "\(t.tm_year + 1900)-\(two(t.tm_mon + 1))-\(two(t.tm_mday))T\(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec))Z"
    }
}
