import GlassText

extension NavigationBar {
    /// glass: a navigation bar in a sheet (Liquid Glass) has its items 16 pt from the sheet's top and sides, so
    /// a 44 pt circle is concentric with the sheet's 38 pt corners (≈).
    static let sheetInsetPt = 16.0

    /// A Liquid Glass bar's system items as iOS 26 draws them: `done` a prominent (tinted) glass circle with
    /// `checkmark`, in a sheet and at the top level alike; in a sheet, `cancel` a glass circle with `xmark`.
    /// `node` is the array the items were read from.
    static func systemItems(_ items: [BarItem], _ node: Node?, inSheet: Bool) -> [BarItem] {
        guard let node, case .array(let values) = node.value, values.count == items.count else { return items }
        return zip(items, values).map { item, value in
            guard case .object(let m) = value, case .string(let system)? = m.first(where: { $0.key == "system" })?.value
            else { return item }
            var changed = item
            switch system {
            case "done":
                changed.kind = .symbol("checkmark")
                changed.prominent = true
                changed.sharesBackground = false
            case "cancel" where inSheet:
                changed.kind = .symbol("xmark")
                changed.sharesBackground = false
            default: break
            }
            return changed
        }
    }

    /// Where a navigation bar's search goes, in points (see `SearchSpec`).
    struct SearchLayout {
        let spec: SearchSpec
        let c: LayoutContext
        let pass: LayoutPass
        let margin: Double, itemY: Double, itemHeight: Double, below: Double
        /// iPhone, `trailing`, inactive: a search button, the outermost trailing item.
        var button: BarItem? = nil
        /// Active on iPhone (`trailing`) or pre-26: the field (and close button) replace the bar's items and title.
        var takesBar = false
        var layers: [JSONValue] = []
        /// The field at the bottom of the screen (iPhone, `integrated`, `integratedCentered`).
        var bottom: [JSONValue] = []
        /// Room kept at the trailing edge for an iPad's field, and the band a pre-26 stacked field adds, pt.
        var trailingReservePt = 0.0
        var bandExtraPt = 0.0

        /// Apple (HIG): the narrowest search field, pt: a touch target.
        static let minimumFieldPt = 44.0
        /// glass: a measured title's point to spare, so its width never wraps at a pixel's rounding.
        static let titleSlackPt = 1.0
        /// Apple (pre-26): Cancel in 17 pt beside an active field.
        static let cancelSizePt = 17.0

