import Foundation
import Testing

/// Stale outputs never survive a failure: for every command and output flag, an output an earlier run wrote
/// is gone after a run that fails, or is the failing run's own. Each case plants its outputs with a run
/// that works, then fails the scene every way that applies (a scene glass refuses, one that is not JSON, a
/// worker that crashes on it) and looks at every output again.
@Suite struct StaleOutputTests {
    /// How the second run is made to fail.
    enum Failure: String, CaseIterable {
        /// A scene that parses and is refused (exit 65).
        case invalid
        /// A scene that is not JSON: glass cannot tell which files it names.
        case unparseable
        /// The worker process rendering the scene dies (`GLASS_FAULT`).
        case crash
    }

    struct Case: CustomStringConvertible {
        let description: String
        let args: [String]
        /// The outputs the first run writes, which the failing run must leave gone.
        let stale: [String]
        /// Outputs the failing run writes itself, with a fragment that only its own holds.
        var own: [(path: String, holds: String)] = []
        /// The scene files a failure breaks.
        var breaks: [String]
        /// The name `GLASS_FAULT=crash:NAME` crashes on, where the command renders in worker processes.
        var crashes: String? = nil
        /// The first run's exit code (1 for `glass test`, whose goldens differ so that it writes artifacts).
        var plantedCode: Int32 = 0
    }

    static let cases: [Case] = [
        Case(
            description: "render -o", args: ["render", "s.json", "-o", "s.png"], stale: ["s.png"], breaks: ["s.json"]),
        Case(
            description: "render --design both -o", args: ["render", "s.json", "--design", "both", "-o", "both.png"],
            stale: ["both.png"], breaks: ["s.json"]),
        Case(
            description: "render FOLDER -o", args: ["render", "scenes", "-o", "out"], stale: ["out/one.png"],
            breaks: ["scenes/one.json"], crashes: "one"),
        Case(
            description: "render --matrix -o",
            args: ["render", "s.json", "--matrix", "appearance=light,dark", "-o", "m.png"],
            stale: ["m[appearance=light].png", "m[appearance=dark].png"], breaks: ["s.json"], crashes: "s"),
        Case(
            description: "render FOLDER --matrix -o",
            args: ["render", "scenes", "--matrix", "appearance=light,dark", "-o", "out"],
            stale: ["out/one[appearance=light].png", "out/one[appearance=dark].png"], breaks: ["scenes/one.json"],
            crashes: "one"),
        Case(
            description: "render --sheet",
            args: ["render", "s.json", "--matrix", "appearance=light,dark", "--sheet", "sheet.png"],
            stale: ["sheet.png"], breaks: ["s.json"]),
        Case(
            description: "audit --json --overlay", args: ["audit", "s.json", "--json", "a.json", "--overlay", "o.png"],
            stale: ["a.json", "o.png"], breaks: ["s.json"]),
        Case(
            description: "test --artifacts --report --junit",
            args: [
                "test", "scenes", "--goldens", "g", "--artifacts", "arts", "--report", "r.html", "--junit", "j.xml",
            ],
            stale: ["arts/one/expected.png", "arts/one/actual.png", "arts/one/diff.png"],
            own: [("r.html", "class=\"result error\""), ("j.xml", "<error type=\"SceneError\"")],
            breaks: ["scenes/one.json"], crashes: "one", plantedCode: 1),
        Case(
            description: "test --matrix (artifacts)",
            args: ["test", "scenes", "--goldens", "g", "--matrix", "appearance=dark"],
            stale: ["arts-default/one[appearance=dark]/actual.png", "arts-default/one[appearance=dark]/diff.png"],
            breaks: ["scenes/one.json"], crashes: "one", plantedCode: 1),
        Case(
            description: "compare --diff", args: ["compare", "a.png", "b.png", "--diff", "d.png"], stale: ["d.png"],
            breaks: ["a.png"], plantedCode: 1),
    ]

    static func scene(_ color: String) -> String {
        ##"{"canvas": {"width": 24, "height": 12, "scale": 1}, "background": "\##(color)", "layers": [{"type": "glass", "frame": [2, 2, 12, 8]}]}"##
    }

