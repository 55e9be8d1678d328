import GlassCore
import GlassPNG

/// Limits on what a scene may ask for, checked while resolving.
public enum SceneLimits {
    /// Longest canvas side in pixels.
    public static let maxSidePx = 16384
    /// Largest canvas in pixels (the canvas and the blur scratch space must fit in memory).
    public static let maxPixels = 40_000_000
    /// Largest coordinate or length in points.
    public static let maxPoints = 100_000.0
    /// Largest `material.blurRadius` in points.
    public static let maxBlurRadiusPt = 100.0
    /// Most layers in a scene, counting content and container children (each can cost a blur: a
    /// scene of a hundred thousand glass layers would render for hours).
    public static let maxLayers = 4096
    /// Most decoded image pixels per scene, all images together (each distinct file counted once, and each
    /// distinct flipped copy of one, `"flip"`, once more):
    /// 200 Mpx is 800 MB of premultiplied RGBA8.
    public static let maxImagePixels = 200_000_000
    /// Most characters in one text layer.
    public static let maxTextCharacters = 4000
    /// Most characters of all text layers in a scene (counted before shaping) and most glyphs they shape to:
    /// a screen holds a few thousand. The time goes with the distinct glyphs, not the count: 100 000 Latin
    /// characters take 0.2 s, 84 000 distinct CJK ones 11 s (release, one thread; docs/scene-format.md, Limits).
    public static let maxSceneTextCharacters = 100_000
    public static let maxSceneGlyphs = 100_000
    /// Largest em of a glyph in pixels (a font size of 341 pt at 3×): a glyph's mask is about em² floats.
    public static let maxGlyphEmPx = 1024.0
    /// Smallest em in pixels (below a quarter pixel nothing is drawn, and line heights vanish).
    public static let minGlyphEmPx = 0.25
    /// Most characters of one path's `d`.
    public static let maxPathDataCharacters = 200_000
    /// Most pixels one `viewBox` unit of a path may span (a viewBox 10⁻¹² wide in a 1000 px frame): path
    /// data reaches 10⁹ units, so a larger scale could carry coordinates past `Double`'s range.
    public static let maxViewBoxScale = 1e15
    /// Most raster work of all paths in a scene, in edge-rows (`Path.rowCrossings`): 3000 filled edges each
    /// crossing a 3× phone canvas (2622 rows) from top to bottom are 7.9 million. Bounds the path
    /// rasterizer's time (seconds) and memory (hundreds of MB).
    public static let maxPathRowCrossings = 8_000_000
}

/// Turns the file model into a `ResolvedScene`: defaults filled, points to pixels, images decoded.
struct SceneResolver {
    let file: String
    let directory: String
    var scale = 3.0
    var appearance = Appearance.light
    /// The scene's `settings` (the user's accessibility and display settings).
    var settings = SceneSettings()
    var canvas = RoundedRect(rect: RectPx(x: 0, y: 0, width: 1, height: 1), radii: .zero)
    var layerCount = 0
    /// Raster work of the scene's paths so far (`Path.rowCrossings`).
    var pathRowCrossings = 0.0
    /// Characters and shaped glyphs of the scene's text layers so far.
    var textCharacters = 0
    var glyphCount = 0
    /// The `appearance` the glass being resolved defaults to (from its container or group); nil: the look
    /// it is drawn in.
    var glassDefault: AppearanceMode? = nil
    /// Inside a decision unit: the look being resolved for the glass that follow it.
    var autoLook: Appearance? = nil
    /// What the decision unit being resolved has collected.
    var unit = AdaptiveUnit()
    /// The scene's `tint` in each look.
    var tints = (light: SemanticColors.color(0x007A_FFFF), dark: SemanticColors.color(0x0A84_FFFF))
    /// Where the lowered layers came from, so glyph runs carry the user's paths (`GlyphSource`).
    var provenance = Provenance(origins: [:])
    /// The controls resolved so far, by user path (an adaptive group is resolved in both looks: the last wins,
    /// and both lay out the same frame), in first-resolved order.
    var controls: [ControlTarget] = []
    /// How deep in glass `content` resolution is (scroll edges belong at the top level).
    var contentDepth = 0
    /// The scene's images, decoded once (`SceneImages`), shared with the layout engine that sized them.
    let imageStore: SceneImages
    /// Other files the scene read (font files), by identity and by path in first-use order.
    private var otherInputs: Set<FileIdentity> = []
    private var otherInputPaths: [String] = []
    var imagePixelBudget: Int { imageStore.budget }

    init(file: String, directory: String, imagePixelBudget: Int = SceneLimits.maxImagePixels) {
        self.init(file: file, directory: directory, images: SceneImages(budget: imagePixelBudget))
    }

