import GlassCore
import GlassRender
import GlassScene

/// `--design both`: the scene in the Liquid Glass design and in the compatibility (pre-26) design, side by
/// side in one image, each under a label: the picture a team adapting to iOS 26 wants first.
enum DesignComparison {
    /// Straight-alpha RGBA8: a white label strip 32 pt tall over the two renders, 16 pt apart.
    /// `glass` is the scene already loaded in the Liquid Glass design with `overrides`.
    static func render(
        _ glass: ResolvedScene, scenePath: String, overrides: SceneOverrides, workers: Workers
    ) throws(SceneError) -> PixelBuffer {
        let old = try SceneLoader.load(path: scenePath, overrides: overrides.with(.compatibility))
        let a = Renderer.renderImage(try Renderer.checkedPlan(glass).plan, workers: workers)
        let b = Renderer.renderImage(try Renderer.checkedPlan(old).plan, workers: workers)
        let scale = glass.scale
        let gap = Int((16 * scale).rounded())
        let label = Int((32 * scale).rounded())
        let width = a.width + gap + b.width
        let height = label + max(a.height, b.height)
        var out = PixelBuffer(width: width, height: height)
        out.fill(with: SIMD4(255, 255, 255, 255))
        // Each label over its own render, as wide as the scene's canvas (which the scene's limits already
        // allow), so the labels fit whatever the side-by-side width.
        out.paste(try labelStrip("Liquid Glass (iOS 26)", over: a, scale: scale, scenePath, workers), x: 0, y: 0)
        out.paste(
            try labelStrip("Compatibility (pre-26)", over: b, scale: scale, scenePath, workers), x: a.width + gap, y: 0)
        out.paste(a, x: 0, y: label)
        out.paste(b, x: a.width + gap, y: label)
        return out
    }

    /// `text` centred in a white strip 32 pt tall and as wide as `image`. A problem is the scene's: the strip
    /// is no file of the user's.
    static func labelStrip(
        _ text: String, over image: PixelBuffer, scale: Double, _ scenePath: String, _ workers: Workers
    ) throws(SceneError) -> PixelBuffer {
        let wPt = Double(image.width) / scale
        let json = """
            {"canvas": {"width": \(wPt), "height": 32, "scale": \(Int(scale))}, "background": "#FFFFFF", "layers": [
             {"type": "text", "text": "\(text)", "frame": [0, 0, \(wPt), 32], "style": "headline", "alignment": "center", "color": "#000000"}]}
            """
        do {
            return Renderer.renderImage(
                try SceneLoader.resolve(bytes: Array(json.utf8), file: "labels", directory: "."), workers: workers)
        } catch {
            throw SceneError(
                error.kind, file: scenePath, path: "", "--design both: the label \"\(text)\": \(error.message)")
        }
    }
}