    static let refused =
        ##"{"canvas": {"width": 24, "height": 12}, "layers": [{"type": "glass", "frame": [0, 0, 5, 5], "corners": "round"}]}"##

    /// A folder with `s.json`, `scenes/one.json` and `scenes/two.json`, the folders outputs go to, and for
    /// `glass test` goldens of another colour (so the first run fails and writes artifacts).
    static func prepare(_ c: Case) throws -> URL {
        let dir = try CLI.temporaryDirectory()
        for name in ["s.json", "scenes/one.json", "scenes/two.json"] {
            try GoldenSuiteWalkTests.write(scene("#336699"), dir.appendingPathComponent(name).path)
        }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        if c.args.first == "test" {
            var record = c.args + ["--record", "all"]
            if let at = record.firstIndex(of: "--report") { record.removeSubrange(at...(at + 3)) }
            let recorded = try CLI.run(record, in: dir)
            #expect(recorded.code == 0, "\(c): \(recorded.stderr)")
            for name in ["scenes/one.json", "scenes/two.json"] {
                try GoldenSuiteWalkTests.write(scene("#993366"), dir.appendingPathComponent(name).path)
            }
        }
        if c.args.first == "compare" {
            #expect(try CLI.run(["render", "s.json", "-o", "a.png"], in: dir).code == 0)
            try GoldenSuiteWalkTests.write(scene("#993366"), dir.appendingPathComponent("s.json").path)
            #expect(try CLI.run(["render", "s.json", "-o", "b.png"], in: dir).code == 0)
        }
        return dir
    }

    /// The default artifacts folder, spelled so the case's paths can name it.
    static func path(_ p: String) -> String {
        p.hasPrefix("arts-default/") ? ".glass-test-artifacts/" + p.dropFirst("arts-default/".count) : p
    }

