import Foundation
import GlassTesting
import Testing

/// Runs the built `glass` binary and checks stdout, stderr, exit codes and files.
struct CLI {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The binary sits beside the test bundle in the build folder.
    static var binary: URL {
        let exe = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "")
        var dir = exe.deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("glass").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("glass")
    }

    /// The release glass `assertGlassSnapshot` uses (found, or built once into `.build/glass-release`), for
    /// tests that render large canvases again and again and measure what the user's binary does; the debug
    /// binary under AddressSanitizer (`ASAN_OPTIONS` set) or when no release glass can be had. An `async`
    /// wait, so a test waiting for the first build frees its thread.
    static func releaseBinary() async -> URL {
        if ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil,
            let release = await GlassBinary.binaryPath(callerFilePath: #filePath)
        {
            return URL(fileURLWithPath: release)
        }
        return binary
    }

    /// `run` through `releaseBinary()`: for tests that render real screens or large canvases, which the debug
    /// build draws 75–250× slower. The two builds run the same code (glass has no debug-only checks; a
    /// release build keeps Swift's overflow and bounds traps), so the test proves the same thing.
    static func runRelease(_ args: [String], in directory: URL? = nil) async throws -> Result {
        try runProcess(await releaseBinary(), args, in: directory)
    }

    struct Result {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `glass args`, or `launcher… glass args` (the launcher an absolute path, such as `setpriv`).
    static func run(_ args: [String], in directory: URL? = nil, launcher: [String] = []) throws -> Result {
        try runProcess(
            launcher.first.map { URL(fileURLWithPath: $0) } ?? binary,
            launcher.isEmpty ? args : Array(launcher.dropFirst()) + [binary.path] + args, in: directory)
    }

    /// Runs any program to its end, with its output; `environment` nil inherits this process's.
    static func runProcess(
        _ executable: URL, _ args: [String], in directory: URL? = nil, environment: [String: String]? = nil
    ) throws -> Result {
        let p = Process()
        p.executableURL = executable
        p.arguments = args
        if let directory { p.currentDirectoryURL = directory }
        if let environment { p.environment = environment }
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(
            code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self))
    }

    /// Starts `glass render SCENE -o OUT --watch` in `directory`; its stderr is the pipe returned.
    static func startWatching(_ scene: String, to output: String, in directory: URL) throws -> (Process, Pipe) {
        let p = Process()
        p.executableURL = binary
        p.arguments = ["render", scene, "-o", output, "--watch"]
        p.currentDirectoryURL = directory
        let err = Pipe()
        p.standardError = err
        try p.run()
        return (p, err)
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static let smallScene =
        ##"{"canvas": {"width": 30, "height": 20, "scale": 1}, "background": "#336699", "layers": [{"type": "glass", "frame": [5, 5, 20, 10]}]}"##
}

/// Exactly one line on stderr, starting `error:`.
func expectOneErrorLine(_ r: CLI.Result, contains fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: true)
    #expect(lines.count == 1, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.hasPrefix("error: "), "stderr: \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.contains(fragment), "stderr: \(r.stderr)", sourceLocation: sourceLocation)
}

@Suite struct CLITests {
    @Test func helpEverywhere() throws {
        for args in [["--help"], ["render", "--help"], ["compare", "--help"], ["help"]] {
            let r = try CLI.run(args)
            #expect(r.code == 0 && r.stdout.contains("Usage:") && r.stderr.isEmpty, "\(args)")
        }
    }

    @Test func usageErrorsAreExit64() throws {
        for (args, fragment) in [
            ([], "no command"), (["paint"], "unknown command 'paint'"), (["render"], "needs a scene"),
            (["render", "a.json", "--frobnicate"], "unknown option --frobnicate"),
            (["render", "a.json", "-o"], "needs a value"),
            (["compare", "a.png"], "needs two PNG files"),
            (["render", "a.json", "--compression", "12"], "from 0 to 9"),
            (["compare", "a.png", "b.png", "--tolerance", "x"], "--tolerance"),
        ] as [([String], String)] {
            let r = try CLI.run(args)
            #expect(r.code == 64, "\(args): \(r.code)")
            expectOneErrorLine(r, contains: fragment)
        }
    }

