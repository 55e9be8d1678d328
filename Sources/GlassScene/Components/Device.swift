/// The devices a scene may name: screen size in points, scale, display corner radius and safe areas.
/// Display corner radii are estimates a scene can override (`canvas.cornerRadius`). The iPads: UIKit reports
/// 18 pt for the iPad Pro and iPad Air displays, which the 11- and 13-inch iPad Pro take here; the iPad mini's
/// smaller, rounder display ≈ 21.5 pt (an estimate). Every iPad without a home button has a 24 pt status bar
/// and a 20 pt home indicator inset, in either orientation.
public struct Device: Sendable, Equatable {
    public let name: String
    public let widthPt: Double, heightPt: Double
    public let scale: Double
    public let cornerRadiusPt: Double
    public let safeTopPt: Double, safeBottomPt: Double
    /// Whether it shows the Dynamic Island (a top safe area of 59 pt or more).
    public var hasDynamicIsland: Bool { safeTopPt >= 59 && isPhone }
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
        Device(
            name: "iPad Pro 13-inch", widthPt: 1032, heightPt: 1376, scale: 2, cornerRadiusPt: 18, safeTopPt: 24,
            safeBottomPt: 20),
        Device(
            name: "iPad mini", widthPt: 744, heightPt: 1133, scale: 2, cornerRadiusPt: 21.5, safeTopPt: 24,
            safeBottomPt: 20),
    ]

    /// Whether it is an iPad (the tab bar at the top, the sidebar, windowed scenes).
    public var isPad: Bool { name.hasPrefix("iPad") }
    /// Whether it is an iPhone (compact bars in landscape, a split view collapsed).
    public var isPhone: Bool { name.hasPrefix("iPhone") }

    /// Safe areas in points on each side, in `orientation`. Portrait: the device's top and bottom. Landscape
    /// (adaptation figures, ≈): iPhones show no status bar, so the top is 0; a Face ID iPhone keeps its
    /// portrait top inset on the left and on the right (the sensor housing may be on either side) and
    /// 21 pt at the bottom for the home indicator; an iPhone with a home button (the SE) has none at all;
    /// an iPad keeps its status bar at the top and its home indicator at the bottom, so its insets stay.
    public func safeArea(_ orientation: Orientation) -> SafeArea {
        guard orientation == .landscape, isPhone else {
            return SafeArea(topPt: safeTopPt, leftPt: 0, bottomPt: safeBottomPt, rightPt: 0)
        }
        guard hasHomeIndicator else { return SafeArea(topPt: 0, leftPt: 0, bottomPt: 0, rightPt: 0) }
        return SafeArea(topPt: 0, leftPt: safeTopPt, bottomPt: 21, rightPt: safeTopPt)
    }

    /// The screen's size in points in `orientation`: landscape swaps width and height.
    public func size(_ orientation: Orientation) -> (widthPt: Double, heightPt: Double) {
        orientation == .landscape ? (heightPt, widthPt) : (widthPt, heightPt)
    }

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

/// How the device is held: the scene's top-level `orientation`.
public enum Orientation: String, Sendable, CaseIterable {
    case portrait, landscape
}

/// Insets in points from each edge of the screen that bars and content keep clear of.
public struct SafeArea: Sendable, Equatable {
    public var topPt: Double, leftPt: Double, bottomPt: Double, rightPt: Double

    public init(topPt: Double, leftPt: Double, bottomPt: Double, rightPt: Double) {
        (self.topPt, self.leftPt, self.bottomPt, self.rightPt) = (topPt, leftPt, bottomPt, rightPt)
    }
}
