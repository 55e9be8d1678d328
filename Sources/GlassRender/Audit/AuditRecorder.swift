import GlassCore
import GlassScene
import GlassText

/// Watches a render for `LegibilityAudit`: every executed step in order, and for each glyph run with a
/// source its ink (pixels of coverage ≥ 0.5), the canvas around it just before it was drawn and its box
/// just after. Glass and scroll edges also leave the pixels they read, so that a later re-render of one
/// run's window can give them the backdrop they had.
final class AuditRecorder: RenderObserver {
    struct Capture {
        var source: GlyphSource
        /// The run's place among the audited runs of the render (0, 1, …), the same in every pass.
        var ordinal: Int
        /// Index of the run's step in `executed`.
        var step: Int
        /// Bounds of the ink pixels (empty: the run has none).
        var ink: PixelRect
        /// Over `ink`, row by row: whether each pixel is ink.
        var inkMask: [Bool]
        /// `ink` grown by the reach of later sampling, clipped; `before` holds it as it was before the run.
        var window: PixelRect
        var before: PixelBuffer
        /// `ink` just after the run was drawn.
        var after: PixelBuffer?
        /// False when a later step's backdrop could not be kept within the budget: a re-render of the window
        /// is not possible, and the canvas before the run stands in for the background.
        var complete = true
        /// Some of its ink (coverage ≥ 0.5 of its glyphs on the canvas) was cut away by its clips.
        var cut = false
        /// Some of its ink lies outside the canvas.
        var offCanvas = false
    }

    struct Snapshot {
        var region: PixelRect
        var pixels: PixelBuffer
    }

    let width: Int
    let height: Int
    /// How far around a run's ink its window reaches.
    let reachPx: Int
    /// The most bytes of pixels kept at once; runs past it are left to another pass (`deferred`).
    let budgetBytes: Int
    /// The ordinals of the runs this pass captures; nil: every run, as the budget allows.
    let wanted: Set<Int>?
    private(set) var executed: [RenderPlan.Step] = []
    /// What a glass or scroll-edge step read, by its index in `executed`.
    private(set) var reads: [Int: Snapshot] = [:]
    private(set) var captures: [Capture] = []
    /// Ordinals of wanted runs not captured in this pass (the budget was spent).
    private(set) var deferred: [Int] = []
    private(set) var heldBytes = 0
    private var ordinal = 0
    private var writtenRegions: [PixelRect?] = []

    init(width: Int, height: Int, reachPx: Int, budgetBytes: Int, wanted: Set<Int>? = nil) {
        self.width = width
        self.height = height
        self.reachPx = reachPx
        self.budgetBytes = budgetBytes
        self.wanted = wanted
    }

    func willExecute(_ step: RenderPlan.Step, canvas: PixelBuffer) {
        let index = executed.count
        executed.append(step)
        switch step {
        case .glass, .scrollEdge:
            keepRead(step, index: index, canvas: canvas)
        case .glyphs(let run, let clips):
            guard let source = run.source else { return }
            defer { ordinal += 1 }
            if let wanted, !wanted.contains(ordinal) { return }
            capture(run, clips: clips, source: source, index: index, canvas: canvas)
        default:
            break
        }
    }

    /// Keeps what a glass or scroll-edge step reads when it may write into a captured window. Past the
    /// budget, the windows it reaches are given up (their runs deferred), but the pass's first run's: it
    /// always completes, measured against the canvas before it when its backdrops do not fit.
    private func keepRead(_ step: RenderPlan.Step, index: Int, canvas: PixelBuffer) {
        guard let region = AuditRecorder.readRegion(step, width: width, height: height), !region.isEmpty else {
            return
        }
        let written = AuditRecorder.writeRegion(step, width: width, height: height)
        let reached = captures.indices.filter {
            captures[$0].complete && !captures[$0].window.intersection(written).isEmpty
        }
        if reached.isEmpty { return }
        if heldBytes + region.area * 4 <= budgetBytes {
            reads[index] = Snapshot(region: region, pixels: canvas.copy(region))
            heldBytes += region.area * 4
            return
        }
        for i in reached.reversed() {
            if i == 0 {
                captures[0].complete = false
            } else {
                deferred.append(captures[i].ordinal)
                heldBytes -= captures[i].before.bytes.count + (captures[i].after?.bytes.count ?? 0)
                captures.remove(at: i)
            }
        }
    }

