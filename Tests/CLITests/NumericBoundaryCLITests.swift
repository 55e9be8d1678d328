import Foundation
import Testing

/// Numbers at the edge of what a scene can hold, through the built binary: each renders what it shows or
/// is refused in one line (exit 65); none traps (exit 132/134 took a whole folder render down).
@Suite struct NumericBoundaryCLITests {
    /// Renders `scene` and `expected` (scene texts) in a fresh folder with a 4 × 4 PNG `pic.png`, and
    /// returns the render's result and `glass compare`'s of the two outputs.
    static func renderAndCompare(_ scene: String, _ expected: String) throws -> (CLI.Result, CLI.Result) {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(scene.utf8).write(to: dir.appendingPathComponent("a.json"))
        try Data(expected.utf8).write(to: dir.appendingPathComponent("b.json"))
        let picture = try CLI.run(["render", "b.json", "-o", "pic.png"], in: dir)  // any PNG will do
        #expect(picture.code == 0, "\(picture.stderr)")
        let r = try CLI.run(["render", "a.json", "-o", "a.png"], in: dir)
        let e = try CLI.run(["render", "b.json", "-o", "b.png"], in: dir)
        #expect(e.code == 0, "\(e.stderr)")
        let c = try CLI.run(["compare", "a.png", "b.png", "--tolerance", "0"], in: dir)
        return (r, c)
    }

    /// Finding 1: a 10⁻⁹ viewBox scales `M 0 0 L 5 1e9 L 10 0 Z` by 2·10¹⁰, to a triangle whose apex is
    /// 2·10¹⁹ px down (`Int(b.y.rounded(.up))` trapped). It covers the whole canvas: the same pixels as a
    /// square of the label colour.
    @Test func tinyViewBoxPathRendersWhatItCovers() throws {
        let (r, c) = try Self.renderAndCompare(
            ##"{"canvas": {"width": 40, "height": 40, "scale": 1}, "layers": [{"type": "path", "frame": [0, 0, 20, 20], "viewBox": [0, 0, 1e-9, 1e-9], "d": "M 0 0 L 5 1e9 L 10 0 Z"}]}"##,
            ##"{"canvas": {"width": 40, "height": 40, "scale": 1}, "layers": [{"type": "shape", "frame": [0, 0, 40, 40], "fill": "label"}]}"##
        )
        #expect(r.code == 0 && r.stderr.isEmpty, "exit \(r.code): \(r.stderr.prefix(300))")
        #expect(c.code == 0 && c.stdout.contains("max channel delta: 0"), "\(c.stdout)")
    }

    /// A viewBox so small one unit would span more than 10¹⁵ px (its coordinates would overflow `Double`)
    /// is refused at the side that sets the scale, with the smallest size accepted.
    @Test func viewBoxBeyondDoubleIsRefused() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (box, index) in [("[0, 0, 5e-324, 5e-324]", 2), ("[0, 0, 1e-300, 1e-299]", 3)] {
            try Data(
                ##"{"canvas": {"width": 40, "height": 40, "scale": 1}, "layers": [{"type": "path", "frame": [0, 0, 20, 20], "viewBox": \##(box), "d": "M 0 0 L 5 1e9 L 10 0 Z"}]}"##
                    .utf8
            ).write(to: dir.appendingPathComponent("v.json"))
            let r = try CLI.run(["render", "v.json", "-o", "v.png"], in: dir)
            #expect(r.code == 65)
            expectOneErrorLine(r, contains: "v.json: layers[0].viewBox[\(index)]: ")
            #expect(r.stderr.contains("expected at least 2e-14"), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("v.png").path))
        }
    }

    /// Finding 2: a `backgroundExtension` 10⁻³⁰⁰ pt wide (`Int(start / size)` trapped), and one whose frame
    /// lies wholly before the leading edge (the copies' range came out reversed and trapped). Neither shows
    /// any of its image: both render as the bare canvas (the blur over the bands blurs a flat colour).
    @Test(arguments: ["[100, 100, 1e-300, 100]", "[-1000, 100, 10, 100]", "[100, 5e4, 10, 5e-324]"])
    func backgroundExtensionAtNumericEdges(frame: String) throws {
        let (r, c) = try Self.renderAndCompare(
            ##"{"canvas": {"width": 400, "height": 400, "scale": 1}, "layers": [{"type": "backgroundExtension", "image": "pic.png", "frame": \##(frame)}]}"##,
            ##"{"canvas": {"width": 400, "height": 400, "scale": 1}, "layers": []}"##)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(frame): exit \(r.code): \(r.stderr.prefix(300))")
        #expect(c.code == 0 && c.stdout.contains("max channel delta: 0"), "\(frame): \(c.stdout)")
    }

    /// Finding 17 (scene part): a count given as a fraction is refused, naming the whole numbers accepted,
    /// instead of being truncated (`"lines": 1.5` drew one line).
    @Test func fractionalCountsAreRefused() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, String)] = [
            (
                ##"{"type": "text", "text": "Hello", "frame": [0, 0, 40, 20], "lines": 1.5}"##,
                "layers[0].lines: expected a line count: a whole number from 0 to 1000, got 1.5"
            ),
            (
                ##"{"type": "text", "text": "Hello", "frame": [0, 0, 40, 20], "lines": 5e-324}"##,
                "layers[0].lines: expected a line count: a whole number from 0 to 1000, got 5e-324"
            ),
            (
                ##"{"type": "slider", "frame": [0, 0, 40, 20], "ticks": 2.5}"##,
                "layers[0].ticks: expected a tick count: a whole number from 0 to 100, got 2.5"
            ),
            (
                ##"{"type": "slider", "frame": [0, 0, 40, 20], "ticks": 1e300}"##,
                "layers[0].ticks: expected a tick count: a whole number from 0 to 100, got 1e+300"
            ),
        ]
        for (layer, message) in cases {
            try Data(
                ##"{"canvas": {"width": 40, "height": 40, "scale": 1}, "layers": [\##(layer)]}"##.utf8
            ).write(to: dir.appendingPathComponent("n.json"))
            let r = try CLI.run(["render", "n.json", "-o", "n.png"], in: dir)
            #expect(r.code == 65, "\(layer)")
            expectOneErrorLine(r, contains: "error: n.json: " + message)
        }
        // Whole numbers written with a fraction part or an exponent are whole numbers.
        try Data(
            ##"{"canvas": {"width": 40, "height": 40, "scale": 1}, "layers": [{"type": "text", "text": "Hello", "frame": [0, 0, 40, 20], "lines": 2.0}, {"type": "slider", "frame": [0, 20, 40, 20], "ticks": 1e1}]}"##
                .utf8
        ).write(to: dir.appendingPathComponent("w.json"))
        let w = try CLI.run(["render", "w.json", "-o", "w.png"], in: dir)
        #expect(w.code == 0 && w.stderr.isEmpty, "\(w.stderr)")
    }
}
