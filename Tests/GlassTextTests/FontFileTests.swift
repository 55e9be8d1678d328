import GlassCore
import GlassText
import Glibc
import Testing

/// Fonts named by file are read into memory the library owns and cached by file identity and change time:
/// a font rewritten in place or replaced is read again, and one truncated while in use keeps drawing.
@Suite struct FontFileTests {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    static func bytes(_ path: String) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        var s = stat()
        fstat(fd, &s)
        var out = [UInt8](repeating: 0, count: Int(s.st_size))
        let n = out.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        #expect(n == out.count)
        return out
    }

    /// Writes `bytes` over `path` in place (same file, truncated first), as `cp` does.
    static func overwrite(_ path: String, with bytes: [UInt8]) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(fd) }
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        #expect(n == bytes.count)
    }

    static func folder() -> String {
        var template = Array("/tmp/glass-font-XXXXXX".utf8CString)
        return String(cString: mkdtemp(&template)!)
    }

    static func mask(_ font: Font, _ ch: Unicode.Scalar) -> [Float] {
        let glyph = font.glyphIndex(ch)
        let (key, _, _) = GlyphCache.place(font: font, glyph: glyph, sizePx: 40, x: 0, y: 0)
        return GlyphCache.shared.mask(key, font: font).values
    }

    @Test func aFontRewrittenInPlaceIsReadAgain() throws {
        let dir = Self.folder()
        let path = dir + "/f.otf"
        Self.overwrite(path, with: Self.bytes(Self.inter))
        let first = try FontLibrary.shared.font(file: path)
        #expect(first.families.contains("Inter"))
        #expect(try FontLibrary.shared.font(file: path).id == first.id, "an unchanged file is opened once")
        // Same inode, new contents (and a new change time: wait past the file system's clock step).
        usleep(20_000)
        Self.overwrite(path, with: Self.bytes(Self.dejaVu))
        let second = try FontLibrary.shared.font(file: path)
        #expect(second.id != first.id)
        #expect(second.families.contains("DejaVu Sans"), "\(second.families)")
        // Replaced by rename (an editor's save): a new file under the same name.
        Self.overwrite(dir + "/g.otf", with: Self.bytes(Self.inter))
        #expect(rename(dir + "/g.otf", path) == 0)
        let third = try FontLibrary.shared.font(file: path)
        #expect(third.families.contains("Inter"), "\(third.families)")
        unlink(path)
        rmdir(dir)
    }

    /// A font file truncated while its face is open keeps drawing the same glyphs: its bytes are the
    /// library's own, not a mapping of the file (which would raise SIGBUS on the next glyph read).
    @Test func aFontTruncatedInUseKeepsDrawing() throws {
        let dir = Self.folder()
        let path = dir + "/t.otf"
        Self.overwrite(path, with: Self.bytes(Self.dejaVu))
        let font = try FontLibrary.shared.font(file: path)
        let before = Self.mask(font, "A")
        #expect(before.contains { $0 > 0 })
        Self.overwrite(path, with: [])
        // Glyphs not drawn yet: their outlines are read from the face after the truncation.
        let after = Self.mask(font, "W")
        #expect(after.contains { $0 > 0 })
        // Shaping (HarfBuzz) reads the same bytes.
        let block = TextLayout(font: font, weight: .regular, sizePx: 20).layout(
            "Wave", width: 400, height: 40, lines: 1, alignment: .leading)
        #expect(block.glyphs.count == 4 && block.glyphs.allSatisfy { $0.glyph != 0 })
        unlink(path)
        rmdir(dir)
    }

    /// Faces superseded while other threads open and shape the same file are closed under the library's
    /// lock (FreeType's face list is the library's): rewriting a font 40 times while four threads use it.
    @Test func rewritingAFontWhileOthersUseItIsSafe() async throws {
        let dir = Self.folder()
        let path = dir + "/r.otf"
        let sources = [Self.bytes(Self.inter), Self.bytes(Self.dejaVu)]
        Self.overwrite(path, with: sources[0])
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var shaped = 0
                    for _ in 0..<40 {
                        guard let font = try? FontLibrary.shared.font(file: path) else { continue }
                        let block = TextLayout(font: font, weight: .regular, sizePx: 14).layout(
                            "Glass", width: 200, height: 20, lines: 1, alignment: .leading)
                        shaped += block.glyphs.count
                    }
                    return shaped
                }
            }
            for i in 0..<40 {
                // Replaced by rename, so a reader never sees a half-written file.
                Self.overwrite(dir + "/n.otf", with: sources[i % 2])
                rename(dir + "/n.otf", path)
            }
            var total = 0
            for try await n in group { total += n }
            #expect(total > 0)
        }
        unlink(path)
        rmdir(dir)
    }
}
