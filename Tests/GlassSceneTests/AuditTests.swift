import Foundation
import GlassCore
import GlassPNG
import GlassRender
import GlassScene
import Testing

/// `LegibilityAudit`: figures measured from rendered pixels, against the same pixels without the layer.
@Suite struct AuditTests {
    static func audit(_ json: String, directory: String = NSTemporaryDirectory(), workers: Workers = .serial) throws
        -> [LayerLegibility]
    {
        LegibilityAudit.run(RenderPlan(try resolve(json, directory: directory)), workers: workers).layers
    }

    /// A 200×120 pt page at 2× (or `scale`) with `layers`.
    static func page(_ layers: String, background: String = "#FFFFFF", scale: Int = 2) -> String {
        #"{"canvas": {"width": 200, "height": 120, "scale": \#(scale)}, "background": "\#(background)", "layers": [\#(layers)]}"#
    }

    static func text(_ color: String, size: Double, weight: Int = 400, frame: String = "[10, 10, 180, 40]") -> String {
        #"{"type": "text", "text": "Hamburgefonstiv", "frame": \#(frame), "font": {"size": \#(size), "weight": \#(weight)}, "color": "\#(color)"}"#
    }

    @Test func blackTextOnWhiteMeasures21To1() throws {
        let layers = try Self.audit(Self.page(Self.text("#000000", size: 17)))
        #expect(layers.count == 1)
        let l = try #require(layers.first)
        #expect(abs(try #require(l.contrast) - 21) < 1e-9)
        #expect(abs(try #require(l.apcaLc) - 106.04) < 0.01)
        #expect(l.required == 4.5 && l.pass)
        #expect(l.source == GlyphSource(path: "layers[0]", kind: .text, sizePt: 17, weight: 400))
        #expect(l.inkPixels > 200)
    }

    @Test func grey777777FailsAt17PointsAndPassesAt18() throws {
        for (size, pass) in [(17.0, false), (18.0, true)] {
            let l = try #require(try Self.audit(Self.page(Self.text("#777777", size: size))).first)
            #expect(abs(try #require(l.contrast) - 4.478) < 0.001)
            #expect(l.required == (pass ? 3 : 4.5))
            #expect(l.pass == pass)
        }
        // Bold at 17 pt takes the large-text minimum too.
        #expect(try Self.audit(Self.page(Self.text("#777777", size: 17, weight: 700))).first?.pass == true)
    }

    @Test func aSymbolUsesTheThreeToOneMinimum() throws {
        // #888888 on white is 3.54:1: enough for a symbol, not for 17 pt text.
        let symbol =
            ##"{"type": "symbol", "name": "heart.fill", "frame": [10, 10, 60, 60], "size": 30, "color": "#888888"}"##
        let layers = try Self.audit(
            Self.page(symbol + ", " + Self.text("#888888", size: 17, frame: "[80, 10, 110, 40]")))
        #expect(layers.map(\.source.kind) == [.symbol, .text])
        #expect(layers.map(\.required) == [3, 4.5])
        #expect(layers.map(\.pass) == [true, false])
        #expect(abs(try #require(layers[0].contrast) - 3.54) < 0.01)
    }

