import GlassCore

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
    mutating func layerImage(_ imageNode: Node, flip flipNode: Node?) throws(SceneError) -> PixelBuffer {
        let (image, identity) = try loadImage(imageNode)
        guard let flipNode else { return image }
        let (h, v) = try flipNode.choice([
            ("horizontal", (true, false)), ("vertical", (false, true)), ("both", (true, true)),
        ])
        let key = identity.map { FlippedImageKey(file: $0, horizontally: h, vertically: v) }
        if let key, let copy = flippedImages[key] { return copy }
        if image.pixelCount > imagePixelBudget - imagePixels {
            throw flipNode.error(
                "a flipped copy of \(image.width)×\(image.height) pixels would bring the scene's images to \(imagePixels + image.pixelCount) pixels; the limit is \(imagePixelBudget) in all"
            )
        }
        let copy = image.flipped(horizontally: h, vertically: v)
        imagePixels += copy.pixelCount
        if let key { flippedImages[key] = copy }
        return copy
    }
}
