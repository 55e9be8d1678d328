import Foundation
import GlassCore
import GlassPNG
import GlassRender
import GlassScene
import Glibc

enum RenderCommand {
    static func run(_ args: [String]) throws(CLIError) {
        let a = try Arguments(
            args,
            valued: [
                "-o": "--output", "--output": "--output", "--compression": "--compression", "--threads": "--threads",
                "--design": "--design", "--sheet": "--sheet", "--scene-timeout": "--scene-timeout",
            ].merging(TraitArguments.valuedNames) { a, _ in a },
            flags: Set(["--help", "-h", "--watch", "--stats"]).union(TraitArguments.flagNames),
            repeatable: ["--matrix"],
            command: "render")
        if a.flags.contains("--help") || a.flags.contains("-h") {
            print(Help.render)
            return
        }
        guard a.positionals.count == 1 else {
            throw .usage(
                a.positionals.isEmpty ? "render needs a scene file or a folder" : "render takes one scene or folder",
                command: "render")
        }
        let input = a.positionals[0]
        let level = try a.integer("--compression", in: 0...9, command: "render") ?? 2
        let threads =
            try a.integer("--threads", in: 1...256, command: "render") ?? ProcessInfo.processInfo.activeProcessorCount
        let (design, both) = try design(a, command: "render", allowBoth: !Files.isDirectory(input))
        let sceneTimeout = try SceneTimeout.parse(a, command: "render")
        if a.options["--scene-timeout"] != nil && !Files.isDirectory(input)
            && (a.lists["--matrix"] == nil || a.options["--sheet"] != nil)
        {
            throw .usage(
                "--scene-timeout bounds each scene of a folder or --matrix render; one render runs until it ends",
                command: "render")
        }
        if a.lists["--matrix"] != nil || a.options["--sheet"] != nil {
            try renderMatrix(
                a, input: input, design: design, both: both, level: level, threads: threads,
                sceneTimeout: sceneTimeout)
            return
        }
        let overrides = try TraitArguments.overrides(a, design: design, command: "render")
        if Files.isDirectory(input) {
            guard let out = a.options["--output"] else {
                throw .usage("rendering a folder needs -o OUTDIR", command: "render")
            }
            if a.flags.contains("--watch") {
                throw .usage("--watch renders one scene, not a folder", command: "render")
            }
            if a.flags.contains("--stats") {
                throw .usage("--stats reports on one scene, not a folder", command: "render")
            }
            try renderFolder(
                input, to: out, level: level, threads: threads, matrix: [overrides], named: false,
                sceneTimeout: sceneTimeout)
            return
        }
        let workers = Workers.pool(threads: threads)
        let output = a.options["--output"] ?? "\(Files.stem(of: Files.name(of: input))).png"
        if a.flags.contains("--watch") {
            if a.flags.contains("--stats") {
                throw .usage("--stats reports on one render; it cannot be used with --watch", command: "render")
            }
            Watch.run(input, to: output, level: level, workers: workers, overrides: overrides, both: both)
        }
        let start = Watch.now()
        let estimate = try renderOne(
            input, to: output, level: level, workers: workers, overrides: overrides, both: both
        ).estimate
        if a.flags.contains("--stats") {
            let ms = Int((Watch.now() - start) * 1000)
            let peak = peakResidentBytes().map { "\(($0 + (1 << 19)) >> 20) MB" } ?? "unknown"
            let estimated = estimate.map { ", estimated render peak \(($0 + (1 << 19)) >> 20) MB" } ?? ""
            writeStderr("stats: \(printable(output)): \(ms) ms, peak resident \(peak)\(estimated)\n")
        }
    }

