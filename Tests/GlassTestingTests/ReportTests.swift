import Foundation
import FoundationXML
import GlassCore
import GlassPNG
import Testing

@testable import GlassGoldens

/// The reports of `glass test` as values: the summary, durations, the accept command, JUnit's attributes and
/// attachments, the changed region, and each image embedded once.
@Suite struct ReportTests {
    static func png(_ width: Int, _ height: Int, _ paint: (inout PixelBuffer) -> Void = { _ in }) throws -> [UInt8] {
        var b = PixelBuffer(width: width, height: height, fill: 255)
        paint(&b)
        return try PNGCodec.encode(b)
    }

    static func result(
        _ name: String, _ status: GoldenResult.Status, expected: [UInt8] = [], actual: [UInt8] = [],
        diff: [UInt8] = [], artifacts: [String] = [], seconds: Double = 0
    ) -> GoldenResult {
        let d =
            status == .failed
            ? ImageDifference(
                tolerance: 1, maxChannelDelta: 255, differingPixels: 1, pixelCount: 5000, psnr: 30, ssim: 0.9) : nil
        return GoldenResult(
            name: name, scenePath: "scenes/\(name).json", goldenPath: "goldens/\(name).png", status: status,
            difference: d, message: "\(status)", artifacts: artifacts, expectedPNG: expected, actualPNG: actual,
            diffPNG: diff, seconds: seconds)
    }

