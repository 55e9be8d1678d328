import GlassText

/// `UITextField`: the `text` (17 pt, `label`) or, when it is empty, the `placeholder` (`placeholderText`),
/// leading-aligned on one line. `borderStyle` `roundedRect` (the default): iOS 26 a 36 pt capsule of
/// `tertiarySystemFill`, text 14 pt in from its ends; pre-26 a 34 pt `systemBackground` field with 5 pt
/// corners, a one-pixel `opaqueSeparator` border and 7 pt insets (≈); `line` a 1 pt `label` border, `bezel` a
/// 1 pt `systemGray` one (7 pt insets), `none` the text alone. `focused: true` draws the caret, 2 × 21 pt in
/// `tint` (default the scene's tint) at the text's end in its own direction; `clearButton: true` draws `xmark.circle.fill` in
/// `tertiaryLabel` at the trailing end while there is text; `symbol` a leading SF Symbol in `secondaryLabel`
/// (a left view). A `center` sizes it by its text or placeholder. Right to left, it all mirrors.
enum TextField {
    static let keys = [
        "type", "name", "frame", "center", "text", "placeholder", "borderStyle", "clearButton", "focused", "symbol",
        "tint",
    ]
    // Metrics (UIKit's text field; ≈ where marked).
    /// The text: 17 pt regular.
    static let fontPt = 17.0
    /// The clear button's box (its `xmark.circle.fill` 16 pt) and the leading symbol's box, in points.
    static let clearPt = 19.0, clearSymbolPt = 16.0, symbolBoxPt = 22.0
    /// Between the leading symbol and the text, and between the text and the clear button.
    static let symbolToTextPt = 6.0, textToClearPt = 6.0
    /// `roundedRect`: iOS 26 a 36 pt capsule, the text 14 pt in from its ends, the clear button 10 pt; pre-26
    /// 34 pt with 5 pt corners. Pre-26 and the `line` and `bezel` styles: 7 pt insets, the clear button 6 pt (≈).
    static let liquidHeightPt = 36.0, liquidInsetPt = 14.0, liquidClearInsetPt = 10.0
    static let classicHeightPt = 34.0, classicCornerPt = 5.0, classicInsetPt = 7.0, classicClearInsetPt = 6.0
    /// The `line` and `bezel` borders: 1 pt.
    static let borderPt = 1.0
    /// The caret: 2 × 21 pt with 1 pt corners; 3 pt before right-to-left text's start.
    static let caretWidthPt = 2.0, caretHeightPt = 21.0, caretCornerPt = 1.0, caretBeforePt = 3.0

