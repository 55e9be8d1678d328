import Glibc

/// The temporary files being written right now (one per rendering thread at most, and the reports
/// `glass test` holds open from the start), so that SIGINT, SIGTERM or SIGHUP during a large write removes
/// them before the process dies. Only the command line installs the handlers; a library user (a test
/// process) keeps its own, and its temporaries are then removed on ordinary failures only.
///
/// The handler may only call async-signal-safe functions: it reads a fixed table of C strings (no
/// allocation, no locks) and calls `unlink`, then restores the default action and raises the signal
/// again, so the exit status still says which signal ended the process.
public enum TemporaryFiles {
    public static let slots = 512
    /// Each slot holds a `strdup`ed path or nil. Written under `lock`; read without it by the handler.
    nonisolated(unsafe) static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let t = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slots)
        t.initialize(repeating: nil, count: slots)
        return t
    }()
    nonisolated(unsafe) static var lock = pthread_mutex_t()
    /// A line the handler writes to stderr before the process dies (`--watch`'s goodbye); nil for none.
    nonisolated(unsafe) static var exitMessage: UnsafeMutablePointer<CChar>? = nil

    public static func setExitMessage(_ text: String) { exitMessage = strdup(text) }

    /// Installs the handlers and unblocks the signals (a parent may hand down a mask that blocks them:
    /// Foundation's `Process` does from a thread that blocks them); called once at start-up, before any
    /// thread starts.
    public static func installHandlers(signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]) {
        pthread_mutex_init(&lock, nil)
        _ = table  // allocate before any signal can arrive
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in signals {
            sigaddset(&unblock, signal)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                for i in 0..<TemporaryFiles.slots {
                    if let path = TemporaryFiles.table[i] { unlink(path) }
                }
                if let message = TemporaryFiles.exitMessage { _ = write(2, message, strlen(message)) }
                Glibc.signal(sig, SIG_DFL)
                raise(sig)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// The signals a crash raises: a worker process removes its temporary files on them too.
    public static let crashSignals = [SIGINT, SIGTERM, SIGHUP, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// Records `path`; returns its slot for `release` (nil if the table is full: the file is then only
    /// removed on ordinary failures).
    public static func register(_ path: String) -> Int? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        for i in 0..<slots where table[i] == nil {
            table[i] = strdup(path)
            return i
        }
        return nil
    }

    /// Forgets the file of `slot` (renamed into place or removed).
    public static func release(_ slot: Int?) {
        guard let slot else { return }
        pthread_mutex_lock(&lock)
        let path = table[slot]
        table[slot] = nil
        pthread_mutex_unlock(&lock)
        free(path)
    }
}
