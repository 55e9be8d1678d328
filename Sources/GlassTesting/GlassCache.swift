import Foundation
import GlassFiles

/// The machine's cache of release `glass` binaries that `assertGlassSnapshot` renders with: one per hash of
/// glass's sources, `ROOT/HASH/glass`, shared by every package and clone on the machine (and by a CI cache
/// step that saves `ROOT`). The root is `GLASS_CACHE` (an absolute path), else `$XDG_CACHE_HOME/glass`, else
/// `$HOME/.cache/glass`.
///
/// The root is the user's choice and may be reached through a link; nothing inside it is: a `HASH` folder or
/// a `glass` that is a symbolic link is refused, and the binary is named by the real path of its folder. The
/// root, the `HASH` folder and the binary must belong to this user and be closed to writing by group and others
/// (a cache in a shared folder that someone else made, or one a group shares, is never run from). A
/// cached binary is used only when it is a plain file of the size that was installed and its `--version`
/// names the same sources; anything else is built again. Each binary is installed as a temporary file renamed
/// into place, so a half-written one is never seen.
enum GlassCache {
    /// The file in `ROOT` that keeps the last build's time in whole seconds, for the next build's estimate.
    static let buildTimeFile = "last-build-seconds"
    /// The file in `ROOT/HASH` that keeps the installed binary's size in bytes.
    static let sizeFile = "glass.bytes"
    /// The file in `ROOT/HASH` that keeps why the last build of the hash failed, for the processes waiting for it.
    static let failureFile = "last-failure"
    /// The lock file in `ROOT/HASH`: one build of a hash at a time on the machine.
    static let lockFile = ".lock"
    /// The most a binary may weigh (a release glass is tens of megabytes).
    static let maxBinaryBytes = 1 << 30

    /// Why the cache cannot be used, in words for a `glass:` line.
    struct Unavailable: Error {
        let reason: String
    }

