import CMalloc
import GlassFiles
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
        case "--version":
            print(Help.version)
            return .success
        case "render":
            try RenderCommand.run(Array(args.dropFirst()))
            return .success
        case "test":
            return try TestCommand.run(Array(args.dropFirst()))
        case "audit":
            return try AuditCommand.run(Array(args.dropFirst()))
        case "animate":
            try AnimateCommand.run(Array(args.dropFirst()))
            return .success
        case "expand":
            try ExpandCommand.run(Array(args.dropFirst()))
            return .success
        case "symbols":
            try SymbolsCommand.run(Array(args.dropFirst()))
            return .success
        case "compare":
            return try CompareCommand.run(Array(args.dropFirst()))
        case SnapshotCommand.name:
            return try SnapshotCommand.run(Array(args.dropFirst()))
        case WorkerCommand.name:
            WorkerCommand.run(Array(args.dropFirst()))
        case ProbeCommand.name:
            return ProbeCommand.run(Array(args.dropFirst()))
        default:
            throw CLIError.usage("unknown command '\(command)'", command: nil)
        }
    } catch {
        writeStderr("error: \(printable(error.message))\n")
        return error.code
    }
}

// A render allocates and frees buffers of several megabytes (a 1206×2622 canvas is 12.6 MB), scene after
// scene in a folder. Above glibc's default mmap threshold (128 KiB, raised only as large blocks are freed)
// each is a fresh mapping whose pages the kernel faults in and zeroes again; kept on the heap, the next
// buffer reuses them. The 75-scene matrix: 243 000 → 18 500 page faults, 0.5–0.9 → 0.07 s of system time.
_ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
_ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
TemporaryFiles.installHandlers()
// A file-size limit (or a full disk) makes write fail with EFBIG or ENOSPC, reported as exit 73 with the
// temporary file removed, instead of SIGXFSZ killing the process half-way through a write.
signal(SIGXFSZ, SIG_IGN)
exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
