import GlassCore
import GlassPNG

/// The images a scene reads, each file decoded once however many layers and passes read it (the layout engine
/// sizes a stacked image from the pixels drawing then shows), with the files in first-read order (the scene's
/// inputs) and the decoded pixels counted against one budget.
final class SceneImages {
    /// Most decoded pixels, files and flipped copies together (`SceneLimits.maxImagePixels`).
    let budget: Int
    /// Decoded images by file, however the scene spells their paths.
    var images: [FileIdentity: PixelBuffer] = [:]
    /// Flipped copies by file and direction, made once per scene however many layers show them.
    var flipped: [FlippedImageKey: PixelBuffer] = [:]
    /// Decoded pixels held: each file once, and each flipped copy once.
    var pixels = 0
    /// The image files read, by path, in first-use order.
    var paths: [String] = []

    init(budget: Int) { self.budget = budget }
}

/// A flipped copy's key: the file, and which way it is mirrored.
struct FlippedImageKey: Hashable {
    let file: FileIdentity
    let horizontally: Bool
    let vertically: Bool
}

extension SceneResolver {
    /// The image an `image` layer shows: its file, mirrored as `flip` says. A flipped copy is made once per
    /// scene for each file and direction however many layers show it (a `backgroundExtension` tiles the
    /// screen with three mirrored copies of one image; 200 layers of one flipped 2000×2000 PNG held 200
    /// copies, 3.1 GB, where the scene's images were counted as 16 MB), and counts toward the scene's image
    /// pixels like a file (`SceneLimits.maxImagePixels`), checked before the copy is allocated, so the
    /// memory estimate (`ResolvedScene.imageBytes`) sees it.
    func layerImage(_ imageNode: Node, flip flipNode: Node?) throws(SceneError) -> PixelBuffer {
        let (image, identity) = try loadImage(imageNode)
        guard let flipNode else { return image }
        let (h, v) = try flipNode.choice([
            ("horizontal", (true, false)), ("vertical", (false, true)), ("both", (true, true)),
        ])
        let key = identity.map { FlippedImageKey(file: $0, horizontally: h, vertically: v) }
        let store = imageStore
        if let key, let copy = store.flipped[key] { return copy }
        if image.pixelCount > store.budget - store.pixels {
            throw flipNode.error(
                "a flipped copy of \(image.width)×\(image.height) pixels would bring the scene's images to \(store.pixels + image.pixelCount) pixels; the limit is \(store.budget) in all"
            )
        }
        let copy = image.flipped(horizontally: h, vertically: v)
        store.pixels += copy.pixelCount
        if let key { store.flipped[key] = copy }
        return copy
    }

    /// The image file an `image` layer or background names, decoded once per scene (`SceneImages`): read
    /// through the scene's inputs, its header checked against the image budget before it is decoded.
    func loadImage(_ node: Node) throws(SceneError) -> (image: PixelBuffer, identity: FileIdentity?) {
        let name = try node.string()
        if name.isEmpty { throw node.error("expected a path to a PNG file, got an empty string") }
        let path = name.hasPrefix("/") ? name : "\(directory)/\(name)"
        let identity = FileIdentity(path: path)
        let store = imageStore
        if let identity, let cached = store.images[identity] { return (cached, identity) }
        let bytes = try SceneLoader.readFile(path, limit: SceneLoader.maxImageBytes, file: file, jsonPath: node.path)
        if let size = PNGCodec.headerSize(bytes), size.width * size.height > store.budget - store.pixels {
            throw node.error(
                "\(truncatedForMessage(name)): \(size.width)×\(size.height) pixels would bring the scene's images to \(store.pixels + size.width * size.height) pixels; the limit is \(store.budget) in all"
            )
        }
        do {
            var image = try PNGCodec.decode(bytes)
            image.premultiply()
            store.pixels += image.pixelCount
            if let identity { store.images[identity] = image }
            store.paths.append(path)
            return (image, identity)
        } catch {
            throw node.error("\(truncatedForMessage(name)): \(error.description)")
        }
    }
}
