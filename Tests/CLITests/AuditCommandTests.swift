import Foundation
import GlassPNG
import Testing

/// `glass audit` and `glass test --audit` as users run them.
@Suite struct AuditCommandTests {
    /// Grey #777777 text at 17 pt (4.48:1, fails) at the top and black text (21:1, passes) at the bottom.
    static let mixed = ##"""
        {"canvas": {"width": 200, "height": 120, "scale": 2}, "background": "#FFFFFF", "layers": [
          {"type": "text", "text": "Grey and small", "frame": [10, 10, 180, 30], "font": {"size": 17}, "color": "#777777"},
          {"type": "text", "text": "Black and plain", "frame": [10, 70, 180, 30], "font": {"size": 17}, "color": "#000000"}
        ]}
        """##

    static let passing = ##"""
        {"canvas": {"width": 200, "height": 60, "scale": 2}, "background": "#FFFFFF", "layers": [
          {"type": "text", "text": "Black and plain", "frame": [10, 10, 180, 30], "font": {"size": 17}, "color": "#000000"}
        ]}
        """##

    static func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func linesJSONAndExitCode() throws {
        let dir = try CLI.temporaryDirectory()
        let scene = try Self.write(Self.mixed, "mixed.json", in: dir)
        let json = dir.appendingPathComponent("audit.json").path
        let r = try CLI.run(["audit", scene, "--json", json])
        #expect(r.code == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.isEmpty)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("layers[0]  text  17 pt  weight 400  contrast 4.47:1  Lc 71."))
        #expect(lines[0].hasSuffix("required 4.5:1  FAIL"))
        #expect(lines[1].hasPrefix("layers[1]  text  17 pt  weight 400  contrast 21.00:1  Lc 106.0"))
        #expect(lines[1].hasSuffix("PASS"))
        #expect(lines[2] == "2 layers audited, 1 under the minimum, 0 layout findings")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
        let layers = try #require((object as? [String: Any])?["layers"] as? [[String: Any]])
        #expect(layers.map { $0["path"] as? String } == ["layers[0]", "layers[1]"])
        #expect(layers.map { $0["kind"] as? String } == ["text", "text"])
        #expect(layers.map { $0["pass"] as? Bool } == [false, true])
        #expect(layers.map { $0["required"] as? Double } == [4.5, 4.5])
        #expect(layers.map { $0["sizePt"] as? Double } == [17, 17])
        #expect(layers.map { $0["weight"] as? Double } == [400, 400])
        #expect(abs((layers[0]["contrast"] as? Double ?? 0) - 4.478) < 0.001)
        #expect(abs((layers[1]["apcaLc"] as? Double ?? 0) - 106.04) < 0.01)
        #expect(try CLI.run(["audit", try Self.write(Self.passing, "ok.json", in: dir)]).code == 0)
    }

    /// The overlay is the render with exactly the failing layers outlined: magenta around the grey text, none
    /// around the black, and every other pixel as `glass render` draws it.
    @Test func theOverlayMarksExactlyTheFailingLayers() throws {
        let dir = try CLI.temporaryDirectory()
        let scene = try Self.write(Self.mixed, "mixed.json", in: dir)
        let overlay = dir.appendingPathComponent("overlay.png").path
        let plain = dir.appendingPathComponent("plain.png").path
        #expect(try CLI.run(["audit", scene, "--overlay", overlay]).code == 1)
        #expect(try CLI.run(["render", scene, "-o", plain]).code == 0)
        let marked = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: overlay))))
        let render = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: plain))))
        #expect(marked.width == 400 && marked.height == 240)
        var magentaRows: Set<Int> = []
        var changedRows: Set<Int> = []
        for y in 0..<marked.height {
            for x in 0..<marked.width {
                let p = marked[x, y]
                if p == SIMD4(255, 0, 255, 255) { magentaRows.insert(y) }
                if p != render[x, y] { changedRows.insert(y) }
            }
        }
        // The grey text sits in rows 20–80 (its frame at 2×), its label tab just above or below; the black
        // text in rows 140–200 is untouched.
        #expect(!magentaRows.isEmpty)
        #expect(magentaRows.allSatisfy { $0 < 120 })
        #expect(changedRows.allSatisfy { $0 < 120 })
        #expect(magentaRows.contains { $0 < 40 } && magentaRows.contains { $0 > 40 })
    }

    @Test func componentPathsInJSON() async throws {
        let dir = try CLI.temporaryDirectory()
        let scene = try Self.write(
            ##"""
            {"device": "iPhone 17 Pro", "background": "#F2F2F7", "layers": [
              {"type": "navigationBar", "title": "Inbox", "trailing": [{"symbol": "magnifyingglass"}, {"title": "Edit"}]},
              {"type": "text", "text": "Plain", "frame": [20, 300, 200, 30]}
            ]}
            """##, "bar.json", in: dir)
        let json = dir.appendingPathComponent("bar-audit.json").path
        let r = try await CLI.runRelease(["audit", scene, "--json", json])
        #expect(r.code == 0 || r.code == 1, "stderr: \(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
        let layers = try #require((object as? [String: Any])?["layers"] as? [[String: Any]])
        let paths = layers.compactMap { $0["path"] as? String }
        for expected in ["layers[0].title", "layers[0].trailing[0]", "layers[0].trailing[1]", "layers[1]"] {
            #expect(paths.contains(expected), "\(paths)")
        }
        #expect(layers.first { $0["path"] as? String == "layers[0].trailing[0]" }?["kind"] as? String == "symbol")
    }

    @Test func badInputs() throws {
        let dir = try CLI.temporaryDirectory()
        let scene = try Self.write(Self.passing, "ok.json", in: dir)
        let missing = try CLI.run(["audit", dir.appendingPathComponent("none.json").path])
        #expect(missing.code == 66)
        expectOneErrorLine(missing, contains: "no such file")
        let flag = try CLI.run(["audit", scene, "--colour"])
        #expect(flag.code == 64)
        expectOneErrorLine(flag, contains: "--colour")
        let none = try CLI.run(["audit"])
        #expect(none.code == 64)
        expectOneErrorLine(none, contains: "audit needs a scene file")
        let noFolder = try CLI.run(["audit", scene, "--json", dir.appendingPathComponent("ok.json/such/a.json").path])
        #expect(noFolder.code == 73)
        expectOneErrorLine(noFolder, contains: "ok.json is not a folder")
        let overScene = try CLI.run(["audit", scene, "--json", scene])
        #expect(overScene.code == 73)
        expectOneErrorLine(overScene, contains: "is one of the inputs")
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.passing)
        let same = try CLI.run([
            "audit", scene, "--json", dir.appendingPathComponent("x").path, "--overlay",
            dir.appendingPathComponent("./x").path,
        ])
        #expect(same.code == 64)
        expectOneErrorLine(same, contains: "name the same file")
        let bad = try CLI.run([
            "audit",
            try Self.write(
                #"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "text"}]}"#, "bad.json", in: dir),
        ])
        #expect(bad.code == 65)
        expectOneErrorLine(bad, contains: "layers[0]")
        // Nothing was written by the refusals.
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x").path))
    }

    @Test func goldenTestsWithTheAudit() throws {
        let dir = try CLI.temporaryDirectory()
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = try Self.write(Self.passing, "ok.json", in: scenes)
        let goldens = dir.appendingPathComponent("goldens").path
        let args = ["test", scenes.path, "--goldens", goldens, "--artifacts", dir.appendingPathComponent("a").path]
        #expect(try CLI.run(args + ["--record", "missing", "--audit"]).code == 0)
        _ = try Self.write(Self.mixed, "grey.json", in: scenes)
        _ = try CLI.run(args + ["--record", "missing"])
        // The goldens pass; the audit fails the run with a line for the failing layer.
        #expect(try CLI.run(args).code == 0)
        let r = try CLI.run(args + ["--audit"])
        #expect(r.code == 1)
        let failLines = r.stderr.split(separator: "\n").filter { $0.hasPrefix("FAIL: ") }
        #expect(failLines.count == 1, "stderr: \(r.stderr)")
        #expect(failLines.first?.hasPrefix("FAIL: grey: audit: layers[0]  text  17 pt") == true)
        #expect(r.stdout.contains("audit: 2 scenes, 1 layer under the minimum"))
    }
}

/// The showcase's audit overlay in the docs is what `glass audit --overlay` draws today (regenerate it with
/// `glass audit scenes/showcase.json --overlay docs/audit-showcase.png` when the showcase's look moves).
@Suite struct AuditOverlayDocTests {
    @Test func theDocsOverlayOfTheShowcaseIsCurrent() async throws {
        let binary = await CLI.releaseBinary()
        let dir = try CLI.temporaryDirectory()
        let overlay = dir.appendingPathComponent("showcase-audit.png").path
        let audit = try CLI.runProcess(
            binary, ["audit", CLI.root.appendingPathComponent("scenes/showcase.json").path, "--overlay", overlay])
        #expect(audit.code == 1, "stderr: \(audit.stderr)")
        #expect(audit.stdout.contains("46 layers audited, 14 under the minimum"), "\(audit.stdout)")
        let docs = CLI.root.appendingPathComponent("docs/audit-showcase.png").path
        let compare = try CLI.runProcess(binary, ["compare", docs, overlay, "--tolerance", "1"])
        #expect(compare.code == 0, "\(compare.stdout) \(compare.stderr)")
    }
}
