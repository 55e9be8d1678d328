import Foundation
import Testing

/// The release `glass` of this checkout, for sweeps that render hundreds of scenes: a debug build runs the
/// renderer's SIMD code 75–250× slower. Built once per test process with `swift build -c release --product
/// glass` into `.build/glass-release` (its own scratch folder: `swift test` holds `.build`'s lock), under a
/// file lock so that parallel test processes build it once; the build's output goes to standard error.
enum ReleaseGlass {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scratch = root.appendingPathComponent(".build/glass-release")

    /// The binary's path, or why it could not be built.
    static let binary: Result<String, BuildFailure> = {
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let lock = open(scratch.path + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        if lock >= 0 { flock(lock, LOCK_EX) }
        defer { if lock >= 0 { close(lock) } }
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = [
            "swift", "build", "-c", "release", "--product", "glass", "--package-path", root.path, "--scratch-path",
            scratch.path,
        ]
        build.standardOutput = FileHandle.standardError
        do {
            try build.run()
            build.waitUntilExit()
        } catch {
            return .failure(BuildFailure(message: "cannot run swift build: \(error)"))
        }
        guard build.terminationStatus == 0 else {
            return .failure(BuildFailure(message: "swift build -c release failed (\(build.terminationStatus))"))
        }
        return .success(scratch.appendingPathComponent("release/glass").path)
    }()

    struct BuildFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Runs the release binary with `arguments`; its standard output and exit status.
    static func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try binary.get())
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
