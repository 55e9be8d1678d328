import GlassCore
import GlassText
import Testing

@Suite struct LayoutTests {
    static func layout(
        _ text: String, width: Double = 1000, height: Double = 100, lines: Int = 1,
        alignment: TextAlignment = .leading, sizePx: Double = 20
    ) throws -> TextBlock {
        let font = try FontLibrary.shared.font(family: "Inter", weight: .regular)
        return TextLayout(font: font, weight: .regular, sizePx: sizePx).layout(
            text, width: width, height: height, lines: lines, alignment: alignment)
    }

    /// A right-to-left line: the first Hebrew word sits at the right, each word's letters run right to
    /// left, and the number inside keeps its digits left to right.
    @Test func rightToLeftRunsAreInVisualOrder() throws {
        let text = "שלום עולם 123"
        let block = try Self.layout(text, width: 300, alignment: .leading)
        let x = Dictionary(block.glyphs.map { ($0.cluster, $0.x) }, uniquingKeysWith: { a, _ in a })
        // Letters of "שלום" (0…3) and "עולם" (5…8): x falls as the logical index rises.
        for i in [0, 1, 2, 5, 6, 7] { #expect(x[i]! > x[i + 1]!, "letter \(i)") }
        #expect(x[5]! < x[0]!, "the second word is left of the first")
        // Digits 10…12 run left to right, left of both words.
        #expect(x[10]! < x[11]! && x[11]! < x[12]! && x[12]! < x[8]!)
        // Leading alignment in a right-to-left paragraph is the right edge.
        #expect(abs((block.glyphs.map(\.x).max()! + 20) - 300) < 20)
    }

    /// Truncation never overflows: every line of every layout fits the frame's width, and the last shown
    /// line ends in an ellipsis when text was left over.
    @Test func truncationNeverOverflowsTheFrame() throws {
        let text = "The quick brown fox jumps over the lazy dog; Pack my box with five dozen liquor jugs. 首页设置消息"
        for width in stride(from: 30.0, through: 400, by: 37) {
            for lines in [1, 2, 3] {
                let block = try Self.layout(text, width: width, height: 200, lines: lines)
                #expect(block.lineWidths.count <= lines)
                for w in block.lineWidths {
                    #expect(w <= width + 1e-6, "width \(width), lines \(lines): a line of \(w)")
                }
                if block.truncated { #expect(block.glyphs.contains { $0.cluster == Int.max }) }
            }
        }
        let fits = try Self.layout("Short", width: 300)
        #expect(!fits.truncated && fits.lineWidths.count == 1)
    }

    /// Wrapping breaks at spaces, CJK between characters; `lines: 0` fills the frame's height.
    @Test func wrappingAndLineCount() throws {
        let words = try Self.layout("alpha beta gamma delta", width: 120, height: 200, lines: 0)
        #expect(words.lineWidths.count >= 2 && !words.truncated)
        let cjk = try Self.layout("首页设置消息首页设置消息", width: 90, height: 200, lines: 0)
        #expect(cjk.lineWidths.count >= 2)
        let oneLine = try Self.layout("alpha beta gamma delta", width: 120, height: 200, lines: 1)
        #expect(oneLine.truncated && oneLine.lineWidths.count == 1)
        let fit = try Self.layout("a b c d e f g h i j k l m n o p", width: 20, height: 50, lines: 0)
        #expect(Double(fit.lineWidths.count) * fit.lineHeight <= 50 + 1e-9)
    }

    /// Centred and trailing lines sit where they should.
    @Test func alignment() throws {
        for (alignment, expected) in [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
            let block = try Self.layout("Label", width: 300, alignment: alignment)
            let left = block.glyphs.map(\.x).min()!
            let slack = 300 - block.lineWidths[0]
            #expect(abs(left - slack * expected) < 2, "\(alignment)")
        }
    }

    /// Characters the face lacks come from a fallback face (CJK from WenQuanYi), not as missing glyphs.
    @Test func cjkFallsBack() throws {
        let block = try Self.layout("A首页")
        #expect(block.glyphs.count == 3)
        #expect(block.glyphs[0].font.families.contains("Inter"))
        #expect(block.glyphs[1].font !== block.glyphs[0].font && block.glyphs[1].glyph != 0)
    }
}
