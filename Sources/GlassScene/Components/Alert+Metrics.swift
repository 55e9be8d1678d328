import GlassText

/// The alert's figures at the default text size (L), also an action sheet's panel; the lines and actions
/// scale with their text styles at the scene's Dynamic Type size. ≈: glass's estimates.
enum AlertMetrics {
    /// The panel: Liquid Glass 320 pt wide (≈), corners 35 pt (≈); pre-26 270 pt wide, corners 14 pt.
    static let liquidWidthPt = 320.0, liquidCornerPt = 35.0, classicWidthPt = 270.0, classicCornerPt = 14.0
    /// The screen's dimming behind an alert or action sheet: black 20%.
    static let dimColor = "#00000033"
    /// Around the panel's content.
    static let paddingPt = 20.0
    /// The title: headline (17 pt semibold at L) on 22 pt lines, up to 4 of them.
    static let titleStyle = ComponentTextStyle.headline, titleLinePt = 22.0, titleMaxLines = 4
    /// The message: footnote (13 pt at L) on 16 pt lines, up to 8 of them, 4 pt under the title.
    static let messageStyle = ComponentTextStyle.footnote, messageLinePt = 16.0, messageMaxLines = 8
    static let titleToMessagePt = 4.0
    /// Between the text and the first action.
    static let textToActionsPt = 20.0
    /// An action: body (17 pt at L, semibold for `cancel`) on 22 pt lines, up to 4 of them, 11 pt above and
    /// below, never under 44 pt; 8 pt apart (side by side and stacked); its title kept 8 pt (≈) inside its
    /// capsule. Pre-26 a 0.33 pt hairline runs 4 pt above each.
    static let actionStyle = ComponentTextStyle.body, actionLinePt = 22.0, actionMaxLines = 4
    static let actionVerticalPaddingPt = 11.0, actionMinHeightPt = 44.0, actionSpacingPt = 8.0
    static let actionSidePaddingPt = 8.0, classicHairlineAbovePt = 4.0
}

extension Alert {
    /// An alert's or action sheet's actions measured at the scene's text size: side by side or stacked,
    /// each title's lines and each action's height.
    struct ActionLayout {
        typealias M = AlertMetrics
        let sideBySide: Bool
        let buttonWidthPt: Double
        let lines: [Int]
        let heights: [Double]
        let linePt: Double

        init(_ actions: [Action], width: Double, sideBySide wanted: Bool, _ c: LayoutContext) {
            let size = c.sizePt(M.actionStyle)
            func weight(_ a: Action) -> FontWeight { a.style == "cancel" ? .semibold : .regular }
            let half = (width - M.actionSpacingPt) / 2
            let beside =
                wanted && c.settings.dynamicType < .AX1
                && actions.allSatisfy {
                    c.textWidthPt($0.title, sizePt: size, weight: weight($0)) <= half - 2 * M.actionSidePaddingPt
                }
            sideBySide = beside
            buttonWidthPt = beside ? half : width
            let textWidth = (beside ? half : width) - 2 * Self.sideInsetPt(beside ? half : width)
            let line = c.linePt(M.actionLinePt, M.actionStyle, weight: .regular)
            let counts = actions.map {
                Measure.lines(
                    $0.title, sizePt: size, weight: weight($0), widthPt: textWidth, c, max: M.actionMaxLines)
            }
            linePt = line
            lines = counts
            heights = counts.map { max(M.actionMinHeightPt, Double($0) * line + 2 * M.actionVerticalPaddingPt) }
        }

        /// How far a title is kept inside its action `widthPt` wide: `actionSidePaddingPt`, less in an action
        /// too narrow for it (a point of title is always left).
        static func sideInsetPt(_ widthPt: Double) -> Double { max(0, min(M.actionSidePaddingPt, (widthPt - 1) / 2)) }

        /// The actions' block: one row side by side, else each under the one before.
        var heightPt: Double {
            if sideBySide { return heights.max() ?? 0 }
            return heights.reduce(0, +) + Double(max(0, heights.count - 1)) * M.actionSpacingPt
        }

        /// The actions from (`x`, `y`) in a panel `panelWidth` wide: each a capsule (Liquid Glass) or a
        /// hairline above (pre-26) and its title, centred.
        func layers(_ actions: [Action], x: Double, y: Double, panelWidth: Double, _ c: LayoutContext)
            -> [JSONValue]
        {
            var out: [JSONValue] = []
            var by = y
            let rowHeight = heightPt
            for (i, a) in actions.enumerated() {
                let bx = sideBySide ? x + Double(i) * (buttonWidthPt + M.actionSpacingPt) : x
                let bh = sideBySide ? rowHeight : heights[i]
                let color = a.style == "destructive" ? "systemRed" : (c.liquid ? "label" : "tint")
                let back =
                    c.liquid
                    ? Primitive.shape(
                        .init(frame: RectPt(bx, by, buttonWidthPt, bh), corners: .capsule, fill: "systemFill")
                    ).json
                    : Primitive.shape(
                        .init(
                            frame: RectPt(0, by - M.classicHairlineAbovePt, panelWidth, ListMetrics.hairlinePt),
                            corners: .radiusPt(0), fill: "separator")
                    ).json
                let inset = Self.sideInsetPt(buttonWidthPt)
                let title = Primitive.text(
                    .init(
                        text: a.title, frame: RectPt(bx + inset, by, buttonWidthPt - 2 * inset, bh),
                        font: LayerFont(
                            sizePt: c.sizePt(M.actionStyle), weight: a.style == "cancel" ? .semibold : .regular),
                        color: .color(color), lines: lines[i])
                ).json
                out += Provenance.tag([back, title], a.path)
                if !sideBySide { by += bh + M.actionSpacingPt }
            }
            return out
        }
    }
}
