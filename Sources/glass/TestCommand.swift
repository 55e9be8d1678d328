import FoundationEssentials
import GlassCore
import GlassFiles
import GlassGoldens
import GlassRender
import GlassScene
import Glibc

/// `glass test SCENES --goldens DIR`: golden-image tests for a team's own scenes. Renders every scene (a
/// file, or a folder searched recursively), compares each with `DIR/<relative path>.png` within the
/// tolerance, records as `--record` says, and writes an HTML report and JUnit XML when asked. Exit 0 when
/// all pass, 1 when any differ, are missing or fail to render.
enum TestCommand {
    static func run(_ args: [String]) throws(CLIError) -> ExitCode {
        let a = try Arguments(
            args,
            valued: [
                "--goldens": "--goldens", "--record": "--record", "--tolerance": "--tolerance", "--report": "--report",
                "--junit": "--junit", "--shard": "--shard", "--threads": "--threads", "--artifacts": "--artifacts",
                "--scene-timeout": "--scene-timeout", "--baseline": "--baseline",
            ].merging(TraitArguments.valuedNames) { a, _ in a },
            flags: Set(["--help", "-h", "--audit", "--update-baseline"]).union(TraitArguments.flagNames),
            repeatable: ["--only", "--matrix"], command: "test")
        if a.flags.contains("--help") || a.flags.contains("-h") {
            print(Help.test)
            return .success
        }
        guard a.positionals.count == 1 else { throw .usage("test takes one scene file or folder", command: "test") }
        guard let goldens = a.options["--goldens"] else { throw .usage("test needs --goldens DIR", command: "test") }
        // An empty path would put goldens and artifacts at the root of the file system ("" + "/one.png").
        for (what, value) in [
            ("the scenes path", a.positionals[0]), ("--goldens", goldens), ("--artifacts", a.options["--artifacts"]),
        ]
        where value?.isEmpty == true {
            throw .usage("\(what) is empty", command: "test")
        }
        let record: RecordMode
        if let r = a.options["--record"] {
            guard let m = RecordMode(rawValue: r) else {
                throw .usage("--record expects never, missing, failed or all, got '\(r)'", command: "test")
            }
            record = m
        } else {
            do {
                record = try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
            } catch {
                throw .usage(error.description, command: "test")
            }
        }
        let tolerance = try a.integer("--tolerance", in: 0...255, command: "test") ?? 1
        let threads =
            try a.integer("--threads", in: 1...256, command: "test") ?? ProcessInfo.processInfo.activeProcessorCount
        let sceneTimeout = try SceneTimeout.parse(a, command: "test")
        var shard: (index: Int, count: Int)? = nil
        if let s = a.options["--shard"] { shard = try parseShard(s) }
        // Settings flags are keys of one value: in every golden's name, never the plain goldens.
        let matrix = try TraitArguments.matrix(a, command: "test")
        let suite: GoldenSuite
        do {
            // An animated scene's frames at its end and its named instants follow each of its renders.
            suite = try GoldenSuite(scenes: a.positionals[0], goldens: goldens).expanded(by: matrix.combinations)
                .expanded(byInstants: AnimatedScene.goldenInstants(ofSceneAt:))
        } catch {
            throw CLIError(.noInput, "\(a.positionals[0]): no such file or folder")
        }
        if suite.entries.isEmpty && suite.problems.isEmpty && shard == nil {
            throw CLIError(.noInput, "\(a.positionals[0]): no *.json scenes")
        }
        let (entries, problems) = try only(
            a.lists["--only"] ?? [], suite: suite,
            entries: shard.map { suite.shard($0.index, of: $0.count) } ?? suite.entries,
            problems: shard.map { suite.problems(shard: $0.index, of: $0.count) } ?? suite.problems)
        // Every output is checked before anything renders: the goldens and artifacts folders may not be
        // reached through a link, and the reports' temporary files are created now (a report that cannot
        // be written once came to light after the whole suite had run).
        let artifacts = a.options["--artifacts"] ?? ".glass-test-artifacts"
        try checkFolder(artifacts, code: .cannotCreate)
        try checkFolder(goldens, code: record == .never ? .noInput : .cannotCreate)
        // What a report may not replace: any scene of the suite (every shard's), any file one names (images,
        // fonts), any golden; and no report or artifact goes inside the goldens folder, where it could take a
        // golden's place (or one recorded in this run).
        let named = Set(suite.entries.map(\.scenePath)).reduce(into: Set<FileIdentity>()) {
            $0.formUnion(SceneLoader.namedFiles(path: $1) ?? [])
        }
        let sceneFiles = named.union(suite.entries.compactMap { FileIdentity(path: $0.goldenPath) })
        if let report = a.options["--report"], let junit = a.options["--junit"], sameFile(report, junit) {
            throw .usage("--report and --junit name the same file, \(report); give each its own", command: "test")
        }
        let goldensFolder = canonical(goldens)
        for (option, path) in [("--report", a.options["--report"]), ("--junit", a.options["--junit"])] {
            guard let path else { continue }
            for (what, folder) in [("goldens", goldensFolder), ("artifacts", canonical(artifacts))]
            where isInside(canonical(path), folder) {
                throw .usage("\(option) \(path) is inside the \(what) folder; write it elsewhere", command: "test")
            }
        }
        let artifactsFolder = canonical(artifacts)
        if isInside(artifactsFolder, goldensFolder) || isInside(goldensFolder, artifactsFolder) {
            throw .usage(
                "--artifacts \(artifacts) and --goldens \(goldens) overlap; an artifact could replace a golden",
                command: "test")
        }
        let baseline = try auditBaseline(a, sceneFiles: sceneFiles)
        var reports: [(file: PendingFile, make: ([GoldenResult], RunMetadata) -> String)] = []
        do throws(FileError) {
            if let path = a.options["--report"] {
                reports.append(
                    (
                        try PendingFile(path, folderLinks: .refuse, createFolders: true, inputs: sceneFiles),
                        { HTMLReport.html($0, metadata: $1) }
                    ))
            }
            if let path = a.options["--junit"] {
                reports.append(
                    (
                        try PendingFile(path, folderLinks: .refuse, createFolders: true, inputs: sceneFiles),
                        { JUnitReport.xml($0, metadata: $1) }
                    ))
            }
        } catch {
            throw CLIError(error)
        }
        let terminal = isatty(2) == 1
        let start = ContinuousClock.now
        var metadata = Self.metadata(
            scenes: a.positionals[0], goldens: goldens, tolerance: a.options["--tolerance"].map { _ in tolerance },
            threads: threads)
        metadata.matrix = matrix.arguments
        // The scenes run in worker processes: a scene that crashes the renderer is that scene's error, and a
        // new worker takes the rest.
        var results: [GoldenResult] = problems.map(\.result)
        for p in problems {
            writeStderr(printable("error: \(p.name): \(p.message)") + "\n")
            // A scene now refused (a name like a render's, a clash) may have artifacts of an earlier run.
            GoldenCheck.removeArtifacts("\(artifacts)/\(p.name)", keeping: named)
        }
        // A golden this run may record, or an artifact it may write, is never a file a scene reads (`--goldens
        // scenes --record all`, where a.json draws b.png, b.json's golden, replaced the image).
        var runnable: [Int] = []
        for (i, e) in entries.enumerated() {
            let writes =
                (record == .never ? [] : [e.goldenPath])
                + ["expected.png", "actual.png", "diff.png"].map { "\(artifacts)/\(e.name)/\($0)" }
            if let hit = writes.first(where: { FileIdentity(path: $0).map(named.contains) ?? false }) {
                let r = GoldenResult.error(
                    name: e.name, scenePath: e.scenePath, goldenPath: e.goldenPath,
                    message: "\(hit) is a file a scene reads; keep goldens and artifacts apart from the scenes' files")
                writeStderr(printable("error: \(e.name): \(r.message)") + "\n")
                results.append(r)
                GoldenCheck.removeArtifacts("\(artifacts)/\(e.name)", keeping: named)
            } else {
                runnable.append(i)
            }
        }
        let jobs = runnable.map { i in
            let e = entries[i]
            return WorkerJob.test(
                name: e.name, scenePath: e.scenePath, goldenPath: e.goldenPath, traits: e.traits, tolerance: tolerance,
                record: record, artifacts: artifacts + "/" + e.name, instant: e.instant)
        }
        // One worker a thread, each scene on one thread (as a folder render runs them), so that one scene's
        // decode, comparison and writes overlap another's render. Each result is reported in the suite's order
        // whatever order the workers finish in: the same lines, reports and summary every run.
        var pool = WorkerPool(jobs: jobs.count, threads: threads, gate: .standard, sceneTimeout: sceneTimeout)
        metadata.threads = threads
        var finished: [Int: GoldenResult] = [:]
        var reported = 0
        var done = 0
        try pool.run(jobs) { job, outcome in
            let e = entries[runnable[job]]
            switch outcome {
            case .answered(let answer):
                finished[job] =
                    GoldenResult(encoded: answer)
                    ?? .error(
                        name: e.name, scenePath: e.scenePath, goldenPath: e.goldenPath,
                        message: "a worker process answered with a malformed result")
            case .died(let why):
                finished[job] = .error(name: e.name, scenePath: e.scenePath, goldenPath: e.goldenPath, message: why)
            }
            // A worker that died (or answered nonsense) left the scene's folder as it was: an error has no
            // artifacts, so none of an earlier run stays beside it.
            if finished[job]?.status == .error { GoldenCheck.removeArtifacts("\(artifacts)/\(e.name)", keeping: named) }
            done += 1
            while let r = finished.removeValue(forKey: reported) {
                let name = entries[runnable[reported]].name
                if !r.passed {
                    writeStderr(
                        (terminal ? "\r\u{1B}[K" : "")
                            + printable("\(r.status == .error ? "error" : "FAIL"): \(name): \(r.message)") + "\n")
                } else if r.status == .recorded {
                    writeStderr((terminal ? "\r\u{1B}[K" : "") + "recorded: \(printable(r.goldenPath))\n")
                }
                results.append(r)
                reported += 1
            }
            if terminal { writeStderr("\r[\(done)/\(runnable.count)] \(printable(e.name))\u{1B}[K") }
        }
        if terminal { writeStderr("\r\u{1B}[K") }
        var auditPassed = true
        if a.flags.contains("--audit") {
            let audited = try audit(
                runnable.map { entries[$0] }, threads: threads, terminal: terminal, sceneTimeout: sceneTimeout,
                baseline: baseline)
            auditPassed = audited.passed
            metadata.audit = audited.findings
        }
        metadata.seconds = WorkerCommand.seconds(since: start)
        for (file, make) in reports {
            do throws(FileError) {
                try file.commit(Array(make(results, metadata).utf8), inputs: sceneFiles)
            } catch {
                throw CLIError(error)
            }
        }
        print(summaryLine(results))
        return results.allSatisfy(\.passed) && auditPassed ? .success : .failure
    }

