import GlassCore
import GlassScene

/// `glass render … --matrix KEY=V1,V2` (and `--sheet`): one scene, or every scene of a folder, rendered once
/// for each combination of traits, each output named `NAME[k1=v1,k2=v2].png`.
extension RenderCommand {
    static func renderMatrix(
        _ a: Arguments, input: String, design: Design?, both: Bool, level: Int, threads: Int, sceneTimeout: Double
    ) throws(CLIError) {
        let sheet = a.options["--sheet"]
        if a.lists["--matrix"] == nil {
            throw .usage("--sheet lays out the renders of a --matrix KEY=V1,V2; give one", command: "render")
        }
        if both {
            throw .usage(
                "--design both cannot be used with --matrix; vary the design: --matrix design=liquidGlass,compatibility",
                command: "render")
        }
        for flag in ["--watch", "--stats"] where a.flags.contains(flag) {
            throw .usage("\(flag) works on one render, not a --matrix", command: "render")
        }
        // Settings flags and --design join the matrix as keys of one value, so they are in every name.
        let matrix = try TraitArguments.matrix(a, design: design, command: "render")
        if Files.isDirectory(input) {
            if sheet != nil { throw .usage("--sheet lays out one scene's matrix, not a folder's", command: "render") }
            guard let out = a.options["--output"] else {
                throw .usage("rendering a folder needs -o OUTDIR", command: "render")
            }
            try renderFolder(
                input, to: out, level: level, threads: threads, matrix: matrix.combinations, named: true,
                sceneTimeout: sceneTimeout)
            return
        }
        if !Files.exists(input) { throw CLIError(.noInput, "\(input): no such file") }
        if let sheet {
            if a.options["--output"] != nil {
                throw .usage("--sheet OUT.png is the one image written; -o cannot be used with it", command: "render")
            }
            try writeSheet(input, matrix: matrix, to: sheet, level: level, workers: Workers.pool(threads: threads))
            return
        }
        // -o names the folder the renders go into (when it is one) or the name they start with.
        let stem = Files.stem(of: Files.name(of: input))
        let base: String
        if let out = a.options["--output"] {
            // A folder, or one to make (`-o new/`), holds the renders; else -o is the start of their names.
            base =
                Files.isDirectory(out) || out.hasSuffix("/")
                ? "\(try Files.outputFolder(out))/\(stem)" : out.hasSuffix(".png") ? String(out.dropLast(4)) : out
            try Files.checkFolderCanBeMade(Files.parent(of: base), for: base)
        } else {
            base = stem
        }
        let renders = matrix.combinations.map { traits in
            PlannedRender(scenePath: input, output: traits.name(base) + ".png", traits: traits)
        }
        try renderAll(
            renders, level: level, threads: threads, what: input, failed: "some renders failed",
            sceneTimeout: sceneTimeout)
    }

    /// Renders the contact sheet and writes it like any render: atomically, never over an input or through a
    /// link, and a failure removes a stale sheet of an earlier run.
    static func writeSheet(
        _ scenePath: String, matrix: TraitMatrix, to output: String, level: Int, workers: Workers
    ) throws(CLIError) {
        try Files.checkOutput(output, scene: scenePath)
        if let tooLong = Files.nameTooLong(output) { throw tooLong }
        if let named = SceneLoader.namedFiles(path: scenePath) {
            try Files.refuseOverwritingInput(output, inputs: named)
        }
        do throws(CLIError) {
            try write(
                ContactSheet.render(scenePath, matrix: matrix, workers: workers), to: output, level: level,
                workers: workers)
        } catch {
            Files.removeStale(output, scene: scenePath)
            throw error
        }
    }
}