    private func capture(
        _ run: GlyphRunLayer, clips: [RoundedRect], source: GlyphSource, index: Int, canvas: PixelBuffer
    ) {
        // A run that draws nothing is not audited: wholly off the canvas (or clipped away), or of a colour or
        // opacity whose alpha is 0 (clear text, a #00000000 symbol). Any alpha above 0 draws and is measured.
        if run.color.a * run.opacity <= 0 { return }
        let unclipped = Renderer.glyphMask(run, canvas: canvas)
        var m = unclipped
        for c in clips where !m.bounds.isEmpty { m = m.intersected(with: c.coverage(within: m.bounds)) }
        if m.values.allSatisfy({ $0 <= 0 }) { return }
        let b = unclipped.bounds
        var cut = false
        for y in b.y..<b.maxY where !cut {
            for x in b.x..<b.maxX
            where unclipped.values[(y - b.y) * b.width + x - b.x] >= 0.5 && m.value(x: x, y: y) < 0.5 {
                cut = true
                break
            }
        }
        var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<m.bounds.height {
            for x in 0..<m.bounds.width where m.values[y * m.bounds.width + x] >= 0.5 {
                (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
            }
        }
        let ink =
            x1 < x0
            ? PixelRect(x: 0, y: 0, width: 0, height: 0)
            : PixelRect(x: m.bounds.x + x0, y: m.bounds.y + y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
        let window = ink.isEmpty ? ink : ink.expanded(by: reachPx, clippedToWidth: width, height: height)
        let cost = window.area * 4 + ink.area * 4
        if !captures.isEmpty && heldBytes + cost > budgetBytes {
            deferred.append(ordinal)
            return
        }
        var mask = [Bool](repeating: false, count: ink.area)
        for y in 0..<ink.height {
            for x in 0..<ink.width { mask[y * ink.width + x] = m.value(x: ink.x + x, y: ink.y + y) >= 0.5 }
        }
        heldBytes += cost
        captures.append(
            Capture(
                source: source, ordinal: ordinal, step: index, ink: ink, inkMask: mask, window: window,
                before: canvas.copy(window), after: nil, cut: cut,
                offCanvas: Self.inkOffCanvas(run, width: width, height: height)))
    }

    /// Whether any glyph of `run` covers a pixel outside the canvas by half or more: one across the edge is
    /// measured from its mask (cached: the render drew it); one whose outline lies wholly outside does (it was
    /// not rasterized, and is not now); a glyph without an outline (a space) never does.
    static func inkOffCanvas(_ run: GlyphRunLayer, width: Int, height: Int) -> Bool {
        for g in run.glyphs {
            let local = PixelRect(x: -g.x, y: -g.y, width: width, height: height)
            guard let m = GlyphCache.shared.mask(g.key, font: g.font, within: local) else {
                // Nothing on the canvas: off it when its outline's box lies wholly outside (an empty mask on
                // the canvas, or a space, is no ink anywhere).
                if let r = GlyphCache.shared.reach(g.key, font: g.font), r.intersection(local).isEmpty { return true }
                continue
            }
            let b = m.bounds
            if b.intersection(local) == b { continue }
            for y in 0..<b.height {
                for x in 0..<b.width where m.values[y * b.width + x] >= 0.5 {
                    let (cx, cy) = (b.x + g.x + x, b.y + g.y + y)
                    if cx < 0 || cy < 0 || cx >= width || cy >= height { return true }
                }
            }
        }
        return false
    }

    /// What executed step `k` may write (`writeRegion`), worked out once however many windows ask.
    func written(_ k: Int) -> PixelRect {
        if writtenRegions.isEmpty { writtenRegions = Array(repeating: nil, count: executed.count) }
        if let r = writtenRegions[k] { return r }
        let r = AuditRecorder.writeRegion(executed[k], width: width, height: height)
        writtenRegions[k] = r
        return r
    }

    func didExecute(_ step: RenderPlan.Step, canvas: PixelBuffer) {
        guard case .glyphs = step, let last = captures.indices.last, captures[last].step == executed.count - 1 else {
            return
        }
        captures[last].after = canvas.copy(captures[last].ink)
    }

    /// The pixels a glass or scroll-edge step may read; nil for other steps (they read only what they write).
    static func readRegion(_ step: RenderPlan.Step, width: Int, height: Int) -> PixelRect? {
        switch step {
        case .glass(let group):
            guard !group.elements.isEmpty else { return nil }
            return GlassGroupRenderer(elements: group.elements, spacingPx: group.spacingPx, scale: group.scale)
                .readRegion(width: width, height: height)
        case .scrollEdge(let e):
            let blurTaps = WholeNumber.clamped(e.maxBlurPx * 3.0.squareRoot(), .up) + 2
            let band = WholeNumber.clamped(max(0, e.sizePx) + e.dividerPx, .up) + blurTaps
            switch e.edge {
            case .top: return PixelRect(x: 0, y: 0, width: width, height: min(height, band))
            case .bottom: return PixelRect(x: 0, y: max(0, height - band), width: width, height: min(height, band))
            case .left: return PixelRect(x: 0, y: 0, width: min(width, band), height: height)
            case .right: return PixelRect(x: max(0, width - band), y: 0, width: min(width, band), height: height)
            }
        default:
            return nil
        }
    }

    /// The pixels a step may write (at most), within the canvas.
    static func writeRegion(_ step: RenderPlan.Step, width: Int, height: Int) -> PixelRect {
        switch step {
        case .fill(let outline, _, _, _), .image(_, _, let outline, _):
            return outline.rect.pixelBounds(clippedToWidth: width, height: height)
        case .glass(let group):
            guard !group.elements.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
            return GlassGroupRenderer(elements: group.elements, spacingPx: group.spacingPx, scale: group.scale)
                .footprint(width: width, height: height)
        case .scrollEdge:
            return readRegion(step, width: width, height: height)!
        case .glyphs(let run, _):
            return Renderer.glyphBounds(run, width: width, height: height).area
        case .adaptive(let a):
            // Never among the executed steps (the renderer runs one look, and that is what is observed); what
            // either look may write, for completeness.
            return (a.light + a.dark).reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { r, s in
                let w = writeRegion(s, width: width, height: height)
                return r.isEmpty ? w : w.isEmpty ? r : r.union(w)
            }
        case .blurred(_, _, let outline, _):
            return outline.rect.pixelBounds(clippedToWidth: width, height: height)
        case .polygons(let contours, _, _, _, _):
            var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
            for c in contours {
                for p in c { (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y)) }
            }
            if !(x0 <= x1 && y0 <= y1) { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
            return RectPx(x: x0, y: y0, width: x1 - x0, height: y1 - y0).pixelBounds(
                clippedToWidth: width, height: height)
        }
    }

    /// The widest reach of any glass or scroll edge of `plan`'s steps (its glass content included), twice
    /// over, so that a run's window holds what two glass in a row sample.
    static func reach(of plan: RenderPlan) -> Int {
        func walk(_ steps: [RenderPlan.Step]) -> Int {
            var r = 2
            for step in steps {
                switch step {
                case .glass(let g):
                    if !g.elements.isEmpty {
                        r = max(
                            r,
                            GlassGroupRenderer(elements: g.elements, spacingPx: g.spacingPx, scale: g.scale)
                                .sampleReachPx)
                    }
                    r = max(r, walk(g.content))
                case .adaptive(let a):
                    r = max(r, walk(a.light), walk(a.dark))
                case .scrollEdge(let e):
                    r = max(r, WholeNumber.clamped(e.maxBlurPx * 3.0.squareRoot(), .up) + 2)
                default:
                    break
                }
            }
            return r
        }
        return 2 * walk(plan.steps)
    }
}
