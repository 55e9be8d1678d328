import GlassCore
import GlassRender
import GlassScene
import Glibc

// `glass audit` against `glass render` of the showcase: the audit renders once, watching its glyph steps,
// and renders again only a window around each text or symbol a later step drew over. The bar: an audit costs
// at most 3× its render. Timed in process from the same plan (the audit's own cost) and as processes (what a
// user waits for: loading, the audit's lines, no PNG to encode against render's PNG).

let auditName = "showcase audit, 1 thread"
let auditRenderName = "showcase render of the plan, 1 thread"
let auditProcessName = "glass audit showcase (process)"
/// The stress of the audit: N lines of text in one frame under one glass over a 4000×4000 pt canvas at scale 1
/// (every line's window overlaps every other's, so each is rendered again on its own, under the whole glass).
let auditStressLines = [20, 80]
func auditStressName(_ n: Int, _ what: String) -> String { "audit stress, \(n) lines under one 4000² glass: \(what)" }

/// The stress scene of `n` lines.
func auditStressPlan(_ n: Int) -> RenderPlan {
    let lines = (0..<n).map {
        ##"{"type": "text", "text": "Line \##($0) of the same frame", "frame": [200, 300, 1200, 80], "font": {"size": 34}, "color": "#3A3A3C"}"##
    }
    let json = ##"""
        {"canvas": {"width": 4000, "height": 4000, "scale": 1}, "background": "#FFFFFF", "layers": [
          {"type": "shape", "frame": [0, 0, 1000, 4000], "fill": "#FF9500"},
          \##(lines.joined(separator: ",\n")),
          {"type": "glass", "frame": [0, 0, 4000, 4000]}
        ]}
        """##
    do {
        return RenderPlan(try SceneLoader.resolve(bytes: Array(json.utf8), file: "stress.json", directory: root))
    } catch {
        print("cannot resolve the audit stress scene: \(error)")
        exit(1)
    }
}

func auditRows() -> [Benchmark] {
    let plan = RenderPlan(load("scenes/showcase.json"))
    // Seconds each: one sample, no warm-up.
    let stress = auditStressLines.flatMap { n -> [Benchmark] in
        let plan = auditStressPlan(n)
        return [
            Benchmark(name: auditStressName(n, "render"), pixels: 4000 * 4000, samples: 1, warmUp: false) {
                { Int(Renderer.render(plan).bytes[4000 * 2000 * 4]) }
            },
            Benchmark(name: auditStressName(n, "audit"), pixels: 4000 * 4000, samples: 1, warmUp: false) {
                { LegibilityAudit.run(plan).layers.count }
            },
        ]
    }
    return stress + [
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
    for n in auditStressLines {
        if let audit = results[auditStressName(n, "audit")], let render = results[auditStressName(n, "render")] {
            print(
                "audit / render, \(n) lines in one frame under one glass, 4000×4000 pt at 1×, 1 thread: \(format(audit / render, 2))× (bar: 3× at 80 lines)"
            )
        }
    }
}