    /// A resolver that reads the scene's images through `images` (the ones lowering's layout already read).
    init(file: String, directory: String, images: SceneImages) {
        self.file = file
        self.directory = directory
        self.imageStore = images
    }

    mutating func resolve(_ root: Node) throws(SceneError) -> ResolvedScene {
        let top = try root.object(allowed: Self.topKeys)
        let canvasNode = try top.required("canvas")
        let size = try Self.canvasSize(canvasNode)
        let (widthPx, heightPx, cornerPt) = (size.widthPx, size.heightPx, size.cornerPt)
        scale = size.scale
        canvas = RoundedRect(
            rect: RectPx(x: 0, y: 0, width: Double(widthPx), height: Double(heightPx)),
            radii: CornerRadii(uniform: cornerPt * scale))
        if let a = top.optional("appearance") {
            appearance = try a.choice([("light", .light), ("dark", .dark)])
        }
        settings = try SceneSettings.parse(top)
        let sceneAppearance = appearance
        for look in [Appearance.light, .dark] {
            appearance = look
            var t = SemanticColors.named("systemBlue", look, increaseContrast: settings.increaseContrast)!
            if let node = top.optional("tint") { t = try parseColor(node) }
            if look == .light { tints.light = t } else { tints.dark = t }
        }
        appearance = sceneAppearance
        let background = try top.optional("background").map { node throws(SceneError) in try resolveBackground(node) }
        var layers: [Layer] = []
        if let l = top.optional("layers") {
            for item in try l.array() {
                layers.append(try resolveLayer(item, origin: (0, 0), container: canvas))
            }
        }
        return ResolvedScene(
            file: file, widthPx: widthPx, heightPx: heightPx, scale: scale, appearance: appearance,
            displayCornerRadiusPx: canvas.radii.topLeft,
            background: background ?? .color(appearance == .dark ? .black : .white), layers: layers,
            inputs: Set(imageStore.images.keys).union(otherInputs), inputPaths: imageStore.paths + otherInputPaths,
            imageBytes: imageStore.pixels * 4, settings: settings, controls: controls)
    }

    /// Resolves `layers`, what the screen does not draw, after the scene and discards them: checked as
    /// strictly as the scene's own layers, against the same canvas, settings and image budget; the files they
    /// read join `scene`'s inputs.
    mutating func check(unshown layers: Node, into scene: inout ResolvedScene) throws(SceneError) {
        for item in try layers.array() { _ = try resolveLayer(item, origin: (0, 0), container: canvas) }
        scene.inputs = Set(imageStore.images.keys).union(otherInputs)
        scene.inputPaths = imageStore.paths + otherInputPaths
    }

    /// The keys a scene may have at its top level.
    static let topKeys = [
        "canvas", "device", "orientation", "windowed", "design", "transition", "appearance", "tint", "background",
        "layers", "settings", "$schema",
    ]

    /// The canvas's size checked: in points within the limits, at a scale of 1, 2 or 3, at least a pixel and
    /// at most the pixel limits. Lowering checks it too, before laying components out in it.
    static func canvasSize(_ canvasNode: Node) throws(SceneError) -> (
        widthPx: Int, heightPx: Int, scale: Double, cornerPt: Double
    ) {
        let c = try canvasNode.object(allowed: ["width", "height", "scale", "cornerRadius"])
        let widthPt = try c.required("width").number(in: 0...SceneLimits.maxPoints, what: "a width in points")
        let heightPt = try c.required("height").number(in: 0...SceneLimits.maxPoints, what: "a height in points")
        var scale = 3.0
        if let s = c.optional("scale") {
            guard case .number(let v) = s.value, v == 1 || v == 2 || v == 3 else {
                throw s.expected("a scale of 1, 2 or 3")
            }
            scale = v
        }
        let widthPx = WholeNumber.clamped(widthPt * scale, .toNearestOrAwayFromZero)
        let heightPx = WholeNumber.clamped(heightPt * scale, .toNearestOrAwayFromZero)
        if widthPx < 1 || heightPx < 1 {
            throw canvasNode.error(
                "the canvas is \(widthPx)×\(heightPx) pixels; width and height must be at least 1 pixel")
        }
        if widthPx > SceneLimits.maxSidePx || heightPx > SceneLimits.maxSidePx
            || widthPx * heightPx > SceneLimits.maxPixels
        {
            throw canvasNode.error(
                "the canvas is \(widthPx)×\(heightPx) pixels; the limit is \(SceneLimits.maxSidePx) a side and \(SceneLimits.maxPixels / 1_000_000) Mpx in all"
            )
        }
        let cornerPt =
            try c.optional("cornerRadius")?.number(in: 0...SceneLimits.maxPoints, what: "a corner radius in points")
            ?? 0
        return (widthPx, heightPx, scale, cornerPt)
    }

