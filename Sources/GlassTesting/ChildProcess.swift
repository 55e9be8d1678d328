import Foundation

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
