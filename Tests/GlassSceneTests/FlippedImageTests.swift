import Foundation
import GlassCore
import GlassScene
import Testing

/// `"flip"` and `backgroundExtension`'s mirrored copies: one copy per file and direction, counted in the
/// scene's image pixels (its budget and its memory estimate). The review's case: 200 layers of one flipped
/// 2000×2000 PNG held 200 copies (3.1 GB resident) against an estimate of 16 MB, and aborted under a 2.5 GB
/// address-space cap instead of exit 65.
@Suite struct FlippedImageTests {
    static func scene(_ layers: [String]) -> String {
        ##"{"canvas": {"width": 20, "height": 20, "scale": 1}, "layers": [\##(layers.joined(separator: ", "))]}"##
    }

    static func flipped(_ count: Int) -> [String] {
        let flips = ["horizontal", "vertical", "both"]
        return (0..<count).map {
            ##"{"type": "image", "image": "pic.png", "frame": [0, 0, 10, 10], "flip": "\##(flips[$0 % 3])"}"##
        }
    }

    /// Storage of the image layers' pixels, one entry per distinct buffer.
    static func buffers(_ scene: ResolvedScene) -> Set<Int> {
        var storage = Set<Int>()
        for layer in scene.layers {
            guard case .image(let l) = layer else { continue }
            l.image.bytes.withUnsafeBufferPointer { storage.insert(Int(bitPattern: $0.baseAddress)) }
        }
        return storage
    }

    @Test func eachFileAndDirectionIsCopiedOnceAndCounted() throws {
        let dir = try InputBoundsTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try SceneLoader.resolve(
            bytes: Array(Self.scene(Self.flipped(200)).utf8), file: "s.json", directory: dir.path)
        #expect(Self.buffers(scene).count == 3, "one copy for each of the three directions")
        // pic.png is 40×25: the file and three copies.
        #expect(scene.imageBytes == 4 * 4 * 1000)
        if case .image(let l) = scene.layers[0] {
            #expect(l.image.width == 40 && l.image.height == 25)
        }
    }

    /// A copy that would pass the scene's image budget is refused at its `flip`, before it is allocated.
    @Test func aCopyOverTheBudgetIsRefusedAtItsFlip() throws {
        let dir = try InputBoundsTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = Self.scene(Self.flipped(5))
        let all = try SceneLoader.resolve(
            bytes: Array(json.utf8), file: "s.json", directory: dir.path, imagePixelBudget: 4000)
        #expect(all.imageBytes == 16000)
        do {
            _ = try SceneLoader.resolve(
                bytes: Array(json.utf8), file: "s.json", directory: dir.path, imagePixelBudget: 3999)
            Issue.record("expected the third copy to pass the budget")
        } catch {
            #expect(error.path == "layers[2].flip")
            #expect(
                error.message
                    == "a flipped copy of 40×25 pixels would bring the scene's images to 4000 pixels; the limit is 3999 in all"
            )
        }
    }

    /// A background extension tiles the screen with mirrored copies of its image: three copies, counted.
    @Test func aBackgroundExtensionsMirroredCopiesAreCounted() throws {
        let dir = try InputBoundsTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json =
            ##"{"canvas": {"width": 240, "height": 300, "scale": 1}, "layers": [{"type": "backgroundExtension", "image": "pic.png", "frame": [40, 80, 40, 25], "edges": ["top", "bottom", "leading", "trailing"]}]}"##
        let scene = try SceneLoader.resolve(bytes: Array(json.utf8), file: "s.json", directory: dir.path)
        #expect(scene.imageBytes == 4 * 4 * 1000)
    }
}
