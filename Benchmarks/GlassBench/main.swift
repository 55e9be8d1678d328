import CMalloc
import GlassCore
import GlassPNG
import GlassRender
import GlassScene
import GlassText
import Glibc

// glass-bench [filter[|filter…]]: times the compositing core on a 1206×2622 frame. Every row is also a ratio to a
// memcpy of the frame measured in the same run (the machine is shared and noisy; ratios travel).

#if DEBUG
    print("WARNING: debug build. Run `swift run -c release glass-bench` for meaningful numbers.\n")
#endif

// The allocator as `glass` sets it (its main.swift): canvases freed and allocated again stay on the heap, not
// fresh mappings faulted in and zeroed each frame, so the in-process rows time what the command runs.
_ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
_ = mallopt(M_TRIM_THRESHOLD, 256 << 20)

let filter = CommandLine.arguments.dropFirst().first
let width = 1206
let height = 2622
let frame = width * height
let full = PixelRect(x: 0, y: 0, width: width, height: height)
let root: String = {
    var path = #filePath  // Benchmarks/GlassBench/main.swift
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
}()
let binary = root + "/.build/release/glass"
let two = Workers.pool(threads: 2)

func load(_ path: String) -> ResolvedScene {
    do { return try SceneLoader.load(path: root + "/" + path) } catch {
        print("cannot load \(path): \(error)")
        exit(1)
    }
}

let iphone = load("Benchmarks/scenes/iphone-frame.json")
/// The iPhone frame's background as drawn: a photo-like full frame, premultiplied.
let photo: PixelBuffer = {
    var plan = RenderPlan(iphone)
    plan.steps = Array(plan.steps.prefix(1))
    return Renderer.render(plan)
}()
let card = GlassElement(
    outline: RoundedRect(
        rect: RectPx(x: 243, y: 1560, width: 720, height: 420), radii: CornerRadii(uniform: 84), curve: .continuous),
    parameters: {
        guard case .glass(let g) = load("fidelity/scenes/photo-light-regular-rect28.json").layers[0] else {
            fatalError()
        }
        return g.parameters
    }())

var benchmarks: [Benchmark] = [
    Benchmark(name: "memcpy frame (baseline)", pixels: frame) {
        var dst = [UInt8](repeating: 0, count: frame * 4)
        return {
            photo.bytes.withUnsafeBytes { s in
                dst.withUnsafeMutableBytes { d in _ = memcpy(d.baseAddress!, s.baseAddress!, s.count) }
            }
            return Int(dst[frame * 2])
        }
    }
]
for sigma in [2.0, 8.0, 20.0, 60.0] {
    benchmarks.append(
        Benchmark(name: "blur σ=\(Int(sigma)) px", pixels: frame, samples: 5) {
            { Int(GaussianBlur.blur(photo, region: full, sigma: sigma).bytes[frame * 2]) }
        })
}
benchmarks.append(
    Benchmark(name: "blur σ=20 px, 2 threads", pixels: frame, samples: 5) {
        { Int(GaussianBlur.blur(photo, region: full, sigma: 20, workers: two).bytes[frame * 2]) }
    })
benchmarks.append(
    Benchmark(name: "frost (model kernel) σ=17.8 px", pixels: frame, samples: 5) {
        let w = GaussianBlur.truncatedWeights(sigma: 17.76)
        return { Int(GaussianBlur.blurSeparable(photo, region: full, weightsX: w, weightsY: w).bytes[frame * 2]) }
    })
benchmarks.append(
    Benchmark(name: "coverage fill: capsule + rounded rect", pixels: 1083 * 186 + 720 * 420) {
        var canvas = photo
        let capsule = RoundedRect.capsule(RectPx(x: 61.5, y: 2373, width: 1083, height: 186))
        let rect = card.outline
        return {
            fillSourceOver(
                &canvas, mask: capsule.coverage(canvasWidth: width, canvasHeight: height), paint: .solid(.white),
                opacity: 0.5)
            fillSourceOver(
                &canvas, mask: rect.coverage(canvasWidth: width, canvasHeight: height), paint: .solid(.black),
                opacity: 0.5)
            return Int(canvas.bytes[frame * 2])
        }
    })
benchmarks.append(
    Benchmark(name: "source-over, full frame", pixels: frame) {
        var canvas = photo
        let mask = RoundedRect(rect: RectPx(x: 0, y: 0, width: Double(width), height: Double(height)), radii: .zero)
            .coverage(canvasWidth: width, canvasHeight: height)
        return {
            fillSourceOver(&canvas, mask: mask, paint: .solid(StraightColor(r8: 10, g8: 132, b8: 255, a8: 128)))
            return Int(canvas.bytes[frame * 2])
        }
    })
