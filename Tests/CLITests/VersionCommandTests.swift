import Foundation
import GlassVersion
import Testing

/// `glass --version`, the hash it carries, and the hidden `glass __snapshot` that GlassTesting runs.
@Suite struct VersionCommandTests {
    /// The version line names the hash compiled in, and marks this debug build.
    @Test func versionNamesTheSourceHash() throws {
        let r = try CLI.run(["--version"])
        #expect(r.code == 0 && r.stderr.isEmpty)
        #if DEBUG
            #expect(r.stdout == GlassVersion.line(debug: true) + "\n")
        #else
            #expect(r.stdout == GlassVersion.line(debug: false) + "\n")
        #endif
        #expect(try CLI.run(["--help"]).stdout.contains("glass --version"))
    }

    /// The hash compiled in is that of the sources as they are now (the plugin reran on every change), as
    /// the hashing tool computes it over `Package.swift` and every file under `Sources/` but hidden files and
    /// documentation.
    @Test func theCompiledHashIsOfTheCurrentSources() throws {
        let tool = CLI.binary.deletingLastPathComponent().appendingPathComponent("glass-source-hash")
        var files = [CLI.root.appendingPathComponent("Package.swift").path]
        let sources = CLI.root.appendingPathComponent("Sources").path
        let walker = FileManager.default.enumerator(atPath: sources)
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".docc") || (relative as NSString).lastPathComponent.hasPrefix(".") {
                walker?.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: sources + "/" + relative, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                files.append(sources + "/" + relative)
            }
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("hash-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let r = try CLI.runProcess(tool, [output.path, CLI.root.path] + files)
        #expect(r.code == 0, "\(r.stderr)")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("let glassSourceHash = \"\(GlassVersion.sourceHash)\""), "\(text)")
        #expect(text.contains("let glassSourceFileCount = \(files.count)\n"))
        // One byte more in one file changes it.
        let changed = output.deletingLastPathComponent().appendingPathComponent("hash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: changed, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: changed) }
        try Data("a".utf8).write(to: changed.appendingPathComponent("x.swift"))
        _ = try CLI.runProcess(tool, [output.path, changed.path, changed.path + "/x.swift"])
        let first = try String(contentsOf: output, encoding: .utf8)
        try Data("ab".utf8).write(to: changed.appendingPathComponent("x.swift"))
        _ = try CLI.runProcess(tool, [output.path, changed.path, changed.path + "/x.swift"])
        #expect(try String(contentsOf: output, encoding: .utf8) != first)
    }

    /// `__snapshot` prints one verdict line; after `--` a path that starts with `-` or holds spaces is a
    /// path; a missing or bad option is one usage line, exit 64.
    @Test func snapshotPrintsOneVerdictLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glass-snap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"canvas": {"width": 12, "height": 8, "scale": 1}, "background": "#336699", "layers": []}"##.utf8)
            .write(to: folder.appendingPathComponent("-odd name.json"))
        let options = ["--tolerance", "1", "--record", "missing", "--name", "odd", "--artifacts", "-art"]
        let args = ["__snapshot"] + options + ["--", "-odd name.json", "-g o.png"]
        let recorded = try CLI.run(args, in: folder)
        #expect(recorded.code == 0 && recorded.stderr.isEmpty, "\(recorded.stderr)")
        let lines = recorded.stdout.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("glass-verdict "), "\(recorded.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("-g o.png").path))
        let passed = try CLI.run(args, in: folder)
        #expect(passed.code == 0 && passed.stdout.split(separator: "\n").count == 1)
        #expect(passed.stdout != recorded.stdout)
        // With the library's own hash it checks as before.
        let same = try CLI.run(
            ["__snapshot"] + options + ["--sources", GlassVersion.sourceHash, "--", "-odd name.json", "-g o.png"],
            in: folder)
        #expect(same.code == 0 && same.stdout == passed.stdout, "\(same.stderr)")
        let usage =
            "__snapshot --tolerance N --record MODE --name NAME --artifacts DIR [--traits K=V,…] [--instant S|end] [--sources HASH] -- SCENE GOLDEN"
        for (bad, fragment) in [
            ([], usage), (options + ["--", "s"], usage), (options + ["--", "s", "g", "x"], usage),
            (options + ["--", "", "g"], usage), (Array(options.dropFirst(2)) + ["--", "s", "g"], usage),
            (["--tolerance", "256"] + options.dropFirst(2) + ["--", "s", "g"], "--tolerance expects an integer"),
            (["--tolerance", "1", "--record", "yes"] + options.dropFirst(4) + ["--", "s", "g"], usage),
            (options + ["--bogus", "--", "s", "g"], "unknown option --bogus"),
            // Traits only in the canonical form a render's name holds.
            (options + ["--traits", "appearance=Dark", "--", "s", "g"], usage),
            (options + ["--traits", "boldText=true,boldText=false", "--", "s", "g"], usage),
            // A binary of other sources than the test's library refuses to check.
            (
                options + ["--sources", String(repeating: "0", count: 32), "--", "s", "g"],
                "this glass was built from the sources \(GlassVersion.sourceHash), the test's library from 000"
            ),
        ] as [([String], String)] {
            let r = try CLI.run(["__snapshot"] + bad)
            #expect(r.code == 64 && r.stdout.isEmpty, "\(bad)")
            expectOneErrorLine(r, contains: fragment)
        }
    }
}
