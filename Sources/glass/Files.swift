import FoundationEssentials
import GlassFiles
import GlassScene
import Glibc

/// File access for the commands, with failures mapped to exit codes.
enum Files {
    static func isDirectory(_ path: String) -> Bool {
        var isDir = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Reads a whole input file, never more than `limit + 1` bytes (the size is checked before reading);
    /// missing or unreadable input is exit 66, too large 65.
    static func read(_ path: String, limit: Int = 256 << 20) throws(CLIError) -> [UInt8] {
        do {
            return try readFileBounded(path, limit: limit)
        } catch {
            switch error {
            case .missing: throw CLIError(.noInput, "\(path): no such file")
            case .isDirectory: throw CLIError(.noInput, "\(path): is a folder, expected a file")
            case .unreadable(let reason): throw CLIError(.noInput, "\(path): cannot read (\(reason))")
            case .tooLarge(let size):
                throw CLIError(
                    .dataError,
                    "\(path): \(size.map { "\($0) bytes" } ?? "the input") is over the limit of \(limit) bytes")
            }
        }
    }

    /// Refuses (exit 73) an output that is one of the inputs, however either is spelled, before anything
    /// is written or removed: `glass render s.json -o s.json` once replaced the scene with the PNG.
    static func refuseOverwritingInput(_ output: String, inputs: Set<FileIdentity>) throws(CLIError) {
        if let target = FileIdentity(path: output), inputs.contains(target) {
            throw CLIError(.cannotCreate, "\(output): is one of the inputs; choose another output")
        }
    }

    /// Exit 73 for an output whose file name is longer than a file system holds (a long scene name with a
    /// matrix's traits), said before anything renders; nil when it fits.
    static func nameTooLong(_ path: String) -> CLIError? {
        FileNames.lastComponentTooLong(path).map {
            CLIError(
                .cannotCreate,
                "\(path): the file name is \($0) bytes; the limit is \(FileNames.maxBytes) (shorten the scene's name or vary fewer keys)"
            )
        }
    }

    /// Refuses (exit 73) an output whose folder is missing, that is a folder or a link, or that is the scene
    /// file itself, before anything is rendered or written.
    static func checkOutput(_ output: String, scene scenePath: String) throws(CLIError) {
        if !isDirectory(parent(of: output)) {
            throw CLIError(.cannotCreate, "\(output): the folder \(parent(of: output)) does not exist")
        }
        if isDirectory(output) { throw CLIError(.cannotCreate, "\(output): is a folder") }
        try refuseSymbolicLink(output)
        if let sceneFile = FileIdentity(path: scenePath) { try refuseOverwritingInput(output, inputs: [sceneFile]) }
    }

    /// Writes `bytes` to `path` atomically (`PendingFile`): the complete new file or `path` untouched,
    /// never through a link at the final name. Failure is exit 73.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CLIError) {
        do {
            try writeFileAtomically(bytes, to: path, folderLinks: .follow)
        } catch {
            throw CLIError(error)
        }
    }

    /// Refuses (exit 73) an output path that is a symbolic link: glass writes neither through a link (to
    /// wherever it points) nor over it (silently replacing what someone put there).
    static func refuseSymbolicLink(_ path: String) throws(CLIError) {
        var s = stat()
        if lstat(path, &s) == 0 && (s.st_mode & S_IFMT) == S_IFLNK {
            throw CLIError(.cannotCreate, "\(path): is a symbolic link; write to a plain path")
        }
    }

    /// Removes a stale output after a failed render: only a regular file that is a PNG, the only kind glass
    /// writes there, and never one the scene could read (`SceneLoader.namedFiles`: a failed render does not
    /// know its inputs, and once deleted the image it draws, named as its own output). `-o font.otf` or
    /// `-o notes.txt` with a failing scene costs nothing either.
    static func removeStale(_ path: String, scene: String? = nil) {
        if let scene {
            guard let named = SceneLoader.namedFiles(path: scene) else { return }
            if let output = FileIdentity(path: path), named.contains(output) { return }
        }
        let fd = openForReading(path, flags: O_NOFOLLOW)
        if fd < 0 { return }
        var s = stat()
        var head = [UInt8](repeating: 0, count: 8)
        let n = fstat(fd, &s) == 0 && (s.st_mode & S_IFMT) == S_IFREG ? Glibc.read(fd, &head, 8) : -1
        close(fd)
        if n == 8 && head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { unlink(path) }
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The output name of a scene file: its name without `.json`, cut by bytes (`FileNames.stem`).
    static func stem(of sceneName: String) -> String { FileNames.stem(sceneName) ?? sceneName }

    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The `*.json` files directly in a folder (not hidden ones), sorted by name, read as bytes: names that
    /// are not UTF-8 cannot be opened through a `String` path, so they come back apart, shown with `\xFF`
    /// escapes, for the caller to report.
    static func sceneFiles(in directory: String) throws(CLIError) -> (scenes: [String], unreadableNames: [String]) {
        guard let dir = opendir(directory) else {
            throw CLIError(.noInput, "\(directory): cannot list the folder")
        }
        defer { closedir(dir) }
        var scenes: [String] = []
        var unreadable: [String] = []
        while let entry = readdir(dir) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            guard bytes.first != UInt8(ascii: "."), FileNames.hasExtension(bytes, ".json") else { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                scenes.append("\(directory)/\(name)")
            } else {
                unreadable.append("\(directory)/\(FileNames.shown(bytes))")
            }
        }
        return (scenes.sorted(), unreadable.sorted())
    }
}

/// `text` with control characters escaped (`\n`, `\u{1B}`), so a file name that holds them (a scene in a
/// folder can be named anything) still gives one line and cannot move a terminal's cursor.
func printable(_ text: String) -> String {
    if !text.unicodeScalars.contains(where: isEscaped) { return text }
    var out = ""
    for u in text.unicodeScalars {
        switch u.value {
        case 0x0A: out += "\\n"
        case 0x0D: out += "\\r"
        case 0x09: out += "\\t"
        case _ where isEscaped(u): out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
        default: out.unicodeScalars.append(u)
        }
    }
    return out
}

/// Control characters, and the invisible marks that reorder or hide text in a terminal (bidirectional
/// embeddings, overrides and isolates, zero-width marks): a scene's `"\u{202E}"` once reversed the rest of
/// its error line.
private func isEscaped(_ u: Unicode.Scalar) -> Bool {
    switch u.value {
    case 0..<0x20, 0x7F..<0xA0, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
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
