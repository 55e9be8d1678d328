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

    /// Most places tried for one label (`place`): past them a label that finds no free place is left out (its
    /// box is still drawn; the finding is in the text and JSON reports), so a crowded overlay costs at most
    /// this many checks a label.
    public static let maxTriesPerLabel = 512

    /// Draws `marks` on a **premultiplied** canvas: a box 2 pt outside each mark's bounds, a line `scale`
    /// pixels wide (at least 1), and its label in white on a magenta tab, 11 pt semibold, placed above the box,
    /// below it, or beside it (left-aligned with it or ending where it ends), then further out, kept on the
    /// canvas (`place`). No tab covers another tab or the text its mark flags. Empty boxes are not marked.
    /// Returns each mark's tab (nil: none drawn).
    @discardableResult
    public static func draw(marks: [Mark], on canvas: inout PixelBuffer, scale: Double) -> [PixelRect?] {
        var tabs: [PixelRect?] = []
        let line = max(1, WholeNumber.clamped(scale, .toNearestOrAwayFromZero, to: 1...64))
        let pad = WholeNumber.clamped(2 * scale, .toNearestOrAwayFromZero, to: 0...256) + line
        let font = Measure.systemFont(SceneSettings().drawn(.semibold), sizePt: 11)
        var placed = RectIndex()
        var boxes = RectIndex()
        for m in marks where !m.boundsPx.isEmpty { boxes.insert(m.boundsPx) }
        for mark in marks {
            tabs.append(nil)
            if mark.boundsPx.isEmpty { continue }
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
            let weight = SceneSettings().drawn(.semibold)
            let lineHeight = Measure.lineHeightPx(font, sizePt: 11, scale: scale, weight: weight)
            let block = Measure.layout(
                mark.label, font: font, sizePt: 11, scale: scale, weight: weight,
                widthPx: Double(canvas.width), heightPx: lineHeight, lines: 1, alignment: .leading, rightToLeft: false)
            let textWidth = block.lineWidths.first ?? 0
            let tabHeight = WholeNumber.clamped(lineHeight, .up, to: 1...4096)
            let tabWidth = WholeNumber.clamped(textWidth + 2 * Double(pad), .up, to: 1...(1 << 20))
            guard
                let tab = place(
                    tabWidth, tabHeight, box: box, own: b, avoiding: placed, marked: boxes, canvas: canvas)
            else { continue }
            tabs[tabs.count - 1] = tab
            placed.insert(tab)
            fill(tab, markColor, on: &canvas)
            let glyphs = block.glyphs.map { g in
                let placed = GlyphCache.place(
                    font: g.font, glyph: g.glyph, sizePx: sizePx, x: Double(tab.x + pad) + g.x, y: Double(tab.y) + g.y)
                return GlyphRunLayer.Glyph(key: placed.key, font: g.font, x: placed.x, y: placed.y)
            }
            let label = GlyphRunLayer(glyphs: glyphs, color: StraightColor(r: 1, g: 1, b: 1), opacity: 1)
            Renderer.execute(.glyphs(label, clips: []), on: &canvas)
        }
        return tabs
    }

    /// Where a label tab goes: above the box or below it (left-aligned with it or ending where it ends; then
    /// one, two or three tabs further out), or beside it; then rows further out above and below, each row's
    /// places stepping outward a tab's width at a time; every place shifted onto the canvas. Of the first
    /// `maxTriesPerLabel` places, the first that covers no tab placed before and no marked box; else the first
    /// that covers no tab and not the text it flags (`own`); else none. Each place is checked against the
    /// boxes and tabs near it only (`RectIndex`).
    static func place(
        _ w: Int, _ h: Int, box: PixelRect, own: PixelRect, avoiding placed: RectIndex, marked: RectIndex,
        canvas: PixelBuffer
    ) -> PixelRect? {
        var spots: [(x: Int, y: Int)] = []
        for k in 0..<4 {
            for y in [box.y - h - k * h, box.maxY + k * h] { spots += [(box.x, y), (box.maxX - w, y)] }
            if k == 0 { spots += [(box.x - w, box.y), (box.maxX, box.y)] }
        }
        // Further out: rows of tabs above and below, each stepping out a tab's width either side.
        var ring = 1
        while spots.count < maxTriesPerLabel && ring < 1 << 16 {
            for y in [box.y - h - (3 + ring) * h, box.maxY + (3 + ring) * h, box.y + (ring - 1) * h] {
                for step in 0...ring { spots += [(box.x - step * w, y), (box.maxX - w + step * w, y)] }
            }
            ring += 1
        }
        var clearOfOwn: PixelRect? = nil
        for spot in spots.prefix(maxTriesPerLabel) {
            let c = PixelRect(
                x: max(0, min(spot.x, canvas.width - w)), y: max(0, min(spot.y, canvas.height - h)), width: w, height: h
            )
            guard !placed.intersects(c), c.intersection(own).isEmpty else { continue }
            if !marked.intersects(c) { return c }
            if clearOfOwn == nil { clearOfOwn = c }
        }
        return clearOfOwn
    }

    static func fill(_ r: PixelRect, _ color: StraightColor, on canvas: inout PixelBuffer) {
        let rect = RectPx(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
        Renderer.execute(
            .fill(outline: RoundedRect(rect: rect, radii: .zero), clips: [], paint: .solid(color), opacity: 1),
            on: &canvas)
    }
}

/// Rectangles in buckets of a coarse grid, so that asking whether a small rectangle meets any of them looks at
/// those nearby only: an overlay of n marks costs about n times the marks near each, not n².
struct RectIndex {
    static let cellPx = 128
    /// Rectangles spanning more cells than this are kept aside and checked on every query.
    static let maxCells = 256
    private var cells: [Int: [PixelRect]] = [:]
    private var large: [PixelRect] = []

    private static func span(_ r: PixelRect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        let c = cellPx
        func cell(_ v: Int) -> Int { v >= 0 ? v / c : -((-v + c - 1) / c) }
        return (cell(r.x)...cell(r.maxX - 1), cell(r.y)...cell(r.maxY - 1))
    }

    private static func key(_ x: Int, _ y: Int) -> Int { x &* 1_000_003 &+ y }

    mutating func insert(_ r: PixelRect) {
        if r.isEmpty { return }
        let s = Self.span(r)
        if s.x.count * s.y.count > Self.maxCells {
            large.append(r)
            return
        }
        for y in s.y { for x in s.x { cells[Self.key(x, y), default: []].append(r) } }
    }

    /// Whether `r` shares a pixel with any rectangle held.
    func intersects(_ r: PixelRect) -> Bool {
        if r.isEmpty { return false }
        if large.contains(where: { !$0.intersection(r).isEmpty }) { return true }
        let s = Self.span(r)
        for y in s.y {
            for x in s.x where cells[Self.key(x, y)]?.contains(where: { !$0.intersection(r).isEmpty }) == true {
                return true
            }
        }
        return false
    }
}