        init(
            _ s: SearchSpec, _ c: LayoutContext, _ pass: LayoutPass, margin: Double, itemY: Double, itemHeight: Double,
            below: Double,
            _ o: ObjectNode
        ) throws(SceneError) {
            (spec, self.c, self.pass, self.margin, self.itemY, self.itemHeight, self.below) = (
                s, c, pass, margin, itemY, itemHeight, below
            )
            let w = c.widthPt
            let regular = SearchSpec.regularWidth(c) && !c.inSheet
            // The field's width where it is laid out now (a stacked or iPad one: checked in `place`).
            func check(_ width: Double) throws(SceneError) {
                if width < Self.minimumFieldPt {
                    throw (o.optional("search") ?? o.node).error(
                        "a search field needs \(formatNumber(Self.minimumFieldPt)) pt; the \(c.inSheet ? "sheet" : "screen") leaves \(formatNumber(max(0, width).rounded(.down))) pt"
                    )
                }
            }
            if !c.liquid {
                if s.active {
                    // Pre-26 an active search hides the bar: the field in its place, Cancel beside it.
                    takesBar = true
                    let measured = Measure.width(
                        "Cancel", sizePt: Self.cancelSizePt, weight: c.settings.drawn(.regular))
                    let fieldWidth = w - 2 * margin - measured - Self.titleSlackPt - BarLayout.gapPt
                    try check(fieldWidth)
                    let cancel = Primitive.text(
                        .init(
                            text: "Cancel", frame: RectPt(0, 0, itemHeight, itemHeight),
                            font: LayerFont(sizePt: Self.cancelSizePt, weight: .regular), color: "tint"))
                    let row = Primitive.stack(
                        .init(
                            axis: .hstack,
                            layers: [
                                NavigationBar.searchField(
                                    s, widthPt: fieldWidth, heightPt: SearchField.stackedFieldPt, liquid: false),
                                Primitive.lowered(
                                    Provenance.tag(
                                        Primitive.laid(cancel, StackSizing(height: .fixedPt(itemHeight))).json,
                                        s.path + ".active")),
                            ], spacingPt: BarLayout.gapPt))
                    layers = try NavigationBar.laid(row, RectPt(margin, itemY, w - 2 * margin, itemHeight), pass)
                } else {
                    bandExtraPt = SearchField.stackedBandPt
                }
            } else if regular {
                if s.placement != .integratedCentered {
                    trailingReservePt = SearchField.trailingWidthPt + BarLayout.gap
                }
            } else if s.placement == .trailing {
                if s.active {
                    takesBar = true
                    let fieldWidth = w - 2 * margin - itemHeight - BarLayout.gapPt
                    try check(fieldWidth)
                    let row = Primitive.stack(
                        .init(
                            axis: .hstack,
                            layers: [
                                NavigationBar.searchField(s, widthPt: fieldWidth, heightPt: itemHeight, liquid: true),
                                NavigationBar.closeCircle(sizePt: itemHeight, path: s.path),
                            ], spacingPt: BarLayout.gapPt))
                    layers = try NavigationBar.laid(row, RectPt(margin, itemY, w - 2 * margin, itemHeight), pass)
                } else {
                    button = BarItem(kind: .symbol("magnifyingglass"), sharesBackground: false, path: s.path)
                }
            } else {
                // The toolbar's place: 48 pt, 28 pt above the bottom edge and from the sides (inside the side safe
                // areas of an iPhone in landscape), under a soft edge.
                let height = Toolbar.itemHeightPt
                let y = c.heightPt - Toolbar.bottomInsetPt - height
                let side = Toolbar.sideInsetPt + c.sideSafePt
                let fieldWidth = w - 2 * side - (s.active ? height + BarLayout.gapPt : 0)
                try check(fieldWidth)
                if let other = c.chrome.bottomBar, !c.inSheet {
                    throw (o.optional("search") ?? o.node).error(
                        "an \"\(s.placement.rawValue)\" search field sits at the bottom, where the \(other) is; put a {\"search\": …} item in the toolbar or give the tab bar its search"
                    )
                }
                // No scroll edge in a sheet: the sheet is the glass.
                bottom =
                    c.inSheet
                    ? []
                    : [
                        Primitive.scrollEdge(
                            .init(
                                edge: .bottom, style: "soft",
                                sizePt: Toolbar.bottomInsetPt + height + Toolbar.edgeOverhangPt)
                        ).json
                    ]
                var row = [NavigationBar.searchField(s, widthPt: fieldWidth, heightPt: height, liquid: true)]
                if s.active { row.append(NavigationBar.closeCircle(sizePt: height, path: s.path)) }
                bottom += try NavigationBar.laid(
                    .stack(.init(axis: .hstack, layers: row, spacingPt: BarLayout.gapPt)),
                    RectPt(side, y, max(0, w - 2 * side), height), pass)
            }
        }

        /// The field in the bar once the items are drawn (`left`, `right`: where the leading items end and the
        /// trailing ones start), and a centred field's span (for the title beside it).
        func place(left: Double, right: Double, _ o: ObjectNode) throws(SceneError)
            -> (layers: [JSONValue], centred: (x: Double, width: Double)?)
        {
            let w = c.widthPt
            if !c.liquid {
                if takesBar { return ([], nil) }
                if w - 2 * margin < Self.minimumFieldPt {
                    throw (o.optional("search") ?? o.node).error(
                        "a search field needs \(formatNumber(Self.minimumFieldPt)) pt; the bar leaves \(formatNumber(max(0, w - 2 * margin).rounded(.down))) pt"
                    )
                }
                let field = NavigationBar.searchField(
                    spec, widthPt: w - 2 * margin, heightPt: SearchField.stackedFieldPt, liquid: false)
                return (
                    try NavigationBar.laid(
                        field, RectPt(margin, below, w - 2 * margin, SearchField.stackedBandPt), pass),
                    nil
                )
            }
            guard SearchSpec.regularWidth(c) && !c.inSheet else { return ([], nil) }
            if spec.placement != .integratedCentered {
                let fw = SearchField.trailingWidthPt
                let field = NavigationBar.searchField(spec, widthPt: fw, heightPt: itemHeight, liquid: true)
                return (try NavigationBar.laid(field, RectPt(w - margin - fw, itemY, fw, itemHeight), pass), nil)
            }
            // Centred, as wide as 400 pt, kept 8 pt clear of the items either side.
            let half = min(w / 2 - (left + BarLayout.gap), right - BarLayout.gap - w / 2)
            let fw = min(SearchField.centredWidthPt, 2 * half)
            if fw < SearchField.centredMinimumWidthPt {
                throw (o.optional("search") ?? o.node).error(
                    "a centred search field needs \(formatNumber(SearchField.centredMinimumWidthPt)) pt between the bar's items; there are \(formatNumber(max(0, 2 * half).rounded(.down))) pt"
                )
            }
            let x = (w - fw) / 2
            let field = NavigationBar.searchField(spec, widthPt: fw, heightPt: itemHeight, liquid: true)
            return (try NavigationBar.laid(field, RectPt(x, itemY, fw, itemHeight), pass), (x, fw))
        }
    }

