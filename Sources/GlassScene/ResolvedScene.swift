import GlassCore
import GlassText

/// A validated scene with every default filled in and every length in **pixels**: the only input the
/// renderer takes. Images are decoded and **premultiplied**.
public struct ResolvedScene: Sendable {
    /// The scene file, as the user named it (for messages).
    public var file: String
    public var widthPx: Int
    public var heightPx: Int
    /// Pixels per point.
    public var scale: Double
    public var appearance: Appearance
    /// The display's corner radius, the outermost container for concentric corners.
    public var displayCornerRadiusPx: Double
    public var background: Background
    public var layers: [Layer]
    /// Every file the scene was made from (the scene file, when loaded from one, each image and each font
    /// file), so a command can refuse to write its output over one of them.
    public var inputs: Set<FileIdentity> = []
    /// The same files by path as the scene named them (scene first), for `glass render --watch`.
    public var inputPaths: [String] = []
    /// Bytes of the decoded images (each file once), held while the scene lives.
    public var imageBytes = 0
    /// The settings it was resolved under (already applied to its glass, colours and text).
    public var settings = SceneSettings()
    /// The controls it lays out, in drawing order (for the layout audit).
    public var controls: [ControlTarget] = []
    /// The display's Dynamic Island band and home indicator, from the device tables (for the layout audit).
    public var hardware = DisplayHardware()
}

public enum Appearance: String, Sendable {
    case light, dark
}

/// How an image fills its frame: `fill` covers and crops (centred), `fit` fits inside (centred,
/// transparent bars), `stretch` scales each axis to the frame.
public enum ImageFit: String, Sendable {
    case fill, fit, stretch
}

public enum Background: Sendable {
    case color(StraightColor)
    /// A premultiplied image fitted to the canvas.
    case image(PixelBuffer, fit: ImageFit)
    /// A gradient in canvas pixels.
    case linearGradient(LinearGradient)
}

public indirect enum Layer: Sendable {
    case shape(ShapeLayer)
    case image(ImageLayer)
    case glass(GlassLayer)
    case container(GlassContainerLayer)
    /// A scroll edge effect over everything painted before it.
    case scrollEdge(ScrollEdgeEffect)
    /// Text or a symbol: glyphs placed to a quarter pixel, in one colour.
    case glyphs(GlyphRunLayer)
    /// Vector paths, filled and stroked.
    case path(PathLayer)
    /// Layers drawn in order, as if listed in place (what a component lowers to).
    case group([Layer])
    /// Glass that takes its light or dark look by what lies beneath it: both looks, decided while rendering.
    case adaptive(AdaptiveLayer)
}

/// Glass whose look is decided while rendering (`"appearance": "auto"`): a glass, a container or a group of
/// glass (a component's), resolved in both looks. The renderer measures L* of the mean luminance of what is
/// drawn under `region` when it reaches this layer and draws `dark` below `thresholdLightness`, else
/// `light`; the members decide once, together.
public struct AdaptiveLayer: Sendable {
    /// Where the deciding layer is in the (lowered) scene, and the glass that follow its decision.
    public var path: String
    public var memberPaths: [String]
    /// The members' outlines, inflated by 8 pt (identity glass as drawn), in canvas pixels.
    public var region: [RoundedRect]
    public var thresholdLightness: Double
    public var light: [Layer]
    public var dark: [Layer]
}

/// Glyphs laid out and placed: each a cached mask (by key) at an integer pixel origin.
public struct GlyphRunLayer: Sendable {
    public struct Glyph: Sendable {
        public let key: GlyphKey
        public let font: Font
        public let x: Int, y: Int

        public init(key: GlyphKey, font: Font, x: Int, y: Int) {
            self.key = key
            self.font = font
            self.x = x
            self.y = y
        }
    }

    public var glyphs: [Glyph]
    public var color: StraightColor
    public var opacity: Float
    /// How the run is composited on glass: nil for source-over, else vibrant (a secondary label colour on glass).
    public var vibrancy: VibrantBlend? = nil
    /// The `text` or `symbol` layer the run draws, as the user wrote it (for `glass audit`); nil for glyphs
    /// glass draws of its own.
    public var source: GlyphSource? = nil

    public init(
        glyphs: [Glyph], color: StraightColor, opacity: Float, vibrancy: VibrantBlend? = nil,
        source: GlyphSource? = nil
    ) {
        self.glyphs = glyphs
        self.color = color
        self.opacity = opacity
        self.vibrancy = vibrancy
        self.source = source
    }
}

/// Where a glyph run came from in the user's scene, and what the legibility minimums need to know of it.
public struct GlyphSource: Sendable, Equatable {
    /// The layer's JSON path in the user's file (a component's text at the component's path and key).
    public var path: String
    public var kind: Legibility.Kind
    /// The text's size, or the symbol's, in points.
    public var sizePt: Double
    /// 100–900.
    public var weight: Int
    /// The text was laid out with "…" where the user's scene asked for no line limit (a component's own
    /// text included: its line count is the component's, not the user's).
    public var truncated = false

    public init(path: String, kind: Legibility.Kind, sizePt: Double, weight: Int) {
        self.path = path
        self.kind = kind
        self.sizePt = sizePt
        self.weight = weight
    }
}

/// A path in canvas pixels with its fill (nil: none) and stroke (nil: none).
public struct PathLayer: Sendable {
    public var path: Path
    public var fill: Paint?
    public var fillRule: FillRule
    public var stroke: StrokeStyle?
    public var strokePaint: Paint
    public var opacity: Float
}

/// Ordinary content: a filled outline.
public struct ShapeLayer: Sendable {
    public var outline: RoundedRect
    /// Gradients are in canvas pixels.
    public var paint: Paint
    public var opacity: Float
}

/// Content from a PNG, fitted to the outline's rectangle and clipped to its corners.
public struct ImageLayer: Sendable {
    public var outline: RoundedRect
    /// Premultiplied pixels.
    public var image: PixelBuffer
    public var fit: ImageFit
}

public enum GlassStyle: String, Sendable {
    case regular, clear, identity
}

public enum GlassState: String, Sendable {
    case normal, pressed
}

/// One glass element, resolved.
public struct GlassLayer: Sendable {
    public var outline: RoundedRect
    public var style: GlassStyle
    public var tint: StraightColor?
    public var state: GlassState
    /// The model's parameters for the style and appearance, with the `material` overrides applied.
    public var parameters: GlassParameters
    /// Layers drawn on the glass and clipped to it, already in canvas pixels.
    public var content: [Layer]
    /// The content blurred as one layer by this σ (pixels) before it is clipped to the glass: 0 sharp. Content
    /// sharpens from a blur as glass materializes.
    public var contentBlurPx: Double = 0
}

/// Glass elements rendered as one group. `spacingPx` is where merging begins.
public struct GlassContainerLayer: Sendable {
    public var spacingPx: Double
    public var children: [GlassLayer]
}
