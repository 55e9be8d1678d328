import GlassCore
import GlassRender
import GlassScene
import Testing

/// `glass audit --overlay` with crowded findings: no label tab covers another tab or the text its mark flags,
/// and each stays on the canvas; a label that finds no free place within `AuditOverlay.maxTriesPerLabel`
/// tries is left out rather than drawn over another.
@Suite struct AuditOverlayLabelTests {
    /// `count` small marks packed in a block of the canvas, at `step` pixels apart, with long labels.
    static func crowd(_ count: Int, step: Int, at origin: (x: Int, y: Int)) -> [AuditOverlay.Mark] {
        (0..<count).map { i in
            AuditOverlay.Mark(
                label: "layers[\(i)].layers[3]: truncated, overlaps",
                boundsPx: PixelRect(x: origin.x + (i % 8) * step, y: origin.y + (i / 8) * step, width: 9, height: 7))
        }
    }

    static func check(_ marks: [AuditOverlay.Mark], _ tabs: [PixelRect?], canvas: PixelBuffer) {
        #expect(tabs.count == marks.count)
        for (i, tab) in tabs.enumerated() {
            guard let tab else { continue }
            #expect(tab.x >= 0 && tab.y >= 0 && tab.maxX <= canvas.width && tab.maxY <= canvas.height, "\(tab)")
            #expect(tab.intersection(marks[i].boundsPx).isEmpty, "label \(i) covers its own text")
            for j in (i + 1)..<tabs.count {
                guard let other = tabs[j] else { continue }
                #expect(tab.intersection(other).isEmpty, "labels \(i) and \(j) overlap: \(tab) \(other)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func crowdedLabelsNeverOverlap(scale: Double) {
        let side = Int(900 * scale)
        var canvas = PixelBuffer(width: side, height: side)
        let s = Int(scale)
        let marks =
            Self.crowd(64, step: 12 * s, at: (side / 2 - 48 * s, side / 2 - 48 * s))
            + Self.crowd(16, step: 10 * s, at: (2, 2))
            + Self.crowd(16, step: 10 * s, at: (side - 90 * s, side - 30 * s))
        let tabs = AuditOverlay.draw(marks: marks, on: &canvas, scale: scale)
        Self.check(marks, tabs, canvas: canvas)
        // Room enough: every label is drawn.
        #expect(tabs.allSatisfy { $0 != nil }, "\(tabs.filter { $0 == nil }.count) labels left out")
    }

    /// More labels than the canvas holds: those drawn still never overlap, the rest are left out, and the
    /// overlay stays quick (bounded tries a label).
    @Test func aFullCanvasLeavesLabelsOutRatherThanOverlap() {
        var canvas = PixelBuffer(width: 400, height: 160)
        let marks = Self.crowd(120, step: 5, at: (20, 20))
        let tabs = AuditOverlay.draw(marks: marks, on: &canvas, scale: 1)
        Self.check(marks, tabs, canvas: canvas)
        #expect(tabs.contains { $0 == nil } && tabs.contains { $0 != nil })
    }

    /// Edge values: an empty mark draws nothing; a mark off the canvas or larger than it, and a canvas smaller
    /// than a tab, neither crash nor draw one tab over another.
    @Test func edgeMarks() {
        var tiny = PixelBuffer(width: 4, height: 4)
        let marks = [
            AuditOverlay.Mark(label: "empty", boundsPx: PixelRect(x: 1, y: 1, width: 0, height: 0)),
            AuditOverlay.Mark(label: "off", boundsPx: PixelRect(x: -50, y: 900, width: 5, height: 5)),
            AuditOverlay.Mark(label: "huge", boundsPx: PixelRect(x: -9000, y: -9000, width: 20000, height: 20000)),
        ]
        let tabs = AuditOverlay.draw(marks: marks, on: &tiny, scale: 3)
        #expect(tabs[0] == nil)
        #expect(tabs[2] == nil, "a tab over the text it flags")
        var canvas = PixelBuffer(width: 300, height: 300)
        Self.check(marks, AuditOverlay.draw(marks: marks, on: &canvas, scale: 1), canvas: canvas)
    }
}