    /// Records a file the scene read besides its images (a font file), for the output-identity check and
    /// `--watch`.
    mutating func noteInput(_ path: String) {
        guard let identity = FileIdentity(path: path), otherInputs.insert(identity).inserted else { return }
        otherInputPaths.append(path)
    }

    // MARK: - Background

    mutating func resolveBackground(_ node: Node) throws(SceneError) -> Background {
        if case .string = node.value { return .color(try parseColor(node)) }
        guard case .object(let members) = node.value else {
            throw node.expected("a colour, {\"image\": …}, or {\"linearGradient\": …}")
        }
        // A colour per look, as everywhere a colour is accepted (the transition's `underlay` lands here too).
        if members.contains(where: { $0.key == "light" || $0.key == "dark" }) { return .color(try parseColor(node)) }
        let o = try node.object(allowed: ["image", "fit", "linearGradient"])
        if let g = o.optional("linearGradient") {
            if o.optional("image") != nil { throw node.error("give either \"image\" or \"linearGradient\", not both") }
            if let f = o.optional("fit") { throw f.error("\"fit\" applies to images, not gradients") }
            return .linearGradient(try parseGradient(g, originX: 0, originY: 0))
        }
        let imageNode = try o.required("image")
        let fit = try o.optional("fit").map { n throws(SceneError) in try parseFit(n) } ?? .fill
        return .image(try loadImage(imageNode).image, fit: fit)
    }

    func parseFit(_ node: Node) throws(SceneError) -> ImageFit {
        try node.choice([("fill", .fill), ("fit", .fit), ("stretch", .stretch)])
    }

    /// Decodes the PNG a node names (relative to the scene's folder) and premultiplies it. A file is
    /// decoded once per scene however its path is spelled, and the scene's distinct images together stay
    /// within `SceneLimits.maxImagePixels`, checked from each header before its pixels are allocated.
    // MARK: - Colours and gradients

    func parseColor(_ node: Node) throws(SceneError) -> StraightColor {
        let what = "a colour \"#RRGGBB\", \"#RRGGBBAA\" or a semantic name such as \"label\""
        if case .object = node.value {
            // A colour per look, {"light": …, "dark": …}, as a dynamic UIColor: both checked, one taken.
            let o = try node.object(allowed: ["light", "dark"])
            var pair: [StraightColor] = []
            for key in ["light", "dark"] {
                let n = try o.required(key)
                guard case .string = n.value else { throw n.expected(what) }
                pair.append(try parseColor(n))
            }
            return appearance == .dark ? pair[1] : pair[0]
        }
        guard case .string(let s) = node.value else { throw node.expected(what) }
        if !s.hasPrefix("#") {
            if s == "tint" { return appearance == .dark ? tints.dark : tints.light }
            if let named = SemanticColors.named(s, appearance, increaseContrast: settings.increaseContrast) {
                return named
            }
            if let near = nearest(to: s, in: SemanticColors.names) {
                throw node.error("unknown colour \"\(truncatedForMessage(s))\"; did you mean \"\(near)\"?")
            }
            throw node.expected(what)
        }
        guard let v = HexColor(s)?.rgba else { throw node.expected(what) }
        return StraightColor(r8: v[0], g8: v[1], b8: v[2], a8: v[3])
    }

    /// A gradient whose points are in points relative to (`originX`, `originY`) pixels.
    func parseGradient(_ node: Node, originX: Double, originY: Double) throws(SceneError) -> LinearGradient {
        let g = try node.object(allowed: ["from", "to", "stops"])
        let range = -SceneLimits.maxPoints...SceneLimits.maxPoints
        let from = try g.required("from").numbers(count: 2, in: range, what: "a point [x, y]")
        let to = try g.required("to").numbers(count: 2, in: range, what: "a point [x, y]")
        let stopsNode = try g.required("stops")
        var stops: [LinearGradient.Stop] = []
        for s in try stopsNode.array() {
            guard case .array(let pair) = s.value, pair.count == 2 else { throw s.expected("a stop [colour, offset]") }
            let color = try parseColor(s.element(0, pair[0]))
            let offset = try s.element(1, pair[1]).number(in: 0...1, what: "an offset")
            stops.append(LinearGradient.Stop(color: color, offset: offset))
        }
        if stops.isEmpty { throw stopsNode.error("expected at least one stop [colour, offset]") }
        return LinearGradient(
            fromX: originX + from[0] * scale, fromY: originY + from[1] * scale, toX: originX + to[0] * scale,
            toY: originY + to[1] * scale, stops: stops)
    }
}
