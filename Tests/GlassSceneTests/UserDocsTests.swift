import Foundation
import GlassScene
import Testing

/// The user-facing docs speak to users, and the figures they give are the code's.
@Suite struct UserDocsTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: SchemaTests.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// No references to the project's spec files, their sections or seeds.
    @Test func theDocsCiteNoSpecs() throws {
        for path in ["README.md", "docs/scene-format.md", "docs/gallery/README.md"] {
            let text = try Self.read(path)
            for banned in ["§", "../shared", "components.md", "adaptation.md", "seed 0", "spec's appendix"] {
                #expect(!text.contains(banned), "\(path) mentions \(banned)")
            }
        }
    }

    /// "62 + 54 + 52 = 168 pt under a large title on the iPhone 17 Pro": the navigation bar's scroll edge
    /// (which covers the status bar, the bar and the large title) is that tall, and 116 pt without one.
    @Test func whereContentStartsIsTheCodes() throws {
        let doc = try Self.read("docs/scene-format.md")
        #expect(doc.contains("62 + 54 + 52 = 168 pt") && doc.contains("62 + 54 = 116 pt"))
        for (large, size) in [(true, "168"), (false, "116")] {
            let scene =
                ##"{"device": "iPhone 17 Pro", "layers": [{"type": "navigationBar", "title": "T", "largeTitle": \##(large)}]}"##
            let lowered = JSONWriter.write(try SceneLoader.lower(bytes: Array(scene.utf8), file: "t.json"))
            #expect(
                lowered.contains("\"size\": \(size)") || lowered.contains("\"size\":\(size)"), "\(large): \(lowered)")
        }
    }
}
