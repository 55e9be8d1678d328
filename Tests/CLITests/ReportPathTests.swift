import Foundation
import Testing

/// The reports of `glass test` may not replace each other, a scene or a golden.
@Suite struct ReportPathTests {
    @Test func aReportMayNotReplaceAGoldenASceneOrTheOtherReport() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try Data(GoldenSafetyTests.scene("#336699").utf8).write(to: dir.appendingPathComponent("scenes/one.json"))
        #expect(try CLI.run(["test", "scenes", "--goldens", "g", "--record", "all"], in: dir).code == 0)
        let golden = try Data(contentsOf: dir.appendingPathComponent("g/one.png"))
        let same = try CLI.run(
            ["test", "scenes", "--goldens", "g", "--report", "r.xml", "--junit", "./r.xml"], in: dir)
        #expect(same.code == 64)
        expectOneErrorLine(same, contains: "--report and --junit name the same file")
        for (option, path) in [("--report", "g/one.png"), ("--junit", "scenes/one.json")] {
            let r = try CLI.run(["test", "scenes", "--goldens", "g", option, path], in: dir)
            #expect(r.code == 73, "\(option) \(path): \(r.stderr)")
            expectOneErrorLine(r, contains: "is one of the inputs")
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("g/one.png")) == golden)
        #expect(try OutputSafetyTests.files(in: dir) == ["g", "scenes"])
    }
}
