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

    /// Refuses (exit 73) an output that names a folder, whose folder cannot be made (a file or a link to
    /// nothing on the way, a name too long), whose name is too long, that is a folder or a link, or that is
    /// the scene file itself, before anything is rendered or written. A folder that does not exist yet is made when the output is written.
    static func checkOutput(_ output: String, scene scenePath: String) throws(CLIError) {
        try checkOutputPath(output)
        if let sceneFile = FileIdentity(path: scenePath) { try refuseOverwritingInput(output, inputs: [sceneFile]) }
    }

    /// `checkOutput` without a scene (`compare --diff`): an output that names a folder, whose folder cannot be
    /// made, whose name is longer than a file system holds, or that is a folder or a link.
    static func checkOutputPath(_ output: String) throws(CLIError) {
        if output.hasSuffix("/") {
            throw CLIError(.cannotCreate, "\(output): names a folder; give the file's name too (\(output)NAME.png)")
        }
        try checkFolderCanBeMade(parent(of: output), for: output)
        if let bytes = FileNames.lastComponentTooLong(output) {
            throw CLIError(
                .cannotCreate, "\(output): the file name is \(bytes) bytes; the limit is \(FileNames.maxBytes)")
        }
        if isDirectory(output) { throw CLIError(.cannotCreate, "\(output): is a folder") }
        try refuseSymbolicLink(output)
    }

    /// Refuses (exit 73) a folder for outputs that is not one, or that could not be made where it is missing:
    /// a file, or a link to nothing, on the way. Makes nothing: the folders are made when an output is written
    /// (`writeAtomically`), so a run that fails leaves no empty folder.
    static func checkFolderCanBeMade(_ folder: String, for output: String) throws(CLIError) {
        do {
            _ = try OpenFolder.open(folder, links: .follow, target: output)
        } catch {
            if error.kind != .missingFolder { throw CLIError(error) }
        }
    }

    /// A folder outputs go into (`render DIR -o OUT/`), without its trailing slashes: refused (exit 73) when
    /// it is not a folder or could not be made (`checkFolderCanBeMade`); a missing one is made by the first
    /// output written into it.
    static func outputFolder(_ folder: String) throws(CLIError) -> String {
        var trimmed = Substring(folder)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let path = String(trimmed)
        if exists(path) && !isDirectory(path) { throw CLIError(.cannotCreate, "\(path): is not a folder") }
        try checkFolderCanBeMade(path, for: path)
        return path
    }

    /// Writes `bytes` to `path` atomically (`PendingFile`): the complete new file or `path` untouched,
    /// never through a link at the final name. Missing folders are made one at a time, never through a link
    /// to nothing (`OpenFolder`). Failure is exit 73.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CLIError) {
        do {
            try writeFileAtomically(bytes, to: path, folderLinks: .follow, createFolders: true)
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

    /// The first bytes of every PNG.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Removes a stale output after a failed run: only a regular file that starts with `signature` (a PNG
    /// unless said otherwise: the only kind glass writes there), and never one the scene could read
    /// (`SceneLoader.namedFiles`: a failed render does not know its inputs, and once deleted the image it
    /// draws, named as its own output; `couldName` for a scene that does not parse). `-o font.otf` or `-o
    /// notes.txt` with a failing scene costs nothing either.
    static func removeStale(_ path: String, scene: String? = nil, signature: [UInt8] = pngSignature) {
        if let scene {
            if let named = SceneLoader.namedFiles(path: scene) {
                if let output = FileIdentity(path: path), named.contains(output) { return }
            } else if couldName(scene, path) {
                return
            }
        }
        let fd = openForReading(path, flags: O_NOFOLLOW)
        if fd < 0 { return }
        var s = stat()
        var head = [UInt8](repeating: 0, count: signature.count)
        let n = fstat(fd, &s) == 0 && (s.st_mode & S_IFMT) == S_IFREG ? Glibc.read(fd, &head, signature.count) : -1
        close(fd)
        if n == signature.count && head == signature { unlink(path) }
    }

    /// Removes each of `outputs` (path and signature) as `removeStale` does when `body` fails, then rethrows:
    /// a run that fails leaves none of its outputs from an earlier run.
    static func removingStale<T>(
        _ outputs: [(path: String, signature: [UInt8])], scene: String, _ body: () throws(CLIError) -> T
    ) throws(CLIError) -> T {
        do {
            return try body()
        } catch {
            for output in outputs { removeStale(output.path, scene: scene, signature: output.signature) }
            throw error
        }
    }

    /// Whether a scene that does not parse could name the file at `output` (by file identity, however
    /// spelled or linked): any text between two of its quotes (whichever way a broken file pairs them) that
    /// names it from the scene's folder (escapes undone), or an escape that could spell any name; a scene
    /// with over `maxQuotes` quotes is taken to name it, and so is one that cannot be read (over the size
    /// limit, not readable: it may name anything). A scene that does not exist, or is a folder, names nothing.
    static func couldName(_ scene: String, _ output: String) -> Bool {
        let bytes: [UInt8]
        do {
            bytes = try readFileBounded(scene, limit: SceneLoader.maxSceneBytes)
        } catch {
            return error != .missing && error != .isDirectory
        }
        guard let target = FileIdentity(path: output) else { return false }
        let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
        if quotes.count > maxQuotes { return true }
        let folder = parent(of: scene)
        for (from, to) in zip(quotes, quotes.dropFirst()) where to - from - 1 <= 4096 {
            guard let text = unescaped(bytes[(from + 1)..<to]) else { return true }
            guard !text.isEmpty, let name = String(validating: text, as: UTF8.self) else { continue }
            if FileIdentity(path: name.hasPrefix("/") ? name : folder + "/" + name) == target { return true }
        }
        return false
    }

    /// A JSON string's bytes with its one-character escapes (`\\`, `\/`, `\n`…) undone; nil when it holds what
    /// could spell any name (`\u`, or a final backslash: the quote after it may be part of the name).
    static func unescaped(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        let escapes: [UInt8: UInt8] = [
            UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 8,
            UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10, UInt8(ascii: "r"): 13, UInt8(ascii: "t"): 9,
        ]
        var out: [UInt8] = []
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] != UInt8(ascii: "\\") {
                out.append(text[i])
            } else {
                i += 1
                guard i < text.endIndex, let plain = escapes[text[i]] else { return nil }
                out.append(plain)
            }
            i += 1
        }
        return out
    }

    /// The most quotes `couldName` looks between before it gives up and keeps the output.
    static let maxQuotes = 20_000

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
