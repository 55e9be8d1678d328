/// iOS 26's expanded search tab on iPhone (the search tab selected), laid out by the engine: the tab bar
/// collapses to a 48 pt glass circle holding the previous tab's symbol at the leading edge, 21 pt from the side
/// (on the side safe area in landscape, as the minimized bar), and the search circle grows into a 48 pt field
/// to the trailing edge, on the minimized bar's line. While the user types (`text` given) the circle gives way
/// to the field, and a 48 pt `xmark` circle closes the search.
extension TabBar {
    static func expandedSearch(symbol: String, symbolPath: String, _ s: SearchSpec, _ c: LayoutContext, path: String)
        throws(SceneError) -> [JSONValue]
    {
        let size = minimizedPt
        // The field's width, known before layout: it says which of its parts fit (as a navigation bar's field).
        let fieldWidth = SearchField.expandedFieldWidthPt(c)
        var line: [Primitive] = []
        if s.text.isEmpty {
            let tab = circle(symbol, sizePt: size, symbolSizePt: minimizedSymbolSizePt, path: symbolPath)
            line.append(.lowered(Provenance.tag(tab.json, symbolPath)))
            line.append(searchField(s, widthPt: fieldWidth))
        } else {
            line.append(searchField(s, widthPt: fieldWidth))
            let close = circle(
                "xmark", sizePt: size, symbolSizePt: SearchField.closeSymbolSizePt, path: s.path + ".active")
            line.append(.lowered(Provenance.tag(close.json, s.path + ".active")))
        }
        let row = Primitive.stack(
            .init(
                axis: .hstack, layers: line, spacingPt: searchGapPt,
                sizing: StackSizing(width: .fill, height: .fixedPt(heightPt))))
        return edgeAndGlass(
            try laidOut(bottom([row], c), at: "bottom", c, path: path), accessory: false, minimized: true)
    }

    /// The expanded search field: a glass capsule filling its room, `minimizedPt` tall, with the magnifying
    /// glass in its box `insetPt` in, the placeholder (or the text) one line `textGapPt` after it, and the
    /// dictation (or clear) symbol in its box at the trailing end, where the field's `widthPt` leaves room.
    static func searchField(_ s: SearchSpec, widthPt: Double) -> Primitive {
        typealias F = SearchField
        let empty = s.text.isEmpty
        let iconColor: LayerPaint = "secondaryLabel"
        let box = StackSizing(width: .fixedPt(F.iconBoxPt), height: .fill)
        var layers = [symbolPart("magnifyingglass", sizePt: F.iconSizePt, color: iconColor, path: s.part("icon"), box)]
        let textX = F.insetPt + F.iconBoxPt + F.textGapPt
        let textWidth = widthPt - textX - F.insetPt - F.iconBoxPt - F.textGapPt
        var middle: [Primitive] = []
        if textWidth > 0 {
            middle.append(
                textPart(
                    empty ? s.placeholder : s.text, LayerFont(sizePt: F.textSizePt, weight: .regular),
                    color: .color(empty ? "secondaryLabel" : "label"), path: s.part(empty ? "placeholder" : "text"),
                    alignment: .leading))
        }
        layers.append(
            .stack(
                .init(
                    axis: .zstack, layers: middle, alignment: "leading",
                    sizing: StackSizing(
                        width: .fill, height: .fill, padding: .init(leadingPt: F.textGapPt, trailingPt: F.textGapPt)))))
        if widthPt >= textX + F.iconBoxPt + F.insetPt {
            layers.append(
                symbolPart(
                    empty ? "mic.fill" : "xmark.circle.fill", sizePt: F.iconSizePt, color: iconColor,
                    path: s.part(empty ? "dictation" : "clearButton"), box, weight: .regular))
        }
        let content = Primitive.stack(
            .init(
                axis: .hstack, layers: layers, spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(
                    width: .fill, height: .fill, padding: .init(leadingPt: F.insetPt, trailingPt: F.insetPt))))
        let glass = Primitive.laid(
            Primitive.glass(.init(frame: unplaced, corners: .capsule, content: [content])),
            StackSizing(width: .fill, height: .fixedPt(minimizedPt)))
        return .lowered(Provenance.tag(glass.json, s.path))
    }
}
