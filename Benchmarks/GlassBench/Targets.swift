/// The speed issue's targets, each a ratio measured in this run (minimum times). The differences of process
/// rows (a scene minus the same scene without its layers) are printed in milliseconds too, for
/// `Benchmarks/peers/run.sh` to divide by its peers' times.
func printTargets(_ r: [String: Double], baseline: Double?) {
    guard let memcpy = baseline else { return }
    var lines: [String] = []
    func ratio(_ label: String, _ seconds: Double?, target: Double) {
        guard let s = seconds else { return }
        let x = s / memcpy
        lines.append(
            pad(label, 58) + padLeft(format(s * 1000, 2) + " ms", 12) + padLeft(format(x, 0) + "×", 8)
                + padLeft("≤ " + format(target, 0) + "×", 9) + (x <= target ? "  met" : "  missed"))
    }
    func difference(_ label: String, _ a: String, _ b: String) {
        guard let x = r[a], let y = r[b] else { return }
        lines.append(pad(label, 58) + padLeft(format((x - y) * 1000, 2) + " ms", 12) + "   (for peers/run.sh)")
    }
    ratio("frame end to end, defaults (× memcpy)", r["glass render iphone-frame (process)"], target: 100)
    ratio(
        "75-scene fidelity matrix, one folder render (× memcpy)", r["fidelity matrix, 75 scenes (process)"],
        target: 4000)
    ratio("showcase end to end (× memcpy)", r["glass render showcase (process)"], target: 150)
    difference(
        "difference: frame compositing, 1 thread, stored", "frame, 1 thread, stored (process)",
        "frame background alone, 1 thread, stored (process)")
    difference(
        "difference: pure-blur glass, 1 thread, stored", "pure-blur glass, 1 thread, stored (process)",
        "frame background alone, 1 thread, stored (process)")
    if lines.isEmpty { return }
    print("\ntargets (the speed issue), memcpy of the frame \(format(memcpy * 1000, 3)) ms in this run")
    lines.forEach { print($0) }
}
