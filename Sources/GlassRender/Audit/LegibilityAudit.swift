import GlassCore
import GlassScene

/// One `text` or `symbol` layer's legibility, measured from the rendered pixels.
public struct LayerLegibility: Sendable, Equatable {
    public var source: GlyphSource
    /// Bounds of the ink (pixels the layer covers by at least half), in canvas pixels; empty when none.
    public var inkBounds: PixelRect
    public var inkPixels: Int
    /// WCAG 2.x ratio between the ink's median colour and the background, at the 10th percentile of the ink
    /// pixels (the worst tenth decides); nil when the layer has no ink on the canvas.
    public var contrast: Double?
    /// APCA Lc at the 10th percentile of the ink pixels by magnitude; nil with `contrast`.
    public var apcaLc: Double?
    /// The minimum ratio for the layer's kind, size and weight.
    public var required: Double
    /// True when the background is the canvas just before the layer although later steps drew over it: the
    /// backdrops a re-render needed did not fit the audit's memory budget.
    public var backgroundEstimated = false
    /// Over `inkBounds`, row by row: whether each pixel is ink (for the layout audit's overlaps and corners).
    public var inkMask: [Bool] = []
    /// Some of its ink was cut away by a clip (the glass or group it sits in).
    public var cut = false
    /// Some of its ink lies outside the canvas.
    public var offCanvas = false
    /// Whether `contrast` reaches `required` (a layer without ink passes: nothing of it can be read).
    public var pass: Bool { contrast.map { $0 >= required } ?? true }
}

/// What an audit held, for tests and the memory estimate's checks.
public final class AuditStatistics {
    /// The most bytes held at once beside the renders: kept pixels, frosts, the scratch and first canvases.
    public var heldBytes = 0
    public init() {}
}

/// `glass audit`: renders a plan once, watching its glyph steps as they execute, and measures every glyph
/// run that came from a `text` or `symbol` layer against the same pixels rendered without it.
///
/// The background of a run is the canvas just before it was drawn wherever no later step changed its ink's
/// box. Where one did (glass over it, a later glass's shadow), only a window around the ink is rendered
/// again: the steps after the run, from the canvas before it, each glass and scroll edge given the backdrop
/// it read in the full render and clipped to the window. The window is the ink's box grown by twice the
/// widest sampling reach of the scene's glass. Runs whose inks lie outside each other's windows share one
/// re-render (`batches`).
public enum LegibilityAudit {
    /// The rendered canvas (**premultiplied**, the same bytes as `Renderer.render`) and every audited layer
    /// in drawing order. The pixels kept for the measurement stay within `budgetBytes` (default: 256 MB, or
    /// four canvases when more): runs past it are measured in another render of the plan, as many as needed.
    /// `statistics`, when given, is told the most bytes the audit held beside its renders.
    public static func run(
        _ plan: RenderPlan, workers: Workers = .serial, budgetBytes: Int? = nil, statistics: AuditStatistics? = nil
    ) -> (canvas: PixelBuffer, layers: [LayerLegibility]) {
        let budget = budgetBytes ?? defaultBudget(plan)
        let reach = AuditRecorder.reach(of: plan)
        var canvas: PixelBuffer? = nil
        var scratch: PixelBuffer? = nil
        var found: [Int: LayerLegibility] = [:]
        var wanted: Set<Int>? = nil
        repeat {
            let recorder = AuditRecorder(
                width: plan.widthPx, height: plan.heightPx, reachPx: reach, budgetBytes: budget, wanted: wanted)
            let rendered = Renderer.render(plan, workers: workers, observer: recorder)
            if canvas == nil { canvas = rendered }
            var backgrounds: [Int: PixelBuffer] = [:]
            var estimated: Set<Int> = []
            var replays: [AuditRecorder.Capture] = []
            for c in recorder.captures {
                let unchanged = rendered.copy(c.ink) == c.after
                if unchanged || !c.complete {
                    if !unchanged { estimated.insert(c.ordinal) }
                    backgrounds[c.ordinal] = c.before.copy(
                        PixelRect(
                            x: c.ink.x - c.window.x, y: c.ink.y - c.window.y, width: c.ink.width, height: c.ink.height))
                } else {
                    replays.append(c)
                }
            }
            // One frost per glass for every batch of this pass, patched near the windows (within the budget).
            let backdrops = AuditBackdrops(budgetBytes: budget - recorder.heldBytes)
            for batch in batches(replays) {
                if scratch == nil { scratch = PixelBuffer(width: plan.widthPx, height: plan.heightPx) }
                backgrounds.merge(
                    replay(batch, recorder: recorder, on: &scratch!, backdrops: backdrops, workers: workers)
                ) { a, _ in a }
            }
            if let statistics {
                let canvases = (scratch == nil ? 1 : 2) * 4 * plan.widthPx * plan.heightPx
                statistics.heldBytes = max(statistics.heldBytes, recorder.heldBytes + backdrops.heldBytes + canvases)
            }
            for c in recorder.captures {
                var ink = rendered.copy(c.ink)
                var background = backgrounds[c.ordinal]!
                ink.unpremultiply()
                background.unpremultiply()
                var layer = measure(c, ink: ink, background: background)
                layer.backgroundEstimated = estimated.contains(c.ordinal)
                found[c.ordinal] = layer
            }
            wanted = Set(recorder.deferred)
        } while !(wanted ?? []).isEmpty
        return (canvas!, found.keys.sorted().map { found[$0]! })
    }

