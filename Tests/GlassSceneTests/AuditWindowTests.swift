import Foundation
import GlassCore
import GlassRender
import GlassScene
import Testing

/// The audit's windows rendered again with one frost per glass, patched near each window, and what it lists:
/// only layers that draw; its memory, counted.
@Suite struct AuditWindowTests {
    /// A noisy 160×100 canvas (premultiplied, opaque).
    static func noise(_ w: Int, _ h: Int, seed: UInt64) -> PixelBuffer {
        var state = seed
        var out = PixelBuffer(width: w, height: h)
        for i in 0..<(w * h) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for c in 0..<3 { out.bytes[i * 4 + c] = UInt8(truncatingIfNeeded: state >> (16 + 8 * UInt64(c))) }
            out.bytes[i * 4 + 3] = 255
        }
        return out
    }

    /// A glass of every kind whose frost is made differently: regular (the model's kernel and a tail), clear
    /// (its post-lens blur), an exact blur under and over the decimated threshold, a container of two, and
    /// glass wider than the canvas.
    static let kinds = [
        #"{"type": "glass", "frame": [10, 10, 140, 80], "corners": 24}"#,
        #"{"type": "glass", "style": "clear", "frame": [20, 14, 120, 70], "corners": 30}"#,
        #"{"type": "glass", "frame": [8, 8, 144, 84], "corners": 12, "material": {"blurRadius": 3}}"#,
        #"{"type": "glass", "frame": [8, 8, 144, 84], "corners": 12, "material": {"blurRadius": 14}}"#,
        #"{"type": "glassContainer", "spacing": 20, "children": [{"type": "glass", "frame": [10, 20, 60, 60], "corners": 30}, {"type": "glass", "frame": [76, 20, 70, 60], "corners": 30}]}"#,
        #"{"type": "glass", "frame": [-40, -30, 260, 170], "corners": 40}"#,
        #"{"type": "glass", "frame": [159, 99, 1, 1]}"#,
        #"{"type": "glass", "frame": [-100, 60, 130, 60], "corners": 10}"#,
        #"{"type": "glass", "frame": [8, 8, 144, 84], "material": {"blurRadius": 0}}"#,
        #"{"type": "glass", "frame": [8, 8, 144, 84], "material": {"blurRadius": 100}}"#,
        #"{"type": "glass", "style": "clear", "frame": [150, -5, 40, 40], "corners": 20, "material": {"blurRadius": 60}}"#,
        #"{"type": "glassContainer", "spacing": 200, "children": [{"type": "glass", "frame": [-10, -10, 20, 20], "corners": 10}, {"type": "glass", "frame": [150, 90, 20, 20], "corners": 10}]}"#,
    ]

    static func group(_ layer: String, width: Int = 160, height: Int = 100, scale: Int = 1) throws
        -> RenderPlan.GlassGroup
    {
        let plan = RenderPlan(
            try resolve(
                ##"{"canvas": {"width": \##(width), "height": \##(height), "scale": \##(scale)}, "background": "#808080", "layers": [\##(layer)]}"##
            ))
        for case .glass(let g) in plan.steps where !g.elements.isEmpty { return g }
        throw SceneError(.badData, file: "", path: "", "no glass")
    }

    /// A backdrop patched where the canvas changed is the backdrop made afresh of the changed canvas, bit for
    /// bit (the frost, and through the render the tail grids), and `restore` gives back the first one.
    @Test(arguments: kinds)
    func aPatchedBackdropIsTheBackdropMadeAfresh(layer: String) throws {
        let g = try Self.group(layer)
        let glass = GlassGroupRenderer(elements: g.elements, spacingPx: g.spacingPx, scale: g.scale)
        let before = Self.noise(160, 100, seed: 1)
        var after = before
        let changed = [
            PixelRect(x: 30, y: 20, width: 24, height: 12), PixelRect(x: 100, y: 60, width: 40, height: 30),
            PixelRect(x: 0, y: 0, width: 6, height: 100),
        ]
        let patch = Self.noise(160, 100, seed: 2)
        for r in changed { after.paste(patch.copy(r), x: r.x, y: r.y) }
        let original = glass.backdrop(of: before)
        var patched = original
        let saved = glass.patch(&patched, changed: changed, canvas: after)
        let fresh = glass.backdrop(of: after)
        #expect(Bool(patched.frosted == fresh.frosted), "the buffers differ")
        var viaPatch = after
        var viaFresh = after
        glass.render(onto: &viaPatch, backdrop: patched)
        glass.render(onto: &viaFresh, backdrop: fresh)
        #expect(Bool(viaPatch == viaFresh), "the buffers differ")
        var plain = after
        glass.render(onto: &plain)
        #expect(Bool(plain == viaFresh), "the buffers differ")
        glass.restore(&patched, saved)
        #expect(Bool(patched.frosted == original.frosted), "the buffers differ")
        var restored = before
        var again = before
        glass.render(onto: &restored, backdrop: patched)
        glass.render(onto: &again)
        #expect(Bool(restored == again), "the buffers differ")
    }

    /// The same on a larger canvas, for the reaches a small one hides: an exact blur of σ 30 (decimated six
    /// times) and regular glass at 3× (its frost and tail reach three times as far in pixels).
    @Test(arguments: [
        (#"{"type": "glass", "frame": [20, 20, 560, 360], "corners": 40, "material": {"blurRadius": 30}}"#, 1),
        (#"{"type": "glass", "frame": [10, 10, 180, 110], "corners": 30}"#, 3),
    ])
    func aPatchedBackdropIsTheBackdropMadeAfreshAtLargeReaches(layer: String, scale: Int) throws {
        let g = try Self.group(layer, width: 600 / scale, height: 400 / scale, scale: scale)
        let glass = GlassGroupRenderer(elements: g.elements, spacingPx: g.spacingPx, scale: g.scale)
        let before = Self.noise(600, 400, seed: 3)
        var after = before
        let changed = [
            PixelRect(x: 250, y: 150, width: 30, height: 20), PixelRect(x: 560, y: 0, width: 40, height: 40),
        ]
        let patch = Self.noise(600, 400, seed: 4)
        for r in changed { after.paste(patch.copy(r), x: r.x, y: r.y) }
        var patched = glass.backdrop(of: before)
        _ = glass.patch(&patched, changed: changed, canvas: after)
        #expect(Bool(patched.frosted == glass.backdrop(of: after).frosted), "the buffers differ")
        var viaPatch = after
        var plain = after
        glass.render(onto: &viaPatch, backdrop: patched)
        glass.render(onto: &plain)
        #expect(Bool(viaPatch == plain), "the buffers differ")
    }

    /// 12 lines of text in one frame under one glass over the whole canvas: each window is rendered again
    /// with the glass's one frost patched, and every line measures exactly as against a whole render of the
    /// scene without it.
    @Test func overlappingLinesUnderOneFullCanvasGlassMeasureAsWholeRendersWithout() throws {
        let colours = ["#3A3A3C", "#FF9500", "#000000", "#5856D6"]
        let lines = (0..<12).map { i in
            ##"{"type": "text", "text": "Line \##(i) over the others", "frame": [\##(10 + i), \##(30 + i), 170, 30], "font": {"size": 17}, "color": "\##(colours[i % 4])"}"##
        }
        let back = [
            ##"{"type": "shape", "frame": [0, 0, 100, 120], "fill": "#FF9500"}"##,
            ##"{"type": "shape", "frame": [120, 10, 50, 100], "corners": 12, "fill": "#34C759"}"##,
        ]
        let glass = ##"{"type": "glass", "frame": [0, 0, 200, 120]}"##
        let page = { (layers: [String]) in AuditTests.page(layers.joined(separator: ", ")) }
        let plan = RenderPlan(try resolve(page(back + lines + [glass])))
        let audited = LegibilityAudit.run(plan).layers
        #expect(audited.count == lines.count)
        for (i, layer) in audited.enumerated() {
            var without = lines
            without.remove(at: i)
            let expected = try AuditTests.reference(plan, run: i, without: page(back + without + [glass]))
            #expect(layer.inkPixels == expected.inkPixels)
            #expect(abs(try #require(layer.contrast) - expected.contrast) < 1e-12, "line \(i)")
            #expect(expected.changed)
        }
    }

    /// A layer that draws nothing is not listed: wholly off the canvas, clipped away, of a clear colour or
    /// #00000000; one of any alpha above 0 draws and is measured (1/255 black is there and cannot be read).
    @Test func aLayerThatDrawsNothingIsNotListed() throws {
        func listed(_ layer: String) throws -> [LayerLegibility] {
            try AuditTests.audit(AuditTests.page(layer))
        }
        #expect(try listed(AuditTests.text("#000000", size: 17, frame: "[-400, -300, 180, 40]")).isEmpty)
        #expect(try listed(AuditTests.text("#000000", size: 17, frame: "[900, 20, 180, 40]")).isEmpty)
        #expect(try listed(AuditTests.text("clear", size: 17)).isEmpty)
        #expect(try listed(AuditTests.text("#00000000", size: 17)).isEmpty)
        #expect(
            try listed(
                ##"{"type": "symbol", "name": "heart.fill", "frame": [10, 10, 40, 40], "size": 30, "color": "#00000000"}"##
            ).isEmpty)
        // Inside a glass that lies off the canvas: clipped away.
        #expect(
            try listed(
                ##"{"type": "glass", "frame": [300, 10, 60, 40], "content": [\##(AuditTests.text("#000000", size: 17, frame: "[0, 0, 60, 40]"))]}"##
            ).isEmpty)
        // Drawn, barely: listed and failing at about 1:1.
        let faint = try listed(AuditTests.text("#00000001", size: 17))
        #expect(faint.count == 1)
        #expect(try #require(faint.first?.contrast) < 1.05)
        #expect(faint.first?.pass == false)
        // Half transparent black on white: the grey it draws, measured (about #808080, 3.9:1).
        let half = try #require(try listed(AuditTests.text("#00000080", size: 17)).first)
        let contrast = try #require(half.contrast)
        #expect(contrast > 3.5 && contrast < 4.2)
        #expect(!half.pass)
        // Black text on black is drawn (it changes no pixel, but it is there): listed at 1:1.
        let hidden = try AuditTests.audit(AuditTests.page(AuditTests.text("#000000", size: 17), background: "#000000"))
        #expect(hidden.count == 1)
        #expect(hidden.first?.pass == false)
    }

    /// What the audit holds beside its renders stays within what it reserves of the shared memory budget.
    @Test func theAuditHoldsNoMoreThanItReserves() throws {
        let label = AuditTests.text("#3A3A3C", size: 17)
        let scenes = [
            AuditTests.page(label),
            AuditTests.page("\(label), {\"type\": \"glass\", \"frame\": [0, 0, 200, 120]}"),
            AuditTests.page(
                (0..<8).map { AuditTests.text("#3A3A3C", size: 17, frame: "[\($0 * 3), \($0 * 10), 150, 30]") }
                    .joined(separator: ", ") + ", {\"type\": \"glass\", \"frame\": [20, 10, 150, 90]}"),
        ]
        for json in scenes {
            let plan = RenderPlan(try resolve(json))
            let statistics = AuditStatistics()
            _ = LegibilityAudit.run(plan, statistics: statistics)
            #expect(statistics.heldBytes > 0)
            #expect(statistics.heldBytes <= LegibilityAudit.reservedBytes(plan))
        }
        // A scene without text or symbols holds nothing of its own.
        let bare = RenderPlan(try resolve(AuditTests.page("{\"type\": \"glass\", \"frame\": [0, 0, 200, 120]}")))
        #expect(LegibilityAudit.reservedBytes(bare) == 0)
    }
}
