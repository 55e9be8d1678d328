import Glibc

/// Entry point: dispatches to a command and maps errors to one `error:` line and an exit code.
func run(_ args: [String]) -> ExitCode {
    guard let command = args.first else {
        writeStderr("error: no command given (see 'glass --help')\n")
        return .usage
    }
    do throws(CLIError) {
        switch command {
        case "--help", "-h", "help":
            print(Help.main)
            return .success
        case "render":
            try RenderCommand.run(Array(args.dropFirst()))
            return .success
        case "compare":
            return try CompareCommand.run(Array(args.dropFirst()))
        default:
            throw CLIError.usage("unknown command '\(command)'", command: nil)
        }
    } catch {
        writeStderr("error: \(error.message)\n")
        return error.code
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
