import Glibc

/// `O_PATH` (Linux): a descriptor that only names a folder, enough for the `*at` calls, even for a
/// folder that may be written but not listed.
let openPathFlag: Int32 = 0o10000000

/// A folder held open by descriptor, reached one path component at a time, so what is created or written
/// inside it lands in the folder that was checked, whatever is renamed or linked meanwhile.
public final class OpenFolder {
    /// An `O_PATH` descriptor of the folder.
    public let descriptor: Int32
    /// The path as the caller spelled it, for messages.
    public let path: String

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// What a name in a folder is, looked at without following it.
    public enum EntryKind: Equatable, Sendable {
        case missing, file, folder, other
        /// A symbolic link, with what it leads to (`missing` for a dangling one).
        indirect case link(EntryKind)
    }

    /// Opens the folder at `path` (relative to the current folder, or absolute). With `links: .refuse` no
    /// component is followed if it is a symbolic link, and a link anywhere is an error naming it; with
    /// `create`, missing folders are made (`mkdirat`, 0755) as the walk reaches them. `target` names the
    /// file the caller means to reach, for messages (the folder itself when nil).
    public static func open(
        _ path: String, links: FolderLinks, create: Bool = false, target: String? = nil
    ) throws(FileError) -> OpenFolder {
        let shownTarget = target ?? path
        let absolute = path.hasPrefix("/")
        var fd = Glibc.open(absolute ? "/" : ".", openPathFlag | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 { throw .system(shownTarget, "open the folder \(absolute ? "/" : ".")", errno) }
        var walked = absolute ? "/" : ""
        let components = path.split(separator: "/")
        // A name no file system holds, anywhere on the way (after a missing folder too), is said as such
        // before anything is made or rendered.
        if let long = components.first(where: { $0.utf8.count > FileNames.maxBytes }) {
            close(fd)
            throw FileError(
                .wrongKind, shownTarget,
                "a folder's name on the way is \(long.utf8.count) bytes; the limit is \(FileNames.maxBytes)")
        }
        let lastUp = components.lastIndex(of: "..") ?? -1
        for (i, component) in components.enumerated() {
            let name = String(component)
            walked += (walked.isEmpty || walked == "/" ? "" : "/") + name
            if name == "." { continue }
            // A missing folder with `..` after it would be made only to be left: what the path reaches cannot
            // be known (nor checked against the inputs) before it exists (`-o new/../scene.json` replaced the
            // scene). Refused before anything is made, whether or not folders are made.
            if i < lastUp, name != "..", kind(in: fd, name) == .missing {
                close(fd)
                throw FileError(
                    .wrongKind, shownTarget,
                    "the folder \(walked) does not exist and '..' follows it; give the path without '..'")
            }
            do {
                let next = try step(from: fd, name, walked: walked, target: shownTarget, links: links, create: create)
                close(fd)
                fd = next
            } catch {
                close(fd)
                throw error
            }
        }
        return OpenFolder(descriptor: fd, path: path)
    }

    /// The sub-folder `name` of this folder, opened as `open` would.
    public func child(_ name: String, links: FolderLinks, create: Bool = false) throws(FileError) -> OpenFolder {
        let shown = path == "." ? name : path.hasSuffix("/") ? path + name : path + "/" + name
        let fd = try Self.step(from: descriptor, name, walked: shown, target: shown, links: links, create: create)
        return OpenFolder(descriptor: fd, path: shown)
    }

    static func step(
        from fd: Int32, _ name: String, walked: String, target: String, links: FolderLinks, create: Bool
    ) throws(FileError) -> Int32 {
        let flags = openPathFlag | O_DIRECTORY | O_CLOEXEC | (links == .refuse ? O_NOFOLLOW : 0)
        let notAFolder = walked == target ? "is not a folder" : "\(walked) is not a folder"
        for _ in 0..<3 {
            let next = openat(fd, name, flags)
            let code = errno
            if next >= 0 {
                // O_PATH | O_NOFOLLOW may hand back the link itself; only a folder goes on.
                var s = stat()
                if fstat(next, &s) == 0 && (s.st_mode & S_IFMT) == S_IFDIR { return next }
                close(next)
            }
            switch kind(in: fd, name) {
            case .link(let to) where links == .refuse || to != .folder:
                if links == .refuse {
                    let reason =
                        walked == target
                        ? "is a symbolic link; glass writes only to plain paths here"
                        : "\(walked) is a symbolic link, which glass does not follow here"
                    throw FileError(.symbolicLink, target, reason)
                }
                // A dangling link is never made a folder through (`mkdirat` would refuse it anyway): it is
                // named as what it is, so a caller that makes missing folders does not take it for one.
                if to == .missing {
                    throw FileError(
                        .symbolicLink, target,
                        "\(walked) is a symbolic link to nothing; glass makes no folder through a link")
                }
                throw FileError(.wrongKind, target, notAFolder)
            case .missing:
                if !create { throw FileError(.missingFolder, target, "the folder \(walked) does not exist") }
                if mkdirat(fd, name, 0o755) != 0 && errno != EEXIST {
                    throw .system(target, "create the folder \(walked)", errno)
                }
            case .folder, .link:
                // Made by another writer between the open and the look (workers making one goldens folder).
                if code == ENOENT { continue }
                throw .system(target, "open the folder \(walked)", code)
            case .file, .other:
                throw FileError(.wrongKind, target, notAFolder)
            }
        }
        throw FileError(.cannotWrite, target, "the folder \(walked) keeps changing")
    }

    /// What `name` is in this folder, without following it.
    public func kind(of name: String) -> EntryKind { Self.kind(in: descriptor, name) }

    static func kind(in fd: Int32, _ name: UnsafePointer<CChar>) -> EntryKind {
        var s = stat()
        guard fstatat(fd, name, &s, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        switch s.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK:
            guard fstatat(fd, name, &s, 0) == 0 else { return .link(.missing) }
            switch s.st_mode & S_IFMT {
            case S_IFREG: return .link(.file)
            case S_IFDIR: return .link(.folder)
            default: return .link(.other)
            }
        default: return .other
        }
    }

    /// The names in this folder (not `.` and `..`) as bytes, since a name need not be UTF-8, each with its
    /// kind; unsorted.
    public func entries() throws(FileError) -> [(name: [UInt8], kind: EntryKind)] {
        let fd = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 { throw .system(path, "list the folder", errno) }
        guard let dir = fdopendir(fd) else {
            let code = errno
            close(fd)
            throw .system(path, "list the folder", code)
        }
        defer { closedir(dir) }
        var out: [(name: [UInt8], kind: EntryKind)] = []
        while let entry = readdir(dir) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            // Looked up by its bytes: a name that is not UTF-8 would not survive a `String`.
            let kind = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Self.kind(in: descriptor, raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            out.append((bytes, kind))
        }
        return out
    }

    /// Reads the file `name` of this folder, never through a symbolic link, never more than `limit` bytes.
    public func read(_ name: String, limit: Int) throws(FileReadError) -> [UInt8] {
        let fd = blocking(openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK))
        if fd < 0 {
            if errno == ELOOP { throw .unreadable("a symbolic link, which glass does not follow here") }
            if errno == ENOENT || errno == ENOTDIR { throw .missing }
            throw .unreadable(String(cString: strerror(errno)))
        }
        return try readBounded(fd, limit: limit)
    }

    /// Removes the plain file `name` if there is one (a link, a folder or anything else stays); returns
    /// whether a file was removed.
    @discardableResult
    public func removeFile(_ name: String) -> Bool {
        kind(of: name) == .file && unlinkat(descriptor, name, 0) == 0
    }
}
