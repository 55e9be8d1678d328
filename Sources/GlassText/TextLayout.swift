/// Where a line sits horizontally in its frame; leading and trailing follow the paragraph's direction.
public enum TextAlignment: String, Sendable {
    case leading, center, trailing
}

/// A glyph placed in a text layer's frame: `x` and `y` (the baseline) in pixels from the frame's top-left.
public struct PlacedGlyph: Sendable {
    public let font: Font
    public let glyph: UInt32
    public let x: Double
    public let y: Double
    /// The index of its first character in its paragraph (`Int.max` for an added ellipsis).
    public let cluster: Int
}

/// The laid-out text of a layer.
public struct TextBlock: Sendable {
    public var glyphs: [PlacedGlyph]
    /// Each line's width (pixels), in order.
    public var lineWidths: [Double]
    public var lineHeight: Double
    /// Whether the text did not fit and its last line ends in "…".
    public var truncated: Bool
}

/// Lays text out in a frame as a `UILabel` does: wraps at spaces (CJK between any two characters; a
/// word longer than the line breaks where it must), at most `lines` lines (0: as many as fit, at least
/// one), the last shown line cut with "…" when text is left over, each line aligned, the block centred
/// vertically. Line height is the face's ascender + descender + line gap. Explicit `\n` breaks lines.
public struct TextLayout {
    public let library: FontLibrary
    public let font: Font
    public let weight: FontWeight
    public let sizePx: Double

    public init(library: FontLibrary = .shared, font: Font, weight: FontWeight, sizePx: Double) {
        self.library = library
        self.font = font
        self.weight = weight
        self.sizePx = sizePx
    }

    public var lineHeight: Double { (font.ascender + font.descender + font.lineGap) * sizePx / font.unitsPerEm }

    public func layout(
        _ text: String, width: Double, height: Double, lines: Int, alignment: TextAlignment, rightToLeft: Bool = false
    ) -> TextBlock {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        // As many lines as fit (at least one, at most the characters there are) when `lines` is 0.
        let fitting = lineHeight > 0 ? (height / lineHeight + 1e-9).rounded(.down) : 1
        let capacity = lines > 0 ? lines : Int(min(max(fitting, 1), Double(max(1, text.unicodeScalars.count))))
        var shown: [(glyphs: [ShapedGlyph], direction: Bidi.Direction)] = []
        var truncated = false
        paragraphLoop: for (p, scalars) in paragraphs.enumerated() {
            let direction = Bidi.paragraphDirection(scalars)
            let levels = Bidi.levels(scalars, base: direction)
            let glyphs = library.shape(scalars, levels: levels, font: font, weight: weight, sizePx: sizePx)
            var rest = glyphs[...]
            repeat {
                if shown.count == capacity - 1
                    && (nextLineEnd(rest, scalars: scalars, width: width) < rest.endIndex
                        || p < paragraphs.count - 1)
                {
                    // The last line and more text after it: cut with an ellipsis.
                    shown.append((ellipsized(rest, width: width, direction: direction), direction))
                    truncated = true
                    break paragraphLoop
                }
                let end = nextLineEnd(rest, scalars: scalars, width: width)
                shown.append((Array(trimmedTrailingSpaces(rest[rest.startIndex..<end], scalars)), direction))
                rest = rest[end...]
                // Spaces at a break are dropped from the next line's start.
                while let g = rest.first, isSpace(scalars, g.cluster) { rest = rest.dropFirst() }
            } while !rest.isEmpty && shown.count < capacity
            if shown.count >= capacity && p < paragraphs.count - 1 && !truncated { break }
        }
        // Vertical centring, then each line in visual order at its alignment.
        let ascent = font.ascender * sizePx / font.unitsPerEm
        let top = (height - Double(shown.count) * lineHeight) / 2
        var placed: [PlacedGlyph] = []
        var widths: [Double] = []
        for (i, line) in shown.enumerated() {
            let w = line.glyphs.reduce(0) { $0 + $1.advance }
            widths.append(w)
            // Leading is the line's own start, or the right edge for every line of a right-to-left screen.
            let leftAligned =
                alignment == .center
                ? nil : (alignment == .leading) == (!rightToLeft && line.direction == .leftToRight)
            var x = leftAligned == nil ? (width - w) / 2 : (leftAligned! ? 0 : width - w)
            let baseline = top + Double(i) * lineHeight + ascent
            for k in Bidi.visualOrder(levels: line.glyphs.map(\.level)) {
                let g = line.glyphs[k]
                placed.append(
                    PlacedGlyph(
                        font: g.font, glyph: g.glyph, x: x + g.offsetX, y: baseline + g.offsetY, cluster: g.cluster))
                x += g.advance
            }
        }
        return TextBlock(glyphs: placed, lineWidths: widths, lineHeight: lineHeight, truncated: truncated)
    }

