/// Where a panel opened from a button goes (a menu, a popover, an anchored action sheet): against its
/// `source`, the frame `[x, y, width, height]` of the button it opens from in screen points, and always on
/// screen. A panel stays inside the safe areas and `marginPt` from the screen's edges; one larger than that
/// room is shrunk to it (its content clipped), so a source off the canvas, or a tiny screen, still shows the
/// whole panel on the screen.
struct Anchor {
    /// The space kept between a panel and the screen's edges (beyond the safe areas), pt.
    static let marginPt = 8.0
    /// The gap between a source and a panel placed beside it (below or above), pt.
    static let gapPt = 8.0

    let x: Double, y: Double, width: Double, height: Double

    /// The source frame: positions within the controls' range, sizes 0 (a point) up to the controls' largest.
    static func source(_ n: Node) throws(SceneError) -> [Double] {
        guard case .array(let items) = n.value, items.count == IPadChrome.frameCount else {
            throw n.expected("a source frame [x, y, width, height] in points")
        }
        var f: [Double] = []
        for i in 0..<IPadChrome.frameCount {
            let e = n.element(i, items[i])
            f.append(
                i < 2
                    ? try e.number(in: ControlInput.positionRange, what: "a position in points")
                    : try e.number(in: 0...ControlInput.maxSize, what: "a size in points"))
        }
        return f
    }

    /// The room panels may take: the screen inside its safe areas, and at least `marginPt` from its edges;
    /// at least a point each way.
    static func room(_ c: LayoutContext) -> (x: Double, y: Double, width: Double, height: Double) {
        let x = max(c.safeLeftPt, marginPt)
        let y = max(c.safeTopPt, marginPt)
        let w = c.widthPt - max(c.safeRightPt, marginPt) - x
        let h = c.heightPt - max(c.safeBottomPt, marginPt) - y
        // A screen too small for the margins: the whole screen.
        let (rx, rw) = w >= 1 ? (x, w) : (0, max(1, c.widthPt))
        let (ry, rh) = h >= 1 ? (y, h) : (0, max(1, c.heightPt))
        return (rx, ry, rw, rh)
    }

    /// A panel `width` × `height` placed against `source`. `covering`: its top edge on the source's (the
    /// Liquid Glass menu grows out of its button); otherwise `gapPt` (default 8) below it. Where it does not fit below,
    /// it goes above (its bottom on the source's bottom when covering), whichever side has more room when
    /// neither fits. Its leading edge is on the source's when the source's centre is in the screen's leading
    /// half, its trailing edge on the source's otherwise (`alignCentre`: centred on the source). Then it is
    /// shrunk to the room and moved into it.
    static func place(
        width: Double, height: Double, source s: [Double], covering: Bool, alignCentre: Bool = false,
        gapPt: Double = Anchor.gapPt, _ c: LayoutContext
    ) -> (anchor: Anchor, below: Bool) {
        let room = room(c)
        let w = min(width, room.width)
        let h = min(height, room.height)
        let gap = covering ? 0 : gapPt
        let belowY = covering ? s[1] : s[1] + s[3] + gap
        let aboveY = covering ? s[1] + s[3] - h : s[1] - gap - h
        let roomBelow = room.y + room.height - belowY
        let roomAbove = aboveY + h - room.y
        let below = roomBelow >= h || (roomAbove < h && roomBelow >= roomAbove)
        var x: Double
        if alignCentre {
            x = s[0] + s[2] / 2 - w / 2
        } else {
            x = s[0] + s[2] / 2 < c.widthPt / 2 ? s[0] : s[0] + s[2] - w
        }
        x = min(max(x, room.x), room.x + room.width - w)
        let y = min(max(below ? belowY : aboveY, room.y), room.y + room.height - h)
        return (Anchor(x: x, y: y, width: w, height: h), below)
    }
}