    /// A label across a photo whose left part is black and right part white, under clear glass: grey ink
    /// reads better on black than on white, and the worse part decides though it holds only about a fifth
    /// of the ink (a median or a mean would follow the black).
    /// Audited by the release glass (`glass audit --json`: the same audit, its figures written in full).
    @Test func aLabelOverAHalfBlackHalfWhitePhotoIsJudgedByItsWorseHalf() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, left, right) in [("half", UInt8(0), UInt8(255)), ("white", 255, 255), ("black", 0, 0)] {
            var image = PixelBuffer(width: 40, height: 10)
            for y in 0..<10 {
                for x in 0..<40 {
                    let v = x < 28 ? left : right
                    image.bytes.replaceSubrange((y * 40 + x) * 4..<(y * 40 + x) * 4 + 4, with: [v, v, v, 255])
                }
            }
            try Data(try PNGCodec.encode(image)).write(to: dir.appendingPathComponent("\(name).png"))
        }
        func contrast(_ photo: String) async throws -> Double {
            let layers = #"""
                {"type": "image", "image": "\#(photo).png", "frame": [0, 0, 200, 120], "fit": "stretch"},
                {"type": "glass", "style": "clear", "frame": [10, 30, 180, 60], "corners": 20, "content": [
                  {"type": "text", "text": "Half and half, a label", "frame": [8, 10, 164, 40], "font": {"size": 17}, "color": "#8A8A8A", "alignment": "center"}]}
                """#
            let (scene, figures) = (
                dir.appendingPathComponent("\(photo).json"), dir.appendingPathComponent("\(photo)-audit.json")
            )
            try Data(Self.page(layers).utf8).write(to: scene)
            let r = try await ReleaseGlass.run(["audit", scene.path, "--json", figures.path])
            #expect(r.status == 0 || r.status == 1, "glass audit exited \(r.status)")
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: figures))
            let found = try #require((object as? [String: Any])?["layers"] as? [[String: Any]])
            #expect(found.compactMap { $0["path"] as? String } == ["layers[1].content[0]"])
            return try #require(found.first?["contrast"] as? Double)
        }
        let half = try await contrast("half")
        let onWhite = try await contrast("white")
        let onBlack = try await contrast("black")
        // The grey reads better on the glass over black than over white; the label over both reads as over
        // white (an average of the halves would sit between them).
        #expect(onBlack > onWhite * 1.15)
        #expect(abs(half - onWhite) < onWhite * 0.05)
        #expect(half < onWhite + (onBlack - onWhite) / 4)
    }

    /// Text that later glass covers is re-rendered in a window around it: the figures equal those measured
    /// against a whole render of the scene without the text. (At 1×: an equality that holds at any scale,
    /// for a quarter of the debug build's pixels.)
    @Test(arguments: [false, true])
    func aReRenderedWindowMatchesAWholeRenderWithoutTheLayer(glassContent: Bool) throws {
        let label =
            ##"{"type": "text", "text": "Under the glass", "frame": [20, 40, 160, 30], "font": {"size": 17}, "color": "#3A3A3C"}"##
        let stripes = #"""
            {"type": "shape", "frame": [0, 0, 100, 120], "fill": "#FF9500"},
            {"type": "shape", "frame": [60, 20, 40, 90], "corners": 12, "fill": "#5856D6"}
            """#
        // The label beneath a later glass, or in a glass beside which a later glass casts its shadow.
        let withLabel: String
        let without: String
        if glassContent {
            let later = #"{"type": "glass", "frame": [85, 25, 80, 60], "corners": 20}"#
            withLabel =
                "\(stripes), {\"type\": \"glass\", \"frame\": [10, 30, 100, 50], \"corners\": 20, \"content\": [\(label)]}, \(later)"
            without =
                "\(stripes), {\"type\": \"glass\", \"frame\": [10, 30, 100, 50], \"corners\": 20, \"content\": []}, \(later)"
        } else {
            let glass = #"{"type": "glass", "frame": [50, 35, 120, 40], "corners": 20}"#
            withLabel = "\(stripes), \(label), \(glass)"
            without = "\(stripes), \(glass)"
        }
        let plan = RenderPlan(try resolve(Self.page(withLabel, scale: 1)))
        let audited = try #require(LegibilityAudit.run(plan).layers.first)
        let expected = try Self.reference(plan, run: 0, without: Self.page(without, scale: 1))
        #expect(audited.inkPixels == expected.inkPixels)
        #expect(abs(try #require(audited.contrast) - expected.contrast) < 1e-12)
        // The glass changed the label's pixels, so this was the window's re-render, not the canvas before.
        #expect(expected.changed)
    }

    /// Labels far apart under one glass are re-rendered together; each measures as against a whole render
    /// without it (up to the glass's ambient colour, a mean over a wide area that the others' removal moves).
    /// At 1×, for a quarter of the debug build's pixels: the window and the equality are the same at any scale.
    @Test func labelsReRenderedTogetherMeasureAsAlone() throws {
        func label(_ y: Int) -> String {
            ##"{"type": "text", "text": "Row at \##(y)", "frame": [20, \##(y), 160, 24], "font": {"size": 17}, "color": "#3A3A3C"}"##
        }
        let back = ##"{"type": "shape", "frame": [0, 0, 100, 240], "fill": "#FF9500"}"##
        let glass = ##"{"type": "glass", "frame": [10, 5, 180, 230], "corners": 30}"##
        let page = { (layers: [String]) in
            ##"{"canvas": {"width": 200, "height": 240, "scale": 1}, "background": "#FFFFFF", "layers": [\##(layers.joined(separator: ", "))]}"##
        }
        let plan = RenderPlan(try resolve(page([back, label(10), label(200), glass])))
        let audited = LegibilityAudit.run(plan).layers
        #expect(audited.count == 2)
        for (i, without) in [[back, label(200), glass], [back, label(10), glass]].enumerated() {
            let expected = try Self.reference(plan, run: i, without: page(without))
            #expect(audited[i].inkPixels == expected.inkPixels)
            #expect(abs(try #require(audited[i].contrast) - expected.contrast) < 1e-3 * expected.contrast)
            #expect(expected.changed)
        }
    }

    /// The 10th-percentile ratio of glyph run `run` of `plan` measured against a whole render of `without`.
    static func reference(_ plan: RenderPlan, run: Int, without: String) throws -> (
        contrast: Double, inkPixels: Int, changed: Bool
    ) {
        let ink = Renderer.renderImage(plan)
        let background = Renderer.renderImage(try resolve(without))
        let (glyphs, clips) = try #require(Self.runs(plan.steps).dropFirst(run).first)
        let mask = Renderer.coverage(glyphs, clips: clips, canvas: PixelBuffer(width: ink.width, height: ink.height))
        var inkL: [Double] = []
        var backL: [Double] = []
        var changed = false
        for y in 0..<ink.height {
            for x in 0..<ink.width where mask.value(x: x, y: y) >= 0.5 {
                let p = ink[x, y]
                let q = background[x, y]
                inkL.append(Legibility.relativeLuminance(r: p.x, g: p.y, b: p.z))
                backL.append(Legibility.relativeLuminance(r: q.x, g: q.y, b: q.z))
            }
        }
        let median = inkL.sorted()[(inkL.count - 1) / 2]
        let contrast = try #require(Legibility.percentile(backL.map { Legibility.contrastRatio(median, $0) }, 0.1))
        changed = ink != background
        return (contrast, inkL.count, changed)
    }

    /// Within a tiny budget each run is captured in a render of its own, and a run whose window another glass
    /// covers is measured against the canvas before it, flagged; a budget that holds them all flags none.
    @Test func theBudgetBoundsWhatIsKeptAndFlagsWhatIsEstimated() throws {
        let scene = try resolve(
            Self.page(
                ##"""
                {"type": "shape", "frame": [0, 0, 100, 120], "fill": "#FF9500"},
                {"type": "text", "text": "Covered", "frame": [20, 6, 160, 30], "font": {"size": 17}, "color": "#3A3A3C"},
                {"type": "text", "text": "Open", "frame": [20, 90, 160, 30], "font": {"size": 17}, "color": "#000000"},
                {"type": "glass", "frame": [50, 4, 120, 34], "corners": 17}
                """##))
        let plan = RenderPlan(scene)
        let full = LegibilityAudit.run(plan)
        let tiny = LegibilityAudit.run(plan, budgetBytes: 1)
        #expect(full.canvas == tiny.canvas)
        #expect(full.layers.map(\.source.path) == ["layers[1]", "layers[2]"])
        #expect(tiny.layers.map(\.source.path) == ["layers[1]", "layers[2]"])
        #expect(full.layers.map(\.backgroundEstimated) == [false, false])
        #expect(tiny.layers.map(\.backgroundEstimated) == [true, false])
        #expect(tiny.layers[1] == full.layers[1])
        #expect(tiny.layers[0].contrast != full.layers[0].contrast)
    }

    static func runs(_ steps: [RenderPlan.Step]) -> [(GlyphRunLayer, [RoundedRect])] {
        steps.flatMap { step -> [(GlyphRunLayer, [RoundedRect])] in
            switch step {
            case .glyphs(let run, let clips): return [(run, clips)]
            case .glass(let g): return runs(g.content)
            default: return []
            }
        }
    }

    /// (At 1×: the paths are the same at every scale, and the debug build renders a 3× screen for minutes.)
    @Test func componentTextCarriesTheUsersPath() throws {
        let json = #"""
            {"device": "iPhone 17 Pro", "canvas": {"scale": 1}, "background": "#F2F2F7", "layers": [
              {"type": "shape", "frame": [0, 0, 10, 10], "fill": "#FF0000"},
              {"type": "navigationBar", "title": "Inbox", "trailing": [{"symbol": "magnifyingglass"}, {"title": "Edit"}]},
              {"type": "text", "text": "Plain", "frame": [20, 300, 200, 30]}
            ]}
            """#
        let paths = try Self.audit(json).map(\.source.path)
        #expect(paths.contains("layers[1].title"))
        #expect(paths.contains("layers[1].trailing[0]"))
        #expect(paths.contains("layers[1].trailing[1]"))
        #expect(paths.contains("layers[2]"))
    }

    /// The showcase (every kind of label glass draws) at 1×: the same layers and the same bands split
    /// among the threads as at 3×, with a ninth of the pixels for this debug build to render three times.
    @Test func theFiguresAndTheCanvasAreTheSameAtEveryThreadCount() throws {
        let scenes = SchemaTests.root.path + "/scenes"
        var json = try String(contentsOfFile: scenes + "/showcase.json", encoding: .utf8)
        json.replaceSubrange(json.firstRange(of: "{")!, with: #"{"canvas": {"scale": 1}, "#)
        let plan = RenderPlan(try resolve(json, directory: scenes))
        #expect(plan.widthPx == 402 && plan.scale == 1)
        let one = LegibilityAudit.run(plan, workers: .serial)
        let three = LegibilityAudit.run(plan, workers: .pool(threads: 3))
        #expect(one.layers == three.layers)
        #expect(one.canvas == three.canvas)
        #expect(one.canvas == Renderer.render(plan))
        #expect(one.layers.count > 30)
    }
}
