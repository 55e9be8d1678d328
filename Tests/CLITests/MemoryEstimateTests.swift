import Foundation
import GlassRender
import GlassScene
import Testing

@testable import glass

/// `RenderPlan.estimatedPeakBytes` against what a render really holds: the `glass` process's peak resident
/// memory (`--stats`), less that of a tiny scene (the binary, fonts, Foundation). The estimate must
/// never be below it, and must not be so loose as to be meaningless.
@Suite struct MemoryEstimateTests {
    /// Peak resident bytes of `glass render … --stats` (its `VmHWM`, as it reports it) of the release binary,
    /// the one users run. Not the rusage of the child: a child spawned from this large test process inherits
    /// the parent's high-water mark.
    static func peakResidentBytes(_ args: [String], in directory: URL) async throws -> Int {
        let r = try CLI.runProcess(await CLI.releaseBinary(), args + ["--stats"], in: directory)
        try #require(r.code == 0, "glass \(args): \(r.stderr)")
        let line = try #require(r.stderr.split(separator: "\n").first { $0.hasPrefix("stats: ") })
        let mb = try #require(line.firstRange(of: "peak resident ").map { line[$0.upperBound...] })
        return try #require(Int(mb.prefix { $0.isNumber })) << 20
    }

    static func estimate(_ json: String, in directory: URL) throws -> Int {
        let scene = try SceneLoader.resolve(bytes: Array(json.utf8), file: "scene.json", directory: directory.path)
        return try Renderer.checkedPlan(scene).peakBytes
    }

    static func scene(_ layers: String, background: String = ##""#336699""##, size: Int = 1000) -> String {
        ##"{"canvas": {"width": \##(size), "height": \##(size), "scale": 1}, "background": \##(background), "layers": [\##(layers)]}"##
    }

