import Foundation
import GlassCore
import GlassPNG
import GlassRender
import GlassScene

/// `glass audit SCENE [--json FILE] [--overlay FILE.png] [--baseline FILE [--update-baseline]]`: the
/// legibility of every `text` and `symbol` layer, measured from the rendered pixels (`LegibilityAudit`), and
/// the layout findings of every text, symbol and control (`LayoutAudit`). Prints a line a layer and a line a
/// layout finding; exits 1 when any layer is under its minimum or any layout finding is not in the baseline.
enum AuditCommand {
    static func run(_ args: [String]) throws(CLIError) -> ExitCode {
        let a = try Arguments(
            args, valued: valuedNames, flags: flagNames, repeatable: ["--matrix"], command: "audit")
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
        // With --matrix, one audit a combination of traits (settings flags and --design join as keys of one
        // value), as `glass render --matrix` renders them.
        let named = a.lists["--matrix"] != nil
        let combinations =
            named
            ? try TraitArguments.matrix(a, design: design, command: "audit").combinations
            : [try TraitArguments.overrides(a, design: design, command: "audit")]
        let updating = a.flags.contains("--update-baseline")
        if updating && a.options["--baseline"] == nil {
            throw .usage("--update-baseline needs --baseline FILE", command: "audit")
        }
        let outputs = [a.options["--json"], a.options["--overlay"], a.options["--baseline"]].compactMap { $0 }
        for output in outputs where output.isEmpty { throw .usage("an output path is empty", command: "audit") }
        /// The overlay of one combination: FILE[k=v].png under --matrix.
        func overlayPath(_ path: String, _ traits: SceneOverrides) -> String {
            named ? traits.name(path.hasSuffix(".png") ? String(path.dropLast(4)) : path) + ".png" : path
        }
        // The JSON is never one of the overlays (under --matrix, any combination's `FILE[k=v].png`).
        if let json = a.options["--json"], let overlay = a.options["--overlay"],
            let clash = combinations.map({ overlayPath(overlay, $0) }).first(where: { TestCommand.sameFile(json, $0) })
        {
            throw .usage("--json and --overlay name the same file, \(clash); give each its own", command: "audit")
        }
        // The baseline is never an output.
        if let baseline = a.options["--baseline"] {
            let others =
                [a.options["--json"]].compactMap { $0 }
                + (a.options["--overlay"].map { o in combinations.map { overlayPath(o, $0) } } ?? [])
            if let clash = others.first(where: { TestCommand.sameFile(baseline, $0) }) {
                throw .usage(
                    "--baseline names an output, \(clash); give the baseline its own file", command: "audit")
            }
        }
        // Refused as an output (the scene itself, a folder, a link) before it is read as a baseline.
        if updating, let path = a.options["--baseline"] { try Files.checkOutput(path, scene: scenePath) }
        let baseline = try AuditJudgement.load(a.options["--baseline"], updating: updating)
        var judgement = AuditJudgement(baseline)
        // A scene that fails, or an output that cannot be written or is refused, leaves no output of an earlier
        // run (`removeStale` keeps what the scene names, and anything glass did not write).
        var stale = jsonSignatures.compactMap { signature in
            a.options["--json"].map { (path: $0, signature: signature) }
        }
        if let path = a.options["--overlay"] {
            stale += combinations.map { (path: overlayPath(path, $0), signature: Files.pngSignature) }
        }
        // Every output is checked before the render: a folder that is missing, a folder in its place, a link,
        // or the scene itself.
        try Files.removingStale(stale, scene: scenePath) { () throws(CLIError) in
            if let path = a.options["--json"] { try Files.checkOutput(path, scene: scenePath) }
            if let path = a.options["--overlay"] {
                for traits in combinations { try Files.checkOutput(overlayPath(path, traits), scene: scenePath) }
            }
        }
        let workers = Workers.pool(threads: threads)
        let audited = try Files.removingStale(stale, scene: scenePath) {
            () throws(CLIError) -> [Audited] in
            var audited: [Audited] = []
            for traits in combinations {
                // Under --matrix, a refusal names its combination, as `render --matrix` does.
                let result: (ResolvedScene, PixelBuffer, [LayerLegibility], [LayoutFinding])
                do throws(CLIError) {
                    result = try audit(scenePath, overrides: traits, workers: workers)
                } catch {
                    throw named ? ContactSheet.failure(error, traits) : error
                }
                let (scene, canvas, layers, layout) = result
                let overlay = a.options["--overlay"].map { overlayPath($0, traits) }
                for output in [a.options["--json"], overlay, updating ? a.options["--baseline"] : nil].compactMap({ $0 }
                ) {
                    try Files.refuseOverwritingInput(output, inputs: scene.inputs)
                }
                let prefix = named ? "[\(traits.description)] " : ""
                var render = Audited(traits: traits, layers: layers, layout: layout)
                judgement.audited(traits.description)
                let contrast = AuditFinding.of(layers: layers, layout: [])
                for f in contrast {
                    render.accepted[f.kind + " " + f.path] = judgement.judge(f, traits: traits.description)
                }
                for layer in layers {
                    let entry = layer.pass ? nil : render.entry("contrast", layer.source.path)
                    print(printable(prefix + line(layer) + (entry.map { "  " + AuditJudgement.verdict($0) } ?? "")))
                }
                for f in AuditFinding.of(layers: [], layout: layout) {
                    let entry = judgement.judge(f, traits: traits.description)
                    render.accepted[f.kind + " " + f.path] = entry
                    print(printable(prefix + f.line + "  " + AuditJudgement.verdict(entry)))
                }
                if let overlay {
                    var marked = canvas
                    AuditOverlay.draw(
                        marks: AuditOverlay.marks(failing: layers.filter { !$0.pass }, findings: layout), on: &marked,
                        scale: scene.scale)
                    marked.unpremultiply(workers: workers)
                    try RenderCommand.write(marked, to: overlay, level: 2, workers: workers)
                }
                audited.append(render)
            }
            return audited
        }
        let all = audited.flatMap(\.layers)
        let failing = all.filter { !$0.pass }.count
        let findings = audited.reduce(0) { $0 + $1.layout.count }
        let renders = named ? " in \(audited.count) render\(audited.count == 1 ? "" : "s")" : ""
        let staleEntries = judgement.stale
        if let file = a.options["--baseline"], !updating {
            for s in staleEntries { print(printable(AuditJudgement.staleLine(s, file: file))) }
        }
        let accepted =
            baseline == nil || updating
            ? "" : ", \(judgement.acceptedCount) accepted by the baseline, \(staleEntries.count) stale"
        print(
            "\(all.count) layer\(all.count == 1 ? "" : "s") audited\(renders), \(failing) under the minimum, \(findings) layout finding\(findings == 1 ? "" : "s")\(accepted)"
        )
        if let path = a.options["--json"] {
            let text = jsonText(audited, named: named, stale: staleEntries)
            try Files.removingStale(stale, scene: scenePath) { () throws(CLIError) in
                try Files.writeAtomically(Array(text.utf8), to: path)
            }
        }
        if updating, let path = a.options["--baseline"] {
            let found = audited.map { r in
                (
                    scene: String?.none, traits: r.traits.description,
                    findings: AuditFinding.of(layers: r.layers, layout: r.layout)
                )
            }
            try AuditJudgement.write(AuditJudgement.updated(baseline, found: found), to: path, old: baseline)
            return .success
        }
        return judgement.newCount == 0 ? .success : .failure
    }

