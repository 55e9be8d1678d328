import Foundation
import GlassScene
import Testing

/// A split view draws its columns' navigation bars itself (their `title`s). A navigation bar, toolbar or tab bar
/// of the scene beside it used to be laid out across the whole screen, silently over the sidebar's glass (the
/// back button, large title and toolbar on the sidebar, the inline title over the column titles); it is refused
/// at the bar's path (found by the attack review of issue 23).
@Suite struct SplitViewBarsTests {
    static let split = ##"{"type": "splitView", "primary": {"title": "Mail"}, "secondary": {"title": "Inbox"}}"##

    @Test(
        arguments: [
            ("navigationBar", ##"{"type": "navigationBar", "title": "Inbox", "largeTitle": true}"##),
            ("toolbar", ##"{"type": "toolbar", "items": [{"symbol": "trash"}]}"##),
            ("tabBar", ##"{"type": "tabBar", "tabs": [{"title": "A", "symbol": "star"}]}"##),
        ], ["iPad Pro 11-inch", "iPhone 17 Pro"])
    func barsBesideASplitViewAreRefused(bar: (type: String, json: String), device: String) {
        let scene =
            ##"{"device": "\##(device)", "orientation": "landscape", "layers": [\##(Self.split), {"type": "group", "layers": [\##(bar.json)]}]}"##
        expectError(scene, path: "layers[1].layers[0]", "a \(bar.type) cannot go with a splitView")
    }

    @Test func theStatusBarAndHomeIndicatorStillGoWithASplitView() throws {
        let scene =
            ##"{"device": "iPad Pro 11-inch", "orientation": "landscape", "layers": [\##(Self.split), {"type": "statusBar"}, {"type": "homeIndicator"}]}"##
        #expect(!(try resolve(scene)).layers.isEmpty)
    }
}

/// A component where it cannot be laid out is named with its article: "an insetGroupedList", "an alert" (it
/// read "a insetGroupedList lays itself out on the screen").
@Suite struct NestedComponentErrorTests {
    @Test(arguments: [("insetGroupedList", "an"), ("alert", "an"), ("actionSheet", "an"), ("menu", "a")])
    func aComponentInAPopoverIsRefusedWithItsArticle(type: String, article: String) {
        let scene =
            ##"{"device": "iPad Pro 11-inch", "layers": [{"type": "popover", "source": [10, 10, 44, 44], "content": [{"type": "\##(type)"}]}]}"##
        expectError(scene, path: "layers[0].content[0].type", "\(article) \(type) lays itself out on the screen")
    }
}

/// An iPhone's integrated search field takes the toolbar's place at the bottom. With a toolbar or a tab bar in
/// the scene it used to be drawn under them, silently (the tab bar over the field, the toolbar's items on it);
/// it is refused at `search`. An iPad's tab bar is at the top and leaves the bottom free; in a sheet the field
/// is the sheet's.
@Suite struct BottomSearchFieldTests {
    static func scene(_ device: String, placement: String, _ other: String) -> String {
        ##"{"device": "\##(device)", "layers": [{"type": "navigationBar", "title": "T", "search": {"placement": "\##(placement)"}}, \##(other)]}"##
    }
    static let tabBar =
        ##"{"type": "tabBar", "tabs": [{"title": "A", "symbol": "star"}, {"title": "B", "symbol": "gear"}]}"##
    static let toolbar = ##"{"type": "group", "layers": [{"type": "toolbar", "items": [{"symbol": "trash"}]}]}"##

    @Test(arguments: ["integrated", "integratedCentered"])
    func aBottomFieldWithABottomBarIsRefused(placement: String) {
        expectError(
            Self.scene("iPhone 17 Pro", placement: placement, Self.tabBar), path: "layers[0].search",
            "search field sits at the bottom, where the tabBar is")
        expectError(
            Self.scene("iPhone 17 Pro", placement: placement, Self.toolbar), path: "layers[0].search",
            "search field sits at the bottom, where the toolbar is")
    }

    @Test func elsewhereTheFieldStays() throws {
        // An iPad's field is in the bar, its tab bar at the top; pre-26 the field is stacked under the bar; the
        // trailing placement is a button; in a sheet the field is the sheet's own.
        for scene in [
            Self.scene("iPad Pro 11-inch", placement: "integrated", Self.tabBar),
            Self.scene("iPhone 17 Pro", placement: "trailing", Self.tabBar),
            ##"{"device": "iPhone 17 Pro", "design": "compatibility", "layers": [{"type": "navigationBar", "title": "T", "search": {"placement": "integrated"}}, \##(Self.tabBar)]}"##,
            ##"{"device": "iPhone 17 Pro", "layers": [{"type": "sheet", "content": [{"type": "navigationBar", "title": "T", "search": {"placement": "integrated"}}]}, \##(Self.tabBar)]}"##,
        ] {
            #expect(!(try resolve(scene)).layers.isEmpty)
        }
    }
}

/// On an iPhone, or a screen too narrow for its columns, a split view collapses to its secondary column; its
/// other columns are still checked, so a scene is refused on every device or on none (`--matrix device=…`).
/// Before, an empty primary title, a bad component in the sidebar's content or the user's own bad layer there
/// rendered on the iPhone and failed on the iPad; four columns were refused on an iPad in portrait.
@Suite struct CollapsedSplitViewTests {
    @Test(arguments: ["iPhone 17 Pro", "iPad Pro 11-inch", "iPad mini"])
    func theUsersOwnLayersInAHiddenColumnAreChecked(device: String) {
        for column in ["primary", "supplementary", "inspector"] {
            let body =
                ##""content": [{"type": "shape", "frame": [0, 0, 9, 9], "fill": "#FFFFFF"}, {"type": "text", "text": 5, "frame": [0, 0, 9, 9]}]"##
            let columns = ["primary", "supplementary", "inspector"].map { "\"\($0)\": {\($0 == column ? body : "")}" }
            expectError(
                ##"{"device": "\##(device)", "layers": [{"type": "splitView", \##(columns.joined(separator: ", ")), "secondary": {}}]}"##,
                path: "layers[0].\(column).content[1].text", "expected a string")
        }
        expectError(
            ##"{"device": "\##(device)", "layers": [{"type": "splitView", "primary": {"content": [{"type": "image", "image": "no-such.png", "frame": [0, 0, 9, 9]}]}, "secondary": {}}]}"##,
            path: "layers[0].primary.content[0].image", "no such file", kind: .missingInput)
    }

    /// Four columns need 1176 pt; the iPad Pro 11-inch in portrait is 834 pt wide: the secondary column fills
    /// the screen, as on an iPhone (the split view was refused there, and accepted on an iPhone).
    @Test func aScreenTooNarrowForTheColumnsCollapses() throws {
        let scene =
            ##"{"device": "iPad Pro 11-inch", "layers": [{"type": "splitView", "primary": {"title": "A"}, "supplementary": {}, "secondary": {"title": "Inbox"}, "inspector": {}}]}"##
        let o = try OrientationTests.lowered(scene)
        #expect(OrientationTests.frames(o, "fill", "systemBackground") == [[0, 0, 834, 1210]])
        #expect(OrientationTests.frames(o, "text", "Inbox").count == 1)
        #expect(OrientationTests.frames(o, "text", "A").isEmpty)
        let wide = try OrientationTests.lowered(
            scene.replacingOccurrences(of: "\"layers\"", with: "\"orientation\": \"landscape\", \"layers\""))
        #expect(OrientationTests.frames(wide, "text", "A").count == 1)
    }

    @Test(arguments: ["iPhone 17 Pro", "iPad Pro 11-inch"])
    func theHiddenColumnsAreCheckedOnEveryDevice(device: String) {
        func split(_ columns: String) -> String {
            ##"{"device": "\##(device)", "orientation": "landscape", "layers": [{"type": "splitView", \##(columns)}]}"##
        }
        expectError(
            split(##""primary": {"title": ""}, "secondary": {}"##), path: "layers[0].primary.title", "empty string")
        expectError(
            split(##""primary": {"content": [{"type": "switch", "origin": [0, "a"]}]}, "secondary": {}"##),
            path: "layers[0].primary.content[0].origin", "expected a point")
        expectError(
            split(
                ##""primary": {}, "secondary": {}, "inspector": {"content": [{"type": "stepper", "center": [0, 0], "value": 200}]}"##
            ),
            path: "layers[0].inspector.content[0].value", "between the minimum and maximum")
    }
}

/// An empty search placeholder is refused on every device: it was refused where a field drew it (an iPad's
/// navigation bar, an iPhone's expanded search tab) and passed where none did (an iPhone's search button, an
/// iPad's top tab bar).
@Suite struct EmptyPlaceholderTests {
    @Test(arguments: ["iPhone 17 Pro", "iPad mini"])
    func anEmptyPlaceholderIsRefusedOnEveryDevice(device: String) {
        for layer in [
            ##"{"type": "navigationBar", "title": "x", "search": {"placement": "trailing", "placeholder": ""}}"##,
            ##"{"type": "tabBar", "tabs": [{"title": "A", "symbol": "star"}], "search": {"active": true, "placeholder": ""}}"##,
        ] {
            expectError(
                ##"{"device": "\##(device)", "layers": [\##(layer)]}"##, path: "layers[0].search.placeholder",
                "expected some text, got an empty string")
        }
    }
}

/// A tab bar's accessory is laid out where it is drawn (an iPhone in Liquid Glass) and checked as strictly
/// where it is not (an iPad, the pre-26 bar, an expanded search tab). Before, a `switch` in it was refused on the
/// iPhone ("lays itself out on the screen") and accepted, dropped unchecked, on the iPad mini and pre-26.
@Suite struct UndrawnAccessoryTests {
    static func scene(_ device: String, _ content: String, design: String = "liquidGlass", extra: String = "") -> String
    {
        ##"{"device": "\##(device)", "design": "\##(design)", "layers": [{"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}]\##(extra), "accessory": {"content": [\##(content)]}}]}"##
    }
    static let screens: [(String, String, String)] = [
        ("iPhone 17 Pro", "liquidGlass", ""), ("iPhone 17 Pro", "compatibility", ""), ("iPad mini", "liquidGlass", ""),
        ("iPad mini", "compatibility", ""), ("iPhone 17 Pro", "liquidGlass", #", "search": {"active": true}"#),
        ("iPhone 17 Pro", "liquidGlass", #", "minimized": true"#),
    ]

    @Test func aSwitchInTheAccessoryIsLoweredOnEveryScreen() throws {
        for (device, design, extra) in Self.screens {
            _ = try resolve(
                Self.scene(device, ##"{"type": "switch", "origin": [8, 8]}"##, design: design, extra: extra))
        }
        // On the iPhone it is a switch laid out in the accessory's glass (51 × 31 pt at its origin).
        let o = try OrientationTests.lowered(Self.scene("iPhone 17 Pro", ##"{"type": "switch", "origin": [8, 8]}"##))
        #expect(OrientationTests.frames(o, "type", "glass").contains([21, 874 - 21 - 62 - 8 - 48, 360, 48]))
    }

    /// An image in an accessory that is not drawn is read, checked and one of the scene's inputs (what
    /// `--watch` watches and no output may replace), as where it is drawn.
    @Test func anUndrawnAccessorysImageIsAnInput() throws {
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes").path
        let image = ##"{"type": "image", "image": "backgrounds/photo.png", "frame": [0, 0, 40, 40]}"##
        for (device, design, extra) in Self.screens {
            let scene = try resolve(Self.scene(device, image, design: design, extra: extra), directory: scenes)
            #expect(scene.inputPaths.contains { $0.hasSuffix("backgrounds/photo.png") }, "\(device) \(design) \(extra)")
        }
    }

    @Test func aBadChildInTheAccessoryIsRefusedOnEveryScreen() {
        for (device, design, extra) in Self.screens {
            expectError(
                Self.scene(device, ##"{"type": "switch", "origin": [0, "a"]}"##, design: design, extra: extra),
                path: "layers[0].accessory.content[0].origin", "expected a point")
            expectError(
                Self.scene(
                    device, ##"{"type": "text", "text": 5, "frame": [0, 0, 9, 9]}"##, design: design, extra: extra),
                path: "layers[0].accessory.content[0].text", "expected a string")
            expectError(
                Self.scene(device, ##"{"type": "alert", "title": "A"}"##, design: design, extra: extra),
                path: "layers[0].accessory.content[0].type", "lays itself out on the screen")
        }
    }
}
