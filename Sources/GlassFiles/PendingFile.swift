import Glibc

/// An output being written: a temporary file created beside it at once, renamed over it by `commit`, so
/// the output is either the complete new file or untouched.
///
/// Creating it first proves the output can be written before any work is done (`glass test` opens its
/// reports before rendering the suite). The temporary file has a name of fixed length (`.glass-` and 16 hex
/// digits: the process's id or its parent's tag for it, then 8 random; `TemporaryFiles.removeLeftovers` finds a killed process's), so any output name the file system allows works, and it is created exclusively
/// (`O_EXCL`, `O_NOFOLLOW`) in the folder held open by descriptor: a file or link planted under a guessed
/// name is never written through. The output name itself is refused when it is a symbolic link (glass
/// neither writes through a link nor silently replaces one), a folder, or one of `inputs`. The temporary
/// file is removed by `discard` (or when the value is released uncommitted), on any failure, and, by
/// `TemporaryFiles`, on SIGINT, SIGTERM and SIGHUP.
public final class PendingFile {
    /// The output's path as the caller spelled it.
    public let path: String
    let folder: OpenFolder
    let name: String
    let temporaryName: String
    var fd: Int32
    var slot: Int?

    /// Opens the folder of `path` (as `OpenFolder.open` does with `folderLinks` and `createFolders`) and
    /// creates the temporary file in it.
    public convenience init(
        _ path: String, folderLinks: FolderLinks, createFolders: Bool = false, inputs: Set<FileIdentity> = []
    ) throws(FileError) {
        let slash = path.lastIndex(of: "/")
        let name = String(slash.map { path[path.index(after: $0)...] } ?? path[...])
        let parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        if name.isEmpty || name == "." || name == ".." { throw FileError(.wrongKind, path, "is a folder") }
        // Refused before the work, not found when the finished file is renamed into place.
        if name.utf8.count > FileNames.maxBytes {
            throw FileError(
                .wrongKind, path, "the file name is \(name.utf8.count) bytes; the limit is \(FileNames.maxBytes)")
        }
        let folder = try OpenFolder.open(parent, links: folderLinks, create: createFolders, target: path)
        try self.init(name, in: folder, shown: path, parent: parent, mode: 0o644, inputs: inputs)
    }

    /// The file `name` of a folder already open (`name` has no `/`), created with `mode` (before the umask;
    /// `0o755` for an executable): the complete file appears under its name with that mode, or nothing.
    public convenience init(
        _ name: String, in folder: OpenFolder, mode: mode_t = 0o644, inputs: Set<FileIdentity> = []
    ) throws(FileError) {
        let path = folder.path.hasSuffix("/") ? folder.path + name : folder.path + "/" + name
        if name.isEmpty || name == "." || name == ".." || name.contains("/") {
            throw FileError(.wrongKind, path, "is not a file name")
        }
        try self.init(name, in: folder, shown: path, parent: folder.path, mode: mode, inputs: inputs)
    }

    init(
        _ name: String, in folder: OpenFolder, shown path: String, parent: String, mode: mode_t,
        inputs: Set<FileIdentity>
    ) throws(FileError) {
        try Self.checkTarget(folder, name, path, inputs)
        var generator = SystemRandomNumberGenerator()
        var created: (name: String, fd: Int32, slot: Int?)? = nil
        var code: Int32 = 0
        for _ in 0..<16 {
            let suffix = String(generator.next() as UInt32, radix: 16)
            let temporary =
                TemporaryFiles.prefix() + String(repeating: "0", count: 8 - suffix.count) + suffix + ".tmp"
            // Registered before it exists, so a signal between creating and registering cannot miss it
            // (unlinking a name that is not there, or a planted link itself, is harmless).
            let slot = TemporaryFiles.register(parent == "/" ? "/" + temporary : parent + "/" + temporary)
            let fd = openat(folder.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            code = errno
            if fd >= 0 {
                created = (temporary, fd, slot)
                break
            }
            TemporaryFiles.release(slot)
            if code != EEXIST { break }
        }
        guard let created else { throw .system(path, "create", code) }
        self.path = path
        self.folder = folder
        self.name = name
        temporaryName = created.name
        fd = created.fd
        slot = created.slot
    }

    deinit { discard() }

    static func checkTarget(_ folder: OpenFolder, _ name: String, _ path: String, _ inputs: Set<FileIdentity>)
        throws(FileError)
    {
        switch folder.kind(of: name) {
        case .link: throw FileError(.symbolicLink, path, "is a symbolic link; glass writes only to plain paths")
        case .folder: throw FileError(.wrongKind, path, "is a folder")
        case .missing, .file, .other: break
        }
        if let identity = FileIdentity(folder: folder.descriptor, name: name), inputs.contains(identity) {
            throw FileError(.isInput, path, "is one of the inputs; choose another output")
        }
    }

    /// Writes `bytes` to the temporary file and renames it over the output. Once only.
    public func commit(_ bytes: [UInt8], inputs: Set<FileIdentity> = []) throws(FileError) {
        precondition(!finished, "commit after commit or discard")
        var failure: Int32? = nil
        bytes.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let n = write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    failure = n < 0 ? errno : ENOSPC
                    return
                }
                written += n
            }
        }
        if close(fd) != 0 && failure == nil { failure = errno }
        fd = -1
        do throws(FileError) {
            if let failure { throw .system(path, "write", failure) }
            // Checked again: the name may have become a link or a folder while the output was made.
            try Self.checkTarget(folder, name, path, inputs)
            if renameat(folder.descriptor, temporaryName, folder.descriptor, name) != 0 {
                throw .system(path, "create", errno)
            }
            finished = true
            TemporaryFiles.release(slot)
            slot = nil
        } catch {
            discard()
            throw error
        }
    }

    /// Removes the temporary file (nothing is written to the output). Does nothing after `commit`.
    public func discard() {
        guard !finished else { return }
        finished = true
        if fd >= 0 { close(fd) }
        fd = -1
        unlinkat(folder.descriptor, temporaryName, 0)
        TemporaryFiles.release(slot)
        slot = nil
    }

    /// Committed or discarded.
    var finished = false
}

/// Writes `bytes` to `path` through a `PendingFile`: the complete new file or nothing.
public func writeFileAtomically(
    _ bytes: [UInt8], to path: String, folderLinks: FolderLinks, createFolders: Bool = false,
    inputs: Set<FileIdentity> = []
) throws(FileError) {
    try PendingFile(path, folderLinks: folderLinks, createFolders: createFolders, inputs: inputs).commit(
        bytes, inputs: inputs)
}
