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
        let cases = [
            ("--report", "g/one.png", Int32(64), "--report g/one.png is inside the goldens folder"),
            ("--junit", "scenes/one.json", 73, "is one of the inputs"),
        ]
        for (option, path, code, message) in cases {
            let r = try CLI.run(["test", "scenes", "--goldens", "g", option, path], in: dir)
            #expect(r.code == code, "\(option) \(path): \(r.stderr)")
            expectOneErrorLine(r, contains: message)
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("g/one.png")) == golden)
        #expect(try OutputSafetyTests.files(in: dir) == ["g", "scenes"])
    }
}
