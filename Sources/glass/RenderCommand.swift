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
                "--design": "--design",
            ], flags: ["--help", "-h", "--watch", "--stats"], command: "render")
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
        let designs = try design(a, command: "render", allowBoth: !Files.isDirectory(input))
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
            try renderFolder(input, to: out, level: level, threads: threads, design: designs[0])
            return
        }
        let workers = Workers.pool(threads: threads)
        let output = a.options["--output"] ?? "\(Files.stem(of: Files.name(of: input))).png"
        if a.flags.contains("--watch") {
            if a.flags.contains("--stats") {
                throw .usage("--stats reports on one render; it cannot be used with --watch", command: "render")
            }
            Watch.run(input, to: output, level: level, workers: workers, designs: designs)
        }
        let start = Watch.now()
        let estimate = try renderOne(input, to: output, level: level, workers: workers, designs: designs).estimate
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

    /// The designs `--design` asks for: `[nil]` (the scene's own) when absent, both for `both`.
    static func design(_ a: Arguments, command: String, allowBoth: Bool) throws(CLIError) -> [Design?] {
        guard let value = a.options["--design"] else { return [nil] }
        if value == "both" {
            if !allowBoth { throw .usage("--design both renders one scene, not a folder", command: command) }
            return [.liquidGlass, .compatibility]
        }
        guard let d = Design(rawValue: value) else {
            throw .usage("--design expects liquidGlass, compatibility or both, got '\(value)'", command: command)
        }
        return [d]
    }

    /// Renders one scene to `output`. A render that fails removes a stale output of an earlier run, so a
    /// CI job never reads an old image as new; an output that is a folder, in a missing folder, or one of
    /// the scene's inputs is refused (exit 73) and nothing is removed.
    /// `admit`, when given, is called with the render's estimated peak before anything is rendered and
    /// returns when it may start (a worker of a folder render waits for its share of the memory budget).
    /// Returns the files the scene was made from (the scene and its images), for `--watch`, and the render's
    /// estimated peak (none for `--design both`), for `--stats`.
    @discardableResult
    static func renderOne(
        _ scenePath: String, to output: String, level: Int, workers: Workers, designs: [Design?] = [nil],
        admit: ((Int) -> Void)? = nil
    ) throws(CLIError) -> (inputPaths: [String], estimate: Int?) {
        // The scene itself first: a scene that fails to load must not be removed as a "stale output".
        try Files.checkOutput(output, scene: scenePath)
        let scene: ResolvedScene
        var image: PixelBuffer? = nil
        var plan: (plan: RenderPlan, peakBytes: Int)? = nil
        do {
            scene = try SceneLoader.load(path: scenePath, design: designs[0])
            if designs.count == 2 {
                image = try DesignComparison.render(scene, scenePath: scenePath, workers: workers)
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

    static func renderFolder(
        _ folder: String, to outFolder: String, level: Int, threads: Int, design: Design? = nil
    ) throws(CLIError) {
        if !Files.isDirectory(outFolder) {
            throw CLIError(.cannotCreate, "\(outFolder): the output folder does not exist")
        }
        let (scenes, unreadableNames) = try Files.sceneFiles(in: folder)
        if scenes.isEmpty && unreadableNames.isEmpty {
            throw CLIError(.noInput, "\(folder): no *.json scenes in the folder")
        }
        let terminal = isatty(2) == 1
        // Scenes render side by side in worker processes, a worker a thread, each scene single-threaded: PNG
        // encoding (single-threaded zlib) then overlaps other scenes' rendering (75-scene matrix: 10.3 → 7.6
        // s). Each free worker takes the next scene (bands of scenes left one idle at the end). A scene that
        // crashes its worker is that scene's error; a new worker takes the rest. Each scene's file is the same
        // as when rendered alone.
        let progress = Progress(total: scenes.count, terminal: terminal)
        let failures = FailureList(count: scenes.count)
        let outputs = scenes.map { "\(outFolder)/\(Files.stem(of: Files.name(of: $0))).png" }
        // An output may be no file that any scene of the folder reads (`glass render scenes -o scenes`, where
        // a.json draws b.png and b.json renders to b.png, once replaced a's image with b's render).
        let named = scenes.reduce(into: Set<FileIdentity>()) { $0.formUnion(SceneLoader.namedFiles(path: $1) ?? []) }
        var runnable: [Int] = []
        for i in scenes.indices {
            if let output = FileIdentity(path: outputs[i]), named.contains(output) {
                let refusal = CLIError(
                    .cannotCreate, "\(outputs[i]): is a file a scene of \(folder) reads; choose another output folder")
                failures.set(i, refusal)
                progress.report("error: \(refusal.message)")
                progress.step(Files.name(of: scenes[i]))
            } else {
                runnable.append(i)
            }
        }
        let jobs = runnable.map { i in
            WorkerJob.render(scenePath: scenes[i], output: outputs[i], level: level, design: design)
        }
        var pool = WorkerPool(jobs: jobs.count, threads: threads, gate: .standard)
        try pool.run(jobs) { job, outcome in
            let i = runnable[job]
            let failure: CLIError?
            switch outcome {
            case .answered(let answer):
                failure = RenderOutcome.decoded(answer)
            case .died(let why):
                // A crash between writing and renaming leaves no output: the worker's handler removed its
                // temporary file; a stale output of an earlier run goes too, as for any failed scene.
                Files.removeStale(outputs[i], scene: scenes[i])
                failure = CLIError(.failure, "\(scenes[i]): \(why)")
            }
            if let failure {
                failures.set(i, failure)
                progress.report("error: \(failure.message)")
            }
            progress.step(Files.name(of: scenes[i]))
        }
        progress.finish()
        for name in unreadableNames {
            progress.report("error: \(name): the file name is not UTF-8; rename the scene to render it")
        }
        if let firstFailure = failures.first
            ?? unreadableNames.first.map({ CLIError(.noInput, "\($0): the file name is not UTF-8") })
        {
            throw CLIError(
                firstFailure.code, "\(folder): some scenes failed to render (first: \(firstFailure.message))")
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
}
