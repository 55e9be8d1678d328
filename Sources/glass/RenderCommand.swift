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
        let workers = Workers.dispatch(threads: threads)
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
            try renderFolder(input, to: out, level: level, workers: workers, design: designs[0])
            return
        }
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
    /// Returns the files the scene was made from (the scene and its images), for `--watch`, and the render's
    /// estimated peak (none for `--design both`), for `--stats`.
    @discardableResult
    static func renderOne(
        _ scenePath: String, to output: String, level: Int, workers: Workers, designs: [Design?] = [nil],
        gate: MemoryGate? = nil
    ) throws(CLIError) -> (inputPaths: [String], estimate: Int?) {
        if !Files.isDirectory(Files.parent(of: output)) {
            throw CLIError(.cannotCreate, "\(output): the folder \(Files.parent(of: output)) does not exist")
        }
        if Files.isDirectory(output) { throw CLIError(.cannotCreate, "\(output): is a folder") }
        try Files.refuseSymbolicLink(output)
        // The scene itself first: a scene that fails to load must not be removed as a "stale output".
        if let sceneFile = FileIdentity(path: scenePath) {
            try Files.refuseOverwritingInput(output, inputs: [sceneFile])
        }
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
            Files.removeStale(output)
            throw CLIError(error)
        }
        try Files.refuseOverwritingInput(output, inputs: scene.inputs)
        do throws(CLIError) {
            let render = { () throws(CLIError) in
                let image = image ?? Renderer.renderImage(plan!.plan, workers: workers)
                try write(image, to: output, level: level, workers: workers)
            }
            if let gate { try gate.withBytes(plan?.peakBytes ?? 0, render) } else { try render() }
        } catch {
            Files.removeStale(output)
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
        _ folder: String, to outFolder: String, level: Int, workers: Workers, design: Design? = nil
    ) throws(CLIError) {
        if !Files.isDirectory(outFolder) {
            throw CLIError(.cannotCreate, "\(outFolder): the output folder does not exist")
        }
        let (scenes, unreadableNames) = try Files.sceneFiles(in: folder)
        if scenes.isEmpty && unreadableNames.isEmpty {
            throw CLIError(.noInput, "\(folder): no *.json scenes in the folder")
        }
        let terminal = isatty(2) == 1
        // Scenes render side by side, one per thread, each single-threaded: PNG encoding (single-threaded
        // zlib) then overlaps other scenes' rendering (75-scene matrix: 10.3 → 7.6 s). Each free thread
        // takes the next scene; bands of scenes left one thread idle at the end (6.6 → see Benchmarks).
        // Each scene's file is the same as when rendered alone.
        let progress = Progress(total: scenes.count, terminal: terminal)
        let failures = FailureList(count: scenes.count)
        let gate = MemoryGate.standard
        let perScene: Workers = workers.count > 1 && scenes.count > 1 ? .serial : workers
        Workers.dispatch(threads: scenes.count > 1 ? workers.count : 1).forEach(0..<scenes.count) { i in
            let scene = scenes[i]
            let name = Files.name(of: scene)
            let output = "\(outFolder)/\(Files.stem(of: name)).png"
            do throws(CLIError) {
                try renderOne(scene, to: output, level: level, workers: perScene, designs: [design], gate: gate)
            } catch {
                failures.set(i, error)
                progress.report("error: \(error.message)")
            }
            progress.step(name)
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
