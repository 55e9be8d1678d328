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
            guard let (font, glyph) = resolved, glyph != 0 else {
                Issue.record("\(sf) → \(material) does not shape to one real glyph")
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

    /// The table holds at least 150 names, among them those a new user reached for first and those the
    /// gallery's mail, music, photos and settings apps use.
    @Test func theTableCoversEverydayApps() {
        #expect(SymbolTable.entries.count >= 150, "\(SymbolTable.entries.count) names")
        let required = """
            arrow.up.arrow.down rectangle.stack person.crop.circle textformat crop paintbrush photo.stack \
            envelope.open arrowshape.turn.up.left paperclip tray.full archivebox.fill shuffle repeat \
            backward.end.fill forward.end.fill speaker.wave.2 airplayaudio music.note.list quote.bubble airplane \
            antenna.radiowaves.left.and.right bell.badge moon.fill hourglass accessibility hand.raised faceid key \
            wand.and.stars rotate.right square.on.square checkmark.circle.fill xmark.circle.fill plus.circle.fill
            """.split(separator: " ").map(String.init)
        for name in required { #expect(SymbolTable.material(for: name) != nil, "\(name)") }
    }

    /// Two names for one ligature draw the same glyph; a different ligature draws a different one (a
    /// ligature the font lacks would fall back to its letters, or to one wrong glyph, and be caught here).
    @Test func eachLigatureDrawsItsOwnGlyph() throws {
        var glyphOf: [String: UInt32] = [:]
        var ligatureOf: [UInt32: String] = [:]
        for (sf, material) in SymbolTable.entries {
            guard let glyph = try FontLibrary.shared.symbolGlyph(sf)?.glyph else { continue }
            if let seen = glyphOf[material] { #expect(seen == glyph, "\(sf) → \(material)") }
            glyphOf[material] = glyph
            if let other = ligatureOf[glyph] { #expect(other == material, "\(material) and \(other) share a glyph") }
            ligatureOf[glyph] = material
        }
    }

    /// A name not in the table is not guessed.
    @Test func unknownNamesResolveToNothing() throws {
        #expect(try FontLibrary.shared.symbolGlyph("house.circle.badge") == nil)
    }
}