    /// The cache's root for `environment`, or why there is none.
    static func root(_ environment: [String: String]) -> Result<String, Unavailable> {
        if let given = environment["GLASS_CACHE"], !given.isEmpty {
            guard given.hasPrefix("/") else {
                return .failure(Unavailable(reason: "GLASS_CACHE must be an absolute path, got '\(given)'"))
            }
            return .success(given)
        }
        // The XDG rule: a relative XDG_CACHE_HOME is ignored.
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return .success(xdg + "/glass") }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return .success((home.hasSuffix("/") ? home : home + "/") + ".cache/glass")
        }
        return .failure(Unavailable(reason: "no cache folder for glass: neither GLASS_CACHE nor HOME is set"))
    }

    /// Opens the root (made when missing) and the folder of `hash` in it (made when missing, never through a
    /// link), each checked to be this user's and closed to writing by others. The folder of `hash` is
    /// returned under its real path (no link in it, the same folder reopened with links refused): the binary
    /// is checked once but run by its path for every render, so the path must not lead elsewhere later, as a
    /// link on the way to the root (allowed) would when repointed.
    static func open(root: String, hash: String) throws(FileError) -> (root: OpenFolder, entry: OpenFolder) {
        let folder = try OpenFolder.open(root, links: .follow, create: true)
        try checkOwned(folder.descriptor, folder.path)
        let entry = try folder.child(hash, links: .refuse, create: true)
        try checkOwned(entry.descriptor, entry.path)
        // realpath(3), not /proc (which a chroot may lack); the folder reopened there must be the one checked.
        guard let resolved = realpath(entry.path, nil) else {
            throw FileError(
                .cannotWrite, entry.path, "its real path cannot be found (\(String(cString: strerror(errno))))")
        }
        let realPath = String(cString: resolved)
        free(resolved)
        let real = try OpenFolder.open(realPath, links: .refuse)
        var checked = stat()
        var reopened = stat()
        guard fstat(entry.descriptor, &checked) == 0, fstat(real.descriptor, &reopened) == 0,
            checked.st_dev == reopened.st_dev, checked.st_ino == reopened.st_ino
        else { throw FileError(.cannotWrite, entry.path, "changed while it was opened") }
        return (folder, real)
    }

    /// Throws unless the file or folder open as `fd` belongs to this user and no one else may write to it: not
    /// every user, and not its group either (a member could rename a binary of theirs over the one checked,
    /// which is then run by its path). Folders and binaries glass makes are 0755 under any umask.
    static func checkOwned(_ fd: Int32, _ path: String) throws(FileError) {
        var s = stat()
        guard fstat(fd, &s) == 0 else { throw FileError(.cannotWrite, path, "cannot be examined") }
        if s.st_uid != geteuid() {
            throw FileError(
                .cannotWrite, path, "belongs to another user (uid \(s.st_uid)); glass runs no binary from it")
        }
        if s.st_mode & S_IWOTH != 0 {
            throw FileError(.cannotWrite, path, "can be written by every user; glass runs no binary from it")
        }
        if s.st_mode & S_IWGRP != 0 {
            throw FileError(
                .cannotWrite, path, "can be written by its group (chmod g-w \(path)); glass runs no binary from it")
        }
    }

    /// Why the cached binary of `entry` cannot be used, or nil when it can (see the type's rules).
    static func problem(_ entry: OpenFolder, hash: String) -> String? {
        let path = entry.path + "/glass"
        switch entry.kind(of: "glass") {
        case .file: break
        case .missing: return "none is cached"
        case .link: return "\(path) is a symbolic link"
        case .folder, .other: return "\(path) is not a file"
        }
        let fd = openat(entry.descriptor, "glass", O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { return "\(path) cannot be opened" }
        defer { close(fd) }
        do throws(FileError) { try checkOwned(fd, path) } catch { return error.description }
        var s = stat()
        guard fstat(fd, &s) == 0 else { return "\(path) cannot be examined" }
        guard let recorded = try? entry.read(sizeFile, limit: 32),
            let bytes = Int(String(decoding: recorded, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else { return "\(entry.path)/\(sizeFile), the size it was installed with, is missing or unreadable" }
        if Int(s.st_size) != bytes { return "\(path) is \(s.st_size) bytes, but \(bytes) were installed" }
        return GlassBinary.unusable(path, hash: hash).map { "\(path): \($0)" }
    }

    /// Copies the binary at `built` into `entry` as `glass` (0755, renamed into place), after its size.
    static func install(_ built: String, into entry: OpenFolder) throws(FileError) {
        let bytes: [UInt8]
        do { bytes = try readFileBounded(built, limit: maxBinaryBytes) } catch {
            throw FileError(.cannotWrite, built, "cannot be read to install it (\(error))")
        }
        try PendingFile(sizeFile, in: entry).commit(Array("\(bytes.count)\n".utf8))
        try PendingFile("glass", in: entry, mode: 0o755).commit(bytes)
    }

    /// Removes what an install cut short left in `entry` (a process killed while copying the binary leaves its
    /// temporary `.glass-….tmp`, tens of megabytes): plain files only, under the lock, so none is in use.
    static func removeLeftovers(_ entry: OpenFolder) {
        for (name, kind) in (try? entry.entries()) ?? [] where kind == .file {
            let text = String(decoding: name, as: UTF8.self)
            if text.hasPrefix(".glass-") && text.hasSuffix(".tmp") { entry.removeFile(text) }
        }
    }

    /// The file that keeps the last failure, as it is now (a new one is a new file: each is renamed into
    /// place), so that a process can tell after waiting whether the build it waited for failed.
    static func failureKept(_ entry: OpenFolder) -> FileIdentity? {
        FileIdentity(folder: entry.descriptor, name: failureFile)
    }

    /// Why the build of `entry`'s hash failed when that is kept, and not the one `before` a wait: the failure
    /// of the build waited for, which the waiting process takes rather than compiling again.
    static func failure(_ entry: OpenFolder, since before: FileIdentity?) -> String? {
        guard let now = failureKept(entry), now != before, let bytes = try? entry.read(failureFile, limit: 4096)
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Keeps why the build failed (nil: it did not, and none is kept).
    static func recordFailure(_ reason: String?, in entry: OpenFolder) {
        guard let reason else {
            entry.removeFile(failureFile)
            return
        }
        try? PendingFile(failureFile, in: entry).commit(Array(reason.utf8.prefix(4096)))
    }

    /// The last build's time on this machine, in seconds, when one was kept and is sensible.
    static func lastBuildSeconds(_ root: OpenFolder) -> Int? {
        guard let bytes = try? root.read(buildTimeFile, limit: 32),
            let seconds = Int(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
            (1...86_400).contains(seconds)
        else { return nil }
        return seconds
    }

    /// Keeps `seconds` as the last build's time (a failure to keep it only loses the next estimate).
    static func recordBuildSeconds(_ seconds: Int, in root: OpenFolder) {
        try? PendingFile(buildTimeFile, in: root).commit(Array("\(seconds)\n".utf8))
    }
}
