import GlassCore

/// What the reports of one `glass test` run say about the run itself, and what they need to write the
/// command that accepts one scene's change: built by `glass test`, plain values here.
public struct RunMetadata: Sendable, Equatable {
    /// The glass that ran (its version, or "glass" where none is known).
    public var version: String
    /// `uname`'s node name, system name and machine, and the processors online.
    public var host: String, system: String, machine: String
    public var processors: Int
    /// When the run began, UTC, ISO 8601 (`2026-12-01T19:24:01Z`).
    public var startedUTC: String
    /// Threads each scene rendered with.
    public var threads: Int
    /// The run's wall time in seconds.
    public var seconds: Double
    /// The folder relative paths (artifacts, the accept command) are relative to.
    public var workingDirectory: String
    /// The run's SCENES and `--goldens` as given, and its `--tolerance` when given: the accept command keeps them.
    public var scenes: String, goldens: String
    public var tolerance: Int?
    /// The run's traits as `--matrix KEY=V1,V2` arguments (settings flags included): the accept command keeps
    /// them, so its `--only` finds the render it names.
    public var matrix: [String] = []
    /// The audit's findings by render name (`glass test --audit`), in each render's order; nil when the run
    /// did not audit. A render audited without findings has an empty list; one that could not be audited has
    /// no entry.
    public var audit: [String: [AuditReportFinding]]? = nil

    public init(
        version: String = "glass", host: String = "", system: String = "", machine: String = "",
        processors: Int = 0, startedUTC: String = "", threads: Int = 1, seconds: Double = 0,
        workingDirectory: String = "/", scenes: String = "scenes", goldens: String = "goldens", tolerance: Int? = nil
    ) {
        self.version = version
        self.host = host
        self.system = system
        self.machine = machine
        self.processors = processors
        self.startedUTC = startedUTC
        self.threads = threads
        self.seconds = seconds
        self.workingDirectory = workingDirectory
        self.scenes = scenes
        self.goldens = goldens
        self.tolerance = tolerance
    }

    /// The command that records this one scene's new image as its golden (`--record missing` for a
    /// missing golden, `failed` for a mismatch), run from `workingDirectory`; nil for a result that has
    /// nothing to accept (passed, recorded, or an error).
    public func acceptCommand(for r: GoldenResult) -> String? {
        let mode: String
        switch r.status {
        case .failed: mode = "failed"
        case .missing: mode = "missing"
        case .passed, .recorded, .error: return nil
        }
        // SCENES that starts with `-` would read as an option.
        var words = ["glass", "test", scenes.hasPrefix("-") ? "./" + scenes : scenes, "--goldens", goldens]
        if let tolerance { words += ["--tolerance", String(tolerance)] }
        words += matrix + ["--only", r.name, "--record", mode]
        return words.map(shellQuoted).joined(separator: " ")
    }

    /// `path` as an absolute path: relative ones are taken from `workingDirectory`.
    public func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return workingDirectory.hasSuffix("/") ? workingDirectory + relative : workingDirectory + "/" + relative
    }
}

/// One finding of `glass test --audit` as the reports list it: its line (path, kind, figures) and whether a
/// baseline accepted it (with the reason given there).
public struct AuditReportFinding: Sendable, Equatable {
    public var line: String
    public var accepted: Bool
    public var reason: String?

    public init(line: String, accepted: Bool, reason: String? = nil) {
        self.line = line
        self.accepted = accepted
        self.reason = reason
    }

    /// The line with its verdict: `FAIL`, or `accepted` and the reason.
    public var text: String { line + (accepted ? "  accepted" + (reason.map { " (\($0))" } ?? "") : "  FAIL") }
}

