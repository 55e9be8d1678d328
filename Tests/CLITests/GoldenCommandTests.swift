import Foundation
import Glibc
import Testing

/// `glass test`: a team's golden suite, its reports, its shards.
@Suite struct GoldenCommandTests {
    /// A suite of three small scenes in a folder with a subfolder.
    static func suite() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(
            at: scenes.appendingPathComponent("bars"), withIntermediateDirectories: true)
        func scene(_ color: String, _ text: String) -> String {
            ##"{"canvas": {"width": 60, "height": 30, "scale": 1}, "background": "\##(color)", "layers": [{"type": "text", "text": "\##(text)", "frame": [0, 0, 60, 30], "style": "caption1"}, {"type": "glass", "frame": [30, 5, 25, 20]}]}"##
        }
        try Data(scene("#336699", "One").utf8).write(to: scenes.appendingPathComponent("one.json"))
        try Data(scene("#993366", "Two").utf8).write(to: scenes.appendingPathComponent("two.json"))
        try Data(scene("#669933", "Bar").utf8).write(to: scenes.appendingPathComponent("bars/tab.json"))
        return dir
    }

    @Test func recordThenPassThenFailWithReportAndJUnit() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Nothing recorded: missing goldens fail and say how to record.
        let missing = try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir)
        #expect(missing.code == 1 && missing.stdout.contains("0 passed, 3 failed, 0 errors"))
        #expect(
            missing.stderr.contains("is missing; record it with GLASS_RECORD=missing (or glass test --record missing)"))
        let record = try CLI.run(["test", "scenes", "--goldens", "goldens", "--record", "missing"], in: dir)
        #expect(
            record.code == 0 && record.stdout.contains("3 passed, 0 failed, 0 errors (3 recorded)"), "\(record.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/bars/tab.png").path))
        let pass = try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir)
        #expect(pass.code == 0 && pass.stdout == "3 passed, 0 failed, 0 errors\n")
        // A changed scene fails, is listed in the report and the JUnit file, with its artifacts.
        try Data(
            ##"{"canvas": {"width": 60, "height": 30, "scale": 1}, "background": "#993366", "layers": [{"type": "text", "text": "Too", "frame": [0, 0, 60, 30], "style": "caption1"}, {"type": "glass", "frame": [30, 5, 25, 20]}]}"##
                .utf8
        ).write(to: dir.appendingPathComponent("scenes/two.json"))
        let fail = try CLI.run(
            ["test", "scenes", "--goldens", "goldens", "--report", "report.html", "--junit", "junit.xml"], in: dir)
        #expect(fail.code == 1 && fail.stdout.contains("2 passed, 1 failed, 0 errors"))
        #expect(fail.stderr.contains("FAIL: two: max channel delta"))
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains(##"<testsuite name="glass golden tests" tests="3" failures="1""##))
        #expect(
            junit.contains(##"classname="glass.golden" name="two" file="scenes/two.json" time="##)
                && junit.contains("GoldenMismatch"))
        #expect(junit.contains(".glass-test-artifacts/two/diff.png"))
        let report = try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains(##"data-name="two""##) && report.contains("data:image/png;base64,"))
        #expect(!report.contains("http://") && !report.contains("https://"), "self-contained")
        #expect(
            FileManager.default.fileExists(
                atPath: dir.appendingPathComponent(".glass-test-artifacts/two/actual.png").path))
        // Recording failed goldens makes it pass again.
        #expect(try CLI.run(["test", "scenes", "--goldens", "goldens", "--record", "failed"], in: dir).code == 0)
        #expect(try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir).code == 0)
    }

    /// Scenes run in a worker a thread, yet each is reported in the suite's order: the first scene, the
    /// slowest (a 1000 px glass against 40 px ones, through the release glass), finishes last, and its line
    /// still comes first; the reports and summary are the same at one thread and at two.
    @Test func resultsAreReportedInTheSuitesOrderWhateverFinishesFirst() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        func scene(_ size: Int) -> String {
            ##"{"canvas": {"width": \##(size), "height": \##(size), "scale": 1}, "background": "#336699", "layers": [{"type": "glass", "frame": [4, 4, \##(size - 8), \##(size - 8)], "corners": 12}]}"##
        }
        // (300 px when the tests run the debug glass, under AddressSanitizer.)
        let slowest = await CLI.releaseBinary() == CLI.binary ? 300 : 1000
        try Data(scene(slowest).utf8).write(to: scenes.appendingPathComponent("a.json"))
        for name in ["b", "c", "d"] {
            try Data(scene(40).utf8).write(to: scenes.appendingPathComponent("\(name).json"))
        }
        var outputs: [String] = []
        for threads in ["2", "1"] {
            let r = try await CLI.runRelease(
                ["test", "scenes", "--goldens", "goldens", "--threads", threads, "--junit", "j\(threads).xml"], in: dir)
            #expect(r.code == 1)
            let names = r.stderr.split(separator: "\n").filter { $0.hasPrefix("FAIL: ") }.map {
                $0.dropFirst(6).prefix { $0 != ":" }
            }
            #expect(names == ["a", "b", "c", "d"], "\(threads) threads: \(r.stderr)")
            #expect(r.stdout == "0 passed, 4 failed, 0 errors\n")
            outputs.append(r.stderr)
        }
        #expect(outputs[0] == outputs[1])
    }

    @Test func shardsAreDisjointAndCoverTheSuite() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        for n in 1...4 {
            var names: [String] = []
            for i in 1...n {
                let r = try CLI.run(
                    ["test", "scenes", "--goldens", "goldens", "--shard", "\(i)/\(n)", "--junit", "j\(i).xml"], in: dir)
                let junit = try String(contentsOf: dir.appendingPathComponent("j\(i).xml"), encoding: .utf8)
                names += junit.components(separatedBy: "<testcase classname=\"").dropFirst().map {
                    $0.components(separatedBy: " name=\"")[1]
                }.map {
                    String($0.prefix { $0 != "\"" })
                }
                #expect(r.code == (junit.contains("<testcase") ? 1 : 0))
            }
            #expect(names.sorted() == ["bars/tab", "one", "two"], "\(n) shards: \(names)")
        }
        let bad = try CLI.run(["test", "scenes", "--goldens", "goldens", "--shard", "3/2"], in: dir)
        #expect(bad.code == 64)
        expectOneErrorLine(bad, contains: "--shard expects I/N")
        let noGoldens = try CLI.run(["test", "scenes"], in: dir)
        #expect(noGoldens.code == 64)
    }

    /// The report in a real browser: headless Chromium loads the page, runs its script, and every failure is
    /// in the document it ends with. (CI installs Debian's `chromium`; without it this test says so and
    /// checks nothing else.)
    @Test func theReportLoadsInChromium() throws {
        let chromium = Chromium.path
        guard let chromium else {
            Issue.record("chromium is not installed (apt-get install chromium); .ci/run installs it")
            return
        }
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLI.run(["test", "scenes", "--goldens", "goldens", "--record", "missing"], in: dir)
        for name in ["one", "bars/tab"] {
            try Data(
                ##"{"canvas": {"width": 60, "height": 30, "scale": 1}, "background": "#000000"}"##.utf8
            ).write(to: dir.appendingPathComponent("scenes/\(name).json"))
        }
        _ = try CLI.run(["test", "scenes", "--goldens", "goldens", "--report", "report.html"], in: dir)
        let dom = try Chromium.dumpDOM(chromium, dir.appendingPathComponent("report.html"))
        #expect(dom.contains("1 passed, 2 failed, 0 errors"))
        for name in ["one", "bars/tab"] { #expect(dom.contains(##"data-name="\##(name)""##), "\(name) listed") }
        // The script ran: the swipe view's top image got its clip from `update`.
        #expect(dom.contains("clip-path: inset(0px 0px 0px 50%)"), "the compare view's script ran")
    }
}

