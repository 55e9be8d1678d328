import Foundation
import GlassCore
import GlassGoldens
import GlassPNG
import GlassRender
import GlassScene
import GlassTesting
import Testing

/// Golden-image tests: every `scenes/NAME.json` renders to match `golden/NAME.png` within 1 level per
/// channel, compared with the same routine as `glass compare`.
///
/// `GLASS_RECORD` chooses what is recorded: `never` (the default, and what CI uses, so a rerun cannot
/// pass by recording), `missing`, `failed` or `all`. A failure writes expected, actual and an amplified
/// difference image to `.build/golden-failures/NAME/` and names the folder.
enum Golden {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scenes = root.appendingPathComponent("scenes")
    static let golden = root.appendingPathComponent("golden")
    static let failures = root.appendingPathComponent(".build/golden-failures")
    static let tolerance = 1

    /// `GLASS_RECORD`, as `glass test` reads it.
    static var recordMode: RecordMode {
        get throws { try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) }
    }

    static func sceneNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Every golden's name: each scene's, and an animated scene's frames after it (`NAME@end`,
    /// `NAME@0.100s`), as `glass test` names them.
    static func goldenNames() -> [String] {
        sceneNames().flatMap { name in
            [name]
                + AnimatedScene.goldenInstants(ofSceneAt: scenes.appendingPathComponent("\(name).json").path).map {
                    "\(name)@\($0 == "end" ? "end" : "\($0)s")"
                }
        }
    }

    /// A golden's scene and instant: `NAME@0.100s` → (`NAME`, `0.100`).
    static func split(_ golden: String) -> (scene: String, instant: String?) {
        guard let at = golden.firstIndex(of: "@") else { return (golden, nil) }
        var instant = String(golden[golden.index(after: at)...])
        if instant.hasSuffix("s") { instant.removeLast() }
        return (String(golden[..<at]), instant)
    }
}

@Suite struct GoldenTests {
    /// Each scene through the routine `glass test` runs (`GoldenCheck`): render, compare within the tolerance,
    /// record as `GLASS_RECORD` says, and write expected, actual and diff images for a failure. It runs where
    /// `assertGlassSnapshot` runs it: in a release `glass` of these sources (found, or built once into
    /// `.build/glass-release`), not at this debug build's speed.
    @Test(arguments: Golden.goldenNames())
    func sceneMatchesItsGolden(name: String) async throws {
        let (scene, instant) = Golden.split(name)
        let result = SnapshotCheck.run(
            await GlassBinary.renderer(callerFilePath: #filePath), name: name,
            scenePath: Golden.scenes.appendingPathComponent("\(scene).json").path,
            goldenPath: Golden.golden.appendingPathComponent("\(name).png").path, tolerance: Golden.tolerance,
            record: try Golden.recordMode, artifactsFolder: Golden.failures.appendingPathComponent(name).path,
            instant: instant)
        switch result.status {
        case .passed: return
        case .recorded: print("\(name): \(result.message)")
        case .failed, .missing, .error:
            var message = "\(name): \(result.message)"
            if let d = result.difference { message += "\n" + d.report }
            if !result.artifacts.isEmpty {
                message += "\nexpected, actual and diff images in \(Golden.failures.appendingPathComponent(name).path)"
            }
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test func everyGoldenHasAScene() throws {
        let scenes = Set(Golden.sceneNames())
        let expected = Set(Golden.goldenNames())
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Golden.golden.path).filter {
            $0.hasSuffix(".png")
        }
        for g in goldens { #expect(expected.contains(String(g.dropLast(4))), "golden/\(g) has no scene or instant") }
        #expect(scenes.count >= 13, "at least 12 feature scenes plus the showcase")
        #expect(scenes.contains("showcase"))
    }

    /// The same bytes at 1, 2, 3 and 7 threads, twice over: through the release glass that renders the goldens
    /// (`glass render --threads N`), or in process when there is none.
    @Test(arguments: [
        "glass-regular", "glass-pure-blur", "shape-gradient", "container-merge", "scroll-edge-soft",
        "settings-increase-contrast", "settings-reduce-transparency",
    ])
    func renderingIsDeterministicAtAnyThreadCount(name: String) async throws {
        let scenePath = Golden.scenes.appendingPathComponent("\(name).json").path
        guard case .binary(let glass) = await GlassBinary.renderer(callerFilePath: #filePath) else {
            let scene = try SceneLoader.load(path: scenePath)
            let a = Renderer.renderImage(scene)
            #expect(Renderer.renderImage(scene) == a)
            #expect(try PNGCodec.encode(a) == PNGCodec.encode(Renderer.renderImage(scene)))
            for threads in [2, 3, 7] {
                #expect(Renderer.renderImage(scene, workers: .pool(threads: threads)) == a, "\(threads) threads")
            }
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glass-threads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var images: [Data] = []
        for (k, threads) in [1, 1, 2, 3, 7].enumerated() {
            let output = folder.appendingPathComponent("\(k).png").path
            let p = Process()
            p.executableURL = URL(fileURLWithPath: glass)
            p.arguments = ["render", "--threads", "\(threads)", "-o", output, "--", scenePath]
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0, "\(threads) threads")
            images.append(FileManager.default.contents(atPath: output) ?? Data())
        }
        #expect(!images[0].isEmpty)
        for (k, image) in images.enumerated() { #expect(image == images[0], "render \(k)") }
    }
}
