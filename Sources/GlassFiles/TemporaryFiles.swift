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

    /// What the names of this process's temporary files carry: its id, or the tag its parent gave it (a
    /// worker's, `setTag`). Set once at start-up, before any thread starts.
    nonisolated(unsafe) public private(set) static var tag = UInt32(bitPattern: getpid())

    /// A worker's tag: 32 random bits its parent chose, so that the parent removes only what that worker
    /// left, never a file of another process whose id is the same (another pid namespace writing into a
    /// shared folder, or an id reused once the worker is reaped).
    public static func setTag(_ value: UInt32) { tag = value }

    /// The start of the name of every temporary file a process of `tag` creates: `.glass-` and the tag in 8
    /// hex digits (`PendingFile`).
    public static func prefix(tag: UInt32 = tag) -> String {
        let hex = String(tag, radix: 16)
        return ".glass-" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// Removes the temporary files the process of `tag` left in `folder`: a worker killed by SIGKILL (past its
    /// time budget) cannot remove its own. Call only once the process has ended (a live one may still commit).
    /// The folder is opened without following a link; only `.glass-TAG…tmp` names are removed.
    public static func removeLeftovers(tag: UInt32, in folder: String) {
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0, let dir = fdopendir(fd) else {
            if fd >= 0 { close(fd) }
            return
        }
        defer { closedir(dir) }
        let start = prefix(tag: tag)
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(start) && name.hasSuffix(".tmp") && name.utf8.count == start.utf8.count + 12 {
                names.append(name)
            }
        }
        for name in names { unlinkat(dirfd(dir), name, 0) }
    }
}
