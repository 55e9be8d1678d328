import Foundation
import GlassFiles

extension GlassBinary {
    /// The release glass in `<packageRoot>/.build/glass-release`, built there from `checkout` unless one of the
    /// same sources is already there. The build holds a lock in that folder: a second test process waits and
    /// then finds the binary built. Its output streams to stderr, each line starting `glass build:`.
    static func build(swift: String, checkout: String, packageRoot: String, hash: String) -> SnapshotRenderer {
        let scratch = packageRoot + "/.build/glass-release"
        let binary = scratch + "/release/glass"
        do {
            let folder = try OpenFolder.open(scratch, links: .follow, create: true)
            return try folder.withExclusiveLock(".glass-build.lock") { () -> SnapshotRenderer in
                if unusable(binary, hash: hash) == nil { return .binary(binary) }
                FileHandle.standardError.write(
                    Data(
                        ("glass: building a release glass for assertGlassSnapshot into \(scratch) "
                            + "(once per change of glass's sources; the first build takes minutes)\n").utf8))
                let run = ChildProcess.run(
                    swift,
                    [
                        "build", "-c", "release", "--product", "glass", "--package-path", checkout, "--scratch-path",
                        scratch,
                    ], streamPrefix: "glass build: ")
                guard run.status == 0 else {
                    return .inProcess(reason: "'swift build -c release --product glass' failed (\(run.summary))")
                }
                if let why = unusable(binary, hash: hash) {
                    return .inProcess(reason: "the glass built at \(binary) is not usable: \(why)")
                }
                return .binary(binary)
            }
        } catch {
            return .inProcess(reason: "no folder for the build: \(error.description)")
        }
    }
}

/// A child process run to its end, with what it printed on stdout.
struct ChildProcess {
    /// How often a start that fails is tried (50, 100, 150… ms apart).
    static let startAttempts = 6

    /// The exit status, or -1 when it did not start or was killed by a signal.
    var status: Int32
    var output: String
    /// For messages: "exit status N", "killed by signal N", "could not start: …", with the last line printed.
    var summary: String

    /// Runs `path` with `arguments` (never through a shell), stdin empty. With `streamPrefix`, stdout and
    /// stderr are copied line by line to this process's stderr, each line prefixed; otherwise stdout is kept
    /// and stderr is this process's.
    static func run(
        _ path: String, _ arguments: [String], streamPrefix: String? = nil
    ) -> ChildProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        if streamPrefix != nil { process.standardError = pipe }
        // An executable just written may still be open for writing in a child another thread is starting
        // (ETXTBSY until that child execs or exits): a start that fails is tried again, briefly.
        for attempt in 1...startAttempts {
            do {
                try process.run()
                break
            } catch {
                if attempt >= startAttempts {
                    return ChildProcess(
                        status: -1, output: "", summary: "could not start: \(error.localizedDescription)")
                }
                usleep(UInt32(truncatingIfNeeded: attempt) * 50_000)
            }
        }
        var output = Data()
        let reader = pipe.fileHandleForReading
        if let prefix = streamPrefix {
            var pending = Data()
            while case let chunk = reader.availableData, !chunk.isEmpty {
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = pending[pending.startIndex...newline]
                    FileHandle.standardError.write(Data(prefix.utf8) + line)
                    output = Data(line)
                    pending = Data(pending[(newline + 1)...])
                }
            }
        } else {
            output = reader.readDataToEndOfFile()
        }
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        let last = text.split(separator: "\n").last.map { ", last line: \($0)" } ?? ""
        if process.terminationReason == .uncaughtSignal {
            return ChildProcess(
                status: -1, output: text, summary: "killed by signal \(process.terminationStatus)\(last)")
        }
        return ChildProcess(
            status: process.terminationStatus, output: text, summary: "exit status \(process.terminationStatus)\(last)")
    }
}
