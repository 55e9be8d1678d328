import GlassCore
import GlassFiles
import GlassPNG
import GlassRender
import GlassScene

/// What a golden check may record (snapshot-testing's modes): `never` (CI: a rerun cannot pass by recording),
/// `missing`, `failed`, `all`. `GLASS_RECORD` sets the default.
public enum RecordMode: String, Sendable, CaseIterable {
    case never, missing, failed, all

    /// `GLASS_RECORD` from the environment: `never` when unset or empty; any other value than the four modes
    /// is refused (`yes` once silently meant `never`).
    public static func fromEnvironment(_ environment: [String: String]) throws(InvalidRecordMode) -> RecordMode {
        guard let value = environment["GLASS_RECORD"], !value.isEmpty else { return .never }
        guard let mode = RecordMode(rawValue: value) else { throw InvalidRecordMode(value: value) }
        return mode
    }
}

/// A `GLASS_RECORD` that is not one of the record modes.
public struct InvalidRecordMode: Error, Equatable, Sendable, CustomStringConvertible {
    public let value: String
    public var description: String { "GLASS_RECORD expects never, missing, failed or all, got '\(value)'" }
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
    /// How long the check took, in seconds (render, compare and writes): set by whoever timed it (the worker
    /// process of `glass test`); 0 when untimed.
    public var seconds: Double = 0

    public var passed: Bool { status == .passed || status == .recorded }

    /// A check that could not run (status `error`), with why.
    public static func error(name: String, scenePath: String, goldenPath: String, message: String) -> GoldenResult {
        GoldenResult(
            name: name, scenePath: scenePath, goldenPath: goldenPath, status: .error, difference: nil,
            message: message, artifacts: [], expectedPNG: [], actualPNG: [], diffPNG: [])
    }
}

/// Renders a scene and compares it with its golden: the routine behind `glass test` and
/// `assertGlassSnapshot`, with the same tolerance and figures as `glass compare`.
///
/// Goldens and artifacts are read and written through `GlassFiles` without following any symbolic link on
/// their paths (`FolderLinks.refuse`): a link a pull request commits as a golden, an artifact or any folder
/// above them is an error of that scene, never a write elsewhere. Writes are atomic, and an output that is
/// one of the scene's inputs is refused.
public enum GoldenCheck {
    /// Checks `scenePath` against `goldenPath`. Records as `record` says (PNG level 9, adaptive filter);
    /// writes `expected.png`, `actual.png` and `diff.png` (those that exist) into `artifactsFolder` for a
    /// failure or a missing golden, removing older ones.
    public static func check(
        name: String, scenePath: String, goldenPath: String, tolerance: Int = 1, record: RecordMode = .never,
        artifactsFolder: String?, workers: Workers = .serial
    ) -> GoldenResult {
        check(
            name: name, scenePath: scenePath, goldenPath: goldenPath, tolerance: tolerance, record: record,
            artifactsFolder: artifactsFolder, workers: workers,
            encode: { image throws(PNGError) in try PNGCodec.encode(image, level: 9, filter: .adaptive) })
    }

    static func check(
        name: String, scenePath: String, goldenPath: String, tolerance: Int, record: RecordMode,
        artifactsFolder: String?, workers: Workers, encode: (PixelBuffer) throws(PNGError) -> [UInt8]
    ) -> GoldenResult {
        func result(
            _ status: GoldenResult.Status, _ message: String, difference: ImageDifference? = nil,
            artifacts: [String] = [], expected: [UInt8] = [], actual: [UInt8] = [], diff: [UInt8] = []
        ) -> GoldenResult {
            GoldenResult(
                name: name, scenePath: scenePath, goldenPath: goldenPath, status: status, difference: difference,
                message: message, artifacts: artifacts, expectedPNG: expected, actualPNG: actual, diffPNG: diff)
        }
        let scene: ResolvedScene
        let actual: PixelBuffer
        do {
            scene = try SceneLoader.load(path: scenePath)
            actual = Renderer.renderImage(try Renderer.checkedPlan(scene).plan, workers: workers)
        } catch {
            return result(.error, error.description)
        }
        let actualPNG: [UInt8]
        do {
            actualPNG = try encode(actual)
        } catch {
            // Never an empty golden or artifact.
            return result(.error, "the rendered image could not be encoded: \(error.description)")
        }
        let golden: [UInt8]?
        do {
            golden = try GoldenFiles.readGolden(goldenPath)
        } catch {
            return result(.error, error.description)
        }
        func write() -> String? { GoldenFiles.writeGolden(actualPNG, to: goldenPath, inputs: scene.inputs) }
        if record == .all || (record == .missing && golden == nil) {
            if let failure = write() { return result(.error, failure) }
            return result(.recorded, "recorded \(goldenPath); look at it before committing", actual: actualPNG)
        }
        func artifacts(expected: [UInt8], diff: [UInt8]) -> (paths: [String], note: String) {
            let written = GoldenFiles.writeArtifacts(
                artifactsFolder, expected: expected, actual: actualPNG, diff: diff, inputs: scene.inputs)
            return (written.paths, written.failure.map { "; artifacts not written: \($0)" } ?? "")
        }
        guard let golden else {
            let (paths, note) = artifacts(expected: [], diff: [])
            return result(
                .missing,
                "\(goldenPath) is missing; record it with --record missing (or GLASS_RECORD=missing), then look at it"
                    + note, artifacts: paths, actual: actualPNG)
        }
        guard let expected = try? PNGCodec.decode(golden) else {
            return result(.error, "\(goldenPath): not a readable PNG")
        }
        guard expected.width == actual.width && expected.height == actual.height else {
            if record == .failed {
                if let failure = write() { return result(.error, failure) }
                return result(.recorded, "re-recorded \(goldenPath) (the size changed)")
            }
            let (paths, note) = artifacts(expected: golden, diff: [])
            return result(
                .failed,
                "size \(actual.width)×\(actual.height), golden \(expected.width)×\(expected.height)" + note,
                artifacts: paths, expected: golden, actual: actualPNG)
        }
        let d = ImageComparison.compare(expected, actual, tolerance: tolerance)
        if d.isWithinTolerance { return result(.passed, "within tolerance \(tolerance)", difference: d) }
        if record == .failed {
            if let failure = write() { return result(.error, failure) }
            return result(.recorded, "re-recorded \(goldenPath)", difference: d)
        }
        let diffPNG =
            (try? PNGCodec.encode(
                ImageComparison.differenceImage(expected: expected, actual: actual, tolerance: tolerance))) ?? []
        let (paths, note) = artifacts(expected: golden, diff: diffPNG)
        let percent = 100 * Double(d.differingPixels) / Double(max(1, d.pixelCount))
        return result(
            .failed,
            "max channel delta \(d.maxChannelDelta), \(d.differingPixels) pixels (\(format(percent))%) above tolerance \(tolerance), SSIM \(format(d.ssim, 5))"
                + note, difference: d, artifacts: paths, expected: golden, actual: actualPNG, diff: diffPNG)
    }

    static func format(_ v: Double, _ digits: Int = 3) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let r = (v * scale).rounded() / scale
        return String(r)
    }
}
