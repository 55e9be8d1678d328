import Foundation
import GlassCore
import GlassRender
import GlassScene
import Testing

/// The pixels a render paints outside its glass are estimated from the plan (each step's area on the canvas)
/// and a scene above `RenderLimits.maxPaintPixels` is refused before anything is drawn: a hundred full-canvas
/// rounded shapes on a 6000 × 6000 canvas rendered for 221 s on one core (4096 of them, within every other
/// limit, for hours), a hundred full-canvas text layers for 92 s.
@Suite struct PaintWorkTests {
    static func canvas(_ layers: [String], side: Int = 6000) -> String {
        ##"{"canvas": {"width": \##(side), "height": \##(side), "scale": 1}, "background": "#FFFFFF", "layers": [\##(layers.joined(separator: ","))]}"##
    }

    static func shapes(_ count: Int, side: Int = 6000) -> String {
        let shape = ##"{"type": "shape", "frame": [0, 0, \##(side), \##(side)], "corners": 50, "fill": "#10203040"}"##
        return canvas(Array(repeating: shape, count: count), side: side)
    }

    static func texts(_ count: Int) -> String {
        let text = Array(repeating: "MMMMMM", count: 6).joined(separator: "\\n")
        return canvas(
            Array(
                repeating:
                    ##"{"type": "text", "text": "\##(text)", "frame": [0, 0, 6000, 6000], "font": {"size": 1000}, "color": "#000000", "lines": 0}"##,
                count: count))
    }

    static func outcome(_ json: String) throws -> Result<RenderPlan, SceneError> {
        let scene = try resolve(json)
        do throws(SceneError) {
            return .success(try Renderer.checkedPlan(scene).plan)
        } catch {
            return .failure(error)
        }
    }

    static func expectRefused(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        switch try outcome(json) {
        case .success(let p):
            Issue.record("refused expected; estimate \(p.estimatedPaintPixels())", sourceLocation: sourceLocation)
        case .failure(let e):
            #expect(e.kind == .badData && e.path.isEmpty, sourceLocation: sourceLocation)
            #expect(
                e.message.contains("million pixels")
                    && e.message.contains("the limit is \(Int(RenderLimits.maxPaintPixels / 1e6)) million"),
                "\(e.message)", sourceLocation: sourceLocation)
        }
    }

    @Test func hundredsOfFullCanvasLayersAreRefusedBeforeRendering() throws {
        try Self.expectRefused(Self.shapes(100))
        try Self.expectRefused(Self.shapes(4096))
        try Self.expectRefused(Self.texts(100))
        // Their small relations pass: a few full-canvas layers, or many on a phone-sized canvas.
        for json in [Self.shapes(10), Self.texts(10), Self.shapes(100, side: 1200)] {
            if case .failure(let e) = try Self.outcome(json) { Issue.record("\(e.message)") }
        }
    }

    /// The estimate follows the painted area: layers, their size, and nothing for what lies off the canvas.
    @Test func theEstimateFollowsTheArea() throws {
        func pixels(_ json: String) throws -> Double {
            switch try Self.outcome(json) {
            case .success(let p): p.estimatedPaintPixels()
            case .failure(let e): throw e
            }
        }
        // The background is one canvas; each layer adds its area on the canvas, nothing when off it.
        let background = try pixels(Self.shapes(0, side: 500))
        #expect(background <= 500 * 500)
        #expect(try pixels(Self.shapes(2, side: 500)) == background + 2 * 500 * 500)
        let off = Self.canvas([##"{"type": "shape", "frame": [5000, 5000, 50, 50]}"##], side: 500)
        #expect(try pixels(off) == background)
        let blank = try pixels(Self.canvas([]))
        let oneText = try pixels(Self.texts(1)) - blank
        #expect(oneText > 5000 * 5000 && oneText <= 6000 * 6000)
        #expect(try pixels(Self.texts(2)) - blank == 2 * oneText)
    }

    /// Every scene of the repository, in both designs, stays under a quarter of the limit.
    @Test func theRepositorysScenesStayFarUnderTheLimit() throws {
        var most = (pixels: 0.0, name: "")
        let files = SchemaTests.repositoryScenes()
        #expect(files.count > 50)
        for path in files {
            for design in [Design.liquidGlass, .compatibility] {
                guard let scene = try? SceneLoader.load(path: path, overrides: SceneOverrides.none.with(design)) else {
                    continue  // scenes that are refused on purpose
                }
                let pixels = RenderPlan(scene).estimatedPaintPixels()
                if pixels > most.pixels { most = (pixels, "\(path) \(design)") }
            }
        }
        #expect(most.pixels < RenderLimits.maxPaintPixels / 4, "\(most)")
    }
}
