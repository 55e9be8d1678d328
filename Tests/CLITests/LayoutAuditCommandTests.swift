import Foundation
import GlassPNG
import Testing

/// `glass audit`'s layout findings and the baseline, and `glass test --audit` across a matrix, as users run them.
@Suite struct LayoutAuditCommandTests {
    /// A label too long for its frame (truncated) and a black label that fits.
    static let truncating = ##"""
        {"canvas": {"width": 200, "height": 80, "scale": 2}, "background": "#FFFFFF", "layers": [
          {"type": "text", "text": "A label far too long for its frame", "frame": [10, 10, 80, 30], "font": {"size": 17}, "color": "#000000"},
          {"type": "text", "text": "Fits", "frame": [10, 45, 180, 30], "font": {"size": 17}, "color": "#000000"}
        ]}
        """##

    /// Body text in a fixed frame: it fits at L and is cut with "…" at AX3.
    static let growing = ##"""
        {"canvas": {"width": 240, "height": 60, "scale": 1}, "background": "#FFFFFF", "layers": [
          {"type": "text", "text": "Settings", "style": "body", "frame": [10, 10, 120, 40], "color": "#000000"}
        ]}
        """##

    static func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        try AuditCommandTests.write(text, name, in: dir)
    }

    @Test func linesJSONAndExitCode() throws {
        let dir = try CLI.temporaryDirectory()
        let scene = try Self.write(Self.truncating, "t.json", in: dir)
        let json = dir.appendingPathComponent("t-audit.json").path
        let r = try CLI.run(["audit", scene, "--json", json])
        #expect(r.code == 1, "stderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("layers[0]  truncated  drawn with \"…\" where no line limit was asked  FAIL"))
        #expect(lines.last == "2 layers audited, 0 under the minimum, 1 layout finding")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["path"] as? String } == ["layers[0]"])
        #expect(findings.map { $0["kind"] as? String } == ["truncated"])
        #expect((findings.first?["boundsPx"] as? [Double])?.count == 4)
        // The same scene with the label's line limit asked for passes.
        let asked = Self.truncating.replacingOccurrences(
            of: ##""color": "#000000"},"##, with: ##""color": "#000000", "lines": 1},"##)
        #expect(try CLI.run(["audit", try Self.write(asked, "asked.json", in: dir)]).code == 0)
    }

    @Test func theBaselineAcceptsReportsStaleAndFailsOnlyNewFindings() throws {
        let dir = try CLI.temporaryDirectory()
        let scene = try Self.write(Self.truncating, "t.json", in: dir)
        let baseline = dir.appendingPathComponent("audit-baseline.json").path
        // Written by --update-baseline: the run passes and the file accepts the finding.
        let update = try CLI.run(["audit", scene, "--baseline", baseline, "--update-baseline"])
        #expect(update.code == 0, "\(update.stdout) \(update.stderr)")
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written.contains(#""path": "layers[0]""#) && written.contains(#""kind": "truncated""#))
        // Accepted with a reason: exit 0, the line says so.
        try Data(
            #"{"accepted": [{"path": "layers[0]", "kind": "truncated", "traits": "", "reason": "ticket 12"}]}"#.utf8
        ).write(to: URL(fileURLWithPath: baseline))
        let accepted = try CLI.run(["audit", scene, "--baseline", baseline])
        #expect(accepted.code == 0, "\(accepted.stdout)")
        #expect(
            accepted.stdout.contains(
                "layers[0]  truncated  drawn with \"…\" where no line limit was asked  accepted (ticket 12)"))
        #expect(accepted.stdout.contains("1 accepted by the baseline, 0 stale"))
        // A new finding (the second label now truncates too) fails; only it.
        let worse = Self.truncating.replacingOccurrences(of: #""Fits""#, with: #""Now this one is too long as well""#)
        let worseScene = try Self.write(worse, "worse.json", in: dir)
        let newOne = try CLI.run(["audit", worseScene, "--baseline", baseline])
        #expect(newOne.code == 1)
        #expect(newOne.stdout.contains("layers[1]  truncated  drawn with \"…\" where no line limit was asked  FAIL"))
        // Fixed: the entry is stale, reported, and does not fail.
        let fixed = Self.truncating.replacingOccurrences(of: "[10, 10, 80, 30]", with: "[10, 10, 180, 30]")
            .replacingOccurrences(of: "A label far too long for its frame", with: "Short")
        let stale = try CLI.run(["audit", try Self.write(fixed, "fixed.json", in: dir), "--baseline", baseline])
        #expect(stale.code == 0)
        #expect(stale.stdout.contains("stale: \(baseline): accepted[0]: layers[0]  truncated is no longer found"))
        #expect(stale.stdout.contains("0 accepted by the baseline, 1 stale"))
        // An entry for other traits is neither matched nor stale.
        try Data(#"{"accepted": [{"path": "layers[0]", "kind": "truncated", "traits": "appearance=dark"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: baseline))
        let other = try CLI.run(["audit", scene, "--baseline", baseline])
        #expect(other.code == 1)
        #expect(!other.stdout.contains("stale:"))
    }

    @Test func aBadOrMissingBaselineIsOneLineWithTheFileAndPath() throws {
        let dir = try CLI.temporaryDirectory()
        let scene = try Self.write(Self.truncating, "t.json", in: dir)
        let baseline = dir.appendingPathComponent("b.json").path
        let missing = try CLI.run(["audit", scene, "--baseline", baseline])
        #expect(missing.code == 66)
        expectOneErrorLine(missing, contains: "b.json: no such file")
        for (text, fragment) in [
            (
                #"{"accepted": [{"path": "layers[0]", "kind": "truncate"}]}"#,
                "b.json: accepted[0].kind: expected one of"
            ),
            (#"{"accepted": [{"path": 3, "kind": "truncated"}]}"#, "b.json: accepted[0].path: expected a string"),
            (
                #"{"accepted": [{"path": "a", "kind": "unsafe", "traits": "dark"}]}"#,
                "b.json: accepted[0].traits: expected the render's traits"
            ),
            (#"{"acceptd": []}"#, "b.json: acceptd"),
            (#"{"accepted": [}"#, "b.json: invalid JSON at line 1"),
            (
                #"{"accepted": [{"path": "a", "kind": "unsafe"}, {"path": "a", "kind": "unsafe", "traits": ""}]}"#,
                "b.json: accepted[1]: accepts the same path, kind and traits",
            ),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: baseline))
            let r = try CLI.run(["audit", scene, "--baseline", baseline])
            #expect(r.code == 65, "\(text)")
            expectOneErrorLine(r, contains: fragment)
            // --update-baseline never replaces a file it cannot read as a baseline.
            #expect(try CLI.run(["audit", scene, "--baseline", baseline, "--update-baseline"]).code == 65)
            #expect(try String(contentsOfFile: baseline, encoding: .utf8) == text)
        }
        let usage = try CLI.run(["audit", scene, "--update-baseline"])
        #expect(usage.code == 64)
        expectOneErrorLine(usage, contains: "--update-baseline needs --baseline FILE")
        let overScene = try CLI.run(["audit", scene, "--baseline", scene, "--update-baseline"])
        #expect(overScene.code == 73)
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.truncating)
    }

    /// `glass test --audit --matrix`: the finding of one combination fails the run, the baseline accepts it by
    /// its traits, and the HTML report and JUnit list each render's findings.
    @Test func goldenTestsAuditTheLayoutAcrossAMatrix() throws {
        let dir = try CLI.temporaryDirectory()
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = try Self.write(Self.growing, "label.json", in: scenes)
        let goldens = dir.appendingPathComponent("goldens").path
        let args = [
            "test", scenes.path, "--goldens", goldens, "--artifacts", dir.appendingPathComponent("a").path,
            "--matrix", "dynamicType=L,AX3",
        ]
        #expect(try CLI.run(args + ["--record", "missing"]).code == 0)
        let report = dir.appendingPathComponent("report.html").path
        let junit = dir.appendingPathComponent("junit.xml").path
        let r = try CLI.run(args + ["--audit", "--report", report, "--junit", junit])
        #expect(r.code == 1)
        let fails = r.stderr.split(separator: "\n").filter { $0.hasPrefix("FAIL: ") }
        #expect(
            fails == [
                #"FAIL: label[dynamicType=AX3]: audit: layers[0]  truncated  drawn with "…" where no line limit was asked"#
            ])
        #expect(r.stdout.contains("audit: 2 scenes, 0 layers under the minimum, 1 layout finding"))
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("audit: 1 finding, 1 new"))
        #expect(html.contains("audit: no findings"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testcase classname="glass.audit" name="label[dynamicType=AX3]""#))
        #expect(xml.contains(#"<failure type="AuditFinding" message="1 new audit finding">"#))
        #expect(xml.contains(#"tests="4" failures="1" errors="0""#))
        // Accepted for AX3 only: the run passes; the JUnit case lists it as accepted.
        let baseline = dir.appendingPathComponent("baseline.json").path
        try Data(
            #"{"accepted": [{"path": "layers[0]", "kind": "truncated", "traits": "dynamicType=AX3", "reason": "AX3 wraps in the app"}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: baseline))
        let ok = try CLI.run(args + ["--audit", "--baseline", baseline, "--junit", junit])
        #expect(ok.code == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("1 accepted by the baseline, 0 stale"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("accepted (AX3 wraps in the app)"))
        // The baseline needs --audit.
        let usage = try CLI.run(args + ["--baseline", baseline])
        #expect(usage.code == 64)
        // It is never the report or the JUnit file.
        let clash = try CLI.run(args + ["--audit", "--baseline", baseline, "--junit", baseline])
        #expect(clash.code == 64)
        expectOneErrorLine(clash, contains: "--baseline and --junit name the same file")
        // In a suite an entry names its scene: the same path of another scene is not accepted by it.
        _ = try Self.write(Self.growing, "other.json", in: scenes)
        #expect(try CLI.run(args + ["--record", "missing"]).code == 0)
        try Data(
            #"{"accepted": [{"scene": "label", "path": "layers[0]", "kind": "truncated", "traits": "dynamicType=AX3"}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: baseline))
        let other = try CLI.run(args + ["--audit", "--baseline", baseline])
        #expect(other.code == 1)
        #expect(
            other.stderr.split(separator: "\n").filter { $0.hasPrefix("FAIL: ") } == [
                #"FAIL: other[dynamicType=AX3]: audit: layers[0]  truncated  drawn with "…" where no line limit was asked"#
            ])
        // --update-baseline writes an entry a scene; then the run passes.
        #expect(try CLI.run(args + ["--audit", "--baseline", baseline, "--update-baseline"]).code == 0)
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written.contains(#""scene": "label""#) && written.contains(#""scene": "other""#))
        #expect(try CLI.run(args + ["--audit", "--baseline", baseline]).code == 0)
    }

    /// The overlay marks a layout finding with its path and kind, its label clear of the text it flags.
    @Test func theOverlayLabelsLayoutFindingsClearOfTheirText() throws {
        let dir = try CLI.temporaryDirectory()
        // A label at the very top of the canvas: a tab above it would be shifted onto it.
        let top = Self.truncating.replacingOccurrences(of: "[10, 10, 80, 30]", with: "[10, 0, 80, 24]")
        let scene = try Self.write(top, "top.json", in: dir)
        let overlay = dir.appendingPathComponent("top-overlay.png").path
        let json = dir.appendingPathComponent("top.json.out").path
        #expect(try CLI.run(["audit", scene, "--overlay", overlay, "--json", json]).code == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let b = try #require((object["findings"] as? [[String: Any]])?.first?["boundsPx"] as? [Int])
        let png = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: overlay))))
        // No magenta inside the flagged ink's bounds.
        var inside = 0
        var anywhere = 0
        for y in 0..<png.height {
            for x in 0..<png.width where png[x, y] == SIMD4(255, 0, 255, 255) {
                anywhere += 1
                if x >= b[0] && x < b[0] + b[2] && y >= b[1] && y < b[1] + b[3] { inside += 1 }
            }
        }
        #expect(anywhere > 0)
        #expect(inside == 0)
    }
}
