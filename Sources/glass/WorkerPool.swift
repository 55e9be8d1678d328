import GlassCore
import GlassFiles
import GlassGoldens
import Glibc

/// Runs the scenes of a folder render or of `glass test` in worker processes (`glass __worker`, the same
/// binary started again through /proc/self/exe), so a scene that crashes the renderer is reported as that
/// scene's error and the others still render: the dead worker is replaced and the rest go on.
///
/// The parent is one thread waiting on the workers' pipes (`poll`). It hands each free worker the next job,
/// grants memory from one budget shared by all workers (`MemoryGate`: a worker asks before it renders and
/// holds the bytes until it answers), kills a worker whose scene runs past the time budget
/// (`--scene-timeout`), removes the temporary files a killed worker leaves, and passes each outcome to the
/// caller in the order they finish.
struct WorkerPool {
    enum Outcome {
        /// The worker's answer.
        case answered([UInt8])
        /// The worker died on the job, or was killed past the time budget: why, as the scene's error ("the
        /// renderer crashed (signal 4) on this scene", "timed out after 600 s").
        case died(String)
    }

    private struct Worker {
        let pid: pid_t
        let jobs: Int32
        let results: Int32
        let threads: Int
        /// The tag in its temporary files' names (`TemporaryFiles.setTag`).
        let tag: UInt32
        var buffer: [UInt8] = []
        var job: Int? = nil
        var heldBytes = 0
        /// When the job's budget runs out (monotonic seconds); pushed back by the time spent waiting for memory.
        var deadline = Double.infinity
        var waitingSince: Double? = nil
        var timedOut = false
        /// Whether the process has said it started (`Frame.ready`): until then its job's budget has not begun.
        var started = false
    }

    let processes: Int
    /// The threads of each worker (a replacement takes those of the worker it replaces): together exactly
    /// the `threads` asked for.
    let threadCounts: [Int]
    var gate: MemoryGate
    /// Seconds each job may run (`--scene-timeout`); a worker past it is killed and the job reported.
    let sceneTimeout: Double

    /// What a worker process holds before any scene (the binary, fontconfig's configuration, Foundation:
    /// 45–50 MB resident measured), rounded up: counted against the budget, so the budget bounds the
    /// number of workers too.
    static let processBytes = 64 << 20

    /// Seconds a worker process may take to start (exec, the runtime, its thread pool: a fraction of a
    /// second, seconds on a loaded machine) before its first job's budget begins anyway: a worker that never
    /// starts is still stopped.
    static let startAllowance = 60.0

    /// `processes` workers for `jobs` scenes on `threads` threads in all, under `gate`: one worker a thread
    /// (each scene single-threaded, so PNG encoding overlaps other scenes' rendering), no more workers than
    /// scenes, and no more than the budget's half holds; the threads are shared out among the workers (7
    /// threads, 3 scenes: 3, 2 and 2), so a run uses exactly `threads`. The gate keeps what the workers' own
    /// memory leaves.
    init(jobs: Int, threads: Int, gate: MemoryGate, sceneTimeout: Double = SceneTimeout.defaultSeconds) {
        let processes = max(1, min(threads, jobs, gate.capacity / 2 / Self.processBytes))
        self.processes = processes
        let threads = max(1, threads)
        threadCounts = (0..<processes).map { threads / processes + ($0 < threads % processes ? 1 : 0) }
        self.gate = MemoryGate(capacity: gate.capacity - processes * Self.processBytes)
        self.sceneTimeout = sceneTimeout
    }

