import GlassText
import Testing

@testable import GlassScene

/// The tab bar laid out by the engine: every title, badge count and placeholder it draws fits on its one line
/// uncut where the bar has room for it (a stack that shares its room with a spacer offered a badge's count half of
/// it, and "12" came out "…"), in each of its layouts: the floating bar, pre-26, an iPhone in landscape, the
/// iPad's top tab bar and sidebar, and the expanded search tab.
@Suite struct TabBarEngineTests {
    static let tabs =
        ##""tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "envelope", "title": "Mail", "badge": "128"}, {"symbol": "photo", "title": "Photos", "badge": "12"}, {"symbol": "person", "title": "Recently Added"}]"##

    /// (text, size, weight) of what each layout draws.
    static let bottom: [(String, Double, FontWeight)] = [
        ("Home", 10, .medium), ("Mail", 10, .medium), ("Photos", 10, .medium), ("128", 13, .regular),
        ("12", 13, .regular),
    ]

    static let cases: [(String, String, String, [(String, Double, FontWeight)])] = [
        ("iPhone 17 Pro", "portrait", "liquidGlass", bottom),
        ("iPhone 17 Pro", "portrait", "compatibility", bottom),
        ("iPhone 17 Pro", "landscape", "liquidGlass", [("Home", 13, .medium), ("Recently Added", 13, .medium)]),
        ("iPhone 17 Pro", "landscape", "compatibility", [("Home", 13, .medium), ("Mail", 13, .medium)]),
        ("iPad Pro 11-inch", "portrait", "liquidGlass", [("Recently Added", 15, .medium), ("Mail", 15, .medium)]),
        ("iPad Pro 11-inch", "portrait", "compatibility", [("Recently Added", 15, .medium)]),
    ]

    static func uncut(_ o: [OrientationTests.Members], _ text: String, _ sizePt: Double, _ weight: FontWeight) -> Bool {
        let frames = OrientationTests.frames(o, "text", text)
        let width = Measure.width(text, sizePt: sizePt, weight: SceneSettings().drawn(weight))
        return !frames.isEmpty && frames.allSatisfy { $0[2] >= width - 0.5 }
    }

    @Test(arguments: 0..<6)
    func everyTitleAndCountFitsUncut(index: Int) throws {
        let (device, orientation, design, texts) = Self.cases[index]
        let json =
            ##"{"device": "\##(device)", "orientation": "\##(orientation)", "design": "\##(design)", "layers": [{"type": "tabBar", \##(Self.tabs)}]}"##
        let o = try OrientationTests.lowered(json)
        for (text, size, weight) in texts {
            #expect(
                Self.uncut(o, text, size, weight),
                "\(device) \(orientation) \(design): \(text) \(OrientationTests.frames(o, "text", text))")
        }
    }

    @Test(arguments: ["liquidGlass", "compatibility"])
    func theSidebarsTitlesAndBadgesFitUncut(design: String) throws {
        let json =
            ##"{"device": "iPad Pro 11-inch", "design": "\##(design)", "layers": [{"type": "tabBar", "style": "sidebar", \##(Self.tabs)}]}"##
        let o = try OrientationTests.lowered(json)
        for (text, size) in [("Recently Added", 17.0), ("Home", 17), ("128", 15), ("12", 15)] {
            #expect(Self.uncut(o, text, size, .regular), "\(text) \(OrientationTests.frames(o, "text", text))")
        }
    }

    @Test func theExpandedSearchTabsPlaceholderFitsUncut() throws {
        let json =
            ##"{"device": "iPhone 17 Pro", "layers": [{"type": "tabBar", "search": {"active": true, "placeholder": "Apple Music"}, \##(Self.tabs)}]}"##
        let o = try OrientationTests.lowered(json)
        #expect(Self.uncut(o, "Apple Music", 17, .regular), "\(OrientationTests.frames(o, "text", "Apple Music"))")
    }

    /// A sidebar row of a tab without a title (its symbol alone) is drawn, not refused at a key the user never
    /// wrote (`tabs[1]:title`), in both designs.
    @Test(arguments: ["liquidGlass", "compatibility"])
    func aSidebarTabWithoutATitleIsItsSymbolAlone(design: String) throws {
        let json =
            ##"{"device": "iPad mini", "design": "\##(design)", "layers": [{"type": "tabBar", "style": "sidebar", "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "star", "badge": "4"}]}]}"##
        let o = try OrientationTests.lowered(json)
        #expect(OrientationTests.frames(o, "name", "star").count == 1)
        #expect(OrientationTests.frames(o, "text", "4").count == 1)
    }
}
