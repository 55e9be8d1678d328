import Glibc

extension OpenFolder {
    /// Runs `body` holding an exclusive `flock` on the file `name` in this folder (created empty, 0644, when
    /// missing; a symbolic link is refused), so that processes sharing the folder run it one at a time. The
    /// lock goes with the descriptor: a process that dies releases it.
    public func withExclusiveLock<T>(_ name: String, _ body: () -> T) throws(FileError) -> T {
        let shown = path.hasSuffix("/") ? path + name : path + "/" + name
        let fd = openat(descriptor, name, O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if fd < 0 { throw .system(shown, "open the lock file", errno) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw .system(shown, "lock", errno) }
        }
        return body()
    }
}
