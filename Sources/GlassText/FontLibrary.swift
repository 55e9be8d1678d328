import CFontconfig
import CFreeType
import GlassFiles
import Glibc

/// The process's fonts: finds families and fallbacks through fontconfig, opens faces once, and serialises
/// every FreeType call behind one lock (scenes of a folder render resolve and render on several threads).
///
/// `"system"` is Inter (SF Pro's closest open design): Inter Display from 20 pt up, as SF Pro switches to
/// its Display cut there, Inter below.
public final class FontLibrary: @unchecked Sendable {
    public static let shared = FontLibrary()

    private var library: FT_Library?
    private var config: OpaquePointer?
    private var lock = pthread_mutex_t()
    private var faces: [String: (version: FileVersion, font: Font)] = [:]
    private var nextID = 1
    private var fallbacks: [String: Font?] = [:]
    /// fontconfig's answer for a family and weight (its file, face index and family names): the configuration
    /// is read once at start, so it answers the same each time; laying out and drawing a scene ask alike.
    private var matches: [String: (file: String, index: Int32, names: [String])] = [:]
    private var startError: String?

    init() {
        // Recursive: a superseded face may be released (`releaseFace`) while the lock is held, when the
        // cache drops its last reference.
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(&lock, &attributes)
        pthread_mutexattr_destroy(&attributes)
        if FT_Init_FreeType(&library) != 0 { startError = "FreeType could not start" }
        if FcInit() == 0 { startError = "fontconfig could not start" }
        config = FcConfigGetCurrent()
    }

    /// Runs `body` holding the library's lock.
    func locked<T>(_ body: () throws(TextError) -> T) throws(TextError) -> T {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return try body()
    }

