import Foundation
import GlassTesting
import Testing

/// The `glass` for sweeps that render hundreds of scenes: the release build `assertGlassSnapshot` uses
/// (`glassSnapshotBinary()`: found, or built once into `.build/glass-release`), since a debug build runs the
/// renderer's SIMD code 75–250× slower. Under AddressSanitizer (`tools/sanitize.sh` sets `ASAN_OPTIONS`), or
/// when no release glass can be had, the debug binary beside the test bundle, built with the sanitizer:
/// slower, and checked for memory errors.
enum ReleaseGlass {
    /// The binary's path; an `async` wait, so a test waiting for the first build frees its thread.
    static func binary() async -> String {
        if ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil,
            let release = await GlassBinary.binaryPath(callerFilePath: #filePath)
        {
            return release
        }
        return debugBinary
    }

    /// The debug binary beside the test bundle.
    static let debugBinary: String = {
        let exe = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "")
        var dir = exe.deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("glass").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("glass").path
    }()

    /// Runs the binary with `arguments`; its standard output and exit status.
    static func run(_ arguments: [String]) async throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: await binary())
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
