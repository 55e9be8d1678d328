import Foundation
import GlassCore
import GlassPNG
import Testing

/// A glass's `contentBlur`: 0, and σ too small to move a pixel (tiny and denormal), draw exactly what no key
/// draws; a blur spreads the content but stays inside the glass (every pixel outside it is the same as with
/// sharp content); content that needs the glass under it (nested adaptive glass, vibrant text) is drawn sharp.
@Suite struct ContentBlurTests {
    static let square = ##"{"type": "shape", "frame": [2, 14, 12, 12], "fill": "#000000"}"##

    static func scene(_ blur: String?, content: String = square) -> String {
        let key = blur.map { #", "contentBlur": \#($0)"# } ?? ""
        return ##"""
            {"canvas": {"width": 80, "height": 60, "scale": 2}, "background": "#3366AA",
             "layers": [{"type": "glass", "frame": [10, 10, 60, 40], "corners": "capsule"\##(key),
               "content": [\##(content)]}]}
            """##
    }

    static func render(_ blur: String?, content: String = square, in dir: URL) async throws -> PixelBuffer {
        let name = "b\(blur ?? "none")-\(content.count).json"
        try Self.scene(blur, content: content).write(
            to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let r = try await CLI.runRelease(["render", name, "-o", "\(name).png"], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        return try PNGCodec.decode(Array(try Data(contentsOf: dir.appendingPathComponent("\(name).png"))))
    }

    @Test func aBlurSpreadsTheContentInsideTheGlass() async throws {
        let dir = try CLI.temporaryDirectory()
        let sharp = try await Self.render(nil, in: dir)
        #expect(try await Self.render("0", in: dir) == sharp, "0 is no blur")
        for tiny in ["5e-324", "1e-300", "0.001", "0.1"] {
            #expect(try await Self.render(tiny, in: dir) == sharp, "σ \(tiny) pt moves no pixel")
        }
        let blurred = try await Self.render("4", in: dir)
        var (outside, inside) = (0, 0)
        var (darkestSharp, darkestBlurred) = (255, 255)
        for y in 0..<sharp.height {
            for x in 0..<sharp.width {
                // The glass: 120 × 80 px at (20, 20), a capsule; its inside, two pixels in from the rim.
                let (px, py) = (Double(x) + 0.5 - 80, Double(y) + 0.5 - 60)
                let d = max(abs(px) - 20, 0)
                let r = (d * d + py * py).squareRoot()
                let (a, b) = (sharp[x, y], blurred[x, y])
                if r > 42 && a != b { outside += 1 }
                if r < 38 {
                    if a != b { inside += 1 }
                    darkestSharp = min(darkestSharp, Int(a.x))
                    darkestBlurred = min(darkestBlurred, Int(b.x))
                }
            }
        }
        #expect(outside == 0, "the blur stays inside the glass: \(outside) pixels outside differ")
        #expect(inside > 20 * 20, "the blurred square spreads: \(inside) pixels differ")
        #expect(darkestBlurred > darkestSharp + 40, "darkest \(darkestSharp) sharp, \(darkestBlurred) blurred")
    }

    @Test func contentThatReadsTheGlassUnderItIsDrawnSharp() async throws {
        let dir = try CLI.temporaryDirectory()
        let nested = ##"""
            {"type": "glass", "frame": [10, 6, 40, 28], "appearance": "auto",
             "content": [{"type": "shape", "frame": [14, 8, 12, 12], "fill": "label"}]}
            """##
        let vibrant =
            ##"{"type": "text", "text": "Go", "frame": [0, 0, 60, 40], "style": "title1", "color": "secondaryLabel"}"##
        for content in [nested, vibrant] {
            let sharp = try await Self.render(nil, content: content, in: dir)
            #expect(try await Self.render("4", content: content, in: dir) == sharp, "\(content)")
        }
    }
}
