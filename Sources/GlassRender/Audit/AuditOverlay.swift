import GlassCore
import GlassScene
import GlassText

/// `glass audit --overlay`: the rendered image with each failing layer outlined and labelled by its path.
public enum AuditOverlay {
    /// The mark's colour: opaque magenta, which no system colour is.
    public static let markColor = StraightColor(r: 1, g: 0, b: 1)

    /// Marks `failing` on a **premultiplied** canvas: a box 2 pt outside the ink's bounds, a line `scale`
    /// pixels wide (at least 1), and the path in white on a magenta tab above the box (or below it, or ending where it ends, to
    /// stay clear of earlier tabs; kept on the canvas), 11 pt semibold. Layers without ink are not marked.
    public static func draw(_ failing: [LayerLegibility], on canvas: inout PixelBuffer, scale: Double) {
        let line = max(1, WholeNumber.clamped(scale, .toNearestOrAwayFromZero, to: 1...64))
        let pad = WholeNumber.clamped(2 * scale, .toNearestOrAwayFromZero, to: 0...256) + line
        let font = Measure.systemFont(SceneSettings().drawn(.semibold), sizePt: 11)
        var placed: [PixelRect] = []
        for layer in failing where !layer.inkBounds.isEmpty {
            let b = layer.inkBounds
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
                layer.source.path, font: font, sizePt: 11, scale: scale, weight: weight,
                widthPx: Double(canvas.width), heightPx: lineHeight, lines: 1, alignment: .leading, rightToLeft: false)
            let textWidth = block.lineWidths.first ?? 0
            let tabHeight = WholeNumber.clamped(lineHeight, .up, to: 1...4096)
            let tabWidth = WholeNumber.clamped(textWidth + 2 * Double(pad), .up, to: 1...(1 << 20))
            let tab = place(tabWidth, tabHeight, box: box, avoiding: placed, canvas: canvas)
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

    /// Where a label tab goes: above the box, else below it, left-aligned with it or ending where it ends,
    /// the first place that overlaps no tab placed before (else the first place), shifted onto the canvas.
    static func place(_ w: Int, _ h: Int, box: PixelRect, avoiding placed: [PixelRect], canvas: PixelBuffer)
        -> PixelRect
    {
        let candidates = [box.y - h, box.maxY].flatMap { y in [box.x, box.maxX - w].map { (x: $0, y: y) } }.map {
            PixelRect(
                x: max(0, min($0.x, canvas.width - w)), y: max(0, min($0.y, canvas.height - h)), width: w, height: h)
        }
        return candidates.first { c in placed.allSatisfy { c.intersection($0).isEmpty } } ?? candidates[0]
    }

    static func fill(_ r: PixelRect, _ color: StraightColor, on canvas: inout PixelBuffer) {
        let rect = RectPx(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
        Renderer.execute(
            .fill(outline: RoundedRect(rect: rect, radii: .zero), clips: [], paint: .solid(color), opacity: 1),
            on: &canvas)
    }
}