/// `glass render --watch`: renders again when the scene or an image it uses changes; Ctrl-C says goodbye.
@Suite struct WatchTests {
    static func waitFor(_ condition: () -> Bool) -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            usleep(50_000)
        }
        return false
    }

    @Test func rendersAgainWhenTheSceneOrItsImageChanges() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("s.json")
        let out = dir.appendingPathComponent("out.png")
        func write(_ background: String) throws {
            // As editors save: a new file renamed over the old one.
            let tmp = dir.appendingPathComponent("s.json.tmp")
            try Data(
                ##"{"canvas": {"width": 20, "height": 10, "scale": 1}, "background": "\##(background)", "layers": [{"type": "image", "image": "pic.png", "frame": [0, 0, 5, 5]}]}"##
                    .utf8
            ).write(to: tmp)
            _ = rename(tmp.path, scene.path)
        }
        // The image: rendered by glass itself from a small scene.
        try Data(##"{"canvas": {"width": 4, "height": 4, "scale": 1}, "background": "#FFFF00"}"##.utf8).write(
            to: dir.appendingPathComponent("pic.json"))
        #expect(try CLI.run(["render", "pic.json"], in: dir).code == 0)
        try write("#FF0000")
        let (p, err) = try CLI.startWatching("s.json", to: "out.png", in: dir)
        #expect(Self.waitFor { FileManager.default.fileExists(atPath: out.path) })
        usleep(300_000)
        let first = try Data(contentsOf: out)
        try write("#00FF00")
        #expect(
            Self.waitFor { (try? Data(contentsOf: out)).map { $0 != first && !$0.isEmpty } ?? false },
            "the scene changed")
        usleep(300_000)
        let second = try Data(contentsOf: out)
        try Data(##"{"canvas": {"width": 4, "height": 4, "scale": 1}, "background": "#0000FF"}"##.utf8).write(
            to: dir.appendingPathComponent("pic.json"))
        #expect(try CLI.run(["render", "pic.json"], in: dir).code == 0)
        #expect(
            Self.waitFor { (try? Data(contentsOf: out)).map { $0 != second && !$0.isEmpty } ?? false },
            "the image changed")
        kill(p.processIdentifier, SIGINT)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGINT)
        #expect(
            text.contains("watching 2 files; press Ctrl-C to stop") && text.contains("stopped watching s.json"),
            "\(text)")
    }
}
