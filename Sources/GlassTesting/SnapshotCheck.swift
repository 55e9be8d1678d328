import Foundation
import GlassGoldens
import GlassScene
import GlassVersion

/// One golden check, rendered as `renderer` says: in a release `glass` (`glass __snapshot`, which renders,
/// compares, records and writes the artifacts itself and prints one verdict line) or in this process. The
/// same routine either way (`GoldenCheck.check`), so the same golden bytes and figures; a result from the
/// binary carries no PNG bytes (the images are in its artifacts).
package enum SnapshotCheck {
    package static func run(
        _ renderer: SnapshotRenderer, name: String, scenePath: String, goldenPath: String,
        traits: SceneOverrides = .none, tolerance: Int, record: RecordMode, artifactsFolder: String,
        instant: String? = nil
    ) -> GoldenResult {
        // A tolerance the binary would refuse is refused the same way in process (300 once passed everything).
        guard (0...255).contains(tolerance) else {
            return .error(
                name: name, scenePath: scenePath, goldenPath: goldenPath,
                message: "the tolerance is a number of levels from 0 to 255, got \(tolerance)")
        }
        guard case .binary(let glass) = renderer else {
            return GoldenCheck.check(
                name: name, scenePath: scenePath, goldenPath: goldenPath, traits: traits, tolerance: tolerance,
                record: record, artifactsFolder: artifactsFolder, instant: instant)
        }
        let run = ChildProcess.run(
            glass,
            [
                "__snapshot", "--tolerance", String(tolerance), "--record", record.rawValue, "--name", name,
                "--artifacts", artifactsFolder, "--sources", GlassVersion.sourceHash,
            ] + (traits.isEmpty ? [] : ["--traits", traits.description])
                + (instant.map { ["--instant", $0] } ?? []) + ["--", scenePath, goldenPath])
        let line = run.output.split(separator: "\n").last { $0.hasPrefix(GoldenResult.verdictPrefix) }
        if run.status == 0, let line, let result = GoldenResult(verdictLine: line) { return result }
        return .error(
            name: name, scenePath: scenePath, goldenPath: goldenPath,
            message: "\(glass) __snapshot gave no verdict (\(run.summary))")
    }
}