    /// `--baseline FILE` (with `--audit`) read, and with `--update-baseline` checked as an output that is no
    /// file of the suite; nil without one.
    static func auditBaseline(_ a: Arguments, sceneFiles: Set<FileIdentity>) throws(CLIError) -> (
        path: String, baseline: AuditBaseline, updating: Bool
    )? {
        let updating = a.flags.contains("--update-baseline")
        guard let path = a.options["--baseline"] else {
            if updating { throw .usage("--update-baseline needs --baseline FILE", command: "test") }
            return nil
        }
        if !a.flags.contains("--audit") { throw .usage("--baseline needs --audit", command: "test") }
        if path.isEmpty { throw .usage("--baseline is empty", command: "test") }
        for option in ["--report", "--junit"] where a.options[option].map({ sameFile(path, $0) }) == true {
            throw .usage("--baseline and \(option) name the same file, \(path); give each its own", command: "test")
        }
        if updating {
            try Files.checkOutputPath(path)
            try Files.refuseOverwritingInput(path, inputs: sceneFiles)
        }
        return (path, try AuditJudgement.load(path, updating: updating)!, updating)
    }

    /// `--shard I/N`: two decimal numbers, 1 ≤ I ≤ N (`a/1/2` was once read as 1/2).
    static func parseShard(_ s: String) throws(CLIError) -> (index: Int, count: Int) {
        let parts = s.split(separator: "/", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { p in p.allSatisfy { $0.isASCII && $0.isNumber } ? Int(p) : nil }
        guard parts.count == 2, numbers.count == 2, numbers[1] >= 1, numbers[0] >= 1, numbers[0] <= numbers[1] else {
            throw .usage("--shard expects I/N with 1 ≤ I ≤ N, got '\(s)'", command: "test")
        }
        return (numbers[0], numbers[1])
    }

    /// Refuses a goldens or artifacts folder reached through a symbolic link, or a path that is not a
    /// folder; one that does not exist yet is fine (it is created when something is written).
    static func checkFolder(_ path: String, code: ExitCode) throws(CLIError) {
        do {
            _ = try OpenFolder.open(path, links: .refuse)
        } catch {
            if error.kind != .missingFolder { throw CLIError(code, error.description) }
        }
    }

    /// Whether two output paths name the same file, however spelled: one file (hard links included), or
    /// the same canonical path.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        if let x = FileIdentity(path: a), let y = FileIdentity(path: b) { return x == y }
        return canonical(a) == canonical(b)
    }

    /// `path` with the folders that exist resolved (links, `.`, `..`), the rest appended as written.
    static func canonical(_ path: String) -> String {
        var head = path.isEmpty ? "." : path
        var tail: [String] = []
        // Each turn goes up a folder, so the path's length bounds the turns.
        for _ in 0...path.utf8.count {
            if let resolved = realpath(head, nil) {
                defer { free(resolved) }
                var out = String(cString: resolved)
                for part in tail.reversed() where part != "." {
                    if part == ".." {
                        out = Files.parent(of: out)
                    } else {
                        out += (out.hasSuffix("/") ? "" : "/") + part
                    }
                }
                return out
            }
            let parent = Files.parent(of: head)
            if parent == head { return path }
            tail.append(Files.name(of: head))
            head = parent
        }
        return path
    }

    /// Whether canonical path `a` is `folder` or lies inside it.
    static func isInside(_ a: String, _ folder: String) -> Bool {
        a == folder || a.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