    /// One render's audit: its traits, layers, layout findings and what the baseline accepted of them (by
    /// kind and path).
    struct Audited {
        var traits: SceneOverrides
        var layers: [LayerLegibility]
        var layout: [LayoutFinding]
        var accepted: [String: AuditBaseline.Entry?] = [:]

        func entry(_ kind: String, _ path: String) -> AuditBaseline.Entry? { accepted[kind + " " + path] ?? nil }
    }

    /// The valued options `glass audit` takes: its own, `--design` and every valued setting.
    static let valuedNames: [String: String] =
        [
            "--json": "--json", "--overlay": "--overlay", "--threads": "--threads", "--design": "--design",
            "--baseline": "--baseline",
        ]
        .merging(TraitArguments.valuedNames) { a, _ in a }
    /// The flags it takes: help and every switch setting.
    static let flagNames: Set<String> = Set(["--help", "-h", "--update-baseline"]).union(TraitArguments.flagNames)

    /// Loads, plans and audits a scene: its resolved form, the rendered canvas (premultiplied) and the layers.
    /// `admit`, when given, is called with the render's estimated peak and what the audit itself holds
    /// (`LegibilityAudit.reservedBytes`) before it starts (a worker's share of the memory budget).
    static func audit(
        _ scenePath: String, overrides: SceneOverrides, workers: Workers, admit: ((Int) -> Void)? = nil
    ) throws(CLIError) -> (ResolvedScene, PixelBuffer, [LayerLegibility], [LayoutFinding]) {
        do {
            let scene = try SceneLoader.load(path: scenePath, overrides: overrides)
            let (plan, peak) = try Renderer.checkedPlan(scene)
            // The audit's own pixels (kept windows, frosts, a scratch canvas) count beside the render's peak.
            admit?(peak + LegibilityAudit.reservedBytes(plan))
            let (canvas, layers) = LegibilityAudit.run(plan, workers: workers)
            return (scene, canvas, layers, LayoutAudit.findings(scene, layers: layers))
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

    /// How every `--json` file begins (`{"layers": …}`, or `{"renders": …}` under `--matrix`): only a file
    /// that begins so is removed as a stale one.
    static let jsonSignatures = [Array("{\n  \"layers\": ".utf8), Array("{\n  \"renders\": ".utf8)]
}
