import Foundation
import GlassFiles
import GlassGoldens
import GlassScene
import Testing
import XCTest

/// What `assertGlassSnapshot` may record.
public enum SnapshotRecording: Sendable {
    case never, missing, failed, all
    /// `GLASS_RECORD` (`never` when unset or empty): CI leaves it unset, so a rerun cannot pass by
    /// recording. Any value other than never, missing, failed or all fails the assertion.
    case fromEnvironment

    func mode(_ environment: [String: String]) throws(InvalidRecordMode) -> RecordMode {
        switch self {
        case .never: .never
        case .missing: .missing
        case .failed: .failed
        case .all: .all
        case .fromEnvironment: try RecordMode.fromEnvironment(environment)
        }
    }
}

/// Renders the scene file at `scene` and compares it with the golden PNG at `golden` within `tolerance`
/// levels per channel, the check `glass test` makes. With `traits` (`["appearance": "dark"]`) the scene is
/// rendered with them, as `glass test --matrix` renders it, and the golden is `NAME[appearance=dark].png`
/// beside `golden`'s `NAME.png` (keys sorted, values canonical: the name `glass test` gives it). A mismatch, a missing golden or a scene that does not
/// render is recorded as a test failure with the figures and the folder of expected, actual and difference
/// images: through Swift Testing's `Issue.record` inside a `@Test`, through `XCTFail` inside an XCTest
/// case. Returns the result for further checks.
///
/// The render runs in a release `glass` built from the same sources when one is found or can be built
/// (`GLASS_BIN`, `glass` on `PATH`, else the machine's cache, `~/.cache/glass`, where it is built once), which
/// compares and writes the images itself; otherwise in the test's own process (`GLASS_SNAPSHOT=inprocess`
/// asks for that). The result is the same either way, except that one from `glass` carries no PNG bytes.
///
/// The images go to `artifacts`, by default to a folder of the calling package's own build folder that
/// no other assertion shares: `.build/glass-snapshots/<module>/<file>/<golden>-L<line>`. No component of
/// the golden's or the artifacts' path may be a symbolic link (`GoldenCheck`).
@discardableResult
public func assertGlassSnapshot(
    of scene: URL, matching golden: URL, traits: GlassTraits = .none, tolerance: Int = 1,
    record: SnapshotRecording = .fromEnvironment, artifacts: URL? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenResult {
    snapshot(
        of: scene, matching: golden, traits: traits, tolerance: tolerance, record: record, artifacts: artifacts,
        environment: ProcessInfo.processInfo.environment,
        renderer: GlassBinary.renderer(callerFilePath: "\(filePath)"), fileID: fileID, filePath: filePath,
        line: line, column: column)
}

/// `assertGlassSnapshot` with traits held in a `[String: String]`, keys and values spelled as on the command
/// line (`["appearance": "dark", "boldText": "true"]`): a dictionary a test keeps in a variable or takes as a
/// parameterized test's argument, which the `GlassTraits` parameter cannot take.
@discardableResult
public func assertGlassSnapshot(
    of scene: URL, matching golden: URL, traits: [String: String], tolerance: Int = 1,
    record: SnapshotRecording = .fromEnvironment, artifacts: URL? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenResult {
    assertGlassSnapshot(
        of: scene, matching: golden, traits: GlassTraits(traits), tolerance: tolerance, record: record,
        artifacts: artifacts, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// An instant of an animated scene: seconds from its start (0–60), or its end (when every transition is done).
public enum AnimationInstant: Sendable, Equatable {
    case seconds(Double)
    case end

    /// As `glass` takes it; nil for seconds outside 0–60 or not a number.
    var argument: String? {
        switch self {
        case .end: return "end"
        case .seconds(let s): return s.isFinite && s >= 0 && s <= 60 ? String(s) : nil
        }
    }
}

/// `assertGlassSnapshot` of an animated scene's frame at `instant` (`.seconds(0.25)`, `.end`): the frame
/// `glass animate` draws then, compared with `golden` as a still render is. Frame 0 is the still render of the
/// first state, and `.end` that of the last.
@discardableResult
public func assertGlassSnapshot(
    of scene: URL, at instant: AnimationInstant, matching golden: URL, traits: GlassTraits = .none,
    tolerance: Int = 1, record: SnapshotRecording = .fromEnvironment, artifacts: URL? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenResult {
    snapshot(
        of: scene, matching: golden, traits: traits, tolerance: tolerance, record: record, artifacts: artifacts,
        environment: ProcessInfo.processInfo.environment,
        renderer: GlassBinary.renderer(callerFilePath: "\(filePath)"), fileID: fileID, filePath: filePath,
        line: line, column: column, instant: instant)
}

/// `assertGlassSnapshot` with the environment it reads `GLASS_RECORD` from and the renderer it uses.
func snapshot(
    of scene: URL, matching plainGolden: URL, traits: GlassTraits = .none, tolerance: Int, record: SnapshotRecording,
    artifacts: URL?, environment: [String: String], renderer: SnapshotRenderer, fileID: String,
    filePath: StaticString, line: UInt, column: UInt, instant: AnimationInstant? = nil
) -> GoldenResult {
    let checked = traits.overrides()
    let overrides = (try? checked.get()) ?? .none
    let golden = goldenURL(plainGolden, overrides)
    let name = golden.deletingPathExtension().lastPathComponent
    let folder =
        artifacts?.path ?? defaultArtifactsFolder(golden: name, fileID: fileID, filePath: "\(filePath)", line: line)
    let result: GoldenResult
    do {
        let mode = try record.mode(environment)
        switch checked {
        case .failure(let failure):
            result = .error(name: name, scenePath: scene.path, goldenPath: golden.path, message: failure.message)
        case .success:
            if let instant, instant.argument == nil {
                result = .error(
                    name: name, scenePath: scene.path, goldenPath: golden.path,
                    message: "an instant is seconds from 0 to 60, got \(instant)")
            } else if let bytes = FileNames.lastComponentTooLong(golden.path) {
                result = .error(
                    name: name, scenePath: scene.path, goldenPath: golden.path,
                    message: "the golden's file name is \(bytes) bytes; the limit is \(FileNames.maxBytes)")
            } else {
                result = SnapshotCheck.run(
                    renderer, name: name, scenePath: scene.path, goldenPath: golden.path, traits: overrides,
                    tolerance: tolerance, record: mode, artifactsFolder: folder, instant: instant?.argument)
            }
        }
    } catch {
        result = .error(name: name, scenePath: scene.path, goldenPath: golden.path, message: error.description)
    }
    if !result.passed {
        var message = "\(name): \(result.message)"
        if let d = result.difference { message += "\n" + d.report }
        if !result.artifacts.isEmpty { message += "\nexpected, actual and diff images in \(folder)" }
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
    return result
}

/// The golden of a render with `traits`: `NAME[k=v,…].png` beside `plain`'s `NAME.png` (`plain` itself for none).
func goldenURL(_ plain: URL, _ traits: SceneOverrides) -> URL {
    if traits.isEmpty { return plain }
    let ext = plain.pathExtension.isEmpty ? "png" : plain.pathExtension
    return plain.deletingLastPathComponent().appendingPathComponent(
        traits.name(plain.deletingPathExtension().lastPathComponent) + "." + ext)
}

/// `.build/glass-snapshots/<module>/<file>/<golden>-L<line>` in the package that holds `filePath` (the
/// nearest folder above it with a `Package.swift`; the current folder when there is none): unique to the
/// assertion, inside the package, never a shared folder in /tmp that others can plant links in.
func defaultArtifactsFolder(golden: String, fileID: String, filePath: String, line: UInt) -> String {
    let root = GlassBinary.packageRoot(of: filePath)
    func safe(_ component: some StringProtocol) -> String {
        component.isEmpty || component == "." || component == ".." ? "_" : String(component)
    }
    let caller = fileID.split(separator: "/").map(safe).joined(separator: "/")
    let file = caller.hasSuffix(".swift") ? String(caller.dropLast(6)) : caller
    return "\(root)/.build/glass-snapshots/\(file)/\(safe(golden))-L\(line)"
}
