import GlassText

/// Lays out a run of bar items along a bar, in points, and draws it: Liquid Glass backgrounds (capsules,
/// a 44 pt circle for one symbol) or, in the compatibility design, plain tinted items.
///
/// Metrics (≈ marks glass's estimates): items `height` tall (44 in a navigation bar, 48 in a toolbar); a
/// symbol takes a `height − 8` slot (36 pt centre to centre, capsules padded 4 pt, so one symbol is a
/// circle); a text item its title's width plus 14 pt a side in its own capsule (≈), plus 8 pt a side inside a
/// group (≈); separate backgrounds 8 pt apart (≈); symbols 19 pt medium (≈), titles 17 pt (done semibold).
/// Pre-26: no glass, items 8 pt apart, symbols 22 pt, everything in the tint colour.
struct BarLayout {
    let height: Double
    let liquid: Bool
    /// Flexible spaces: share the free width (a toolbar) or stand as a gap (a navigation bar's side).
    let flexibleShares: Bool
    /// The scene's settings: Bold Text widens the titles it measures.
    var settings = SceneSettings()

    // Metrics.
    /// Apple: symbol items in a shared capsule are 36 pt apart centre to centre, the capsule padded 4 pt a side.
    static let capsulePaddingPt = 4.0
    /// glass: separate backgrounds 8 pt apart (≈); pre-26, Apple's 8 pt between items.
    static let gapPt = 8.0
    /// glass: a text item's own capsule reaches 14 pt past its title a side (≈).
    static let textPaddingPt = 14.0
    /// glass: a text item inside a shared capsule takes 8 pt a side (≈).
    static let groupedTextPaddingPt = 8.0
    /// glass: symbols 19 pt medium (≈); pre-26, 22 pt regular in a 30 pt slot (≈).
    static let symbolSizePt = 19.0
    static let classicSymbolSizePt = 22.0, classicSymbolSlotPt = 30.0
    /// Apple: titles 17 pt (done semibold).
    static let titleSizePt = 17.0
    /// glass: a search item is at least 120 pt wide, its magnifying glass (17 pt in a 28 pt box) 8 pt in and its
    /// placeholder 40 pt in, 8 pt short of the end (≈).
    static let searchMinimumWidthPt = 120.0
    static let searchIconInsetPt = 8.0, searchIconBoxPt = 28.0, searchIconSizePt = 17.0
    static let searchTextInsetPt = 40.0, searchTextEndPt = 8.0

    /// The gap between separate backgrounds, pt (the name other components use).
    static var gap: Double { gapPt }
    /// A symbol's slot: the item's height less the capsule's padding either side.
    var slot: Double { height - Self.capsulePaddingBothPt }
    /// The padding a capsule adds to its items, both sides.
    static var capsulePaddingBothPt: Double { 2 * capsulePaddingPt }

    func textWidth(_ s: String, semibold: Bool) -> Double {
        Measure.width(s, sizePt: Self.titleSizePt, weight: settings.drawn(semibold ? .semibold : .regular))
    }

    /// The width of one item inside a background (or bare).
    func itemWidth(_ item: BarItem, alone: Bool) -> Double {
        switch item.kind {
        case .symbol: return liquid ? slot : Self.classicSymbolSlotPt
        case .text(let s, let semibold):
            let w = textWidth(s, semibold: semibold)
            let own = max(height, w + 2 * Self.textPaddingPt) - Self.capsulePaddingBothPt
            return liquid ? (alone ? own : w + 2 * Self.groupedTextPaddingPt) : w
        case .search(let placeholder):
            let ends = Self.searchTextInsetPt + Self.searchTextEndPt + Self.capsulePaddingBothPt
            return max(Self.searchMinimumWidthPt, textWidth(placeholder, semibold: false) + ends)
        case .fixedSpace(let w): return w
        case .flexibleSpace, .group: return 0
        }
    }

