import GlassCore
import GlassRender
import GlassScene
import Testing

/// Glass near or beyond the canvas edges: what reaches the canvas (the shadow, the rim) must not depend
/// on which edge it is beyond, or on where along that edge it sits.
@Suite struct OffCanvasTests {
    /// A 60×60 pt grey canvas with one regular glass square of 20 pt at (`x`, `y`).
    static func render(x: Double, y: Double, container: Bool = false, height: Int = 60) throws -> PixelBuffer {
        let glass = #"{"type": "glass", "frame": [\#(x), \#(y), 20, 20], "corners": 6}"#
        let layer = container ? #"{"type": "glassContainer", "spacing": 10, "children": [\#(glass)]}"# : glass
        return Renderer.render(
            try resolve(
                ##"{"canvas": {"width": 60, "height": \##(height), "scale": 1}, "background": "#808080", "layers": [\##(layer)]}"##
            ))
    }

    static func changed(_ image: PixelBuffer) -> Int {
        (0..<image.pixelCount).filter { image.bytes[$0 * 4] != 128 || image.bytes[$0 * 4 + 1] != 128 }.count
    }

    /// The review's case: glass 1 pt beyond each edge casts its shadow in. Before the fix the left and top
    /// changed pixels, the right and bottom none, because each outline was clipped to the canvas (to the
    /// empty rectangle at the origin) before being grown by the shadow's reach.
    @Test(arguments: [false, true])
    func shadowReachesInFromEveryEdge(container: Bool) throws {
        for along in [-15.0, 5, 20, 35, 55] {
            let left = try Self.render(x: -21, y: along, container: container)
            let right = try Self.render(x: 61, y: along, container: container)
            let top = try Self.render(x: along, y: -21, container: container)
            let bottom = try Self.render(x: along, y: 61, container: container)
            let counts = [left, right, top, bottom].map(Self.changed)
            #expect(counts[0] > 0, "along \(along): no shadow")
            #expect(Set(counts).count == 1, "along \(along): changed pixels left, right, top, bottom \(counts)")
            // Mirror images of each other, within a level (the field's rounding is not mirror-exact).
            var worst = 0
            for y in 0..<60 {
                for x in 0..<60 {
                    worst = max(worst, abs(Int(left[x, y].x) - Int(right[59 - x, y].x)))
                    worst = max(worst, abs(Int(top[x, y].x) - Int(bottom[x, 59 - y].x)))
                }
            }
            #expect(worst <= 1, "along \(along): mirrored shadows differ by \(worst)")
        }
    }

    /// The same glass at every height beyond the left edge changes the same pixels, shifted (on a canvas
    /// tall enough that the shadow is never cut by the top or bottom).
    @Test func shadowDoesNotDependOnPositionAlongTheEdge() throws {
        let counts = try [60.0, 75, 90, 120].map { Self.changed(try Self.render(x: -21, y: $0, height: 200)) }
        #expect(counts[0] > 0 && Set(counts).count == 1, "\(counts)")
    }

    /// Far beyond the shadow's reach nothing changes, on any side.
    @Test func glassBeyondTheShadowsReachChangesNothing() throws {
        for (x, y) in [(-100.0, 20.0), (160, 20), (20, -100), (20, 160), (-99999, -99999), (99990, 99990)] {
            #expect(Self.changed(try Self.render(x: x, y: y)) == 0, "(\(x), \(y))")
        }
    }

    /// A container whose children lie on both sides of the canvas: the union of their bounds is taken
    /// where they are, and each casts the same shadow as when alone.
    @Test func containerSpanningTheCanvasCastsBothShadows() throws {
        let json = ##"""
            {"canvas": {"width": 60, "height": 60, "scale": 1}, "background": "#808080", "layers": [
              {"type": "glassContainer", "spacing": 4, "children": [
                {"type": "glass", "frame": [-21, 20, 20, 20], "corners": 6},
                {"type": "glass", "frame": [61, 20, 20, 20], "corners": 6}]}]}
            """##
        let both = Renderer.render(try resolve(json))
        let left = try Self.render(x: -21, y: 20)
        let right = try Self.render(x: 61, y: 20)
        var worst = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let expected = x < 30 ? left[x, y].x : right[x, y].x
                worst = max(worst, abs(Int(both[x, y].x) - Int(expected)))
            }
        }
        #expect(Self.changed(both) == Self.changed(left) + Self.changed(right))
        #expect(worst <= 1, "worst \(worst)")
    }
}
