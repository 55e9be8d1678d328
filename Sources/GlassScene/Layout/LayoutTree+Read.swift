extension LayoutTree {
    /// `width` / `height` (a number, `"fill"`, or absent) and their `min…` / `max…` bounds, in points, each
    /// at most `maxPt`.
    func readSizing(_ o: ObjectNode, into box: inout LayoutBox, maxPt: Double) throws(SceneError) {
        box.width = try extent(o.optional("width"), what: "a width", maxPt: maxPt)
        box.height = try extent(o.optional("height"), what: "a height", maxPt: maxPt)
        let range = 0...maxPt
        (box.minWidthPt, box.maxWidthPt) = try bounds(o, "minWidth", "maxWidth", range, "a width")
        (box.minHeightPt, box.maxHeightPt) = try bounds(o, "minHeight", "maxHeight", range, "a height")
    }

    func extent(_ node: Node?, what: String, maxPt: Double) throws(SceneError) -> LayoutBox.Extent {
        guard let node else { return .auto }
        if case .string = node.value {
            return try node.choice([("fill", LayoutBox.Extent.fill)])
        }
        guard case .number = node.value else { throw node.expected("\(what) in points or \"fill\"") }
        return .fixed(try node.number(in: 0...maxPt, what: "\(what) in points"))
    }

    /// A minimum and a maximum, each optional; the maximum at least the minimum.
    func bounds(_ o: ObjectNode, _ minKey: String, _ maxKey: String, _ range: ClosedRange<Double>, _ what: String)
        throws(SceneError) -> (Double, Double)
    {
        let lo = try o.optional(minKey)?.number(in: range, what: "\(what) in points") ?? 0
        guard let maxNode = o.optional(maxKey) else { return (lo, .infinity) }
        let hi = try maxNode.number(in: range, what: "\(what) in points")
        if hi < lo {
            throw maxNode.error(
                "\(maxKey) \(formatNumber(hi)) is under \(minKey) \(formatNumber(lo)); expected at least \(formatNumber(lo))"
            )
        }
        return (lo, hi)
    }

    /// A stack's `spacing`, `padding` and `alignment`.
    func readStack(_ o: ObjectNode, axis: LayoutBox.Axis?, into box: inout LayoutBox) throws(SceneError) {
        box.spacingPt =
            try o.optional("spacing")?.number(in: 0...SceneLimits.maxPoints, what: "a spacing in points")
            ?? Self.defaultSpacingPt
        try readPadding(o, into: &box)
        try readAlignment(o, axis: axis, into: &box)
    }

    /// `padding`: a number (every edge), `true` (16 pt on every edge), or some of `top`, `bottom`, `leading`,
    /// `trailing` (which swap in right to left) and `left`, `right` (which never do).
    func readPadding(_ o: ObjectNode, into box: inout LayoutBox) throws(SceneError) {
        guard let node = o.optional("padding") else { return }
        let range = 0...SceneLimits.maxPoints
        switch node.value {
        case .bool(let on):
            let v = on ? Self.defaultPaddingPt : 0
            (box.padTop, box.padBottom, box.padLeading, box.padTrailing) = (v, v, v, v)
        case .number:
            let v = try node.number(in: range, what: "a padding in points")
            (box.padTop, box.padBottom, box.padLeading, box.padTrailing) = (v, v, v, v)
        case .object:
            let p = try node.object(allowed: ["top", "bottom", "leading", "trailing", "left", "right"])
            func edge(_ key: String) throws(SceneError) -> Double {
                try p.optional(key)?.number(in: range, what: "a padding in points") ?? 0
            }
            let (left, right) = (try edge("left"), try edge("right"))
            box.padTop = try edge("top")
            box.padBottom = try edge("bottom")
            // Layout space is left to right; a right-to-left layout is mirrored after, so the physical left is
            // its trailing side there.
            box.padLeading = try edge("leading") + (rightToLeft ? right : left)
            box.padTrailing = try edge("trailing") + (rightToLeft ? left : right)
        default:
            throw node.expected("a padding in points, true, or {\"top\", \"bottom\", \"leading\", \"trailing\", …}")
        }
    }

    static let zAlignments: [(String, (Double, Double))] = [
        ("topLeading", (0, 0)), ("top", (0.5, 0)), ("topTrailing", (1, 0)), ("leading", (0, 0.5)),
        ("center", (0.5, 0.5)), ("trailing", (1, 0.5)), ("bottomLeading", (0, 1)), ("bottom", (0.5, 1)),
        ("bottomTrailing", (1, 1)),
    ]

    /// `alignment`: across an h-stack (`top`, `center`, `bottom`, `firstTextBaseline`, `lastTextBaseline`),
    /// across a v-stack (`leading`, `center`, `trailing`), or both ways in a z-stack or glass.
    func readAlignment(_ o: ObjectNode, axis: LayoutBox.Axis?, into box: inout LayoutBox) throws(SceneError) {
        guard let node = o.optional("alignment") else { return }
        switch axis {
        case .horizontal:
            let a: (Double, LayoutBox.Baseline?) = try node.choice([
                ("top", (0, nil)), ("center", (0.5, nil)), ("bottom", (1, nil)), ("firstTextBaseline", (0, .first)),
                ("lastTextBaseline", (0, .last)),
            ])
            (box.alignY, box.baseline) = a
        case .vertical:
            box.alignX = try node.choice([("leading", 0.0), ("center", 0.5), ("trailing", 1.0)])
        case nil:
            (box.alignX, box.alignY) = try node.choice(Self.zAlignments)
        }
    }

    /// How far box `i` can shrink and grow along each axis, from its children's (visited once, after them).
    mutating func flex(_ i: Int) {
        let b = boxes[i]
        var w = (lo: 0.0, hi: Double.infinity)
        var h = (lo: 0.0, hi: Double.infinity)
        switch b.kind {
        case .text(let t):
            // From one line to as many as it may wrap to: text grows taller where it is narrower, so a stack
            // sizes what cannot grow (fixed sizes, symbols) before it, and it takes the height they leave.
            let lines = Double(t.lineLimit > 0 ? t.lineLimit : min(1000, t.text.unicodeScalars.count))
            (w, h) = ((0, t.idealWidthPt), (t.lineHeightPt, t.lineHeightPt * lines))
        case .natural(let nw, let nh): (w, h) = ((nw, nw), (nh, nh))
        case .image(let nw, let nh):
            // Down to nothing, up to its own size; a side given sets the other by the ratio.
            (w, h) = ((0, nw), (0, nh))
            if case .fixed(let v) = b.width, b.height == .auto, nw > 0 { h = (v * nh / nw, v * nh / nw) }
            if case .fixed(let v) = b.height, b.width == .auto, nh > 0 { w = (v * nw / nh, v * nw / nh) }
        case .flexible: break
        case .control(let height): h = (height, height)
        case .spacer(let axis, let length):
            w = axis == .vertical ? (0, 0) : (length, .infinity)
            h = axis == .horizontal ? (0, 0) : (length, .infinity)
        case .stack, .glass:
            guard !b.children.isEmpty || b.isStack else { break }
            let axis = b.kind.axis
            let gaps = b.spacingPt * Double(max(0, b.children.count - 1))
            w = (0, 0)
            h = (0, 0)
            for c in b.children {
                let (cw, ch) = (boxes[c].flexWidth, boxes[c].flexHeight)
                w = axis == .horizontal ? (w.lo + cw.lo, w.hi + cw.hi) : (max(w.lo, cw.lo), max(w.hi, cw.hi))
                h = axis == .vertical ? (h.lo + ch.lo, h.hi + ch.hi) : (max(h.lo, ch.lo), max(h.hi, ch.hi))
            }
            if axis == .horizontal { w = (w.lo + gaps, w.hi + gaps) }
            if axis == .vertical { h = (h.lo + gaps, h.hi + gaps) }
            w = (w.lo + b.padWidth, w.hi + b.padWidth)
            h = (h.lo + b.padHeight, h.hi + b.padHeight)
        }
        boxes[i].flexWidth = b.flex(w, .horizontal)
        boxes[i].flexHeight = b.flex(h, .vertical)
    }
}
