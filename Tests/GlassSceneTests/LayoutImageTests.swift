import Foundation
import GlassCore
import GlassPNG
import GlassScene
import Testing

/// An `image` in a stack takes its file's size: pixels over the canvas scale, in points, scaled down (never
/// up) to fit what it is offered, keeping its aspect ratio; given only a width or a height, the other follows
/// the aspect ratio. The file is read once, through the scene's list of inputs; a missing one is refused at
/// the user's path.
@Suite struct LayoutImageTests {
    /// A folder with `pic.png` of `width` × `height` pixels.
    static func folder(width: Int = 60, height: Int = 30) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glass-layout-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let image = PixelBuffer(width: width, height: height, fill: 200)
        try Data(try PNGCodec.encode(image)).write(to: dir.appendingPathComponent("pic.png"))
        return dir
    }

    /// The frame of the first `image` layer of `json` laid out (nil: none drawn).
    static func imageFrame(_ json: String, in dir: URL) throws -> [Double]? {
        let lowered = try SceneLoader.lower(
            bytes: Array(json.utf8), file: dir.appendingPathComponent("s.json").path, directory: dir.path)
        func find(_ v: JSONValue) -> [Double]? {
            switch v {
            case .object(let m):
                if m.contains(where: { $0.key == "type" && $0.value == .string("image") }),
                    case .array(let f)? = m.first(where: { $0.key == "frame" })?.value
                {
                    return f.compactMap { if case .number(let d) = $0 { d } else { nil } }
                }
                for (_, value) in m { if let f = find(value) { return f } }
            case .array(let a): for value in a { if let f = find(value) { return f } }
            default: break
            }
            return nil
        }
        return find(lowered)
    }

    static func scene(scale: Int = 2, stack: String = "", image: String = "") -> String {
        ##"""
        {"canvas": {"width": 200, "height": 200, "scale": \##(scale)}, "layers": [
          {"type": "vstack", "in": "screen", "at": "topLeading"\##(stack), "layers": [
            {"type": "image", "image": "pic.png"\##(image)}]}]}
        """##
    }

    @Test func anImageTakesItsFilesSizeInPoints() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 60 × 30 pixels: 30 × 15 points at 2×, 20 × 10 at 3×, 60 × 30 at 1×.
        #expect(try Self.imageFrame(Self.scene(scale: 2), in: dir) == [0, 0, 30, 15])
        #expect(try Self.imageFrame(Self.scene(scale: 3), in: dir) == [0, 0, 20, 10])
        #expect(try Self.imageFrame(Self.scene(scale: 1), in: dir) == [0, 0, 60, 30])
    }

    @Test func oneSideGivenTheOtherFollowsTheAspectRatio() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.imageFrame(Self.scene(image: #", "width": 100"#), in: dir) == [0, 0, 100, 50])
        #expect(try Self.imageFrame(Self.scene(image: #", "height": 40"#), in: dir) == [0, 0, 80, 40])
        #expect(try Self.imageFrame(Self.scene(image: #", "width": 10, "height": 40"#), in: dir) == [0, 0, 10, 40])
        // Bounds hold after the ratio.
        #expect(
            try Self.imageFrame(Self.scene(image: #", "width": 100, "maxHeight": 20"#), in: dir) == [0, 0, 100, 20])
    }

    @Test func aSmallerOfferScalesItDownKeepingItsRatio() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.imageFrame(Self.scene(stack: #", "width": 12"#), in: dir) == [0, 0, 12, 6])
        #expect(try Self.imageFrame(Self.scene(stack: #", "height": 5"#), in: dir) == [0, 0, 10, 5])
        // A larger offer never grows it.
        #expect(
            try Self.imageFrame(Self.scene(stack: #", "width": 190, "height": 190"#), in: dir)?.suffix(2) == [30, 15])
        // A 0 × 0 offer: nothing drawn, no error.
        #expect(try Self.imageFrame(Self.scene(stack: #", "width": 0, "height": 0"#), in: dir) == nil)
    }

    @Test func aHugeImageFitsTheScreen() throws {
        let dir = try Self.folder(width: 16000, height: 2)
        defer { try? FileManager.default.removeItem(at: dir) }
        // 16000 × 2 px at 1×: scaled to the 200 pt screen, 0.025 pt high: too thin to draw.
        #expect(try Self.imageFrame(Self.scene(scale: 1), in: dir) == nil)
        let tall = try Self.folder(width: 400, height: 8000)
        defer { try? FileManager.default.removeItem(at: tall) }
        #expect(try Self.imageFrame(Self.scene(scale: 1), in: tall) == [0, 0, 10, 200])
    }

    @Test func aMissingFileIsRefusedAtTheUsersPath() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = Self.scene().replacingOccurrences(of: "pic.png", with: "gone.png")
        #expect {
            _ = try SceneLoader.lower(bytes: Array(json.utf8), file: "s.json", directory: dir.path)
        } throws: { error in
            let e = error as! SceneError
            return e.path == "layers[0].layers[0].image" && e.description.contains("gone.png")
        }
        // In a sheet's content, at the path the user wrote.
        let sheet = #"""
            {"canvas": {"width": 200, "height": 400, "scale": 1}, "layers": [{"type": "sheet", "content": [
              {"type": "vstack", "layers": [{"type": "text", "text": "A"}, {"type": "image", "image": "gone.png"}]}]}]}
            """#
        #expect {
            _ = try SceneLoader.resolve(bytes: Array(sheet.utf8), file: "s.json", directory: dir.path)
        } throws: { error in
            (error as! SceneError).path == "layers[0].content[0].layers[1].image"
        }
    }

    /// Read once, through the scene's inputs: listed once, its pixels counted once, the image budget applied
    /// while laying out.
    @Test func theFileIsReadOnceThroughTheScenesInputs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.json").path
        try Data(Self.scene().utf8).write(to: URL(fileURLWithPath: path))
        let scene = try SceneLoader.load(path: path)
        #expect(scene.inputPaths.filter { $0.hasSuffix("pic.png") }.count == 1)
        #expect(scene.imageBytes == 60 * 30 * 4)
        #expect {
            _ = try SceneLoader.resolve(
                bytes: Array(Self.scene().utf8), file: "s.json", directory: dir.path, imagePixelBudget: 1000)
        } throws: { error in
            let e = error as! SceneError
            return e.path == "layers[0].layers[0].image" && e.description.contains("the limit is 1000")
        }
    }
}
