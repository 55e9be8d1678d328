import GlassText

/// A `UIButton` with a configuration (components.md §5): `glass` (a regular glass capsule, `label` content),
/// `prominentGlass` (glass tinted with the tint, white content), and the classic `filled` (a tint capsule,
/// white), `tinted` (the tint at 20% under tint-coloured content), `gray` (`secondarySystemFill`, tint
/// content) and `plain` (tint content only). Sizes small / medium / large are 28 / 34 / 50 pt tall with 15 /
/// 15 / 17 pt titles and 10 / 12 / 20 pt side padding (≈). Without a `frame`, `center` places a button sized
/// by its content (a symbol alone: a circle). Pre-26, `glass` draws as `tinted` and `prominentGlass` as
/// `filled`, on rounded rectangles; a pressed glass button takes the glass press look, any other 70% opacity.
enum Button {
    static let keys = ["type", "name", "frame", "center", "title", "symbol", "configuration", "size", "tint", "state"]

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let title = try o.optional("title").map { n throws(SceneError) in try BarItem.nonEmpty(n) }
        var symbol: String? = nil
        if let s = o.optional("symbol") {
            symbol = try s.symbolName()
        }
        if title == nil && symbol == nil { throw o.node.error("a button needs a \"title\", a \"symbol\" or both") }
        var configuration =
            try o.optional("configuration")?.choice(
                ["glass", "prominentGlass", "filled", "tinted", "gray", "plain"].map { ($0, $0) }) ?? "glass"
        if !c.liquid {
            if configuration == "glass" { configuration = "tinted" }
            if configuration == "prominentGlass" { configuration = "filled" }
        }
        // Pre-26 a filled, tinted or gray button is a rounded rectangle whose radius follows its size
        // (`cornerStyle = .dynamic`, ≈ 6 / 8 / 12 pt), not a capsule.
        let size =
            try o.optional("size")?.choice([
                ("small", ButtonMetrics.small), ("medium", ButtonMetrics.medium), ("large", ButtonMetrics.large),
            ]) ?? ButtonMetrics.medium
        let tint = try ControlInput.color(o, "tint", default: "tint")
        let pressed = try ControlInput.pressed(o)
        let semibold = configuration == "prominentGlass" || configuration == "filled"
        let fontWeight: FontWeight = semibold ? .semibold : .regular
        // Dynamic Type: the title takes its style's size; the button keeps its insets and grows by what its
        // line grows (never below its height at L), as a configuration button does.
        let fontSize = c.sizePt(size.style)
        let height =
            size.heightPt
            + max(
                0,
                c.measuredLinePt(sizePt: fontSize, weight: fontWeight)
                    - c.measuredLinePt(sizePt: size.style.sizeAtLargePt, weight: fontWeight))
        let contentColor: LayerPaint =
            switch configuration {
            case "glass": "label"
            case "prominentGlass", "filled": "white"
            default: .color(tint)
            }
        // The content, an h-stack the engine sizes and centres: the symbol in its box, then the title (one line).
        var parts: [Primitive] = []
        if let symbol, let n = o.optional("symbol") {
            let glyph = Primitive.symbol(
                .init(
                    name: symbol, frame: RectPt(0, 0, 0, 0), sizePt: fontSize, weight: .medium, color: contentColor,
                    origin: LayerOrigin(n)))
            parts.append(.laid(glyph, StackSizing(width: .fixedPt(fontSize + ButtonMetrics.symbolBoxExtraPt))))
        }
        if let title, let n = o.optional("title") {
            let text = Primitive.text(
                .init(
                    text: title, frame: RectPt(0, 0, 0, 0), font: LayerFont(sizePt: fontSize, weight: fontWeight),
                    color: contentColor, origin: LayerOrigin(n)))
            parts.append(.laid(text, StackSizing(lineLimit: 1)))
        }
        let content = Primitive.Stack(axis: .hstack, layers: parts, spacingPt: ButtonMetrics.symbolToTitlePt)
        let pass = LayoutPass(c, component: o.node.path)
        var f: [Double]
        if o.optional("frame") != nil {
            f = try ControlInput.frame(o)
        } else if let n = o.optional("center") {
            let p = try ControlInput.point(n)
            // A symbol alone makes a circle; otherwise the content plus the padding, at least a circle.
            var hugging = content
            let sides = StackSizing.PaddingPt(leadingPt: size.paddingPt, trailingPt: size.paddingPt)
            hugging.sizing =
                title == nil ? StackSizing(width: .fixedPt(height)) : StackSizing(minWidthPt: height, padding: sides)
            let w = try pass.size(of: .stack(hugging), offeredWidthPt: ControlInput.maxSizePt, heightPt: height)
                .widthPt
            f = [p[0] - w / 2, p[1] - height / 2, w, height]
        } else {
            throw o.node.error("a button needs a \"frame\" or a \"center\"")
        }
        let frame = RectPt(f[0], f[1], f[2], f[3])
        /// The content laid out centred in `box`: the layers of the group the engine made of it.
        func laidOut(in box: RectPt) throws(SceneError) -> [Primitive] {
            try pass.layers(of: .stack(content), in: box).flatMap(Self.groupLayers).map(Primitive.lowered)
        }
        func pressedIf(_ layers: [Primitive]) -> [Primitive] {
            pressed ? layers.map { $0.multiplyingOpacity(ButtonMetrics.pressedOpacity) } : layers
        }
        switch configuration {
        case "glass", "prominentGlass":
            let tinted: LayerPaint? = configuration == "prominentGlass" ? .color(tint) : nil
            let inside = try laidOut(in: RectPt(0, 0, f[2], f[3]))
            return [
                Primitive.glass(.init(frame: frame, corners: .capsule, tint: tinted, pressed: pressed, content: inside))
                    .json
            ]
        case "plain":
            return pressedIf(try laidOut(in: frame)).json
        default:
            let fill = configuration == "filled" ? tint : (configuration == "gray" ? "secondarySystemFill" : tint)
            let corners: LayerCorners =
                c.liquid ? .capsule : .radiusPt(min(size.classicRadiusPt, f[2] / 2, f[3] / 2))
            var back = Primitive.shape(.init(frame: frame, corners: corners, fill: .color(fill)))
            if configuration == "tinted" { back = back.multiplyingOpacity(ButtonMetrics.tintedOpacity) }
            return pressedIf([back] + (try laidOut(in: frame))).json
        }
    }

    /// The layers of a group the engine laid a stack out as (any other layer as itself).
    static func groupLayers(_ layer: JSONValue) -> [JSONValue] {
        guard case .object(let m) = layer, m.first(where: { $0.key == "type" })?.value == .string("group"),
            case .array(let layers)? = m.first(where: { $0.key == "layers" })?.value
        else { return [layer] }
        return layers
    }

    /// A layer moved by (`dx`, `dy`) points.
    static func offset(_ layer: JSONValue, _ dx: Double, _ dy: Double) -> JSONValue {
        guard case .object(var members) = layer, let i = members.firstIndex(where: { $0.key == "frame" }),
            case .array(let f) = members[i].value, case .number(let x) = f[0], case .number(let y) = f[1]
        else { return layer }
        members[i].value = .array([.number(x + dx), .number(y + dy), f[2], f[3]])
        return .object(members)
    }

    static func withOpacity(_ layer: JSONValue, _ opacity: Double) -> JSONValue {
        guard case .object(var members) = layer else { return layer }
        var o = opacity
        if let i = members.firstIndex(where: { $0.key == "opacity" }), case .number(let v) = members[i].value {
            o *= v
            members.remove(at: i)
        }
        members.append(("opacity", .number(o)))
        return .object(members)
    }
}

/// A button's figures by size at the default text size (L), ≈: its height, its title's style (small and
/// medium subheadline, 15 pt at L; large body, 17 pt), the padding each side of its content, and its pre-26
/// corner radius (`cornerStyle = .dynamic`). The symbol's box is its size plus 2 pt, 6 pt before the title.
enum ButtonMetrics {
    typealias Size = (heightPt: Double, style: ComponentTextStyle, paddingPt: Double, classicRadiusPt: Double)
    static let small: Size = (28, .subheadline, 10, 6)
    static let medium: Size = (34, .subheadline, 12, 8)
    static let large: Size = (50, .body, 20, 12)
    static let symbolBoxExtraPt = 2.0, symbolToTitlePt = 6.0
    /// A pressed button other than glass draws at 70%; a tinted button's fill is the tint at 20%.
    static let pressedOpacity = 0.7, tintedOpacity = 0.2
}