    /// The pixels an audit keeps by default: 256 MB, or four canvases when that is more.
    static func defaultBudget(_ plan: RenderPlan) -> Int { max(256 << 20, 4 * 4 * plan.widthPx * plan.heightPx) }

    /// The most bytes an audit of `plan` holds beside the render itself (whose peak `estimatedPeakBytes`
    /// counts): what it keeps, within its budget (and no more than two canvases a text or symbol layer and
    /// six a glass or scroll edge), the first layer of a pass past it, the scratch canvas the windows are
    /// rendered again on, the first render's canvas and a window mask. What a worker asks of the shared
    /// memory budget for an audit, beside the render's peak.
    public static func reservedBytes(_ plan: RenderPlan) -> Int {
        let canvas = 4 * plan.widthPx * plan.heightPx
        func count(_ steps: [RenderPlan.Step]) -> (runs: Int, glass: Int) {
            steps.reduce((0, 0)) { n, step in
                switch step {
                case .glyphs(let run, _): return (n.runs + (run.source == nil ? 0 : 1), n.glass)
                case .glass(let g):
                    let inner = count(g.content)
                    return (n.runs + inner.runs, n.glass + 1 + inner.glass)
                case .adaptive(let a):
                    let (l, d) = (count(a.light), count(a.dark))
                    return (n.runs + max(l.runs, d.runs), n.glass + max(l.glass, d.glass))
                case .scrollEdge: return (n.runs, n.glass + 1)
                default: return n
                }
            }
        }
        let (runs, glass) = count(plan.steps)
        if runs == 0 { return 0 }
        let kept = min(defaultBudget(plan), (2 * runs + 6 * glass).multipliedReportingOverflow(by: canvas).partialValue)
        return kept + 5 * canvas
    }

    /// Runs re-rendered together: none's ink lies in another's window, so removing one changes no pixel of
    /// another's window but through a later glass's ambient colour (a mean over a wide area). At most 64 a
    /// batch; in drawing order.
    static func batches(_ runs: [AuditRecorder.Capture]) -> [[AuditRecorder.Capture]] {
        var out: [[AuditRecorder.Capture]] = []
        for c in runs {
            let apart = { (o: AuditRecorder.Capture) in
                o.ink.intersection(c.window).isEmpty && c.ink.intersection(o.window).isEmpty
            }
            if let i = out.firstIndex(where: { $0.count < 64 && $0.allSatisfy(apart) }) {
                out[i].append(c)
            } else {
                out.append([c])
            }
        }
        return out
    }

    /// The figures of one run from its ink's box as rendered (`ink`) and without the run (`background`),
    /// both straight alpha.
    static func measure(_ c: AuditRecorder.Capture, ink: PixelBuffer, background: PixelBuffer) -> LayerLegibility {
        let required = Legibility.requiredRatio(
            kind: c.source.kind, sizePt: c.source.sizePt, weight: c.source.weight)
        var inkL: [(l: Double, y: Double)] = []
        var backL: [(l: Double, y: Double)] = []
        for i in c.inkMask.indices where c.inkMask[i] {
            let x = i % c.ink.width
            let y = i / c.ink.width
            let p = ink[x, y]
            let q = background[x, y]
            inkL.append(
                (Legibility.relativeLuminance(r: p.x, g: p.y, b: p.z), Legibility.apcaLuminance(r: p.x, g: p.y, b: p.z))
            )
            backL.append(
                (Legibility.relativeLuminance(r: q.x, g: q.y, b: q.z), Legibility.apcaLuminance(r: q.x, g: q.y, b: q.z))
            )
        }
        var result = LayerLegibility(
            source: c.source, inkBounds: c.ink, inkPixels: inkL.count, contrast: nil, apcaLc: nil, required: required)
        (result.inkMask, result.cut, result.offCanvas) = (c.inkMask, c.cut, c.offCanvas)
        if inkL.isEmpty { return result }
        // The ink's median colour (by luminance; the lower middle of an even count).
        let median = inkL.sorted { ($0.l, $0.y) < ($1.l, $1.y) }[(inkL.count - 1) / 2]
        result.contrast = Legibility.percentile(backL.map { Legibility.contrastRatio(median.l, $0.l) }, 0.1)
        let lcs = backL.map { Legibility.apcaContrast(text: median.y, background: $0.y) }
        let byMagnitude = lcs.sorted { (abs($0), $0) < (abs($1), $1) }
        result.apcaLc = byMagnitude[WholeNumber.clamped(0.1 * Double(byMagnitude.count - 1), .down)]
        return result
    }
}
