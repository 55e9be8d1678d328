import FoundationEssentials
import GlassGoldens
import GlassRender
import GlassScene
import GlassVersion

/// `glass __snapshot --tolerance N --record MODE --name NAME --artifacts DIR [--traits K=V,…] -- SCENE GOLDEN`
/// (hidden): the check behind `assertGlassSnapshot` when a test runs it out of process. Renders SCENE (with
/// the traits, canonical and sorted as a render's name holds them) with every core,
/// compares it with GOLDEN, records as MODE says and writes the artifacts into DIR (as `glass test` does,
/// through `GoldenCheck.check`), then prints one verdict line (`GoldenResult.verdictLine`) on stdout and
/// exits 0, whatever the verdict. After `--` a path that starts with `-` is a path. With `--sources HASH` it
/// refuses (exit 64) unless it was built from the sources HASH names: a binary rebuilt from other sources
/// between the test's check of `--version` and this run is never used.
enum SnapshotCommand {
    static let name = "__snapshot"
    static let usage =
        "\(name) --tolerance N --record MODE --name NAME --artifacts DIR [--traits K=V,…] [--instant S|end] [--sources HASH] -- SCENE GOLDEN"

    static func run(_ args: [String]) throws(CLIError) -> ExitCode {
        let a = try Arguments(
            args,
            valued: [
                "--tolerance": "--tolerance", "--record": "--record", "--name": "--name", "--artifacts": "--artifacts",
                "--sources": "--sources", "--traits": "--traits", "--instant": "--instant",
            ],
            flags: [], command: name)
        guard a.positionals.count == 2, let record = a.options["--record"].flatMap(RecordMode.init(rawValue:)),
            let tolerance = try a.integer("--tolerance", in: 0...255, command: name),
            let test = a.options["--name"], let artifacts = a.options["--artifacts"],
            let traits = SceneOverrides(description: a.options["--traits"] ?? ""),
            ([artifacts] + a.positionals).allSatisfy({ !$0.isEmpty })
        else {
            throw .usage("\(usage) is started by GlassTesting itself", command: name)
        }
        if let sources = a.options["--sources"], sources != GlassVersion.sourceHash {
            throw .usage(
                "this glass was built from the sources \(GlassVersion.sourceHash), the test's library from \(sources)",
                command: name)
        }
        let result = GoldenCheck.check(
            name: test, scenePath: a.positionals[0], goldenPath: a.positionals[1], traits: traits, tolerance: tolerance,
            record: record, artifactsFolder: artifacts,
            workers: .pool(threads: min(256, ProcessInfo.processInfo.activeProcessorCount)),
            instant: a.options["--instant"])
        print(result.verdictLine)
        return .success
    }
}
