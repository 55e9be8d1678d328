import Glibc

/// A file as the file system knows it (device and inode), whatever path spells it: `./a.png`,
/// `././a.png`, `dir/../a.png`, a symbolic link or a hard link to it are one identity.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    /// The identity of the file at `path` (links followed), or nil when there is none. A path longer than the
    /// system takes at once (PATH_MAX: `././…/scene.json`) is looked up one folder at a time, as outputs are
    /// written: without it, such an output was no input and replaced the scene.
    public init?(path: String) {
        var s = stat()
        if stat(path, &s) != 0 {
            guard errno == ENAMETOOLONG, let slash = path.lastIndex(of: "/"),
                let folder = try? OpenFolder.open(
                    slash == path.startIndex ? "/" : String(path[..<slash]), links: .follow)
            else { return nil }
            let name = String(path[path.index(after: slash)...])
            guard fstatat(folder.descriptor, name.isEmpty ? "." : name, &s, 0) == 0 else { return nil }
        }
        device = UInt64(s.st_dev)
        inode = UInt64(s.st_ino)
    }

    /// The identity of the file `name` in the folder open as `folder` (links followed), or nil.
    public init?(folder: Int32, name: String) {
        var s = stat()
        guard fstatat(folder, name, &s, 0) == 0 else { return nil }
        device = UInt64(s.st_dev)
        inode = UInt64(s.st_ino)
    }
}
