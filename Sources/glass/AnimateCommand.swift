import Foundation
import GlassCore
import GlassPNG
import GlassRender
import GlassScene

/// `glass animate SCENE` (or `BEFORE AFTER`): the scene's frames in time, as an animated PNG, a folder of
/// frames, or a labelled strip. Each frame is the scene at that instant, computed directly (never stepped),
/// rendered as a still scene is.
enum AnimateCommand {
    /// The most frames one run renders (60 fps for 20 s).
    static let maxFrames = 1200
    /// The longest animation a run covers, in seconds.
    static let maxDurationS = 60.0
    /// The instants of a strip without `--times`.
    static let stripFrames = 6

    static func run(_ args: [String]) throws(CLIError) {
        let a = try Arguments(
            args,
            valued: [
                "-o": "--output", "--output": "--output", "--compression": "--compression", "--threads": "--threads",
                "--fps": "--fps", "--duration": "--duration", "--times": "--times", "--design": "--design",
            ].merging(TraitArguments.valuedNames) { a, _ in a },
            flags: Set(["--help", "-h", "--strip", "--no-reuse"]).union(TraitArguments.flagNames),
            command: "animate")
        if a.flags.contains("--help") || a.flags.contains("-h") {
            print(Help.animate)
            return
        }
        guard (1...2).contains(a.positionals.count) else {
            throw .usage("animate takes a scene, or two (BEFORE AFTER)", command: "animate")
        }
        let level = try a.integer("--compression", in: 0...9, command: "animate") ?? 2
        let threads =
            try a.integer("--threads", in: 1...256, command: "animate") ?? ProcessInfo.processInfo.activeProcessorCount
        let fps = try a.integer("--fps", in: 1...120, command: "animate") ?? 60
        let (design, _) = try RenderCommand.design(a, command: "animate", allowBoth: false)
        let overrides = try TraitArguments.overrides(a, design: design, command: "animate")
        let input = a.positionals.last!
        let stem = Files.stem(of: Files.name(of: input))
        let strip = a.flags.contains("--strip")
        let given = a.options["--output"]
        let toFolder = !strip && given.map { $0.hasSuffix("/") || Files.isDirectory($0) } == true
        let output = given ?? (strip ? "\(stem)-strip.png" : "\(stem).png")
        if !toFolder { for scene in a.positionals { try Files.checkOutput(output, scene: scene) } }
        let animation = try load(a.positionals, overrides: overrides)
        let duration = try seconds(a, "--duration") ?? min(maxDurationS, animation.durationS)
        var times: [Double]
        if let list = a.options["--times"] {
            if !strip && !toFolder {
                throw .usage("--times picks frames for a folder (-o DIR/) or a strip (--strip)", command: "animate")
            }
            times = try parseTimes(list)
        } else if strip {
            times = (0..<stripFrames).map { duration * Double($0) / Double(stripFrames - 1) }
        } else {
            // Every 1/fps s from the start, and the end itself last (so the last frame is the last state).
            let steps = WholeNumber.clamped(duration * Double(fps) - 1e-9, .up, to: 0...WholeNumber.limit)
            let count = max(0, steps) + 1
            if count > maxFrames {
                throw .usage(
                    "\(count) frames (\(formatted(duration)) s at \(fps) fps); the limit is \(maxFrames): lower --fps or --duration",
                    command: "animate")
            }
            times = (0..<(count - 1)).map { Double($0) / Double(fps) } + [duration]
        }
        let workers = Workers.pool(threads: threads)
        let renderer = FrameRenderer(animation: animation, workers: workers, reuse: !a.flags.contains("--no-reuse"))
        if strip {
            try Files.writeAtomically(
                try encode(try renderer.strip(times, scenePath: input), output, level, workers), to: output)
        } else if toFolder {
            let folder = try Files.outputFolder(output)
            var sequence = renderer.sequence()
            for (k, t) in times.enumerated() {
                progress(k, times.count)
                let name = "\(folder)/\(stem)@\(formatted(t))s.png"
                for scene in a.positionals { try Files.checkOutput(name, scene: scene) }
                _ = try renderer.next(atS: t, &sequence)
                try Files.writeAtomically(try encode(sequence.image, name, level, workers), to: name)
            }
            drawn(sequence)
        } else {
            try Files.writeAtomically(
                try renderer.apng(times, fps: fps, level: level, progress: progress, drawn: drawn), to: output)
        }
    }

    static func load(_ paths: [String], overrides: SceneOverrides) throws(CLIError) -> AnimatedScene {
        do {
            if paths.count == 1 { return try AnimatedScene.load(path: paths[0], overrides: overrides) }
            let limit = SceneLoader.maxSceneBytes
            let before = try SceneLoader.readFile(paths[0], limit: limit, file: paths[0], jsonPath: "")
            let after = try SceneLoader.readFile(paths[1], limit: limit, file: paths[1], jsonPath: "")
            return try AnimatedScene.pair(
                before: (before, paths[0]), after: (after, paths[1]), directory: SceneLoader.directory(of: paths[1]),
                overrides: overrides)
        } catch {
            throw CLIError(error)
        }
    }

    /// A time in seconds from an option (0 … `maxDurationS`).
    static func seconds(_ a: Arguments, _ name: String) throws(CLIError) -> Double? {
        guard let text = a.options[name] else { return nil }
        guard let v = Double(text), v.isFinite, v >= 0, v <= maxDurationS else {
            throw .usage(
                "\(name) expects seconds from 0 to \(formatted(maxDurationS)), got '\(text)'", command: "animate")
        }
        return v
    }

    /// `--times 0,0.25,0.5`: instants in seconds, at most `maxFrames`, each 0 … `maxDurationS`.
    static func parseTimes(_ list: String) throws(CLIError) -> [Double] {
        let parts = list.split(separator: ",", omittingEmptySubsequences: false)
        if parts.count > maxFrames {
            throw .usage("--times lists \(parts.count) instants; the limit is \(maxFrames)", command: "animate")
        }
        var out: [Double] = []
        for p in parts {
            let text = p.trimmingCharacters(in: .whitespaces)
            guard let v = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), v.isFinite, v >= 0,
                v <= maxDurationS
            else {
                throw .usage(
                    "--times expects instants in seconds from 0 to \(formatted(maxDurationS)), got '\(p)'",
                    command: "animate")
            }
            out.append(v)
        }
        return out
    }

    /// An instant as frame names and labels write it: seconds with three decimals (`0.250`), as golden names do.
    static func formatted(_ s: Double) -> String { AnimatedScene.instantName(s) }

    static func encode(_ image: PixelBuffer, _ output: String, _ level: Int, _ workers: Workers) throws(CLIError)
        -> [UInt8]
    {
        do {
            return try PNGCodec.encodeParallel(image, level: level, workers: workers)
        } catch {
            throw CLIError(.failure, "\(output): \(error.description)")
        }
    }

    /// Progress on stderr: about ten lines a run.
    /// How the frames were drawn, on stderr after the last: whole, from the one before, or not at all.
    static func drawn(_ s: FrameSequence) {
        writeStderr(
            "animate: frames drawn whole \(s.wholeFrames), from the one before \(s.partialFrames), unchanged \(s.unchangedFrames)\n"
        )
    }

    static func progress(_ k: Int, _ count: Int) {
        let step = max(1, count / 10)
        if k % step == 0 || k == count - 1 { writeStderr("animate: frame \(k + 1) of \(count)\n") }
    }
}
