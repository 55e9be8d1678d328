import GlassScene
import Testing

/// Menus, popovers and action sheets refuse what they cannot lay out: one line at the JSON path.
@Suite struct PresentationErrorTests {
    static func screen(_ layer: String, device: String = "iPad Pro 11-inch") -> String {
        ##"{"device": "\##(device)", "layers": [\##(layer)]}"##
    }

    @Test func menus() {
        func menu(_ rest: String) -> String { Self.screen(##"{"type": "menu", \##(rest)}"##) }
        expectError(menu(##""items": [{"title": "A"}]"##), path: "layers[0]", "missing required key \"source\"")
        expectError(menu(##""source": [0, 0, 10], "items": []"##), path: "layers[0].source", "expected a source frame")
        expectError(
            menu(##""source": [0, 0, -1, 10], "items": []"##), path: "layers[0].source[2]", "from 0 to 10000, got -1")
        expectError(
            menu(##""source": [1e6, 0, 1, 1], "items": []"##), path: "layers[0].source[0]", "from -90000 to 90000")
        expectError(menu(##""source": [0, 0, 1, 1]"##), path: "layers[0]", "missing required key \"items\"")
        expectError(menu(##""source": [0, 0, 1, 1], "items": []"##), path: "layers[0].items", "at least one item")
        expectError(
            menu(##""source": [0, 0, 1, 1], "items": [{"divider": false}]"##), path: "layers[0].items[0].divider",
            "expected true")
        expectError(
            menu(##""source": [0, 0, 1, 1], "items": [{"divider": true, "title": "A"}]"##),
            path: "layers[0].items[0].title", "unknown key \"title\"")
        expectError(menu(##""source": [0, 0, 1, 1], "items": [{}]"##), path: "layers[0].items[0]", "\"title\"")
        expectError(
            menu(##""source": [0, 0, 1, 1], "items": [{"title": "A", "symbol": "cog"}]"##),
            path: "layers[0].items[0].symbol", "unknown symbol \"cog\"")
        expectError(
            menu(##""source": [0, 0, 1, 1], "items": [{"title": "A", "checked": 1}]"##),
            path: "layers[0].items[0].checked", "true or false")
        expectError(
            menu(##""source": [0, 0, 1, 1], "items": [{"title": "A", "destructiv": true}]"##),
            path: "layers[0].items[0].destructiv", "did you mean \"destructive\"?")
        let many = Array(repeating: ##"{"title": "A"}"##, count: 65).joined(separator: ",")
        expectError(
            menu(##""source": [0, 0, 1, 1], "items": [\##(many)]"##), path: "layers[0].items",
            "65 items; the limit is 64")
    }

    @Test func popovers() {
        func popover(_ rest: String) -> String {
            Self.screen(##"{"type": "popover", "source": [10, 10, 44, 44]\##(rest)}"##)
        }
        expectError(popover(##", "size": [0, 100]"##), path: "layers[0].size[0]", "expected a width above 0")
        expectError(popover(##", "size": [100, -0]"##), path: "layers[0].size[1]", "expected a height above 0")
        expectError(popover(##", "size": [100]"##), path: "layers[0].size", "expected a size [width, height]")
        expectError(popover(##", "size": [100, 1e5]"##), path: "layers[0].size[1]", "from 0 to 10000")
        expectError(popover(##", "content": {}"##), path: "layers[0].content", "expected an array of layers")
        expectError(popover(##", "content": [3]"##), path: "layers[0].content[0]", "a layer object")
        // On an iPhone the content is a sheet's, refused at the same paths.
        expectError(
            Self.screen(##"{"type": "popover", "source": [10, 10, 44, 44], "content": [3]}"##, device: "iPhone 17 Pro"),
            path: "layers[0].content[0]", "a layer object")
        expectError(popover(##", "arrow": true"##), path: "layers[0].arrow", "unknown key \"arrow\"")
    }

    @Test func actionSheets() {
        func sheet(_ actions: String, _ extra: String = "") -> String {
            Self.screen(##"{"type": "actionSheet", "actions": [\##(actions)]\##(extra)}"##, device: "iPhone 17 Pro")
        }
        expectError(
            sheet(##"{"title": "A", "style": "cancel"}, {"title": "B", "style": "cancel"}"##),
            path: "layers[0].actions[1]", "one \"cancel\" action")
        expectError(sheet(##"{"title": "A", "style": "destruct"}"##), path: "layers[0].actions[0].style", "destructive")
        expectError(sheet(##"{"title": ""}"##), path: "layers[0].actions[0].title", "empty")
        expectError(sheet(##"{"title": "A"}"##, ##", "source": [0, 0, 1]"##), path: "layers[0].source", "source frame")
        let many = Array(repeating: ##"{"title": "A"}"##, count: 33).joined(separator: ",")
        expectError(sheet(many), path: "layers[0].actions", "33 actions; the limit is 32")
    }
}
