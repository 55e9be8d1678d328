import Foundation
import Testing

@testable import GlassScene

/// A component's `content` (a sheet's, a popover's, a split view column's, a tab bar accessory's) holds the
/// user's own layers: a problem in one is reported at the path the user wrote (`layers[0].content[0].text`),
/// never at the lowered scene's (a grabber before it shifts the index) and never naming the key lowering tags
/// layers with (`Provenance.key`).
@Suite struct ContentProvenanceTests {
    /// Each component content: the screen's device and design, the layer holding it, and the JSON path of
    /// its `content` array. `ITEMS` stands for the content's layers.
    static let sites: [(device: String, layer: String, content: String)] = [
        ("iPhone 17 Pro", ##"{"type": "sheet", "content": ITEMS}"##, "layers[0].content"),
        ("iPhone 17 Pro", ##"{"type": "sheet", "detent": "large", "content": ITEMS}"##, "layers[0].content"),
        ("iPhone 17 Pro", ##"{"type": "popover", "source": [10, 10, 20, 20], "content": ITEMS}"##, "layers[0].content"),
        (
            "iPad Pro 11-inch", ##"{"type": "popover", "source": [100, 100, 20, 20], "content": ITEMS}"##,
            "layers[0].content"
        ),
        (
            "iPad Pro 11-inch", ##"{"type": "splitView", "primary": {"content": ITEMS}, "secondary": {}}"##,
            "layers[0].primary.content"
        ),
        (
            "iPad Pro 11-inch", ##"{"type": "splitView", "primary": {}, "secondary": {"content": ITEMS}}"##,
            "layers[0].secondary.content"
        ),
        (
            "iPad Pro 11-inch",
            ##"{"type": "splitView", "primary": {}, "supplementary": {}, "secondary": {}, "inspector": {"content": ITEMS}}"##,
            "layers[0].inspector.content"
        ),
        (
            "iPhone 17 Pro", ##"{"type": "tabBar", "tabs": [{"symbol": "house"}], "accessory": {"content": ITEMS}}"##,
            "layers[0].accessory.content"
        ),
        (
            "iPad Pro 11-inch",
            ##"{"type": "tabBar", "tabs": [{"symbol": "house"}], "accessory": {"content": ITEMS}}"##,
            "layers[0].accessory.content"
        ),
    ]

    /// A bad text layer and where beneath it (relative to the layer's own path) its error belongs; nil: at the
    /// layer itself or beneath it.
    static let badTexts: [(layer: String, at: String?)] = [
        (##"{"type": "text", "text": "Hi"}"##, nil),
        (##"{"type": "text", "text": ""}"##, nil),
        (##"{"type": "text", "text": "", "frame": [0, 0, 50, 20]}"##, ".text"),
        (##"{"type": "text", "text": "Hi", "frame": [0, 0, 50, 20], "bogus": 1}"##, ".bogus"),
        (##"{"type": "text", "text": "Hi", "bogus": 1}"##, nil),
    ]

    @Test(arguments: ["liquidGlass", "compatibility"])
    func errorsInComponentContentAreAtTheUsersPath(design: String) {
        let good = ##"{"type": "shape", "frame": [0, 0, 10, 10], "fill": "#FF0000"}"##
        for site in Self.sites {
            for bad in Self.badTexts {
                // The bad layer first, and after a good one (its index is the user's, not the lowered one's).
                for (items, index) in [("[\(bad.layer)]", 0), ("[\(good), \(bad.layer)]", 1)] {
                    let layer = site.layer.replacingOccurrences(of: "ITEMS", with: items)
                    let json =
                        ##"{"device": "\##(site.device)", "design": "\##(design)", "background": "#FFFFFF", "layers": [\##(layer)]}"##
                    let user = "\(site.content)[\(index)]"
                    do {
                        _ = try resolve(json)
                        Issue.record("expected an error at \(user): \(json)")
                    } catch {
                        let where_ = "\(error) in \(json)"
                        #expect(!error.path.contains("\u{0}") && !error.message.contains("\u{0}"), "\(where_)")
                        #expect(!error.message.contains(Provenance.key), "\(where_)")
                        if let at = bad.at {
                            #expect(error.path == user + at, "\(where_)")
                        } else {
                            #expect(error.path == user || error.path.hasPrefix(user + "."), "\(where_)")
                        }
                        #expect(ProvenanceTests.exists(error.path, in: json), "no such path: \(where_)")
                    }
                }
            }
        }
    }

    /// A component that lowers to a stack holding layers tagged with where they came from (a generated text
    /// at the user's `title`, a layer of the user's carried in): a problem the engine finds in one is at the
    /// user's path, and the tag is never read as a key of the layer.
    @Test(arguments: [
        (##"{"type": "text", "text": ""}"##, "layers[4].title", false, "layers[4].title"),
        (##"{"type": "text", "text": "Hi", "bogus": 1}"##, "layers[4].title", false, "layers[4].title"),
        (##"{"type": "text", "text": ""}"##, "layers[4].content[2]", true, "layers[4].content[2].text"),
        (##"{"type": "text", "text": "Hi", "bogus": 1}"##, "layers[4].content[2]", true, "layers[4].content[2].bogus"),
        // Untagged: the component's own layer, refused at the component.
        (##"{"type": "shape", "width": -1}"##, "", false, "layers[4]"),
    ])
    func errorsInAComponentsStackAreAtTheUsersPath(layer: String, from: String, verbatim: Bool, path: String) throws {
        var inner = try JSONParser.parse(Array(layer.utf8))
        if !from.isEmpty { inner = Provenance.tag(inner, from, verbatim: verbatim) }
        let stack = JSONValue.object([
            ("type", .string("vstack")),
            (
                "layers",
                .array([
                    JSONValue.object([("type", .string("shape")), ("width", .number(5)), ("height", .number(5))]),
                    inner,
                ])
            ),
        ])
        let c = try ComponentLayoutTests.context(rightToLeft: false)
        do {
            _ = try LayoutPass(c, component: "layers[4]").layOut(component: [stack])
            Issue.record("expected an error at \(path)")
        } catch {
            #expect(error.path == path, "\(error)")
            #expect(!error.path.contains("\u{0}") && !error.message.contains("\u{0}"), "\(error)")
        }
    }
}
