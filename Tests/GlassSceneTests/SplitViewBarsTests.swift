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
