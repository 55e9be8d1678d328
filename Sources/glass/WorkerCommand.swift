import GlassCore
import GlassFiles
import GlassGoldens
import GlassRender
import Glibc

/// `glass __worker THREADS TAG` (hidden): a worker process of a folder render or of `glass test`, started by
/// `WorkerPool`. Reads jobs on descriptor 3, renders each with a pool of THREADS threads, answers on
/// descriptor 4, and exits when descriptor 3 closes. A scene that crashes the renderer takes down only
/// this process: the parent reports the scene and starts another worker for the rest.
///
/// `GLASS_FAULT=crash:NAME` in the environment makes the worker trap on the scene whose file stem or
/// relative name is NAME (a test of that isolation); `GLASS_FAULT=hang:NAME` makes it hang there, holding
/// the render's temporary output file open (a test of the time budget and of what a killed worker leaves);
/// `GLASS_FAULT=slow-start:S` makes it take S seconds (under a minute) to start, as on a loaded machine (a
/// test that start-up is not counted in a scene's budget); unset, or of another form, it changes nothing.
enum WorkerCommand {
    static let name = "__worker"
    static let jobs: Int32 = 3
    static let results: Int32 = 4

    static func run(_ args: [String]) -> Never {
        guard args.count == 2, let threads = Int(args[0]), (1...256).contains(threads),
            let tag = UInt32(args[1], radix: 16)
        else {
            writeStderr("error: \(name) is started by glass itself\n")
            exit(ExitCode.usage.rawValue)
        }
        // The parent's tag in its temporary files' names: the parent removes what a killed worker left by it.
        TemporaryFiles.setTag(tag)
        // A crash removes the temporary file being written, like an interrupt; the parent sees the signal.
        TemporaryFiles.installHandlers(signals: TemporaryFiles.crashSignals)
        let workers = Workers.pool(threads: threads)
        let fault = getenv("GLASS_FAULT").map { String(cString: $0) }
        let crashOn = faultName(fault, "crash")
        let hangOn = faultName(fault, "hang")
        // `GLASS_FAULT=slow-start:S`: a start-up of S seconds (a loaded machine), to try out the time budget.
        if let slow = faultName(fault, "slow-start").flatMap(Double.init), slow > 0, slow < 60 {
            let microseconds: ClosedRange<UInt32> = 0...60_000_000
            usleep(WholeNumber.clamped(slow * 1e6, into: microseconds))
        }
        if !Frame.write(Frame.ready, [], to: results) { exit(ExitCode.failure.rawValue) }
        while let (kind, payload) = Frame.read(from: jobs) {
            guard kind == Frame.job, let job = WorkerJob(encoded: payload) else { exit(ExitCode.failure.rawValue) }
            if let crashOn, job.names.contains(crashOn) { fatalError("GLASS_FAULT: crash on \(crashOn)") }
            if let hangOn, job.names.contains(hangOn) { hang(job) }
            let answer: [UInt8]
            switch job {
            case .render(let scenePath, let output, let level, let traits):
                do throws(CLIError) {
                    try RenderCommand.renderOne(
                        scenePath, to: output, level: level, workers: workers, overrides: traits, admit: askForBytes)
                    answer = RenderOutcome.encoded(nil)
                } catch {
                    answer = RenderOutcome.encoded(error)
                }
            case .test(
                let name, let scenePath, let goldenPath, let traits, let tolerance, let record, let artifacts,
                let instant):
                let start = ContinuousClock.now
                var result = GoldenCheck.check(
                    name: name, scenePath: scenePath, goldenPath: goldenPath, traits: traits, tolerance: tolerance,
                    record: record, artifactsFolder: artifacts, workers: workers, admit: askForBytes, instant: instant)
                result.seconds = seconds(since: start)
                answer = result.encoded()
            case .audit(_, let scenePath, let traits):
                do throws(CLIError) {
                    let (_, _, layers, layout) = try AuditCommand.audit(
                        scenePath, overrides: traits, workers: workers, admit: askForBytes)
                    answer = AuditOutcome.encoded(.success(AuditFinding.of(layers: layers, layout: layout)))
                } catch {
                    answer = AuditOutcome.encoded(.failure(error))
                }
            }
            if !Frame.write(Frame.result, answer, to: results) { exit(ExitCode.failure.rawValue) }
        }
        exit(ExitCode.success.rawValue)
    }

    /// Seconds from `start` to now.
    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let d = start.duration(to: .now).components
        return Double(d.seconds) + Double(d.attoseconds) * 1e-18
    }

    /// NAME of `KIND:NAME`, or nil.
    static func faultName(_ value: String?, _ kind: String) -> String? {
        guard let value, value.hasPrefix(kind + ":"), value.count > kind.count + 1 else { return nil }
        return String(value.dropFirst(kind.count + 1))
    }

    /// `GLASS_FAULT=hang:NAME`: a render's temporary output created (as writing its PNG does), then a sleep
    /// past any time budget, until the parent kills the worker.
    static func hang(_ job: WorkerJob) -> Never {
        var pending: PendingFile? = nil
        if case .render(_, let output, _, _) = job { pending = try? PendingFile(output, folderLinks: .follow) }
        withExtendedLifetime(pending) { _ = sleep(UInt32.max) }
        exit(ExitCode.failure.rawValue)
    }

    /// Asks the parent for the bytes a render will hold and waits until they are granted.
    static func askForBytes(_ bytes: Int) {
        var w = WireWriter()
        w.int(bytes)
        guard Frame.write(Frame.memory, w.bytes, to: results), let (kind, _) = Frame.read(from: jobs),
            kind == Frame.grant
        else { exit(ExitCode.failure.rawValue) }
    }
}
