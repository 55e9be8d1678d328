import FoundationEssentials
import GlassCore
import GlassGoldens
import GlassRender
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
            ], flags: ["--help", "-h"], command: "test")
        if a.flags.contains("--help") || a.flags.contains("-h") {
            print(Help.test)
            return .success
        }
        guard a.positionals.count == 1 else { throw .usage("test takes one scene file or folder", command: "test") }
        guard let goldens = a.options["--goldens"] else { throw .usage("test needs --goldens DIR", command: "test") }
        let record: RecordMode
        if let r = a.options["--record"] {
            guard let m = RecordMode(rawValue: r) else {
                throw .usage("--record expects never, missing, failed or all, got '\(r)'", command: "test")
            }
            record = m
        } else {
            record = RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
        }
        let tolerance = try a.integer("--tolerance", in: 0...255, command: "test") ?? 1
        let threads =
            try a.integer("--threads", in: 1...256, command: "test") ?? ProcessInfo.processInfo.activeProcessorCount
        let suite: GoldenSuite
        do {
            suite = try GoldenSuite(scenes: a.positionals[0], goldens: goldens)
        } catch {
            throw CLIError(.noInput, "\(a.positionals[0]): no such file or folder")
        }
        var entries = suite.entries
        if let s = a.options["--shard"] {
            let parts = s.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, parts[0] >= 1, parts[0] <= parts[1] else {
                throw .usage("--shard expects I/N with 1 ≤ I ≤ N, got '\(s)'", command: "test")
            }
            entries = suite.shard(parts[0], of: parts[1])
        }
        if entries.isEmpty && a.options["--shard"] == nil {
            throw CLIError(.noInput, "\(a.positionals[0]): no *.json scenes")
        }
        let artifacts = a.options["--artifacts"] ?? ".glass-test-artifacts"
        let terminal = isatty(2) == 1
        // The scenes run one after another, each on every thread, in a worker process: a scene that crashes
        // the renderer is that scene's error, and a new worker takes the rest.
        var results: [GoldenResult] = []
        let jobs = entries.map { e in
            WorkerJob.test(
                name: e.name, scenePath: e.scenePath, goldenPath: e.goldenPath, tolerance: tolerance, record: record,
                artifacts: artifacts + "/" + e.name)
        }
        func started(_ i: Int) {
            if terminal && i < entries.count {
                writeStderr("\r[\(i + 1)/\(entries.count)] \(printable(entries[i].name))\u{1B}[K")
            }
        }
        started(0)
        var pool = WorkerPool(jobs: 1, threads: threads, gate: .standard)  // one worker, every thread
        try pool.run(jobs) { i, outcome in
            let e = entries[i]
            var r: GoldenResult
            switch outcome {
            case .answered(let answer):
                r =
                    GoldenResult(encoded: answer)
                    ?? .error(
                        name: e.name, scenePath: e.scenePath, goldenPath: e.goldenPath,
                        message: "a worker process answered with a malformed result")
            case .died(let why):
                r = .error(name: e.name, scenePath: e.scenePath, goldenPath: e.goldenPath, message: why)
            }
            if !r.passed {
                writeStderr(
                    (terminal ? "\r\u{1B}[K" : "")
                        + printable("\(r.status == .error ? "error" : "FAIL"): \(e.name): \(r.message)") + "\n")
            } else if r.status == .recorded {
                writeStderr((terminal ? "\r\u{1B}[K" : "") + "recorded: \(printable(e.goldenPath))\n")
            }
            results.append(r)
            started(i + 1)
        }
        if terminal { writeStderr("\r\u{1B}[K") }
        if let path = a.options["--report"] {
            try Files.writeAtomically(Array(HTMLReport.html(results).utf8), to: path)
        }
        if let path = a.options["--junit"] {
            try Files.writeAtomically(Array(JUnitReport.xml(results).utf8), to: path)
        }
        let failed = results.filter { !$0.passed }.count
        let recorded = results.filter { $0.status == .recorded }.count
        print("\(results.count - failed) passed, \(failed) failed" + (recorded > 0 ? " (\(recorded) recorded)" : ""))
        return failed == 0 ? .success : .failure
    }
}
