import Glibc

/// Why `readFileBounded` could not return a file's bytes.
public enum FileReadError: Error, Equatable, Sendable {
    case missing
    case isDirectory
    /// Open or read failed, with the system's reason.
    case unreadable(String)
    /// Over the limit: the size when the file system told it, else nil (a pipe or device that kept going).
    case tooLarge(Int?)
}

/// Reads the whole file at `path`, never holding more than `limit + 1` bytes: a regular file's size is
/// checked before reading, and anything else (a pipe, `/dev/zero`) stops one byte past the limit.
///
/// Opened without blocking, so a named pipe that nobody writes reads as empty instead of hanging the
/// open (then blocking again, so a pipe that is being written reads to its end).
public func readFileBounded(_ path: String, limit: Int) throws(FileReadError) -> [UInt8] {
    let fd = openForReading(path)
    if fd < 0 {
        if errno == ENOENT || errno == ENOTDIR { throw .missing }
        throw .unreadable(String(cString: strerror(errno)))
    }
    return try readBounded(fd, limit: limit)
}

/// Opens `path` for reading (`flags` added, such as `O_NOFOLLOW`) without waiting for a named pipe's
/// writer, then makes reads block again; -1 with `errno` set on failure.
public func openForReading(_ path: String, flags: Int32 = 0) -> Int32 {
    blocking(open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | flags))
}

/// `fd` (opened with `O_NONBLOCK` so that opening could not wait) made to block on reads again.
func blocking(_ fd: Int32) -> Int32 {
    if fd >= 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
    return fd
}

/// Reads what is left of the open file `fd` as `readFileBounded` does, and closes it.
public func readBounded(_ fd: Int32, limit: Int) throws(FileReadError) -> [UInt8] {
    defer { close(fd) }
    var s = stat()
    if fstat(fd, &s) != 0 { throw .unreadable(String(cString: strerror(errno))) }
    if (s.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory }
    let regular = (s.st_mode & S_IFMT) == S_IFREG
    if regular && Int(s.st_size) > limit { throw .tooLarge(Int(s.st_size)) }
    var bytes = [UInt8](repeating: 0, count: regular ? Int(s.st_size) : min(limit + 1, 1 << 16))
    var count = 0
    // Each read that returns adds a byte at least, and reading stops one byte past the limit.
    while count <= limit {
        if count == bytes.count {
            bytes.append(contentsOf: [UInt8](repeating: 0, count: min(max(count, 1 << 16), limit + 1 - count)))
        }
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
        if n < 0 {
            if errno == EINTR { continue }
            throw .unreadable(String(cString: strerror(errno)))
        }
        if n == 0 { break }
        count += n
    }
    if count > limit { throw .tooLarge(regular ? count : nil) }
    bytes.removeSubrange(count...)
    return bytes
}
