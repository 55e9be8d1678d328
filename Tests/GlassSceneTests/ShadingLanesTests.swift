import GlassCore
import GlassRender
import GlassScene
import Testing

/// The eight-lane shading of containers (their field, weights and shadow taken eight pixels at a time) gives
/// the same bytes as the pixel-at-a-time shading, for containers of two to four elements of every style,
/// appearance, state and corner kind, merged or apart, on and off the canvas.
@Suite struct ShadingLanesTests {
    @Test func containerLanesGiveTheSameBytes() throws {
        var rng = SeededGenerator(state: 77)
        var checked = 0
        var changed = 0
        for trial in 0..<16 {
            let appearance = trial % 2 == 0 ? "light" : "dark"
            let under = #"""
                "canvas": {"width": 70, "height": 44, "scale": 1},
                "appearance": "\#(appearance)",
                "background": {"linearGradient": {"from": [0, 0], "to": [70, 44], "stops": [["#FF9500", 0], ["#5856D6", 1]]}},
                "layers": [
                  {"type": "shape", "frame": [20, 10, 8, 30], "fill": "#000000"},
                  {"type": "shape", "frame": [34, 18, 30, 5], "corners": 2, "fill": "#FFFFFF"}
                """#
            let count = Int.random(in: 2...4, using: &rng)
            let children = (0..<count).map { _ -> String in
                let x = Double.random(in: -15...60, using: &rng)
                let y = Double.random(in: -10...38, using: &rng)
                let w = Double.random(in: 2...36, using: &rng)
                let h = Double.random(in: 2...24, using: &rng)
                let corners = ["\"capsule\"", "0", "5", "9.5", ##"{"topLeft": 8, "bottomRight": 3}"##][
                    Int.random(in: 0..<5, using: &rng)]
                let style = ["regular", "clear"][Int.random(in: 0..<2, using: &rng)]
                let state = Int.random(in: 0..<4, using: &rng) == 0 ? "pressed" : "normal"
                let tint = Int.random(in: 0..<3, using: &rng) == 0 ? ##", "tint": "#007AFF80""## : ""
                return
                    ##"{"type": "glass", "frame": [\##(x), \##(y), \##(w), \##(h)], "corners": \##(corners), "style": "\##(style)", "state": "\##(state)"\##(tint)}"##
            }
            let spacing = [0, 0.5, 6, 20][Int.random(in: 0..<4, using: &rng)]
            let json =
                #"{\#(under), {"type": "glassContainer", "spacing": \#(spacing), "children": [\#(children.joined(separator: ", "))]}]}"#
            let scene = try resolve(json)
            guard case .container(let c) = scene.layers.last else {
                Issue.record("no container")
                continue
            }
            let beneath = Renderer.render(try resolve("{\(under)]}"))
            let elements = c.children.map { GlassElement(outline: $0.outline, parameters: $0.parameters) }
            var fast = beneath
            var slow = beneath
            var renderer = GlassGroupRenderer(elements: elements, spacingPx: c.spacingPx, scale: scene.scale)
            renderer.render(onto: &fast)
            renderer.fastPaths = false
            renderer.render(onto: &slow)
            let differing = zip(fast.bytes, slow.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "trial \(trial): \(differing) bytes differ in \(json)")
            if fast.bytes != beneath.bytes { changed += 1 }
            checked += 1
        }
        // The glass was drawn (a few random containers may lie off the canvas).
        #expect(checked == 16 && changed >= 13)
    }
}