    func isSpace(_ scalars: [Unicode.Scalar], _ i: Int) -> Bool { i < scalars.count && scalars[i] == " " }

    /// CJK ideographs, kana and hangul break between any two characters.
    func breaksAnywhere(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: true
        default: false
        }
    }

    func trimmedTrailingSpaces(_ line: ArraySlice<ShapedGlyph>, _ scalars: [Unicode.Scalar]) -> ArraySlice<ShapedGlyph>
    {
        var l = line
        while let g = l.last, isSpace(scalars, g.cluster) { l = l.dropLast() }
        return l
    }

    /// The end (exclusive, an index into the glyphs) of the line starting at `rest`'s start: the last break
    /// opportunity whose line fits `width` (trailing spaces do not count), else as many clusters as fit,
    /// at least one.
    func nextLineEnd(_ rest: ArraySlice<ShapedGlyph>, scalars: [Unicode.Scalar], width: Double) -> Int {
        var x = 0.0
        var lastBreak: Int? = nil
        var lastFit = rest.startIndex
        var i = rest.startIndex
        while i < rest.endIndex {
            // A cluster's glyphs stay together.
            var j = i + 1
            while j < rest.endIndex && rest[j].cluster == rest[i].cluster { j += 1 }
            let clusterWidth = rest[i..<j].reduce(0) { $0 + $1.advance }
            let space = isSpace(scalars, rest[i].cluster)
            if !space && x + clusterWidth > width + 1e-9 {
                if let b = lastBreak { return b }
                return max(lastFit, i == rest.startIndex ? j : i)
            }
            x += clusterWidth
            if space {
                lastBreak = j
            } else if j < rest.endIndex, rest[i].cluster < scalars.count, rest[j].cluster < scalars.count,
                breaksAnywhere(scalars[rest[i].cluster]) || breaksAnywhere(scalars[rest[j].cluster])
            {
                lastBreak = j
            }
            lastFit = j
            i = j
        }
        return rest.endIndex
    }

    /// As many of `rest`'s clusters as fit with "…" after them (the ellipsis shaped in the text's face).
    func ellipsized(_ rest: ArraySlice<ShapedGlyph>, width: Double, direction: Bidi.Direction) -> [ShapedGlyph] {
        let level: UInt8 = direction == .leftToRight ? 0 : 1
        let ellipsis = library.shape(["…"], levels: [level], font: font, weight: weight, sizePx: sizePx)
        let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
        var kept: [ShapedGlyph] = []
        var x = 0.0
        var i = rest.startIndex
        while i < rest.endIndex {
            var j = i + 1
            while j < rest.endIndex && rest[j].cluster == rest[i].cluster { j += 1 }
            let w = rest[i..<j].reduce(0) { $0 + $1.advance }
            if x + w + ellipsisWidth > width + 1e-9 { break }
            kept.append(contentsOf: rest[i..<j])
            x += w
            i = j
        }
        // No space before the ellipsis.
        while let last = kept.last, last.advance > 0, last.glyph == spaceGlyph(last.font) { kept.removeLast() }
        return kept
            + ellipsis.map {
                ShapedGlyph(
                    font: $0.font, glyph: $0.glyph, cluster: Int.max, advance: $0.advance, offsetX: $0.offsetX,
                    offsetY: $0.offsetY, level: level)
            }
    }

    func spaceGlyph(_ f: Font) -> UInt32 { f.glyphIndex(" ") }
}
