import GlassText

/// The tab bar's parts as typed stacks (`Primitive.Stack`), which the layout engine sizes and places: a tab's
/// cell (its touch target and selection behind a symbol over its label, its badge at the symbol's top right),
/// the bar's glass holding the cells, the glass circles, and the bar's line at the bottom of the screen inside
/// the side insets. The component says what each part holds and how it may size; the engine measures the text
/// as drawing will and chooses every frame.
extension TabBar {
    /// The frame a laid part is given before the engine chooses it (`Primitive.laid` drops it).
    static let unplaced = RectPt(0, 0, 0, 0)

    /// `part` laid out by the engine in `frame` (the screen when nil) at `at` in it: its layers at absolute
    /// frames, a stack's unwrapped from the group the engine makes of it (they keep their tags, and the
    /// component's path where they have none).
    static func laidOut(
        _ part: Primitive, in frame: RectPt? = nil, at: String, _ c: LayoutContext, path: String
    ) throws(SceneError) -> [JSONValue] {
        let frame = frame ?? RectPt(0, 0, c.widthPt, c.heightPt)
        return try LayoutPass(c, component: path).layers(of: part, in: frame, at: at).flatMap { layer in
            guard case .object(let m) = layer, m.first(where: { $0.key == "type" })?.value == .string("group"),
                case .array(let inner)? = m.first(where: { $0.key == "layers" })?.value
            else { return [layer] }
            return inner
        }
    }

    /// A laid symbol of the tab bar's (medium weight), tagged with `path` when given.
    static func symbolPart(
        _ name: String, sizePt: Double, color: LayerPaint, path: String?, _ sizing: StackSizing,
        weight: FontWeight = .medium
    ) -> Primitive {
        let mark = Primitive.symbol(.init(name: name, frame: unplaced, sizePt: sizePt, weight: weight, color: color))
            .json
        return .laid(.lowered(path.map { Provenance.tag(mark, $0) } ?? mark), sizing)
    }

    /// `text` leading in a z-stack filling the room its stack leaves it (a z-stack offers a text all its room,
    /// where an h-stack would share it with a spacer).
    static func leading(_ text: Primitive, _ sizing: StackSizing = StackSizing(width: .fill, height: .fill))
        -> Primitive
    {
        .stack(.init(axis: .zstack, layers: [text], alignment: "leading", sizing: sizing))
    }

    /// A laid one-line text of the tab bar's, tagged with `path`.
    static func textPart(
        _ text: String, _ font: LayerFont, color: LayerPaint, path: String, alignment: TextAlignment = .center
    ) -> Primitive {
        let t = Primitive.text(.init(text: text, frame: unplaced, font: font, color: color, alignment: alignment))
        return .laid(.lowered(Provenance.tag(t.json, path)), StackSizing(lineLimit: 1))
    }

    /// A glass circle `sizePt` across holding one medium symbol (the search circle, a minimized bar's tab, the
    /// sidebar button); the symbol tagged with `path` when given.
    static func circle(
        _ symbol: String, sizePt: Double, symbolSizePt: Double, color: LayerPaint = "label", path: String? = nil
    ) -> Primitive {
        let mark = symbolPart(symbol, sizePt: symbolSizePt, color: color, path: path, fill)
        return .laid(
            Primitive.glass(.init(frame: unplaced, corners: .capsule, content: [mark])),
            StackSizing(width: .fixedPt(sizePt), height: .fixedPt(sizePt)))
    }

    /// Fills what it is offered, both ways.
    static let fill = StackSizing(width: .fill, height: .fill)

    /// What lies behind a tab: its touch target (a clear shape named `tab`, which the layout audit measures),
    /// and, selected, the lighter inner capsule `pillInsetPt` in (its fill per look).
    static func cellBackground(_ t: Tab, pill: (light: String, dark: String)?) -> Primitive {
        let target = Primitive.shape(
            .init(frame: unplaced, corners: .radiusPt(0), fill: "clear", touchTarget: .tab)
        ).json
        let layers: [Primitive] = [.laid(.lowered(Provenance.tag(target, t.path)))]
        return .stack(
            .init(
                axis: .zstack, layers: layers + (pill.map { [self.pill(light: $0.light, dark: $0.dark)] } ?? []),
                sizing: fill))
    }

    /// The selected tab's lighter inner capsule, `pillInsetPt` in from its cell, its fill per look (the bar's
    /// glass may take either).
    static func pill(light: String, dark: String) -> Primitive {
        let shape = Primitive.shape(.init(frame: unplaced, corners: .capsule, fill: .perLook(light: light, dark: dark)))
        var sizing = fill
        sizing.padding = .all(pillInsetPt)
        return .stack(.init(axis: .zstack, layers: [.laid(shape)], sizing: sizing))
    }

    /// A tab's symbol (in its `symbolBoxPt` line) over its label (in a `labelHeightPt` line, one line, at its
    /// own size: tab labels do not grow with Dynamic Type), `liftPt` above where the bar draws them (the pre-26
    /// bar's lift, a lens's inset), and its badge: a z-stack filling its column, `background` behind it.
    static func tabCell(
        _ t: Tab, color: String, symbolSizePt: Double, item: TabBarAppearance.Item, liftPt: Double = 0,
        badgeOffsetPt: Double = TabBar.badgeOffsetPt, background: Primitive?
    ) -> Primitive {
        var visual = [
            symbolPart(
                t.symbol, sizePt: symbolSizePt, color: .written(item.iconColor ?? .string(color)),
                path: t.part("symbol"), StackSizing(width: .fill, height: .fixedPt(symbolBoxPt)))
        ]
        if !t.title.isEmpty {
            let font = LayerFont(sizePt: item.font.sizePt ?? labelSizePt, weight: item.font.weight ?? .medium)
            let label = textPart(
                t.title, font, color: .written(item.titleColor ?? .string(color)), path: t.part("title"))
            visual.append(
                .stack(.init(axis: .zstack, layers: [label], sizing: StackSizing(minHeightPt: labelHeightPt))))
        }
        visual.append(.spacer(minLengthPt: 0))
        var column = fill
        column.padding = .init(topPt: max(0, symbolTopPt - liftPt))
        let spacing = labelTopPt - symbolTopPt - symbolBoxPt
        var layers: [Primitive] = [.stack(.init(axis: .vstack, layers: visual, spacingPt: spacing, sizing: column))]
        if let badge = t.badge { layers.append(self.badge(t, badge, liftPt: liftPt, offsetPt: badgeOffsetPt)) }
        return .stack(.init(axis: .zstack, layers: layers, sizing: fill, background: background))
    }