    @Test func renderWritesTheSceneNameInTheCurrentFolder() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(CLI.smallScene.utf8).write(to: dir.appendingPathComponent("tiny.json"))
        let r = try CLI.run(["render", "tiny.json"], in: dir)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent("tiny.png"))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        // No temporary files are left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["tiny.json", "tiny.png"])
    }

    @Test func badScenesExit65AndLeaveNoOutput() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("bad.json")
        let out = dir.appendingPathComponent("bad.png")
        // A stale output from an earlier run (a PNG: glass removes nothing else).
        try Data(CLI.smallScene.utf8).write(to: scene)
        #expect(try CLI.run(["render", scene.path, "-o", out.path]).code == 0)
        try Data(
            ##"{"canvas": {"width": 30, "height": 20}, "layers": [{"type": "glass", "frame": [0, 0, 5, 5], "corners": "round"}]}"##
                .utf8
        ).write(to: scene)
        let r = try CLI.run(["render", scene.path, "-o", out.path])
        #expect(r.code == 65)
        expectOneErrorLine(r, contains: "bad.json: layers[0].corners: expected \"capsule\"")
        #expect(!FileManager.default.fileExists(atPath: out.path), "a failed render removes the stale output")
    }

    @Test func missingInputIs66AndUnwritableOutputIs73() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = try CLI.run([
            "render", dir.appendingPathComponent("nope.json").path, "-o", dir.appendingPathComponent("x.png").path,
        ])
        #expect(missing.code == 66)
        expectOneErrorLine(missing, contains: "no such file")
        let scene = dir.appendingPathComponent("ok.json")
        try Data(CLI.smallScene.utf8).write(to: scene)
        // A file where a folder must be (a missing folder is made: `OutputFolderTests`).
        let noFolder = try CLI.run(["render", scene.path, "-o", dir.appendingPathComponent("ok.json/out.png").path])
        #expect(noFolder.code == 73)
        expectOneErrorLine(noFolder, contains: "ok.json is not a folder")
        let folderAsFile = try CLI.run(["render", scene.path, "-o", dir.path])
        #expect(folderAsFile.code == 73)
        expectOneErrorLine(folderAsFile, contains: "is a folder")
    }

    @Test func threadsDoNotChangeTheFile() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = CLI.root.appendingPathComponent("scenes/container-merge.json").path
        #expect(
            try await CLI.runRelease([
                "render", scene, "-o", dir.appendingPathComponent("one.png").path, "--threads", "1",
            ]).code == 0
        )
        #expect(
            try await CLI.runRelease([
                "render", scene, "-o", dir.appendingPathComponent("three.png").path, "--threads=3",
            ]).code == 0)
        let one = try Data(contentsOf: dir.appendingPathComponent("one.png"))
        let three = try Data(contentsOf: dir.appendingPathComponent("three.png"))
        #expect(one == three && one.count > 1000)
        let bad = try await CLI.runRelease(["render", scene, "--threads", "0"])
        #expect(bad.code == 64)
        expectOneErrorLine(bad, contains: "--threads expects an integer from 1 to 256")
    }

    @Test func renderAFolderOfScenes() throws {
        let dir = try CLI.temporaryDirectory()
        let out = try CLI.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: dir)
            try? FileManager.default.removeItem(at: out)
        }
        try Data(CLI.smallScene.utf8).write(to: dir.appendingPathComponent("a.json"))
        try Data(CLI.smallScene.utf8).write(to: dir.appendingPathComponent("b.json"))
        let ok = try CLI.run(["render", dir.path, "-o", out.path])
        #expect(ok.code == 0, "\(ok.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["a.png", "b.png"])
        try Data("{".utf8).write(to: dir.appendingPathComponent("c.json"))
        let partial = try CLI.run(["render", dir.path, "-o", out.path])
        #expect(partial.code == 65)
        #expect(partial.stderr.contains("c.json: invalid JSON"))
        let noOut = try CLI.run(["render", dir.path, "-o", out.appendingPathComponent("a.png/nope").path])
        #expect(noOut.code == 73)
        expectOneErrorLine(noOut, contains: "a.png is not a folder")
        let noOption = try CLI.run(["render", dir.path])
        #expect(noOption.code == 64)
    }

    /// The review's crash: `"blurRadius": 0.05` at scale 3 (σ 0.15 px) stopped the process with SIGILL and a
    /// folder render holding it wrote nothing. Tiny and denormal radii now render as a copy (σ = 0), and
    /// the folder's other scenes are written.
    @Test func tinyBlurRadiiRenderLikeZeroAndDoNotTakeAFolderDown() throws {
        let dir = try CLI.temporaryDirectory()
        let out = try CLI.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: dir)
            try? FileManager.default.removeItem(at: out)
        }
        func scene(_ blur: String) -> String {
            ##"{"canvas": {"width": 30, "height": 20, "scale": 3}, "background": {"linearGradient": {"from": [0, 0], "to": [30, 0], "stops": [["#FF0000", 0], ["#0000FF", 1]]}}, "layers": [{"type": "glass", "frame": [5, 5, 20, 10], "material": {"blurRadius": \##(blur)}}]}"##
        }
        let radii = ["0", "0.05", "0.0686", "1e-9", "1e-300", "5e-324"]
        for (i, blur) in radii.enumerated() {
            try Data(scene(blur).utf8).write(to: dir.appendingPathComponent("s\(i).json"))
        }
        try Data(CLI.smallScene.utf8).write(to: dir.appendingPathComponent("z.json"))
        let r = try CLI.run(["render", dir.path, "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        let zero = try Data(contentsOf: out.appendingPathComponent("s0.png"))
        for i in 1..<radii.count {
            #expect(try Data(contentsOf: out.appendingPathComponent("s\(i).png")) == zero, "blurRadius \(radii[i])")
        }
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("z.png").path))
    }

    /// `glass expand` prints a scene that renders to the same bytes as the original, and `--design both` puts
    /// the two designs side by side under a label strip.
    @Test func expandAndBothDesigns() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene =
            ##"{"device": "iPhone 17 Pro", "canvas": {"height": 200, "scale": 1}, "layers": [{"type": "statusBar"}, {"type": "navigationBar", "title": "Inbox", "trailing": [{"symbol": "gear"}, {"system": "done"}]}, {"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "gear", "title": "Settings"}], "search": true}]}"##
        try Data(scene.utf8).write(to: dir.appendingPathComponent("s.json"))
        let expanded = try await CLI.runRelease(["expand", "s.json"], in: dir)
        #expect(expanded.code == 0 && expanded.stdout.contains("\"type\": \"glassContainer\""), "\(expanded.stderr)")
        #expect(!expanded.stdout.contains("\"type\": \"navigationBar\""))
        try Data(expanded.stdout.utf8).write(to: dir.appendingPathComponent("e.json"))
        #expect(try await CLI.runRelease(["render", "s.json"], in: dir).code == 0)
        #expect(try await CLI.runRelease(["render", "e.json"], in: dir).code == 0)
        let a = try Data(contentsOf: dir.appendingPathComponent("s.png"))
        let b = try Data(contentsOf: dir.appendingPathComponent("e.png"))
        #expect(a == b && a.count > 1000)
        let both = try await CLI.runRelease(["render", "s.json", "-o", "both.png", "--design", "both"], in: dir)
        #expect(both.code == 0, "\(both.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent("both.png"))
        // The PNG header's width and height: two 402 pt screens and a 16 pt gap; 32 pt of labels over 200 pt.
        let w = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let h = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(w == 402 * 2 + 16 && h == 200 + 32)
        let bad = try await CLI.runRelease(["render", "s.json", "--design", "old"], in: dir)
        #expect(bad.code == 64)
        expectOneErrorLine(bad, contains: "--design expects liquidGlass, compatibility or both")
        let folder = try await CLI.runRelease(["render", dir.path, "-o", dir.path, "--design", "both"])
        #expect(folder.code == 64)
        let missing = try await CLI.runRelease(["expand", "nope.json"], in: dir)
        #expect(missing.code == 66)
    }

    @Test func compareReportsAndExitsByTolerance() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let s1 = ##"{"canvas": {"width": 20, "height": 10, "scale": 1}, "background": "#808080"}"##
        let s2 =
            ##"{"canvas": {"width": 20, "height": 10, "scale": 1}, "background": "#808080", "layers": [{"type": "shape", "frame": [0, 0, 5, 10], "fill": "#8A8080"}]}"##
        try Data(s1.utf8).write(to: dir.appendingPathComponent("a.json"))
        try Data(s2.utf8).write(to: dir.appendingPathComponent("b.json"))
        #expect(try CLI.run(["render", "a.json"], in: dir).code == 0)
        #expect(try CLI.run(["render", "b.json"], in: dir).code == 0)
        let same = try CLI.run(["compare", "a.png", "a.png"], in: dir)
        #expect(same.code == 0)
        #expect(
            same.stdout.contains("max channel delta: 0") && same.stdout.contains("PSNR: inf dB")
                && same.stdout.contains("SSIM: 1.00000"))
        let differ = try CLI.run(["compare", "a.png", "b.png", "--diff", "diff.png"], in: dir)
        #expect(differ.code == 1)
        #expect(differ.stdout.contains("max channel delta: 10"))
        #expect(differ.stdout.contains("differing pixels: 50 of 200 (25.000%) above tolerance 1"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("diff.png").path))
        let tolerant = try CLI.run(["compare", "a.png", "b.png", "--tolerance", "10"], in: dir)
        #expect(tolerant.code == 0)
        try Data("junk".utf8).write(to: dir.appendingPathComponent("junk.png"))
        let corrupt = try CLI.run(["compare", "a.png", "junk.png"], in: dir)
        #expect(corrupt.code == 65)
        expectOneErrorLine(corrupt, contains: "junk.png: not a readable PNG")
        let missing = try CLI.run(["compare", "a.png", "nope.png"], in: dir)
        #expect(missing.code == 66)
        // An endless input is read only to one byte past the limit (the whole file was read first).
        let endless = try CLI.run(["compare", "a.png", "/dev/zero"], in: dir)
        #expect(endless.code == 65)
        expectOneErrorLine(endless, contains: "/dev/zero: the input is over the limit of 268435456 bytes")
    }
}
