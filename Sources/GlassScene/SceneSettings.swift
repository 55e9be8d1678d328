import GlassText

/// Dynamic Type's content size categories, smallest to largest (`L` is the default).
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
    case xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// The category's column in `DynamicType.sizes` (0 for `xS` … 11 for `AX5`).
    public var index: Int { Self.allCases.firstIndex(of: self)! }
}

/// iOS 26.1's "Liquid Glass" setting: `clear` (the default) or `tinted`.
public enum GlassStyleSetting: String, Sendable, CaseIterable {
    case clear, tinted
}

/// The direction a screen is laid out in: `rightToLeft` for Arabic, Hebrew, … (every component mirrors).
public enum LayoutDirection: String, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The user's settings a scene is rendered under: its top-level `settings` object (and, on the command line,
/// the flags that write into it). Every key is optional; the defaults are iOS's.
public struct SceneSettings: Sendable, Equatable {
    public var reduceTransparency = false
    public var increaseContrast = false
    public var glassStyle = GlassStyleSetting.clear
    public var boldText = false
    public var dynamicType = ContentSizeCategory.L
    public var layoutDirection = LayoutDirection.leftToRight
    /// Reduce Motion: an animated scene cross-fades between its states, with no scale, bounce or morph.
    public var reduceMotion = false

    public init() {}

    /// Every key of `settings` with its values as the scene spells them (the canonical spellings: booleans
    /// are JSON `true` / `false`, shown here as "true" and "false"), in a fixed order. The first value is
    /// the default. What a command-line flag or a trait matrix may set, and how a golden's name spells it.
    public static let keys: [(key: String, values: [String])] = [
        ("reduceTransparency", ["false", "true"]),
        ("increaseContrast", ["false", "true"]),
        ("glassStyle", GlassStyleSetting.allCases.map(\.rawValue)),
        ("boldText", ["false", "true"]),
        ("dynamicType", ["L"] + ContentSizeCategory.allCases.map(\.rawValue).filter { $0 != "L" }),
        ("layoutDirection", LayoutDirection.allCases.map(\.rawValue)),
        ("reduceMotion", ["false", "true"]),
    ]

    /// The keys whose values are JSON booleans (the others are strings).
    public static let booleanKeys: Set<String> = ["reduceTransparency", "increaseContrast", "boldText", "reduceMotion"]

    /// The JSON value of `value` for `key` (a boolean for the boolean keys, else the string), or nil when
    /// the key is unknown or the value not one of its canonical spellings: what a flag writes into
    /// `settings` before the scene is lowered.
    public static func jsonValue(key: String, value: String) -> JSONValue? {
        guard let entry = keys.first(where: { $0.key == key }), entry.values.contains(value) else { return nil }
        return booleanKeys.contains(key) ? .bool(value == "true") : .string(value)
    }

    /// The settings of a scene's top level (`settings`, absent: the defaults), each value checked.
    static func parse(_ top: ObjectNode) throws(SceneError) -> SceneSettings {
        var s = SceneSettings()
        guard let node = top.optional("settings") else { return s }
        let o = try node.object(allowed: keys.map(\.key))
        func flag(_ key: String) throws(SceneError) -> Bool {
            guard let n = o.optional(key) else { return false }
            guard case .bool(let b) = n.value else { throw n.expected("true or false") }
            return b
        }
        s.reduceTransparency = try flag("reduceTransparency")
        s.increaseContrast = try flag("increaseContrast")
        s.boldText = try flag("boldText")
        s.reduceMotion = try flag("reduceMotion")
        if let n = o.optional("glassStyle") {
            s.glassStyle = try n.choice(GlassStyleSetting.allCases.map { ($0.rawValue, $0) })
        }
        if let n = o.optional("dynamicType") {
            s.dynamicType = try n.choice(ContentSizeCategory.allCases.map { ($0.rawValue, $0) })
        }
        if let n = o.optional("layoutDirection") {
            s.layoutDirection = try n.choice(LayoutDirection.allCases.map { ($0.rawValue, $0) })
        }
        return s
    }

    /// The weight Bold Text draws `weight` at: one step heavier on UIKit's scale (ultraLight → light,
    /// thin → regular, light → medium, regular → semibold, medium and semibold → bold, bold → heavy,
    /// heavy and black → black); numeric weights between the names round up to the next name first.
    public static func boldWeight(_ weight: FontWeight) -> FontWeight {
        let name = min(9, (weight.value + 99) / 100)
        let bolder = [0, 300, 400, 500, 600, 700, 700, 800, 900, 900][name]
        return FontWeight(bolder)!
    }

    /// `weight` under these settings.
    public func weight(_ weight: FontWeight) -> FontWeight { boldText ? Self.boldWeight(weight) : weight }
}

/// Dynamic Type: each text style's size in points at every content size category (Apple's HIG table).
public enum DynamicType {
    /// Sizes in points for `xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5`, by text style.
    public static let sizes: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The size of `style` at `category`, or nil for an unknown style.
    public static func size(_ style: String, _ category: ContentSizeCategory) -> Double? {
        sizes[style].map { $0[category.index] }
    }

    /// The size of a bar's title in `style` at `category`: bars' titles grow up to `xxxL` and no further.
    public static func barTitleSize(_ style: String, _ category: ContentSizeCategory) -> Double {
        size(style, min(category, .xxxL))!
    }
}