benchmarks.append(
    Benchmark(name: "lens sampling (bilinear), card", pixels: 720 * 420) {
        let sampler = BilinearSampler(image: photo, rect: full)
        let r = card.outline.rect
        return {
            var sum: Float = 0
            photo.bytes.withUnsafeBufferPointer { px in
                for y in Int(r.y)..<Int(r.maxY) {
                    for x in Int(r.x)..<Int(r.maxX) {
                        let s = card.outline.signedDistance(Double(x) + 0.5, Double(y) + 0.5)
                        let l = lensDisplacement(card.parameters, depth: -s.distance / 3, halfMin: 70) * 3
                        sum += sampler.sample(Double(x) + 0.5 + s.nx * l, Double(y) + 0.5 + s.ny * l, px).g
                    }
                }
            }
            return Int(sum)
        }
    })
benchmarks.append(
    Benchmark(name: "material pass: card 240×140 pt", pixels: 720 * 420, samples: 5) {
        var canvas = photo
        return {
            canvas = photo
            GlassGroupRenderer(elements: [card], spacingPx: 0, scale: 3).render(onto: &canvas)
            return Int(canvas.bytes[frame * 2])
        }
    })
benchmarks.append(
    Benchmark(name: "scroll edges: soft 120 pt, hard 100 pt", pixels: 1206 * 660, samples: 5) {
        var canvas = photo
        let edges = iphone.layers.compactMap { if case .scrollEdge(let e) = $0 { e } else { nil } }
        return {
            canvas = photo
            for e in edges { e.apply(to: &canvas) }
            return Int(canvas.bytes[frame * 2])
        }
    })
benchmarks.append(
    Benchmark(name: "PNG encode, level 2", pixels: frame, samples: 3) {
        { (try? PNGCodec.encode(photo))?.count ?? 0 }
    })
benchmarks.append(
    Benchmark(name: "PNG encode, level 2, 1 MiB pieces, 2 threads", pixels: frame, samples: 3) {
        { (try? PNGCodec.encodeParallel(photo, workers: two))?.count ?? 0 }
    })
let encoded = (try? PNGCodec.encode(photo)) ?? []
benchmarks.append(
    Benchmark(name: "PNG decode", pixels: frame, samples: 3) {
        { Int((try? PNGCodec.decode(encoded))?.bytes[frame * 2] ?? 0) }
    })
// A page of body text on the frame: about 2 000 glyphs (17 pt at 3×), laid out once; the rows time
// drawing it, with the glyph cache emptied before each run (cold) or kept (warm), and laying it out.
let pageText = String(
    repeating: "Liquid Glass bends and frosts what lies beneath it, lit from the upper left; labels stay legible. ",
    count: 21)
let pageJSON = """
    {"canvas": {"width": 402, "height": 874, "scale": 3}, "layers": [
     {"type": "text", "text": "\(pageText)", "frame": [16, 16, 370, 842], "style": "body", "lines": 0}]}
    """
func loadPage() -> ResolvedScene {
    do { return try SceneLoader.resolve(bytes: Array(pageJSON.utf8), file: "page.json", directory: root) } catch {
        print("cannot resolve the text page: \(error)")
        exit(1)
    }
}
let page = loadPage()
let pageStep = RenderPlan(page).steps.last!
let pageGlyphs: Int = { if case .glyphs(let run) = page.layers[0] { run.glyphs.count } else { 0 } }()
for warm in [false, true] {
    benchmarks.append(
        Benchmark(name: "text page, \(pageGlyphs) glyphs, \(warm ? "warm" : "cold") cache", pixels: frame) {
            var canvas = photo
            Renderer.execute(pageStep, on: &canvas)
            return {
                if !warm { GlyphCache.shared.removeAll() }
                Renderer.execute(pageStep, on: &canvas)
                return Int(canvas.bytes[frame * 2])
            }
        })
}
benchmarks.append(
    Benchmark(name: "text page layout (shaping, lines)", pixels: frame) {
        { Int(loadPage().widthPx) }
    })
// The showcase, an iOS 26 screen built from components: end to end as the command line runs it, and the
// lowering stage alone (components to primitive layers), which must stay negligible beside the render.
let showcaseBytes = readAll(root + "/scenes/showcase.json")
benchmarks.append(
    Benchmark(name: "showcase lowering (components → layers)", pixels: frame) {
        { (try? SceneLoader.lower(bytes: showcaseBytes, file: "showcase.json")) == nil ? 0 : 1 }
    })
