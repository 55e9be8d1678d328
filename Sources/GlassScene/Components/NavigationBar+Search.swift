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

    /// The inline title at the leading side between `from` and `to` (beside a centred search field),
    /// truncated; nil when not even "W…" fits.
    static func leadingTitle(_ title: String, _ subtitle: String?, from: Double, to: Double, sizes: TitleSizes)
        -> (x: Double, width: Double)?
    {
        if to - from < Measure.width("W…", sizePt: sizes.title, weight: sizes.titleWeight) { return nil }
        let needed = max(
            Measure.width(title, sizePt: sizes.title, weight: sizes.titleWeight),
            subtitle.map { Measure.width($0, sizePt: sizes.subtitle, weight: sizes.subtitleWeight) } ?? 0)
        return (from, min(needed + 1, to - from))
    }

    /// Where a navigation bar's search goes, in points (see `SearchSpec`).
    struct SearchLayout {
        let spec: SearchSpec
        let c: LayoutContext
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
            _ s: SearchSpec, _ c: LayoutContext, margin: Double, itemY: Double, itemHeight: Double, below: Double,
            _ o: ObjectNode
        ) throws(SceneError) {
            (spec, self.c, self.margin, self.itemY, self.itemHeight, self.below) = (
                s, c, margin, itemY, itemHeight, below
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
                    let cancel = measured + Self.titleSlackPt
                    let y = itemY + (itemHeight - SearchField.stackedFieldPt) / 2
                    let fieldWidth = w - 2 * margin - cancel - BarLayout.gapPt
                    try check(fieldWidth)
                    layers =
                        SearchField.field(s, margin, y, fieldWidth, SearchField.stackedFieldPt, liquid: false)
                        + [
                            Provenance.tag(
                                Primitive.text(
                                    .init(
                                        text: "Cancel", frame: RectPt(w - margin - cancel, itemY, cancel, itemHeight),
                                        font: LayerFont(sizePt: Self.cancelSizePt, weight: .regular), color: "tint")
                                ).json, s.path + ".active")
                        ]
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
                    layers =
                        SearchField.field(s, margin, itemY, fieldWidth, itemHeight, liquid: true)
                        + [SearchField.closeCircle(w - margin - itemHeight, itemY, itemHeight, path: s.path)]
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
                bottom += SearchField.field(s, side, y, fieldWidth, height, liquid: true)
                if s.active { bottom.append(SearchField.closeCircle(w - side - height, y, height, path: s.path)) }
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
                let y = below + (SearchField.stackedBandPt - SearchField.stackedFieldPt) / 2
                return (
                    SearchField.field(spec, margin, y, w - 2 * margin, SearchField.stackedFieldPt, liquid: false), nil
                )
            }
            guard SearchSpec.regularWidth(c) && !c.inSheet else { return ([], nil) }
            if spec.placement != .integratedCentered {
                let fw = SearchField.trailingWidthPt
                return (SearchField.field(spec, w - margin - fw, itemY, fw, itemHeight, liquid: true), nil)
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
            return (SearchField.field(spec, x, itemY, fw, itemHeight, liquid: true), (x, fw))
        }
    }
}
