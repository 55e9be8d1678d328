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
    /// Where a failure's images differ (the crop a report shows), found while both images are at hand.
    public var changedRegion: ChangedRegion? = nil

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
    /// What an encoded image is for: a golden is committed, so it is encoded small (level 9, adaptive
    /// filter, seconds for a full frame); an artifact is looked at once, so it is encoded fast (level 2, the
    /// render command's default, in parallel).
    public enum Purpose: Sendable { case golden, artifact }

    /// Checks `scenePath`, rendered with `traits` (set at its top level, as `--matrix` sets them), against
    /// `goldenPath`. Records as `record` says; writes `expected.png`, `actual.png`
    /// and `diff.png` (those that exist) into `artifactsFolder` for a failure or a missing golden, removing
    /// older ones. Only what is written is encoded: a passing scene costs its render, the golden's decode and
    /// one comparison of the pixels. `admit`, when given, hears the bytes the check will hold (the render's
    /// peak, the decoded golden and a difference image) before it renders, and returns when they may be held
    /// (`glass test`'s workers share one memory budget).
    public static func check(
        name: String, scenePath: String, goldenPath: String, traits: SceneOverrides = .none, tolerance: Int = 1,
        record: RecordMode = .never, artifactsFolder: String?, workers: Workers = .serial,
        admit: ((Int) -> Void)? = nil, instant: String? = nil
    ) -> GoldenResult {
        check(
            name: name, scenePath: scenePath, goldenPath: goldenPath, traits: traits, tolerance: tolerance,
            record: record, instant: instant,
            artifactsFolder: artifactsFolder, workers: workers, admit: admit,
            encode: { image, purpose throws(PNGError) in
                switch purpose {
                case .golden: try PNGCodec.encode(image, level: 9, filter: .adaptive)
                case .artifact: try PNGCodec.encodeParallel(image, level: 2, workers: workers)
                }
            })
    }

    /// The check with `encode` for the images. Whatever the outcome, the artifacts folder is left holding the
    /// result's artifacts and no older ones: a scene that errors now has none (its images of an earlier
    /// failure would read as this run's).
    static func check(
        name: String, scenePath: String, goldenPath: String, traits: SceneOverrides = .none, tolerance: Int,
        record: RecordMode, instant: String? = nil,
        artifactsFolder: String?, workers: Workers, admit: ((Int) -> Void)? = nil,
        encode: (PixelBuffer, Purpose) throws(PNGError) -> [UInt8]
    ) -> GoldenResult {
        let r = compared(
            name: name, scenePath: scenePath, goldenPath: goldenPath, traits: traits, tolerance: tolerance,
            record: record, instant: instant, artifactsFolder: artifactsFolder, workers: workers, admit: admit,
            encode: encode)
        if let artifactsFolder { GoldenFiles.removeArtifacts(artifactsFolder, except: r.artifacts) }
        return r
    }

    /// Removes the artifacts of an earlier run from `folder` (expected, actual and diff images), except any
    /// that is one of `inputs`: for a scene whose check did not run or did not answer (its worker died).
    /// Follows no link and removes only plain files.
    public static func removeArtifacts(_ folder: String, keeping inputs: Set<FileIdentity> = []) {
        GoldenFiles.removeArtifacts(folder, keeping: inputs)
    }

    static func compared(
        name: String, scenePath: String, goldenPath: String, traits: SceneOverrides, tolerance: Int,
        record: RecordMode, instant: String? = nil, artifactsFolder: String?, workers: Workers, admit: ((Int) -> Void)?,
        encode: (PixelBuffer, Purpose) throws(PNGError) -> [UInt8]
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
        let golden: [UInt8]?
        do {
            scene = try SceneLoader.load(path: scenePath, overrides: traits)
            let imageBytes = scene.widthPx * scene.heightPx * 4
            if let instant {
                // A frame of an animated scene (`NAME@0.250s`, `NAME@end`).
                let animation = try AnimatedScene.load(path: scenePath, overrides: traits)
                let t = instant == "end" ? animation.durationS : Double(instant) ?? 0
                actual = try Renderer.frameImage(
                    animation, atS: t, workers: workers, admit: { admit?($0 + 2 * imageBytes) })
            } else {
                let checked = try Renderer.checkedPlan(scene)
                admit?(checked.peakBytes + 2 * imageBytes)
                actual = Renderer.renderImage(checked.plan, workers: workers)
            }
        } catch {
            return result(.error, error.description)
        }
        // A golden too large to read is a file that is not a readable PNG: a failure, as a corrupt one is.
        var unreadable: String? = nil
        do {
            golden = try GoldenFiles.readGolden(goldenPath)
        } catch {
            guard error.reason == GoldenFiles.overLimit else { return result(.error, error.description) }
            golden = []
            unreadable = error.reason
        }
        /// The rendered image encoded for `purpose`; never an empty golden or artifact.
        func encoded(_ purpose: Purpose) -> Result<[UInt8], GoldenFailure> {
            do {
                return .success(try encode(actual, purpose))
            } catch {
                return .failure(GoldenFailure(message: "the rendered image could not be encoded: \(error.description)"))
            }
        }
        /// Records the golden: the result `recorded` with `message` and the bytes written, or an error.
        func recordGolden(_ message: String, difference: ImageDifference? = nil) -> GoldenResult {
            switch encoded(.golden) {
            case .success(let png):
                if let failure = GoldenFiles.writeGolden(png, to: goldenPath, inputs: scene.inputs) {
                    return result(.error, failure)
                }
                return result(.recorded, message, difference: difference, actual: png)
            case .failure(let failure):
                return result(.error, failure.message)
            }
        }
        if record == .all || (record == .missing && golden == nil) {
            return recordGolden("recorded \(goldenPath); look at it before committing")
        }
        /// Encodes the actual image, writes the artifacts, and reports what was written.
        func failure(
            _ status: GoldenResult.Status, _ message: String, difference: ImageDifference? = nil,
            expected: [UInt8], diff: [UInt8] = []
        ) -> GoldenResult {
            let actualPNG: [UInt8]
            switch encoded(.artifact) {
            case .success(let png): actualPNG = png
            case .failure(let failure): return result(.error, failure.message)
            }
            let written = GoldenFiles.writeArtifacts(
                artifactsFolder, expected: expected, actual: actualPNG, diff: diff, inputs: scene.inputs)
            let note = written.failure.map { "; artifacts not written: \($0)" } ?? ""
            return result(
                status, message + note, difference: difference, artifacts: written.paths, expected: expected,
                actual: actualPNG, diff: diff)
        }
        guard let golden else {
            return failure(
                .missing,
                "\(goldenPath) is missing; record it with GLASS_RECORD=missing (or glass test --record missing), then look at it",
                expected: [])
        }
        /// A golden of another size than the render.
        func sizeChanged(_ width: Int, _ height: Int) -> GoldenResult {
            if record == .failed { return recordGolden("re-recorded \(goldenPath) (the size changed)") }
            return failure(
                .failed, "size \(actual.width)×\(actual.height), golden \(width)×\(height)", expected: golden)
        }
        // The size from the header first: a golden of another size is never decoded (a pull request's
        // 389 KB golden declaring 10000×10000 px once cost 800 MB to learn that it differs).
        if let size = PNGCodec.headerSize(golden), size.width != actual.width || size.height != actual.height {
            return sizeChanged(size.width, size.height)
        }
        // A golden that is not a readable PNG (a bad merge, `echo garbage > golden.png`) is a failure the
        // new image may replace, never an error that hides the accept command.
        let expected: PixelBuffer
        do {
            expected = try PNGCodec.decode(golden)
        } catch {
            if record == .failed { return recordGolden("re-recorded \(goldenPath) (it was not a readable PNG)") }
            let why =
                switch error {
                case _ where unreadable != nil: unreadable!
                case .invalidData(let message): message
                default: error.description
                }
            return failure(
                .failed,
                "\(goldenPath) is not a readable PNG (\(why)); replace it with --record failed, then look at it",
                expected: [])
        }
        if expected.width != actual.width || expected.height != actual.height {
            return sizeChanged(expected.width, expected.height)
        }
        let d = ImageComparison.compare(expected, actual, tolerance: tolerance)
        if d.isWithinTolerance {
            return result(.passed, "within tolerance \(tolerance)", difference: d)
        }
        if record == .failed { return recordGolden("re-recorded \(goldenPath)", difference: d) }
        let diffImage = ImageComparison.differenceImage(expected: expected, actual: actual, tolerance: tolerance)
        let diffPNG = (try? encode(diffImage, .artifact)) ?? []
        let percent = 100 * Double(d.differingPixels) / Double(max(1, d.pixelCount))
        var failed = failure(
            .failed,
            "max channel delta \(d.maxChannelDelta), \(d.differingPixels) pixels (\(format(percent))%) above tolerance \(tolerance), SSIM \(format(d.ssim, 5))",
            difference: d, expected: golden, diff: diffPNG)
        failed.changedRegion = ChangedRegion.of(expected: expected, actual: actual, tolerance: tolerance)
        return failed
    }

    /// Why an image could not be encoded.
    struct GoldenFailure: Error { let message: String }

    static func format(_ v: Double, _ digits: Int = 3) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let r = (v * scale).rounded() / scale
        return String(r)
    }
}