benchmarks.append(
    Benchmark(name: showcaseRenderName, pixels: frame, samples: 5) {
        { Int(Renderer.render(load("scenes/showcase.json")).bytes[frame * 2]) }
    })
benchmarks.append(
    Benchmark(name: "glass render showcase (process)", pixels: frame, samples: 5) {
        {
            Int(
                runProcess([binary, "render", root + "/scenes/showcase.json", "-o", "/tmp/glass-bench-showcase.png"])
                    .status)
        }
    })
benchmarks.append(
    Benchmark(name: "iphone-frame core render, 1 thread", pixels: frame, samples: 5) {
        { Int(Renderer.render(iphone).bytes[frame * 2]) }
    })
benchmarks.append(
    Benchmark(name: "iphone-frame core render, 2 threads", pixels: frame, samples: 5) {
        { Int(Renderer.render(iphone, workers: two).bytes[frame * 2]) }
    })
benchmarks.append(
    Benchmark(name: "glass render iphone-frame (process)", pixels: frame, samples: 5) {
        {
            let r = runProcess([
                binary, "render", root + "/Benchmarks/scenes/iphone-frame.json", "-o", "/tmp/glass-bench-frame.png",
            ])
            peakRSS = max(peakRSS, r.maxRSSKiB)
            return Int(r.status)
        }
    })
benchmarks.append(
    Benchmark(name: "fidelity matrix, 75 scenes (process)", pixels: frame * 75, samples: 1) {
        mkdir("/tmp/glass-bench-matrix", 0o755)
        return {
            Int(runProcess([binary, "render", root + "/fidelity/scenes", "-o", "/tmp/glass-bench-matrix"]).status)
        }
    })
nonisolated(unsafe) var peakRSS = 0

/// `glass render SCENE` as the speed issue's targets time it: one thread, stored PNG (`--compression 0`).
func storedRender(_ name: String, _ scene: String) -> Benchmark {
    Benchmark(name: name, pixels: frame, samples: 9) {
        {
            Int(
                runProcess([
                    binary, "render", root + "/Benchmarks/scenes/" + scene, "-o", "/tmp/glass-bench-stored.png",
                    "--threads", "1", "--compression", "0",
                ]).status)
        }
    }
}
benchmarks.append(storedRender("frame background alone, 1 thread, stored (process)", "iphone-frame-background.json"))
benchmarks.append(storedRender("frame, 1 thread, stored (process)", "iphone-frame.json"))
benchmarks.append(storedRender("pure-blur glass, 1 thread, stored (process)", "pure-blur.json"))
benchmarks += goldenRows()
benchmarks += auditRows()
benchmarks += layoutRows()
benchmarks += motionRows()

// The process rows need the release binary; without it they would time a failed spawn.
let haveBinary = access(binary, X_OK) == 0
if !haveBinary { print("note: \(binary) not found; build it with `swift build -c release` for the process rows\n") }
let selected = benchmarks.filter { b in
    // A filter may name several rows: "layout|showcase resolve".
    (filter == nil || filter!.split(separator: "|").contains { b.name.contains($0) } || b.name.hasPrefix("memcpy"))
        && (haveBinary || !b.name.contains("(process)"))
}
var baseline: Double? = nil
var results: [String: Double] = [:]
print(
    pad("benchmark", 42) + padLeft("min ms", 10) + padLeft("median ms", 11) + padLeft("Mpix/s", 9)
        + padLeft("× memcpy", 10))
for b in selected {
    let m = measure(b)
    if baseline == nil { baseline = m.minSeconds }
    results[m.name] = m.minSeconds
    let mpix = Double(m.pixels) / m.minSeconds / 1e6
    print(
        pad(m.name, 42) + padLeft(format(m.minSeconds * 1000, 2), 10) + padLeft(format(m.medianSeconds * 1000, 2), 11)
            + padLeft(format(mpix, 0), 9) + padLeft(format(m.minSeconds / baseline!, 1), 10)
            + "   #\(m.checksum & 0xFFFF)")
}
if peakRSS > 0 { print("glass render iphone-frame: peak resident memory \(peakRSS / 1024) MiB") }
printTargets(results, baseline: baseline)
printGoldenTargets(results)
printAuditRatios(results)
printLayoutRatio(results)
printMotionRatios(results)
