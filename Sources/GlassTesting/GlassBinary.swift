import Foundation
import GlassFiles
import GlassVersion

/// How `assertGlassSnapshot` renders: through a release `glass` built from the same sources (`glass
/// __snapshot`, out of process), or in the test's own process (75× slower in a debug build).
package enum SnapshotRenderer: Sendable, Hashable {
    case binary(String)
    case inProcess(reason: String)
}

/// Finds the `glass` that `assertGlassSnapshot` renders with, once per process: `GLASS_BIN`, then `glass` on
/// `PATH`, each used only when its `--version` names a release build of the same sources (a hash compiled into
/// both); else the one in the machine's cache (`GlassCache`: `~/.cache/glass/HASH/glass`), built there on
/// demand with `swift build -c release --product glass` from glass's own checkout, under a file lock so that
/// parallel test processes and packages build it once (in the calling package's `.build/glass-release` when
/// the cache cannot be used). `GLASS_SNAPSHOT=inprocess` renders in process. Each skipped binary and the
/// reason for rendering in process are told once on stderr, lines starting `glass:`.
package enum GlassBinary {
    nonisolated(unsafe) private static var chosen: SnapshotRenderer?
    private static let lock = NSLock()

    /// The renderer for this process, found on first use for the package that holds `filePath` (the
    /// calling test file); later calls wait for the first and get its answer.
    package static func renderer(callerFilePath filePath: String) -> SnapshotRenderer {
        lock.lock()
        defer { lock.unlock() }
        if let chosen { return chosen }
        let found = locate(
            environment: ProcessInfo.processInfo.environment, packageRoot: packageRoot(of: filePath),
            checkout: checkout, note: { FileHandle.standardError.write(Data("glass: \($0)\n".utf8)) })
        if case .inProcess(let reason) = found {
            FileHandle.standardError.write(
                Data(
                    ("glass: assertGlassSnapshot renders in the test's own process, about 75× slower than a release "
                        + "glass in a debug build, because \(reason)\n").utf8))
        }
        chosen = found
        return found
    }

    /// glass's checkout: the folder three levels above this file, when it holds `Package.swift`.
    static var checkout: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        return FileManager.default.fileExists(atPath: root + "/Package.swift") ? root : nil
    }

    /// The choice, with what it reads passed in (for tests): `note` hears each binary skipped and why.
    package static func locate(
        environment: [String: String], packageRoot: String, checkout: String?, hash: String = GlassVersion.sourceHash,
        note: (String) -> Void
    ) -> SnapshotRenderer {
        switch environment["GLASS_SNAPSHOT"] ?? "" {
        case "inprocess": return .inProcess(reason: "GLASS_SNAPSHOT=inprocess")
        case "", "auto": break
        case let other: note("GLASS_SNAPSHOT expects auto or inprocess, got '\(other)'; using auto")
        }
        if let given = environment["GLASS_BIN"], !given.isEmpty {
            if let why = unusable(given, hash: hash) {
                note("GLASS_BIN=\(given) skipped: \(why)")
            } else {
                return .binary(given)
            }
        }
        if let onPath = search("glass", in: environment["PATH"]) {
            if let why = unusable(onPath, hash: hash) {
                note("\(onPath) (on PATH) skipped: \(why)")
            } else {
                return .binary(onPath)
            }
        }
        guard let checkout else { return .inProcess(reason: "no checkout of glass's sources was found to build it") }
        guard let swift = search("swift", in: environment["PATH"]) else {
            return .inProcess(reason: "no swift on PATH to build a release glass")
        }
        return build(swift: swift, checkout: checkout, packageRoot: packageRoot, hash: hash, environment: environment)
    }

    /// Why the file at `path` cannot be used, or nil when it is a release glass of the sources `hash` names.
    static func unusable(_ path: String, hash: String, deadlineSeconds: Double = 20) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
        if isFolder.boolValue { return "is a folder" }
        guard FileManager.default.isExecutableFile(atPath: path) else { return "is not executable" }
        let run = ChildProcess.run(path, ["--version"], deadlineSeconds: deadlineSeconds)
        guard run.status == 0, let line = run.output.split(separator: "\n").first,
            let found = GlassVersion.parse(String(line))
        else { return "'\(path) --version' did not print a glass version (\(run.summary))" }
        if found.hash != hash { return "its sources hash is \(found.hash), this library's is \(hash)" }
        if found.debug { return "it is a debug build, as slow as rendering in process" }
        return nil
    }

    /// The first executable `name` in the folders of `path` (a `PATH` value).
    static func search(_ name: String, in path: String?) -> String? {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// The package that holds `filePath`: the nearest folder above it with a `Package.swift`, else the
    /// current folder (as the default artifacts folder is found).
    package static func packageRoot(of filePath: String) -> String {
        var package = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while package.path != "/"
            && !FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
        {
            package = package.deletingLastPathComponent()
        }
        return package.path == "/" ? FileManager.default.currentDirectoryPath : package.path
    }
}

/// The release `glass` that `assertGlassSnapshot` renders with in this process, found or built on first use
/// for the package that holds `filePath`; nil when the assertions render in process. For timing a test
/// against `glass render`, or running the binary yourself.
public func glassSnapshotBinary(filePath: StaticString = #filePath) -> String? {
    guard case .binary(let path) = GlassBinary.renderer(callerFilePath: "\(filePath)") else { return nil }
    return path
}

extension GlassBinary {
    /// `renderer(callerFilePath:)` waited for on a thread of its own: a test that waits for the first build
    /// holds no thread of Swift's concurrency pool, so the other tests run meanwhile.
    package static func renderer(callerFilePath filePath: String) async -> SnapshotRenderer {
        await withCheckedContinuation { done in
            Thread.detachNewThread { done.resume(returning: renderer(callerFilePath: filePath)) }
        }
    }
    /// The release glass's path as `glassSnapshotBinary()` finds it, waited for as `renderer` is (for this
    /// package's own `async` tests); nil when the assertions render in process.
    package static func binaryPath(callerFilePath filePath: String) async -> String? {
        guard case .binary(let path) = await renderer(callerFilePath: filePath) else { return nil }
        return path
    }
}
