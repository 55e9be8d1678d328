import GlassFiles
import GlassScene

/// Exit codes of the command line (BSD sysexits where one fits).
enum ExitCode: Int32 {
    case success = 0
    /// Images differ, or a render failed.
    case failure = 1
    case usage = 64
    /// Bad scene or image data.
    case dataError = 65
    /// An input file is missing or unreadable.
    case noInput = 66
    /// An output file cannot be created.
    case cannotCreate = 73
}

/// An error the command line reports as one `error:` line, with its exit code.
struct CLIError: Error, CustomStringConvertible {
    var code: ExitCode
    var message: String

    init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }

    init(_ error: SceneError) {
        self.init(error.kind == .missingInput ? .noInput : .dataError, error.description)
    }

    /// A file that cannot be written: exit 73.
    init(_ error: FileError) {
        self.init(.cannotCreate, error.description)
    }

    static func usage(_ message: String, command: String?) -> CLIError {
        let hint = command.map { "glass \($0) --help" } ?? "glass --help"
        return CLIError(.usage, "\(message) (see '\(hint)')")
    }

    var description: String { message }
}
