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

/// Repeated rows measure each distinct text once and each offer once (`LayoutCache`), and a cached answer is
/// exactly what measuring afresh gives.
@Suite struct LayoutCacheTests {
    static func row(_ i: Int) -> String {
        #"{"type": "hstack", "layers": [{"type": "symbol", "name": "gear"}, {"type": "text", "text": "Row title that wraps when long", "lineLimit": 2}, {"type": "spacer"}, {"type": "text", "text": "Detail \#(i % 3)"}]}"#
    }

    @Test func repeatedTextIsMeasuredOnce() throws {
        let rows = (0..<300).map(Self.row).joined(separator: ",")
        let json =
            #"{"canvas": {"width": 300, "height": 9000, "scale": 1}, "layers": [{"type": "vstack", "in": "screen", "at": "top", "layers": [\#(rows)]}]}"#
        let lowering = Lowering(file: "t.json")
        _ = try lowering.lowerScene(Node(value: try JSONParser.parse(Array(json.utf8)), path: "", file: "t.json"))
        let cache = lowering.state.layoutCache
        // Four distinct texts (the title and three details); 1200 lookups, a few offers each.
        #expect(cache.texts.count == 4)
        #expect(cache.misses <= 16 && cache.hits >= 1180, "\(cache.hits) hits, \(cache.misses) misses")
        // A cached answer is what measuring afresh gives, for the offers the rows made and for others.
        for t in cache.texts {
            for w in [0, 0.5, 10, 59, 95, 100, 192, 300, 1e5] {
                for h in [0, 20, 21, 30, 42, 1e5] {
                    let cached = cache.measure(t, widthPt: w, heightPt: h)
                    let fresh = t.measure(widthPt: w, heightPt: h)
                    #expect(
                        cached.widthPt == fresh.widthPt && cached.heightPt == fresh.heightPt
                            && cached.lines == fresh.lines && cached.mostWidthPt == fresh.mostWidthPt,
                        "\(t.text) at \(w) × \(h)")
                }
            }
        }
    }
}

/// The engine as components will use it: a component that lowers to a stack gets it laid out against its
/// context, tagged with the component's path (never a user path of its own), mirrored once (by the
/// component) in right to left.
@Suite struct ComponentLayoutTests {
    static func context(rightToLeft: Bool) throws -> LayoutContext {
        var settings = SceneSettings()
        if rightToLeft {
            let top = Node(
                value: try JSONParser.parse(Array(#"{"settings": {"layoutDirection": "rightToLeft"}}"#.utf8)), path: "",
                file: "t.json")
            guard case .object(let m) = top.value else { throw Failure("no object") }
            settings = try SceneSettings.parse(ObjectNode(node: top, members: m))
        }
        var c = LayoutContext(
            widthPt: 300, heightPt: 200, safeTopPt: 20, safeBottomPt: 0, device: nil, design: .liquidGlass, dark: false,
            scale: 1, state: Lowering.State(), settings: settings)
        c.mirrors = rightToLeft
        return c
    }

    @Test func aComponentsStackIsLaidOutAndTaggedAsGenerated() throws {
        let stack = try JSONParser.parse(
            Array(
                #"{"type": "hstack", "at": "topLeading", "spacing": 0, "layers": [{"type": "shape", "width": 10, "height": 10}, {"type": "shape", "width": 30, "height": 10}]}"#
                    .utf8))
        for rtl in [false, true] {
            let c = try Self.context(rightToLeft: rtl)
            var laid = try LayoutPass(c, component: "layers[4]").layOut(component: [stack])
            if c.mirrors { laid = Mirror.layers(laid, width: c.widthPt) }
            let (value, provenance, _) = Provenance.strip(.array(laid))
            #expect(
                provenance.userPath("[0].layers[1].frame") == "layers[4]", "a generated layer keeps no path of its own")
            guard case .array(let groups) = value, case .object(let group) = groups[0],
                case .array(let shapes)? = group.first(where: { $0.key == "layers" })?.value
            else { throw Failure("no group: \(value)") }
            let xs = shapes.compactMap { s -> Double? in
                guard case .object(let m) = s, case .array(let f)? = m.first(where: { $0.key == "frame" })?.value,
                    case .number(let x) = f[0]
                else { return nil }
                return x
            }
            // Left to right: 0 and 10; mirrored once by the component: 290 and 260.
            #expect(xs == (rtl ? [290, 260] : [0, 10]), "right to left \(rtl): \(xs)")
        }
    }
}
