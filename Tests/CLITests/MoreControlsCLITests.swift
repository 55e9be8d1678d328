import Foundation
import Testing

/// The text field, stepper, page control and progress view through the binary: a bad key is one line at its
/// path and exit 65, with no PNG left behind; ten million pages render at once.
@Suite struct MoreControlsCLITests {
    static func scene(_ layer: String) -> String {
        ##"{"device": "iPhone 17 Pro", "canvas": {"scale": 1}, "layers": [\##(layer)]}"##
    }

    @Test func aBadKeyIsOneLineAtItsPath() throws {
        let cases: [(String, String)] = [
            (
                ##"{"type": "stepper", "center": [50, 50], "value": -1}"##,
                "s.json: layers[0].value: expected a value between"
            ),
            (
                ##"{"type": "pageControl", "center": [50, 50], "numberOfPages": 2, "currentPage": 2}"##,
                "s.json: layers[0].currentPage: expected a page index"
            ),
            (
                ##"{"type": "progressView", "frame": [0, 0, 10, 4], "progress": 2}"##,
                "s.json: layers[0].progress: expected a progress from 0 to 1, got 2"
            ),
            (
                ##"{"type": "textField", "center": [50, 50], "borderStyle": "bezeled"}"##,
                "s.json: layers[0].borderStyle: expected one of"
            ),
        ]
        for (layer, fragment) in cases {
            let dir = try MatrixCommandTests.folder(["s.json": Self.scene(layer)])
            defer { try? FileManager.default.removeItem(at: dir) }
            let r = try CLI.run(["render", "s.json", "-o", "s.png"], in: dir)
            #expect(r.code == 65, "\(layer): \(r.code)")
            expectOneErrorLine(r, contains: fragment)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.png").path))
        }
    }

    @Test func tenMillionPagesRender() throws {
        let dir = try MatrixCommandTests.folder([
            "s.json": Self.scene(
                ##"{"type": "pageControl", "center": [201, 400], "numberOfPages": 10000000, "currentPage": 9999999}"##)
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let start = Date()
        let r = try CLI.run(["render", "s.json", "-o", "s.png"], in: dir)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(try MatrixCommandTests.decode(dir.appendingPathComponent("s.png")).width == 402)
    }
}