    /// The installed face of `family` nearest to `weight` (100–900). `"system"` names Inter.
    public func font(family: String, weight: FontWeight, sizePt: Double = 17) throws(TextError) -> Font {
        let name = family.lowercased() == "system" ? (sizePt >= 20 ? "Inter Display" : "Inter") : family
        return try locked { () throws(TextError) -> Font in
            if let startError { throw .unavailable(startError) }
            let key = "\(weight.value) \(name)"
            if case let (file, index, names)? = matches[key] {
                return try open(file: file, index: Int(index), families: names)
            }
            guard let pattern = FcPatternCreate() else { throw .unavailable("fontconfig could not make a pattern") }
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FAMILY, name)
            FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight.value)))
            FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(config, pattern, &result) else {
                throw .unknownFamily(family, available: installedFamilies())
            }
            defer { FcPatternDestroy(match) }
            let names = strings(match, FC_FAMILY)
            // fontconfig always answers with something; only an exact family counts.
            guard names.contains(where: { $0.lowercased() == name.lowercased() }) else {
                throw .unknownFamily(family, available: installedFamilies())
            }
            guard let file = strings(match, FC_FILE).first else { throw .unknownFamily(family, available: []) }
            var index: Int32 = 0
            FcPatternGetInteger(match, FC_INDEX, 0, &index)
            matches[key] = (file, index, names)
            return try open(file: file, index: Int(index), families: names)
        }
    }

    /// The face of a font file (its first face).
    public func font(file: String) throws(TextError) -> Font {
        try locked { () throws(TextError) -> Font in
            if let startError { throw .unavailable(startError) }
            return try open(file: file, index: 0, families: nil)
        }
    }

    /// A face that has `scalar`, for text the chosen face lacks (CJK, symbols), at the nearest weight;
    /// nil when no installed font has it. Remembered per character and weight.
    func fallback(for scalar: Unicode.Scalar, weight: FontWeight) -> Font? {
        let key = "\(scalar.value)/\(weight.value)"
        return try? locked { () throws(TextError) -> Font? in
            if let known = fallbacks[key] { return known }
            var found: Font?
            if startError == nil, let pattern = FcPatternCreate(), let charset = FcCharSetCreate() {
                FcCharSetAddChar(charset, scalar.value)
                FcPatternAddCharSet(pattern, FC_CHARSET, charset)
                FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight.value)))
                FcConfigSubstitute(config, pattern, FcMatchPattern)
                FcDefaultSubstitute(pattern)
                var result = FcResultNoMatch
                if let match = FcFontMatch(config, pattern, &result) {
                    if let file = strings(match, FC_FILE).first {
                        var index: Int32 = 0
                        FcPatternGetInteger(match, FC_INDEX, 0, &index)
                        if let f = try? open(file: file, index: Int(index), families: strings(match, FC_FAMILY)),
                            f.glyphIndex(scalar) != 0
                        {
                            found = f
                        }
                    }
                    FcPatternDestroy(match)
                }
                FcCharSetDestroy(charset)
                FcPatternDestroy(pattern)
            }
            fallbacks[key] = found
            return found
        }
    }

    /// Closes a face (FreeType's face list belongs to the library: no face may open or close meanwhile).
    func releaseFace(_ face: FT_Face) {
        pthread_mutex_lock(&lock)
        FT_Done_Face(face)
        pthread_mutex_unlock(&lock)
    }

    /// Every installed family name, sorted (for the unknown-family message).
    public func installedFamilies() -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        let objects = FcObjectSetCreate()
        FcObjectSetAdd(objects, FC_FAMILY)
        defer { FcObjectSetDestroy(objects) }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var names = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            if let font = set.pointee.fonts[i], let first = strings(font, FC_FAMILY).first { names.insert(first) }
        }
        return names.sorted()
    }

    /// Opens the face `index` of `file`, reading the file into memory the face owns. Faces are cached by
    /// path and index and kept while the file's identity (device, inode), size and change times stay the
    /// same: a font rewritten in place or replaced by a rename is read again (`glass render --watch`).
    /// Call with the lock held.
    private func open(file: String, index: Int, families: [String]?) throws(TextError) -> Font {
        // A named pipe nobody writes cannot hang the open (it reads as empty: not a font).
        let fd = openForReading(file)
        if fd < 0 {
            if errno == ENOENT || errno == ENOTDIR { throw .fileMissing(file) }
            throw .notAFont(file)
        }
        var s = stat()
        guard fstat(fd, &s) == 0, (s.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .notAFont(file)
        }
        let key = "\(index):\(file)"
        let version = FileVersion(s)
        if let known = faces[key], known.version == version {
            close(fd)
            return known.font
        }
        let contents: [UInt8]
        do {
            contents = try readBounded(fd, limit: Self.maxFontBytes)  // closes fd
        } catch {
            if case .tooLarge(let size) = error {
                throw .tooLarge(file, bytes: size ?? Self.maxFontBytes + 1, limit: Self.maxFontBytes)
            }
            throw .notAFont(file)
        }
        if contents.isEmpty { throw .notAFont(file) }
        // Copied into memory of the face's own: FreeType and HarfBuzz keep pointers into it.
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: contents.count, alignment: 16)
        bytes.copyBytes(from: contents)
        let font = try Font(
            id: nextID, file: file, index: index, bytes: bytes,
            library: library!, owner: self, families: families)
        nextID += 1
        faces[key] = (version, font)
        return font
    }

    /// Largest font file read (the largest CJK collections are tens of megabytes).
    public static let maxFontBytes = 128 << 20

    /// What tells two versions of a file apart: identity, size and the modification and change times.
    struct FileVersion: Equatable {
        let device: UInt64, inode: UInt64, size: Int64
        let modified: Int64, modifiedNs: Int64, changed: Int64, changedNs: Int64

        init(_ s: stat) {
            device = UInt64(s.st_dev)
            inode = UInt64(s.st_ino)
            size = Int64(s.st_size)
            modified = Int64(s.st_mtim.tv_sec)
            modifiedNs = Int64(s.st_mtim.tv_nsec)
            changed = Int64(s.st_ctim.tv_sec)
            changedNs = Int64(s.st_ctim.tv_nsec)
        }
    }

    /// The most values of one object read from a fontconfig pattern (a font lists a few families and styles).
    static let maxPatternValues: Int32 = 1024

    /// All string values of `object` in a fontconfig pattern (up to `maxPatternValues`).
    private func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var out: [String] = []
        for i in 0..<Self.maxPatternValues {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, i, &value) == FcResultMatch, let value else { break }
            out.append(String(cString: value))
        }
        return out
    }
}
