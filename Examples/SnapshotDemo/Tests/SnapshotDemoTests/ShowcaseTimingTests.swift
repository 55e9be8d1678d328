import Foundation
import GlassTesting
import Testing

/// A full iPhone 17 Pro screen (glass's showcase, 1206×2622 pixels, copied into this package with its
/// background photo and golden) asserted, then timed against `glass render` of the same scene with the same
/// release glass. Prints both; each is the fastest of three runs. Measured about 1× (0.17 s against 0.15 s);
/// the bound asserted is loose, for a busy machine, and still fails an assertion rendered in process (75×).
/// When the assertion fails, no release glass is in use, or the render fails, the test fails there and prints
/// no ratio: a timing of a failure would mean nothing.
@Test func showcaseAssertionCostsAboutARender() throws {
    let scene = here.appendingPathComponent("Scenes/showcase.json")
    let golden = here.appendingPathComponent("Goldens/showcase.png")
    let first = assertGlassSnapshot(of: scene, matching: golden)
    try #require(first.status == .passed, "the showcase assertion did not pass, so it is not timed")
    let glass = try #require(
        glassSnapshotBinary(), "assertGlassSnapshot renders in process here (see the `glass:` line), so not timed")
    let clock = ContinuousClock()
    func fastest(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = clock.now
            try body()
            let d = (clock.now - start).components
            best = min(best, Double(d.seconds) + Double(d.attoseconds) * 1e-18)
        }
        return best
    }
    let assertion = try fastest {
        let r = assertGlassSnapshot(of: scene, matching: golden, record: .never)
        try #require(r.status == .passed, "a timed assertion did not pass: \(r.message)")
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let render = try fastest {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: glass)
        p.arguments = ["render", "-o", output.path, "--", scene.path]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "glass render of the showcase failed, so it is not timed")
    }
    let ratio = assertion / render
    func seconds(_ v: Double) -> String { String(format: "%.3f", v) }
    print(
        "assertGlassSnapshot: \(seconds(assertion)) s, glass render: \(seconds(render)) s, "
            + "ratio \(String(format: "%.2f", ratio))")
    #expect(ratio <= 3, "an assertion should cost about one glass render")
}
