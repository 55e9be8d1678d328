import GlassText

/// A primitive layer a component lowers to, typed: each kind a struct of named fields in points, colours,
/// a font with its weight, corners and a material, turned into the JSON the resolver reads in one place
/// (`Primitive+JSON.swift`). A layer made from something the user wrote carries its `origin`, which can only
/// be made from the user's `Node` (`LayerOrigin`); a layer a component draws of its own accord (the battery,
/// the dimming, the grabber) has none, so a problem in it is reported at the component that drew it.
enum Primitive {
    case text(Text)
    case symbol(Symbol)
    case shape(Shape)
    case path(Path)
    case glass(Glass)
    case ink(AdaptiveInk)
    case group(Group)
    case image(Image)
    case backgroundImage(BackgroundImage)
    case scrollEdge(ScrollEdge)
    case glassContainer(GlassContainer)
    /// A layer lowered already (a component's group, a stack the engine laid out, the user's own layer carried
    /// in verbatim), kept as it is: its tags, if any, were set where it was made.
    case lowered(JSONValue)

    struct Text {
        var text: String
        var frame: RectPt
        var font: LayerFont
        var color: LayerPaint
        var alignment: TextAlignment = .center
        /// The lines the layout measured it to take (absent: the resolver lays it out).
        var lines: Int? = nil
        var opacity: Double? = nil
        var origin: LayerOrigin? = nil
    }

    struct Symbol {
        /// The SF Symbol's name.
        var name: String
        var frame: RectPt
        var sizePt: Double
        var weight: FontWeight
        var color: LayerPaint
        var opacity: Double? = nil
        var origin: LayerOrigin? = nil
    }

    struct Shape {
        /// The layer's name (shown in `glass expand` and the audit), or none.
        var name: String? = nil
        var frame: RectPt
        /// None: square.
        var corners: LayerCorners? = nil
        var fill: LayerPaint
        var opacity: Double? = nil
        var touchTarget: TouchTarget? = nil
        var origin: LayerOrigin? = nil
    }

    /// An SVG path (`d`) drawn in `viewBox`, scaled into `frame`.
    struct Path {
        var d: String
        var frame: RectPt
        var viewBox: RectPt
        var fill: LayerPaint
        var stroke: PathStroke? = nil
        var opacity: Double? = nil
        var origin: LayerOrigin? = nil
    }

    /// A path's stroke: its colour, width in the view box's units, and cap.
    struct PathStroke {
        var color: LayerPaint
        var width: Double
        var cap: String
    }

    struct Glass {
        var name: String? = nil
        var frame: RectPt
        /// None: the glass's default.
        var corners: LayerCorners?
        /// The material's figures where they differ from the regular glass's.
        var material: GlassMaterial? = nil
        var style: GlassStyle? = nil
        var tint: LayerPaint? = nil
        var pressed = false
        /// What the glass holds, in its own frame; nil: none (a pure blur), unlike [] (an empty glass).
        var content: [Primitive]? = []
        var touchTarget: TouchTarget? = nil
        var origin: LayerOrigin? = nil
    }

    /// Ink that takes its look by what lies beneath it: an identity glass (no material: only its content,
    /// whose semantic colours resolve in the look taken) with `"appearance": "auto"`, measuring exactly its
    /// frame.
    struct AdaptiveInk {
        var frame: RectPt
        var content: [Primitive]
    }

    struct Group {
        var name: GroupName
        /// The look the group's glass takes (`auto`, `light`, `dark`), or the scene's.
        var appearance: String? = nil
        var layers: [Primitive]
        var origin: LayerOrigin? = nil
    }

    /// A PNG in its frame.
    struct Image {
        /// The image's path as the user wrote it.
        var image: String
        var frame: RectPt
        var fit: String
        var flip: ImageFlip? = nil
        var origin: LayerOrigin? = nil
    }
}

extension Primitive {
    /// The scene's `background` image as a layer over `frame` (a transition's page): the user's members
    /// (`image`, `fit`, …) as written, after the layer's type and frame.
    struct BackgroundImage {
        var frame: RectPt
        var members: [(key: String, value: JSONValue)]
        var origin: LayerOrigin
    }

    /// A bar's scroll edge: the content beneath it fades (`soft`) or is cut (`hard`) over `sizePt` from the
    /// screen's `edge`.
    struct ScrollEdge {
        enum Edge: String { case top, bottom }
        var edge: Edge
        var style: String
        var sizePt: Double
    }

    /// Glass shapes that merge where they come near (a bar's capsules).
    struct GlassContainer {
        var children: [Primitive]
    }
}

/// A group's name: the lowering's own, or the one the user gave a stack, as written.
enum GroupName: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    case text(String)
    case written(JSONValue)
    init(stringLiteral value: String) { self = .text(value) }
    var json: JSONValue {
        switch self {
        case .text(let s): .string(s)
        case .written(let v): v
        }
    }
}

/// A bar's touch target, which the layout audit checks for size (`smallTarget`): written as the layer's `name`,
/// after its other members.
enum TouchTarget: String {
    /// A bar item's glass capsule.
    case barItem
    /// A tab's column of its bar.
    case tab
}

/// Where a lowered layer came from in the scene the user wrote. Made only from the user's `Node` (or from a
/// `Provenance.Origin` the lowering read off the user's scene), so a layer a component invents cannot carry
/// a user path.
struct LayerOrigin: Equatable {
    let path: String
    /// The user's own layer, carried in (a problem beneath it keeps the rest of its path).
    let verbatim: Bool

