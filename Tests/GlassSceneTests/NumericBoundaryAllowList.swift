/// The conversions to integers that `NumericBoundaryTests` allows outside `WholeNumber`, each at its exact
/// line (file under Sources/, code trimmed and without its comment), grouped by the reason it cannot trap:
/// integer → integer conversions (the grep cannot see types), text parsing, and the few kernel sites on hot
/// paths whose floating-point value is already bounded where it is computed. Anything else goes through
/// `WholeNumber.clamped` or `WholeNumber.exactly` (Sources/GlassCore/Support/WholeNumber.swift).
enum NumericBoundaryAllowList {
    struct Site: Hashable {
        let file: String
        let line: String
    }

    static func site(_ file: String, _ line: String) -> Site { Site(file: file, line: line) }

    static var groups: [(reason: String, sites: [Site])] { coreGroups + otherGroups + motionGroups }

    /// Outside the core: integer → integer conversions at C APIs and file metadata, text parsing, and the
    /// floating-point sites outside the core, each bounded where it is computed (the core's sites are in
    /// NumericBoundaryAllowList+Core.swift).
    static let otherGroups: [(reason: String, sites: [Site])] = [
        (
            "UInt8 → Int: widening",
            [
                site("GlassCore/Comparison/ImageComparison.swift", "let d = abs(Int(pa[i + c]) - Int(pb[i + c]))"),
                site("GlassGoldens/Reports+Region.swift", "d = max(d, abs(Int(e[i + c]) - Int(a[i + c])))"),
                site("GlassCore/Comparison/ImageComparison.swift", "let va = Int(pa[i])"),
                site("GlassCore/Comparison/ImageComparison.swift", "let vb = Int(pb[i])"),
                site(
                    "GlassCore/Comparison/ImageComparison.swift",
                    "for c in 0..<4 { d = max(d, abs(Int(expected.bytes[i + c]) - Int(actual.bytes[i + c]))) }"),
                site(
                    "GlassCore/Comparison/ImageComparison.swift",
                    "(Int(expected.bytes[i]) * 54 + Int(expected.bytes[i + 1]) * 183 + Int(expected.bytes[i + 2]) * 19)"
                ),
                site(
                    "GlassPNG/PNGCodec.swift",
                    "func be32(_ i: Int) -> Int { data[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }"),
            ]
        ),
        (
            "integer → a wider integer (bytes, 16-bit sums, a 32-bit seed): widening",
            [
                site("GlassPNG/Adler32.swift", "var a = UInt64(seed & 0xFFFF)"),
                site("GlassPNG/Adler32.swift", "var b = UInt64(seed >> 16)"),
                site("GlassPNG/Adler32.swift", "let v = UInt16(bytes[i + k])"),
                site("GlassPNG/Adler32.swift", "weighted &+= v &* UInt16(16 - k)"),
                site("GlassPNG/Adler32.swift", "b &+= 16 &* a &+ UInt64(weighted)"),
                site("GlassPNG/Adler32.swift", "a &+= UInt64(sum)"),
                site("GlassPNG/Adler32.swift", "a &+= UInt64(bytes[i])"),
            ]
        ),
        (
            "integer → UInt32: below 65 521",
            [
                site("GlassPNG/Adler32.swift", "return UInt32(b % 65521) << 16 | UInt32(a % 65521)")
            ]
        ),
        (
            "integer → Int32: clamped to 0…9 on the same line",
            [
                site(
                    "GlassPNG/PNGCodec+Parallel.swift",
                    "prefersSub(src.baseAddress!, width: image.width, height: height, level: Int32(min(max(level, 0), 9)))"
                ),
                site("GlassPNG/PNGCodec+Parallel.swift", "let clampedLevel = Int32(min(max(level, 0), 9))"),
            ]
        ),
        (
            "integer → UInt32: image sides ≤ 16 384 and chunk sizes of at most a few hundred MB (PNG lengths are 31-bit)",
            [
                site("GlassPNG/PNGCodec+Parallel.swift", "appendBigEndian(&header, UInt32(image.width))"),
                site("GlassPNG/PNGCodec+Parallel.swift", "appendBigEndian(&header, UInt32(image.height))"),
                site("GlassPNG/PNGCodec+Parallel.swift", "appendBigEndian(&png, UInt32(idatSize))"),
                site("GlassPNG/PNGCodec+Parallel.swift", "appendBigEndian(&png, UInt32(data.count))"),
            ]
        ),
        (
            "integer → UInt8: one byte masked or shifted out of a UInt32",
            [
                site(
                    "GlassPNG/PNGCodec+Parallel.swift",
                    "bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]")
            ]
        ),
        (
            "a C constant → Int",
            [
                site(
                    "GlassPNG/PNGCodec.swift", "var message = [CChar](repeating: 0, count: Int(GLASS_PNG_MESSAGE_SIZE))"
                )
            ]
        ),
        (
            "UInt32 → Int: widening",
            [
                site("GlassPNG/PNGCodec.swift", "let width = Int(w)"),
                site("GlassPNG/PNGCodec.swift", "let height = Int(h)"),
            ]
        ),
        (
            "integer → UInt32 / Int32: image sides ≤ 16 384 and a zlib level of 0…9",
            [
                site(
                    "GlassPNG/PNGCodec.swift",
                    "p.baseAddress, UInt32(image.width), UInt32(image.height), Int32(level), filter.rawValue, &out, &size,"
                )
            ]
        ),
        (
            "integer → Int: a remainder below the shard count",
            [
                site(
                    "GlassGoldens/Suite.swift",
                    "Int(fnv1a(name) % UInt64(count)) == index - 1")
            ]
        ),
        (
            "UInt8 → UInt64: widening",
            [
                site("GlassGoldens/Suite.swift", "h ^= UInt64(b)")
            ]
        ),
        (
            "text → Int parsing: nil for anything but digits, never traps",
            [
                site("glass/Arguments.swift", "guard let v = Int(text), range.contains(v) else {"),
                site(
                    "glass/RenderCommand.swift",
                    "let kb = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).dropLast(3))"),
                site(
                    "glass/TestCommand.swift",
                    "let numbers = parts.compactMap { p in p.allSatisfy { $0.isASCII && $0.isNumber } ? Int(p) : nil }"),
            ]
        ),
        (
            "floating point → Int, outside the core: the scene scale, which is exactly 1, 2 or 3 (may move onto WholeNumber)",
            [
                site("glass/DesignComparison.swift", "let gap = Int((16 * scale).rounded())"),
                site("glass/DesignComparison.swift", "let label = Int((32 * scale).rounded())"),
                site(
                    "glass/DesignComparison.swift",
                    "{\"canvas\": {\"width\": \\(wPt), \"height\": 32, \"scale\": \\(Int(scale))}, \"background\": \"#FFFFFF\", \"layers\": ["
                ),
            ]
        ),
        (
            "floating point → Int, outside the core: milliseconds of one render, finite and small (may move onto WholeNumber)",
            [
                site("glass/RenderCommand.swift", "let ms = Int((Watch.now() - start) * 1000)"),
                site(
                    "glass/Watch.swift", "writeStderr(\"rendered \\(output) in \\(Int((now() - start) * 1000)) ms\\n\")"
                ),
            ]
        ),
        (
            "a C constant or a C struct field (inotify) → the integer type the API takes: integer → integer",
            [
                site("glass/Watch.swift", "let fd = inotify_init1(Int32(IN_CLOEXEC))"),
                site(
                    "glass/Watch.swift",
                    "let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB)"),
                site(
                    "glass/Watch.swift",
                    "let nameBytes = raw[nameStart..<nameStart + Int(event.len)].prefix { $0 != 0 }"),
                site("glass/Watch.swift", "offset = nameStart + Int(event.len)"),
            ]
        ),
        (
            "a stat field (dev_t, ino_t) → UInt64: integer → integer",
            [
                site("GlassFiles/FileIdentity.swift", "device = UInt64(s.st_dev)"),
                site("GlassFiles/FileIdentity.swift", "inode = UInt64(s.st_ino)"),
            ]
        ),
        (
            "a stat field (off_t) → Int: integer → integer, 64-bit on Linux",
            [
                site(
                    "GlassFiles/FileReading.swift",
                    "if regular && Int(s.st_size) > limit { throw .tooLarge(Int(s.st_size)) }"),
                site(
                    "GlassFiles/FileReading.swift",
                    "var bytes = [UInt8](repeating: 0, count: regular ? Int(s.st_size) : min(limit + 1, 1 << 16))"),
                site(
                    "GlassTesting/GlassCache.swift",
                    "if Int(s.st_size) != bytes { return \"\\(path) is \\(s.st_size) bytes, but \\(bytes) were installed\" }"
                ),
            ]
        ),
        (
            "floating point → Int: at least 0 and under 10⁹ on this line (NaN fails `seconds < 1e9` and takes the other branch); GlassFiles imports no GlassCore",
            [
                site(
                    "GlassFiles/FileLock.swift",
                    "+ (seconds < 1e9 ? \"\\(Int(max(0, seconds).rounded(.up))) s\" : \"allowed\"))")
            ]
        ),
        (
            "String → Int: a decimal parse of at most 32 bytes the cache kept (nil for anything that is not a whole number in Int's range; it cannot trap), then checked against its range",
            [
                site(
                    "GlassTesting/GlassCache.swift",
                    "let bytes = Int(String(decoding: recorded, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))"
                ),
                site(
                    "GlassTesting/GlassCache.swift",
                    "let seconds = Int(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),"
                ),
            ]
        ),
        (
            "UInt8 → UInt32: a hexadecimal digit, 0…15",
            [
                site(
                    "GlassScene/JSONParser.swift",
                    "case UInt8(ascii: \"0\")...UInt8(ascii: \"9\"): d = UInt32(b - UInt8(ascii: \"0\"))"),
                site(
                    "GlassScene/JSONParser.swift",
                    "case UInt8(ascii: \"a\")...UInt8(ascii: \"f\"): d = UInt32(b - UInt8(ascii: \"a\") + 10)"),
                site(
                    "GlassScene/JSONParser.swift",
                    "case UInt8(ascii: \"A\")...UInt8(ascii: \"F\"): d = UInt32(b - UInt8(ascii: \"A\") + 10)"),
            ]
        ),
        (
            "integer → UInt8: one byte shifted or masked out of a UInt32",
            [
                site(
                    "GlassScene/SemanticColors.swift",
                    "r8: UInt8(rgba >> 24), g8: UInt8((rgba >> 16) & 0xFF), b8: UInt8((rgba >> 8) & 0xFF), a8: UInt8(rgba & 0xFF)"
                )
            ]
        ),
        (
            "floating point → Int: refused above unless a whole number within ±10⁹ (number(in: -1e9...1e9) and the guard on this line)",
            [
                site(
                    "GlassScene/Components/Switch.swift",
                    "guard v == v.rounded(), v >= 0, Int(v) < segments.count else {"),
                site("GlassScene/Components/Switch.swift", "selected = Int(v)"),
                site(
                    "GlassScene/Components/TabBar.swift", "guard v == v.rounded(), v >= 0, Int(v) < p.tabs.count else {"
                ),
                site("GlassScene/Components/TabBar.swift", "p.selected = Int(v)"),
            ]
        ),
        (
            "UInt → Int: source line and column numbers",
            [
                site(
                    "GlassTesting/Snapshot.swift",
                    "fileID: fileID, filePath: \"\\(filePath)\", line: Int(line), column: Int(column)))")
            ]
        ),
        (
            "floating point → Int: held by min to the canvas side (a scroll edge size, finite: at most 10⁵ pt in the scene)",
            [
                site(
                    "GlassRender/RenderPlan+Memory.swift",
                    "let band = Int(min(effect.sizePx, Double(max(widthPx, heightPx))).rounded(.up)) + 2")
            ]
        ),
        (
            "floating point → Int: held by min to 10¹²; edge-rows are never NaN (Path.rowCrossings drops non-finite rows)",
            [
                site(
                    "GlassRender/RenderPlan+Memory.swift",
                    "transient = max(transient, 12 * a + 64 * edges + 16 * Int(min(edgeRows, 1e12)))")
            ]
        ),
        (
            "an integer (a face index, units per em, a glyph size in pixels, a FreeType constant) → the integer type FreeType and HarfBuzz take: integer → integer",
            [
                site("GlassText/Font.swift", "let hbFace = hb_face_create(blob, UInt32(index))"),
                site("GlassText/Font.swift", "hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))"),
                site("GlassText/Font.swift", "locked { UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value))) }"),
                site(
                    "GlassText/Font.swift",
                    "FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0"),
                site("GlassText/Font.swift", "bitmap.rows = UInt32(height)"),
                site("GlassText/Font.swift", "bitmap.width = UInt32(width)"),
                site("GlassText/Font.swift", "bitmap.pitch = Int32(width)"),
                site("GlassText/Font.swift", "bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)"),
                site("GlassText/Font.swift", "params.flags = Int32(FT_RASTER_FLAG_AA)"),
                site(
                    "GlassText/Font.swift",
                    "FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,"),
            ]
        ),
        (
            "an integer (a weight 100…900, a fontconfig face index or count) → the integer type fontconfig takes or gives: integer → integer",
            [
                site(
                    "GlassText/FontLibrary.swift",
                    "FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight.value)))"),
                site("GlassText/FontLibrary.swift", "return try open(file: file, index: Int(index), families: names)"),
                site(
                    "GlassText/FontLibrary.swift",
                    "if let f = try? open(file: file, index: Int(index), families: strings(match, FC_FAMILY)),"),
                site("GlassText/FontLibrary.swift", "for i in 0..<Int(set.pointee.nfont) {"),
            ]
        ),
        (
            "floating point → Int: quarter-pixel glyph origins within the scene’s ±10⁵ pt frames at 3× (±1.2·10⁶), and 26.6 sizes of at most 1024 px (SceneLimits.maxGlyphEmPx)",
            [
                site("GlassText/GlyphCache.swift", "let qx = Int((x * 4).rounded())"),
                site("GlassText/GlyphCache.swift", "let qy = Int((y * 4).rounded())"),
                site(
                    "GlassText/GlyphCache.swift",
                    "fontID: font.id, glyph: glyph, size26: Int((sizePx * 64).rounded()), embolden26: embolden26,"),
            ]
        ),
        (
            "an integer (a count or cluster index of at most 4000 characters) → the integer type HarfBuzz takes or gives: integer → integer",
            [
                site(
                    "GlassText/Shaping.swift",
                    "hb_buffer_add_codepoints(buffer, $0.baseAddress, Int32($0.count), UInt32(start), Int32(end - start))"
                ),
                site("GlassText/Shaping.swift", "var glyphs: [ShapedGlyph] = (0..<Int(count)).map { i in"),
                site(
                    "GlassText/Shaping.swift", "font: face, glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),"),
            ]
        ),
        (
            "floating point → Int: held by min to the text’s character count and by max to 1",
            [
                site(
                    "GlassText/TextLayout.swift",
                    "let capacity = lines > 0 ? lines : Int(min(max(fitting, 1), Double(max(1, text.unicodeScalars.count))))"
                )
            ]
        ),
        (
            "a stat field (dev_t, ino_t, off_t, time_t, a nanosecond count) → UInt64, Int or Int64: integer → integer, 64-bit on Linux",
            [
                site("GlassText/FontLibrary.swift", "device = UInt64(s.st_dev)"),
                site("GlassText/FontLibrary.swift", "inode = UInt64(s.st_ino)"),
                site("GlassText/FontLibrary.swift", "size = Int64(s.st_size)"),
                site("GlassText/FontLibrary.swift", "modified = Int64(s.st_mtim.tv_sec)"),
                site("GlassText/FontLibrary.swift", "modifiedNs = Int64(s.st_mtim.tv_nsec)"),
                site("GlassText/FontLibrary.swift", "changed = Int64(s.st_ctim.tv_sec)"),
                site("GlassText/FontLibrary.swift", "changedNs = Int64(s.st_ctim.tv_nsec)"),
            ]
        ),
        (
            "a C constant → the integer type the C API takes",
            [
                site(
                    "GlassText/FontLibrary.swift",
                    "pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))")
            ]
        ),
        (
            "integer → UInt32: a font file's byte count, at most FontLibrary.maxFontBytes (128 MB)",
            [
                site(
                    "GlassText/Font.swift",
                    "bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_READONLY,"
                )
            ]
        ),
        (
            "integer → integer in the worker wire format: Int ↔ Int64 (64-bit on Linux), bytes widened, bit patterns",
            [
                site(
                    "GlassGoldens/Wire.swift",
                    "withUnsafeBytes(of: Int64(v).littleEndian) { bytes.append(contentsOf: $0) }"),
                site(
                    "GlassGoldens/Wire.swift",
                    "package mutating func double(_ v: Double) { int(Int(Int64(bitPattern: v.bitPattern))) }"),
                site("GlassGoldens/Wire.swift", "for k in 0..<8 { v |= UInt64(bytes[offset + k]) << (8 * UInt64(k)) }"),
                site("GlassGoldens/Wire.swift", "return Int(Int64(bitPattern: v))"),
                site("GlassGoldens/Wire.swift", "Double(bitPattern: UInt64(bitPattern: Int64(try int())))"),
                site(
                    "glass/WorkerProtocol.swift",
                    "let count = Int(header[1]) | Int(header[2]) << 8 | Int(header[3]) << 16 | Int(header[4]) << 24"),
                site(
                    "glass/WorkerProtocol.swift",
                    "let count = Int(buffer[b + 1]) | Int(buffer[b + 2]) << 8 | Int(buffer[b + 3]) << 16 | Int(buffer[b + 4]) << 24"
                ),
                site("glass/WorkerProtocol.swift", "w.int(Int(error?.code.rawValue ?? 0))"),
                site("glass/WorkerProtocol.swift", "let code = Int32(exactly: raw).flatMap(ExitCode.init(rawValue:))"),
                site("glass/WorkerProtocol.swift", "w.int(Int(error.code.rawValue))"),
                site(
                    "glass/WorkerProtocol.swift",
                    "guard r.isAtEnd, let code = Int32(exactly: raw).flatMap(ExitCode.init(rawValue:)) else {"),
            ]
        ),
        (
            "integer → UInt32: a payload count, held by the precondition above to maxPayload (2³¹ − 1)",
            [
                site(
                    "glass/WorkerProtocol.swift",
                    "withUnsafeBytes(of: UInt32(payload.count).littleEndian) { out.append(contentsOf: $0) }")
            ]
        ),
        (
            "text → Int parsing: nil for anything but digits, never traps (a worker's thread count)",
            [
                site(
                    "glass/WorkerCommand.swift",
                    "guard args.count == 2, let threads = Int(args[0]), (1...256).contains(threads),"),
                site("glass/WorkerCommand.swift", "let tag = UInt32(args[1], radix: 16)"),
            ]
        ),
        (
            "a C constant → the integer type the C API takes (poll)",
            [
                site(
                    "glass/WorkerPool.swift",
                    "var fds = workers.map { pollfd(fd: $0.results, events: Int16(POLLIN), revents: 0) }")
            ]
        ),
    ]
}
