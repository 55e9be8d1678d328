import Foundation
import Testing

@testable import GlassScene

/// Bar appearances (`barAppearances`) and the navigation bar's `scrolled`, checked by the lowered layers'
/// exact values on an iPhone 17 Pro (402 pt wide, 62 pt top safe area, 874 pt tall, 34 pt bottom).
@Suite struct BarAppearanceTests {
    typealias Objects = [[(key: String, value: JSONValue)]]

    static func lowered(_ layer: String, design: String = "liquidGlass") throws -> Objects {
        try SettingsComponentTests.lowered(
            ##"{"device": "iPhone 17 Pro", "design": "\##(design)", "layers": [\##(layer)]}"##)
    }

    /// The frames of the shapes filled with `fill`.
    static func fills(_ o: Objects, _ fill: JSONValue) -> [JSONValue] {
        o.filter { m in
            m.contains { $0.key == "type" && $0.value == .string("shape") }
                && m.contains { $0.key == "fill" && $0.value == fill }
        }
        .compactMap { m in m.first { $0.key == "frame" }?.value }
    }

    static func member(_ o: Objects, text: String, _ key: String) -> JSONValue? {
        o.first { m in m.contains { $0.key == "text" && $0.value == .string(text) } }?.first { $0.key == key }?.value
    }

    static func frame(_ v: [Double]) -> JSONValue { .array(v.map { .number($0) }) }

    /// The seed's navigation bar: opaque `systemBackground`, no shadow, an 18 pt medium title.
    static let seedNavigation =
        ##"{"background": "opaque", "backgroundColor": "systemBackground", "shadowColor": "clear", "titleFont": {"size": 18, "weight": "medium"}}"##

    @Test(arguments: [("liquidGlass", 54.0), ("compatibility", 44.0)])
    func theSeedsNavigationBar(design: String, barPt: Double) throws {
        let o = try Self.lowered(
            ##"{"type": "navigationBar", "title": "Inbox", "barAppearances": {"standard": \##(Self.seedNavigation), "scrollEdge": \##(Self.seedNavigation)}}"##,
            design: design)
        #expect(Self.fills(o, .string("systemBackground")) == [Self.frame([0, 0, 402, 62 + barPt])])
        #expect(Self.fills(o, .string("separator")).isEmpty)
        #expect(Self.fills(o, .string("clear")).isEmpty)
        let font = Self.member(o, text: "Inbox", "font")
        #expect(font == .object([("family", .string("system")), ("size", .number(18)), ("weight", .string("medium"))]))
        // No chrome material under the opaque background.
        #expect(!o.contains { m in m.contains { $0.key == "material" } })
    }

    @Test func scrollEdgeIsShownUnlessScrolledAndDerivedFromStandard() throws {
        func bar(_ extra: String) throws -> Objects {
            try Self.lowered(
                ##"{"type": "navigationBar", "title": "Inbox", "barAppearances": {"standard": {"background": "opaque", "backgroundColor": "#FF0000", "shadowColor": "#00FF00", "titleColor": "systemRed"}\##(extra)}}"##,
                design: "compatibility")
        }
        // No scroll edge appearance: standard with a transparent background (no colour, no hairline), its
        // title kept.
        let atEdge = try bar("")
        #expect(Self.fills(atEdge, .string("#FF0000")).isEmpty)
        #expect(Self.fills(atEdge, .string("#00FF00")).isEmpty)
        #expect(Self.fills(atEdge, .string("separator")).isEmpty)
        #expect(Self.member(atEdge, text: "Inbox", "color") == .string("systemRed"))
        let scrolled = try Self.lowered(
            ##"{"type": "navigationBar", "title": "Inbox", "scrolled": true, "barAppearances": {"standard": {"background": "opaque", "backgroundColor": "#FF0000", "shadowColor": "#00FF00"}}}"##,
            design: "compatibility")
        #expect(Self.fills(scrolled, .string("#FF0000")) == [Self.frame([0, 0, 402, 106])])
        #expect(Self.fills(scrolled, .string("#00FF00")) == [Self.frame([0, 106 - 0.33, 402, 0.33])])
        let given = try bar(##", "scrollEdge": {"background": "transparent", "backgroundColor": "#0000FF"}"##)
        #expect(Self.fills(given, .string("#0000FF")) == [Self.frame([0, 0, 402, 106])])
        #expect(Self.fills(given, .string("#FF0000")).isEmpty)
        // The scroll edge's own title colour is not set: label.
        #expect(Self.member(given, text: "Inbox", "color") == .string("label"))
    }

    @Test func uikitPicksTheAppearanceShown() {
        func a(_ color: String) -> BarAppearance { BarAppearance(backgroundColor: .string(color)) }
        let all = BarAppearances(standard: a("s"), scrollEdge: a("e"), compact: a("c"), compactScrollEdge: a("ce"))
        #expect(all.shown(scrolled: true, compactBars: false).backgroundColor == .string("s"))
        #expect(all.shown(scrolled: false, compactBars: false).backgroundColor == .string("e"))
        #expect(all.shown(scrolled: true, compactBars: true).backgroundColor == .string("c"))
        #expect(all.shown(scrolled: false, compactBars: true).backgroundColor == .string("ce"))
        // Missing compact scroll edge: the scroll edge; missing both: the compact one made transparent.
        let noCE = BarAppearances(standard: a("s"), scrollEdge: a("e"), compact: a("c"))
        #expect(noCE.shown(scrolled: false, compactBars: true).backgroundColor == .string("e"))
        let onlyC = BarAppearances(standard: a("s"), compact: a("c"))
        #expect(onlyC.shown(scrolled: false, compactBars: true).background == .transparent)
        #expect(onlyC.shown(scrolled: false, compactBars: true).backgroundColor == nil)
        #expect(onlyC.shown(scrolled: true, compactBars: true).backgroundColor == .string("c"))
        // Missing compact: the standard.
        let onlyS = BarAppearances(standard: a("s"))
        #expect(onlyS.shown(scrolled: true, compactBars: true).backgroundColor == .string("s"))
        #expect(onlyS.shown(scrolled: false, compactBars: false).background == .transparent)
    }

    @Test func compactIsShownOnlyOnAnIPhoneInLandscape() throws {
        let bar =
            ##"{"type": "navigationBar", "title": "Inbox", "scrolled": true, "barAppearances": {"standard": {"backgroundColor": "#FF0000"}, "compact": {"backgroundColor": "#0000FF"}}}"##
        let portrait = try Self.lowered(bar)
        #expect(Self.fills(portrait, .string("#FF0000")) == [Self.frame([0, 0, 402, 116])])
        #expect(Self.fills(portrait, .string("#0000FF")).isEmpty)
        // Landscape: no status bar, the compact bar 44 pt tall across the whole 874 pt.
        let landscape = try SettingsComponentTests.lowered(
            ##"{"device": "iPhone 17 Pro", "orientation": "landscape", "layers": [\##(bar)]}"##)
        #expect(Self.fills(landscape, .string("#0000FF")) == [Self.frame([0, 0, 874, 44])])
        #expect(Self.fills(landscape, .string("#FF0000")).isEmpty)
        // An iPad in landscape keeps regular bars.
        let iPad = try SettingsComponentTests.lowered(
            ##"{"device": "iPad Pro 11-inch", "orientation": "landscape", "layers": [\##(bar)]}"##)
        #expect(Self.fills(iPad, .string("#0000FF")).isEmpty)
    }

    @Test(arguments: ["liquidGlass", "compatibility"])
    func scrolledCollapsesALargeTitle(design: String) throws {
        let bar = design == "liquidGlass" ? 54.0 : 44
        let large = try Self.lowered(
            ##"{"type": "navigationBar", "title": "Inbox", "largeTitle": true}"##, design: design)
        #expect(Self.member(large, text: "Inbox", "font")?.member("size") == .number(34))
        let o = try Self.lowered(
            ##"{"type": "navigationBar", "title": "Inbox", "largeTitle": true, "scrolled": true}"##, design: design)
        #expect(Self.member(o, text: "Inbox", "font")?.member("size") == .number(17))
        #expect(Self.member(o, text: "Inbox", "alignment") == .string("center"))
        if design == "liquidGlass" {
            // The scroll edge covers the bar only, no large title band.
            #expect(
                o.contains { m in
                    m.contains { $0.key == "size" && $0.value == .number(62 + bar) }
                        && m.contains { $0.value == .string("scrollEdge") }
                })
        } else {
            // Scrolled: the standard appearance, the chrome material and its hairline, over the bar only.
            #expect(
                o.contains { m in
                    m.contains { $0.key == "material" }
                        && m.contains { $0.key == "frame" && $0.value == Self.frame([0, 0, 402, 62 + bar]) }
                })
            #expect(Self.fills(o, .string("separator")) == [Self.frame([0, 62 + bar - 0.33, 402, 0.33])])
        }
    }

    @Test func notScrolledACompatibilityBarIsTransparentAtTheScrollEdge() throws {
        let edge = try Self.lowered(
            ##"{"type": "navigationBar", "title": "Inbox", "scrolled": false}"##, design: "compatibility")
        #expect(!edge.contains { m in m.contains { $0.key == "material" } })
        #expect(Self.fills(edge, .string("separator")).isEmpty)
        // Without the key: as it always looked (the chrome).
        let plain = try Self.lowered(##"{"type": "navigationBar", "title": "Inbox"}"##, design: "compatibility")
        #expect(plain.contains { m in m.contains { $0.key == "material" } })
    }

    @Test(arguments: [("liquidGlass", 874.0 - 84, 84.0), ("compatibility", 874.0 - 78, 78.0)])
    func aToolbarsBackground(design: String, y: Double, height: Double) throws {
        let o = try Self.lowered(
            ##"{"type": "toolbar", "items": [{"symbol": "gear"}], "scrolled": true, "barAppearances": {"standard": {"background": "opaque", "shadowColor": "#00FF00"}}}"##,
            design: design)
        #expect(Self.fills(o, .string("systemBackground")) == [Self.frame([0, y, 402, height])])
        #expect(Self.fills(o, .string("#00FF00")) == [Self.frame([0, y, 402, 0.33])])
    }

    /// The seed's tab bar: titles 10 pt `secondaryLabel`, selected `systemBlue`.
    @Test(arguments: ["liquidGlass", "compatibility"])
    func theSeedsTabBar(design: String) throws {
        let o = try Self.lowered(
            ##"{"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "gear", "title": "Settings"}], "barAppearances": {"backgroundColor": "#FFEEDD", "shadowColor": "#00FF00", "stacked": {"normal": {"titleFont": {"size": 10}, "titleColor": "secondaryLabel", "iconColor": "systemGray"}, "selected": {"titleFont": {"size": 10, "weight": "bold"}, "titleColor": "systemBlue"}}}}"##,
            design: design)
        #expect(Self.member(o, text: "Home", "color") == .string("systemBlue"))
        #expect(Self.member(o, text: "Home", "font")?.member("weight") == .string("bold"))
        #expect(Self.member(o, text: "Settings", "color") == .string("secondaryLabel"))
        #expect(Self.member(o, text: "Settings", "font")?.member("size") == .number(10))
        #expect(Self.member(o, text: "Settings", "font")?.member("weight") == .string("medium"))
        let symbols = o.filter { m in m.contains { $0.value == .string("symbol") } }
        #expect(
            symbols.first { $0.contains { $0.value == .string("gear") } }?.first { $0.key == "color" }?.value
                == .string("systemGray"))
        #expect(
            symbols.first { $0.contains { $0.value == .string("house") } }?.first { $0.key == "color" }?.value
                == .string(design == "liquidGlass" ? "tint" : "tint"))
        if design == "liquidGlass" {
            // On the bar's glass (its own coordinates): the capsule, two 98 pt tabs and 4 pt padding.
            #expect(Self.fills(o, .string("#FFEEDD")) == [Self.frame([0, 0, 204, 62])])
            #expect(Self.fills(o, .string("#00FF00")).isEmpty)
        } else {
            #expect(Self.fills(o, .string("#FFEEDD")) == [Self.frame([0, 874 - 83, 402, 83])])
            #expect(Self.fills(o, .string("#00FF00")) == [Self.frame([0, 874 - 83, 402, 0.33])])
        }
    }

    @Test func titleAndLargeTitleColoursGoWhereUIKitPutsThem() throws {
        let appearance =
            ##"{"scrollEdge": {"titleColor": "systemRed", "largeTitleColor": {"light": "#112233", "dark": "#445566"}, "titleFont": {"size": 20, "weight": "heavy"}}}"##
        let large = try Self.lowered(
            ##"{"type": "navigationBar", "title": "Inbox", "largeTitle": true, "barAppearances": \##(appearance)}"##)
        #expect(
            Self.member(large, text: "Inbox", "color")
                == .object([("light", .string("#112233")), ("dark", .string("#445566"))]))
        // The title font is the inline title's: the large title keeps 34 pt bold.
        #expect(Self.member(large, text: "Inbox", "font")?.member("size") == .number(34))
        #expect(Self.member(large, text: "Inbox", "font")?.member("weight") == .string("bold"))
        let inline = try Self.lowered(
            ##"{"type": "navigationBar", "title": "Inbox", "barAppearances": \##(appearance)}"##)
        #expect(Self.member(inline, text: "Inbox", "color") == .string("systemRed"))
        #expect(Self.member(inline, text: "Inbox", "font")?.member("size") == .number(20))
        #expect(Self.member(inline, text: "Inbox", "font")?.member("weight") == .string("heavy"))
        // A colour per look resolves in both looks.
        for look in ["light", "dark"] {
            _ = try resolve(
                ##"{"device": "iPhone 17 Pro", "appearance": "\##(look)", "layers": [{"type": "navigationBar", "title": "Inbox", "largeTitle": true, "barAppearances": \##(appearance)}]}"##
            )
        }
    }

    @Test func aMinimizedTabBarTakesTheSelectedIconColour() throws {
        let o = try Self.lowered(
            ##"{"type": "tabBar", "minimized": true, "tabs": [{"symbol": "house", "title": "Home"}], "barAppearances": {"stacked": {"selected": {"iconColor": "systemPink"}}}}"##
        )
        let house = o.first { m in m.contains { $0.value == .string("house") } }
        #expect(house?.first { $0.key == "color" }?.value == .string("systemPink"))
    }
}

extension JSONValue {
    /// An object's member `key`.
    func member(_ key: String) -> JSONValue? {
        guard case .object(let m) = self else { return nil }
        return m.first { $0.key == key }?.value
    }
}
