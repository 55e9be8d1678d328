import Foundation
import GlassCore
import GlassPNG
import Testing

/// `glass animate` renders each frame from what the one before left (`FrameSequence`): its frames are the
/// same bytes as each frame rendered alone (`--no-reuse`), for every motion scene of the repository and for a
/// scene made to catch a bound that falls short (text, a path, an image, a scroll edge, adaptive glass and
/// glass content over the moving glass, a change that moves back before the kept canvas, Reduce Motion). The
/// animated PNG writes each frame only where it changed, so a changed region too small shows as a decoded
/// frame that differs.
@Suite struct FrameReuseTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Over the moving glass (g) come a text, a path, an image, a shape with a gradient, adaptive glass with
    /// content and a scroll edge; state 1 moves g, state 2 changes the first layer (behind everything), state
    /// 3 moves the top glass, so the kept canvas is passed, then moved back, then forward again.
    static let layered = ##"""
        {"canvas": {"width": 120, "height": 90, "scale": 1},
         "background": {"linearGradient": {"from": [0, 0], "to": [120, 90], "stops": [["#2255CC", 0], ["#EE8833", 1]]}},
         "layers": [
           {"type": "shape", "id": "back", "frame": [0, 50, 40, 40], "fill": "#11AA55"},
           {"type": "glass", "id": "g", "frame": [6, 10, 40, 28], "corners": "capsule",
            "content": [{"type": "text", "text": "Go", "frame": [0, 0, 40, 28], "style": "footnote"}]},
           {"type": "text", "text": "Label", "frame": [50, 40, 60, 20], "style": "body", "color": "#FFFFFF"},
           {"type": "path", "d": "M 10 20 L 50 12 L 40 38 Z", "frame": [50, 50, 60, 40], "fill": "#FFFFFF", "opacity": 0.6},
           {"type": "image", "frame": [96, 4, 20, 20], "image": "swatch.png"},
           {"type": "glass", "id": "top", "frame": [70, 8, 22, 22], "corners": "capsule", "appearance": "auto",
            "content": [{"type": "shape", "frame": [7, 7, 8, 8], "corners": "capsule", "fill": "label"}]},
           {"type": "scrollEdge", "edge": "top", "style": "soft", "size": 14}],
         "animation": {"states": [
           {"transition": {"duration": 0.15}, "changes": {"g": {"frame": [40, 30, 56, 30]}}},
           {"transition": {"duration": 0.1}, "changes": {"back": {"fill": "#AA1155", "frame": [10, 40, 50, 50]}}},
           {"transition": "snappy", "changes": {"top": {"frame": [20, 50, 30, 30], "tint": "#FF000040"}}}]}}
        """##

    /// A small image beside the scene: four colours, one a quadrant.
    static func swatch() throws -> [UInt8] {
        var image = PixelBuffer(width: 8, height: 8)
        for y in 0..<8 {
            for x in 0..<8 {
                let c: SIMD4<UInt8> =
                    x < 4 ? (y < 4 ? [255, 0, 0, 255] : [0, 255, 0, 255]) : [0, 0, 255, y < 4 ? 255 : 128]
                image[x, y] = c
            }
        }
        return try PNGCodec.encode(image)
    }

    /// Runs `glass animate` on `scene` in `dir` both ways and compares every frame: the APNG, decoded and
    /// composed, against the frames rendered alone; the folder of frames with reuse against the same.
    static func expectSameFrames(_ scene: String, in dir: URL, extra: [String] = []) async throws {
        let fps = ["--fps", "20"]
        let a = try await CLI.runRelease(["animate", scene, "-o", "reused.png"] + fps + extra, in: dir)
        #expect(a.code == 0, "\(a.stderr)")
        let b = try await CLI.runRelease(["animate", scene, "-o", "alone/", "--no-reuse"] + fps + extra, in: dir)
        #expect(b.code == 0, "\(b.stderr)")
        let c = try await CLI.runRelease(["animate", scene, "-o", "folder/"] + fps + extra, in: dir)
        #expect(c.code == 0, "\(c.stderr)")
        // The frames were drawn from the ones before (not all whole), and alone every one whole.
        let (reused, alone) = (drawn(a.stderr), drawn(b.stderr))
        if !extra.contains("--reduce-motion") {
            #expect(reused.partial > 0 && reused.whole < reused.partial, "\(scene): \(a.stderr)")
        }
        #expect(alone.partial == 0 && alone.unchanged == 0 && alone.whole > 3, "\(scene): \(b.stderr)")
        #expect(drawn(c.stderr) == reused, "the folder is drawn as the animated PNG")
        let apng = try APNG.decode(Array(try Data(contentsOf: dir.appendingPathComponent("reused.png"))))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("alone").path)
            .sorted { instant($0) < instant($1) }
        #expect(names.count == apng.frames.count && names.count > 3, "\(scene): \(names.count) frames")
        var distinct = Set<[UInt8]>()
        for (i, name) in names.enumerated() where i < apng.frames.count {
            let alone = try PNGCodec.decode(Array(try Data(contentsOf: dir.appendingPathComponent("alone/\(name)"))))
            let folder = try PNGCodec.decode(Array(try Data(contentsOf: dir.appendingPathComponent("folder/\(name)"))))
            let (inAPNG, inFolder) = (apng.frames[i] == alone, folder == alone)
            #expect(inAPNG, "\(scene) \(name): the animated PNG's frame differs from it alone")
            #expect(inFolder, "\(scene) \(name): the folder's frame differs from it alone")
            distinct.insert(alone.bytes)
        }
        #expect(distinct.count > 3, "\(scene): the frames move")
    }

    /// The counts of `animate: frames drawn whole W, from the one before P, unchanged U` on stderr.
    static func drawn(_ stderr: String) -> (whole: Int, partial: Int, unchanged: Int) {
        guard let line = stderr.split(separator: "\n").last(where: { $0.contains("frames drawn whole") }) else {
            return (-1, -1, -1)
        }
        let n = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return n.count == 3 ? (n[0], n[1], n[2]) : (-1, -1, -1)
    }

    static func instant(_ name: String) -> Double {
        Double(name.split(separator: "@").last!.dropLast(5)) ?? -1
    }

    @Test(arguments: [
        "motion-materialize", "motion-menu", "motion-morph", "motion-press", "motion-sheet-detent",
        "motion-tab-bar-minimize",
    ])
    func eachMotionSceneHasTheSameFramesAsRenderedAlone(name: String) async throws {
        let dir = try CLI.temporaryDirectory()
        let scenes = Self.repository.appendingPathComponent("scenes")
        try FileManager.default.copyItem(
            at: scenes.appendingPathComponent("\(name).json"), to: dir.appendingPathComponent("\(name).json"))
        try FileManager.default.copyItem(
            at: scenes.appendingPathComponent("backgrounds"), to: dir.appendingPathComponent("backgrounds"))
        try await Self.expectSameFrames("\(name).json", in: dir)
    }

    @Test(arguments: [[], ["--reduce-motion"], ["--threads", "3"]])
    func everyKindOfStepOverTheMovingGlass(extra: [String]) async throws {
        let dir = try CLI.temporaryDirectory()
        try Self.layered.write(to: dir.appendingPathComponent("layered.json"), atomically: true, encoding: .utf8)
        try Data(try Self.swatch()).write(to: dir.appendingPathComponent("swatch.png"))
        try await Self.expectSameFrames("layered.json", in: dir, extra: extra)
    }
}
