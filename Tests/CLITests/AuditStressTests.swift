import Foundation
import Testing

/// The audit attacked with what made it slow or large: many lines in one frame under one glass, many layers,
/// a large canvas. Through the release glass, the one users run.
@Suite struct AuditStressTests {
    /// Runs `executable args` under `/bin/sh` and returns its result and the CPU seconds (user and system) it
    /// used alone, from the shell's `times` (the tests run side by side, so this process's children are many).
    static func cpuSeconds(_ executable: URL, _ args: [String], in dir: URL) throws -> (Double, CLI.Result) {
        let quoted = ([executable.path] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let r = try CLI.runProcess(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", quoted.joined(separator: " ") + " 2>/dev/null; s=$?; times >&2; exit $s"],
            in: dir)
        // The second line of `times`: the children's user and system time, as 0m1.230s 0m0.040s.
        let line = r.stderr.split(separator: "\n").last.map(String.init) ?? ""
        let seconds = line.split(separator: " ").map { part -> Double in
            let minutes = part.split(separator: "m")
            return (Double(minutes.first ?? "") ?? 0) * 60 + (Double(minutes.last?.dropLast() ?? "") ?? 0)
        }
        return (seconds.reduce(0, +), r)
    }

    /// `lines` lines of text in one frame (every window overlaps every other) under one glass over a
    /// `size`×`size` pt canvas at scale 1.
    static func stack(lines: Int, size: Int) -> String {
        let text = (0..<lines).map {
            ##"{"type": "text", "text": "Line \##($0) of one frame", "frame": [100, 120, 700, 60], "font": {"size": 30}, "color": "#3A3A3C"}"##
        }
        return ##"""
            {"canvas": {"width": \##(size), "height": \##(size), "scale": 1}, "background": "#FFFFFF", "layers": [
              {"type": "shape", "frame": [0, 0, \##(size / 3), \##(size)], "fill": "#FF9500"},
              \##(text.joined(separator: ",\n")),
              {"type": "glass", "frame": [0, 0, \##(size), \##(size)]}
            ]}
            """##
    }

    /// 100 lines in one frame under a glass over a 2000×2000 canvas: the audit's CPU time stays within 4× the
    /// render's (each window rendered again used to frost the whole glass: about 25×).
    @Test func manyLinesUnderOneLargeGlassAuditInASmallMultipleOfTheRender() async throws {
        let glass = await CLI.releaseBinary()
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try AuditCommandTests.write(Self.stack(lines: 100, size: 2000), "stack.json", in: dir)
        func cpu(_ args: [String]) throws -> (Double, CLI.Result) {
            try Self.cpuSeconds(glass, args + ["--threads", "1"], in: dir)
        }
        let (render, rendered) = try cpu(["render", scene, "-o", "stack.png"])
        try #require(rendered.code == 0, "\(rendered.stderr)")
        let (audit, audited) = try cpu(["audit", scene])
        try #require(audited.code == 0 || audited.code == 1, "\(audited.stderr)")
        #expect(audited.stdout.contains("\n100 layers audited, "))
        #expect(audit <= 4 * render, "audit \(audit) s, render \(render) s of CPU")
    }

    /// 900 labels in a grid under three glass, on a 3000×3000 canvas: every one listed once, at its own path,
    /// the same figures at one thread and at three.
    @Test func nineHundredLayersAreEachListedOnceTheSameAtAnyThreadCount() async throws {
        let glass = await CLI.releaseBinary()
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let labels = (0..<900).map { i in
            ##"{"type": "text", "text": "L\##(i)", "frame": [\##(i % 30 * 100 + 10), \##(i / 30 * 100 + 30), 80, 30], "font": {"size": 17}, "color": "\##(i % 2 == 0 ? "#000000" : "#8E8E93")"}"##
        }
        let json = ##"""
            {"canvas": {"width": 3000, "height": 3000, "scale": 1}, "background": "#FFFFFF", "layers": [
              \##(labels.joined(separator: ",\n")),
              {"type": "glass", "frame": [0, 0, 1500, 3000], "corners": 40},
              {"type": "glass", "frame": [1500, 0, 1500, 1500], "style": "clear"},
              {"type": "glass", "frame": [1600, 1600, 1300, 1300], "material": {"blurRadius": 20}}
            ]}
            """##
        let scene = try AuditCommandTests.write(json, "grid.json", in: dir)
        var outputs: [String] = []
        for threads in ["1", "3"] {
            let r = try CLI.runProcess(glass, ["audit", scene, "--threads", threads], in: dir)
            try #require(r.code == 0 || r.code == 1, "\(r.stderr)")
            outputs.append(r.stdout)
        }
        #expect(outputs[0] == outputs[1])
        let lines = outputs[0].split(separator: "\n").dropLast()
        #expect(lines.count == 900)
        let paths = lines.map { $0.prefix { $0 != " " } }
        #expect(Set(paths).count == 900)
    }

    /// A 6000×3000 canvas with text at its far corner under a glass, text past its edges and text of a clear
    /// colour: the visible text is listed, the rest is not.
    @Test func aLargeCanvasListsOnlyWhatIsDrawn() async throws {
        let glass = await CLI.releaseBinary()
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = ##"""
            {"canvas": {"width": 6000, "height": 3000, "scale": 1}, "background": "#1C1C1E", "layers": [
              {"type": "text", "text": "Far corner", "frame": [5800, 2950, 190, 40], "font": {"size": 17}, "color": "#FFFFFF"},
              {"type": "text", "text": "Past the edge", "frame": [6100, 100, 190, 40], "font": {"size": 17}, "color": "#FFFFFF"},
              {"type": "text", "text": "Above the top", "frame": [100, -900, 190, 40], "font": {"size": 17}, "color": "#FFFFFF"},
              {"type": "text", "text": "Clear", "frame": [100, 100, 190, 40], "font": {"size": 17}, "color": "clear"},
              {"type": "glass", "frame": [5000, 2500, 1200, 700], "corners": 60}
            ]}
            """##
        let scene = try AuditCommandTests.write(json, "wide.json", in: dir)
        let r = try CLI.runProcess(glass, ["audit", scene], in: dir)
        #expect(r.code == 0 || r.code == 1, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("layers[0]  text") == true)
        #expect(lines.last?.hasPrefix("1 layer audited") == true)
    }
}
