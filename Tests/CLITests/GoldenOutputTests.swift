import Foundation
import Testing

/// What `glass test` does with a golden it cannot read, and with two scenes whose files would share a path.
@Suite struct GoldenOutputTests {
    static func write(_ text: String, _ path: String, in dir: URL) throws {
        try GoldenSuiteWalkTests.write(text, dir.appendingPathComponent(path).path)
    }

    /// A golden that is not a readable PNG (garbage, empty, a PNG cut short) is a failure, never an error
    /// that hides the way out: the line, the summary, the HTML report and JUnit say so and offer the accept
    /// command, and `--record failed` replaces it with the render.
    @Test func aGoldenThatIsNotAPNGIsAFailureThatRecordFailedReplaces() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(GoldenSafetyTests.scene("#336699"), "scenes/x.json", in: dir)
        #expect(try CLI.run(["test", "scenes", "--goldens", "g", "--record", "all"], in: dir).code == 0)
        let golden = dir.appendingPathComponent("g/x.png")
        let good = try Data(contentsOf: golden)
        for (what, bytes) in [
            ("garbage", Data("garbage\n".utf8)), ("empty", Data()), ("cut short", good.prefix(good.count / 2)),
            ("over the size limit", nil),
        ] {
            try (bytes ?? Data()).write(to: golden)
            // Sparse: 300 MB that glass refuses to read (it was an error --record failed could not replace).
            if bytes == nil {
                let handle = try FileHandle(forWritingTo: golden)
                try handle.truncate(atOffset: 300 << 20)
                try handle.close()
            }
            let r = try CLI.run(
                ["test", "scenes", "--goldens", "g", "--report", "r.html", "--junit", "j.xml"], in: dir)
            #expect(r.code == 1, "\(what): \(r.stderr)")
            #expect(r.stderr.hasPrefix("FAIL: x: g/x.png is not a readable PNG ("), "\(what): \(r.stderr)")
            #expect(r.stderr.contains("replace it with --record failed"), "\(what)")
            #expect(!r.stderr.contains("PNG (not a readable PNG"), "the reason said twice: \(r.stderr)")
            #expect(r.stdout == "0 passed, 1 failed, 0 errors\n", "\(what): \(r.stdout)")
            let accept = "glass test scenes --goldens g --only x --record failed"
            let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
            #expect(html.contains("<code class=\"accept-command\">\(accept)</code>"), "\(what)")
            #expect(html.contains("g/x.png is not a readable PNG"), "\(what)")
            let junit = try String(contentsOf: dir.appendingPathComponent("j.xml"), encoding: .utf8)
            #expect(junit.contains("failures=\"1\" errors=\"0\""), "\(what)")
            #expect(junit.contains("g/x.png is not a readable PNG") && junit.contains(accept), "\(what): \(junit)")
            // The new image is the artifact to look at; nothing stands for the unreadable golden.
            #expect(
                try OutputSafetyTests.files(in: dir.appendingPathComponent(".glass-test-artifacts/x")) == ["actual.png"]
            )
            let accepted = try CLI.run(
                ["test", "scenes", "--goldens", "g", "--only", "x", "--record", "failed"], in: dir)
            #expect(accepted.code == 0, "\(what): \(accepted.stderr)")
            #expect(accepted.stderr == "recorded: g/x.png\n")
            #expect(accepted.stdout == "1 passed, 0 failed, 0 errors (1 recorded)\n")
            #expect(try Data(contentsOf: golden) == good, "\(what): the golden is the render again")
            #expect(
                !FileManager.default.fileExists(
                    atPath: dir.appendingPathComponent(".glass-test-artifacts/x").path + "/actual.png"))
        }
    }

    /// `col/a.json` records `col/a.png`, which `col/a.png/b.json` needs as a folder; `col/a/actual.png.json`'s
    /// artifacts folder is `col/a`'s `actual.png`. Both scenes of a clash are refused before anything
    /// renders, each naming the other, under a matrix too, and nothing is recorded for them; other scenes run.
    @Test func scenesWhoseFilesWouldShareAPathAreRefused() throws {
        for (names, matrix, clash) in [
            (["col/a", "col/a.png/b"], [], "its golden g/col/a.png and col/a.png/b's golden g/col/a.png/b.png"),
            (["col/a", "col/a/actual.png"], [], "its artifact col/a/actual.png and col/a/actual.png's artifact"),
            (
                ["col/a", "col/a[appearance=dark].png/b"], ["--matrix", "appearance=dark"],
                "its golden g/col/a[appearance=dark].png and col/a[appearance=dark].png/b[appearance=dark]'s golden"
            ),
        ] {
            let dir = try CLI.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            for name in names + ["other"] {
                try Self.write(GoldenSafetyTests.scene("#336699"), "scenes/\(name).json", in: dir)
            }
            // An image of an earlier run, when the scene was tested alone.
            let stale = ".glass-test-artifacts/\(names[0])\(matrix.isEmpty ? "" : "[appearance=dark]")/actual.png"
            try Self.write("stale", stale, in: dir)
            let r = try CLI.run(["test", "scenes", "--goldens", "g", "--record", "all"] + matrix, in: dir)
            #expect(r.code == 1, "\(names): \(r.stderr)")
            let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
            #expect(errors.count == 2, "\(names): \(r.stderr)")
            #expect(errors.first?.contains(clash) == true, "\(names): \(r.stderr)")
            #expect(
                errors.allSatisfy {
                    $0.hasSuffix("cannot both be written (one would be the other's folder); rename one of the scenes")
                })
            #expect(r.stdout == "1 passed, 0 failed, 2 errors (1 recorded)\n", "\(names): \(r.stdout)")
            let recorded = GoldenSafetyTests.snapshot(dir.appendingPathComponent("g").path).keys.sorted()
            #expect(recorded == ["other\(matrix.isEmpty ? "" : "[appearance=dark]").png"], "\(names): \(recorded)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(stale).path), "\(names)")
        }
    }
}
