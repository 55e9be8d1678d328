import Foundation
import GlassScene
import GlassText
import Testing

/// An unknown SF Symbol name, wherever a scene gives one, is refused with the closest known names, ranked
/// by the dot-separated words they share before their spelling.
@Suite struct SymbolSuggestionTests {
    /// Every suggestion for a name with known words shares one of them (`rectangle.stack.badge` once
    /// suggested "calendar": close in letters, nothing in meaning), and the name sharing most comes first.
    @Test func suggestionsShareWordsFirst() {
        let stack = SymbolTable.closest(to: "rectangle.stack.badge", count: 3)
        #expect(stack.first == "rectangle.stack", "\(stack)")
        for name in stack {
            let words = Set(name.split(separator: "."))
            #expect(!words.isDisjoint(with: ["rectangle", "stack", "badge"]), "\(name) in \(stack)")
        }
        #expect(SymbolTable.closest(to: "photo.stak", count: 1) == ["photo.stack"])
        #expect(SymbolTable.closest(to: "arrow.down.arrow.up", count: 1) == ["arrow.up.arrow.down"])
        // No shared word: the spelling decides.
        #expect(SymbolTable.closest(to: "magnifyingglas", count: 1) == ["magnifyingglass"])
        #expect(SymbolTable.closest(to: "paintbrsh", count: 1) == ["paintbrush"])
    }

    /// The names a team asked for and did not find (maps, the outdoors, the cloud), each drawn as a symbol
    /// layer: all were refused before.
    @Test func theNamesTeamsAskedForAreDrawn() throws {
        for name in [
            "map.fill", "ruler", "binoculars", "mountain.2", "figure.hiking", "icloud.fill", "cloud.sun",
            "location.north.line.fill", "square.stack.3d.up", "cloud.rain", "figure.run", "sun.max", "moon.stars",
        ] {
            let scene = try resolve(
                ##"{"canvas": {"width": 40, "height": 40, "scale": 1}, "layers": [{"type": "symbol", "name": "\##(name)", "frame": [0, 0, 40, 40], "size": 20}]}"##
            )
            #expect(scene.layers.count == 1, "\(name)")
        }
    }

    /// A name far longer than an error line echoes is ranked without measuring its spelling (no
    /// quadratic work on a megabyte), and still by its words.
    @Test func aHugeNameIsRankedByWordsAlone() {
        let huge = String(repeating: "x", count: 1_000_000) + ".crop"
        #expect(SymbolTable.closest(to: huge, count: 2) == ["crop", "crop.rotate"])
    }

    /// Bar items, tabs, buttons and symbol layers give the same suggestion at their own path.
    @Test func everyPlaceANameIsGivenSuggests() {
        let expected = "unknown symbol \"rectangle.stak\"; the closest known: \"rectangle.stack\""
        let device = ##""device": "iPhone 17 Pro""##
        expectError(
            layer(##"{"type": "symbol", "name": "rectangle.stak", "frame": [0, 0, 10, 10]}"##), path: "layers[0].name",
            expected)
        expectError(
            ##"{\##(device), "layers": [{"type": "tabBar", "tabs": [{"symbol": "house"}, {"symbol": "rectangle.stak"}]}]}"##,
            path: "layers[0].tabs[1].symbol", expected)
        expectError(
            ##"{\##(device), "layers": [{"type": "navigationBar", "trailing": [{"symbol": "rectangle.stak"}]}]}"##,
            path: "layers[0].trailing[0].symbol", expected)
        expectError(
            ##"{\##(device), "layers": [{"type": "toolbar", "items": [{"group": [{"symbol": "rectangle.stak"}]}]}]}"##,
            path: "layers[0].items[0].group[0].symbol", expected)
        expectError(
            ##"{\##(device), "layers": [{"type": "button", "center": [60, 60], "symbol": "rectangle.stak"}]}"##,
            path: "layers[0].symbol", expected)
    }

    /// The schema enumerates exactly the table's names (tools/make_schema.py reads the table's source).
    @Test func theSchemaEnumeratesEveryName() throws {
        let url = SchemaTests.root.appendingPathComponent("schema/scene.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let defs = schema["$defs"] as! [String: Any]
        let names = (defs["symbolName"] as? [String: Any])?["enum"] as? [String] ?? []
        #expect(names == SymbolTable.entries.map(\.sf).sorted())
    }
}
