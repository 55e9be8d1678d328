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
    /// An alert's or action sheet's actions at the scene's text size: side by side or stacked, and the stack
    /// the engine lays them out in.
    struct ActionLayout {
        typealias M = AlertMetrics
        let sideBySide: Bool
        let buttonWidthPt: Double

        /// Two actions go side by side (`wanted`) below the accessibility sizes while each title fits on one
        /// line in half of `width`.
        init(_ actions: [Action], width: Double, sideBySide wanted: Bool, _ c: LayoutContext) {
            let size = c.sizePt(M.actionStyle)
            let half = (width - M.actionSpacingPt) / 2
            let beside =
                wanted && c.settings.dynamicType < .AX1
                && actions.allSatisfy {
                    c.textWidthPt($0.title, sizePt: size, weight: Self.weight($0)) <= half - 2 * M.actionSidePaddingPt
                }
            sideBySide = beside
            buttonWidthPt = beside ? half : width
        }

        /// An action's title weight: `cancel` semibold.
        static func weight(_ a: Action) -> FontWeight { a.style == "cancel" ? .semibold : .regular }

        /// How far a title is kept inside its action `widthPt` wide: `actionSidePaddingPt`, less in an action
        /// too narrow for it (a point of title is always left).
        static func sideInsetPt(_ widthPt: Double) -> Double { max(0, min(M.actionSidePaddingPt, (widthPt - 1) / 2)) }

        /// The actions' stack, `paddingPt` in from the panel's sides: Liquid Glass capsules (in a row side by
        /// side, else each under the one before); pre-26 titles in the tint, each under a hairline across the
        /// panel `classicHairlineAbovePt` above it (the two of a row on one line).
        func stack(_ actions: [Action], _ c: LayoutContext) -> Primitive {
            let sides = StackSizing.PaddingPt(leadingPt: M.paddingPt, trailingPt: M.paddingPt)
            let buttons = actions.map { button($0, c) }
            if c.liquid {
                return Primitive.stack(
                    .init(
                        axis: sideBySide ? .hstack : .vstack, layers: buttons, spacingPt: M.actionSpacingPt,
                        sizing: StackSizing(width: .fill, padding: sides)))
            }
            let hairline = Menu.linePt(ListMetrics.hairlinePt, c)
            var below = sides
            below.topPt = M.classicHairlineAbovePt - hairline
            // Each hairline over its actions, whose row keeps the rest of the space above them.
            func over(_ lines: [Primitive], _ row: Primitive) -> Primitive {
                let line = Primitive.stack(
                    .init(axis: .zstack, layers: lines, alignment: "top", sizing: StackSizing(width: .fill)))
                return Primitive.stack(
                    .init(
                        axis: .vstack, layers: [line, row], spacingPt: Primitive.Stack.abuttingPt,
                        sizing: StackSizing(width: .fill)))
            }
            let lines = actions.map { Menu.tagged(Menu.line(ListMetrics.hairlinePt, c), $0.path) }
            let items =
                sideBySide
                ? [
                    over(
                        lines,
                        Primitive.stack(
                            .init(
                                axis: .hstack, layers: buttons, spacingPt: M.actionSpacingPt,
                                sizing: StackSizing(width: .fill, padding: below))))
                ]
                : zip(lines, buttons).map { line, button in
                    over(
                        [line],
                        Primitive.stack(
                            .init(axis: .vstack, layers: [button], sizing: StackSizing(width: .fill, padding: below))))
                }
            return Primitive.stack(
                .init(
                    axis: .vstack, layers: items, spacingPt: M.actionSpacingPt - M.classicHairlineAbovePt,
                    sizing: StackSizing(width: .fill)))
        }

        /// One action: its title centred, `sideInsetPt` in, on at least `actionMinHeightPt` with
        /// `actionVerticalPaddingPt` above and below; Liquid Glass on a `systemFill` capsule behind it.
        func button(_ a: Action, _ c: LayoutContext) -> Primitive {
            let color = a.style == "destructive" ? "systemRed" : (c.liquid ? "label" : "tint")
            let title = Alert.text(
                a.title, M.actionStyle, weight: Self.weight(a), linePt: M.actionLinePt, maxLines: M.actionMaxLines,
                color, c, at: a.path)
            let capsule = Primitive.laid(
                .lowered(
                    Provenance.tag(
                        Primitive.shape(.init(frame: RectPt(0, 0, 0, 0), corners: .capsule, fill: "systemFill")).json,
                        a.path)))
            let inset = Self.sideInsetPt(buttonWidthPt)
            return Primitive.stack(
                .init(
                    axis: .vstack, layers: [title],
                    sizing: StackSizing(
                        width: .fill, minHeightPt: M.actionMinHeightPt,
                        padding: .init(
                            topPt: M.actionVerticalPaddingPt, bottomPt: M.actionVerticalPaddingPt, leadingPt: inset,
                            trailingPt: inset)),
                    background: c.liquid ? capsule : nil))
        }
    }
}
