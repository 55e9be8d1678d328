import GlassCore
import GlassText
import Testing

@Suite struct SymbolTests {
    /// Every entry of the table (components.md §3 and more) shapes to one glyph of the icon font, and
    /// that glyph has ink: a mask with a real area at 24 px.
    @Test func everyEntryResolvesToAGlyphWithInk() throws {
        var seen = Set<String>()
        for (sf, material) in SymbolTable.entries {
            #expect(seen.insert(sf).inserted, "\(sf) listed twice")
            let resolved = try FontLibrary.shared.symbolGlyph(sf)
            guard let (font, glyph) = resolved else {
                Issue.record("\(sf) → \(material) does not shape to one glyph")
                continue
            }
            let (key, _, _) = GlyphCache.place(font: font, glyph: glyph, sizePx: 24, x: 0, y: 0)
            let mask = GlyphCache.shared.mask(key, font: font)
            let ink = mask.values.reduce(0, +)
            #expect(ink > 20, "\(sf) → \(material): \(ink) px of ink")
        }
    }

    /// The names components.md §3 requires are all there.
    @Test func theSpecsNamesAreCovered() {
        let required = """
            chevron.left chevron.right chevron.down xmark checkmark plus minus ellipsis ellipsis.circle \
            magnifyingglass house house.fill person person.fill person.circle gear gearshape bell bell.fill heart \
            heart.fill star star.fill bookmark square.and.arrow.up square.and.pencil trash folder doc paperplane \
            envelope tray archivebox flag flag.fill calendar clock photo camera mic play.fill pause.fill \
            forward.fill backward.fill music.note map location info.circle questionmark.circle \
            exclamationmark.triangle line.3.horizontal line.3.horizontal.decrease slider.horizontal.3 \
            square.grid.2x2 list.bullet cart bag creditcard globe link lock sidebar.left arrow.clockwise arrow.up \
            arrow.down wifi battery.100
            """.split(separator: " ").map(String.init)
        for name in required { #expect(SymbolTable.material(for: name) != nil, "\(name)") }
    }

    /// A name not in the table is not guessed.
    @Test func unknownNamesResolveToNothing() throws {
        #expect(try FontLibrary.shared.symbolGlyph("house.circle.badge") == nil)
    }
}
