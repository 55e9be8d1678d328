import GlassCore
import GlassPNG
import Glibc

// `glass test` against `glass render` of the same folder (the repository's scenes), each a separate process
// of the release binary: golden testing should cost what rendering costs. "All failing" tests the scenes
// against a copy of the goldens with a 40×40 px block inverted in each, so every scene fails and writes its
// expected, actual and difference images.

let goldenScratch = "/tmp/glass-bench-golden"

/// `glass test scenes --goldens GOLDENS` with the artifacts in the scratch folder; returns the exit status
/// (0 all passed, 1 some failed).
func goldenTest(_ goldens: String) -> Int {
    Int(
        runProcess(
            [
                binary, "test", root + "/scenes", "--goldens", goldens, "--artifacts", goldenScratch + "/artifacts",
            ], quiet: true
        ).status)
}

/// A copy of every `golden/*.png` with a block inverted, so that every scene fails; nil when a golden cannot
/// be read or written.
func failingGoldens() -> String? {
    let folder = goldenScratch + "/failing"
    mkdir(goldenScratch, 0o755)
    mkdir(folder, 0o755)
    guard let dir = opendir(root + "/golden") else { return nil }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard name.hasSuffix(".png"), var image = try? PNGCodec.decode(readAll(root + "/golden/" + name)) else {
            continue
        }
        let (x0, y0) = (image.width / 2, image.height / 2)
        for y in y0..<min(image.height, y0 + 40) {
            for x in x0..<min(image.width, x0 + 40) {
                for c in 0..<3 { image.bytes[(y * image.width + x) * 4 + c] ^= 0xFF }
            }
        }
        guard let png = try? PNGCodec.encode(image), let f = fopen(folder + "/" + name, "wb") else { return nil }
        let written = fwrite(png, 1, png.count, f)
        fclose(f)
        if written != png.count { return nil }
    }
    return folder
}

func readAll(_ path: String) -> [UInt8] {
    guard let f = fopen(path, "rb") else { return [] }
    defer { fclose(f) }
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        out.append(contentsOf: buffer[0..<n])
    }
    return out
}

func goldenRows() -> [Benchmark] {
    [
        Benchmark(name: "glass render scenes/ (process)", pixels: frame, samples: 3) {
            mkdir(goldenScratch, 0o755)
            mkdir(goldenScratch + "/render", 0o755)
            return {
                Int(
                    runProcess([binary, "render", root + "/scenes", "-o", goldenScratch + "/render"], quiet: true)
                        .status)
            }
        },
        Benchmark(name: "glass test scenes/, all pass (process)", pixels: frame, samples: 3) {
            { goldenTest(root + "/golden") }
        },
        Benchmark(name: "glass test scenes/, all failing (process)", pixels: frame, samples: 3) {
            guard let goldens = failingGoldens() else {
                print("cannot write the failing goldens under \(goldenScratch)")
                exit(1)
            }
            return { goldenTest(goldens) }
        },
    ]
}

/// The golden-testing targets: `glass test` over `glass render` of the same folder, in this run.
func printGoldenTargets(_ r: [String: Double]) {
    guard let render = r["glass render scenes/ (process)"] else { return }
    var lines: [String] = []
    for (label, row, target) in [
        ("glass test, every golden passes ÷ glass render", "glass test scenes/, all pass (process)", 1.3),
        ("glass test, every golden fails ÷ glass render", "glass test scenes/, all failing (process)", 2.5),
    ] {
        guard let s = r[row] else { continue }
        let x = s / render
        lines.append(
            pad(label, 58) + padLeft(format(s * 1000, 0) + " ms", 12) + padLeft(format(x, 2) + "×", 8)
                + padLeft("≤ " + format(target, 1) + "×", 9) + (x <= target ? "  met" : "  missed"))
    }
    if lines.isEmpty { return }
    print("\ntargets (golden testing), glass render of the same folder \(format(render * 1000, 0)) ms in this run")
    lines.forEach { print($0) }
}