    /// The process's peak resident memory (`VmHWM` in /proc/self/status), since it started.
    static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kb = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).dropLast(3))
        else { return nil }
        return kb * 1024
    }

    /// The design `--design` asks for (nil: the scene's own), and whether it is `both`.
    static func design(_ a: Arguments, command: String, allowBoth: Bool) throws(CLIError) -> (Design?, both: Bool) {
        guard let value = a.options["--design"] else { return (nil, false) }
        if value == "both" {
            if !allowBoth {
                throw .usage(
                    command == "render"
                        ? "--design both renders one scene, not a folder"
                        : "--design both is for glass render; \(command) takes liquidGlass or compatibility",
                    command: command)
            }
            return (nil, true)
        }
        guard let d = Design(rawValue: value) else {
            throw .usage("--design expects liquidGlass, compatibility or both, got '\(value)'", command: command)
        }
        return (d, false)
    }

    /// Renders one scene to `output`. A render that fails removes a stale output of an earlier run, so a
    /// CI job never reads an old image as new; an output that is a folder, in a missing folder, or one of
    /// the scene's inputs is refused (exit 73) and nothing is removed.
    /// `admit`, when given, is called with the render's estimated peak before anything is rendered and
    /// returns when it may start (a worker of a folder render waits for its share of the memory budget).
    /// `overrides` are the traits the scene is rendered with; `both` puts it in the two designs side by side.
    /// Returns the files the scene was made from (the scene and its images), for `--watch`, and the render's
    /// estimated peak (none for `--design both`), for `--stats`.
    @discardableResult
    static func renderOne(
        _ scenePath: String, to output: String, level: Int, workers: Workers, overrides: SceneOverrides = .none,
        both: Bool = false, admit: ((Int) -> Void)? = nil
    ) throws(CLIError) -> (inputPaths: [String], estimate: Int?) {
        // The scene itself first: a scene that fails to load must not be removed as a "stale output".
        try Files.checkOutput(output, scene: scenePath)
        let scene: ResolvedScene
        var image: PixelBuffer? = nil
        var plan: (plan: RenderPlan, peakBytes: Int)? = nil
        do {
            scene = try SceneLoader.load(
                path: scenePath, overrides: both ? overrides.with(.liquidGlass) : overrides)
            if both {
                image = try DesignComparison.render(scene, scenePath: scenePath, overrides: overrides, workers: workers)
            } else {
                plan = try Renderer.checkedPlan(scene)
            }
        } catch {
            Files.removeStale(output, scene: scenePath)
            throw CLIError(error)
        }
        try Files.refuseOverwritingInput(output, inputs: scene.inputs)
        do throws(CLIError) {
            admit?(plan?.peakBytes ?? 0)
            try write(
                image ?? Renderer.renderImage(plan!.plan, workers: workers), to: output, level: level, workers: workers)
        } catch {
            Files.removeStale(output, scene: scenePath)
            throw error
        }
        return (scene.inputPaths, plan?.peakBytes)
    }

    /// Encodes a straight-alpha image and writes it atomically.
    static func write(_ image: PixelBuffer, to output: String, level: Int, workers: Workers) throws(CLIError) {
        let png: [UInt8]
        do {
            png = try PNGCodec.encodeParallel(image, level: level, workers: workers)
        } catch {
            throw CLIError(.failure, "\(output): \(error.description)")
        }
        try Files.writeAtomically(png, to: output)
    }

    /// Renders every scene of `folder` into `outFolder`, once for each of `matrix`'s traits: `NAME[k=v,…].png`
    /// for each render of a matrix when `named`, else `NAME.png` (settings flags without a matrix).
    static func renderFolder(
        _ folder: String, to outFolder: String, level: Int, threads: Int, matrix: [SceneOverrides], named: Bool,
        sceneTimeout: Double
    ) throws(CLIError) {
        let outFolder = try Files.outputFolder(outFolder)
        let (scenes, unreadableNames) = try Files.sceneFiles(in: folder)
        if scenes.isEmpty && unreadableNames.isEmpty {
            throw CLIError(.noInput, "\(folder): no *.json scenes in the folder")
        }
        let renders = scenes.flatMap { scene in
            matrix.map { traits in
                PlannedRender(
                    scenePath: scene,
                    output: "\(outFolder)/\((named ? traits : .none).name(Files.stem(of: Files.name(of: scene)))).png",
                    traits: traits)
            }
        }
        try renderAll(
            renders, level: level, threads: threads, what: folder, failed: "some scenes failed to render",
            unreadableNames: unreadableNames, sceneTimeout: sceneTimeout)
    }

    /// One render of a folder or a matrix: a scene, its output and its traits.
    struct PlannedRender {
        let scenePath: String
        let output: String
        let traits: SceneOverrides
    }

    /// Renders each of `renders` in worker processes, keeps going past failures, reports each failure on its
    /// own line (with the traits it was rendered with) in the order given, whatever order the workers finish
    /// in, and exits with the first's code: `WHAT: FAILED (first: …)`. A scene past `sceneTimeout` seconds is
    /// its error (`timed out after S s`).
    static func renderAll(
        _ renders: [PlannedRender], level: Int, threads: Int, what: String, failed: String,
        unreadableNames: [String] = [], sceneTimeout: Double
    ) throws(CLIError) {
        let terminal = isatty(2) == 1
        // Scenes render side by side in worker processes, a worker a thread, each scene single-threaded: PNG
        // encoding (single-threaded zlib) then overlaps other scenes' rendering (75-scene matrix: 10.3 → 7.6
        // s). Each free worker takes the next scene (bands of scenes left one idle at the end). A scene that
        // crashes its worker is that scene's error; a new worker takes the rest. Each scene's file is the same
        // as when rendered alone.
        let progress = Progress(total: renders.count, terminal: terminal)
        let failures = FailureList(count: renders.count)
        // Error lines in the renders' order: each waits for those before it to finish.
        var settled = [Bool](repeating: false, count: renders.count)
        var reported = 0
        func settle(_ i: Int, _ failure: CLIError?) {
            if let failure { failures.set(i, failure) }
            settled[i] = true
            while reported < renders.count && settled[reported] {
                if let f = failures.error(at: reported) { progress.report("error: \(f.message)") }
                reported += 1
            }
        }
        // An output may be no file that any scene rendered reads (`glass render scenes -o scenes`, where
        // a.json draws b.png and b.json renders to b.png, once replaced a's image with b's render).
        let named = Set(renders.map(\.scenePath)).reduce(into: Set<FileIdentity>()) {
            $0.formUnion(SceneLoader.namedFiles(path: $1) ?? [])
        }
        var runnable: [Int] = []
        for (i, r) in renders.enumerated() {
            var refusal: CLIError? = nil
            if let output = FileIdentity(path: r.output), named.contains(output) {
                refusal = CLIError(
                    .cannotCreate, "\(r.output): is a file a scene of \(what) reads; choose another output folder")
            } else if let tooLong = Files.nameTooLong(r.output) {
                refusal = tooLong
            }
            if let refusal {
                settle(i, refusal)
                progress.step(Files.name(of: r.output))
            } else {
                runnable.append(i)
            }
        }
        let jobs = runnable.map { i in
            WorkerJob.render(
                scenePath: renders[i].scenePath, output: renders[i].output, level: level, traits: renders[i].traits)
        }
        var pool = WorkerPool(jobs: jobs.count, threads: threads, gate: .standard, sceneTimeout: sceneTimeout)
        try pool.run(jobs) { job, outcome in
            let i = runnable[job]
            let r = renders[i]
            let failure: CLIError?
            switch outcome {
            case .answered(let answer):
                failure = RenderOutcome.decoded(answer)
            case .died(let why):
                // A crash between writing and renaming leaves no output: the worker's handler removed its
                // temporary file; a stale output of an earlier run goes too, as for any failed scene.
                Files.removeStale(r.output, scene: r.scenePath)
                failure = CLIError(.failure, "\(r.scenePath): \(why)")
            }
            if var failure {
                if !r.traits.isEmpty { failure.message += " (rendering with \(r.traits))" }
                settle(i, failure)
            } else {
                settle(i, nil)
            }
            progress.step(Files.name(of: r.output))
        }
        progress.finish()
        for name in unreadableNames {
            progress.report("error: \(name): the file name is not UTF-8; rename the scene to render it")
        }
        if let firstFailure = failures.first
            ?? unreadableNames.first.map({ CLIError(.noInput, "\($0): the file name is not UTF-8") })
        {
            throw CLIError(firstFailure.code, "\(what): \(failed) (first: \(firstFailure.message))")
        }
    }
}

/// The progress line of a folder render, safe to update from several threads.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let terminal: Bool
    private var done = 0

    init(total: Int, terminal: Bool) {
        self.total = total
        self.terminal = terminal
    }

    func step(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if terminal {
            var line = "\r[\(done)/\(total)] \(printable(name))"
            line += String(repeating: " ", count: max(0, 50 - line.count))
            writeStderr(line)
        }
    }

    /// An error line, on a line of its own.
    func report(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        writeStderr((terminal ? "\n" : "") + printable(line) + "\n")
    }

    func finish() {
        if terminal { writeStderr("\r\(total) scenes rendered\(String(repeating: " ", count: 40))\n") }
    }
}

/// Failures of a folder render by scene index, so the first in folder order is reported whatever the
/// order the threads finished in.
final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [CLIError?]

    init(count: Int) { errors = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ error: CLIError) {
        lock.lock()
        errors[i] = error
        lock.unlock()
    }

    var first: CLIError? {
        lock.lock()
        defer { lock.unlock() }
        return errors.compactMap { $0 }.first
    }

    func error(at i: Int) -> CLIError? {
        lock.lock()
        defer { lock.unlock() }
        return errors[i]
    }
}
