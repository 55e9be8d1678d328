import Glibc

extension OpenFolder {
    /// Runs `body` holding an exclusive `flock` on the file `name` in this folder (created empty, 0600, when
    /// missing; a symbolic link is refused), so that processes sharing the folder run it one at a time. Any
    /// user who can open a lock file can hold a `flock` on it, and so make this wait for ever: the file is
    /// open to its owner only (one of this user's left open to others is closed to them here). The
    /// lock goes with the descriptor: a process that dies releases it. `whenBusy` is called once, before
    /// waiting, when another holds the lock (to say so: the wait may be minutes). With `giveUpAfter`, a wait
    /// longer than that many seconds (a holder stopped or hung) throws instead of lasting for ever.
    public func withExclusiveLock<T>(
        _ name: String, whenBusy: (() -> Void)? = nil, giveUpAfter seconds: Double? = nil, _ body: () -> T
    ) throws(FileError) -> T {
        let shown = path.hasSuffix("/") ? path + name : path + "/" + name
        let fd = openat(descriptor, name, O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd < 0 { throw .system(shown, "open the lock file", errno) }
        defer { close(fd) }
        var s = stat()
        if fstat(fd, &s) == 0 && s.st_uid == geteuid() && s.st_mode & 0o077 != 0 { _ = fchmod(fd, 0o600) }
        if let whenBusy {
            var tried = flock(fd, LOCK_EX | LOCK_NB)
            while tried != 0 && errno == EINTR { tried = flock(fd, LOCK_EX | LOCK_NB) }
            if tried == 0 { return body() }
            if errno != EWOULDBLOCK { throw .system(shown, "lock", errno) }
            whenBusy()
        }
        guard let seconds else {
            while flock(fd, LOCK_EX) != 0 {
                if errno != EINTR { throw .system(shown, "lock", errno) }
            }
            return body()
        }
        // No timed flock: tried every 0.1 s until the deadline.
        let deadline = Self.monotonicSeconds() + (seconds.isNaN ? 0 : max(0, seconds))
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno != EWOULDBLOCK && errno != EINTR { throw .system(shown, "lock", errno) }
            if Self.monotonicSeconds() >= deadline {
                throw FileError(
                    .cannotWrite, shown,
                    "was held by another process for longer than "
                        + (seconds < 1e9 ? "\(Int(max(0, seconds).rounded(.up))) s" : "allowed"))
            }
            usleep(100_000)
        }
        return body()
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
}
