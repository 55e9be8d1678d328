import Foundation
import GlassCore
import GlassPNG
import GlassScene
import Testing

/// What a scene may make glass read, decode and echo is bounded, whatever the input.
@Suite struct InputBoundsTests {
    /// A folder holding `pic.png` (40×25) and `other.png` (30×30), and a subfolder.
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for (name, w, h) in [("pic.png", 40, 25), ("other.png", 30, 30)] {
            var image = PixelBuffer(width: w, height: h)
            image.fill(with: SIMD4(200, 100, 50, 255))
            try Data(try PNGCodec.encode(image)).write(to: dir.appendingPathComponent(name))
        }
        return dir
    }

    static func scene(images: [String]) -> String {
        let layers = images.map { ##"{"type": "image", "image": "\##($0)", "frame": [0, 0, 10, 10]}"## }
        return
            ##"{"canvas": {"width": 20, "height": 20, "scale": 1}, "layers": [\##(layers.joined(separator: ", "))]}"##
    }

    /// The review's case: `./big.png`, `././big.png`, … decoded the same image again for each spelling
    /// (3.1 GB for eight spellings of a 100 Mpx image). One file is one decode, one identity, and counts
    /// once against the budget.
    @Test func oneFileSpelledManyWaysIsDecodedOnce() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spellings = [
            "pic.png", "./pic.png", "././pic.png", "sub/../pic.png", "./sub/.././pic.png", "\(dir.path)/pic.png",
        ]
        // 1 000 pixels once; six separate decodes would be 6 000, over a budget of 1 500.
        let scene = try SceneLoader.resolve(
            bytes: Array(Self.scene(images: spellings).utf8), file: "s.json", directory: dir.path,
            imagePixelBudget: 1500)
        #expect(scene.inputs.count == 1)
        var storage = Set<Int>()
        for layer in scene.layers {
            guard case .image(let l) = layer else { continue }
            l.image.bytes.withUnsafeBufferPointer { storage.insert(Int(bitPattern: $0.baseAddress)) }
        }
        #expect(storage.count == 1, "the layers share one decoded buffer")
    }

    /// Distinct images add up; the one that would pass the budget is refused from its header, at its path.
    @Test func theScenesImagesShareOneBudget() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = Self.scene(images: ["pic.png", "other.png"])
        let both = try SceneLoader.resolve(
            bytes: Array(json.utf8), file: "s.json", directory: dir.path, imagePixelBudget: 1900)
        #expect(both.inputs.count == 2)
        do {
            _ = try SceneLoader.resolve(
                bytes: Array(json.utf8), file: "s.json", directory: dir.path, imagePixelBudget: 1899)
            Issue.record("expected the second image to pass the budget")
        } catch {
            #expect(error.path == "layers[1].image")
            #expect(
                error.message
                    == "other.png: 30×30 pixels would bring the scene's images to 1900 pixels; the limit is 1899 in all"
            )
        }
    }

    /// The review's case: an unknown key of 15 million characters took 25 s and 313 MB (an edit-distance
    /// row per character) and printed a 30 MB line. The key is echoed cut to 60 characters, in the path
    /// and the message, with no suggestion; so are long unknown choices and image paths.
    @Test func longUnknownTextIsCutInMessages() throws {
        let key = String(repeating: "k", count: 2_000_000)
        for json in [
            ##"{"canvas": {"width": 10, "height": 10}, "\##(key)": 1}"##,
            ##"{"canvas": {"width": 10, "height": 10}, "appearance": "\##(key)"}"##,
            ##"{"canvas": {"width": 10, "height": 10}, "background": {"image": "\##(key)"}}"##,
        ] {
            do {
                _ = try resolve(json)
                Issue.record("expected an error")
            } catch {
                #expect(error.description.count < 500, "\(error.description.prefix(200))")
                #expect(error.description.contains(String(repeating: "k", count: 60) + "…"))
                #expect(!error.description.contains("did you mean"))
            }
        }
        // Typos still get their suggestion.
        expectError(
            layer(##"{"type": "glass", "frame": [0, 0, 5, 5], "materal": {}}"##), path: "layers[0].materal",
            "did you mean \"material\"?")
    }
}
