import Foundation
import GlassPNG
import Testing

@testable import glass

/// Every piece of a run's work ends: a contact sheet of any matrix the docs accept is laid out in bounded
/// steps, each scene of a folder render or of `glass test` has a time budget (`--scene-timeout`) past which
/// its worker is killed and the scene reported, and what a killed worker was writing is removed.
/// `GLASS_FAULT=hang:NAME` makes the worker hang on scene NAME with its temporary output open.
@Suite struct SceneTimeoutTests {
    typealias Run = (code: Int32, stdout: String, stderr: String, timedOut: Bool)

    /// Runs `glass args` in `directory`, killed after `seconds` (so that a regression fails, never hangs). The
    /// wait (for a budget of seconds, by design) is on a thread of its own, so it holds none of Swift Testing's
    /// threads and the other tests run meanwhile.
    static func run(
        _ args: [String], in directory: URL, seconds: Double, fault: String? = nil, binary: URL = CLI.binary
    ) async throws -> Run {
        try await withCheckedThrowingContinuation { (done: CheckedContinuation<Run, Error>) in
            Thread.detachNewThread {
                done.resume(
                    with: Result {
                        try runBlocking(args, in: directory, seconds: seconds, fault: fault, binary: binary)
                    })
            }
        }
    }

    private static func runBlocking(
        _ args: [String], in directory: URL, seconds: Double, fault: String?, binary: URL
    ) throws -> Run {
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        p.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        if let fault { environment["GLASS_FAULT"] = fault }
        p.environment = environment
        let out = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let err = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        p.standardOutput = try FileHandle(forWritingTo: out)
        p.standardError = try FileHandle(forWritingTo: err)
        try p.run()
        let deadline = Date().addingTimeInterval(seconds)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        let timedOut = p.isRunning
        if timedOut { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
        return (
            p.terminationStatus, try String(contentsOf: out, encoding: .utf8),
            try String(contentsOf: err, encoding: .utf8), timedOut
        )
    }

    static let tiny =
        ##"{"canvas": {"width": 20, "height": 20, "scale": 3}, "background": "#FFFFFF", "layers": [{"type": "text", "text": "Aa", "frame": [0, 0, 20, 20], "style": "footnote"}]}"##

    /// The review's cases: eight two-value keys (256 renders, eight label lines), and 12 `dynamicType` values
    /// by four two-value keys with `--reduce-transparency` (192 renders, six lines). The label rows alone
    /// passed 16 384 px and the layout looped forever; now the sheet takes more columns.
    @Test func longMatricesMakeASheetInBoundedTime() async throws {
        let dir = try MatrixCommandTests.folder(["tiny.json": Self.tiny])
        defer { try? FileManager.default.removeItem(at: dir) }
        let glass = await CLI.releaseBinary()
        let eight = [
            "appearance=light,dark", "boldText=false,true", "design=liquidGlass,compatibility",
            "increaseContrast=false,true", "reduceTransparency=false,true", "layoutDirection=leftToRight,rightToLeft",
            "orientation=portrait,landscape", "glassStyle=clear,tinted",
        ].flatMap { ["--matrix", $0] }
        let a = try await Self.run(
            ["render", "tiny.json"] + eight + ["--sheet", "a.png"], in: dir, seconds: 300, binary: glass)
        #expect(!a.timedOut && a.code == 0 && a.stderr.isEmpty, "\(a)")
        let types = "dynamicType=xS,S,M,L,xL,xxL,xxxL,AX1,AX2,AX3,AX4,AX5"
        let four = [
            "appearance=light,dark", "boldText=false,true", "glassStyle=clear,tinted", "orientation=portrait,landscape",
        ]
        let b = try await Self.run(
            ["render", "tiny.json", "--matrix", types] + four.flatMap { ["--matrix", $0] }
                + ["--reduce-transparency", "--sheet", "b.png"],
            in: dir, seconds: 300, binary: glass)
        #expect(!b.timedOut && b.code == 0 && b.stderr.isEmpty, "\(b)")
        for name in ["a.png", "b.png"] {
            let sheet = try MatrixCommandTests.decode(dir.appendingPathComponent(name))
            #expect(sheet.width <= 16384 && sheet.height <= 16384 && sheet.width * sheet.height <= 40_000_000)
        }
    }

    /// A layout that fits no sheet is a usage error, found in bounded steps; one that fits takes the fewest
    /// columns and the least shrink it can.
    @Test func theLayoutSearchIsBoundedAndSaysWhenNothingFits() {
        func fitting(w: Int, h: Int, scale: Int, lines: Int, count: Int, columns: Int) -> ContactSheet.Layout? {
            ContactSheet.Layout.fitting(
                cellWidth: w, cellHeight: h, scale: scale, labelLines: lines, minWidthPt: 160, count: count,
                columns: columns)
        }
        // 256 cells under eight label lines at 1× fit with more columns than the last key's two.
        // More columns rather than renders shrunk to a few pixels: at half size, four to a row.
        let fits = fitting(w: 60, h: 60, scale: 3, lines: 8, count: 256, columns: 2)
        #expect(fits?.fits == true && fits?.columns == 4 && fits?.shrink == 2, "\(String(describing: fits))")
        // A layout that fits as asked is kept: two columns at full size.
        #expect(
            fitting(w: 60, h: 60, scale: 3, lines: 1, count: 4, columns: 2).map { ($0.columns, $0.shrink) } ?? (0, 0)
                == (2, 1))
        // The renders' own size never blocks a layout: a 16 384 px render shrinks.
        #expect(fitting(w: 16384, h: 16384, scale: 1, lines: 1, count: 4, columns: 2)?.fits == true)
        // Labels alone taller than a sheet in every column count: nil, not a hang.
        #expect(fitting(w: 1, h: 1, scale: 1, lines: 1000, count: 256, columns: 2) == nil)
    }

