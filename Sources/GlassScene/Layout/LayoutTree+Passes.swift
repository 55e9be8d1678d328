extension LayoutTree {
    /// Propose, choose: box `i` is offered `widthPt` × `heightPt` and chooses its size; a stack offers each
    /// child an equal share of what remains along its axis, least flexible first (fixed sizes, then text,
    /// then spacers and fills), so a long label takes the room a short one leaves. Each box is sized once.
    mutating func size(_ i: Int, _ widthPt: Double, _ heightPt: Double) {
        state.sized += 1
        let b = boxes[i]
        let cw = max(0, b.inner(widthPt, .horizontal) - b.padWidth)
        let ch = max(0, b.inner(heightPt, .vertical) - b.padHeight)
        var content = (w: cw, h: ch)
        switch b.kind {
        case .text(let t):
            let m = state.layoutCache.measure(t, widthPt: cw, heightPt: ch)
            content = (m.widthPt, m.heightPt)
            boxes[i].lines = m.lines
            boxes[i].textMostWidthPt = m.mostWidthPt
        case .natural(let w, let h): content = (w, h)
        case .image(let w, let h): content = b.imageSize(w, h, cw, ch)
        case .flexible: break
        case .control(let h): content.h = h
        case .spacer(let axis, let length):
            content = (axis == .vertical ? 0 : max(length, cw), axis == .horizontal ? 0 : max(length, ch))
        case .glass where b.children.isEmpty: break
        case .stack(.horizontal?), .stack(.vertical?):
            content = distribute(i, cw, ch)
        case .stack(nil), .glass:
            content = (0, 0)
            for c in b.children {
                size(c, cw, ch)
                content = (max(content.w, boxes[c].widthPt), max(content.h, boxes[c].heightPt))
            }
        }
        boxes[i].contentWidthPt = content.w
        boxes[i].contentHeightPt = content.h
        boxes[i].widthPt = b.chosen(contentPt: content.w + b.padWidth, offeredPt: widthPt, .horizontal)
        boxes[i].heightPt = b.chosen(contentPt: content.h + b.padHeight, offeredPt: heightPt, .vertical)
        if let background = b.background { size(background, boxes[i].widthPt, boxes[i].heightPt) }
        baselines(i)
    }

    /// A stack's children sized along its axis, least flexible first; the block they make.
    mutating func distribute(_ i: Int, _ cw: Double, _ ch: Double) -> (w: Double, h: Double) {
        let b = boxes[i]
        let horizontal = b.kind.axis == .horizontal
        let n = b.children.count
        let gaps = b.spacingPt * Double(max(0, n - 1))
        var remaining = (horizontal ? cw : ch) - gaps
        func range(_ c: Int) -> Double {
            let f = horizontal ? boxes[c].flexWidth : boxes[c].flexHeight
            return f.hi - f.lo
        }
        let order = b.children.indices.sorted { (range(b.children[$0]), $0) < (range(b.children[$1]), $1) }
        for (k, position) in order.enumerated() {
            let c = b.children[position]
            let share = max(0, remaining) / Double(n - k)
            if horizontal { size(c, share, ch) } else { size(c, cw, share) }
            remaining -= horizontal ? boxes[c].widthPt : boxes[c].heightPt
        }
        var along = gaps
        var across = 0.0
        var above = 0.0
        var below = 0.0
        for c in b.children {
            // The child's figures, not a copy of its box (a box holds arrays and a node: copies cost retains).
            let (w, h) = (boxes[c].widthPt, boxes[c].heightPt)
            along += horizontal ? w : h
            across = max(across, horizontal ? h : w)
            let line = b.baseline == .last ? boxes[c].lastBaselinePt : boxes[c].firstBaselinePt
            (above, below) = (max(above, line), max(below, h - line))
        }
        if horizontal && b.baseline != nil {
            boxes[i].baselineAbovePt = above
            across = above + below
        }
        return horizontal ? (along, across) : (across, along)
    }

    /// Where the children's block sits in the box's room beyond its padding (0 leading/top … 1), each way.
    func blockAlignment(_ b: LayoutBox) -> (x: Double, y: Double) {
        switch b.kind {
        case .stack(.horizontal?): (0.5, b.baseline == nil ? b.alignY : 0.5)
        case .stack(.vertical?): (b.alignX, 0.5)
        default: (b.alignX, b.alignY)
        }
    }

    /// Child `c`'s offset in its parent's block, from the block's top-left.
    func offset(of c: Int, at k: Int, in b: LayoutBox, along: Double) -> (x: Double, y: Double) {
        let (freeX, freeY) = (b.contentWidthPt - boxes[c].widthPt, b.contentHeightPt - boxes[c].heightPt)
        switch b.kind.axis {
        case .horizontal?:
            let line = b.baseline == .last ? boxes[c].lastBaselinePt : boxes[c].firstBaselinePt
            return (along, b.baseline == nil ? freeY * b.alignY : b.baselineAbovePt - line)
        case .vertical?: return (freeX * b.alignX, along)
        case nil: return (freeX * b.alignX, freeY * b.alignY)
        }
    }

    /// Box `i`'s first and last text baselines from its top (a box without text: its bottom).
    mutating func baselines(_ i: Int) {
        let b = boxes[i]
        if case .text(let t) = b.kind {
            let top = (b.heightPt - Double(b.lines) * t.lineHeightPt) / 2
            boxes[i].firstBaselinePt = top + t.ascentPt
            boxes[i].lastBaselinePt = top + t.ascentPt + Double(b.lines - 1) * t.lineHeightPt
            return
        }
        guard let first = b.children.first, let last = b.children.last else {
            (boxes[i].firstBaselinePt, boxes[i].lastBaselinePt) = (b.heightPt, b.heightPt)
            return
        }
        let a = blockAlignment(b)
        let blockY = b.padTop + (b.heightPt - b.padHeight - b.contentHeightPt) * a.y
        let lastAlong = b.kind.axis == .vertical ? b.contentHeightPt - boxes[last].heightPt : 0
        let lastChild = b.kind.axis == .horizontal ? first : last
        boxes[i].firstBaselinePt = blockY + offset(of: first, at: 0, in: b, along: 0).y + boxes[first].firstBaselinePt
        boxes[i].lastBaselinePt =
            blockY + offset(of: lastChild, at: b.children.count - 1, in: b, along: lastAlong).y
            + boxes[lastChild].lastBaselinePt
    }

    /// Place: box `i` at (`xPt`, `yPt`) in the space it is drawn in (before mirroring), its children after
    /// it; a glass's children in the glass's own space.
    mutating func place(_ i: Int, _ xPt: Double, _ yPt: Double) {
        boxes[i].xPt = xPt
        boxes[i].yPt = yPt
        let b = boxes[i]
        let a = blockAlignment(b)
        var blockX = b.padLeading + (b.widthPt - b.padWidth - b.contentWidthPt) * a.x
        var blockY = b.padTop + (b.heightPt - b.padHeight - b.contentHeightPt) * a.y
        if case .glass = b.kind {} else { (blockX, blockY) = (blockX + xPt, blockY + yPt) }
        if let bg = b.background {
            place(bg, xPt + (b.widthPt - boxes[bg].widthPt) / 2, yPt + (b.heightPt - boxes[bg].heightPt) / 2)
        }
        var along = 0.0
        for (k, c) in b.children.enumerated() {
            let o = offset(of: c, at: k, in: b, along: along)
            place(c, blockX + o.x, blockY + o.y)
            along += (b.kind.axis == .horizontal ? boxes[c].widthPt : boxes[c].heightPt) + b.spacingPt
        }
    }
}

extension LayoutBox.Kind {
    /// A stack's axis (nil for a z-stack and everything else).
    var axis: LayoutBox.Axis? {
        if case .stack(let a) = self { return a }
        return nil
    }
}
