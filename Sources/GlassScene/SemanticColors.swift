import GlassCore

/// UIKit's semantic colours in light and dark (components.md §2), as `0xRRGGBBAA`, accepted wherever a
/// colour is. `tint` is the scene's tint colour.
enum SemanticColors {
    static let table: [String: (light: UInt32, dark: UInt32)] = [
        "label": (0x0000_00FF, 0xFFFF_FFFF), "secondaryLabel": (0x3C3C_4399, 0xEBEB_F599),
        "tertiaryLabel": (0x3C3C_434D, 0xEBEB_F54D), "quaternaryLabel": (0x3C3C_432E, 0xEBEB_F529),
        "placeholderText": (0x3C3C_434D, 0xEBEB_F54D), "separator": (0x3C3C_434A, 0x5454_5899),
        "opaqueSeparator": (0xC6C6_C8FF, 0x3838_3AFF), "systemBackground": (0xFFFF_FFFF, 0x0000_00FF),
        "secondarySystemBackground": (0xF2F2_F7FF, 0x1C1C_1EFF), "tertiarySystemBackground": (0xFFFF_FFFF, 0x2C2C_2EFF),
        "systemGroupedBackground": (0xF2F2_F7FF, 0x0000_00FF),
        "secondarySystemGroupedBackground": (0xFFFF_FFFF, 0x1C1C_1EFF),
        "tertiarySystemGroupedBackground": (0xF2F2_F7FF, 0x2C2C_2EFF), "systemFill": (0x7878_8033, 0x7878_805C),
        "secondarySystemFill": (0x7878_8029, 0x7878_8052),
        "tertiarySystemFill": (0x7676_801F, 0x7676_803D), "quaternarySystemFill": (0x7474_8014, 0x7676_802E),
        "systemBlue": (0x007A_FFFF, 0x0A84_FFFF),
        "systemGreen": (0x34C7_59FF, 0x30D1_58FF), "systemRed": (0xFF3B_30FF, 0xFF45_3AFF),
        "systemOrange": (0xFF95_00FF, 0xFF9F_0AFF), "systemYellow": (0xFFCC_00FF, 0xFFD6_0AFF),
        "systemPink": (0xFF2D_55FF, 0xFF37_5FFF), "systemPurple": (0xAF52_DEFF, 0xBF5A_F2FF),
        "systemIndigo": (0x5856_D6FF, 0x5E5C_E6FF), "systemTeal": (0x30B0_C7FF, 0x40C8_E0FF),
        "systemCyan": (0x32AD_E6FF, 0x64D2_FFFF), "systemMint": (0x00C7_BEFF, 0x63E6_E2FF),
        "systemBrown": (0xA284_5EFF, 0xAC8E_68FF), "systemGray": (0x8E8E_93FF, 0x8E8E_93FF),
        "systemGray2": (0xAEAE_B2FF, 0x6363_66FF), "systemGray3": (0xC7C7_CCFF, 0x4848_4AFF),
        "systemGray4": (0xD1D1_D6FF, 0x3A3A_3CFF), "systemGray5": (0xE5E5_EAFF, 0x2C2C_2EFF),
        "systemGray6": (0xF2F2_F7FF, 0x1C1C_1EFF), "white": (0xFFFF_FFFF, 0xFFFF_FFFF),
        "black": (0x0000_00FF, 0x0000_00FF), "clear": (0x0000_0000, 0x0000_0000),
    ]

    /// Increase Contrast: the accessible variant of each colour that has one, in light and dark. The system
    /// colours and grays are Apple's HIG colour table (its "increased contrast" columns, e.g. systemGreen
    /// #34C759 → #248A3D in light); the labels, separators, fills and grouped backgrounds are UIKit's
    /// high-contrast values (`accessibilityContrast = .high`). A name missing here keeps its colour.
    static let increasedContrast: [String: (light: UInt32, dark: UInt32)] = [
        "systemRed": (0xD700_15FF, 0xFF69_61FF), "systemOrange": (0xC934_00FF, 0xFFB3_40FF),
        "systemYellow": (0xB250_00FF, 0xFFD4_26FF), "systemGreen": (0x248A_3DFF, 0x30DB_5BFF),
        "systemMint": (0x0C81_7BFF, 0x66D4_CFFF), "systemTeal": (0x0082_99FF, 0x5DE6_FFFF),
        "systemCyan": (0x0071_A4FF, 0x70D7_FFFF), "systemBlue": (0x0040_DDFF, 0x409C_FFFF),
        "systemIndigo": (0x3634_A3FF, 0x7D7A_FFFF), "systemPurple": (0x8944_ABFF, 0xDA8F_FFFF),
        "systemPink": (0xD30F_45FF, 0xFF64_82FF), "systemBrown": (0x7F65_45FF, 0xB594_69FF),
        "systemGray": (0x6C6C_70FF, 0xAEAE_B2FF), "systemGray2": (0x8E8E_93FF, 0x7C7C_80FF),
        "systemGray3": (0xAEAE_B2FF, 0x5454_56FF), "systemGray4": (0xBCBC_C0FF, 0x4444_46FF),
        "systemGray5": (0xD8D8_DCFF, 0x3636_38FF), "systemGray6": (0xEBEB_F0FF, 0x2424_26FF),
        "secondaryLabel": (0x3C3C_43AD, 0xEBEB_F5AD), "tertiaryLabel": (0x3C3C_4360, 0xEBEB_F560),
        "quaternaryLabel": (0x3C3C_4342, 0xEBEB_F53D), "placeholderText": (0x3C3C_4360, 0xEBEB_F560),
        "separator": (0x3C3C_435E, 0x5454_58AD), "systemFill": (0x7878_8047, 0x7878_8070),
        "secondarySystemFill": (0x7878_803D, 0x7878_8066), "tertiarySystemFill": (0x7676_8033, 0x7676_8051),
        "quaternarySystemFill": (0x7474_8028, 0x7676_8042),
        "secondarySystemBackground": (0xEBEB_F0FF, 0x2424_26FF), "tertiarySystemBackground": (0xFFFF_FFFF, 0x3636_38FF),
        "systemGroupedBackground": (0xEBEB_F0FF, 0x0000_00FF),
        "secondarySystemGroupedBackground": (0xFFFF_FFFF, 0x2424_26FF),
        "tertiarySystemGroupedBackground": (0xEBEB_F0FF, 0x3636_38FF),
    ]

    /// The colours whose accessible variants are Apple's HIG figures (the system colours and grays).
    static let higNames = [
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2",
        "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ]

    static func color(_ rgba: UInt32) -> StraightColor {
        StraightColor(
            r8: UInt8(rgba >> 24), g8: UInt8((rgba >> 16) & 0xFF), b8: UInt8((rgba >> 8) & 0xFF), a8: UInt8(rgba & 0xFF)
        )
    }

    /// The colour of `name` in `appearance` (its accessible variant under Increase Contrast, where it has
    /// one), or nil for an unknown name.
    static func named(_ name: String, _ appearance: Appearance, increaseContrast: Bool = false) -> StraightColor? {
        let pair = (increaseContrast ? increasedContrast[name] : nil) ?? table[name]
        return pair.map { color(appearance == .dark ? $0.dark : $0.light) }
    }

    static var names: [String] { table.keys.sorted() + ["tint"] }
}
