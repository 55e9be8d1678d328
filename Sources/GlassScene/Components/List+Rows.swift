import GlassText

/// A row as the stacks the layout engine sizes and places, at the scene's Dynamic Type size and Bold Text
/// weight: an h-stack of the icon (a symbol filling its tile, the tile the icon's background), the text (its
/// vertical padding inside it) and the accessory (the chevron, or the switch), at least the shortest row tall
/// and growing with its text; its separator is its background, a hairline along its bottom from the title's
/// leading edge. As `UIListContentConfiguration.valueCell` does, the detail goes beside the title when both
/// fit on one line below the accessibility sizes; otherwise it stacks under the title, each wrapping.
extension InsetGroupedList {
    /// Row `row` of a section `widthPt` wide; `separator`: a hairline below it (every row but the last).
    static func rowStack(
        _ row: Row, widthPt: Double, separator: Bool, _ m: ListMetrics, _ c: LayoutContext, _ pass: LayoutPass
    ) throws(SceneError) -> Primitive {
        let style = ListMetrics.rowTextStyle
        let iconPt = row.icon == nil ? 0 : c.scaledPt(ListMetrics.iconTilePt, with: style)
        var layers: [Primitive] = []
        if let icon = row.icon { layers.append(iconStack(icon, sidePt: iconPt, row, m, c)) }
        let accessory = self.accessory(row, c)
        // The room beside the icon and before the accessory, for the detail's place: beside or under.
        var roomPt = widthPt - 2 * ListMetrics.rowInsetPt
        if row.icon != nil { roomPt -= iconPt + ListMetrics.iconToTitlePt }
        if let accessory { roomPt -= accessory.widthPt + ListMetrics.rowTextGapPt }
        layers.append(
            try textStack(
                row, roomPt: roomPt, leadingPt: row.icon == nil ? 0 : ListMetrics.iconToTitlePt,
                trailingPt: accessory == nil ? 0 : ListMetrics.rowTextGapPt, m, c, pass))
        if let accessory { layers.append(accessory.part) }
        let titleOffsetPt = ListMetrics.rowInsetPt + (row.icon == nil ? 0 : iconPt + ListMetrics.iconToTitlePt)
        return .stack(
            .init(
                axis: .hstack, layers: layers, spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(
                    width: .fill, minHeightPt: m.rowMinHeightPt,
                    padding: .init(leadingPt: ListMetrics.rowInsetPt, trailingPt: ListMetrics.rowInsetPt)),
                background: separator ? hairline(leadingPt: titleOffsetPt, trailingPt: m.separatorTrailingPt, m) : nil))
    }

    /// The separator under a row: a hairline along the bottom of the row's frame, inset from its edges.
    static func hairline(leadingPt: Double, trailingPt: Double, _ m: ListMetrics) -> Primitive {
        let line = Primitive.shape(
            .init(frame: RectPt(0, 0, 0, 0), corners: .radiusPt(0), fill: "separator", opacity: m.separatorOpacity))
        return .stack(
            .init(
                axis: .zstack, layers: [.laid(line, StackSizing(height: .fixedPt(m.separatorPt)))], alignment: "bottom",
                sizing: StackSizing(
                    width: .fill, height: .fill, padding: .init(leadingPt: leadingPt, trailingPt: trailingPt))))
    }

    /// The icon: its symbol filling a square `sidePt` on a side (drawn centred), on its rounded tile.
    static func iconStack(
        _ icon: (symbol: String, color: String, tile: Bool), sidePt: Double, _ row: Row, _ m: ListMetrics,
        _ c: LayoutContext
    ) -> Primitive {
        let style = ListMetrics.rowTextStyle
        let zero = RectPt(0, 0, 0, 0)
        let symbolPt = icon.tile ? ListMetrics.iconTileSymbolPt : ListMetrics.iconPlainSymbolPt
        let symbol = Provenance.tag(
            Primitive.symbol(
                .init(
                    name: icon.symbol, frame: zero, sizePt: c.scaledPt(symbolPt, with: style),
                    weight: icon.tile ? .medium : .regular, color: .color(icon.tile ? "white" : icon.color))
            ).json, row.path + ".icon")
        let tile = Primitive.shape(
            .init(
                frame: zero, corners: .radiusPt(c.scaledPt(m.iconCornerPt, with: style)), fill: .color(icon.color)))
        return .stack(
            .init(
                axis: .zstack, layers: [.laid(.lowered(symbol), StackSizing(width: .fill, height: .fill))],
                sizing: StackSizing(width: .fixedPt(sidePt), height: .fixedPt(sidePt)),
                background: icon.tile ? .laid(tile) : nil))
    }

