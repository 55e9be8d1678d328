import Glibc

extension OpenFolder {
    /// Runs `body` holding an exclusive `flock` on the file `name` in this folder (created empty, 0600, when
    /// missing; a symbolic link is refused), so that processes sharing the folder run it one at a time. Any
    /// user who can open a lock file can hold a `flock` on it, and so make this wait for ever: the file is
    /// open to its owner only (one of this user's left open to others is closed to them here). The
    /// lock goes with the descriptor: a process that dies releases it. `whenBusy` is called once, before
    /// waiting, when another holds the lock (to say so: the wait may be minutes).
    public func withExclusiveLock<T>(
        _ name: String, whenBusy: (() -> Void)? = nil, _ body: () -> T
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
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw .system(shown, "lock", errno) }
        }
        return body()
    }
}
