import Foundation
import GlassRender
import GlassScene
import GlassText
import Testing

/// Large glyphs off the canvas: they are not rasterized, and a run holds its glyphs' masks one at a time, so
/// text stays within its memory estimate however many large distinct glyphs a scene has (a run of 500
/// distinct CJK glyphs at 341 pt once held 1.63 GB against an estimate of 289 MB, and aborted under a
/// memory cap instead of being refused).
@Suite struct GlyphMemoryTests {
    /// A line of `count` distinct CJK characters, one em (1000 px) each, starting `offsetPt` left of the canvas.
    static func layer(first: UInt32, count: Int, offsetPt: Int, y: Int) -> String {
        let text = String(String.UnicodeScalarView((0..<UInt32(count)).compactMap { Unicode.Scalar(first + $0) }))
        return
            ##"{"type": "text", "text": "\##(text)", "frame": [\##(-offsetPt), \##(y), \##(count * 1000 + 1), 1000], "font": {"size": 1000}}"##
    }

    static func scene(_ layers: [String]) -> String {
        ##"{"canvas": {"width": 1000, "height": 1000, "scale": 1}, "background": "#FFFFFF", "layers": [\##(layers.joined(separator: ", "))]}"##
    }

    @Test func glyphsOffTheCanvasAreNotRasterized() throws {
        // 60 glyphs, only the last on the canvas.
        let json = Self.scene([Self.layer(first: 0x4E00, count: 60, offsetPt: 59_000, y: 0)])
        let scene = try SceneLoader.resolve(bytes: Array(json.utf8), file: "s.json", directory: "/tmp")
        // Counted by size: tests running beside this one rasterize glyphs too, never at 1000 px.
        GlyphCache.shared.removeAll()
        let before = GlyphCache.shared.misses(size26: 1000 * 64)
        let image = Renderer.renderImage(scene)
        let rasterized = GlyphCache.shared.misses(size26: 1000 * 64) - before
        #expect(rasterized >= 1 && rasterized <= 2, "\(rasterized) glyphs rasterized")
        // The visible glyph is drawn: some pixels are dark.
        #expect(image.bytes.contains { $0 < 128 })
    }

    /// Not under a sanitizer: its shadow memory is most of a process's resident memory there.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil))
    func manyLargeGlyphsStayWithinTheEstimate() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.scene([]).write(to: dir.appendingPathComponent("tiny.json"), atomically: true, encoding: .utf8)
        let baseline = try await MemoryEstimateTests.peakResidentBytes(
            ["render", "tiny.json", "-o", "tiny.png", "--threads", "1"], in: dir)
        // Four runs of 90 distinct glyphs of 4 MB masks each, one or two of each on the canvas.
        let layers = (0..<4).map {
            Self.layer(first: 0x4E00 + UInt32($0) * 100, count: 90, offsetPt: 89_000 - 500 * $0, y: 250 * $0)
        }
        let json = Self.scene(layers)
        try json.write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let peak =
            try await MemoryEstimateTests.peakResidentBytes(
                ["render", "s.json", "-o", "s.png", "--threads", "1"], in: dir)
            - baseline
        let estimate = try MemoryEstimateTests.estimate(json, in: dir)
        print("memory large glyphs: measured \(peak >> 20) MB over the baseline, estimated \(estimate >> 20) MB")
        #expect(peak <= estimate + (1 << 20), "measured \(peak), estimated \(estimate)")
    }
}
