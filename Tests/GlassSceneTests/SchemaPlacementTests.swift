import Foundation
import GlassScene
import Testing

/// `in` and `at` (where a stack or glass sits) held to one answer by the schema and the loader, in every list a
/// layer can stand in: the top level, a group, a component's content (sheet, popover, split view column, tab
/// bar accessory), a glass container, a glass's content, a stack, and nested in each other. A layer the loader
/// refuses the schema refuses, and one it draws the schema takes.
@Suite struct SchemaPlacementTests {
    static let stack = #"{"type": "vstack", "in": "screen", "at": "top", "layers": [{"type": "text", "text": "A"}]}"#
    static let atOnly = #"{"type": "hstack", "at": "bottomTrailing", "layers": [{"type": "text", "text": "A"}]}"#
    static let glass = #"{"type": "glass", "in": "screen", "content": [{"type": "text", "text": "A"}]}"#
    static let framedAt = #"{"type": "glass", "frame": [0, 0, 20, 20], "at": "top", "content": []}"#

    /// A list of layers in each place a layer can stand, with `item` in it.
    static func places(_ item: String) -> [(String, String)] {
        [
            ("top", item),
            ("group", #"{"type": "group", "layers": [\#(item)]}"#),
            ("group in group", #"{"type": "group", "layers": [{"type": "group", "layers": [\#(item)]}]}"#),
            ("sheet", #"{"type": "sheet", "content": [\#(item)]}"#),
            ("sheet group", #"{"type": "sheet", "content": [{"type": "group", "layers": [\#(item)]}]}"#),
            ("popover", #"{"type": "popover", "source": [10, 10, 0, 0], "content": [\#(item)]}"#),
            ("split", #"{"type": "splitView", "primary": {"content": [\#(item)]}, "secondary": {"content": []}}"#),
            ("accessory", #"{"type": "tabBar", "tabs": [{"symbol": "house"}], "accessory": {"content": [\#(item)]}}"#),
            ("container", #"{"type": "glassContainer", "children": [\#(item)]}"#),
            ("framed glass", #"{"type": "glass", "frame": [0, 0, 100, 100], "content": [\#(item)]}"#),
            ("hugging glass", #"{"type": "glass", "content": [\#(item)]}"#),
            (
                "glass group",
                #"{"type": "glass", "frame": [0, 0, 100, 100], "content": [{"type": "group", "layers": [\#(item)]}]}"#
            ),
            (
                "sheet glass",
                #"{"type": "sheet", "content": [{"type": "glass", "frame": [0, 0, 90, 90], "content": [\#(item)]}]}"#
            ),
            ("stack", #"{"type": "vstack", "layers": [\#(item)]}"#),
            ("stack glass", #"{"type": "vstack", "layers": [{"type": "glass", "content": [\#(item)]}]}"#),
            ("stack in sheet", #"{"type": "sheet", "content": [{"type": "hstack", "layers": [\#(item)]}]}"#),
        ]
    }

    @Test func schemaAndLoaderGiveOneAnswerForInAndAt() throws {
        try Self.oneAnswer([
            ("stack", Self.stack), ("at", Self.atOnly), ("glass", Self.glass), ("framed glass at", Self.framedAt),
            ("in and frame", #"{"type": "zstack", "in": "screen", "frame": [0, 0, 9, 9], "layers": []}"#),
        ])
    }

    /// Controls: in a stack sized by it (no frame, center or origin there), elsewhere at the placement they need
    /// and without sizes.
    @Test func schemaAndLoaderGiveOneAnswerForControls() throws {
        try Self.oneAnswer(
            [
                ("button", #"{"type": "button", "title": "A"}"#),
                ("sized button", #"{"type": "button", "title": "A", "width": "fill", "height": 40}"#),
                ("centred button", #"{"type": "button", "title": "A", "center": [20, 20]}"#),
                ("switch", #"{"type": "switch", "on": true}"#),
                ("placed switch", #"{"type": "switch", "origin": [0, 0]}"#),
                ("slider", #"{"type": "slider", "value": 0.5, "maxWidth": 90}"#),
                ("framed slider", #"{"type": "slider", "frame": [0, 0, 90, 28]}"#),
                ("stepper", #"{"type": "stepper"}"#),
            ], except: ["sheet group", "glass group"])
    }

    /// Each of `items` in each place, loaded and checked by the schema: one answer from both.
    /// `except` names places left out (a control in a group in a sheet's or a glass's content: glass refuses it,
    /// the schema, whose groups are the same everywhere, takes it).
    static func oneAnswer(_ items: [(String, String)], except: Set<String> = []) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-placement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var loaded: [String: Bool] = [:]
        for (itemName, item) in items {
            for (place, list) in Self.places(item) where !except.contains(place) {
                let json = #"{"canvas": {"width": 200, "height": 200, "scale": 1}, "layers": [\#(list)]}"#
                let url = dir.appendingPathComponent(
                    "\(itemName) in \(place).json".replacingOccurrences(of: " ", with: "-"))
                try Data(json.utf8).write(to: url)
                do {
                    _ = try SceneLoader.resolve(bytes: Array(json.utf8), file: url.path, directory: dir.path)
                    loaded[url.path] = true
                } catch {
                    loaded[url.path] = false
                }
            }
        }
        // Both answers occur: a stack at the top is placed, one in a stack is refused.
        #expect(loaded.values.contains(true) && loaded.values.contains(false))
        guard let schema = try SchemaTests.validate(loaded.keys.sorted()) else {
            Issue.record("python3 with jsonschema is needed (apt-get install python3-jsonschema); .ci/run installs it")
            return
        }
        for (file, accepted) in loaded.sorted(by: { $0.key < $1.key }) {
            #expect(
                schema[file] == accepted,
                "\(URL(fileURLWithPath: file).lastPathComponent): glass \(accepted ? "draws" : "refuses") it, the schema \(schema[file] == true ? "takes" : "refuses") it"
            )
        }
    }
}
