import Foundation
import GlassCore
import GlassPNG
import GlassRender
import GlassScene

/// `glass audit SCENE [--json FILE] [--overlay FILE.png]`: the legibility of every `text` and `symbol`
/// layer, measured from the rendered pixels (`LegibilityAudit`). Prints a line a layer; exits 1 when any
/// layer is under its minimum.
enum AuditCommand {
    static func run(_ args: [String]) throws(CLIError) -> ExitCode {
        let a = try Arguments(
            args,
            valued: ["--json": "--json", "--overlay": "--overlay", "--threads": "--threads", "--design": "--design"]
                .merging(TraitArguments.valuedNames) { a, _ in a },
            flags: Set(["--help", "-h"]).union(TraitArguments.flagNames), command: "audit")
        if a.flags.contains("--help") || a.flags.contains("-h") {
            print(Help.audit)
            return .success
        }
        guard a.positionals.count == 1 else {
            throw .usage(
                a.positionals.isEmpty ? "audit needs a scene file" : "audit takes one scene file", command: "audit")
        }
        let scenePath = a.positionals[0]
        let threads =
            try a.integer("--threads", in: 1...256, command: "audit") ?? ProcessInfo.processInfo.activeProcessorCount
        let design = try RenderCommand.design(a, command: "audit", allowBoth: false).0
        let overrides = try TraitArguments.overrides(a, design: design, command: "audit")
        let outputs = [a.options["--json"], a.options["--overlay"]].compactMap { $0 }
        for output in outputs where output.isEmpty { throw .usage("an output path is empty", command: "audit") }
        if outputs.count == 2 && TestCommand.sameFile(outputs[0], outputs[1]) {
            throw .usage("--json and --overlay name the same file, \(outputs[0]); give each its own", command: "audit")
        }
        // A scene that fails, or an output that cannot be written or is refused, leaves no output of an earlier
        // run (`removeStale` keeps what the scene names, and anything glass did not write).
        let stale = [(a.options["--json"], jsonSignature), (a.options["--overlay"], Files.pngSignature)].compactMap {
            path, signature in path.map { (path: $0, signature: signature) }
        }
        // Every output is checked before the render: a folder that is missing, a folder in its place, a link,
        // or the scene itself.
        try Files.removingStale(stale, scene: scenePath) { () throws(CLIError) in
            for output in outputs { try Files.checkOutput(output, scene: scenePath) }
        }
        let workers = Workers.pool(threads: threads)
        let (scene, canvas, layers) = try Files.removingStale(stale, scene: scenePath) { () throws(CLIError) in
            let audited = try audit(scenePath, overrides: overrides, workers: workers)
            for output in outputs { try Files.refuseOverwritingInput(output, inputs: audited.0.inputs) }
            return audited
        }
        for layer in layers { print(printable(line(layer))) }
        let failing = layers.filter { !$0.pass }
        print("\(layers.count) layer\(layers.count == 1 ? "" : "s") audited, \(failing.count) under the minimum")
        try Files.removingStale(stale, scene: scenePath) { () throws(CLIError) in
            if let path = a.options["--json"] { try Files.writeAtomically(Array(json(layers).utf8), to: path) }
            if let path = a.options["--overlay"] {
                var marked = canvas
                AuditOverlay.draw(failing, on: &marked, scale: scene.scale)
                marked.unpremultiply(workers: workers)
                try RenderCommand.write(marked, to: path, level: 2, workers: workers)
            }
        }
        return failing.isEmpty ? .success : .failure
    }

    /// Loads, plans and audits a scene: its resolved form, the rendered canvas (premultiplied) and the layers.
    /// `admit`, when given, is called with the render's estimated peak before it starts (a worker's share of
    /// the memory budget).
    static func audit(
        _ scenePath: String, overrides: SceneOverrides, workers: Workers, admit: ((Int) -> Void)? = nil
    ) throws(CLIError) -> (ResolvedScene, PixelBuffer, [LayerLegibility]) {
        do {
            let scene = try SceneLoader.load(path: scenePath, overrides: overrides)
            let (plan, peak) = try Renderer.checkedPlan(scene)
            admit?(peak)
            let (canvas, layers) = LegibilityAudit.run(plan, workers: workers)
            return (scene, canvas, layers)
        } catch {
            throw CLIError(error)
        }
    }

    /// One layer's line: path, kind, size, weight, ratio, Lc, the minimum and the verdict.
    static func line(_ l: LayerLegibility) -> String {
        let s = l.source
        let head = "\(s.path)  \(s.kind.rawValue)  \(points(s.sizePt)) pt  weight \(s.weight)"
        let verdict = l.pass ? "PASS" : "FAIL"
        guard let contrast = l.contrast, let lc = l.apcaLc else {
            return "\(head)  not drawn (no pixel at least half covered)  \(verdict)"
        }
        let estimated = l.backgroundEstimated ? "  (background estimated)" : ""
        return
            "\(head)  contrast \(ratio(contrast)):1  Lc \(String(format: "%.1f", lc))  required \(points(l.required)):1  \(verdict)\(estimated)"
    }

    /// A ratio to two decimals, rounded down, so a ratio under its minimum never prints as the minimum.
    static func ratio(_ v: Double) -> String {
        String(format: "%.2f", (v * 100).rounded(.down) / 100)
    }

    /// A size or minimum without a trailing `.0`.
    static func points(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(WholeNumber.clamped(v)) : String(v)
    }

    /// How every `--json` file begins: only a file that does is removed as a stale one.
    static let jsonSignature = Array("{\n  \"layers\": ".utf8)

    /// `{"layers": [...]}` with every figure.
    static func json(_ layers: [LayerLegibility]) -> String {
        let items: [JSONValue] = layers.map { l in
            let b = l.inkBounds
            return .object([
                ("path", .string(l.source.path)), ("kind", .string(l.source.kind.rawValue)),
                ("sizePt", .number(l.source.sizePt)), ("weight", .number(Double(l.source.weight))),
                ("contrast", l.contrast.map { .number($0) } ?? .null),
                ("apcaLc", l.apcaLc.map { .number($0) } ?? .null), ("required", .number(l.required)),
                ("pass", .bool(l.pass)), ("inkPixels", .number(Double(l.inkPixels))),
                ("inkBoundsPx", .array([b.x, b.y, b.width, b.height].map { .number(Double($0)) })),
                ("backgroundEstimated", .bool(l.backgroundEstimated)),
            ])
        }
        return JSONWriter.write(.object([("layers", .array(items))]))
    }
}