    /// Draws `items` from `x` (or ending at `x` when `alignEnd`) within `available` points (nil: as wide as
    /// they need) on the line at `y`. Returns the layers and the span used.
    func draw(_ items: [BarItem], x: Double, y: Double, available: Double?, alignEnd: Bool)
        -> (layers: [JSONValue], minX: Double, maxX: Double)
    {
        // Segment widths, flexible parts counted apart.
        let segments: [BarSegment] =
            liquid
            ? BarGrouping.segments(items)
            : items.map { item in
                switch item.kind {
                case .fixedSpace(let w): return .fixed(w)
                case .flexibleSpace: return .flexible
                default: return .bare(item)
                }
            }
        var fixed = 0.0
        var flexibles = 0
        for (i, seg) in segments.enumerated() {
            if i > 0 { fixed += Self.gapPt }
            switch seg {
            case .background(let items, _, _, _):
                fixed += Self.capsulePaddingBothPt
                for it in items {
                    if case .flexibleSpace = it.kind {
                        flexibles += 1
                    } else {
                        fixed += itemWidth(it, alone: items.count == 1)
                    }
                }
            case .bare(let it): fixed += itemWidth(it, alone: true)
            case .fixed(let w): fixed += w
            case .flexible: flexibles += 1
            }
        }
        let free = available.map { max(0, $0 - fixed) } ?? 0
        let flexibleWidth =
            flexibles > 0 && flexibleShares ? free / Double(flexibles) : (flexibleShares ? 0 : Self.gapPt)
        let total = fixed + Double(flexibles) * flexibleWidth
        var cursor = alignEnd ? x - total : x
        let start = cursor
        var layers: [JSONValue] = []
        var glass: [JSONValue] = []
        for (i, seg) in segments.enumerated() {
            if i > 0 { cursor += Self.gapPt }
            switch seg {
            case .background(let items, let owner, let prominent, _):
                var width = Self.capsulePaddingBothPt
                var content: [JSONValue] = []
                var inner = Self.capsulePaddingPt
                for it in items {
                    if case .flexibleSpace = it.kind {
                        inner += flexibleWidth
                        width += flexibleWidth
                        continue
                    }
                    let w = itemWidth(it, alone: items.count == 1)
                    content.append(contentsOf: visual(it, x: inner, y: 0, width: w, prominent: prominent))
                    inner += w
                    width += w
                }
                let tint = prominent ? (owner.tint ?? "tint") : nil
                // The capsule is the items' touch target (the audit's `smallTarget`).
                let capsule = Primitive.glass(
                    .init(
                        frame: RectPt(cursor, y, width, height), corners: .capsule, tint: tint.map(LayerPaint.color),
                        content: content.map(Primitive.lowered), touchTarget: .barItem)
                ).json
                glass.append(Provenance.tag(capsule, owner.path))
                cursor += width
            case .bare(let it):
                let w = itemWidth(it, alone: true)
                layers.append(contentsOf: visual(it, x: cursor, y: y, width: w, prominent: false))
                cursor += w
            case .fixed(let w): cursor += w
            case .flexible: cursor += flexibleWidth
            }
        }
        // The backgrounds of one bar side render together (iOS puts them in one glass container).
        if !glass.isEmpty {
            layers.insert(Primitive.glassContainer(.init(children: glass.map(Primitive.lowered))).json, at: 0)
        }
        return (layers, start, cursor)
    }

    /// An item's symbol or title in its slot, tagged with the item's path.
    func visual(_ item: BarItem, x: Double, y: Double, width: Double, prominent: Bool) -> [JSONValue] {
        Provenance.tag(untaggedVisual(item, x: x, y: y, width: width, prominent: prominent), item.path)
    }

    func untaggedVisual(_ item: BarItem, x: Double, y: Double, width: Double, prominent: Bool) -> [JSONValue] {
        let color = prominent ? "white" : (liquid ? (item.tint ?? "label") : (item.tint ?? "tint"))
        switch item.kind {
        case .symbol(let name):
            return [
                Primitive.symbol(
                    .init(
                        name: name, frame: RectPt(x, y, width, height),
                        sizePt: liquid ? Self.symbolSizePt : Self.classicSymbolSizePt,
                        weight: liquid ? .medium : .regular, color: .color(color))
                ).json
            ]
        case .text(let s, let semibold):
            return [
                Primitive.text(
                    .init(
                        text: s, frame: RectPt(x, y, width, height),
                        font: LayerFont(sizePt: Self.titleSizePt, weight: semibold ? .semibold : .regular),
                        color: .color(color))
                ).json
            ]
        case .search(let placeholder):
            let glass = Primitive.symbol(
                .init(
                    name: "magnifyingglass", frame: RectPt(x + Self.searchIconInsetPt, y, Self.searchIconBoxPt, height),
                    sizePt: Self.searchIconSizePt, weight: .medium, color: "secondaryLabel")
            ).json
            // No placeholder: the magnifying glass alone.
            if placeholder.isEmpty { return [glass] }
            // The placeholder is the item's `search` string; the magnifying glass stays at the item.
            return [
                glass,
                Provenance.tag(
                    Primitive.text(
                        .init(
                            text: placeholder,
                            frame: RectPt(
                                x + Self.searchTextInsetPt, y, width - Self.searchTextInsetPt - Self.searchTextEndPt,
                                height), font: LayerFont(sizePt: Self.titleSizePt, weight: .regular),
                            color: "secondaryLabel", alignment: .leading)
                    ).json, item.path + ".search"),
            ]
        default: return []
        }
    }
}

extension LayoutContext {
    /// The wider of the side safe areas, pt (0 but on a Face ID iPhone in landscape): components are laid out
    /// left to right and then mirrored, so each keeps this clear on both sides.
    var sideSafePt: Double { max(safeLeftPt, safeRightPt) }
}
