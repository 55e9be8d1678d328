import GlassCore
import GlassPNG
import GlassRender
import GlassScene
import Glibc

// glass-bench [filter]: times the compositing core on a 1206×2622 frame, each row as a ratio to a memcpy of
// the frame measured in the same run (the machine is shared and noisy; ratios travel, milliseconds do not).

#if DEBUG
print("WARNING: debug build. Run `swift run -c release glass-bench` for meaningful numbers.\n")
#endif

let filter = CommandLine.arguments.dropFirst().first
let width = 1206, height = 2622, frame = width * height
let root: String = {
    // The package root: this file is Benchmarks/GlassBench/main.swift.
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
}()

func photoFrame() -> PixelBuffer {
    var image = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let bar = UInt8((x / 100 * 53) % 256), shade = UInt8(y * 255 / height)
            image[x, y] = SIMD4(bar, shade, UInt8((x ^ y) & 0xFF), 255)
        }
    }
    return image
}

let frameImage = photoFrame()
var benchmarks: [Benchmark] = [
    Benchmark(name: "memcpy frame (baseline)", pixels: frame) {
        var dst = [UInt8](repeating: 0, count: frame * 4)
        return {
            frameImage.bytes.withUnsafeBytes { s in dst.withUnsafeMutableBytes { d in _ = memcpy(d.baseAddress!, s.baseAddress!, s.count) } }
            return Int(dst[frame * 2])
        }
    }
]
for sigma in [2.0, 8.0, 20.0, 60.0] {
    benchmarks.append(Benchmark(name: "gaussian blur σ=\(Int(sigma)) px", pixels: frame, samples: 5) {
        { Int(GaussianBlur.blur(frameImage, region: PixelRect(x: 0, y: 0, width: width, height: height), sigma: sigma).bytes[frame * 2]) }
    })
}
benchmarks.append(Benchmark(name: "coverage: rounded rect 1083×186", pixels: 1083 * 186) {
    let shape = RoundedRect.capsule(RectPx(x: 61.5, y: 2373, width: 1083, height: 186))
    return { Int(shape.coverage(canvasWidth: width, canvasHeight: height).values[5000] * 255) }
})
benchmarks.append(Benchmark(name: "source-over fill, full frame", pixels: frame) {
    var canvas = frameImage
    let mask = RoundedRect(rect: RectPx(x: 0, y: 0, width: Double(width), height: Double(height)), radii: .zero)
        .coverage(canvasWidth: width, canvasHeight: height)
    return {
        fillSourceOver(&canvas, mask: mask, paint: .solid(StraightColor(r8: 10, g8: 132, b8: 255, a8: 128)))
        return Int(canvas.bytes[frame * 2])
    }
})
benchmarks.append(Benchmark(name: "PNG encode, level 2", pixels: frame, samples: 3) {
    { (try? PNGCodec.encode(frameImage))?.count ?? 0 }
})
let encoded = (try? PNGCodec.encode(frameImage)) ?? []
benchmarks.append(Benchmark(name: "PNG decode", pixels: frame, samples: 3) {
    { Int((try? PNGCodec.decode(encoded))?.bytes[frame * 2] ?? 0) }
})
benchmarks.append(Benchmark(name: "showcase core render (1 thread)", pixels: frame, samples: 5) {
    guard let scene = try? SceneLoader.load(path: root + "/scenes/showcase.json") else {
        print("cannot load scenes/showcase.json")
        exit(1)
    }
    return { Int(Renderer.render(scene).bytes[frame * 2]) }
})

let selected = benchmarks.filter { filter == nil || $0.name.contains(filter!) || $0.name.hasPrefix("memcpy") }
var baseline: Double? = nil
print(pad("benchmark", 36) + padLeft("min ms", 10) + padLeft("median ms", 11) + padLeft("Mpix/s", 9) + padLeft("× memcpy", 10))
for b in selected {
    let m = measure(b)
    if baseline == nil { baseline = m.minSeconds }
    let mpix = Double(m.pixels) / m.minSeconds / 1e6
    print(
        pad(m.name, 36) + padLeft(format(m.minSeconds * 1000, 2), 10) + padLeft(format(m.medianSeconds * 1000, 2), 11)
            + padLeft(format(mpix, 0), 9) + padLeft(format(m.minSeconds / baseline!, 1), 10) + "   #\(m.checksum & 0xFFFF)")
}