    /// Not under a sanitizer (`tools/sanitize.sh` sets `ASAN_OPTIONS`): its shadow memory and quarantine are
    /// most of a process's resident memory there.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil))
    func theEstimateBoundsThePeakOfEachKindOfStep() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // An image for the image steps, rendered by glass itself.
        let gradient = Self.scene(
            "",
            background:
                ##"{"linearGradient": {"from": [0, 0], "to": [1200, 600], "stops": [["#FF0000", 0], ["#0000FF80", 1]]}}"##,
            size: 1200)
        try gradient.write(to: dir.appendingPathComponent("g.json"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", "g.json", "-o", "g.png"], in: dir).code == 0)
        let zigzag = "M0 0 " + (0..<900).map { "L\($0 * 7 % 1000) \($0 % 2 * 1000)" }.joined(separator: " ")
        let cases: [(String, String)] = [
            ("background", Self.scene("")),
            ("image background", Self.scene("", background: ##"{"image": "g.png"}"##)),
            ("shape", Self.scene(##"{"type": "shape", "frame": [3, 3, 990, 990], "corners": 40, "fill": "#FF0000"}"##)),
            ("image", Self.scene(##"{"type": "image", "image": "g.png", "frame": [3, 3, 990, 990], "corners": 30}"##)),
            // 60 layers of one image in three flips: three copies, counted (each layer held its own copy).
            (
                "flipped images",
                Self.scene(
                    (0..<60).map {
                        ##"{"type": "image", "image": "g.png", "frame": [0, 0, 50, 50], "flip": "\##(["horizontal", "vertical", "both"][$0 % 3])"}"##
                    }.joined(separator: ", "))
            ),
            ("glass", Self.scene(##"{"type": "glass", "frame": [0, 0, 1000, 1000], "corners": 40}"##)),
            (
                "clear glass",
                Self.scene(
                    ##"{"type": "glass", "style": "clear", "frame": [0, 0, 1000, 1000], "material": {"blurRadius": 100}}"##
                )
            ),
            (
                "path",
                Self.scene(##"{"type": "path", "frame": [0, 0, 1000, 1000], "d": "\##(zigzag)", "fill": "#FF0000"}"##)
            ),
            (
                "text",
                Self.scene(
                    ##"{"type": "text", "text": "\##(String(repeating: "Wg ", count: 150))", "frame": [0, 0, 1000, 1000], "font": {"size": 120}}"##
                )
            ),
            (
                "scroll edge",
                Self.scene(##"{"type": "scrollEdge", "edge": "top", "style": "soft", "size": 1000}"##)
            ),
        ]
        try Self.scene("", size: 8).write(
            to: dir.appendingPathComponent("tiny.json"), atomically: true, encoding: .utf8)
        let baseline = try await Self.peakResidentBytes(
            ["render", "tiny.json", "-o", "tiny.png", "--threads", "1"], in: dir)
        for (name, json) in cases {
            try json.write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
            let peak =
                try await Self.peakResidentBytes(["render", "s.json", "-o", "s.png", "--threads", "1"], in: dir)
                - baseline
            let estimate = try Self.estimate(json, in: dir)
            print("memory \(name): measured \(peak >> 20) MB over the baseline, estimated \(estimate >> 20) MB")
            // Whole megabytes, as --stats prints them.
            #expect(peak <= estimate + (1 << 20), "\(name): measured \(peak), estimated \(estimate)")
            #expect(estimate <= 4 * peak + (16 << 20), "\(name): measured \(peak), estimated \(estimate)")
        }
    }
}

@Suite struct MemoryLimitTests {
    /// A plan whose estimate is above the limit is refused with one line naming the scene, before anything
    /// is allocated.
    @Test func aRenderAboveTheLimitIsRefused() throws {
        let json = MemoryEstimateTests.scene(##"{"type": "glass", "frame": [0, 0, 1000, 1000]}"##)
        let scene = try SceneLoader.resolve(bytes: Array(json.utf8), file: "big.json", directory: "/tmp")
        let peak = try Renderer.checkedPlan(scene).peakBytes
        #expect(throws: SceneError.self) { try Renderer.checkedPlan(scene, limitBytes: peak - 1) }
        do {
            _ = try Renderer.checkedPlan(scene, limitBytes: 8 << 20)
        } catch {
            #expect(error.description.hasPrefix("big.json: rendering would hold about "))
            #expect(error.description.hasSuffix("the limit is 8 MB"))
        }
        #expect(try Renderer.checkedPlan(scene, limitBytes: peak).peakBytes == peak)
    }

    /// The largest scene the other limits allow (a 40 Mpx canvas, a full-canvas glass group and path, 200
    /// Mpx of images counted) stays well under the render limit: the limit is a backstop.
    @Test func theWorstSceneTheLimitsAllowIsUnderTheBound() throws {
        let zigzag = "M0 0 " + (0..<1200).map { "L\($0 * 5 % 6324) \($0 % 2 * 6324)" }.joined(separator: " ")
        let json =
            ##"{"canvas": {"width": 6324, "height": 6324, "scale": 1}, "background": "#336699", "layers": [{"type": "glass", "frame": [0, 0, 6324, 6324]}, {"type": "path", "frame": [0, 0, 6324, 6324], "d": "\##(zigzag)"}]}"##
        let scene = try SceneLoader.resolve(bytes: Array(json.utf8), file: "worst.json", directory: "/tmp")
        let plan = RenderPlan(scene)
        let peak = plan.estimatedPeakBytes(imageBytes: 4 * SceneLimits.maxImagePixels)
        print("memory worst scene: estimated \(peak >> 20) MB")
        #expect(peak < RenderLimits.maxPeakBytes / 2)
    }
}

/// The folder render's shared budget: scenes whose estimates do not fit together never run together, and
/// one larger than the whole budget runs alone.
@Suite struct MemoryGateTests {
    @Test func scenesThatDoNotFitTogetherWaitAndALargerOneRunsAlone() {
        var gate = MemoryGate(capacity: 100)
        let a = gate.take(60)
        #expect(a == 60)
        #expect(gate.take(60) == nil)
        let b = gate.take(30)
        #expect(b == 30 && gate.inUse == 90)
        #expect(gate.take(250) == nil)
        gate.release(a!)
        #expect(gate.take(250) == nil)
        gate.release(b!)
        #expect(gate.take(250) == 100 && gate.inUse == 100)
        #expect(gate.take(0) == 0 && gate.take(1) == nil && gate.take(-5) == 0)
    }
}
