import GlassText

/// A section's text and rows laid out at the scene's Dynamic Type size (`ListMetrics` at L, scaled): headers
/// and footers wrap, rows grow to hold their text, and at the accessibility sizes (or when they do not fit
/// side by side) a value row stacks its detail under its title, as `UIListContentConfiguration` does.
extension InsetGroupedList {
    /// Lays out one section from `y` (its header, rows and footer) into `layers`; returns where the next
    /// section's gap starts.
    static func lowerSection(
        _ s: Section, x: Double, y: Double, width: Double, _ m: ListMetrics, _ c: LayoutContext,
        into layers: inout [JSONValue]
    ) throws(SceneError) -> Double {
        var y = y
        let textX = x + ListMetrics.rowInsetPt
        let textWidth = width - 2 * ListMetrics.rowInsetPt
        if let header = s.header, !header.isEmpty {
            let text = m.headerUppercased ? header.uppercased() : header
            let (layer, h) = block(
                text, style: m.headerStyle, weight: m.headerWeight, linePt: m.headerLinePt,
                maxLines: ListMetrics.headerMaxLines, x: textX, y: y + m.headerAbovePt, width: textWidth, c)
            layers.append(Provenance.tag(layer, s.path + ".header"))
            y += m.headerAbovePt + h + m.headerBelowPt
        } else {
            y += m.gapPt
        }
        let rows = s.rows.map { row in RowLayout(row, width: width, m, c) }
        let height = rows.reduce(0) { $0 + $1.heightPt }
        layers.append(
            Primitive.shape(
                .init(
                    frame: RectPt(x, y, width, height), corners: .radiusPt(m.cornerRadiusPt),
                    fill: "secondarySystemGroupedBackground")
            ).json)
        var ry = y
        for (i, (row, laid)) in zip(s.rows, rows).enumerated() {
            try lowerRow(row, laid, x: x, y: ry, width: width, m, c, into: &layers)
            ry += laid.heightPt
            if i < s.rows.count - 1 {
                let start = x + laid.titleOffsetPt
                let end = x + width - m.separatorTrailingPt
                layers.append(
                    Primitive.shape(
                        .init(
                            frame: RectPt(start, ry - m.separatorPt, end - start, m.separatorPt), corners: .radiusPt(0),
                            fill: "separator")
                    ).json)
            }
        }
        y += height
        if let footer = s.footer, !footer.isEmpty {
            let (layer, h) = block(
                footer, style: ListMetrics.footerStyle, weight: .regular, linePt: ListMetrics.footerLinePt,
                maxLines: ListMetrics.footerMaxLines, x: textX, y: y + m.footerAbovePt, width: textWidth, c)
            layers.append(Provenance.tag(layer, s.path + ".footer"))
            y += m.footerAbovePt + h
        }
        return y
    }

    /// A header or footer: `text` in `style`, `secondaryLabel`, wrapped at `width`; the layer and its height.
    static func block(
        _ text: String, style: ComponentTextStyle, weight: FontWeight, linePt: Double, maxLines: Int, x: Double,
        y: Double, width: Double, _ c: LayoutContext
    ) -> (JSONValue, Double) {
        let size = c.sizePt(style)
        let lines = Measure.lines(text, sizePt: size, weight: weight, widthPt: width, c, max: maxLines)
        let h = Double(lines) * c.linePt(linePt, style, weight: weight)
        let layer = Primitive.text(
            .init(
                text: text, frame: RectPt(x, y, width, h),
                font: LayerFont(sizePt: size, weight: weight.nearestLayerWeight), color: "secondaryLabel",
                alignment: .leading, lines: lines)
        ).json
        return (layer, h)
    }

