import GlassText

/// The inset grouped list's figures, by design, at the default text size (L); those tied to a text scale
/// with its style at the scene's Dynamic Type size (`LayoutContext.scaledPt`). ≈: glass's estimates, no
/// measurement gives them.
struct ListMetrics {
    /// The sections' side margins inside the side safe areas: 20 pt in a list 414 pt wide or wider (UIKit's
    /// wider layout margins of the large iPhones and iPads), else 16 pt.
    let marginPt: Double
    /// The sections' corner radius: Liquid Glass 26 pt (iOS 26's rounder sections); pre-26 10 pt.
    let cornerRadiusPt: Double
    /// The shortest row: Liquid Glass 52 pt (≈; iOS 26's rows are taller); pre-26 44 pt (UIKit's minimum).
    /// Rows grow past it to hold their text, never under 44 pt.
    let rowMinHeightPt: Double
    /// Above and below a row's text: Liquid Glass 15 pt (≈: a 22 pt line in a 52 pt row), pre-26 11 pt (the
    /// cell's layout margins around a 22 pt line in a 44 pt row).
    let rowVerticalPaddingPt: Double
    /// The row's content inset from each side of the section.
    static let rowInsetPt = 16.0
    /// A row's text (title and detail) is body; one line of it is 22 pt at L (body's leading).
    static let rowTextStyle = ComponentTextStyle.body
    static let rowLinePt = 22.0
    /// Between a title and its detail stacked under it (≈, the text-to-secondary-text padding).
    static let rowTitleToDetailPt = 3.0
    /// Between the title and a detail beside it, and before an accessory (the switch, the chevron).
    static let rowTextGapPt = 8.0
    /// The most lines a row's title or detail wraps onto (then "…").
    static let rowMaxLines = 12
    /// The icon: a tile 29 pt square at L with the symbol 17 pt medium, or a plain symbol 20 pt regular; both
    /// scale with the row's text. The title starts 15 pt after it (16 + 29 + 15 = 60 pt from the section's
    /// edge at L).
    static let iconTilePt = 29.0, iconTileSymbolPt = 17.0, iconPlainSymbolPt = 20.0, iconToTitlePt = 15.0
    /// The tile's corner radius at L: Liquid Glass 8 pt ≈, pre-26 7 pt ≈.
    let iconCornerPt: Double
    /// The chevron (`chevron.right`, 14 pt semibold in a column 10 pt wide at L), scaled with the text.
    static let chevronSymbolPt = 14.0, chevronWidthPt = 10.0
    /// How far short of the row's trailing edge separators stop (Liquid Glass 16 pt ≈, pre-26 0).
    let separatorTrailingPt: Double
    /// Column hairlines, pt.
    static let hairlinePt = 0.33
    /// A row's separator: one pixel of the canvas (0.33 pt at 3×), so the engine, which lays frames out on
    /// whole pixels, never rounds it away; at the opacity that gives it a 0.33 pt hairline's ink (1/3 at 1×).
    let separatorPt: Double, separatorOpacity: Double
    /// Headers: Liquid Glass subheadline semibold as written (15 pt at L, ≈), 20 pt lines; pre-26 footnote
    /// regular upper-cased (13 pt), 16 pt lines; both `secondaryLabel`, on up to 4 lines.
    let headerStyle: ComponentTextStyle, headerWeight: FontWeight, headerLinePt: Double, headerUppercased: Bool
    static let headerMaxLines = 4
    /// Above a section without a header (Liquid Glass 20 pt ≈, pre-26 35 pt); above and below a header's text.
    let gapPt: Double, headerAbovePt: Double, headerBelowPt: Double
    /// Footers: footnote regular `secondaryLabel` (13 pt at L), 16 pt lines, on up to 8 lines, this far below
    /// the section (Liquid Glass 8 pt ≈, pre-26 6 pt).
    let footerAbovePt: Double
    static let footerStyle = ComponentTextStyle.footnote, footerLinePt = 16.0, footerMaxLines = 8
    /// The narrowest row: its 16 pt insets and 32 pt of title.
    static let minimumRowWidthPt = 64.0

    init(_ c: LayoutContext, widthPt: Double) {
        marginPt = widthPt >= 414 ? 20 : 16
        let liquid = c.liquid
        cornerRadiusPt = liquid ? 26 : 10
        rowMinHeightPt = liquid ? 52 : 44
        rowVerticalPaddingPt = liquid ? 15 : 11
        iconCornerPt = liquid ? 8 : 7
        separatorTrailingPt = liquid ? 16 : 0
        (headerStyle, headerWeight, headerLinePt, headerUppercased) =
            liquid ? (.subheadline, .semibold, 20, false) : (.footnote, .regular, 16, true)
        (gapPt, headerAbovePt, headerBelowPt) = liquid ? (20, 12, 8) : (35, 17, 6)
        footerAbovePt = liquid ? 8 : 6
        separatorPt = 1 / c.scale
        separatorOpacity = min(1, Self.hairlinePt / separatorPt)
    }
}
