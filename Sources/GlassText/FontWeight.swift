/// A font weight on the OpenType scale 100–900, with UIKit's names.
public struct FontWeight: Hashable, Sendable, Comparable {
    public let value: Int

    public init?(_ value: Int) {
        guard (100...900).contains(value) else { return nil }
        self.value = value
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }

    public static let regular = FontWeight(400)!
    public static let medium = FontWeight(500)!
    public static let semibold = FontWeight(600)!
    public static let bold = FontWeight(700)!

    /// UIKit's weight names (`UIFont.Weight`), in order, at 100 to 900.
    public static let names = [
        "ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// The weight of a UIKit name (case-insensitive), or nil.
    public init?(name: String) {
        guard let i = FontWeight.names.firstIndex(of: name.lowercased()) else { return nil }
        value = (i + 1) * 100
    }
}
