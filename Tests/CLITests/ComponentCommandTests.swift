import Foundation
import Testing

/// `--design both` and `expand` through the binary: what they report names the user's file and path, and
/// what `expand` prints renders to the same bytes.
@Suite struct ComponentCommandTests {
    /// Width and height from a PNG's header.
    static func pngSize(_ url: URL) throws -> (Int, Int) {
        let b = [UInt8](try Data(contentsOf: url))
        func be32(_ i: Int) -> Int { b[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    /// A scene as wide as a canvas may be side by side with itself: each label is as wide as its own render
    /// (the one strip over both was 18048 px wide, refused as `error: labels: canvas …`).
    @Test func bothDesignsOfAWideScene() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try
            ##"{"canvas": {"width": 3000, "height": 20, "scale": 3}, "background": "#336699", "layers": [{"type": "shape", "frame": [10, 5, 50, 10], "fill": "#FFFFFF"}]}"##
            .write(to: dir.appendingPathComponent("wide.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "wide.json", "-o", "both.png", "--design", "both"], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let size = try Self.pngSize(dir.appendingPathComponent("both.png"))
        #expect(size == (9000 + 48 + 9000, 96 + 60))
    }

    /// The labels are the same pixels as one strip over both gave, for a scene the strip fitted.
    @Test func bothDesignsOfAPhoneScene() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try
            ##"{"device": "iPhone 17 Pro", "canvas": {"height": 120, "scale": 1}, "layers": [{"type": "navigationBar", "title": "A"}]}"##
            .write(to: dir.appendingPathComponent("bar.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "bar.json", "-o", "both.png", "--design", "both"], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try Self.pngSize(dir.appendingPathComponent("both.png")) == (402 + 16 + 402, 32 + 120))
    }

    /// `expand` prints a scene that renders to the original's bytes; a scene whose lowering would nest too
    /// deep is refused by `expand` and `render` alike, at the user's path.
    @Test func expandRoundTripsAndRefusesTooDeep() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene =
            ##"{"device": "iPhone 17 Pro", "canvas": {"height": 160, "scale": 1}, "layers": [{"type": "group", "layers": [{"type": "statusBar"}]}, {"type": "navigationBar", "title": "Inbox", "trailing": [{"symbol": "gear"}]}]}"##
        try scene.write(to: dir.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
        let expanded = try CLI.run(["expand", "scene.json"], in: dir)
        #expect(expanded.code == 0, "\(expanded.stderr)")
        try expanded.stdout.write(to: dir.appendingPathComponent("expanded.json"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", "scene.json", "-o", "a.png"], in: dir).code == 0)
        let r = try CLI.run(["render", "expanded.json", "-o", "b.png"], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(
            try Data(contentsOf: dir.appendingPathComponent("a.png"))
                == Data(contentsOf: dir.appendingPathComponent("b.png")))

        // 29 nested groups and a bar: 66 levels once lowered.
        var layer = ##"{"type": "navigationBar", "title": "A", "trailing": [{"symbol": "gear"}]}"##
        for _ in 0..<29 { layer = ##"{"type": "group", "layers": [\##(layer)]}"## }
        try ##"{"device": "iPhone 17 Pro", "layers": [\##(layer)]}"##
            .write(to: dir.appendingPathComponent("deep.json"), atomically: true, encoding: .utf8)
        let path = "layers[0]" + String(repeating: ".layers[0]", count: 29)
        for args in [["expand", "deep.json"], ["render", "deep.json", "-o", "deep.png"]] {
            let deep = try CLI.run(args, in: dir)
            #expect(deep.code == 65, "\(args)")
            expectOneErrorLine(deep, contains: "deep.json: \(path)")
            expectOneErrorLine(deep, contains: "levels deep once its components are lowered; the limit is 64")
            #expect(deep.stdout.isEmpty)
        }
    }
}
