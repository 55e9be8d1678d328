import FoundationEssentials
import Glibc

/// File access for the commands, with failures mapped to exit codes.
enum Files {
    static func isDirectory(_ path: String) -> Bool {
        var isDir = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Reads a whole input file; missing or unreadable input is exit 66.
    static func read(_ path: String, limit: Int = 256 << 20) throws(CLIError) -> [UInt8] {
        var isDir = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw CLIError(.noInput, "\(path): no such file")
        }
        if isDir { throw CLIError(.noInput, "\(path): is a folder, expected a file") }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            throw CLIError(.noInput, "\(path): cannot read")
        }
        if data.count > limit {
            throw CLIError(.dataError, "\(path): \(data.count) bytes is over the limit of \(limit)")
        }
        return [UInt8](data)
    }

    /// Writes `bytes` to a temporary file beside `path` and renames it into place, so that `path` is
    /// either the complete new file or untouched. Failure is exit 73.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CLIError) {
        let directory = parent(of: path)
        if !isDirectory(directory) { throw CLIError(.cannotCreate, "\(path): the folder \(directory) does not exist") }
        if isDirectory(path) { throw CLIError(.cannotCreate, "\(path): is a folder") }
        let temporary = "\(directory)/.\(name(of: path)).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd < 0 { throw CLIError(.cannotCreate, "\(path): cannot create (\(String(cString: strerror(errno))))") }
        var written = 0
        let ok = bytes.withUnsafeBytes { raw -> Bool in
            while written < raw.count {
                let n = write(fd, raw.baseAddress! + written, raw.count - written)
                if n <= 0 { return false }
                written += n
            }
            return true
        }
        if !ok || close(fd) != 0 {
            unlink(temporary)
            throw CLIError(.cannotCreate, "\(path): cannot write (\(String(cString: strerror(errno))))")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CLIError(.cannotCreate, "\(path): cannot create (\(reason))")
        }
    }

    /// Removes a stale output after a failed render (only a regular file).
    static func removeStale(_ path: String) {
        if exists(path) && !isDirectory(path) { unlink(path) }
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The `*.json` files directly in a folder, sorted by name.
    static func sceneFiles(in directory: String) throws(CLIError) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw CLIError(.noInput, "\(directory): cannot list the folder")
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { "\(directory)/\($0)" }
    }
}

/// Writes text to standard error, unbuffered.
func writeStderr(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
        if n <= 0 { return }
        offset += n
    }
}
