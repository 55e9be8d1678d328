import GlassCore
import GlassScene
import GlassText

/// `glass audit --overlay`: the rendered image with each finding's layer outlined and labelled by its path
/// (and, for layout findings, their kinds).
public enum AuditOverlay {
    /// The mark's colour: opaque magenta, which no system colour is.
    public static let markColor = StraightColor(r: 1, g: 0, b: 1)

    /// One outlined box and its label.
    public struct Mark: Sendable, Equatable {
        public var label: String
        /// The ink's bounds (or a control's frame), in canvas pixels.
        public var boundsPx: PixelRect
        public init(label: String, boundsPx: PixelRect) {
            self.label = label
            self.boundsPx = boundsPx
        }
    }

    /// The marks of a render: a layer under its minimum labelled with its path; a layer or control with layout
    /// findings with its path and their kinds (`layers[2]: truncated, overlaps`, `contrast` first when it
    /// fails both audits). One mark a path and box, in the order first found.
    public static func marks(failing: [LayerLegibility], findings: [LayoutFinding]) -> [Mark] {
        var order: [String] = []
        var byKey: [String: (label: String, kinds: [String], bounds: PixelRect)] = [:]
        func key(_ path: String, _ b: PixelRect) -> String { "\(b.x),\(b.y),\(b.width),\(b.height) \(path)" }
        for l in failing where !l.inkBounds.isEmpty {
            let k = key(l.source.path, l.inkBounds)
            if byKey[k] == nil { order.append(k) }
            byKey[k] = (l.source.path, ["contrast"], l.inkBounds)
        }
        for f in findings where !f.boundsPx.isEmpty {
            let k = key(f.path, f.boundsPx)
            if byKey[k] == nil {
                order.append(k)
                byKey[k] = (f.path, [], f.boundsPx)
            }
            if !byKey[k]!.kinds.contains(f.kind.rawValue) { byKey[k]!.kinds.append(f.kind.rawValue) }
        }
        return order.map { k in
            let m = byKey[k]!
            let label = m.kinds == ["contrast"] ? m.label : m.label + ": " + m.kinds.joined(separator: ", ")
            return Mark(label: label, boundsPx: m.bounds)
        }
    }

    /// Marks the layers under their minimum on a **premultiplied** canvas (`draw(marks:)`).
    public static func draw(_ failing: [LayerLegibility], on canvas: inout PixelBuffer, scale: Double) {
        draw(marks: marks(failing: failing, findings: []), on: &canvas, scale: scale)
    }

    /// Draws `marks` on a **premultiplied** canvas: a box 2 pt outside each mark's bounds, a line `scale`
    /// pixels wide (at least 1), and its label in white on a magenta tab, 11 pt semibold, placed above the box,
    /// below it, or beside it (left-aligned with it or ending where it ends), kept on the canvas: the first
    /// place that covers no marked box and no tab placed before, else the first that covers no marked box.
    /// A label never covers the text it flags where the canvas has room for it. Empty boxes are not marked.
    public static func draw(marks: [Mark], on canvas: inout PixelBuffer, scale: Double) {
        let line = max(1, WholeNumber.clamped(scale, .toNearestOrAwayFromZero, to: 1...64))
        let pad = WholeNumber.clamped(2 * scale, .toNearestOrAwayFromZero, to: 0...256) + line
        let font = try? FontLibrary.shared.font(family: "system", weight: .semibold, sizePt: 11)
        var placed: [PixelRect] = []
        let boxes = marks.map(\.boundsPx).filter { !$0.isEmpty }
        for mark in marks where !mark.boundsPx.isEmpty {
            let b = mark.boundsPx
            let box = PixelRect(x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad)
            for edge in [
                PixelRect(x: box.x, y: box.y, width: box.width, height: line),
                PixelRect(x: box.x, y: box.maxY - line, width: box.width, height: line),
                PixelRect(x: box.x, y: box.y, width: line, height: box.height),
                PixelRect(x: box.maxX - line, y: box.y, width: line, height: box.height),
            ] {
                fill(edge, markColor, on: &canvas)
            }
            guard let font else { continue }
            let sizePx = 11 * scale
            let layout = TextLayout(font: font, weight: .semibold, sizePx: sizePx)
            let block = layout.layout(
                mark.label, width: Double(canvas.width), height: layout.lineHeight, lines: 1,
                alignment: .leading)
            let textWidth = block.lineWidths.first ?? 0
            let tabHeight = WholeNumber.clamped(layout.lineHeight, .up, to: 1...4096)
            let tabWidth = WholeNumber.clamped(textWidth + 2 * Double(pad), .up, to: 1...(1 << 20))
            let tab = place(tabWidth, tabHeight, box: box, avoiding: placed, marked: boxes, canvas: canvas)
            placed.append(tab)
            fill(tab, markColor, on: &canvas)
            let glyphs = block.glyphs.map { g in
                let placed = GlyphCache.place(
                    font: g.font, glyph: g.glyph, sizePx: sizePx, x: Double(tab.x + pad) + g.x, y: Double(tab.y) + g.y)
                return GlyphRunLayer.Glyph(key: placed.key, font: g.font, x: placed.x, y: placed.y)
            }
            let label = GlyphRunLayer(glyphs: glyphs, color: StraightColor(r: 1, g: 1, b: 1), opacity: 1)
            Renderer.execute(.glyphs(label, clips: []), on: &canvas)
        }
    }

    /// Where a label tab goes: above the box, below it, left of it or right of it (left-aligned with it or
    /// ending where it ends, top-aligned beside it), shifted onto the canvas; the first place that covers no
    /// marked box and overlaps no tab placed before, else the first that covers no marked box, else the first.
    static func place(
        _ w: Int, _ h: Int, box: PixelRect, avoiding placed: [PixelRect], marked: [PixelRect] = [],
        canvas: PixelBuffer
    ) -> PixelRect {
        let spots =
            [box.y - h, box.maxY].flatMap { y in [box.x, box.maxX - w].map { (x: $0, y: y) } }
            + [(x: box.x - w, y: box.y), (x: box.maxX, y: box.y)]
        let candidates = spots.map {
            PixelRect(
                x: max(0, min($0.x, canvas.width - w)), y: max(0, min($0.y, canvas.height - h)), width: w, height: h)
        }
        let clear = candidates.filter { c in marked.allSatisfy { c.intersection($0).isEmpty } }
        return clear.first { c in placed.allSatisfy { c.intersection($0).isEmpty } } ?? clear.first
            ?? candidates.first { c in placed.allSatisfy { c.intersection($0).isEmpty } } ?? candidates[0]
    }

    static func fill(_ r: PixelRect, _ color: StraightColor, on canvas: inout PixelBuffer) {
        let rect = RectPx(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
        Renderer.execute(
            .fill(outline: RoundedRect(rect: rect, radii: .zero), clips: [], paint: .solid(color), opacity: 1),
            on: &canvas)
    }
}
