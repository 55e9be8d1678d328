/// SF Symbols cannot be shipped: each name maps to a glyph of Google's Material Icons (Debian's
/// `fonts-material-design-icons-iconfont`, Apache-2.0), addressed by its ligature name. The table is
/// data; `SymbolTests` checks that every entry shapes to one glyph with ink.
public enum SymbolTable {
    /// SF Symbol name → Material Icons ligature. Where Material has no outlined form the filled one
    /// stands in (house, folder are close; battery.100 is upright in Material).
    public static let entries: [(sf: String, material: String)] = [
        ("chevron.left", "chevron_left"), ("chevron.right", "chevron_right"), ("chevron.down", "expand_more"),
        ("chevron.up", "expand_less"), ("xmark", "close"), ("checkmark", "check"), ("plus", "add"),
        ("minus", "remove"), ("ellipsis", "more_horiz"), ("ellipsis.circle", "pending"),
        ("magnifyingglass", "search"), ("house", "home"), ("house.fill", "home_filled"),
        ("person", "person_outline"), ("person.fill", "person"), ("person.circle", "account_circle"),
        ("gear", "settings"), ("gearshape", "settings"), ("bell", "notifications_none"),
        ("bell.fill", "notifications"), ("heart", "favorite_border"), ("heart.fill", "favorite"),
        ("star", "star_border"), ("star.fill", "star"), ("bookmark", "bookmark_border"),
        ("bookmark.fill", "bookmark"), ("square.and.arrow.up", "ios_share"), ("square.and.pencil", "edit_note"),
        ("pencil", "edit"), ("trash", "delete_outline"), ("trash.fill", "delete"), ("folder", "folder_open"),
        ("folder.fill", "folder"), ("doc", "description"), ("paperplane", "send"), ("envelope", "mail_outline"),
        ("envelope.fill", "mail"), ("tray", "inbox"), ("archivebox", "archive"), ("flag", "outlined_flag"),
        ("flag.fill", "flag"), ("calendar", "calendar_today"), ("clock", "schedule"), ("photo", "photo"),
        ("photo.on.rectangle", "photo_library"), ("camera", "photo_camera"), ("mic", "mic"),
        ("play.fill", "play_arrow"), ("pause.fill", "pause"), ("forward.fill", "fast_forward"),
        ("backward.fill", "fast_rewind"), ("music.note", "music_note"), ("map", "map"), ("location", "near_me"),
        ("mappin", "location_on"), ("info.circle", "info_outline"), ("questionmark.circle", "help_outline"),
        ("exclamationmark.triangle", "warning"), ("line.3.horizontal", "menu"),
        ("line.3.horizontal.decrease", "filter_list"), ("slider.horizontal.3", "tune"),
        ("square.grid.2x2", "grid_view"), ("list.bullet", "format_list_bulleted"), ("cart", "shopping_cart"),
        ("bag", "shopping_bag"), ("creditcard", "credit_card"), ("globe", "language"), ("link", "link"),
        ("lock", "lock"), ("sidebar.left", "view_sidebar"), ("arrow.clockwise", "refresh"),
        ("arrow.up", "arrow_upward"), ("arrow.down", "arrow_downward"), ("arrow.left", "arrow_back"),
        ("arrow.right", "arrow_forward"), ("wifi", "wifi"), ("battery.100", "battery_full"),
        ("cellularbars", "signal_cellular_alt"), ("bubble.left", "chat_bubble_outline"),
        ("square.and.arrow.down", "download"), ("circle", "circle"),
    ]

    static let byName: [String: String] = Dictionary(
        entries.map { ($0.sf, $0.material) }, uniquingKeysWith: { a, _ in a })

    public static func material(for sfName: String) -> String? { byName[sfName] }

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
