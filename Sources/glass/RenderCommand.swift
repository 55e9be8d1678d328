import FoundationEssentials
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
            ], flags: ["--help", "-h"], command: "render")
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
        if Files.isDirectory(input) {
            guard let out = a.options["--output"] else {
                throw .usage("rendering a folder needs -o OUTDIR", command: "render")
            }
            try renderFolder(input, to: out, level: level, workers: workers)
            return
        }
        let base = Files.name(of: input)
        let stem = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        let output = a.options["--output"] ?? "\(stem).png"
        try renderOne(input, to: output, level: level, workers: workers)
    }

    static func renderOne(_ scenePath: String, to output: String, level: Int, workers: Workers) throws(CLIError) {
        do throws(CLIError) {
            if !Files.isDirectory(Files.parent(of: output)) {
                throw CLIError(.cannotCreate, "\(output): the folder \(Files.parent(of: output)) does not exist")
            }
            let scene: ResolvedScene
            do {
                scene = try SceneLoader.load(path: scenePath)
            } catch {
                throw CLIError(error)
            }
            let image = Renderer.renderImage(scene, workers: workers)
            let png: [UInt8]
            do {
                png = try PNGCodec.encode(image, level: level)
            } catch {
                throw CLIError(.failure, "\(output): \(error.description)")
            }
            try Files.writeAtomically(png, to: output)
        } catch {
            if error.code != .cannotCreate || Files.exists(output) { Files.removeStale(output) }
            throw error
        }
    }

    static func renderFolder(_ folder: String, to outFolder: String, level: Int, workers: Workers) throws(CLIError) {
        if !Files.isDirectory(outFolder) {
            throw CLIError(.cannotCreate, "\(outFolder): the output folder does not exist")
        }
        let scenes = try Files.sceneFiles(in: folder)
        if scenes.isEmpty { throw CLIError(.noInput, "\(folder): no *.json scenes in the folder") }
        let terminal = isatty(2) == 1
        var firstFailure: CLIError? = nil
        for (i, scene) in scenes.enumerated() {
            if terminal {
                var line = "\r[\(i + 1)/\(scenes.count)] \(Files.name(of: scene))"
                line += String(repeating: " ", count: max(0, 50 - line.count))
                writeStderr(line)
            }
            let name = Files.name(of: scene)
            let output = "\(outFolder)/\(String(name.dropLast(5))).png"
            do throws(CLIError) {
                try renderOne(scene, to: output, level: level, workers: workers)
            } catch {
                if terminal { writeStderr("\n") }
                writeStderr("error: \(error.message)\n")
                if firstFailure == nil { firstFailure = error }
            }
        }
        if terminal { writeStderr("\r\(scenes.count) scenes rendered\(String(repeating: " ", count: 40))\n") }
        if let firstFailure {
            throw CLIError(
                firstFailure.code, "\(folder): some scenes failed to render (first: \(firstFailure.message))")
        }
    }
}
