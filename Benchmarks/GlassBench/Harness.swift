import Glibc

/// A small dependency-free benchmark harness: warm-up, N timed samples, min and median, setup outside
/// the timed part, and a checksum so nothing is optimised away.
struct Benchmark {
    var name: String
    /// Pixels processed per run, for Mpix/s.
    var pixels: Int
    var samples: Int = 7
    /// Whether an untimed run comes first (rows that take seconds skip it).
    var warmUp = true
    /// Prepares state outside the timed part and returns the work to time; the work returns a checksum.
    var setup: () -> () -> Int
}

struct Measurement {
    var name: String
    var minSeconds: Double
    var medianSeconds: Double
    var pixels: Int
    var checksum: Int
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

func measure(_ b: Benchmark) -> Measurement {
    let work = b.setup()
    var checksum = b.warmUp ? work() : 0
    var times: [Double] = []
    for _ in 0..<b.samples {
        let t0 = now()
        checksum &+= work()
        times.append(now() - t0)
    }
    times.sort()
    return Measurement(
        name: b.name, minSeconds: times[0], medianSeconds: times[times.count / 2], pixels: b.pixels, checksum: checksum)
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
func padLeft(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
func format(_ v: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let n = Int((v * scale).rounded())
    let whole = n / Int(scale)
    let frac = n % Int(scale)
    var f = String(frac)
    while f.count < digits { f = "0" + f }
    return digits == 0 ? String(whole) : "\(whole).\(f)"
}
