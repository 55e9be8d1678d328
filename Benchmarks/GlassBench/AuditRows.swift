import GlassCore
import GlassRender
import GlassScene

// `glass audit` against `glass render` of the showcase: the audit renders once, watching its glyph steps,
// and renders again only a window around each text or symbol a later step drew over. The bar: an audit costs
// at most 3× its render. Timed in process from the same plan (the audit's own cost) and as processes (what a
// user waits for: loading, the audit's lines, no PNG to encode against render's PNG).

let auditName = "showcase audit, 1 thread"
let auditRenderName = "showcase render of the plan, 1 thread"
let auditProcessName = "glass audit showcase (process)"

func auditRows() -> [Benchmark] {
    let plan = RenderPlan(load("scenes/showcase.json"))
    return [
        Benchmark(name: auditRenderName, pixels: frame, samples: 5) {
            { Int(Renderer.render(plan).bytes[frame * 2]) }
        },
        Benchmark(name: auditName, pixels: frame, samples: 5) {
            { LegibilityAudit.run(plan).layers.count }
        },
        Benchmark(name: auditProcessName, pixels: frame, samples: 5) {
            { Int(runProcess([binary, "audit", root + "/scenes/showcase.json"], quiet: true).status) }
        },
    ]
}

/// The audit's cost as a multiple of the render's, from this run's rows (where both were measured).
func printAuditRatios(_ results: [String: Double]) {
    if let audit = results[auditName], let render = results[auditRenderName] {
        print("audit / render, showcase, in process: \(format(audit / render, 2))× (bar: 3×)")
    }
    if let audit = results[auditProcessName], let render = results["glass render showcase (process)"] {
        print("glass audit / glass render, showcase, processes: \(format(audit / render, 2))× (bar: 3×)")
    }
}
