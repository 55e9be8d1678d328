import Foundation
import GlassCore

extension ChildProcess {
    /// Runs `path` with `arguments` in a process group of its own, stdin empty, keeping at most `limitBytes`
    /// of its stdout, and kills the whole group (SIGKILL) when `seconds` pass: a `glass --version` that hangs,
    /// ignores SIGTERM, or leaves a child holding its stdout open ends at the deadline all the same.
    static func run(
        _ path: String, _ arguments: [String], deadlineSeconds seconds: Double, limitBytes: Int = 1 << 16
    ) -> ChildProcess {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return ChildProcess(status: -1, output: "", summary: "could not start: no pipe") }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        // Nothing else of this process's goes with it: a descriptor another thread holds open for writing (a
        // script it is writing) would keep that file unrunnable (ETXTBSY) for as long as this child lives.
        if let closeFrom = closeFrom { _ = closeFrom(&actions, 3) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        var spawned: Int32 = 0
        // ETXTBSY: the executable is still open for writing in a child another thread is starting.
        for attempt in 1...startAttempts {
            spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
            if spawned != ETXTBSY || attempt == startAttempts { break }
            usleep(UInt32(truncatingIfNeeded: attempt) * 50_000)
        }
        close(writeEnd)
        defer { close(readEnd) }
        guard spawned == 0 else {
            return ChildProcess(
                status: -1, output: "", summary: "could not start: \(String(cString: strerror(spawned)))")
        }
        let deadline = Date().addingTimeInterval(seconds)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var timedOut = true
        // Until the output ends or the deadline passes, whichever comes first.
        while deadline.timeIntervalSinceNow > 0 {
            let left = deadline.timeIntervalSinceNow
            var ready = pollfd(fd: readEnd, events: Int16(truncatingIfNeeded: POLLIN), revents: 0)
            let polled = poll(&ready, 1, WholeNumber.clamped(left * 1000, .up, into: 0...Int32.max))
            if polled < 0 && errno == EINTR { continue }
            if polled <= 0 { continue }
            let n = read(readEnd, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                timedOut = false
                break
            }
            if output.count < limitBytes { output += buffer[0..<min(n, limitBytes - output.count)] }
        }
        if timedOut { kill(-pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Anything its children left running in the group goes too.
        kill(-pid, SIGKILL)
        let text = String(decoding: output, as: UTF8.self)
        let last = text.split(separator: "\n").last.map { ", last line: \($0)" } ?? ""
        if timedOut {
            return ChildProcess(
                status: -1, output: text,
                summary: "no answer in \(WholeNumber.clamped(seconds, .toNearestOrAwayFromZero)) s\(last)")
        }
        if status & 0x7F != 0 {
            return ChildProcess(status: -1, output: text, summary: "killed by signal \(status & 0x7F)\(last)")
        }
        let code = (status >> 8) & 0xFF
        return ChildProcess(status: code, output: text, summary: "exit status \(code)\(last)")
    }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; Swift's Glibc module does not show it),
/// nil where the C library has none.
private let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(
        symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
}()