    @Test func summaryCountsErrorsApartFromFailures() {
        let r = { (s: GoldenResult.Status) in Self.result("x", s) }
        #expect(
            summaryLine([r(.passed), r(.passed), r(.failed), r(.missing), r(.error)]) == "2 passed, 2 failed, 1 error")
        #expect(summaryLine([r(.error), r(.error), r(.recorded)]) == "1 passed, 0 failed, 2 errors (1 recorded)")
        #expect(summaryLine([]) == "0 passed, 0 failed, 0 errors")
    }

    @Test func secondsHaveThreeDecimals() {
        #expect(secondsText(0.0424) == "0.042")
        #expect(secondsText(0.0005) == "0.001")
        #expect(secondsText(12.3456) == "12.346")
        #expect(secondsText(1.5) == "1.500")
        for odd in [-1, Double.nan, .infinity, -.infinity, 0] { #expect(secondsText(odd) == "0.000") }
        #expect(secondsText(1e300) == "1073741.824", "clamped, never a trap")
    }

    @Test func theAcceptCommandKeepsTheRunAndQuotesForAShell() {
        let m = RunMetadata(scenes: "my scenes", goldens: "goldens", tolerance: 3)
        #expect(
            m.acceptCommand(for: Self.result("on/it's", .failed))
                == #"glass test 'my scenes' --goldens goldens --tolerance 3 --only 'on/it'\''s' --record failed"#)
        #expect(
            RunMetadata(scenes: "s", goldens: "g").acceptCommand(for: Self.result("a/b-1", .missing))
                == "glass test s --goldens g --only a/b-1 --record missing")
        for s in [GoldenResult.Status.passed, .recorded, .error] {
            #expect(m.acceptCommand(for: Self.result("a", s)) == nil)
        }
        #expect(shellQuoted("") == "''")
        #expect(shellQuoted("$(rm -rf ~)") == "'$(rm -rf ~)'")
        #expect(shellQuoted("a\nb") == "'a\nb'")
        // Only the control character goes through printf; the rest stays in single quotes.
        #expect(shellQuoted("a\u{1B}b%'\\") == #"'a'"$(printf '\033')"'b%'\''\'"#)
    }

    /// Each quoted word, given to `sh`, comes back as the word itself (control characters included).
    @Test func quotedWordsSurviveAShell() throws {
        let words = [
            "plain", "two words", "it's", "$(touch pwned)", "`x` $HOME \\n", "a\u{1B}[2Jb", "ü\u{85}\u{7F}%s'\\",
            "tab\there", "line\nbreak",
            // A control character then a trailing line break (command substitution drops trailing line
            // breaks: the word once came back as "p\u{1}"), and a right-to-left override.
            "p\u{1}\n", "p\u{1}\n\n", "\n\u{1}", "x\u{202E}-- lla drocer", "\u{1}'%\\\u{2}",
        ]
        for word in words {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            p.arguments = ["-c", "printf %s " + shellQuoted(word)]
            let out = Pipe()
            p.standardOutput = out
            try p.run()
            let back = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            #expect(String(decoding: back, as: UTF8.self) == word, "\(shellQuoted(word))")
        }
    }

    /// JUnit with times, a timestamp, class names from folders and absolute attachments, well-formed.
    @Test func junitHasTimesClassNamesAndAttachments() throws {
        let m = RunMetadata(startedUTC: "2026-12-01T19:24:01Z", seconds: 2.5, workingDirectory: "/work/app")
        let results = [
            Self.result(
                "onboarding/welcome", .failed, artifacts: ["out/welcome/expected.png", "/abs/diff.png"], seconds: 0.25),
            Self.result("one", .passed, seconds: 0.0421),
            Self.result("a/b/c", .missing, artifacts: ["./art/c/actual.png"]),
        ]
        let xml = JUnitReport.xml(results, metadata: m)
        #expect(XMLParser(data: Data(xml.utf8)).parse(), "\(xml)")
        #expect(xml.contains(#"skipped="0" time="2.500" timestamp="2026-12-01T19:24:01Z""#))
        #expect(xml.contains(#"<testcase classname="glass.golden.onboarding" name="onboarding/welcome""#))
        #expect(xml.contains(#"file="scenes/onboarding/welcome.json" time="0.250">"#))
        #expect(xml.contains(#"<testcase classname="glass.golden" name="one" file="scenes/one.json" time="0.042"/>"#))
        #expect(xml.contains(#"<testcase classname="glass.golden.a.b" name="a/b/c""#))
        #expect(
            xml.contains(
                "<system-out>[[ATTACHMENT|/work/app/out/welcome/expected.png]]\n[[ATTACHMENT|/abs/diff.png]]</system-out>"
            ))
        #expect(xml.contains("<system-out>[[ATTACHMENT|/work/app/art/c/actual.png]]</system-out>"))
    }

    /// Names with a tab or a line break keep them in JUnit's attributes (a parser turns a literal one into a
    /// space: "a\tb" read back as "a b"), and an artifact path no attachment line can hold is left out.
    @Test func junitAttributesKeepTabsAndLineBreaks() throws {
        let names = ["a\tb", "a b", "nl\nx", "cr\rx"]
        let results = names.map { Self.result($0, .failed, artifacts: ["out/\($0)/diff.png", "out/x]]y/diff.png"]) }
        let xml = JUnitReport.xml(results, metadata: RunMetadata(workingDirectory: "/w"))
        final class Names: NSObject, XMLParserDelegate {
            var names: [String] = []
            func parser(
                _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]
            ) {
                if element == "testcase", let name = attributes["name"] { names.append(name) }
            }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let delegate = Names()
        parser.delegate = delegate
        #expect(parser.parse(), "\(xml)")
        #expect(delegate.names.sorted() == names.sorted())
        #expect(xml.contains("[[ATTACHMENT|/w/out/a b/diff.png]]"))
        #expect(!xml.contains("x]]y") || !xml.contains("[[ATTACHMENT|/w/out/x]]y"))
        #expect(!xml.contains("[[ATTACHMENT|/w/out/nl\n"))
    }

    /// The accept command of a run whose SCENES starts with `-` still names it as a path.
    @Test func anAcceptCommandNeverStartsSCENESWithADash() {
        let m = RunMetadata(scenes: "-s", goldens: "g")
        #expect(
            m.acceptCommand(for: Self.result("a", .failed)) == "glass test ./-s --goldens g --only a --record failed")
    }

    @Test func theChangedRegionBoundsTheDifferingPixelsWithAMargin() {
        let a = PixelBuffer(width: 100, height: 50, fill: 200)
        var b = a
        func set(_ x: Int, _ y: Int, _ channel: Int, _ v: UInt8) { b.bytes[(y * 100 + x) * 4 + channel] = v }
        #expect(ChangedRegion.of(expected: a, actual: b, tolerance: 1) == nil)
        set(40, 20, 3, 202)  // alpha counts; 2 > tolerance 1
        set(60, 30, 1, 199)  // within tolerance: not part of the region
        #expect(
            ChangedRegion.of(expected: a, actual: b, tolerance: 1) == ChangedRegion(x: 24, y: 4, width: 33, height: 33))
        set(99, 49, 0, 0)  // at the corner: the margin stops at the image's edge
        set(0, 0, 2, 0)
        #expect(
            ChangedRegion.of(expected: a, actual: b, tolerance: 1) == ChangedRegion(x: 0, y: 0, width: 100, height: 50))
        #expect(ChangedRegion.of(expected: a, actual: PixelBuffer(width: 99, height: 50), tolerance: 1) == nil)
    }

    /// Each image is in the page once however many places show it; a missing golden shows the new image;
    /// passed scenes are listed without images; the page heads with the summary and the run's metadata.
    @Test func eachImageIsEmbeddedOnce() throws {
        let expected = try Self.png(100, 50)
        let actual = try Self.png(100, 50) { $0.bytes[(20 * 100 + 40) * 4] = 0 }
        let diff = try Self.png(100, 50) { $0.bytes[1] = 7 }
        let new = try Self.png(30, 20) { $0.bytes[0] = 1 }
        let m = RunMetadata(
            version: "glass 9.9", host: "build-7", system: "Linux", machine: "x86_64", processors: 16,
            startedUTC: "2026-12-01T19:24:01Z", threads: 4, seconds: 1.25, scenes: "scenes", goldens: "goldens")
        // The region GoldenCheck finds for these images (ChangedRegion.of, tested above).
        var fails = Self.result("fails", .failed, expected: expected, actual: actual, diff: diff, seconds: 0.5)
        fails.changedRegion = ChangedRegion(x: 24, y: 4, width: 33, height: 33)
        let html = HTMLReport.html(
            [
                fails,
                Self.result("new", .missing, actual: new), Self.result("fine", .passed, seconds: 0.125),
                Self.result("same", .failed, expected: expected, actual: actual, diff: diff),
                Self.result("kept", .recorded, actual: try Self.png(7, 7)),
            ], metadata: m)
        for png in [expected, actual, diff, new] {
            #expect(html.components(separatedBy: Data(png).base64EncodedString()).count == 2, "its data once")
        }
        #expect(
            html.components(separatedBy: "data:image/png").count - 1 == 4,
            "four distinct images, once each; none of a recorded scene")
        #expect(html.contains(#"<p class="summary" id="summary">2 passed, 3 failed, 0 errors (1 recorded)</p>"#))
        for fact in ["glass 9.9", "build-7 · Linux · x86_64 · 16 CPUs", "2026-12-01T19:24:01Z", "1.250 s for 5 scenes"]
        {
            #expect(html.contains(fact), "\(fact)")
        }
        // The folder the accept command runs from.
        #expect(html.contains("<tr><th>folder</th><td>/</td></tr>"))
        #expect(html.contains("changed region: 33×33 px at (24, 4), 1:1"))
        #expect(html.contains(#"style="left:-24px;top:-4px""#))
        #expect(html.contains(#"<option value="actual">new image</option>"#))
        #expect(html.contains(#"glass test scenes --goldens goldens --only new --record missing"#))
        let fine = try #require(html.range(of: #"data-name="fine""#))
        let section = try #require(html[fine.lowerBound...].components(separatedBy: "</section>").first)
        #expect(section.contains("0.125 s") && !section.contains("img"), "\(section)")
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func durationsAndRegionsCrossTheWire() throws {
        var r = Self.result("a", .failed, expected: [1, 2], actual: [3], seconds: 0.125)
        #expect(GoldenResult(encoded: r.encoded())?.changedRegion == nil)
        r.changedRegion = ChangedRegion(x: 3, y: 4, width: 50, height: 60)
        let back = try #require(GoldenResult(encoded: r.encoded()))
        #expect(back.seconds == 0.125 && back.name == "a" && back.actualPNG == [3])
        #expect(back.changedRegion == r.changedRegion)
        #expect(GoldenResult(verdictLine: r.verdictLine)?.changedRegion == r.changedRegion)
        #expect(GoldenResult(encoded: Array(r.encoded().dropLast())) == nil)
    }

    /// A golden whose header declares another size fails on that size without being decoded (its body here is
    /// not PNG data at all: decoding it would be an error).
    @Test func aGoldenOfAnotherSizeIsNeverDecoded() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenePath = dir.appendingPathComponent("s.json").path
        try ##"{"canvas": {"width": 120, "height": 60, "scale": 1}, "background": "#FFFFFF"}"##.write(
            toFile: scenePath, atomically: true, encoding: .utf8)
        let real = try PNGCodec.encode(PixelBuffer(width: 4, height: 4))
        var header = Array(real.prefix(16)) + [0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10]  // 10000×10000
        header += [UInt8](repeating: 0x5A, count: 4096)
        let golden = dir.appendingPathComponent("s.png").path
        try Data(header).write(to: URL(fileURLWithPath: golden))
        let r = GoldenCheck.check(name: "s", scenePath: scenePath, goldenPath: golden, artifactsFolder: nil)
        #expect(r.status == .failed && r.message.hasPrefix("size 120×60, golden 10000×10000"), "\(r.message)")
    }

    /// A scene that passes (or is recorded) leaves no images of an earlier failure behind, and a passing
    /// scene never creates an artifacts folder.
    @Test func aPassingCheckRemovesStaleArtifacts() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func scene(_ fill: String) -> String {
            ##"{"canvas": {"width": 40, "height": 20, "scale": 1}, "background": "\##(fill)"}"##
        }
        let (scenePath, golden) = (dir.appendingPathComponent("s.json").path, dir.appendingPathComponent("s.png").path)
        let artifacts = dir.appendingPathComponent("art").path
        try scene("#FFFFFF").write(toFile: scenePath, atomically: true, encoding: .utf8)
        func check(_ record: RecordMode = .never, folder: String? = nil) -> GoldenResult {
            GoldenCheck.check(
                name: "s", scenePath: scenePath, goldenPath: golden, record: record,
                artifactsFolder: folder ?? artifacts)
        }
        #expect(check(.all).status == .recorded)
        #expect(check(folder: dir.appendingPathComponent("never").path).status == .passed)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("never").path))
        try scene("#000000").write(toFile: scenePath, atomically: true, encoding: .utf8)
        #expect(check().status == .failed)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: artifacts).sorted()
                == GoldenFiles.artifactNames.sorted())
        try scene("#FFFFFF").write(toFile: scenePath, atomically: true, encoding: .utf8)
        #expect(check().status == .passed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: artifacts).isEmpty)
    }

    /// The check finds the region where it compares: a failing scene's result carries it, from the pixels.
    @Test func aFailedCheckCarriesItsChangedRegion() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-region-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func scene(_ x: Int) -> String {
            ##"{"canvas": {"width": 120, "height": 60, "scale": 1}, "background": "#FFFFFF", "layers": [{"type": "shape", "frame": [\##(x), 20, 10, 10], "fill": "#FF0000"}]}"##
        }
        let (scenePath, golden) = (dir.appendingPathComponent("s.json").path, dir.appendingPathComponent("s.png").path)
        try scene(60).write(toFile: scenePath, atomically: true, encoding: .utf8)
        #expect(
            GoldenCheck.check(name: "s", scenePath: scenePath, goldenPath: golden, record: .all, artifactsFolder: nil)
                .status == .recorded)
        try scene(70).write(toFile: scenePath, atomically: true, encoding: .utf8)
        let r = GoldenCheck.check(name: "s", scenePath: scenePath, goldenPath: golden, artifactsFolder: nil)
        // The squares at x 60…69 and 70…79, rows 20…29, grown by 16 px and kept inside the image.
        #expect(r.status == .failed && r.changedRegion == ChangedRegion(x: 44, y: 4, width: 52, height: 42))
    }
}
