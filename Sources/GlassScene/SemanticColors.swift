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

    static func color(_ rgba: UInt32) -> StraightColor {
        StraightColor(
            r8: UInt8(rgba >> 24), g8: UInt8((rgba >> 16) & 0xFF), b8: UInt8((rgba >> 8) & 0xFF), a8: UInt8(rgba & 0xFF)
        )
    }

    /// The colour of `name` in `appearance`, or nil for an unknown name.
    static func named(_ name: String, _ appearance: Appearance) -> StraightColor? {
        table[name].map { color(appearance == .dark ? $0.dark : $0.light) }
    }

    static var names: [String] { table.keys.sorted() + ["tint"] }
}
