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
}
