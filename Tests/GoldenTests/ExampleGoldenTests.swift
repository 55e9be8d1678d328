import Foundation
import GlassScene
import GlassTesting
import Testing

/// The example package's scene goldens (`Examples/SnapshotDemo`), checked here too: a change to the renderer or
/// the layout that moves its screens fails this suite, as it fails the example's own `swift test` in CI, and is
/// re-recorded with the repository's goldens, not found later by CI alone.
@Suite struct ExampleGoldenTests {
    static let example = Golden.root.appendingPathComponent("Examples/SnapshotDemo/Tests/SnapshotDemoTests")

    /// (golden name, scene, traits as `--traits` writes them): the example's assertions on scene files.
    @Test(arguments: [
        ("inbox", "inbox", ""), ("inbox[appearance=dark]", "inbox", "appearance=dark"),
        ("showcase", "showcase", ""),
    ])
    func exampleSceneMatchesItsGolden(golden: String, scene: String, traits: String) async throws {
        let overrides = try #require(SceneOverrides(description: traits))
        let result = SnapshotCheck.run(
            await GlassBinary.renderer(callerFilePath: #filePath), name: golden,
            scenePath: Self.example.appendingPathComponent("Scenes/\(scene).json").path,
            goldenPath: Self.example.appendingPathComponent("Goldens/\(golden).png").path, traits: overrides,
            tolerance: Golden.tolerance, record: .never,
            artifactsFolder: Golden.failures.appendingPathComponent("example-\(golden)").path)
        #expect(
            result.status == .passed,
            "\(golden): \(result.message) (re-record with GLASS_RECORD=failed swift test --package-path Examples/SnapshotDemo)"
        )
    }
}
