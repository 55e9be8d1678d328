import GlassText

/// A run of bar items as the typed stacks the layout engine sizes and places (`Primitive.Stack`): an h-stack
/// of Liquid Glass backgrounds hugging their items (capsules, a 44 pt circle for one symbol) or, in the
/// compatibility design, plain tinted items; the figures below are its spacing, padding and sizes.
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
    /// Each flexible space's share of the free width, pt, where flexible spaces share it: the width a flexible
    /// space inside a background bridged by it takes (those between backgrounds are spacers, taking as much).
    var flexibleSharePt = 0.0

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

    /// One segment of a bar as a part the engine sizes: a glass background hugging its items (`capsulePaddingPt`
    /// a side, a lone title `textPaddingPt` a side, never narrower than tall), an item with no glass, a fixed
    /// space, or a flexible space (`spacer` sharing the free width, or a `gapPt` gap on a navigation bar's side).
    /// `measuring`: flexible spaces take no room (what the items need at least).
    func part(_ seg: BarSegment, measuring: Bool = false) -> Primitive {
        switch seg {
        case .background(let items, let owner, let prominent, _):
            let alone = items.count == 1
            let content = items.map { it -> Primitive in
                if case .flexibleSpace = it.kind {
                    // A bridged background keeps the items on it, spread by the flexible space's share.
                    return flexibleShares ? Self.space(measuring ? 0 : flexibleSharePt) : Self.space(Self.gapPt)
                }
                return visual(it, alone: alone, prominent: prominent)
            }
            let tint = prominent ? (owner.tint ?? "tint") : nil
            var lone = false
            if alone, case .text = items[0].kind { lone = true }
            let side = lone ? Self.textPaddingPt : Self.capsulePaddingPt
            // The capsule is the items' touch target (the audit's `smallTarget`).
            let capsule = Primitive.glass(
                .init(
                    frame: RectPt(0, 0, height, height), corners: .capsule, tint: tint.map(LayerPaint.color),
                    content: [
                        Primitive.stack(.init(axis: .hstack, layers: content, spacingPt: Primitive.Stack.abuttingPt))
                    ],
                    touchTarget: .barItem))
            let sizing = StackSizing(
                height: .fixedPt(height), minWidthPt: height,
                padding: .init(leadingPt: side, trailingPt: side))
            return Primitive.lowered(Provenance.tag(Primitive.laid(capsule, sizing).json, owner.path))
        case .bare(let it): return visual(it, alone: true, prominent: false)
        case .fixed(let w): return Self.space(w)
        case .flexible: return flexible(measuring: measuring)
        }
    }

    /// A flexible space: the free width shared (a toolbar), else a gap.
    func flexible(measuring: Bool) -> Primitive {
        flexibleShares ? (measuring ? Self.space(0) : .spacer(minLengthPt: 0)) : Self.space(Self.gapPt)
    }

    /// An empty stack `widthPt` wide: room between items.
    static func space(_ widthPt: Double) -> Primitive {
        .stack(
            .init(
                axis: .hstack, layers: [], spacingPt: Primitive.Stack.abuttingPt,
                sizing: StackSizing(width: .fixedPt(widthPt))))
    }

    /// `items` as one h-stack, their segments `gapPt` apart (`fill`: as wide as offered where flexible spaces
    /// share what the items leave; without one the items hug their start).
    func stack(_ items: [BarItem], fill: Bool = false, measuring: Bool = false) -> Primitive {
        let flexible = items.contains { if case .flexibleSpace = $0.kind { true } else { false } }
        let fill = fill && flexible
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
        return .stack(
            .init(
                axis: .hstack, layers: segments.map { part($0, measuring: measuring) }, spacingPt: Self.gapPt,
                sizing: StackSizing(width: fill && !measuring ? .fill : nil, height: .fixedPt(height))))
    }

    /// The width `items` need, pt (flexible spaces at their least).
    func widthPt(_ items: [BarItem], _ pass: LayoutPass) throws(SceneError) -> Double {
        if items.isEmpty { return 0 }
        return try pass.size(of: stack(items, measuring: true), offeredWidthPt: SceneLimits.maxPoints, heightPt: height)
            .widthPt
    }

    /// `items` laid out by the engine in `frame` (at `at` in it: `leading`, `trailing`), the glass backgrounds
    /// of the side rendered together (iOS puts them in one glass container), ahead of the items with no glass.
    func layers(_ items: [BarItem], in frame: RectPt, at: String, fill: Bool = false, _ pass: LayoutPass)
        throws(SceneError) -> [JSONValue]
    {
        if items.isEmpty { return [] }
        let laid = Self.leaves(try pass.layers(of: stack(items, fill: fill), in: frame, at: at))
        let glass = laid.filter { Self.type($0) == "glass" }
        let rest = laid.filter { Self.type($0) != "glass" }
        if glass.isEmpty { return rest }
        return [Primitive.glassContainer(.init(children: glass.map(Primitive.lowered))).json] + rest
    }

    /// The layers of the groups a laid-out stack became (a stack draws nothing of its own).
    static func leaves(_ layers: [JSONValue]) -> [JSONValue] {
        layers.flatMap { layer -> [JSONValue] in
            guard type(layer) == "group", case .object(let m) = layer,
                case .array(let inner)? = m.first(where: { $0.key == "layers" })?.value
            else { return [layer] }
            return inner
        }
    }

    static func type(_ layer: JSONValue) -> String? {
        guard case .object(let m) = layer, case .string(let t)? = m.first(where: { $0.key == "type" })?.value else {
            return nil
        }
        return t
    }

    /// An item's symbol or title as a laid part, tagged with the item's path: a symbol in its slot, a title
    /// as wide as it measures (`groupedTextPaddingPt` a side in a shared capsule), the item's height tall.
    func visual(_ item: BarItem, alone: Bool, prominent: Bool) -> Primitive {
        let color = prominent ? "white" : (liquid ? (item.tint ?? "label") : (item.tint ?? "tint"))
        let tall = StackSizing(height: .fixedPt(height))
        switch item.kind {
        case .symbol(let name):
            let symbol = Primitive.symbol(
                .init(
                    name: name, frame: RectPt(0, 0, height, height),
                    sizePt: liquid ? Self.symbolSizePt : Self.classicSymbolSizePt,
                    weight: liquid ? .medium : .regular, color: .color(color)))
            let slot = StackSizing(width: .fixedPt(liquid ? slot : Self.classicSymbolSlotPt), height: .fixedPt(height))
            return Primitive.lowered(Provenance.tag(Primitive.laid(symbol, slot).json, item.path))
        case .text(let s, let semibold):
            let text = Primitive.text(
                .init(
                    text: s, frame: RectPt(0, 0, height, height),
                    font: LayerFont(sizePt: Self.titleSizePt, weight: semibold ? .semibold : .regular),
                    color: .color(color)))
            let laid = Primitive.lowered(Provenance.tag(Primitive.laid(text, tall).json, item.path))
            guard liquid && !alone else { return laid }
            let side = Self.groupedTextPaddingPt
            return .stack(
                .init(
                    axis: .hstack, layers: [laid], spacingPt: Primitive.Stack.abuttingPt,
                    sizing: StackSizing(padding: .init(leadingPt: side, trailingPt: side))))
        case .search(let placeholder):
            let glass = Primitive.laid(
                Primitive.symbol(
                    .init(
                        name: "magnifyingglass", frame: RectPt(0, 0, height, height), sizePt: Self.searchIconSizePt,
                        weight: .medium, color: "secondaryLabel")),
                StackSizing(width: .fixedPt(Self.searchIconBoxPt), height: .fixedPt(height)))
            var parts = [Primitive.lowered(Provenance.tag(glass.json, item.path))]
            // The placeholder is the item's `search` string; the magnifying glass stays at the item.
            if !placeholder.isEmpty {
                let text = Primitive.text(
                    .init(
                        text: placeholder, frame: RectPt(0, 0, height, height),
                        font: LayerFont(sizePt: Self.titleSizePt, weight: .regular), color: "secondaryLabel",
                        alignment: .leading))
                var sizing = tall
                sizing.lineLimit = 1
                parts.append(
                    Primitive.lowered(Provenance.tag(Primitive.laid(text, sizing).json, item.path + ".search")))
            }
            // The glass 8 pt in, the placeholder 40 pt in, the item 120 pt wide at least (as before: the
            // placeholder's frame kept 8 pt short of the end, plus the capsule's padding).
            let row = Primitive.stack(
                .init(
                    axis: .hstack, layers: parts,
                    spacingPt: Self.searchTextInsetPt - Self.searchIconInsetPt - Self.searchIconBoxPt))
            return .stack(
                .init(
                    axis: .zstack, layers: [row], alignment: "leading",
                    sizing: StackSizing(
                        minWidthPt: Self.searchMinimumWidthPt,
                        padding: .init(
                            leadingPt: Self.searchIconInsetPt,
                            trailingPt: Self.searchTextEndPt + Self.capsulePaddingBothPt))))
        default: return Self.space(0)
        }
    }
}

extension LayoutContext {
    /// The wider of the side safe areas, pt (0 but on a Face ID iPhone in landscape): components are laid out
    /// left to right and then mirrored, so each keeps this clear on both sides.
    var sideSafePt: Double { max(safeLeftPt, safeRightPt) }
}