    /// A tab's badge: a red capsule `badgeHeightPt` tall and at least as wide, its count `badgePaddingPt` in
    /// from either end (an empty badge: a `dotPt` dot), its leading edge `offsetPt` after the tab's centre
    /// (the right half of the column), `badgeTopPt` (a dot `dotTopPt`) below the bar's top, less `liftPt`.
    static func badge(_ t: Tab, _ text: String, liftPt: Double, offsetPt: Double) -> Primitive {
        let red = Provenance.tag(
            Primitive.shape(.init(frame: unplaced, corners: .capsule, fill: "systemRed")).json, t.part("badge"))
        let mark: Primitive
        let topPt: Double
        if text.isEmpty {
            // An empty badge is a dot, as `badgeValue = ""` shows (≈ 10 pt).
            mark = .laid(.lowered(red), StackSizing(width: .fixedPt(dotPt), height: .fixedPt(dotPt)))
            topPt = dotTopPt
        } else {
            let count = textPart(
                text, LayerFont(sizePt: badgeTextSizePt, weight: .regular), color: "white", path: t.part("badge"))
            let sizing = StackSizing(
                height: .fixedPt(badgeHeightPt), minWidthPt: badgeHeightPt,
                padding: .init(leadingPt: badgePaddingPt, trailingPt: badgePaddingPt))
            mark = .stack(.init(axis: .zstack, layers: [count], sizing: sizing, background: .laid(.lowered(red))))
            topPt = badgeTopPt
        }
        // The column's right half (a z-stack offers its mark all of it: a count is never cut short).
        let half = StackSizing(width: .fill)
        var right = fill
        right.padding = .init(topPt: max(0, topPt - liftPt), leadingPt: offsetPt)
        return .stack(
            .init(
                axis: .hstack,
                layers: [
                    .stack(.init(axis: .hstack, layers: [], sizing: half)),
                    .stack(.init(axis: .zstack, layers: [mark], alignment: "topLeading", sizing: right)),
                ], spacingPt: Primitive.Stack.abuttingPt, alignment: "top", sizing: fill))
    }

    /// The bar's glass (or, with `glass` false, the bare stack: the pre-26 iPad pill, a lens's line): `cells`
    /// side by side `paddingPt` in from its ends, on the bar's own background colour; `width` fill (the cells
    /// share it, up to `maxWidthPt`) or nil (as wide as its cells).
    static func bar(
        _ cells: [Primitive], heightPt: Double, width: StackSizing.Extent?, maxWidthPt: Double? = nil,
        paddingPt: Double = TabBar.paddingPt, background: Primitive?, glass: Bool = true
    ) -> Primitive {
        let sizing = StackSizing(width: width, height: .fixedPt(heightPt), maxWidthPt: maxWidthPt)
        var row = StackSizing(width: width, height: .fill, padding: .init(leadingPt: paddingPt, trailingPt: paddingPt))
        if !glass {
            row.height = sizing.height
            row.maxWidthPt = maxWidthPt
            return .stack(
                .init(
                    axis: .hstack, layers: cells, spacingPt: Primitive.Stack.abuttingPt, sizing: row,
                    background: background))
        }
        let tabs = Primitive.stack(
            .init(
                axis: .hstack, layers: cells, spacingPt: Primitive.Stack.abuttingPt, sizing: row, background: background
            ))
        return .laid(Primitive.glass(.init(frame: unplaced, corners: .capsule, content: [tabs])), sizing)
    }

    /// The bar's own background colour as a capsule behind its tabs (the tabs stay on glass).
    static func barColor(_ look: TabBarAppearance) -> Primitive? {
        look.backgroundColor.map {
            .laid(Primitive.shape(.init(frame: unplaced, corners: .capsule, fill: .written($0))))
        }
    }

    /// The rows at the bottom of the screen (the accessory over the bar's line), `accessoryGapPt` apart,
    /// `bottomInsetPt` above the bottom edge, inside the side insets (21 pt, or the side safe areas).
    static func bottom(_ rows: [Primitive], _ c: LayoutContext) -> Primitive {
        let (lead, trail) = sides(c)
        return .stack(
            .init(
                axis: .vstack, layers: rows, spacingPt: accessoryGapPt,
                sizing: StackSizing(
                    width: .fill,
                    padding: .init(bottomPt: bottomInsetPt, leadingPt: lead, trailingPt: trail))))
    }

    /// The accessory's glass, `accessoryHeightPt` tall, filling its row: its content lowered against the
    /// `widthPt` it gets there.
    static func accessoryPart(_ content: Node, widthPt: Double, _ c: LayoutContext) throws(SceneError) -> Primitive {
        guard case .object(let m) = try accessoryGlass(content, 0, 0, widthPt, c) else { return .spacer() }
        let glass = JSONValue.object(m)
        return .laid(.lowered(glass), StackSizing(width: .fill, height: .fixedPt(accessoryHeightPt)))
    }
}
