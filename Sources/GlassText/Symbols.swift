/// SF Symbols cannot be shipped: each name maps to a glyph of Google's Material Icons (Debian's
/// `fonts-material-design-icons-iconfont`, Apache-2.0), addressed by its ligature name. The table is
/// data; `SymbolTests` checks that every entry shapes to one glyph with ink.
public enum SymbolTable {
    static let byName: [String: String] = Dictionary(
        entries.map { ($0.sf, $0.material) }, uniquingKeysWith: { a, _ in a })

    public static func material(for sfName: String) -> String? { byName[sfName] }

    /// The words that make an SF Symbol directional when they follow its first word (`chevron.forward`,
    /// `arrow.uturn.backward`, `text.justify.leading`): iOS mirrors such a symbol in right to left. A name that
    /// starts with one shows tape direction (`forward.fill`, `backward.end.fill`) and is never mirrored, nor is
    /// one that names its side (`chevron.left`, `arrow.right`, `text.alignleft`).
    public static let directionWords: Set<Substring> = ["forward", "backward", "leading", "trailing"]

    /// Whether iOS draws `sfName` mirrored in a right-to-left layout.
    public static func mirrorsInRightToLeft(_ sfName: String) -> Bool {
        sfName.split(separator: ".").dropFirst().contains { directionWords.contains($0) }
    }

    /// The family of the icon font.
    public static let family = "Material Icons"

    /// The icon's em square is this many times the symbol's point size (SF Symbols of a given point size
    /// stand a little taller than text of that size; an estimate, documented).
    public static let emPerPoint = 1.2
}

extension FontLibrary {
    /// The icon font's glyph for an SF Symbol name: its Material ligature shaped with HarfBuzz must come
    /// out as exactly one glyph (not the letters of the name). Nil for a name the table lacks.
    public func symbolGlyph(_ sfName: String) throws(TextError) -> (font: Font, glyph: UInt32)? {
        guard let ligature = SymbolTable.material(for: sfName) else { return nil }
        let font = try font(family: SymbolTable.family, weight: .regular)
        let scalars = Array(ligature.unicodeScalars)
        let glyphs = shape(scalars, levels: scalars.map { _ in 0 }, font: font, weight: .regular, sizePx: 24)
        guard glyphs.count == 1 else { return nil }
        return (font, glyphs[0].glyph)
    }
}

/// Dynamic Type's text styles at the "Large" (default) size, and what bars use.
public enum TextStyle {
    public static let styles: [(name: String, sizePt: Double, weight: FontWeight)] = [
        ("largeTitle", 34, .regular), ("title1", 28, .regular), ("title2", 22, .regular), ("title3", 20, .regular),
        ("headline", 17, .semibold), ("body", 17, .regular), ("callout", 16, .regular),
        ("subheadline", 15, .regular), ("footnote", 13, .regular), ("caption1", 12, .regular),
        ("caption2", 11, .regular),
    ]

    public static func style(named name: String) -> (sizePt: Double, weight: FontWeight)? {
        styles.first { $0.name == name }.map { ($0.sizePt, $0.weight) }
    }
}
