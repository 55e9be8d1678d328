import Foundation
import Testing

/// `glass test` on an animated scene: its first state (NAME.png), its end (NAME@end.png) and its named
/// instants (NAME@0.100s.png), each a golden; a change of its motion fails the frames between and only them.
@Suite struct AnimatedGoldenTests {
    static let scene = ##"""
        {"canvas": {"width": 48, "height": 32, "scale": 1}, "background": "#3366AA",
         "layers": [{"type": "glass", "id": "g", "frame": [4, 4, 20, 20], "corners": "capsule"}],
         "animation": {"states": [{"transition": "bouncy", "changes": {"g": {"frame": [24, 8, 20, 20]}}}],
                       "snapshots": [0.1]}}
        """##

    @Test func framesAreGoldensAndAChangedSpringFailsOnlyTheMiddle() throws {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("scenes/move.json")
        try Self.scene.write(to: path, atomically: true, encoding: .utf8)
        let record = try CLI.run(["test", "scenes", "--goldens", "goldens", "--record", "missing"], in: dir)
        #expect(record.code == 0, "\(record.stdout) \(record.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("goldens").path)
            .sorted()
        #expect(names == ["move.png", "move@0.100s.png", "move@end.png"])
        #expect(try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir).code == 0)
        try Self.scene.replacingOccurrences(of: "bouncy", with: "smooth").write(
            to: path, atomically: true, encoding: .utf8)
        let changed = try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir)
        #expect(changed.code == 1)
        let all = changed.stdout + changed.stderr
        #expect(all.contains("FAIL: move@0.100s"), "\(all)")
        #expect(!all.contains("FAIL: move@end") && !all.contains("FAIL: move:"), "\(all)")
    }

    /// `--matrix` applies to every frame: each trait's first state, end and named instants are goldens of
    /// their own, and a golden of one trait at one instant that no longer matches fails that one alone.
    @Test func aMatrixAppliesToEveryFrame() throws {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try Self.scene.write(to: dir.appendingPathComponent("scenes/move.json"), atomically: true, encoding: .utf8)
        let matrix = ["--matrix", "appearance=light,dark"]
        let record = try CLI.run(
            ["test", "scenes", "--goldens", "goldens", "--record", "missing"] + matrix, in: dir)
        #expect(record.code == 0, "\(record.stdout) \(record.stderr)")
        let goldens = dir.appendingPathComponent("goldens")
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
        #expect(
            names == [
                "move[appearance=dark].png", "move[appearance=dark]@0.100s.png", "move[appearance=dark]@end.png",
                "move[appearance=light].png", "move[appearance=light]@0.100s.png", "move[appearance=light]@end.png",
            ])
        let light = try Data(contentsOf: goldens.appendingPathComponent("move[appearance=light]@0.100s.png"))
        let dark = try Data(contentsOf: goldens.appendingPathComponent("move[appearance=dark]@0.100s.png"))
        #expect(light != dark, "the dark frame is drawn dark")
        try light.write(to: goldens.appendingPathComponent("move[appearance=dark]@0.100s.png"))
        let changed = try CLI.run(["test", "scenes", "--goldens", "goldens"] + matrix, in: dir)
        #expect(changed.code == 1)
        let all = changed.stdout + changed.stderr
        #expect(all.contains("FAIL: move[appearance=dark]@0.100s"), "\(all)")
        #expect(all.components(separatedBy: "FAIL:").count == 2, "one failure: \(all)")
    }
}
