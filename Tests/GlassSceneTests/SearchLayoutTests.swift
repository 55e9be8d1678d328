import GlassScene
import Testing

/// Search in the navigation bar, the expanded search tab and a navigation bar in a sheet, by exact frames of the
/// lowered scene on the iPhone 17 Pro (402 × 874 pt, top safe area 62) and the iPad Pro 11-inch (834 × 1210,
/// 24), in both designs and both directions.
@Suite struct SearchLayoutTests {
    typealias O = OrientationTests
    typealias R = RightToLeftTests

    static func screen(
        _ layer: String, device: String = "iPhone 17 Pro", design: String = "liquidGlass",
        direction: String = "leftToRight"
    ) throws -> [O.Members] {
        try O.lowered(
            ##"{"device": "\##(device)", "design": "\##(design)", "settings": {"layoutDirection": "\##(direction)"}, "layers": [\##(layer)]}"##
        )
    }

    static func bar(_ search: String, title: String = "Library", extra: String = "") -> String {
        ##"{"type": "navigationBar", "title": "\##(title)", "leading": [{"symbol": "sidebar.left"}], "trailing": [{"symbol": "plus"}], "search": \##(search)\##(extra)}"##
    }

    @Test func trailingIsASearchButtonOnIPhone() throws {
        let o = try Self.screen(Self.bar(##"{"placement": "trailing"}"##))
        // The outermost trailing item, on its own glass, the other items moved in by 44 + 8 pt.
        #expect(R.glass(o, holding: "magnifyingglass") == [338, 67, 44, 44])
        #expect(R.glass(o, holding: "plus") == [286, 67, 44, 44])
        let rtl = try Self.screen(Self.bar(##"{"placement": "trailing"}"##), direction: "rightToLeft")
        #expect(R.glass(rtl, holding: "magnifyingglass") == [20, 67, 44, 44])
        #expect(R.glass(rtl, holding: "plus") == [72, 67, 44, 44])
    }

    @Test func anActiveTrailingSearchTakesTheBar() throws {
        let o = try Self.screen(Self.bar(##"{"placement": "trailing", "active": true, "text": "jazz"}"##))
        #expect(R.glass(o, holding: "magnifyingglass") == [20, 67, 310, 44])
        #expect(R.glass(o, holding: "xmark") == [338, 67, 44, 44])
        // The typed text in `label`, a clear button in the field; the title and items hidden.
        #expect(O.frames(o, "text", "jazz") == [[42, 0, 226, 44]])
        #expect(R.frame(o, name: "xmark.circle.fill") == [274, 0, 24, 44])
        #expect(O.frames(o, "text", "Library").isEmpty && R.glass(o, holding: "plus") == nil)
        let rtl = try Self.screen(
            Self.bar(##"{"placement": "trailing", "active": true}"##), direction: "rightToLeft")
        #expect(R.glass(rtl, holding: "magnifyingglass") == [72, 67, 310, 44])
        #expect(R.glass(rtl, holding: "xmark") == [20, 67, 44, 44])
    }

    @Test(arguments: ["integrated", "integratedCentered"])
    func integratedGoesToTheBottomOnIPhone(placement: String) throws {
        let o = try Self.screen(Self.bar(##"{"placement": "\##(placement)", "placeholder": "Search Mail"}"##))
        // The toolbar's place: 48 pt, 28 pt from the sides and above the bottom edge; the bar keeps its items.
        #expect(R.glass(o, holding: "magnifyingglass") == [28, 798, 346, 48])
        #expect(O.frames(o, "text", "Search Mail") == [[42, 0, 262, 48]])
        #expect(R.frame(o, name: "mic.fill") == [310, 0, 24, 48])
        #expect(R.glass(o, holding: "plus") == [338, 67, 44, 44])
        let active = try Self.screen(Self.bar(##"{"placement": "\##(placement)", "active": true}"##))
        #expect(R.glass(active, holding: "magnifyingglass") == [28, 798, 290, 48])
        #expect(R.glass(active, holding: "xmark") == [326, 798, 48, 48])
        let rtl = try Self.screen(
            Self.bar(##"{"placement": "\##(placement)", "active": true}"##), direction: "rightToLeft")
        #expect(R.glass(rtl, holding: "magnifyingglass") == [84, 798, 290, 48])
        #expect(R.glass(rtl, holding: "xmark") == [28, 798, 48, 48])
        #expect(R.frame(rtl, name: "mic.fill") == [12, 0, 24, 48])
    }

    @Test(arguments: ["trailing", "integrated"])
    func anIPadHasAFieldAtTheTrailingEdge(placement: String) throws {
        let ipad = "iPad Pro 11-inch"
        let o = try Self.screen(Self.bar(##"{"placement": "\##(placement)"}"##), device: ipad)
        #expect(R.glass(o, holding: "magnifyingglass") == [564, 29, 250, 44])
        #expect(R.glass(o, holding: "plus") == [512, 29, 44, 44])
        let rtl = try Self.screen(
            Self.bar(##"{"placement": "\##(placement)"}"##), device: ipad, direction: "rightToLeft")
        #expect(R.glass(rtl, holding: "magnifyingglass") == [20, 29, 250, 44])
        #expect(R.glass(rtl, holding: "plus") == [278, 29, 44, 44])
    }

    @Test func integratedCentredIsCentredOnIPadWithTheTitleLeading() throws {
        let ipad = "iPad Pro 11-inch"
        let o = try Self.screen(Self.bar(##"{"placement": "integratedCentered"}"##), device: ipad)
        #expect(R.glass(o, holding: "magnifyingglass") == [217, 29, 400, 44])
        // The title after the leading item (20 + 44 + 8), as wide as it needs.
        let title = try #require(O.frames(o, "text", "Library").first)
        #expect(title[0] == 72 && title[1] == 24 && title[0] + title[2] <= 209)
        let rtl = try Self.screen(
            Self.bar(##"{"placement": "integratedCentered"}"##), device: ipad, direction: "rightToLeft")
        #expect(R.glass(rtl, holding: "magnifyingglass") == [217, 29, 400, 44])
        let mirrored = try #require(O.frames(rtl, "text", "Library").first)
        #expect(mirrored[0] + mirrored[2] == 834 - 72)
    }

    @Test func preTwentySixStacksTheFieldUnderTheBar() throws {
        // iPhone: under the large title (62 + 44 + 52), 8 pt down in a 52 pt band, 16 pt margins.
        let large = Self.bar(##"{"placement": "trailing"}"##, extra: ##", "largeTitle": true"##)
        let o = try Self.screen(large, design: "compatibility")
        #expect(O.frames(o, "corners", "capsule").isEmpty)
        #expect(O.frames(o, "text", "Search") == [[50, 166, 328, 36]])
        let ipad = try Self.screen(
            Self.bar(##"{"placement": "integratedCentered"}"##), device: "iPad Pro 11-inch", design: "compatibility")
        #expect(O.frames(ipad, "text", "Search") == [[50, 76, 760, 36]])
        // Active: the field in the bar's place with Cancel beside it.
        let active = try Self.screen(Self.bar(##"{"active": true}"##), design: "compatibility")
        let cancel = try #require(O.frames(active, "text", "Cancel").first)
        #expect(cancel[0] + cancel[2] == 386 && cancel[1] == 62)
        #expect(O.frames(active, "text", "Library").isEmpty)
    }

    static let tabs =
        ##"[{"symbol": "house.fill", "title": "Home"}, {"symbol": "square.grid.2x2", "title": "New"}, {"symbol": "music.note.list", "title": "Library"}]"##

    @Test func theSearchTabExpandsIntoAField() throws {
        let layer = ##"{"type": "tabBar", "tabs": \##(Self.tabs), "selected": 1, "search": {"active": true}}"##
        let o = try Self.screen(layer)
        // The bar collapsed to a 48 pt circle with the selected tab's symbol, the field to the trailing edge.
        #expect(R.glass(o, holding: "square.grid.2x2") == [21, 798, 48, 48])
        #expect(R.glass(o, holding: "magnifyingglass") == [77, 798, 304, 48])
        #expect(R.glass(o, holding: "house.fill") == nil)
        let typing = try Self.screen(
            ##"{"type": "tabBar", "tabs": \##(Self.tabs), "search": {"active": true, "text": "Miles"}}"##)
        #expect(R.glass(typing, holding: "magnifyingglass") == [21, 798, 304, 48])
        #expect(R.glass(typing, holding: "xmark") == [333, 798, 48, 48])
        let rtl = try Self.screen(layer, direction: "rightToLeft")
        #expect(R.glass(rtl, holding: "square.grid.2x2") == [333, 798, 48, 48])
        #expect(R.glass(rtl, holding: "magnifyingglass") == [21, 798, 304, 48])
        // `search: true` keeps the search circle.
        let plain = try Self.screen(##"{"type": "tabBar", "tabs": \##(Self.tabs), "search": true}"##)
        #expect(R.glass(plain, holding: "magnifyingglass") == [319, 791, 62, 62])
        // Pre-26: the Search tab is selected (tinted), the others grey.
        let old = try Self.screen(layer, design: "compatibility")
        // The last quarter of the bar, its symbol's 28 pt box 4 pt up (whole pixels, 3 a point).
        #expect(
            O.frames(old, "color", "tint").contains {
                abs($0[0] - 301.5) <= 1.0 / 3 && $0[1] == 795 && abs($0[2] - 100.5) <= 1.0 / 3 && $0[3] == 28
            })
        #expect(O.frames(old, "color", "tint").count == 2)
    }

    static let sheet =
        ##"{"type": "sheet", "content": [{"type": "navigationBar", "title": "New Event", "leading": [{"system": "cancel"}], "trailing": [{"system": "done"}]}]}"##

    @Test(arguments: [("iPhone 17 Pro", 386.0), ("iPad Pro 11-inch", 818)])
    func aSheetHasItsOwnNavigationBar(device: String, sheetWidth: Double) throws {
        let o = try Self.screen(Self.sheet, device: device)
        // In the sheet's coordinates, 16 pt from its top and sides: Cancel an xmark circle, Done a prominent
        // checkmark circle (tinted glass, white symbol), the title centred on their line.
        #expect(R.glass(o, holding: "xmark") == [16, 16, 44, 44])
        #expect(R.glass(o, holding: "checkmark") == [sheetWidth - 60, 16, 44, 44])
        let done = try #require(o.first { O.value($0, "type") == .string("glass") && O.value($0, "tint") != nil })
        #expect(O.value(done, "tint") == .string("tint"))
        #expect(O.frames(o, "name", "checkmark").count == 1)
        let title = try #require(O.frames(o, "text", "New Event").first)
        #expect(title[1] == 16 && title[3] == 44 && abs(title[0] + title[2] / 2 - sheetWidth / 2) < 1e-9)
        // No scroll edge inside the sheet.
        #expect(o.filter { O.value($0, "type") == .string("scrollEdge") }.isEmpty)
        // Right to left: mirrored once, across the sheet.
        let rtl = try Self.screen(Self.sheet, device: device, direction: "rightToLeft")
        #expect(R.glass(rtl, holding: "xmark") == [sheetWidth - 60, 16, 44, 44])
        #expect(R.glass(rtl, holding: "checkmark") == [16, 16, 44, 44])
    }

    @Test func aPreTwentySixSheetBarHasTextItems() throws {
        let o = try Self.screen(Self.sheet, design: "compatibility")
        let cancel = try #require(O.frames(o, "text", "Cancel").first)
        let done = try #require(O.frames(o, "text", "Done").first)
        #expect(cancel[0] == 16 && cancel[1] == 0 && cancel[3] == 56)
        #expect(done[0] + done[2] == 402 - 16 && done[3] == 56)
        let rtl = try Self.screen(Self.sheet, design: "compatibility", direction: "rightToLeft")
        let mirrored = try #require(O.frames(rtl, "text", "Cancel").first)
        #expect(mirrored[0] + mirrored[2] == 402 - 16)
    }

    /// An iPhone in landscape (874 × 402, side safe areas 62 pt): the compact 44 pt bar, the bottom field inside
    /// the side safe areas.
    @Test func landscapeKeepsTheFieldInsideTheSafeArea() throws {
        let o = try O.lowered(
            ##"{"device": "iPhone 17 Pro", "orientation": "landscape", "layers": [\##(Self.bar(##"{"active": true}"##))]}"##
        )
        #expect(R.glass(o, holding: "magnifyingglass") == [90, 326, 638, 48])
        #expect(R.glass(o, holding: "xmark") == [736, 326, 48, 48])
        let button = try O.lowered(
            ##"{"device": "iPhone 17 Pro", "orientation": "landscape", "layers": [\##(Self.bar(##"{"placement": "trailing"}"##))]}"##
        )
        #expect(R.glass(button, holding: "magnifyingglass") == [748, 0, 44, 44])
    }

    /// A popover's content takes a navigation bar too, at the popover's top, in its coordinates.
    @Test func aPopoverHasItsOwnNavigationBar() throws {
        let o = try Self.screen(
            ##"{"type": "popover", "source": [770, 32, 44, 44], "size": [320, 200], "content": [{"type": "navigationBar", "title": "Display", "trailing": [{"system": "done"}]}]}"##,
            device: "iPad Pro 11-inch")
        #expect(R.glass(o, holding: "checkmark") == [260, 16, 44, 44])
        let title = try #require(O.frames(o, "text", "Display").first)
        #expect(title[1] == 16 && abs(title[0] + title[2] / 2 - 160) < 1e-9)
    }
}