/// `word` as one word of a POSIX shell: bare when it holds only characters no shell treats specially,
/// else in single quotes (a quote inside as `'\''`); an empty word is `''`. In a word with characters a report
/// cannot show as themselves (control characters and marks that reorder text: see `escaped`), each run of
/// those is written `"$(printf '…')"` with its bytes in octal, so the command copied from the page is still
/// exact.
public func shellQuoted(_ word: String) -> String {
    let safe = word.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            || "@%+=:,./_-".unicodeScalars.contains($0)
    }
    if !word.isEmpty && safe { return word }
    guard word.unicodeScalars.contains(where: isControl) else {
        return "'" + word.replacingOccurrences("'", with: "'\\''") + "'"
    }
    // Runs of ordinary characters in single quotes (line breaks included), runs of the others as printf's
    // octal escapes in `"$(printf '…')"`: command substitution drops trailing line breaks, so none goes there.
    var out = ""
    var run = ""
    var runIsControl = false
    func flush() {
        if run.isEmpty { return }
        out += runIsControl ? "\"$(printf '" + run + "')\"" : "'" + run.replacingOccurrences("'", with: "'\\''") + "'"
        run = ""
    }
    for u in word.unicodeScalars {
        if isControl(u) != runIsControl {
            flush()
            runIsControl = isControl(u)
        }
        if runIsControl {
            for byte in String(u).utf8 {
                let octal = String(byte, radix: 8)
                run += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        } else {
            run.unicodeScalars.append(u)
        }
    }
    flush()
    return out
}

/// Characters a report does not show as themselves (`escaped` writes them `\u{…}`): those neither XML nor HTML
/// may hold, and the marks that reorder or hide text (bidirectional embeddings, overrides and isolates,
/// zero-width marks, U+FEFF), which could make a name, or the accept command, read as something else.
func isControl(_ u: Unicode.Scalar) -> Bool {
    switch u {
    case "\t", "\n", "\r": false
    case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}": true
    case "\u{200B}"..."\u{200F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}", "\u{FEFF}": true
    default: false
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}

/// The summary line of a run, as `glass test` prints it and the HTML report heads with:
/// `61 passed, 2 failed, 1 error` (a missing golden counts as failed; `(N recorded)` when any were).
public func summaryLine(_ results: [GoldenResult]) -> String {
    let errors = results.filter { $0.status == .error }.count
    let failed = results.filter { $0.status == .failed || $0.status == .missing }.count
    let recorded = results.filter { $0.status == .recorded }.count
    return "\(results.count - failed - errors) passed, \(failed) failed, \(errors) error\(errors == 1 ? "" : "s")"
        + (recorded > 0 ? " (\(recorded) recorded)" : "")
}

/// Seconds with three decimals (`0.042`), as JUnit and the report show durations; negative, NaN and
/// infinite values show as `0.000`.
public func secondsText(_ seconds: Double) -> String {
    let millis = seconds.isFinite && seconds > 0 ? WholeNumber.clamped(seconds * 1000, .toNearestOrAwayFromZero) : 0
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

/// Escapes text for HTML and XML. Control characters other than tab, line feed and carriage return (and
/// U+FFFE, U+FFFF) are not allowed in XML 1.0 even as character references, and are parse errors in HTML,
/// so they are shown as text instead (`\u{1B}`), as the command line shows them: a scene's name or error
/// can hold anything a file name can.
func escaped(_ s: String) -> String {
    var out = ""
    for u in s.unicodeScalars {
        switch u {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case _ where isControl(u): out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
        default: out.unicodeScalars.append(u)
        }
    }
    return out
}

/// The order reports list results in: failures first, worst first (most differing pixels, then the largest
/// channel delta), then missing goldens and errors, then recorded and passed, each by name.
public func reportOrder(_ results: [GoldenResult]) -> [GoldenResult] {
    func rank(_ r: GoldenResult) -> Int {
        switch r.status {
        case .failed: 0
        case .missing, .error: 1
        case .recorded: 2
        case .passed: 3
        }
    }
    return results.sorted { a, b in
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        let (da, db) = (a.difference?.differingPixels ?? 0, b.difference?.differingPixels ?? 0)
        if da != db { return da > db }
        let (ma, mb) = (a.difference?.maxChannelDelta ?? 0, b.difference?.maxChannelDelta ?? 0)
        if ma != mb { return ma > mb }
        return a.name < b.name
    }
}
