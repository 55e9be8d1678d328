import Foundation
import GlassCore
import GlassRender
import GlassScene
import Testing

/// What a new user met in the pre-26 design and the minimized tab bar: each measured, not looked at.
@Suite struct CompatibilityFixTests {
    /// Every primitive layer of a lowered scene, depth first: its type, its `name` or `text`, its frame.
    static func primitives(_ json: String) throws -> [(type: String, label: String, frame: [Double])] {
        var out: [(String, String, [Double])] = []
        func visit(_ v: JSONValue) {
            switch v {
            case .array(let a): a.forEach(visit)
            case .object(let members):
                func member(_ k: String) -> JSONValue? { members.first { $0.key == k }?.value }
                if case .string(let type) = member("type") {
                    var label = ""
                    if case .string(let s) = member("name") ?? member("text") { label = s }
                    var frame: [Double] = []
                    if case .array(let f) = member("frame") {
                        frame = f.compactMap { if case .number(let n) = $0 { n } else { nil } }
                    }
                    out.append((type, label, frame))
                }
                for k in ["layers", "content", "children"] { if let c = member(k) { visit(c) } }
            default: break
            }
        }
        visit(try SceneLoader.lower(bytes: Array(json.utf8), file: "t.json"))
        return out
    }

    /// A pre-26 slider's white thumb on white shows by its shadow: the pixels just under the thumb are
    /// darker than the background (without the shadow they were pure white).
    @Test func theCompatibilitySliderThumbShowsOnWhite() throws {
        let scene = ##"""
            {"canvas": {"width": 100, "height": 60, "scale": 1}, "design": "compatibility", "background": "white",
             "layers": [{"type": "slider", "frame": [10, 10, 80, 40], "value": 0.5}]}
            """##
        let pixels = Renderer.render(
            try SceneLoader.resolve(bytes: Array(scene.utf8), file: "t.json", directory: NSTemporaryDirectory()))
        // The thumb: 28 pt round, centred at (50, 30), so its bottom edge is at y = 44.
        let below = pixels[50, 46]
        #expect(below[0] <= 247 && below[0] == below[1] && below[1] == below[2], "\(below)")
        // Just above it, where the soft shadow does not reach: the hairline ring.
        let above = pixels[50, 15]
        #expect(above[0] < 255, "\(above)")
        // Far from the thumb the background stays white.
        #expect(pixels[50, 56] == SIMD4(255, 255, 255, 255))
    }

    /// Pre-26 filled, tinted and gray buttons are rounded rectangles whose radius follows their size
    /// (6 / 8 / 12 pt); in Liquid Glass they stay capsules.
    @Test func compatibilityButtonCornersFollowTheirSize() throws {
        for (size, radius, height) in [("small", 6.0, 28.0), ("medium", 8, 34), ("large", 12, 50)] {
            for configuration in ["filled", "tinted", "gray", "glass", "prominentGlass"] {
                let layer =
                    ##"{"type": "button", "center": [200, 300], "title": "Continue", "size": "\##(size)", "configuration": "\##(configuration)"}"##
                let old = try ControlLayoutTests.scene(layer, design: "compatibility")
                #expect(Self.firstShapeRadius(old) == radius, "\(size) \(configuration)")
                if configuration != "glass" && configuration != "prominentGlass" {
                    #expect(Self.firstShapeRadius(try ControlLayoutTests.scene(layer)) == height / 2)
                }
            }
        }
        // A frame smaller than the radius allows keeps the corners within it.
        let tiny = try ControlLayoutTests.scene(
            ##"{"type": "button", "frame": [10, 10, 10, 9], "title": "A", "size": "large", "configuration": "filled"}"##,
            design: "compatibility")
        #expect(Self.firstShapeRadius(tiny) == 4.5)
    }

    static func firstShapeRadius(_ scene: ResolvedScene) -> Double? {
        func find(_ layers: [Layer]) -> Double? {
            for l in layers {
                switch l {
                case .shape(let s): return s.outline.radii.topLeft / scene.scale
                case .group(let g): if let r = find(g) { return r }
                case .adaptive(let a): if let r = find(a.light) { return r }
                default: break
                }
            }
            return nil
        }
        return find(scene.layers)
    }

    /// The pre-26 tab bar has no search circle: `search` adds a Search tab after the others, sharing the
    /// width equally.
    @Test func theCompatibilityTabBarKeepsSearchAsATab() throws {
        let scene = ##"""
            {"device": "iPhone 17 Pro", "design": "compatibility", "layers": [{"type": "tabBar", "search": true,
             "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "gear", "title": "Settings"},
             {"symbol": "person", "title": "Me"}]}]}
            """##
        let layers = try Self.primitives(scene)
        let symbols = layers.filter { $0.type == "symbol" }
        #expect(symbols.map(\.label) == ["house", "gear", "person", "magnifyingglass"])
        // A quarter of 402 pt each, in whole pixels (3 a point).
        for (i, s) in symbols.enumerated() {
            #expect(abs(s.frame[0] - 100.5 * Double(i)) <= 1.0 / 3 + 1e-9 && abs(s.frame[2] - 100.5) <= 1.0 / 3 + 1e-9)
        }
        #expect(layers.filter { $0.type == "text" }.map(\.label) == ["Home", "Settings", "Me", "Search"])
        // Only the docked bar's chrome: no search circle.
        #expect(layers.filter { $0.type == "glass" }.map(\.frame) == [[0, 791, 402, 83]])
    }

    /// Minimized, the search circle is the minimized tab's 48 pt, on the same line, and the accessory
    /// between them too.
    @Test func theMinimizedTabBarsCirclesMatch() throws {
        let scene = ##"""
            {"device": "iPhone 17 Pro", "layers": [{"type": "tabBar", "search": true, "minimized": true,
             "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "gear", "title": "Settings"}],
             "accessory": {"content": []}}]}
            """##
        let glass = try Self.primitives(scene).filter { $0.type == "glass" }.map(\.frame)
        // iPhone 17 Pro: 402 × 874 pt; the bar's line is 21 + 62 pt from the bottom, the circles 7 pt in.
        // In the expanded bar's order (the bar's circle, the search circle, the accessory), so a minimize moves
        // each into its own.
        #expect(glass == [[21, 798, 48, 48], [333, 798, 48, 48], [77, 798, 248, 48]])
    }
}
