import Foundation
import GlassCore
import GlassRender
import GlassScene
import GlassText
import Testing

/// Text, symbol and path layers in scenes: what resolves, and every refusal with its JSON path.
@Suite struct TextSceneTests {
    @Test func textErrors() {
        expectError(
            layer(##"{"type": "text", "text": "", "frame": [0, 0, 10, 10]}"##), path: "layers[0].text", "empty string")
        let long = String(repeating: "x", count: 10_000)
        expectError(
            layer(##"{"type": "text", "text": "\##(long)", "frame": [0, 0, 10, 10]}"##), path: "layers[0].text",
            "10000 characters; the limit is 4000 per text layer")
        expectError(
            layer(##"{"type": "text", "text": "a", "frame": [0, 0, 10, 10], "font": {"size": 5000}}"##),
            path: "layers[0].font.size", "5000 pt is 5000 px at 1×; the limit is 1024 px per em")
        expectError(
            layer(##"{"type": "text", "text": "a", "frame": [0, 0, 10, 10], "font": {"size": 0}}"##),
            path: "layers[0].font.size", "above 0")
        expectError(
            layer(##"{"type": "text", "text": "a", "frame": [0, 0, 10, 10], "font": {"family": "Helvetica Nueue"}}"##),
            path: "layers[0].font.family", "no installed font family \"Helvetica Nueue\"; installed: ")
        expectError(
            layer(##"{"type": "text", "text": "a", "frame": [0, 0, 10, 10], "font": {"weight": 950}}"##),
            path: "layers[0].font.weight", "a weight from 100 to 900, got 950")
        expectError(
            layer(##"{"type": "text", "text": "a", "frame": [0, 0, 10, 10], "font": {"weight": "bolder"}}"##),
            path: "layers[0].font.weight", "did you mean")
        expectError(
            layer(##"{"type": "text", "text": "a", "frame": [0, 0, 10, 10], "style": "heading"}"##),
            path: "layers[0].style", "did you mean \"headline\"?")
        expectError(
            layer(##"{"type": "text", "text": "a", "frame": [0, 0, 10, 10], "font": {"file": "nope.ttf"}}"##),
            path: "layers[0].font.file", "no such font file: nope.ttf", kind: .missingInput)
    }

    /// The scene's text in all is bounded too, before it is shaped: 26 layers of 4000 characters pass the
    /// per-layer limit but not the scene's.
    @Test func theScenesTextIsBoundedInAll() throws {
        let body = String(repeating: "x", count: 4000)
        func scene(_ layers: Int) -> String {
            let l = (0..<layers).map { _ in ##"{"type": "text", "text": "\##(body)", "frame": [0, 0, 10, 10]}"## }
            return
                ##"{"canvas": {"width": 10, "height": 10, "scale": 1}, "background": "#FFFFFF", "layers": [\##(l.joined(separator: ","))]}"##
        }
        _ = try resolve(scene(25))
        expectError(
            scene(26), path: "layers[25].text",
            "the scene's text layers come to 104000 characters; the limit is 100000 in all")
    }

    /// A font file that is not a font (a PNG, truncated bytes) is exit 65 with the file named.
    @Test func aFileThatIsNotAFont() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("not a font at all".utf8).write(to: dir.appendingPathComponent("junk.ttf"))
        let inter = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
        try inter.prefix(2000).write(to: dir.appendingPathComponent("cut.otf"))
        for name in ["junk.ttf", "cut.otf"] {
            expectError(
                layer(##"{"type": "text", "text": "a", "frame": [0, 0, 10, 10], "font": {"file": "\##(name)"}}"##),
                path: "layers[0].font.file", "\(name) is not a font FreeType can read", directory: dir.path)
        }
        // The real file by path works.
        let scene = try resolve(
            layer(
                ##"{"type": "text", "text": "a", "frame": [0, 0, 10, 10], "font": {"file": "/usr/share/fonts/opentype/inter/Inter-Bold.otf"}}"##
            ))
        guard case .glyphs(let run) = scene.layers[0] else {
            Issue.record("no glyphs")
            return
        }
        #expect(run.glyphs.count == 1 && run.glyphs[0].font.file.hasSuffix("Inter-Bold.otf"))
    }

    @Test func symbolErrors() {
        expectError(
            layer(##"{"type": "symbol", "name": "house.fil", "frame": [0, 0, 10, 10]}"##), path: "layers[0].name",
            "unknown symbol \"house.fil\"; the closest known: \"house.fill\", \"house\", \"house.circle\"")
        expectError(
            layer(##"{"type": "symbol", "name": "gear", "frame": [0, 0, 10, 10], "size": 2000}"##),
            path: "layers[0].size", "the limit is 1024 px per em")
    }

    @Test func pathErrors() {
        func path(_ d: String) -> String { layer(##"{"type": "path", "d": "\##(d)", "frame": [0, 0, 10, 10]}"##) }
        expectError(path("L 1 2"), path: "layers[0].d", "offset 0 (\"L 1 2\"): path data must start with M or m")
        expectError(path("M 1 2 L 3 x"), path: "layers[0].d", "offset 10 (\"x\"): expected a number")
        expectError(path("M 1 2 K 3 4"), path: "layers[0].d", "offset 6 (\"K 3 4\"): unknown command 'K'")
        expectError(
            path("M 0 0 A 5 5 0 2 0 10 10"), path: "layers[0].d",
            "offset 14 (\"2 0 10 10\"): expected an arc flag 0 or 1")
        expectError(path("M 0 0 L 1e400 0"), path: "layers[0].d", "offset 8")
        expectError(path(""), path: "layers[0].d", "expected path data")
        expectError(
            layer(##"{"type": "path", "d": "M0 0L1 1", "frame": [0, 0, 10, 10], "viewBox": [0, 0, 0, 5]}"##),
            path: "layers[0].viewBox[2]", "width above 0")
        expectError(
            layer(##"{"type": "path", "d": "M0 0L1 1", "frame": [0, 0, 10, 10], "fillRule": "even-odd"}"##),
            path: "layers[0].fillRule", "did you mean \"evenodd\"?")
    }

    /// Paths whose edges would cross too many pixel rows (thousands of long edges over a large canvas:
    /// minutes and gigabytes to rasterize) are refused at their `d`, counted over the whole scene; a path that
    /// is long only off the canvas is not.
    @Test func pathRasterWorkIsBounded() throws {
        func scene(_ paths: [(d: String, stroke: Bool)]) -> String {
            let layers = paths.map { p in
                ##"{"type": "path", "d": "\##(p.d)", "frame": [0, 0, 2000, 2000], "viewBox": [0, 0, 2000, 2000]\##(p.stroke ? #", "fill": "none", "stroke": {"width": 2}"# : "")}"##
            }
            return
                ##"{"canvas": {"width": 2000, "height": 2000, "scale": 1}, "background": "#FFFFFF", "layers": [\##(layers.joined(separator: ","))]}"##
        }
        func zigzag(_ n: Int, height: Int = 2000) -> String {
            "M0 0 " + (0..<n).map { "L\($0 % 2000) \($0 % 2 == 0 ? 0 : height)" }.joined(separator: " ")
        }
        // 5000 edges × 2000 rows = 10 million edge-rows.
        expectError(scene([(zigzag(5000), false)]), path: "layers[0].d", "the limit is 8000000")
        // Two paths of 2.5 million each pass; a third (the scene's total) does not.
        _ = try resolve(scene([(zigzag(1250), false), (zigzag(1250), false)]))
        expectError(
            scene([(zigzag(1250), false), (zigzag(1250), false), (zigzag(1250), false), (zigzag(1250), false)]),
            path: "layers[3].d", "edge-rows in all")
        // A stroke counts each edge about twice, plus its width.
        expectError(scene([(zigzag(2000), true)]), path: "layers[0].d", "the limit is 8000000")
        // The same edges far below the canvas are chords of no rows.
        _ = try resolve(
            scene([
                (
                    "M0 99000 " + (0..<9000).map { "L\($0 % 2000) \(99000 + $0 % 2 * 2000)" }.joined(separator: " "),
                    false
                )
            ]))
    }

    /// `Path.rowCrossings` is an upper estimate of the edge-rows the rasterizer meets, filled and stroked.
    @Test func theRowCrossingEstimateBoundsTheWork() {
        var rng = SeededGenerator(state: 9)
        let canvas = RectPx(x: 0, y: 0, width: 300, height: 200)
        for _ in 0..<40 {
            var path = Path()
            path.move(to: SIMD2(Double.random(in: -50...350, using: &rng), Double.random(in: -50...250, using: &rng)))
            for k in 0..<12 {
                let p = { SIMD2(Double.random(in: -50...350, using: &rng), Double.random(in: -50...250, using: &rng)) }
                switch k % 3 {
                case 0: path.line(to: p())
                case 1: path.quad(control: p(), to: p())
                default: path.cubic(control1: p(), control2: p(), to: p())
                }
            }
            path.close()
            func edgeRows(_ polygons: [[SIMD2<Double>]]) -> Double {
                var rows = 0.0
                for c in polygons where c.count >= 2 {
                    for i in 0..<c.count {
                        let (a, b) = (c[i], c[(i + 1) % c.count])
                        let lo = max(0, min(a.y, b.y).rounded(.down))
                        let hi = min(200, max(a.y, b.y).rounded(.up))
                        if hi > lo { rows += hi - lo }
                    }
                }
                return rows
            }
            let lines = path.flattened(visible: canvas)
            let fill = edgeRows(lines.map(\.points))
            #expect(fill <= path.rowCrossings(visible: canvas) && fill > 0)
            for style in [
                StrokeStyle(width: 6), StrokeStyle(width: 40, join: .round, cap: .round),
                StrokeStyle(width: 3, join: .miter, miterLimit: 100), StrokeStyle(width: 0.5, join: .bevel),
            ] {
                let stroke = edgeRows(
                    Stroker.polygons(path.flattened(visible: canvas.insetBy(-style.width * 50)), style: style))
                #expect(stroke <= path.rowCrossings(visible: canvas, stroke: style), "\(style): \(stroke)")
            }
        }
    }

    /// Every SVG command, absolute and relative, with implicit repeats and packed numbers, parses and
    /// draws where it should.
    @Test func everyPathCommandDraws() throws {
        let d =
            "M2 2h6v6H2z m10 0 l6 0 0 6 -6 0z M2 12 C2 18 8 18 8 12 S14 6 14 12 Q17 18 20 12 T26 12 A3 3 0 0 1 32 12 a3 3 0 1 0 6 0 M.5.5l1-1"
        let scene = try resolve(
            ##"{"canvas": {"width": 40, "height": 20, "scale": 1}, "background": "#FFFFFF", "layers": [{"type": "path", "d": "\##(d)", "frame": [0, 0, 40, 20], "viewBox": [0, 0, 40, 20], "fill": "#000000"}]}"##
        )
        let image = Renderer.render(scene)
        #expect(image[5, 5].x == 0, "the first square is filled")
        #expect(image[15, 5].x == 0, "the relative square is filled")
        #expect(image[20, 5].x == 255, "between them nothing")
    }

    /// Semantic colours follow the appearance; `tint` is the scene's tint.
    @Test func semanticColours() throws {
        func background(_ color: String, dark: Bool = false, tint: String? = nil) throws -> SIMD4<UInt8> {
            let scene = try resolve(
                ##"{"canvas": {"width": 2, "height": 2, "scale": 1}, "appearance": "\##(dark ? "dark" : "light")", \##(tint.map { "\"tint\": \"\($0)\"," } ?? "") "background": "\##(color)"}"##
            )
            return Renderer.renderImage(scene)[0, 0]
        }
        #expect(try background("systemBlue") == SIMD4(0x00, 0x7A, 0xFF, 255))
        #expect(try background("systemBlue", dark: true) == SIMD4(0x0A, 0x84, 0xFF, 255))
        #expect(try background("tint") == SIMD4(0x00, 0x7A, 0xFF, 255))
        #expect(try background("tint", tint: "systemPink") == SIMD4(0xFF, 0x2D, 0x55, 255))
        #expect(try background("secondarySystemBackground", dark: true) == SIMD4(0x1C, 0x1C, 0x1E, 255))
        #expect(try background("secondaryLabel").w == 0x99)
    }

    /// Text, symbols and paths give the same bytes at every thread count, and again from a warm cache.
    @Test func theSameBytesAtEveryThreadCount() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for name in ["text-on-glass", "paths", "text-cjk-rtl"] {
            let path = root.appendingPathComponent("scenes/\(name).json").path
            GlyphCache.shared.removeAll()
            let one = Renderer.render(try SceneLoader.load(path: path), workers: .serial)
            for threads in [2, 3, 8] {
                let many = Renderer.render(try SceneLoader.load(path: path), workers: .pool(threads: threads))
                #expect(many == one, "\(name) at \(threads) threads")
            }
        }
    }
}