    static func string(_ o: ObjectNode, _ key: String) throws(SceneError) -> String {
        guard let n = o.optional(key) else { return "" }
        let s = try n.string()
        // Counted as the text layer counts them (Unicode scalars), so what passes here passes there.
        let count = s.unicodeScalars.count
        if count > SceneLimits.maxTextCharacters {
            throw n.error("expected at most \(SceneLimits.maxTextCharacters) characters, got \(count)")
        }
        return s
    }

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let text = try string(o, "text")
        let placeholder = try string(o, "placeholder")
        let border =
            try o.optional("borderStyle")?.choice(["roundedRect", "line", "bezel", "none"].map { ($0, $0) })
            ?? "roundedRect"
        let clear = try ControlInput.flag(o, "clearButton", default: false) && !text.isEmpty
        let focused = try ControlInput.flag(o, "focused", default: false)
        let symbol = try o.optional("symbol")?.symbolName()
        let tint = try ControlInput.color(o, "tint", default: "tint")
        let rounded = border == "roundedRect"
        let inset = rounded && c.liquid ? liquidInsetPt : border == "none" ? 0 : classicInsetPt
        let clearInset = rounded && c.liquid ? liquidClearInsetPt : classicClearInsetPt
        let shown = text.isEmpty ? placeholder : text
        let textWidth = Measure.width(shown, sizePt: fontPt, weight: c.settings.drawn(.regular))
        let lead = symbol == nil ? inset : inset + symbolBoxPt + symbolToTextPt
        let trail = clear ? clearInset + clearPt + textToClearPt : inset
        let f = try ControlInput.placed(o, "textField") {
            (lead + textWidth.rounded(.up) + trail, rounded && c.liquid ? liquidHeightPt : classicHeightPt)
        }
        // A part at its key where the scene wrote one, else after a colon (never a key the scene lacks).
        func part(_ key: String) -> String {
            o.optional(key) != nil ? "\(o.node.path).\(key)" : Provenance.part(o.node.path, key)
        }
        var layers = background(f, border, c)
        let none = RectPt(0, 0, 0, 0)
        /// `part` in a z-stack of `sizing` (its box, the gap beside it): the engine centres it there.
        func boxed(_ part: Primitive, _ sizing: StackSizing) -> Primitive {
            .stack(.init(axis: .zstack, layers: [.laid(part)], sizing: sizing))
        }
        // The row: the leading symbol in its box, the text (one line, leading) in what is left, the clear
        // button at the trailing end; the field's insets its padding.
        var row: [Primitive] = []
        if let symbol {
            let glyph = Primitive.symbol(
                .init(name: symbol, frame: none, sizePt: fontPt, weight: .regular, color: "secondaryLabel"))
            row.append(
                boxed(
                    .lowered(Provenance.tag(glyph.json, part("symbol"))),
                    StackSizing(
                        width: .fixedPt(symbolBoxPt + symbolToTextPt), padding: .init(trailingPt: symbolToTextPt))))
        }
        if !shown.isEmpty {
            let line = Primitive.text(
                .init(
                    text: shown, frame: none, font: LayerFont(sizePt: fontPt, weight: .regular),
                    color: .color(text.isEmpty ? "placeholderText" : "label"), alignment: .leading))
            let tagged = Provenance.tag(line.json, part(text.isEmpty ? "placeholder" : "text"))
            row.append(.laid(.lowered(tagged), StackSizing(lineLimit: 1)))
        }
        row.append(.spacer(minLengthPt: 0))
        if clear {
            let mark = Primitive.symbol(
                .init(
                    name: "xmark.circle.fill", frame: none, sizePt: clearSymbolPt, weight: .regular,
                    color: "tertiaryLabel"))
            row.append(
                boxed(
                    .lowered(Provenance.tag(mark.json, part("clearButton"))),
                    StackSizing(
                        width: .fixedPt(textToClearPt + clearPt), height: .fixedPt(clearPt),
                        padding: .init(leadingPt: textToClearPt))))
        }
        let field = Primitive.Stack(
            axis: .hstack, layers: row, spacingPt: Primitive.Stack.abuttingPt,
            sizing: StackSizing(
                width: .fixedPt(f[2]), height: .fixedPt(f[3]),
                padding: .init(leadingPt: inset, trailingPt: clear ? clearInset : inset)))
        layers += try LayoutPass(c, component: o.node.path).layers(
            of: .stack(field), in: RectPt(f[0], f[1], f[2], f[3])
        ).flatMap(Button.groupLayers)
        // The caret (the one part drawn after the text's end, not a part of the row): from the same figures.
        let textX = f[0] + lead
        let textW = max(1, f[2] - lead - trail)
        if focused {
            // At the text's end in its own direction: after it, or (Latin text in a right-to-left layout, Arabic
            // in a left-to-right one) before where it starts, which its leading alignment puts at its end.
            let rightToLeft = Bidi.paragraphDirection(Array(text.unicodeScalars)) == .rightToLeft
            let caretX =
                text.isEmpty
                ? textX - caretWidthPt / 2
                : rightToLeft != c.mirrors
                    ? textX - caretBeforePt : min(textX + textWidth + caretWidthPt / 2, textX + textW)
            layers.append(
                Primitive.shape(
                    .init(
                        frame: RectPt(caretX, f[1] + (f[3] - caretHeightPt) / 2, caretWidthPt, caretHeightPt),
                        corners: .radiusPt(caretCornerPt), fill: .color(tint))
                ).json)
        }
        return layers
    }

    static func background(_ f: [Double], _ border: String, _ c: LayoutContext) -> [JSONValue] {
        switch border {
        case "roundedRect" where c.liquid:
            return [
                Primitive.shape(
                    .init(frame: RectPt(f[0], f[1], f[2], f[3]), corners: .capsule, fill: "tertiarySystemFill")
                ).json
            ]
        case "roundedRect":
            // A one-pixel border: the border's colour beneath the field inset by a pixel.
            let px = 1 / c.scale
            return [
                Primitive.shape(
                    .init(
                        frame: RectPt(f[0], f[1], f[2], f[3]), corners: .radiusPt(classicCornerPt),
                        fill: "opaqueSeparator")
                ).json,
                Primitive.shape(
                    .init(
                        frame: RectPt(f[0] + px, f[1] + px, max(px, f[2] - 2 * px), max(px, f[3] - 2 * px)),
                        corners: .radiusPt(classicCornerPt - px), fill: "systemBackground")
                ).json,
            ]
        case "line", "bezel":
            let color = border == "line" ? "label" : "systemGray"
            // 1 pt, or the whole side of a narrower field (half of a denormal size underflows to 0).
            let w = min(borderPt, f[2])
            let h = min(borderPt, f[3])
            return [
                Primitive.shape(.init(frame: RectPt(f[0], f[1], f[2], h), corners: .radiusPt(0), fill: .color(color)))
                    .json,
                Primitive.shape(
                    .init(frame: RectPt(f[0], f[1] + f[3] - h, f[2], h), corners: .radiusPt(0), fill: .color(color))
                ).json,
                Primitive.shape(.init(frame: RectPt(f[0], f[1], w, f[3]), corners: .radiusPt(0), fill: .color(color)))
                    .json,
                Primitive.shape(
                    .init(frame: RectPt(f[0] + f[2] - w, f[1], w, f[3]), corners: .radiusPt(0), fill: .color(color))
                ).json,
            ]
        default: return []
        }
    }
}
