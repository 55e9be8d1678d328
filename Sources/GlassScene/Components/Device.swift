/// The devices of components.md §4: screen size in points, scale, display corner radius and safe areas.
/// Values marked ≈ in the spec are estimates a scene can override (`canvas.cornerRadius`).
public struct Device: Sendable, Equatable {
    public let name: String
    public let widthPt: Double, heightPt: Double
    public let scale: Double
    public let cornerRadiusPt: Double
    public let safeTopPt: Double, safeBottomPt: Double
    /// Whether it shows the Dynamic Island (a top safe area of 59 pt or more).
    public var hasDynamicIsland: Bool { safeTopPt >= 59 && name.hasPrefix("iPhone") }
    /// Whether it has a home indicator (no home button).
    public var hasHomeIndicator: Bool { safeBottomPt > 0 }

    public static let all: [Device] = [
        Device(
            name: "iPhone 17 Pro", widthPt: 402, heightPt: 874, scale: 3, cornerRadiusPt: 62, safeTopPt: 62,
            safeBottomPt: 34),
        Device(
            name: "iPhone 17", widthPt: 402, heightPt: 874, scale: 3, cornerRadiusPt: 62, safeTopPt: 62,
            safeBottomPt: 34),
        Device(
            name: "iPhone 17 Pro Max", widthPt: 440, heightPt: 956, scale: 3, cornerRadiusPt: 62, safeTopPt: 62,
            safeBottomPt: 34),
        Device(
            name: "iPhone Air", widthPt: 420, heightPt: 912, scale: 3, cornerRadiusPt: 62, safeTopPt: 62,
            safeBottomPt: 34),
        Device(
            name: "iPhone 16", widthPt: 393, heightPt: 852, scale: 3, cornerRadiusPt: 55, safeTopPt: 59,
            safeBottomPt: 34),
        Device(
            name: "iPhone SE (3rd generation)", widthPt: 375, heightPt: 667, scale: 2, cornerRadiusPt: 0, safeTopPt: 20,
            safeBottomPt: 0),
        Device(
            name: "iPad Pro 11-inch", widthPt: 834, heightPt: 1210, scale: 2, cornerRadiusPt: 18, safeTopPt: 24,
            safeBottomPt: 20),
    ]

    /// The name as a slug: lower case, runs of other characters as one hyphen (`iphone-17-pro`).
    public var slug: String { Device.slug(name) }

    static func slug(_ s: String) -> String {
        var out = ""
        for ch in s.lowercased() {
            if ch.isLetter || ch.isNumber {
                out.append(ch)
            } else if !out.isEmpty && out.last != "-" {
                out.append("-")
            }
        }
        while out.last == "-" { out.removeLast() }
        return out
    }

    /// The device named `name`, case-insensitively or as a slug.
    public static func named(_ name: String) -> Device? {
        let key = slug(name)
        return all.first { $0.slug == key }
    }
}
