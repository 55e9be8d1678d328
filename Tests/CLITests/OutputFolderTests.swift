import Foundation
import Glibc
import Testing

/// Outputs into a folder that does not exist yet: every output flag makes the missing folders (as
/// Playwright makes its report folder), one component at a time through `GlassFiles`; a link to nothing or
/// a file on the way is refused with exit 73 and nothing is made through it, and a run that fails makes none.
@Suite struct OutputFolderTests {
    /// One output flag: the arguments with `OUT` where the output's path goes, and the file that appears
    /// under OUT (empty: OUT itself is the file). `refusesLinks`: a link to a folder on the way is refused too
    /// (`glass test` writes only to plain paths; the other commands take the path the user typed).
    struct Flag: CustomStringConvertible {
        let description: String
        let args: [String]
        var written = ""
        var refusesLinks = false
        /// OUT is the start of the outputs' names (`-o NAME` of a matrix), not a folder or a file.
        var prefix = false
        /// The exit code of a run that writes (`glass test` with a missing golden, `compare` of two images
        /// that differ: 1).
        var code: Int32 = 0
    }

    static let flags: [Flag] = [
        Flag(description: "render -o FILE", args: ["render", "s.json", "-o", "OUT"]),
        Flag(description: "render FOLDER -o", args: ["render", "scenes", "-o", "OUT"], written: "/one.png"),
        Flag(description: "render FOLDER -o DIR/", args: ["render", "scenes", "-o", "OUT/"], written: "/one.png"),
        Flag(
            description: "render --matrix -o DIR/",
            args: ["render", "s.json", "--matrix", "appearance=dark", "-o", "OUT/"],
            written: "/s[appearance=dark].png"),
        Flag(
            description: "render --matrix -o NAME",
            args: ["render", "s.json", "--matrix", "appearance=dark", "-o", "OUT"], written: "[appearance=dark].png",
            prefix: true),
        Flag(
            description: "render --sheet", args: ["render", "s.json", "--matrix", "appearance=dark", "--sheet", "OUT"]),
        Flag(description: "audit --json", args: ["audit", "s.json", "--json", "OUT"]),
        Flag(description: "audit --overlay", args: ["audit", "s.json", "--overlay", "OUT"]),
        Flag(description: "compare --diff", args: ["compare", "a.png", "b.png", "--diff", "OUT"], code: 1),
        Flag(
            description: "test --report", args: ["test", "scenes", "--goldens", "g", "--report", "OUT"],
            refusesLinks: true, code: 1),
        Flag(
            description: "test --junit", args: ["test", "scenes", "--goldens", "g", "--junit", "OUT"],
            refusesLinks: true, code: 1),
        Flag(
            description: "test --goldens --record all",
            args: ["test", "scenes", "--goldens", "OUT", "--record", "all"], written: "/one.png", refusesLinks: true),
        Flag(
            description: "test --artifacts", args: ["test", "scenes", "--goldens", "g", "--artifacts", "OUT"],
            written: "/one/actual.png", refusesLinks: true, code: 1),
    ]

