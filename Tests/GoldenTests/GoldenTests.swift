import Foundation
import GlassCore
import GlassPNG
import GlassRender
import GlassScene
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

    enum RecordMode: String {
        case never, missing, failed, all
    }

    static var recordMode: RecordMode {
        let value = ProcessInfo.processInfo.environment["GLASS_RECORD"] ?? "never"
        return RecordMode(rawValue: value) ?? .never
    }

    static func sceneNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func render(_ name: String) throws -> PixelBuffer {
        let scene = try SceneLoader.load(path: scenes.appendingPathComponent("\(name).json").path)
        return Renderer.renderImage(scene)
    }
}

@Suite struct GoldenTests {
    @Test(arguments: Golden.sceneNames())
    func sceneMatchesItsGolden(name: String) throws {
        let actual = try Golden.render(name)
        let goldenURL = Golden.golden.appendingPathComponent("\(name).png")
        let mode = Golden.recordMode
        let exists = FileManager.default.fileExists(atPath: goldenURL.path)
        if mode == .all || (mode == .missing && !exists) {
            try Data(try PNGCodec.encode(actual, level: 9, filter: .adaptive)).write(to: goldenURL)
            print("recorded golden/\(name).png")
            return
        }
        guard exists else {
            Issue.record(
                "golden/\(name).png is missing; record it with GLASS_RECORD=missing swift test, then look at it")
            return
        }
        let expected = try PNGCodec.decode([UInt8](try Data(contentsOf: goldenURL)))
        guard expected.width == actual.width && expected.height == actual.height else {
            try writeFailure(name, expected: expected, actual: actual)
            Issue.record(
                "\(name): size \(actual.width)×\(actual.height), golden is \(expected.width)×\(expected.height)")
            return
        }
        let d = ImageComparison.compare(expected, actual, tolerance: Golden.tolerance)
        if d.isWithinTolerance { return }
        if mode == .failed {
            try Data(try PNGCodec.encode(actual, level: 9, filter: .adaptive)).write(to: goldenURL)
            print("re-recorded golden/\(name).png:\n\(d.report)")
            return
        }
        let folder = try writeFailure(name, expected: expected, actual: actual)
        Issue.record("\(name) differs from its golden:\n\(d.report)\nexpected, actual and diff images in \(folder)")
    }

    @discardableResult
    func writeFailure(_ name: String, expected: PixelBuffer, actual: PixelBuffer) throws -> String {
        let folder = Golden.failures.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(try PNGCodec.encode(expected)).write(to: folder.appendingPathComponent("expected.png"))
        try Data(try PNGCodec.encode(actual)).write(to: folder.appendingPathComponent("actual.png"))
        if expected.width == actual.width && expected.height == actual.height {
            let diff = ImageComparison.differenceImage(expected: expected, actual: actual, tolerance: Golden.tolerance)
            try Data(try PNGCodec.encode(diff)).write(to: folder.appendingPathComponent("diff.png"))
        }
        return folder.path
    }

    @Test func everyGoldenHasAScene() throws {
        let scenes = Set(Golden.sceneNames())
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Golden.golden.path).filter {
            $0.hasSuffix(".png")
        }
        for g in goldens { #expect(scenes.contains(String(g.dropLast(4))), "golden/\(g) has no scene") }
        #expect(scenes.count >= 13, "at least 12 feature scenes plus the showcase")
        #expect(scenes.contains("showcase"))
    }

    @Test(arguments: ["glass-regular", "glass-pure-blur", "shape-gradient", "container-merge", "scroll-edge-soft"])
    func renderingIsDeterministicAtAnyThreadCount(name: String) throws {
        let scene = try SceneLoader.load(path: Golden.scenes.appendingPathComponent("\(name).json").path)
        let a = Renderer.renderImage(scene)
        let b = Renderer.renderImage(scene)
        #expect(a == b)
        #expect(try PNGCodec.encode(a) == PNGCodec.encode(b))
        for threads in [2, 3, 7] {
            #expect(Renderer.renderImage(scene, workers: .dispatch(threads: threads)) == a, "\(threads) threads")
        }
    }
}