    /// Runs every job; `handle` gets each job's index and outcome. Throws only when no worker can be started.
    mutating func run(_ jobs: [WorkerJob], handle: (Int, Outcome) -> Void) throws(CLIError) {
        signal(SIGPIPE, SIG_IGN)  // a worker that died is seen on its result pipe, not by a signal here
        var next = 0
        var workers: [Worker] = []
        var waiting: [(worker: pid_t, bytes: Int)] = []
        let timeout = sceneTimeout
        func assign(_ w: inout Worker) {
            if next < jobs.count {
                w.job = next
                // The budget counts from the start of the worker's process (`Frame.ready`), not its spawn.
                w.deadline = Self.now() + timeout + (w.started ? 0 : Self.startAllowance)
                Frame.write(Frame.job, jobs[next].encoded(), to: w.jobs)
                next += 1
            } else if w.job == nil {
                close(w.jobs)  // no more work: the worker exits
                w.job = -1
                w.deadline = .infinity
            }
        }
        for threads in threadCounts.prefix(jobs.count) {
            var w = try Self.spawn(threads: threads)
            assign(&w)
            workers.append(w)
        }
        while !workers.isEmpty {
            // Wake for the first deadline of a working worker that is not waiting for memory.
            let first = workers.filter { $0.waitingSince == nil && !$0.timedOut }.map(\.deadline).min() ?? .infinity
            let waitMs =
                first.isFinite ? WholeNumber.clamped((first - Self.now()) * 1000, .up, into: 0...Int32.max) : -1
            var fds = workers.map { pollfd(fd: $0.results, events: Int16(POLLIN), revents: 0) }
            if poll(&fds, nfds_t(fds.count), waitMs) < 0 {
                if errno == EINTR { continue }
                throw CLIError(.failure, "cannot wait for the worker processes: \(String(cString: strerror(errno)))")
            }
            for fd in fds where fd.revents != 0 {
                guard let k = workers.firstIndex(where: { $0.results == fd.fd }) else { continue }
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                var n = 0
                repeat {
                    n = chunk.withUnsafeMutableBytes { read(fd.fd, $0.baseAddress!, $0.count) }
                } while n < 0 && errno == EINTR
                if n > 0 {
                    workers[k].buffer.append(contentsOf: chunk[0..<n])
                    var start = 0
                    while let (kind, payload) = Frame.take(from: workers[k].buffer, at: &start) {
                        if kind == Frame.ready, !workers[k].started {
                            workers[k].started = true
                            if let job = workers[k].job, job >= 0, workers[k].waitingSince == nil {
                                workers[k].deadline = Self.now() + timeout
                            }
                        } else if kind == Frame.memory {
                            var r = WireReader(payload)
                            waiting.append((workers[k].pid, max(0, (try? r.int()) ?? 0)))
                            workers[k].waitingSince = Self.now()
                        } else if kind == Frame.result, let job = workers[k].job, job >= 0, !workers[k].timedOut {
                            gate.release(workers[k].heldBytes)
                            workers[k].heldBytes = 0
                            workers[k].job = nil
                            handle(job, .answered(payload))
                            assign(&workers[k])
                        }
                    }
                    workers[k].buffer.removeFirst(start)
                    continue
                }
                // End of the pipe: the worker exited, died or was killed.
                let w = workers.remove(at: k)
                close(w.results)
                if w.job != -1 { close(w.jobs) }
                let status = Self.wait(w.pid)
                gate.release(w.heldBytes)
                waiting.removeAll { $0.worker == w.pid }
                if let job = w.job, job >= 0 {
                    // SIGKILL leaves the worker's temporary files: removed once it is gone.
                    for folder in jobs[job].outputFolders { TemporaryFiles.removeLeftovers(tag: w.tag, in: folder) }
                    handle(job, .died(w.timedOut ? "timed out after \(SceneTimeout.text(timeout)) s" : status))
                    if next < jobs.count {
                        var replacement = try Self.spawn(threads: w.threads)
                        assign(&replacement)
                        workers.append(replacement)
                    }
                }
            }
            // A worker past its budget (its answer, if it came, was read above) is killed; the end of its pipe
            // reports the job on a later turn.
            let now = Self.now()
            for k in workers.indices
            where workers[k].waitingSince == nil && !workers[k].timedOut && workers[k].deadline <= now {
                workers[k].timedOut = true
                kill(workers[k].pid, SIGKILL)
            }
            // Grants in the order asked, while the first waiting fits; the budget resumes from the grant.
            while let first = waiting.first {
                guard let i = workers.firstIndex(where: { $0.pid == first.worker }) else {
                    waiting.removeFirst()
                    continue
                }
                guard let held = gate.take(first.bytes) else { break }
                waiting.removeFirst()
                workers[i].heldBytes = held
                if let since = workers[i].waitingSince { workers[i].deadline += Self.now() - since }
                workers[i].waitingSince = nil
                Frame.write(Frame.grant, [], to: workers[i].jobs)
            }
        }
    }

    /// Monotonic seconds.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Waits for a worker to end; what to say about a job it ended on.
    private static func wait(_ pid: pid_t) -> String {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        if signal != 0 && signal != 0x7F { return "the renderer crashed (signal \(signal)) on this scene" }
        return "the renderer stopped (exit \((status >> 8) & 0xFF)) on this scene"
    }

    /// Starts `glass __worker THREADS TAG` with its job pipe on descriptor 3 and its result pipe on 4, standard
    /// input, output and error on /dev/null (a crash's report would break the one-line errors), and Swift's
    /// backtracer off (it would take seconds to symbolicate each crash).
    private static func spawn(threads: Int) throws(CLIError) -> Worker {
        func failure(_ what: String, _ code: Int32) -> CLIError {
            CLIError(.failure, "cannot start a worker process (\(what): \(String(cString: strerror(code))))")
        }
        // Each end goes above descriptor 10, closed on exec (so no worker holds another's pipes open), so that
        // moving them to 3 and 4 in the child cannot clash. The parent has one thread: nothing forks between.
        var ends: [Int32] = []
        for _ in 0..<2 {
            var p: [Int32] = [0, 0]
            guard pipe(&p) == 0 else { throw failure("pipe", errno) }
            for fd in p {
                ends.append(fcntl(fd, F_DUPFD_CLOEXEC, 10))
                close(fd)
            }
        }
        // ends: job pipe's read and write ends, result pipe's read and write ends.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], WorkerCommand.jobs)
        posix_spawn_file_actions_adddup2(&actions, ends[3], WorkerCommand.results)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // 32 random bits for its temporary files' names (not the pid, which another process may share).
        let tag = UInt32.random(in: 0...UInt32.max)
        let args: [UnsafeMutablePointer<CChar>?] =
            (["glass", WorkerCommand.name, String(threads), String(tag, radix: 16)] as [String]).map { strdup($0) }
            + [nil]
        var environment: [UnsafeMutablePointer<CChar>?] = []
        var e = environ
        while let entry = e.pointee {
            if strncmp(entry, "SWIFT_BACKTRACE=", 16) != 0 { environment.append(strdup(entry)) }
            e += 1
        }
        environment += [strdup("SWIFT_BACKTRACE=enable=no"), nil]
        defer { for p in args + environment { free(p) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, "/proc/self/exe", &actions, nil, args, environment)
        close(ends[0])
        close(ends[3])
        guard started == 0 else {
            close(ends[1])
            close(ends[2])
            throw failure("posix_spawn", started)
        }
        return Worker(pid: pid, jobs: ends[1], results: ends[2], threads: threads, tag: tag)
    }
}