    static func prepare() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        for name in ["s.json", "scenes/one.json"] {
            try GoldenSuiteWalkTests.write(GoldenSafetyTests.scene("#336699"), dir.appendingPathComponent(name).path)
        }
        #expect(try CLI.run(["render", "s.json", "-o", "a.png"], in: dir).code == 0)
        try GoldenSuiteWalkTests.write(GoldenSafetyTests.scene("#993366"), dir.appendingPathComponent("t.json").path)
        #expect(try CLI.run(["render", "t.json", "-o", "b.png"], in: dir).code == 0)
        // Folders on the way that glass may not make: a file, a link to nothing, a link to a folder.
        try Data("file".utf8).write(to: dir.appendingPathComponent("file"))
        symlink("nowhere", dir.appendingPathComponent("dangling").path)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("real"), withIntermediateDirectories: true)
        symlink("real", dir.appendingPathComponent("linked").path)
        return dir
    }

    static func exists(_ path: String, in dir: URL) -> Bool {
        var s = stat()
        return lstat(dir.appendingPathComponent(path).path, &s) == 0
    }

    @Test(arguments: flags)
    func missingFoldersAreMadeAndNothingIsMadeThroughALinkOrAFile(_ flag: Flag) throws {
        let dir = try Self.prepare()
        defer { try? FileManager.default.removeItem(at: dir) }
        func run(_ out: String) throws -> CLI.Result {
            try CLI.run(flag.args.map { $0 == "OUT" ? out : $0 == "OUT/" ? out + "/" : $0 }, in: dir)
        }
        let name = flag.written.isEmpty ? "/x.out" : ""
        // Two levels of missing folders, relative and absolute.
        for out in ["new/deeper" + name, dir.appendingPathComponent("abs/deeper").path + name] {
            let r = try run(out)
            #expect(r.code == flag.code, "\(flag) \(out): \(r.stderr)")
            let made = out.hasPrefix("/") ? out + flag.written : dir.appendingPathComponent(out + flag.written).path
            #expect(FileManager.default.fileExists(atPath: made), "\(flag): \(made) not written: \(r.stderr)")
        }
        // A link to nothing or a file on the way: exit 73, one line, nothing made where the link points.
        var ways = [
            ("dangling/sub" + name, "dangling is a symbolic link"), ("file/sub" + name, "file is not a folder"),
        ]
        if !flag.prefix { ways += [("dangling" + name, "symbolic link"), ("file" + name, "not a folder")] }
        for (out, message) in ways {
            let r = try run(out)
            #expect(r.code == 73, "\(flag) \(out): \(r.stderr)")
            expectOneErrorLine(r, contains: message)
            #expect(!Self.exists("nowhere", in: dir), "\(flag) \(out): made a folder through the link")
        }
        #expect(try String(contentsOf: dir.appendingPathComponent("file"), encoding: .utf8) == "file")
        // A link to a folder on the way: followed where the user typed it, refused where glass test writes.
        let linked = try run("linked/sub" + name)
        if flag.refusesLinks {
            #expect(linked.code == 73, "\(flag): \(linked.stderr)")
            expectOneErrorLine(linked, contains: "linked is a symbolic link")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("real").path).isEmpty)
        } else {
            #expect(linked.code == flag.code, "\(flag): \(linked.stderr)")
            #expect(
                FileManager.default.fileExists(
                    atPath: dir.appendingPathComponent("real/sub" + name + flag.written).path))
        }
    }

    /// An output whose path climbs out of a folder that does not exist yet (`new/../s.json`) is refused with
    /// exit 73 before anything is made or written, for every output flag: its identity cannot be known
    /// before the folder exists, so `render s.json -o new/../s.json` (and `--sheet`, `--json`, `--overlay`,
    /// `compare --diff`) replaced the scene or image with the output, and `test --report` left the folder.
    @Test(arguments: flags)
    func aPathThatClimbsOutOfAMissingFolderIsRefused(_ flag: Flag) throws {
        let dir = try Self.prepare()
        defer { try? FileManager.default.removeItem(at: dir) }
        // What the output would land on: the input it names, or the scenes folder for a folder's outputs.
        let input =
            !flag.written.isEmpty
            ? "scenes"
            : flag.args.contains("s.json") ? "s.json" : flag.args.contains("a.png") ? "a.png" : "scenes/one.json"
        for out in ["new/../" + input, "new/deeper/../../" + input, "new/./../" + input] {
            let before = GoldenSafetyTests.snapshot(dir.path)
            let r = try CLI.run(
                flag.args.map { $0 == "OUT" ? out : $0 == "OUT/" ? out + "/" : $0 }, in: dir)
            #expect(r.code == 73, "\(flag) \(out): \(r.stderr)")
            expectOneErrorLine(r, contains: "new")
            #expect(GoldenSafetyTests.snapshot(dir.path) == before, "\(flag) \(out) changed files: \(r.stderr)")
        }
    }

    /// An output whose path is longer than the system takes at once (PATH_MAX, 4096 bytes: `././…/s.json`) is
    /// still checked against the inputs: its identity could not be looked up, so `render s.json -o
    /// ././…/s.json` replaced the scene (and `--sheet`, `audit`, `compare --diff` their inputs), since outputs
    /// are reached one folder at a time.
    @Test(arguments: flags.filter { $0.written.isEmpty })
    func anOutputPathLongerThanTheSystemTakesIsStillNoInput(_ flag: Flag) throws {
        let dir = try Self.prepare()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = flag.args.contains("s.json") ? "s.json" : flag.args.contains("a.png") ? "a.png" : "scenes/one.json"
        let out = String(repeating: "./", count: 2100) + input
        let before = GoldenSafetyTests.snapshot(dir.path)
        let r = try CLI.run(flag.args.map { $0 == "OUT" ? out : $0 }, in: dir)
        #expect(r.code == 73, "\(flag): \(r.stderr)")
        expectOneErrorLine(r, contains: "is one of the inputs")
        #expect(GoldenSafetyTests.snapshot(dir.path) == before, "\(flag) changed files")
    }

    /// A folder or file name longer than a file system holds (255 bytes) is exit 73 before the scene is
    /// even read, for every output flag but `glass test`'s goldens and artifacts (each scene's error there):
    /// it was found only when the output was written, after the render (a refused scene gave 65, a good one
    /// rendered for nothing).
    @Test(arguments: flags.filter { !($0.refusesLinks && !$0.written.isEmpty) })
    func aNameTooLongIsRefusedBeforeRendering(_ flag: Flag) throws {
        let dir = try Self.prepare()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["s.json", "scenes/one.json"] {
            try GoldenSuiteWalkTests.write(StaleOutputTests.refused, dir.appendingPathComponent(name).path)
        }
        let long = String(repeating: "n", count: 256)
        var outs = [long + "/x.out", "new/" + long + "/deeper/x.out"]
        if flag.written.isEmpty { outs.append(long + ".png") }
        for out in outs {
            let before = GoldenSafetyTests.snapshot(dir.path)
            let r = try CLI.run(flag.args.map { $0 == "OUT" ? out : $0 == "OUT/" ? out + "/" : $0 }, in: dir)
            #expect(r.code == 73, "\(flag) \(out): \(r.stderr)")
            expectOneErrorLine(r, contains: "bytes; the limit is 255")
            #expect(GoldenSafetyTests.snapshot(dir.path) == before, "\(flag) \(out) changed files")
        }
    }

    /// Every flag `--help` lists with a file or folder to write (`--json FILE`, `--artifacts DIR`) is in this
    /// suite's table and in `StaleOutputTests`' (goldens are recorded, never left stale), so an output flag
    /// added later is held by both rules.
    @Test func everyOutputFlagOfTheHelpIsCovered() throws {
        let help = try String(contentsOf: CLI.root.appendingPathComponent("Sources/glass/Help.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "(--[a-z-]+)[ =](FILE|OUT|DIR|PATH|DIFF)")
        let range = NSRange(help.startIndex..., in: help)
        let listed = Set(
            pattern.matches(in: help, range: range).compactMap {
                Range($0.range(at: 1), in: help).map { String(help[$0]) }
            })
        #expect(
            listed.isSuperset(of: ["--output", "--sheet", "--json", "--overlay", "--report", "--junit", "--artifacts"]))
        func uses(_ args: [String], _ flag: String) -> Bool {
            args.contains(flag) || (flag == "--output" && args.contains("-o"))
        }
        for flag in listed {
            #expect(Self.flags.contains { uses($0.args, flag) }, "\(flag) is not in OutputFolderTests.flags")
            if flag != "--goldens" {
                #expect(
                    StaleOutputTests.cases.contains { uses($0.args, flag) }, "\(flag) is not in StaleOutputTests.cases")
            }
        }
    }

    /// A render or audit that fails makes no folder for its output (the folders are made when the output is
    /// written); a folder render whose every scene fails makes none either.
    @Test func aFailedRunMakesNoFolder() throws {
        let dir = try Self.prepare()
        defer { try? FileManager.default.removeItem(at: dir) }
        try GoldenSuiteWalkTests.write(StaleOutputTests.refused, dir.appendingPathComponent("s.json").path)
        try GoldenSuiteWalkTests.write(StaleOutputTests.refused, dir.appendingPathComponent("scenes/one.json").path)
        for args in [
            ["render", "s.json", "-o", "n1/x.png"], ["render", "scenes", "-o", "n2/out"],
            ["render", "s.json", "--matrix", "appearance=dark", "--sheet", "n3/s.png"],
            ["audit", "s.json", "--json", "n4/a.json", "--overlay", "n5/o.png"],
        ] {
            let r = try CLI.run(args, in: dir)
            #expect(r.code == 65 || r.code == 1, "\(args): \(r.stderr)")
            for n in ["n1", "n2", "n3", "n4", "n5"] { #expect(!Self.exists(n, in: dir), "\(args) made \(n)") }
        }
        // `-o DIR/` names a folder, not a file: refused before rendering.
        let slash = try CLI.run(["render", "t.json", "-o", "n6/"], in: dir)
        #expect(slash.code == 73)
        expectOneErrorLine(slash, contains: "n6/: names a folder")
        #expect(!Self.exists("n6", in: dir))
    }
}