    /// Made from `node`: a problem anywhere in the layer is reported at its path.
    init(_ node: Node) { (path, verbatim) = (node.path, false) }

    /// The user's own layer `node`, carried into the lowered scene as it was written.
    static func carried(_ node: Node) -> LayerOrigin { LayerOrigin(path: node.path, verbatim: true) }

    /// A part the component at `node` draws of its own accord, named after a colon (`layers[3]:wifi`).
    static func part(of node: Node, _ name: String) -> LayerOrigin {
        LayerOrigin(path: Provenance.part(node.path, name), verbatim: false)
    }

    /// The member `key` of the user's object where it was written, else the part of that name.
    static func member(_ o: ObjectNode, _ key: String) -> LayerOrigin {
        o.optional(key).map(LayerOrigin.init) ?? part(of: o.node, key)
    }

    private init(path: String, verbatim: Bool) { (self.path, self.verbatim) = (path, verbatim) }
}

/// A frame in points.
struct RectPt: Equatable {
    var xPt, yPt, widthPt, heightPt: Double
    init(_ xPt: Double, _ yPt: Double, _ widthPt: Double, _ heightPt: Double) {
        (self.xPt, self.yPt, self.widthPt, self.heightPt) = (xPt, yPt, widthPt, heightPt)
    }
}

/// A layer's corners.
enum LayerCorners: Equatable {
    case capsule
    case radiusPt(Double)
    /// Only the corners given are rounded.
    case eachPt(topLeft: Double? = nil, topRight: Double? = nil, bottomLeft: Double? = nil, bottomRight: Double? = nil)
}

/// A colour as a scene spells it (a system colour's name or a hex), or a value of the user's passed on as
/// written (a gradient, or what the resolver refuses at the user's path).
enum LayerPaint: Equatable, ExpressibleByStringLiteral {
    case color(String)
    /// One colour in the light look, another in the dark (the look the layer's glass takes).
    case perLook(light: String, dark: String)
    case written(JSONValue)
    init(stringLiteral value: String) { self = .color(value) }
}

/// A text's font: the system family (or a family the user named), its size and the weight it is set in
/// (Bold Text makes the drawn weight heavier: `drawn(_:)`, the one the layout measures with).
struct LayerFont: Equatable {
    var family = "system"
    var sizePt: Double
    var weight: FontWeight

    /// The weight it is drawn at under `settings` (Bold Text).
    func drawn(_ settings: SceneSettings) -> DrawnWeight { settings.drawn(weight) }
}

enum ImageFlip: String { case horizontal, vertical, both }

extension FontWeight {
    /// The nearest of the weights a component's text layer takes (regular, medium, semibold, bold).
    var nearestLayerWeight: FontWeight {
        [FontWeight.regular, .medium, .semibold, .bold].min { abs($0.value - value) < abs($1.value - value) }!
    }
}

/// A glass material's figures (nil: the style's own).
struct GlassMaterial: Equatable {
    var blurRadiusPt: Double? = nil
    var saturation: Double? = nil
    var fillOpacity: Double? = nil
    var refraction: Double? = nil
    var highlight: Double? = nil
    var shadowOpacity: Double? = nil

    /// Only a blur of σ `radiusPt`: no wash, refraction, highlight or shadow.
    static func pureBlur(_ radiusPt: Double) -> GlassMaterial {
        GlassMaterial(
            blurRadiusPt: radiusPt, saturation: 1, fillOpacity: 0, refraction: 0, highlight: 0, shadowOpacity: 0)
    }
}

extension Primitive {
    /// The layer drawn at `opacity` times its own.
    func multiplyingOpacity(_ opacity: Double) -> Primitive {
        func times(_ o: Double?) -> Double { o.map { opacity * $0 } ?? opacity }
        switch self {
        case .text(var t):
            t.opacity = times(t.opacity)
            return .text(t)
        case .symbol(var s):
            s.opacity = times(s.opacity)
            return .symbol(s)
        case .shape(var s):
            s.opacity = times(s.opacity)
            return .shape(s)
        default: return .lowered(Button.withOpacity(json, opacity))
        }
    }

    /// The layer moved by (`dxPt`, `dyPt`).
    func offset(dxPt: Double, dyPt: Double) -> Primitive {
        func moved(_ f: RectPt) -> RectPt { RectPt(f.xPt + dxPt, f.yPt + dyPt, f.widthPt, f.heightPt) }
        switch self {
        case .text(var t):
            t.frame = moved(t.frame)
            return .text(t)
        case .symbol(var s):
            s.frame = moved(s.frame)
            return .symbol(s)
        case .shape(var s):
            s.frame = moved(s.frame)
            return .shape(s)
        default: return .lowered(Button.offset(json, dxPt, dyPt))
        }
    }
}

extension Primitive {
    /// A capsule of glass at `frame` holding one medium `symbol` of `sizePt` in the label colour, over its
    /// whole frame (a bar's search circle, a close button, the sidebar button), tagged with `path` when it
    /// stands for a user's key.
    static func symbolCapsule(_ symbol: String, frame: RectPt, sizePt: Double, path: String? = nil) -> JSONValue {
        var mark = Primitive.symbol(
            .init(
                name: symbol, frame: RectPt(0, 0, frame.widthPt, frame.heightPt), sizePt: sizePt, weight: .medium,
                color: "label")
        ).json
        if let path { mark = Provenance.tag(mark, path) }
        return Primitive.glass(.init(frame: frame, corners: .capsule, content: [mark].map(Primitive.lowered))).json
    }
}
