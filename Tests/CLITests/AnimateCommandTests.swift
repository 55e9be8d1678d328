import Foundation
import GlassCore
import GlassPNG
import Testing

/// `glass animate`: an animated PNG whose first frame is the still render of the first state and whose last is
/// that of the last, a folder of frames, a strip; bad options and scenes one line with the right exit code and
/// no file left behind; the same bytes at every thread count.
@Suite struct AnimateCommandTests {
    static let scene = ##"""
        {"canvas": {"width": 64, "height": 40, "scale": 1}, "background": "#3366AA",
         "layers": [{"type": "glass", "id": "g", "frame": [4, 8, 24, 24], "corners": "capsule"},
                    {"type": "shape", "id": "s", "present": false, "frame": [40, 10, 10, 10], "fill": "#FFCC00"}],
         "animation": {"states": [{"transition": {"duration": 0.2, "bounce": 0.2}, "changes": {"g": {"frame": [36, 8, 24, 24]}, "s": {"present": true}}}]}}
        """##
    static let first = ##"""
        {"canvas": {"width": 64, "height": 40, "scale": 1}, "background": "#3366AA",
         "layers": [{"type": "glass", "frame": [4, 8, 24, 24], "corners": "capsule"}, {"type": "group", "layers": []}]}
        """##
    static let last = ##"""
        {"canvas": {"width": 64, "height": 40, "scale": 1}, "background": "#3366AA",
         "layers": [{"type": "glass", "frame": [36, 8, 24, 24], "corners": "capsule"},
                    {"type": "shape", "frame": [40, 10, 10, 10], "fill": "#FFCC00"}]}
        """##

    static func folder(_ files: [String: String]) throws -> URL {
        let dir = try CLI.temporaryDirectory()
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    static func png(_ dir: URL, _ name: String) throws -> PixelBuffer {
        try PNGCodec.decode(Array(try Data(contentsOf: dir.appendingPathComponent(name))))
    }

    @Test func theAnimatedPNGStartsAndEndsAtTheStatesStills() async throws {
        let dir = try Self.folder(["a.json": Self.scene, "first.json": Self.first, "last.json": Self.last])
        let r = try await CLI.runRelease(["animate", "a.json", "-o", "a.png", "--fps", "30"], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("animate: frame 1 of"), "progress on stderr: \(r.stderr)")
        for name in ["first", "last"] {
            #expect(try await CLI.runRelease(["render", "\(name).json"], in: dir).code == 0)
        }
        let apng = try APNG.decode(Array(try Data(contentsOf: dir.appendingPathComponent("a.png"))))
        #expect(apng.frames.count > 6 && apng.frames.count < 40, "\(apng.frames.count) frames")
        #expect(apng.frames.first == (try Self.png(dir, "first.png")))
        #expect(apng.frames.last == (try Self.png(dir, "last.png")))
        #expect(Set(apng.frames.map(\.bytes)).count > 3, "frames between the states differ")
        #expect(apng.delaysS.allSatisfy { abs($0 - 1.0 / 30) < 1e-9 })
        // A viewer without APNG support shows the first state.
        #expect(try Self.png(dir, "a.png") == (try Self.png(dir, "first.png")))
    }

    @Test func framesToAFolderAndAStrip() async throws {
        let dir = try Self.folder(["a.json": Self.scene])
        let r = try await CLI.runRelease(["animate", "a.json", "-o", "frames/", "--times", "0,0.1,0.25s"], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path).sorted()
        #expect(names == ["a@0.000s.png", "a@0.100s.png", "a@0.250s.png"])
        let s = try await CLI.runRelease(["animate", "a.json", "--strip"], in: dir)
        #expect(s.code == 0, "\(s.stderr)")
        let strip = try Self.png(dir, "a-strip.png")
        #expect(strip.width > 6 * 64 && strip.height > 40, "\(strip.width)×\(strip.height)")
    }

    @Test func theSameBytesAtEveryThreadCount() async throws {
        let dir = try Self.folder(["a.json": Self.scene])
        for n in ["1", "3"] {
            #expect(try await CLI.runRelease(["animate", "a.json", "-o", "t\(n).png", "--threads", n], in: dir).code == 0)
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("t1.png")) == Data(contentsOf: dir.appendingPathComponent("t3.png")))
    }

    @Test func badInputIsOneLineAndNoFile() async throws {
        let bad = Self.scene.replacingOccurrences(of: #""changes": {"g""#, with: #""changes": {"nope""#)
        let dir = try Self.folder(["a.json": Self.scene, "bad.json": bad])
        let cases: [([String], Int32, String)] = [
            (["animate", "bad.json", "-o", "x.png"], 65, "animation.states[0].changes.nope"),
            (["animate", "a.json", "-o", "x.png", "--fps", "0"], 64, "--fps"),
            (["animate", "a.json", "-o", "x.png", "--fps", "121"], 64, "--fps"),
            (["animate", "a.json", "-o", "x.png", "--duration", "-1"], 64, "--duration"),
            (["animate", "a.json", "-o", "x.png", "--duration", "1e308"], 64, "--duration"),
            (["animate", "a.json", "-o", "x.png", "--duration", "nan"], 64, "--duration"),
            (["animate", "a.json", "-o", "x.png", "--duration", "60", "--fps", "120"], 64, "the limit is 1200"),
            (["animate", "a.json", "-o", "x.png", "--times", "0.1"], 64, "--times"),
            (["animate", "a.json", "-o", "d/", "--times", "0.1,,0.2"], 64, "--times"),
            (["animate", "a.json", "-o", "d/", "--times", "5e-324,1e400"], 64, "--times"),
            (["animate", "missing.json", "-o", "x.png"], 66, "missing.json"),
            (["animate"], 64, "animate takes"),
            (["animate", "a.json", "a.json", "a.json"], 64, "animate takes"),
            (["animate", "a.json", "-o", "a.json"], 73, "a.json"),
        ]
        for (args, code, fragment) in cases {
            let r = try CLI.run(args, in: dir)
            #expect(r.code == code, "\(args): \(r.code) \(r.stderr)")
            expectOneErrorLine(r, contains: fragment)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
        #expect(try String(contentsOf: dir.appendingPathComponent("a.json"), encoding: .utf8) == Self.scene)
    }

    @Test func beforeAndAfterScenes() async throws {
        let dir = try Self.folder(["first.json": Self.first, "last.json": Self.last])
        let r = try await CLI.runRelease(["animate", "first.json", "last.json", "-o", "m.png", "--fps", "20"], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let apng = try APNG.decode(Array(try Data(contentsOf: dir.appendingPathComponent("m.png"))))
        #expect(apng.frames.count > 3)
        let two = try CLI.run(["animate", "first.json", "first.json", "-o", "same.png"], in: dir)
        #expect(two.code == 0, "two equal scenes: one frame: \(two.stderr)")
    }

    /// A run killed while it renders (SIGTERM, then SIGKILL) leaves no animated PNG and no temporary file:
    /// the frames are written only once all are rendered, whole or not at all.
    @Test(arguments: [SIGTERM, SIGKILL])
    func aKilledRunLeavesNothing(signal: Int32) async throws {
        let big = Self.scene.replacingOccurrences(of: #""width": 64, "height": 40"#, with: #""width": 900, "height": 900"#)
        let dir = try Self.folder(["a.json": big])
        let glass = await CLI.releaseBinary()
        let p = Process()
        p.executableURL = glass
        // 1189 frames of a 900 × 900 canvas, each rendered whole: long enough to be caught rendering.
        p.arguments = ["animate", "a.json", "-o", "a.png", "--duration", "9.9", "--fps", "120", "--no-reuse"]
        p.currentDirectoryURL = dir
        let errors = Pipe()
        p.standardError = errors
        try p.run()
        // Wait for its second progress line (a tenth of the frames rendered), then kill it.
        var seen = Data()
        while p.isRunning, !String(decoding: seen, as: UTF8.self).contains("frame 119 of") {
            seen += errors.fileHandleForReading.availableData
        }
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal, "killed before it finished")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.json"])
    }
}
