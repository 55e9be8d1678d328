import GlassScene
import Testing

/// The controls whose parts the layout engine places (button, segmented control, stepper, text field): where
/// each part sits, up to the engine's rounding to whole pixels, and that no part leaves its control.
extension MoreControlsTests {
    /// Whether each frame's centre is within half a point (the engine's rounding to whole pixels) of each point.
    static func centred(_ frames: [[Double]], at points: [[Double]]) -> Bool {
        frames.count == points.count
            && zip(frames, points).allSatisfy { f, p in
                abs(f[0] + f[2] / 2 - p[0]) <= 0.5 && abs(f[1] + f[3] / 2 - p[1]) <= 0.5
            }
    }

    /// Whether `frame` is `expected` but for its x, which is within half a point (rounded to a whole pixel).
    static func near(_ frame: [Double], _ expected: [Double]) -> Bool {
        abs(frame[0] - expected[0]) <= 0.5 && Array(frame[1...]) == Array(expected[1...])
    }

    /// A control's title, symbols and text stay inside its frame however narrow it is: the engine cuts a title
    /// short with "…" on its one line, never drawing it past the control's ends (a button's title spilled out
    /// of a narrow capsule, its symbol beyond the capsule's start).
    @Test(arguments: ["liquidGlass", "compatibility"], ["leftToRight", "rightToLeft"])
    func partsStayInsideANarrowControl(design: String, direction: String) throws {
        let long = "A much longer title than the control is wide"
        let controls: [(layer: String, frame: [Double])] = [
            (
                ##"{"type": "button", "frame": [20, 70, 90, 34], "title": "\##(long)", "symbol": "star.fill", "configuration": "gray"}"##,
                [20, 70, 90, 34]
            ),
            (
                ##"{"type": "button", "frame": [20, 70, 60, 28], "title": "\##(long)", "configuration": "plain"}"##,
                [20, 70, 60, 28]
            ),
            (
                ##"{"type": "segmentedControl", "frame": [20, 70, 200, 32], "segments": ["Day", "\##(long)", "Month"]}"##,
                [20, 70, 200, 32]
            ),
            (
                ##"{"type": "textField", "frame": [20, 70, 200, 36], "text": "\##(long)", "symbol": "magnifyingglass", "clearButton": true}"##,
                [20, 70, 200, 36]
            ),
        ]
        for (layer, f) in controls {
            let r = try Self.lowered(layer, design: design, direction: direction)
            let x = direction == "leftToRight" ? f[0] : 402 - f[0] - f[2]
            let parts = Self.frames(r, "text") + Self.frames(r, "symbol")
            #expect(!parts.isEmpty, "\(layer)")
            for p in parts {
                let inside =
                    p[0] >= x - 0.5 && p[0] + p[2] <= x + f[2] + 0.5 && p[1] >= f[1] && p[1] + p[3] <= f[1] + f[3]
                #expect(inside, "\(design) \(direction) \(layer): a part at \(p) outside the control at \(f)")
            }
            #expect(
                r.filter { O.value($0, "type") == .string("text") }.allSatisfy { O.value($0, "lines") == .number(1) })
        }
    }
}
