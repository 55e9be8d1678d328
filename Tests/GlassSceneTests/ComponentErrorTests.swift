import GlassScene
import Testing

/// Components refuse what they cannot lay out, one line with the JSON path.
@Suite struct ComponentErrorTests {
    static func screen(_ layer: String, device: String = "iPhone 17 Pro") -> String {
        ##"{"device": "\##(device)", "layers": [\##(layer)]}"##
    }

    @Test func devicesAndDesigns() {
        expectError(
            ##"{"device": "iPhone 99", "layers": []}"##, path: "device",
            "unknown device \"iPhone 99\"; known: \"iPhone 17 Pro\"")
        expectError(
            ##"{"device": "iPhone 17 Pro", "design": "glass"}"##, path: "design",
            "expected one of \"liquidGlass\", \"compatibility\"")
        expectError(##"{"devise": "iPhone 17 Pro"}"##, path: "devise", "did you mean \"device\"?")
    }

    @Test func componentTypesAndPlaces() {
        expectError(
            Self.screen(##"{"type": "navigatonBar"}"##), path: "layers[0].type", "did you mean \"navigationBar\"?")
        expectError(
            Self.screen(##"{"type": "glass", "frame": [0, 0, 10, 10], "content": [{"type": "tabBar", "tabs": []}]}"##),
            path: "layers[0].content[0].type", "put it in the top-level layers")
    }

    @Test func barItems() {
        func nav(_ items: String) -> String { Self.screen(##"{"type": "navigationBar", "trailing": [\##(items)]}"##) }
        expectError(nav("{}"), path: "layers[0].trailing[0]", "expected a bar item: one of \"symbol\"")
        expectError(
            nav(##"{"symbol": "gear", "title": "X"}"##), path: "layers[0].trailing[0]", "a bar item has one kind")
        expectError(nav(##"{"symbl": "gear"}"##), path: "layers[0].trailing[0].symbl", "did you mean \"symbol\"?")
        expectError(nav(##"{"symbol": "cog"}"##), path: "layers[0].trailing[0].symbol", "unknown symbol \"cog\"")
        expectError(nav(##"{"system": "save"}"##), path: "layers[0].trailing[0].system", "expected one of \"done\"")
        expectError(nav(##"{"flexibleSpace": false}"##), path: "layers[0].trailing[0].flexibleSpace", "expected true")
        expectError(nav(##"{"fixedSpace": -3}"##), path: "layers[0].trailing[0].fixedSpace", "from 0 to 1000")
        expectError(nav(##"{"title": ""}"##), path: "layers[0].trailing[0].title", "empty string")
        expectError(nav(##"{"group": []}"##), path: "layers[0].trailing[0].group", "at least one item")
        expectError(
            nav(##"{"group": [{"fixedSpace": 3}]}"##), path: "layers[0].trailing[0].group",
            "symbol and title items only")
        expectError(
            nav(##"{"symbol": "gear", "style": "bold"}"##), path: "layers[0].trailing[0].style",
            "expected one of \"plain\"")
        expectError(
            nav(##"{"symbol": "gear", "hidesSharedBackground": "yes"}"##),
            path: "layers[0].trailing[0].hidesSharedBackground", "expected true or false")
        expectError(
            Self.screen(##"{"type": "navigationBar", "backButton": 3}"##), path: "layers[0].backButton",
            "expected true, false or the previous screen's title")
    }

    @Test func tabBars() {
        let three = ##"[{"symbol": "house"}, {"symbol": "gear"}, {"symbol": "person"}]"##
        expectError(
            Self.screen(##"{"type": "tabBar", "tabs": \##(three), "selected": 3}"##), path: "layers[0].selected",
            "expected a tab index from 0 to 2, got 3")
        expectError(
            Self.screen(##"{"type": "tabBar", "tabs": \##(three), "selected": 1.5}"##), path: "layers[0].selected",
            "got 1.5")
        expectError(
            Self.screen(##"{"type": "tabBar", "tabs": []}"##), path: "layers[0].tabs", "expected 1 to 6 tabs, got 0")
        expectError(
            Self.screen(##"{"type": "tabBar", "tabs": [{"symbol": "houses"}]}"##), path: "layers[0].tabs[0].symbol",
            "unknown symbol")
        expectError(Self.screen(##"{"type": "tabBar"}"##), path: "layers[0]", "missing required key \"tabs\"")
    }

    /// Components that do not fit the screen are refused with the room they need.
    @Test func componentsThatDoNotFit() {
        let many = Array(repeating: ##"{"title": "Something long"}"##, count: 3).joined(separator: ", ")
        expectError(
            Self.screen(##"{"type": "navigationBar", "leading": [\##(many)], "trailing": [\##(many)]}"##),
            path: "layers[0]",
            "the leading and trailing items need")
        expectError(
            Self.screen(##"{"type": "toolbar", "items": [\##(many), \##(many)]}"##), path: "layers[0]",
            "the toolbar has 346 pt")
        let six = Array(repeating: ##"{"symbol": "gear"}"##, count: 6).joined(separator: ", ")
        expectError(
            ##"{"canvas": {"width": 200, "height": 300}, "layers": [{"type": "tabBar", "tabs": [\##(six)], "search": true}]}"##,
            path: "layers[0].tabs", "6 tabs need 264 pt; the tab bar has 80 pt")
    }

    /// Limits on components: 32 items in a bar array, 256 components in a scene.
    @Test func componentLimits() {
        let items = Array(repeating: ##"{"symbol": "gear"}"##, count: 33).joined(separator: ", ")
        expectError(
            Self.screen(##"{"type": "navigationBar", "trailing": [\##(items)]}"##), path: "layers[0].trailing",
            "33 bar items; the limit is 32")
        let switches = Array(repeating: ##"{"type": "switch", "origin": [0, 0]}"##, count: 257).joined(separator: ", ")
        expectError(Self.screen(switches), path: "layers[256]", "more than 256 components in the scene")
        let grouped = ##"{"type": "group", "layers": [\##(switches)]}"##
        expectError(Self.screen(grouped), path: "layers[0].layers[256]", "more than 256 components")
    }
}
