import Foundation
import Testing

/// Errors at the paths the user wrote, through the binary: one line naming the path and what is needed,
/// exit 65 (66 for a missing image), no output file (`UserPathErrorTests` holds each in-process).
@Suite struct UserPathCLITests {
    @Test func eachErrorIsOneLineAtTheUsersPath() throws {
        let scenes: [(String, String, String)] = [
            (
                "popover",
                ##"{"device": "iPhone 17 Pro", "canvas": {"height": 60}, "layers": [{"type": "popover", "source": [10, 10, 20, 20]}]}"##,
                "popover.json: layers[0]: a popover on this screen is shown as a large sheet"
            ),
            (
                "bar",
                ##"{"device": "iPhone 17 Pro", "orientation": "landscape", "canvas": {"width": 140}, "layers": [{"type": "navigationBar", "title": "T", "trailing": [{"symbol": "gear"}]}]}"##,
                "bar.json: layers[0]: the trailing items need 44 pt; the bar has 0 pt for them"
            ),
            (
                "canvas", ##"{"canvas": {"width": -5, "height": 100}, "layers": [{"type": "sheet"}]}"##,
                "canvas.json: canvas.width: expected a width in points"
            ),
            (
                "extension",
                ##"{"canvas": {"width": 100, "height": 100}, "layers": [{"type": "backgroundExtension", "image": "no-such.png", "frame": [10, 10, 50, 50]}]}"##,
                "extension.json: layers[0].image: no such file"
            ),
            (
                "symbol",
                ##"{"canvas": {"width": 40, "height": 40, "scale": 1}, "layers": [{"type": "symbol", "name": "gear", "frame": [0, 0, 9, 9], "size": 1e-300}]}"##,
                "symbol.json: layers[0].size: 1e-300 pt is under a quarter pixel"
            ),
        ]
        let dir = try MatrixCommandTests.folder(Dictionary(uniqueKeysWithValues: scenes.map { ("\($0.0).json", $0.1) }))
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, _, line) in scenes {
            let r = try CLI.run(["render", "\(name).json", "-o", "\(name).png"], in: dir)
            // A missing image is a missing input (66); the rest are bad scenes (65).
            #expect(r.code == (name == "extension" ? 66 : 65), "\(name): exit \(r.code)")
            expectOneErrorLine(r, contains: line)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name).png").path))
        }
    }
}
