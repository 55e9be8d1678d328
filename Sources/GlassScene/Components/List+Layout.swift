import GlassText

/// The list as the stacks the layout engine sizes and places, at the scene's Dynamic Type size: a v-stack of
/// sections, each its header (or the gap above a section without one), its card (a v-stack of rows on the
/// section's rounded fill, its background) and its footer. Headers and footers wrap; rows grow to hold their
/// text (`rowStack`).
extension InsetGroupedList {
    /// The sections as one v-stack filling the width it is laid out in, `leadingPt` and `trailingPt` in
    /// from its edges (the side safe areas and the margins).
    static func listStack(
        _ sections: [Section], widthPt: Double, leadingPt: Double, trailingPt: Double, _ m: ListMetrics,
        _ c: LayoutContext, _ pass: LayoutPass
    ) throws(SceneError) -> Primitive {
        var layers: [Primitive] = []
        for s in sections { layers.append(try sectionStack(s, widthPt: widthPt, m, c, pass)) }
        return .stack(
            .init(
                axis: .vstack, layers: layers, spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(width: .fill, padding: .init(leadingPt: leadingPt, trailingPt: trailingPt))))
    }

    /// One section `widthPt` wide: its header (or the gap), its card of rows, its footer.
    static func sectionStack(
        _ s: Section, widthPt: Double, _ m: ListMetrics, _ c: LayoutContext, _ pass: LayoutPass
    ) throws(SceneError) -> Primitive {
        var layers: [Primitive] = []
        let header = s.header.flatMap { $0.isEmpty ? nil : $0 }
        if let header {
            layers.append(
                caption(
                    m.headerUppercased ? header.uppercased() : header, s.path + ".header", style: m.headerStyle,
                    weight: m.headerWeight, linePt: m.headerLinePt, maxLines: ListMetrics.headerMaxLines,
                    abovePt: m.headerAbovePt, belowPt: m.headerBelowPt, c))
        }
        var rows: [Primitive] = []
        for (i, row) in s.rows.enumerated() {
            rows.append(try rowStack(row, widthPt: widthPt, separator: i < s.rows.count - 1, m, c, pass))
        }
        let fill = Primitive.shape(
            .init(
                frame: RectPt(0, 0, 0, 0), corners: .radiusPt(m.cornerRadiusPt),
                fill: "secondarySystemGroupedBackground"))
        layers.append(
            .stack(
                .init(
                    axis: .vstack, layers: rows, spacingPt: Primitive.Stack.abuttingPt,
                    sizing: StackSizing(width: .fill), background: .laid(fill))))
        if let footer = s.footer, !footer.isEmpty {
            layers.append(
                caption(
                    footer, s.path + ".footer", style: ListMetrics.footerStyle, weight: .regular,
                    linePt: ListMetrics.footerLinePt, maxLines: ListMetrics.footerMaxLines, abovePt: m.footerAbovePt,
                    belowPt: 0, c))
        }
        return .stack(
            .init(
                axis: .vstack, layers: layers, spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(width: .fill, padding: .init(topPt: header == nil ? m.gapPt : 0))))
    }

    /// A header or footer: `text` in `style`, `secondaryLabel`, wrapping across the section inside the rows'
    /// insets on up to `maxLines` lines, one line at least `linePt` at L (scaled) tall, `abovePt` and `belowPt`
    /// around it; tagged with `path`.
    static func caption(
        _ text: String, _ path: String, style: ComponentTextStyle, weight: FontWeight, linePt: Double, maxLines: Int,
        abovePt: Double, belowPt: Double, _ c: LayoutContext
    ) -> Primitive {
        let layer = Primitive.text(
            .init(
                text: text, frame: RectPt(0, 0, 0, 0),
                font: LayerFont(sizePt: c.sizePt(style), weight: weight.nearestLayerWeight), color: "secondaryLabel",
                alignment: .leading))
        let sizing = StackSizing(
            width: .fill, minHeightPt: c.linePt(linePt, style, weight: weight), lineLimit: maxLines)
        return .stack(
            .init(
                axis: .hstack, layers: [.laid(.lowered(Provenance.tag(layer.json, path)), sizing)],
                sizing: StackSizing(
                    width: .fill,
                    padding: .init(
                        topPt: abovePt, bottomPt: belowPt, leadingPt: ListMetrics.rowInsetPt,
                        trailingPt: ListMetrics.rowInsetPt))))
    }
}
