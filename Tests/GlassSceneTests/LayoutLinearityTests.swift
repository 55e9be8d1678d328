import Foundation
import Testing

@testable import GlassScene

/// Layout is linear in the layers: each layer the engine reads is sized exactly once, however deep the stacks
/// nest and however many sit side by side (a stack that measured its children again at every level would size
/// a layer once per ancestor).
@Suite struct LayoutLinearityTests {
    static func counts(_ json: String) throws -> (read: Int, sized: Int) {
        let lowering = Lowering(file: "t.json")
        _ = try lowering.lowerScene(Node(value: try JSONParser.parse(Array(json.utf8)), path: "", file: "t.json"))
        return (lowering.state.laidOut, lowering.state.sized)
    }

    @Test func everyLayerIsSizedOnce() throws {
        var deep = #"{"type": "text", "text": "deep words that wrap", "lineLimit": 2}"#
        for i in 0..<30 {
            let sibling = #"{"type": "shape", "width": "fill", "minHeight": 2}, {"type": "spacer"}"#
            deep = "{\"type\": \"\(["hstack", "vstack", "zstack"][i % 3])\", \"layers\": [\(deep), \(sibling)]}"
        }
        let wide = (0..<2000).map { #"{"type": "text", "text": "w\#($0)", "font": {"size": 4}}"# }
            .joined(separator: ",")
        for layer in [deep, #"{"type": "hstack", "layers": [\#(wide)]}"#] {
            let c = try Self.counts(#"{"canvas": {"width": 300, "height": 200}, "layers": [\#(layer)]}"#)
            #expect(c.read > 90 && c.sized == c.read, "\(c)")
        }
    }
}