    /// One row's icon, title, detail and accessory at `y`, `laid` out already.
    static func lowerRow(
        _ row: Row, _ laid: RowLayout, x: Double, y: Double, width: Double, _ m: ListMetrics, _ c: LayoutContext,
        into layers: inout [JSONValue]
    ) throws(SceneError) {
        let h = laid.heightPt
        let inset = x + ListMetrics.rowInsetPt
        if let icon = row.icon {
            let side = laid.iconPt
            let iy = y + (h - side) / 2
            if icon.tile {
                layers.append(
                    Primitive.shape(
                        .init(
                            frame: RectPt(inset, iy, side, side),
                            corners: .radiusPt(c.scaledPt(m.iconCornerPt, with: ListMetrics.rowTextStyle)),
                            fill: .color(icon.color))
                    ).json)
            }
            let symbolPt = icon.tile ? ListMetrics.iconTileSymbolPt : ListMetrics.iconPlainSymbolPt
            layers.append(
                Provenance.tag(
                    Primitive.symbol(
                        .init(
                            name: icon.symbol, frame: RectPt(inset, iy, side, side),
                            sizePt: c.scaledPt(symbolPt, with: ListMetrics.rowTextStyle),
                            weight: icon.tile ? .medium : .regular, color: .color(icon.tile ? "white" : icon.color))
                    ).json,
                    row.path + ".icon"))
        }
        var end = x + width - ListMetrics.rowInsetPt
        if let on = row.toggle {
            let sw = toggle(on, c)
            layers += sw.layers.map {
                Provenance.tag(
                    $0.offset(dxPt: end - sw.widthPt, dyPt: y + (h - sw.heightPt) / 2).json, row.path + ".toggle")
            }
        } else if row.chevron {
            let w = c.scaledPt(ListMetrics.chevronWidthPt, with: ListMetrics.rowTextStyle)
            layers.append(
                Provenance.tag(
                    Primitive.symbol(
                        .init(
                            name: "chevron.right", frame: RectPt(end - w, y, w, h),
                            sizePt: c.scaledPt(ListMetrics.chevronSymbolPt, with: ListMetrics.rowTextStyle),
                            weight: .semibold, color: "tertiaryLabel")
                    ).json,
                    row.path + ".chevron"))
        }
        end -= laid.accessoryPt
        let titleX = x + laid.titleOffsetPt
        let size = c.sizePt(ListMetrics.rowTextStyle)
        func text(_ s: String, _ tx: Double, _ ty: Double, _ tw: Double, _ th: Double, lines: Int, detail: Bool)
            -> JSONValue
        {
            Primitive.text(
                .init(
                    text: s, frame: RectPt(tx, ty, max(1, tw), th), font: LayerFont(sizePt: size, weight: .regular),
                    color: .color(detail ? "secondaryLabel" : "label"),
                    alignment: detail && !laid.stacked ? .trailing : .leading, lines: lines)
            ).json
        }
        if laid.stacked, let detail = row.detail {
            // The title's lines, the gap, the detail's lines: centred in the row as one block.
            let top = y + (h - laid.textHeightPt) / 2
            let th = Double(laid.titleLines) * laid.linePt
            layers.append(
                Provenance.tag(
                    text(row.title, titleX, top, end - titleX, th, lines: laid.titleLines, detail: false),
                    row.path + ".title"))
            layers.append(
                Provenance.tag(
                    text(
                        detail, titleX, top + th + ListMetrics.rowTitleToDetailPt, end - titleX,
                        Double(laid.detailLines) * laid.linePt, lines: laid.detailLines, detail: true),
                    row.path + ".detail"))
            return
        }
        if let detail = row.detail, laid.detailWidthPt > 0 {
            let dw = laid.detailWidthPt
            layers.append(
                Provenance.tag(text(detail, end - dw, y, dw, h, lines: 1, detail: true), row.path + ".detail"))
            end -= dw + ListMetrics.rowTextGapPt
        }
        layers.append(
            Provenance.tag(
                text(row.title, titleX, y, end - titleX, h, lines: laid.titleLines, detail: false), row.path + ".title")
        )
    }

    /// The switch component's own layers at the origin (as a `switch` with only `on` draws them), and its
    /// track's size. No switch node is made for it: the row's `toggle` is the user's.
    static func toggle(_ on: Bool, _ c: LayoutContext) -> (layers: [Primitive], widthPt: Double, heightPt: Double) {
        let track = Switch.trackPt(c)
        let layers = Switch.layers(originPt: (0, 0), on: on, tint: Switch.defaultTint, pressed: false, c)
        return (layers, track.width, track.height)
    }
}
