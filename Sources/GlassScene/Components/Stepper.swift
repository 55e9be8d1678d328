/// `UIStepper`: a − / + pair 94 × 32 pt on `tertiarySystemFill`, split by a 1 pt `separator` divider, the
/// glyphs in `label`; a − at the `minimumValue` or a + at the `maximumValue` is disabled (`tertiaryLabel`).
/// iOS 26 draws it as a capsule with 17 pt glyphs and a 16 pt divider; pre-26 with 8 pt corners, 15 pt glyphs
/// and an 18 pt divider (≈, from screenshots). A `frame` centres it; a `center` places it. Right to left the
/// pair mirrors (+ on the left), as UIKit's does.
enum Stepper {
    static let keys = ["type", "name", "frame", "center", "value", "minimumValue", "maximumValue"]
    // Metrics (UIKit's stepper; ≈ from screenshots where marked).
    /// The pair: 94 × 32 pt; pre-26 corners 8 pt.
    static let widthPt = 94.0, heightPt = 32.0, classicCornerPt = 8.0
    /// The glyphs (medium): Liquid Glass 17 pt, pre-26 15 pt (≈).
    static let liquidGlyphPt = 17.0, classicGlyphPt = 15.0
    /// The divider: 1 pt wide; Liquid Glass 16 pt tall, pre-26 18 pt (≈).
    static let dividerWidthPt = 1.0, liquidDividerPt = 16.0, classicDividerPt = 18.0
    /// What values may be: far beyond what a stepper counts, far within what a double holds exactly.
    static let valueLimitCount = 1e15
    static let valueRange = -valueLimitCount...valueLimitCount
    /// UIKit's default `maximumValue` (its `minimumValue` is 0).
    static let defaultMaximumValueCount = 100.0

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let f = ControlInput.centred(
            widthPt, heightPt, in: try ControlInput.placed(o, "stepper") { (widthPt, heightPt) })
        let minNode = o.optional("minimumValue")
        let minimum = try minNode?.number(in: valueRange, what: "a minimum value") ?? 0
        let maxNode = o.optional("maximumValue")
        let maximum = try maxNode?.number(in: valueRange, what: "a maximum value") ?? defaultMaximumValueCount
        // Reported at the maximum when it is given, else at the minimum (above the default 100).
        if maximum <= minimum, let maxNode {
            throw maxNode.error(
                "expected a maximum value above the minimum value \(formatNumber(minimum)), got \(formatNumber(maximum))"
            )
        } else if maximum <= minimum, let minNode {
            throw minNode.error(
                "expected a minimum value below the maximum value \(formatNumber(maximum)), got \(formatNumber(minimum))"
            )
        }
        var value = minimum
        if let n = o.optional("value") {
            value = try n.number(in: minimum...maximum, what: "a value between the minimum and maximum values")
        }
        let (corners, glyph, divider): (LayerCorners, Double, Double) =
            c.liquid
            ? (.capsule, liquidGlyphPt, liquidDividerPt)
            : (.radiusPt(classicCornerPt), classicGlyphPt, classicDividerPt)
        // The pair on its track: the divider centred over two equal halves, each glyph centred in its own.
        func half(_ name: String, enabled: Bool) -> Primitive {
            let mark = Primitive.symbol(
                .init(
                    name: name, frame: RectPt(0, 0, 0, 0), sizePt: glyph, weight: .medium,
                    color: .color(enabled ? "label" : "tertiaryLabel")))
            return .stack(
                .init(
                    axis: .zstack,
                    layers: [.laid(.lowered(Provenance.tag(mark.json, Provenance.part(o.node.path, name))))],
                    sizing: StackSizing(width: .fill, height: .fill)))
        }
        let track = Primitive.shape(.init(frame: RectPt(0, 0, 0, 0), corners: corners, fill: "tertiarySystemFill"))
        let line = Primitive.shape(.init(frame: RectPt(0, 0, 0, 0), corners: .radiusPt(0), fill: "separator"))
        let pair = Primitive.Stack(
            axis: .zstack,
            layers: [
                .laid(line, StackSizing(width: .fixedPt(dividerWidthPt), height: .fixedPt(divider))),
                .stack(
                    .init(
                        axis: .hstack,
                        layers: [half("minus", enabled: value > minimum), half("plus", enabled: value < maximum)],
                        spacingPt: Primitive.Stack.abuttingPt)),
            ], sizing: StackSizing(width: .fixedPt(widthPt), height: .fixedPt(heightPt)),
            background: .laid(track, StackSizing(width: .fill, height: .fill)))
        return try LayoutPass(c, component: o.node.path).layers(
            of: .stack(pair), in: RectPt(f[0], f[1], widthPt, heightPt)
        ).flatMap(Button.groupLayers)
    }
}