    @Test(arguments: cases)
    func aFailedRunLeavesNoOutputOfAnEarlierOne(_ c: Case) throws {
        for failure in Failure.allCases {
            if failure == .crash && c.crashes == nil { continue }
            let dir = try Self.prepare(c)
            defer { try? FileManager.default.removeItem(at: dir) }
            let planted = try CLI.run(c.args, in: dir)
            #expect(planted.code == c.plantedCode, "\(c), planting: \(planted.stderr)")
            for output in c.stale + c.own.map(\.path) {
                #expect(
                    FileManager.default.fileExists(atPath: dir.appendingPathComponent(Self.path(output)).path),
                    "\(c): the first run did not write \(output)")
            }
            var launcher: [String] = []
            switch failure {
            case .invalid:
                for name in c.breaks where name.hasSuffix(".json") {
                    try GoldenSuiteWalkTests.write(Self.refused, dir.appendingPathComponent(name).path)
                }
                // An image of another size: the comparison fails, as a refused scene does.
                for name in c.breaks where name.hasSuffix(".png") {
                    try GoldenSuiteWalkTests.write(
                        ##"{"canvas": {"width": 30, "height": 12, "scale": 1}}"##,
                        dir.appendingPathComponent("t.json").path)
                    #expect(try CLI.run(["render", "t.json", "-o", name], in: dir).code == 0)
                }
            case .unparseable:
                for name in c.breaks { try GoldenSuiteWalkTests.write("{", dir.appendingPathComponent(name).path) }
            case .crash:
                launcher = SceneIsolationTests.crashing(c.crashes!)
            }
            let failed = try CLI.run(c.args, in: dir, launcher: launcher)
            #expect(failed.code != 0, "\(c), \(failure): the run did not fail")
            for output in c.stale {
                #expect(
                    !FileManager.default.fileExists(atPath: dir.appendingPathComponent(Self.path(output)).path),
                    "\(c), \(failure): \(output) of the earlier run is still there")
            }
            for (output, fragment) in c.own {
                let text = (try? String(contentsOf: dir.appendingPathComponent(output), encoding: .utf8)) ?? ""
                #expect(text.contains(fragment), "\(c), \(failure): \(output) is not this run's")
            }
        }
    }

    /// An audit refused for one of its outputs (a link to nothing on the way, a folder, the scene) fails too:
    /// the other output of an earlier run goes (it stayed, read as this run's), and the refused path is left.
    @Test func anAuditRefusedForOneOutputLeavesNoStaleOther() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try GoldenSuiteWalkTests.write(Self.scene("#336699"), dir.appendingPathComponent("s.json").path)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("d"), withIntermediateDirectories: true)
        symlink("nowhere", dir.appendingPathComponent("dangling").path)
        let scene = try Data(contentsOf: dir.appendingPathComponent("s.json"))
        for refused in ["dangling/x", "d", "s.json"] {
            for (flag, other) in [("--overlay", "a.json"), ("--json", "o.png")] {
                #expect(try CLI.run(["audit", "s.json", "--json", "a.json", "--overlay", "o.png"], in: dir).code == 0)
                let args =
                    flag == "--overlay"
                    ? ["--json", "a.json", "--overlay", refused] : ["--json", refused, "--overlay", "o.png"]
                let r = try CLI.run(["audit", "s.json"] + args, in: dir)
                #expect(r.code == 73, "\(flag) \(refused): \(r.stderr)")
                #expect(
                    !FileManager.default.fileExists(atPath: dir.appendingPathComponent(other).path),
                    "\(flag) \(refused): the stale \(other) is still there")
            }
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("s.json")) == scene)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("d").path, isDirectory: &isFolder))
        #expect(isFolder.boolValue)
    }

    /// A scene that is not JSON cannot say which files it names: an output that its text names (here the
    /// image it draws, through a link too) is kept, and one it does not name goes.
    @Test func aSceneThatIsNotJSONKeepsWhatItNames() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try GoldenSuiteWalkTests.write(Self.scene("#336699"), dir.appendingPathComponent("s.json").path)
        #expect(try CLI.run(["render", "s.json", "-o", "pic.png"], in: dir).code == 0)
        #expect(try CLI.run(["render", "s.json", "-o", "other.png"], in: dir).code == 0)
        let picture = try Data(contentsOf: dir.appendingPathComponent("pic.png"))
        symlink("pic.png", dir.appendingPathComponent("alias.png").path)
        for (text, output) in [
            (##"{"background": {"image": "pic.png"}"##, "pic.png"),
            (##"{"background": {"image": "alias.png"}"##, "pic.png"),
            (##"{"background": {"image": ".\/pic.png"}"##, "pic.png"),
            (##"{"background": {"image": "p\u0069c.png"}"##, "pic.png"),
            (##"{"image": "pic.png", "#,"##, "pic.png"),
        ] {
            try GoldenSuiteWalkTests.write(text, dir.appendingPathComponent("broken.json").path)
            let r = try CLI.run(["render", "broken.json", "-o", output], in: dir)
            #expect(r.code == 65, "\(text): \(r.stderr)")
            #expect(try Data(contentsOf: dir.appendingPathComponent("pic.png")) == picture, "\(text) removed it")
        }
        // A scene over the size limit is never read: it may name the output anywhere, so it is kept (it was
        // removed, though the scene draws it).
        try GoldenSuiteWalkTests.write(
            ##"{"background": {"image": "pic.png"}}"## + String(repeating: " ", count: 16 << 20),
            dir.appendingPathComponent("big.json").path)
        let big = try CLI.run(["render", "big.json", "-o", "pic.png"], in: dir)
        #expect(big.code == 65, "\(big.stderr)")
        #expect(
            try Data(contentsOf: dir.appendingPathComponent("pic.png")) == picture, "a scene over the limit removed it")
        try GoldenSuiteWalkTests.write(
            ##"{"background": {"image": "pic.png"}"##, dir.appendingPathComponent("b.json").path)
        #expect(try CLI.run(["render", "b.json", "-o", "other.png"], in: dir).code == 65)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("other.png").path))
    }
}
