import Foundation
import GlassRender
import GlassScene
import Testing

/// What `glass expand` prints is a scene that loads again and renders to the same bytes: the scenes in
/// scenes/ in both designs, and scenes at the nesting limit (29 nested groups and a bar once printed a
/// scene 66 levels deep, which the parser refuses).
@Suite struct ExpandTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes")

    static func sceneNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    /// The same value bit for bit (−0 is not 0 here, as `==` on numbers would have it).
    static func identical(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): x.bitPattern == y.bitPattern
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { identical($0, $1) }
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && identical($0.value, $1.value) }
        default: a == b
        }
    }

    /// Expands `bytes` and checks that the text lowers to exactly the lowered scene again (so it resolves, and
    /// renders, as the original does). Returns the text.
    @discardableResult
    static func roundTrip(_ bytes: [UInt8], design: Design? = nil, directory: String = NSTemporaryDirectory())
        throws -> String
    {
        let overrides = design.map { SceneOverrides().with($0) } ?? .none
        let lowered = try SceneLoader.lower(bytes: bytes, file: "test.json", overrides: overrides)
        let text = try SceneLoader.expand(bytes: bytes, file: "test.json", directory: directory, overrides: overrides)
        let again = try SceneLoader.lower(bytes: Array(text.utf8), file: "expanded.json")
        #expect(identical(again, lowered))
        _ = try SceneLoader.resolve(bytes: Array(text.utf8), file: "expanded.json", directory: directory)
        return text
    }

    @Test(arguments: sceneNames())
    func everySceneExpandsToOneThatLoadsTheSame(name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.scenes.appendingPathComponent(name)))
        for design in [nil, Design.liquidGlass, .compatibility] {
            try Self.roundTrip(bytes, design: design, directory: Self.scenes.path)
        }
    }

    /// Rendered, the expansion gives the original's bytes: every scene of scenes/, expanded and rendered by
    /// the release binary (`glass expand`, then a folder render of the originals and one of the expansions,
    /// whose PNGs must be the same files).
    @Test func everyExpansionRendersToTheSameBytes() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-expand-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (expanded, original, again) = (
            dir.appendingPathComponent("scenes"), dir.appendingPathComponent("original"),
            dir.appendingPathComponent("expanded")
        )
        for folder in [expanded, original, again] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        // The expansions name the same images, relative to their own folder.
        try FileManager.default.copyItem(
            at: Self.scenes.appendingPathComponent("backgrounds"), to: expanded.appendingPathComponent("backgrounds"))
        let names = Self.sceneNames()
        for name in names {
            let r = try await ReleaseGlass.run(["expand", Self.scenes.appendingPathComponent(name).path])
            try #require(r.status == 0, "glass expand \(name) exited \(r.status)")
            try Data(r.output.utf8).write(to: expanded.appendingPathComponent(name))
        }
        #expect(try await ReleaseGlass.run(["render", Self.scenes.path, "-o", original.path]).status == 0)
        #expect(try await ReleaseGlass.run(["render", expanded.path, "-o", again.path]).status == 0)
        for name in names {
            let png = String(name.dropLast(5)) + ".png"
            let a = try Data(contentsOf: original.appendingPathComponent(png))
            let b = try Data(contentsOf: again.appendingPathComponent(png))
            #expect(!a.isEmpty && a == b, "\(name): the expansion renders differently")
        }
    }

    /// `depth` groups nested around `inner`, at the top of a phone's layers.
    static func nested(_ depth: Int, _ inner: String, extra: String = "") -> String {
        var layer = inner
        for _ in 0..<depth { layer = ##"{"type": "group", "layers": [\##(layer)]}"## }
        return
            ##"{"device": "iPhone 17 Pro", "canvas": {"height": 200, "scale": 1}\##(extra), "layers": [\##(layer)]}"##
    }

    /// Around the limit, a scene either lowers to one that loads again or is refused, in `render` and `expand`
    /// alike, at a path of the user's scene; both happen for each kind of lowering.
    @Test(arguments: [
        (##"{"type": "navigationBar", "title": "A", "trailing": [{"symbol": "gear"}]}"##, ""),
        (
            ##"{"type": "tabBar", "tabs": [{"symbol": "house"}], "accessory": {"content": [{"type": "shape", "frame": [0, 0, 5, 5]}]}}"##,
            ""
        ),
        (##"{"type": "sheet", "content": [{"type": "switch", "origin": [0, 0]}]}"##, ""),
        (##"{"type": "shape", "frame": [0, 0, 5, 5]}"##, ##", "transition": {}"##),
        (##"{"type": "statusBar"}"##, ##", "transition": {}"##),
    ])
    func nestingNearTheLimit(inner: String, extra: String) throws {
        var loaded = 0
        var refused = 0
        for depth in 20...31 {
            let json = Self.nested(depth, inner, extra: extra)
            do {
                _ = try SceneLoader.lower(bytes: Array(json.utf8), file: "test.json")
            } catch {
                // The parser refuses a scene deeper than the limit as written; lowering one that comes deeper.
                if error.path.isEmpty {
                    #expect(error.message.contains("nesting deeper than 64"), "\(error)")
                    continue
                }
                refused += 1
                #expect(error.message.contains("levels deep once its components are lowered; the limit is 64"))
                #expect(ProvenanceTests.exists(error.path, in: json), "\(error)")
                // Rendering refuses it too, with the same line.
                #expect(throws: error) { try resolve(json) }
                continue
            }
            // Lowered: what `expand` prints must load again.
            #expect(throws: Never.self, "depth \(depth)") { try Self.roundTrip(Array(json.utf8)) }
            loaded += 1
        }
        #expect(loaded > 0 && refused > 0, "loaded \(loaded), refused \(refused)")
    }
}
