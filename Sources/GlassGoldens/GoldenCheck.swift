import FoundationEssentials
import GlassCore
import GlassPNG
import GlassRender
import GlassScene

/// What a golden check may record (snapshot-testing's modes): `never` (CI: a rerun cannot pass by recording),
/// `missing`, `failed`, `all`. `GLASS_RECORD` sets the default.
public enum RecordMode: String, Sendable, CaseIterable {
    case never, missing, failed, all

    /// `GLASS_RECORD` from the environment, `never` when unset or unknown.
    public static func fromEnvironment(_ environment: [String: String]) -> RecordMode {
        environment["GLASS_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .never
    }
}

/// The outcome of checking one scene against its golden image.
public struct GoldenResult: Sendable {
    public enum Status: String, Sendable {
        case passed, failed, missing, recorded, error
    }

    /// The scene's path relative to the folder of scenes (without `.json`): the test's name.
    public let name: String
    public let scenePath: String
    public let goldenPath: String
    public let status: Status
    /// The comparison, when both images existed and had the same size.
    public let difference: ImageDifference?
    /// One line for people: why it failed, or what was recorded.
    public let message: String
    /// Expected, actual and difference images written for a failure.
    public let artifacts: [String]
    /// The images themselves (PNG bytes) for the report: expected, actual, difference (empty when absent).
    public let expectedPNG: [UInt8], actualPNG: [UInt8], diffPNG: [UInt8]

    public var passed: Bool { status == .passed || status == .recorded }
}

/// Renders a scene and compares it with its golden: the routine behind `glass test` and
/// `assertGlassSnapshot`, with the same tolerance and figures as `glass compare`.
public enum GoldenCheck {
    /// Checks `scenePath` against `goldenPath`. Records as `record` says (PNG level 9, adaptive filter);
    /// writes `expected.png`, `actual.png` and `diff.png` into `artifactsFolder` for a failure.
    public static func check(
        name: String, scenePath: String, goldenPath: String, tolerance: Int = 1, record: RecordMode = .never,
        artifactsFolder: String?, workers: Workers = .serial
    ) -> GoldenResult {
        func result(
            _ status: GoldenResult.Status, _ message: String, difference: ImageDifference? = nil,
            artifacts: [String] = [], expected: [UInt8] = [], actual: [UInt8] = [], diff: [UInt8] = []
        ) -> GoldenResult {
            GoldenResult(
                name: name, scenePath: scenePath, goldenPath: goldenPath, status: status, difference: difference,
                message: message, artifacts: artifacts, expectedPNG: expected, actualPNG: actual, diffPNG: diff)
        }
        let actual: PixelBuffer
        do {
            actual = Renderer.renderImage(try Renderer.checkedPlan(SceneLoader.load(path: scenePath)).plan, workers: workers)
        } catch {
            return result(.error, error.description)
        }
        let actualPNG = (try? PNGCodec.encode(actual, level: 9, filter: .adaptive)) ?? []
        let exists = FileManager.default.fileExists(atPath: goldenPath)
        func write() -> Bool {
            let folder = parentFolder(goldenPath)
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return (try? Data(actualPNG).write(to: URL(fileURLWithPath: goldenPath))) != nil
        }
        if record == .all || (record == .missing && !exists) {
            return write()
                ? result(.recorded, "recorded \(goldenPath); look at it before committing", actual: actualPNG)
                : result(.error, "\(goldenPath): cannot write the golden")
        }
        guard exists else {
            return result(
                .missing,
                "\(goldenPath) is missing; record it with --record missing (or GLASS_RECORD=missing), then look at it",
                actual: actualPNG)
        }
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: goldenPath)),
            let expected = try? PNGCodec.decode([UInt8](bytes))
        else {
            return result(.error, "\(goldenPath): not a readable PNG")
        }
        let expectedPNG = [UInt8](bytes)
        guard expected.width == actual.width && expected.height == actual.height else {
            if record == .failed, write() { return result(.recorded, "re-recorded \(goldenPath) (the size changed)") }
            let artifacts = writeArtifacts(artifactsFolder, expected: expectedPNG, actual: actualPNG, diff: [])
            return result(
                .failed,
                "size \(actual.width)×\(actual.height), golden \(expected.width)×\(expected.height)",
                artifacts: artifacts, expected: expectedPNG, actual: actualPNG)
        }
        let d = ImageComparison.compare(expected, actual, tolerance: tolerance)
        if d.isWithinTolerance { return result(.passed, "within tolerance \(tolerance)", difference: d) }
        if record == .failed, write() { return result(.recorded, "re-recorded \(goldenPath)", difference: d) }
        let diffPNG =
            (try? PNGCodec.encode(
                ImageComparison.differenceImage(expected: expected, actual: actual, tolerance: tolerance))) ?? []
        let artifacts = writeArtifacts(artifactsFolder, expected: expectedPNG, actual: actualPNG, diff: diffPNG)
        let percent = 100 * Double(d.differingPixels) / Double(max(1, d.pixelCount))
        return result(
            .failed,
            "max channel delta \(d.maxChannelDelta), \(d.differingPixels) pixels (\(format(percent))%) above tolerance \(tolerance), SSIM \(format(d.ssim, 5))",
            difference: d, artifacts: artifacts, expected: expectedPNG, actual: actualPNG, diff: diffPNG)
    }

    static func writeArtifacts(_ folder: String?, expected: [UInt8], actual: [UInt8], diff: [UInt8]) -> [String] {
        guard let folder else { return [] }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var out: [String] = []
        for (name, bytes) in [("expected.png", expected), ("actual.png", actual), ("diff.png", diff)]
        where !bytes.isEmpty {
            let path = folder + "/" + name
            if (try? Data(bytes).write(to: URL(fileURLWithPath: path))) != nil { out.append(path) }
        }
        return out
    }

    static func format(_ v: Double, _ digits: Int = 3) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let r = (v * scale).rounded() / scale
        return String(r)
    }
}

/// The folder part of a path ("." for a bare name).
func parentFolder(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}