    /// A search field as a part the engine lays out (as wide as it is offered, `heightPt` tall): a glass capsule
    /// (Liquid Glass) or the pre-26 rounded fill behind its row: the magnifying glass in its box `insetPt` in,
    /// the placeholder or text (one line, truncated) `textGapPt` after it, and the dictation or clear button in
    /// the same box at the trailing end. `widthPt` is the width it will be given: parts that would not fit it
    /// are left out, as a narrow field leaves them.
    static func searchField(_ s: SearchSpec, widthPt: Double, heightPt h: Double, liquid: Bool) -> Primitive {
        typealias F = SearchField
        let empty = s.text.isEmpty
        let inset = liquid ? F.insetPt : F.classicInsetPt
        let icon = liquid ? F.iconBoxPt : F.classicIconBoxPt
        let trailingIcon = empty ? (liquid ? "mic.fill" : nil) : "xmark.circle.fill"
        let textX = inset + icon + F.textGapPt
        let box = StackSizing(width: .fixedPt(icon), height: .fixedPt(h))
        func symbol(_ name: String, _ sizePt: Double, _ weight: FontWeight, _ part: String) -> Primitive {
            let mark = Primitive.symbol(
                .init(name: name, frame: RectPt(0, 0, icon, h), sizePt: sizePt, weight: weight, color: "secondaryLabel")
            )
            return .lowered(Provenance.tag(Primitive.laid(mark, box).json, s.part(part)))
        }
        var row = [symbol("magnifyingglass", liquid ? F.iconSizePt : F.classicIconSizePt, .medium, "icon")]
        let text = Primitive.text(
            .init(
                text: empty ? s.placeholder : s.text, frame: RectPt(0, 0, h, h),
                font: LayerFont(sizePt: F.textSizePt, weight: .regular),
                color: .color(empty ? "secondaryLabel" : "label"), alignment: .leading))
        let textSizing = StackSizing(width: .fill, height: .fixedPt(h), lineLimit: 1)
        let textWidth = widthPt - textX - (trailingIcon == nil ? inset : inset + icon + F.textGapPt)
        if textWidth > 0 {
            row.append(
                .lowered(Provenance.tag(Primitive.laid(text, textSizing).json, s.part(empty ? "placeholder" : "text"))))
        } else {
            row.append(.spacer(minLengthPt: 0))
        }
        if let trailingIcon, widthPt >= textX + icon + inset {
            row.append(symbol(trailingIcon, F.iconSizePt, .regular, empty ? "dictation" : "clearButton"))
        }
        let padding = StackSizing.PaddingPt(leadingPt: inset, trailingPt: inset)
        let content = Primitive.stack(
            .init(axis: .hstack, layers: row, spacingPt: F.textGapPt, sizing: StackSizing(width: .fill)))
        if liquid {
            let capsule = Primitive.glass(.init(frame: RectPt(0, 0, h, h), corners: .capsule, content: [content]))
            let sizing = StackSizing(width: .fill, height: .fixedPt(h), padding: padding, alignment: "leading")
            return .lowered(Provenance.tag(Primitive.laid(capsule, sizing).json, s.path))
        }
        // Pre-26: the fill behind the row, at the row's frame.
        let fill = Primitive.shape(
            .init(frame: RectPt(0, 0, h, h), corners: .radiusPt(F.stackedCornerPt), fill: "tertiarySystemFill"))
        return .stack(
            .init(
                axis: .hstack, layers: [content], spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(width: .fill, height: .fixedPt(h), padding: padding),
                background: .lowered(Provenance.tag(Primitive.laid(fill).json, s.path))))
    }

    /// A glass circle `sizePt` across with `xmark`: closes the search (the `active` key's).
    static func closeCircle(sizePt: Double, path: String) -> Primitive {
        let mark = Primitive.symbol(
            .init(
                name: "xmark", frame: RectPt(0, 0, sizePt, sizePt), sizePt: SearchField.closeSymbolSizePt,
                weight: .medium, color: "label"))
        let laidMark = Primitive.laid(mark, StackSizing(width: .fill, height: .fill))
        let circle = Primitive.glass(
            .init(
                frame: RectPt(0, 0, sizePt, sizePt), corners: .capsule,
                content: [.lowered(Provenance.tag(laidMark.json, path + ".active"))]))
        let sizing = StackSizing(width: .fixedPt(sizePt), height: .fixedPt(sizePt))
        return .lowered(Provenance.tag(Primitive.laid(circle, sizing).json, path + ".active"))
    }

    /// `part` laid out by the engine in `frame` (centred in it), as the layers it draws.
    static func laid(_ part: Primitive, _ frame: RectPt, _ pass: LayoutPass) throws(SceneError) -> [JSONValue] {
        BarLayout.leaves(try pass.layers(of: part, in: frame, at: "center"))
    }
}