    static func folder(_ names: [String], scene: String = CLI.smallScene) throws -> URL {
        try MatrixCommandTests.folder(Dictionary(uniqueKeysWithValues: names.map { ($0, scene) }))
    }

    /// A scene past its budget is killed and reported as that scene's error; the others render as alone, and
    /// nothing of the killed scene is left (no output, no `.glass-*.tmp`).
    @Test(arguments: [1, 2])
    func aFolderRenderStopsASceneAtItsBudget(threads: Int) async throws {
        let dir = try Self.folder(["scenes/a.json", "scenes/b.json", "scenes/c.json"])
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        let r = try await Self.run(
            ["render", "scenes", "-o", "out", "--threads", "\(threads)", "--scene-timeout", "10.5"], in: dir,
            seconds: 60, fault: "hang:b")
        #expect(!r.timedOut && r.code == 1, "\(r)")
        #expect(
            r.stderr
                == "error: scenes/b.json: timed out after 10.5 s\nerror: scenes: some scenes failed to render (first: scenes/b.json: timed out after 10.5 s)\n"
        )
        #expect(try MatrixCommandTests.files(dir, "out") == ["a.png", "c.png"], "no temporary file is left")
    }

    /// `glass test` and its `--audit` give each scene the budget: the hung scene is that scene's error.
    @Test func glassTestStopsASceneAtItsBudget() async throws {
        let dir = try Self.folder(["scenes/a.json", "scenes/b.json", "scenes/c.json"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let record = try CLI.run(["test", "scenes", "--goldens", "goldens", "--record", "missing"], in: dir)
        #expect(record.code == 0, "\(record.stderr)")
        let r = try await Self.run(
            ["test", "scenes", "--goldens", "goldens", "--scene-timeout", "10", "--audit", "--threads", "2"], in: dir,
            seconds: 60, fault: "hang:b")
        #expect(!r.timedOut && r.code == 1, "\(r)")
        #expect(
            r.stdout
                == "audit: 3 scenes, 0 layers under the minimum, 0 layout findings, 1 not audited\n2 passed, 0 failed, 1 error\n",
            "\(r.stdout)")
        #expect(r.stderr == "error: b: timed out after 10 s\nerror: b: audit: timed out after 10 s\n")
    }

    /// `--scene-timeout` at its edges is one usage line: 0, negative, NaN, infinite, past a day, not a number;
    /// and a single render (which runs in the process itself) does not take it.
    @Test func badSceneTimeoutsAreUsageErrors() throws {
        let dir = try Self.folder(["scenes/a.json"])
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        for value in ["0", "-1", "nan", "inf", "1e9", "86401", "5e-324", "abc", ""] {
            let render = try CLI.run(["render", "scenes", "-o", "out", "--scene-timeout", value], in: dir)
            #expect(render.code == 64, "\(value)")
            expectOneErrorLine(render, contains: "--scene-timeout expects seconds from 0.1 to 86400, got '\(value)'")
            let test = try CLI.run(["test", "scenes", "--goldens", "g", "--scene-timeout", value], in: dir)
            #expect(test.code == 64, "\(value)")
            expectOneErrorLine(test, contains: "--scene-timeout expects seconds")
        }
        let one = try CLI.run(["render", "scenes/a.json", "--scene-timeout", "5"], in: dir)
        #expect(one.code == 64)
        expectOneErrorLine(one, contains: "--scene-timeout bounds each scene of a folder or --matrix render")
        #expect(try CLI.run(["render", "scenes", "-o", "out", "--scene-timeout", "86400"], in: dir).code == 0)
    }

    /// A folder render's error lines come in the scenes' order whatever order the workers finish in: `a`
    /// (hanging until its budget) before `b` (refused at once), at one thread or two.
    @Test(arguments: [1, 2])
    func errorLinesComeInSceneOrder(threads: Int) async throws {
        let dir = try Self.folder(["scenes/a.json", "scenes/c.json"])
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("{".utf8).write(to: dir.appendingPathComponent("scenes/b.json"))
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        let r = try await Self.run(
            ["render", "scenes", "-o", "out", "--threads", "\(threads)", "--scene-timeout", "10"], in: dir,
            seconds: 60, fault: "hang:a")
        let lines = r.stderr.split(separator: "\n")
        #expect(r.code == 1 && lines.count == 3, "\(r)")
        #expect(lines.first == "error: scenes/a.json: timed out after 10 s")
        #expect(lines.dropFirst().first?.hasPrefix("error: scenes/b.json:") == true, "\(r.stderr)")
    }

    /// `--threads 7` over 3 scenes uses 7 threads (3, 2 and 2 workers' threads), and the report says 7.
    @Test func theThreadCountIsExactWithFewerScenes() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for folder in ["scenes", "out"] {
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let scene = await LiveThreadTests.scene()
        for i in 0..<3 {
            try scene.write(
                to: dir.appendingPathComponent("scenes/s\(i).json"), atomically: true, encoding: .utf8)
        }
        let r = try await LiveThreadTests.mostThreads(["render", "scenes", "-o", "out", "--threads", "7"], in: dir)
        #expect(r.code == 0 && r.own == 1 && r.workers == 7, "\(r)")
        let test = try await CLI.runRelease(
            ["test", "scenes", "--goldens", "g", "--record", "missing", "--threads", "7", "--report", "r.html"], in: dir
        )
        #expect(test.code == 0, "\(test.stderr)")
        let report = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(report.contains("<tr><th>threads</th><td>7</td></tr>"))
    }
}
