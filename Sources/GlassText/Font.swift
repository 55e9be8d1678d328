import CFreeType
import CHarfBuzz
import GlassCore
import Glibc

/// One font face: FreeType for outlines, HarfBuzz for shaping, read from the same file. Opened through
/// `FontLibrary`; each FreeType call on the face holds the face's own lock (faces are not thread-safe).
public final class Font: @unchecked Sendable {
    /// A number unique to this face in the process (glyph cache keys).
    public let id: Int
    public let file: String
    public let index: Int
    /// The family names the file declares (fontconfig's, or FreeType's for a file named directly).
    public let families: [String]
    /// Font units per em.
    public let unitsPerEm: Double
    /// Ascender and descender (positive down) and line gap, font units (hhea, as UIKit's line height).
    public let ascender: Double, descender: Double, lineGap: Double

    let face: FT_Face
    let hbFont: OpaquePointer
    /// The font file's bytes, owned by the face (FreeType and HarfBuzz read from here, never from a mapping
    /// of the file, so a file rewritten or truncated while in use cannot fault).
    private let bytes: UnsafeMutableRawBufferPointer
    /// The library that opened the face, which closes it.
    private let owner: FontLibrary
    private var lock = pthread_mutex_t()

    /// Opens face `index` of a font file's `bytes` (taking ownership of them) with `library`; called with
    /// the library's lock held.
    init(
        id: Int, file: String, index: Int, bytes: UnsafeMutableRawBufferPointer, library: FT_Library,
        owner: FontLibrary,
        families: [String]?
    ) throws(TextError) {
        var opened: FT_Face?
        guard bytes.count > 0, index >= 0, index <= 0xFFFF,
            FT_New_Memory_Face(
                library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), bytes.count, index, &opened)
                == 0,
            let face = opened
        else {
            bytes.deallocate()
            throw .notAFont(file)
        }
        guard face.pointee.face_flags & FT_FACE_FLAG_SCALABLE != 0,
            let blob = hb_blob_create(
                bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_READONLY,
                nil, nil),
            let hbFace = hb_face_create(blob, UInt32(index))
        else {
            FT_Done_Face(face)
            bytes.deallocate()
            throw .notAFont(file)
        }
        hb_blob_destroy(blob)
        guard let font = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            FT_Done_Face(face)
            bytes.deallocate()
            throw .notAFont(file)
        }
        hb_face_destroy(hbFace)
        self.id = id
        self.file = file
        self.index = index
        self.face = face
        self.bytes = bytes
        self.owner = owner
        self.families = families ?? [face.pointee.family_name.map { String(cString: $0) } ?? file]
        pthread_mutex_init(&lock, nil)
        unitsPerEm = Double(max(1, face.pointee.units_per_EM))
        ascender = Double(face.pointee.ascender)
        descender = -Double(face.pointee.descender)
        lineGap = max(0, Double(face.pointee.height) - ascender - descender)
        // The font's own units: positions come back exact, scaled to pixels by the caller.
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hbFont = font
    }

    deinit {
        hb_font_destroy(hbFont)
        owner.releaseFace(face)
        bytes.deallocate()
        pthread_mutex_destroy(&lock)
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return body()
    }

    /// The glyph for a character in this face, 0 when it has none.
    public func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        locked { UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value))) }
    }

    /// The unhinted outline of `glyph` at `size26` (pixels per em in 26.6 fixed point), in pixels with y
    /// down and the origin on the baseline, thickened by `embolden26` (26.6, negative thins it).
    public func outline(glyph: UInt32, size26: Int, embolden26: Int = 0) -> Path {
        locked { unlockedOutline(glyph: glyph, size26: size26, embolden26: embolden26) }
    }

    /// FreeType's own 8-bit rendering of `glyph` with its origin at (`originX`, `originY`) 26.6 within a
    /// `width × height` bitmap whose top-left is the pixel origin (smooth rasterizer, unhinted): what
    /// tests compare glass's coverage with.
    public func freetypeBitmap(glyph: UInt32, size26: Int, originX26: Int, originY26: Int, width: Int, height: Int)
        -> [UInt8]
    {
        locked {
            var pixels = [UInt8](repeating: 0, count: width * height)
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size26), 72, 72) == 0,
                FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0
            else { return pixels }
            let outline = withUnsafeMutablePointer(to: &face.pointee.glyph.pointee.outline) { $0 }
            // A positive pitch puts the top row first; FreeType's y runs up from the bottom row, so the
            // origin, given from the top, moves up by height − originY.
            FT_Outline_Translate(outline, FT_Pos(originX26), FT_Pos(height * 64 - originY26))
            pixels.withUnsafeMutableBufferPointer { p in
                var bitmap = FT_Bitmap()
                bitmap.rows = UInt32(height)
                bitmap.width = UInt32(width)
                bitmap.pitch = Int32(width)
                bitmap.buffer = p.baseAddress!
                bitmap.num_grays = 256
                bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
                var params = FT_Raster_Params()
                params.flags = Int32(FT_RASTER_FLAG_AA)
                withUnsafeMutablePointer(to: &bitmap) { b in
                    params.target = UnsafePointer(b)
                    _ = FT_Outline_Render(face.pointee.glyph.pointee.library, outline, &params)
                }
            }
            return pixels
        }
    }

    private func unlockedOutline(glyph: UInt32, size26: Int, embolden26: Int) -> Path {
        var path = Path()
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size26), 72, 72) == 0,
            FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
            face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return path }
        let outline = withUnsafeMutablePointer(to: &face.pointee.glyph.pointee.outline) { $0 }
        if embolden26 != 0 { FT_Outline_EmboldenXY(outline, FT_Pos(embolden26), FT_Pos(embolden26)) }
        let collector = OutlineCollector()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineCollector.from(user).move(to) },
            line_to: { to, user in OutlineCollector.from(user).line(to) },
            conic_to: { c, to, user in OutlineCollector.from(user).conic(c, to) },
            cubic_to: { c1, c2, to, user in OutlineCollector.from(user).cubic(c1, c2, to) },
            shift: 0, delta: 0)
        withExtendedLifetime(collector) {
            _ = FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(collector).toOpaque())
        }
        path = collector.path
        if collector.open { path.close() }
        return path
    }
}

/// Gathers `FT_Outline_Decompose`'s callbacks into a `Path` (26.6 to pixels, y flipped to point down).
final class OutlineCollector {
    var path = Path()
    var open = false

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
        Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
    }

    static func point(_ v: UnsafePointer<FT_Vector>?) -> SIMD2<Double> {
        SIMD2(Double(v!.pointee.x) / 64, -Double(v!.pointee.y) / 64)
    }

    func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        if open { path.close() }
        path.move(to: Self.point(to))
        open = true
        return 0
    }

    func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        path.line(to: Self.point(to))
        return 0
    }

    func conic(_ c: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        path.quad(control: Self.point(c), to: Self.point(to))
        return 0
    }

    func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?)
        -> Int32
    {
        path.cubic(control1: Self.point(c1), control2: Self.point(c2), to: Self.point(to))
        return 0
    }
}

/// Why a font could not be found or used.
public enum TextError: Error, Equatable, Sendable {
    /// No installed family of that name; the families that are installed, sorted.
    case unknownFamily(String, available: [String])
    case fileMissing(String)
    case notAFont(String)
    /// A font file over the size limit: its size and the limit, in bytes.
    case tooLarge(String, bytes: Int, limit: Int)
    /// The text stack could not start (FreeType or fontconfig failed to initialise).
    case unavailable(String)
}
