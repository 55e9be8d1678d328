import CHarfBuzz

/// One shaped glyph, in logical order, in pixels.
public struct ShapedGlyph: Sendable {
    public let font: Font
    public let glyph: UInt32
    /// The index of the first character of its cluster in the paragraph.
    public let cluster: Int
    public let advance: Double
    public let offsetX: Double, offsetY: Double
    /// The embedding level of its characters (odd: right to left).
    public let level: UInt8
}

extension FontLibrary {
    /// Shapes a paragraph: splits it into runs of one face (the chosen one, or a fallback for characters
    /// it lacks) and one direction, shapes each with HarfBuzz at `sizePx` pixels per em, and returns the
    /// glyphs in logical order (right-to-left runs, which HarfBuzz returns in visual order, are reversed).
    public func shape(_ scalars: [Unicode.Scalar], levels: [UInt8], font: Font, weight: FontWeight, sizePx: Double)
        -> [ShapedGlyph]
    {
        // Each character's face: whitespace and controls stay with the run they are in.
        var faces: [Font] = []
        faces.reserveCapacity(scalars.count)
        for s in scalars {
            if font.glyphIndex(s) != 0 || s.properties.isWhitespace || s.value < 0x20 {
                faces.append(font)
            } else {
                faces.append(fallback(for: s, weight: weight) ?? font)
            }
        }
        var out: [ShapedGlyph] = []
        let codepoints = scalars.map(\.value)
        var start = 0
        while start < scalars.count {
            var end = start + 1
            while end < scalars.count && faces[end] === faces[start] && levels[end] == levels[start] { end += 1 }
            out.append(
                contentsOf: shapeRun(codepoints, start, end, face: faces[start], level: levels[start], sizePx: sizePx))
            start = end
        }
        return out
    }

    private func shapeRun(_ codepoints: [UInt32], _ start: Int, _ end: Int, face: Font, level: UInt8, sizePx: Double)
        -> [ShapedGlyph]
    {
        (try? locked { () throws(TextError) -> [ShapedGlyph] in
            guard let buffer = hb_buffer_create() else { return [] }
            defer { hb_buffer_destroy(buffer) }
            codepoints.withUnsafeBufferPointer {
                hb_buffer_add_codepoints(buffer, $0.baseAddress, Int32($0.count), UInt32(start), Int32(end - start))
            }
            hb_buffer_set_direction(buffer, level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(face.hbFont, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                let positions = hb_buffer_get_glyph_positions(buffer, &count)
            else { return [] }
            let k = sizePx / face.unitsPerEm
            var glyphs: [ShapedGlyph] = (0..<Int(count)).map { i in
                ShapedGlyph(
                    font: face, glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                    advance: Double(positions[i].x_advance) * k, offsetX: Double(positions[i].x_offset) * k,
                    offsetY: -Double(positions[i].y_offset) * k, level: level)
            }
            if level % 2 == 1 { glyphs.reverse() }
            return glyphs
        }) ?? []
    }
}
