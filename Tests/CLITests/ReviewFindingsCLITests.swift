import Foundation
import Testing

/// Command-line defects an outside review of issue 22's commands found, each held here.
@Suite struct ReviewFindingsCLITests {
    /// `--design both` is refused by `audit` and `expand` for what they are, one design at a time; they said
    /// "--design both renders one scene, not a folder" of a single scene.
    @Test func designBothIsRefusedForWhatTheCommandIs() throws {
        let dir = try CLI.temporaryDirectory()
        let scene = dir.appendingPathComponent("s.json").path
        try Data(#"{"canvas": {"width": 4, "height": 4, "scale": 1}, "layers": []}"#.utf8).write(
            to: URL(fileURLWithPath: scene))
        for command in ["audit", "expand"] {
            let r = try CLI.run([command, scene, "--design", "both"])
            #expect(r.code == 64)
            expectOneErrorLine(
                r, contains: "--design both is for glass render; \(command) takes liquidGlass or compatibility")
            #expect(!r.stderr.contains("not a folder"), "\(r.stderr)")
        }
    }
    /// A sheet's cells are as wide as their labels: over a small render a label was cut to fit 160 pt
    /// ("device=iphone-17-pro-…", which does not say which device). Every label's ink now keeps clear of
    /// its cell's edges.
    @Test func aSheetsLabelsAreNeverCut() throws {
        let dir = try MatrixCommandTests.folder([
            "s.json": #"{"canvas": {"width": 1, "height": 1, "scale": 1}, "layers": []}"#
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(
            ["render", "s.json", "--matrix", "device=iphone-17-pro,iphone-17-pro-max", "--sheet", "sheet.png"], in: dir)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let sheet = try MatrixCommandTests.decode(dir.appendingPathComponent("sheet.png"))
        let cellWidth = (sheet.width - 16) / 2
        // "device=iphone-17-pro-max" at 13 pt is wider than the 160 pt a cell has at least, with its padding.
        #expect(cellWidth > 160, "a cell of \(cellWidth) px cuts the label")
        for cell in 0..<2 {
            var inkColumns: [Int] = []
            for x in 0..<cellWidth {
                let dark = (0..<32).contains { y in sheet[cell * (cellWidth + 16) + x, y].x < 128 }
                if dark { inkColumns.append(x) }
            }
            let first = try #require(inkColumns.first)
            let last = try #require(inkColumns.last)
            #expect(first >= 4 && last < cellWidth - 4, "cell \(cell): ink from \(first) to \(last) of \(cellWidth)")
        }
    }
}