    /// The chevron (a column of its scaled width) or the switch, and its width; nil without one.
    static func accessory(_ row: Row, _ c: LayoutContext) -> (part: Primitive, widthPt: Double)? {
        let style = ListMetrics.rowTextStyle
        if let on = row.toggle {
            let toggle = Switch.stack(on: on, tint: Switch.defaultTint, c)
            return (.lowered(Provenance.tag(toggle.json, row.path + ".toggle")), Switch.trackPt(c).width)
        }
        guard row.chevron else { return nil }
        let w = c.scaledPt(ListMetrics.chevronWidthPt, with: style)
        let chevron = Primitive.symbol(
            .init(
                name: "chevron.right", frame: RectPt(0, 0, 0, 0),
                sizePt: c.scaledPt(ListMetrics.chevronSymbolPt, with: style), weight: .semibold,
                color: "tertiaryLabel"))
        return (
            .laid(.lowered(Provenance.tag(chevron.json, row.path + ".chevron")), StackSizing(width: .fixedPt(w))), w
        )
    }

    /// The title and detail with the row's vertical padding (and the gaps after the icon and before the
    /// accessory): side by side when both fit on one line in `roomPt` below the accessibility sizes, the
    /// detail at its one line's width; else the detail under the title, each wrapping.
    static func textStack(
        _ row: Row, roomPt: Double, leadingPt: Double, trailingPt: Double, _ m: ListMetrics, _ c: LayoutContext,
        _ pass: LayoutPass
    ) throws(SceneError) -> Primitive {
        let line = c.linePt(ListMetrics.rowLinePt, ListMetrics.rowTextStyle, weight: .regular)
        let sizing = StackSizing(width: .fill, minHeightPt: line, lineLimit: ListMetrics.rowMaxLines)
        let title = rowText(row.title, row.path + ".title", secondary: false, .leading, c)
        let padding = StackSizing.PaddingPt(
            topPt: m.rowVerticalPaddingPt, bottomPt: m.rowVerticalPaddingPt, leadingPt: leadingPt,
            trailingPt: trailingPt)
        guard let detail = row.detail.flatMap({ $0.isEmpty ? nil : $0 }) else {
            return .stack(
                .init(
                    axis: .hstack, layers: [.laid(title, sizing)], sizing: StackSizing(width: .fill, padding: padding)))
        }
        let beside = rowText(detail, row.path + ".detail", secondary: true, .trailing, c)
        let detailPt = try oneLinePt(beside, pass)
        if c.settings.dynamicType < .AX1, try oneLinePt(title, pass) + ListMetrics.rowTextGapPt + detailPt <= roomPt {
            let detailSizing = StackSizing(minWidthPt: detailPt, minHeightPt: line, lineLimit: 1)
            return .stack(
                .init(
                    axis: .hstack, layers: [.laid(title, sizing), .laid(beside, detailSizing)],
                    spacingPt: ListMetrics.rowTextGapPt, sizing: StackSizing(width: .fill, padding: padding)))
        }
        let under = rowText(detail, row.path + ".detail", secondary: true, .leading, c)
        return .stack(
            .init(
                axis: .vstack, layers: [.laid(title, sizing), .laid(under, sizing)],
                spacingPt: ListMetrics.rowTitleToDetailPt, alignment: "leading",
                sizing: StackSizing(width: .fill, padding: padding)))
    }

    /// A row's title (`label`) or detail (`secondaryLabel`) in body at the scene's size, tagged with `path`.
    static func rowText(
        _ s: String, _ path: String, secondary: Bool, _ alignment: TextAlignment, _ c: LayoutContext
    ) -> Primitive {
        let text = Primitive.text(
            .init(
                text: s, frame: RectPt(0, 0, 0, 0),
                font: LayerFont(sizePt: c.sizePt(ListMetrics.rowTextStyle), weight: .regular),
                color: .color(secondary ? "secondaryLabel" : "label"), alignment: alignment))
        return .lowered(Provenance.tag(text.json, path))
    }

    /// The width `text` takes on one line, as the engine measures it (whole pixels), pt.
    static func oneLinePt(_ text: Primitive, _ pass: LayoutPass) throws(SceneError) -> Double {
        let most = SceneLimits.maxPoints
        return try pass.size(of: .laid(text), offeredWidthPt: most, heightPt: most).widthPt
    }
}
