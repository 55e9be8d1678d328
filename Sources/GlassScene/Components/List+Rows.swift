import GlassText

extension InsetGroupedList {
    /// A row measured at the scene's Dynamic Type size and Bold Text weight, before it is drawn: its height
    /// (its text's lines and vertical padding, never under the shortest row, never under its icon), where
    /// its title starts, the room its accessory takes, and whether its detail goes beside the title or under
    /// it. As `UIListContentConfiguration.valueCell` does: side by side when both fit on one line below the
    /// accessibility sizes; otherwise stacked, each wrapping.
    struct RowLayout {
        /// One line of the row's text, pt.
        let linePt: Double
        /// The icon's side (its tile, or the plain symbol's box), pt; 0 without an icon.
        let iconPt: Double
        /// From the section's edge to the title's leading edge (where its separator starts), pt.
        let titleOffsetPt: Double
        /// The accessory's width and the gap before it, pt; 0 without one.
        let accessoryPt: Double
        let stacked: Bool
        let titleLines: Int, detailLines: Int
        /// A detail beside the title: its width (a point to spare, so it never wraps at a pixel's rounding).
        let detailWidthPt: Double
        /// The text's block: the title's lines, and when stacked the gap and the detail's lines, pt.
        let textHeightPt: Double
        let heightPt: Double

        init(_ row: Row, width: Double, _ m: ListMetrics, _ c: LayoutContext) {
            let style = ListMetrics.rowTextStyle
            let size = c.sizePt(style)
            linePt = c.linePt(ListMetrics.rowLinePt, style, weight: .regular)
            iconPt = row.icon == nil ? 0 : c.scaledPt(ListMetrics.iconTilePt, with: style)
            titleOffsetPt =
                ListMetrics.rowInsetPt + (row.icon == nil ? 0 : iconPt + ListMetrics.iconToTitlePt)
            if row.toggle != nil {
                accessoryPt = Switch.trackPt(c).width + ListMetrics.rowTextGapPt
            } else if row.chevron {
                accessoryPt = c.scaledPt(ListMetrics.chevronWidthPt, with: style) + ListMetrics.rowTextGapPt
            } else {
                accessoryPt = 0
            }
            let room = max(1, width - ListMetrics.rowInsetPt - accessoryPt - titleOffsetPt)
            let detail = row.detail.flatMap { $0.isEmpty ? nil : $0 }
            let titleWidth = c.textWidthPt(row.title, sizePt: size, weight: .regular)
            let detailWidth = detail.map { c.textWidthPt($0, sizePt: size, weight: .regular) + 1 } ?? 0
            let sideBySide =
                detail == nil
                || (c.settings.dynamicType < .AX1 && titleWidth + ListMetrics.rowTextGapPt + detailWidth <= room)
            stacked = !sideBySide
            func lines(_ s: String, _ w: Double) -> Int {
                Measure.lines(s, sizePt: size, weight: .regular, widthPt: w, c, max: ListMetrics.rowMaxLines)
            }
            if let detail, stacked {
                titleLines = lines(row.title, room)
                detailLines = lines(detail, room)
                detailWidthPt = 0
                textHeightPt =
                    Double(titleLines + detailLines) * linePt + ListMetrics.rowTitleToDetailPt
            } else {
                detailWidthPt = detailWidth
                let titleRoom = room - (detail == nil ? 0 : detailWidth + ListMetrics.rowTextGapPt)
                titleLines = lines(row.title, max(1, titleRoom))
                detailLines = detail == nil ? 0 : 1
                textHeightPt = Double(titleLines) * linePt
            }
            heightPt = max(
                m.rowMinHeightPt, textHeightPt + 2 * m.rowVerticalPaddingPt, iconPt,
                row.toggle == nil ? 0 : Switch.trackPt(c).height)
        }
    }
}
