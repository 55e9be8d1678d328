/// `UISwitch` (components.md §5): a 63 × 28 pt track (on: the tint, default `systemGreen`; off:
/// `systemFill`) with a white 37 × 24 pt capsule thumb inset 2 pt; pressed, the thumb turns to glass (a clear
/// glass capsule, 1.2× larger). Pre-26 (§6): a 51 × 31 pt track and a round 27 pt thumb. `origin` is the
/// top-left corner.
enum Switch {
    static let keys = ["type", "name", "origin", "on", "tint", "state"]

    // Metrics (components.md §5, §6).
    /// The track: Liquid Glass 63 × 28 pt, pre-26 51 × 31 pt. A switch keeps it at every text size.
    static let liquidTrackWidthPt = 63.0, liquidTrackHeightPt = 28.0
    static let classicTrackWidthPt = 51.0, classicTrackHeightPt = 31.0
    /// The thumb: Liquid Glass a 37 × 24 pt capsule, pre-26 a round 27 pt one; inset 2 pt from the track's end.
    static let liquidThumbWidthPt = 37.0, liquidThumbHeightPt = 24.0, classicThumbPt = 27.0
    static let thumbInsetPt = 2.0
    /// Pressed, the Liquid Glass thumb turns to a clear glass capsule 1.2× its size.
    static let pressedThumbFactor = 1.2
    /// The track's colour when on, by default.
    static let defaultTint = "systemGreen"

    /// The track's size in the scene's design.
    static func trackPt(_ c: LayoutContext) -> (width: Double, height: Double) {
        c.liquid ? (liquidTrackWidthPt, liquidTrackHeightPt) : (classicTrackWidthPt, classicTrackHeightPt)
    }

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let p = try ControlInput.point(try o.required("origin"))
        let on = try ControlInput.flag(o, "on", default: false)
        let tint = try ControlInput.color(o, "tint", default: defaultTint)
        let pressed = try ControlInput.pressed(o)
        return layers(originPt: (p[0], p[1]), on: on, tint: tint, pressed: pressed, c).json
    }

    /// The track and thumb with the track's top-left at `originPt`.
    static func layers(originPt p: (Double, Double), on: Bool, tint: String, pressed: Bool, _ c: LayoutContext)
        -> [Primitive]
    {
        let (w, h) = trackPt(c)
        let (tw, th) = c.liquid ? (liquidThumbWidthPt, liquidThumbHeightPt) : (classicThumbPt, classicThumbPt)
        let track = Primitive.shape(
            .init(frame: RectPt(p.0, p.1, w, h), corners: .capsule, fill: .color(on ? tint : "systemFill")))
        let tx = on ? p.0 + w - thumbInsetPt - tw : p.0 + thumbInsetPt
        let ty = p.1 + (h - th) / 2
        if c.liquid && pressed {
            let (gw, gh) = (tw * pressedThumbFactor, th * pressedThumbFactor)
            return [
                track,
                .glass(
                    .init(frame: RectPt(tx + (tw - gw) / 2, ty + (th - gh) / 2, gw, gh), style: .clear, content: [])),
            ]
        }
        return [track, .shape(.init(frame: RectPt(tx, ty, tw, th), corners: .capsule, fill: "white"))]
    }

    /// The track and thumb as a stack the layout engine places (a list row's switch): the track its
    /// background, the thumb at the end `on` says, inset from it. No switch node is made for it.
    static func stack(on: Bool, tint: String, _ c: LayoutContext) -> Primitive {
        let (w, h) = trackPt(c)
        let (tw, th) = c.liquid ? (liquidThumbWidthPt, liquidThumbHeightPt) : (classicThumbPt, classicThumbPt)
        let zero = RectPt(0, 0, 0, 0)
        let track = Primitive.shape(.init(frame: zero, corners: .capsule, fill: .color(on ? tint : "systemFill")))
        let thumb = Primitive.shape(.init(frame: zero, corners: .capsule, fill: "white"))
        return .stack(
            .init(
                axis: .zstack, layers: [.laid(thumb, StackSizing(width: .fixedPt(tw), height: .fixedPt(th)))],
                alignment: on ? "trailing" : "leading",
                sizing: StackSizing(
                    width: .fixedPt(w), height: .fixedPt(h),
                    padding: .init(leadingPt: thumbInsetPt, trailingPt: thumbInsetPt)),
                background: .laid(track)))
    }
}

/// `UISlider` (components.md §5): a 6 pt track across the frame's middle, in the tint from the
/// `neutralValue` (default 0) to the `value` and `systemFill` elsewhere; `ticks` evenly spaced marks; a
/// 37 × 24 pt white capsule thumb at the value, or none when `thumb` is false (a progress bar). Pre-26:
/// a 28 pt round thumb with a shadow (`thumbShadow`), so it shows on white.
enum Slider {
    static let keys = ["type", "name", "frame", "value", "ticks", "neutralValue", "thumb", "tint"]

    // Metrics (components.md §5).
    /// The track: 6 pt tall, a capsule.
    static let trackHeightPt = 6.0
    /// The thumb: Liquid Glass a 37 × 24 pt capsule, pre-26 a round 28 pt one.
    static let liquidThumbWidthPt = 37.0, liquidThumbHeightPt = 24.0, classicThumbPt = 28.0
    /// Tick marks: 2 × 6 pt capsules 6 pt below the track's middle (≈); at most 100.
    static let tickWidthPt = 2.0, tickHeightPt = 6.0, tickBelowMiddlePt = 6.0, maxTicksCount = 100
    /// The pre-26 thumb's shadow (≈ UIKit's radius-4 shadow at 15%): 3 capsules 1, 2 and 3 pt larger than the
    /// thumb, 3 pt below it, and a 0.5 pt hairline around it.
    static let shadowLayersCount = 3, shadowDropPt = 3.0, shadowHairlinePt = 0.5
    /// `UISlider`'s default value: halfway.
    static let defaultValueFraction = 0.5

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let f = try ControlInput.frame(o)
        let value = try o.optional("value")?.number(in: 0...1, what: "a value") ?? defaultValueFraction
        let neutral = try o.optional("neutralValue")?.number(in: 0...1, what: "a neutral value") ?? 0
        let ticks = try o.optional("ticks")?.integer(in: 0...maxTicksCount, what: "a tick count") ?? 0
        let thumb = try ControlInput.flag(o, "thumb", default: true)
        let tint = try ControlInput.color(o, "tint", default: "tint")
        let (tw, th) = c.liquid ? (liquidThumbWidthPt, liquidThumbHeightPt) : (classicThumbPt, classicThumbPt)
        // The thumb's centre runs from half its width in from each end.
        let inset = thumb ? tw / 2 : 0
        let x0 = f[0] + inset
        let span = max(0, f[2] - 2 * inset)
        let y = f[1] + f[3] / 2
        let trackY = y - trackHeightPt / 2
        var layers = [
            Primitive.shape(
                .init(frame: RectPt(f[0], trackY, f[2], trackHeightPt), corners: .capsule, fill: "systemFill")
            ).json
        ]
        let a = x0 + span * min(neutral, value)
        let b = x0 + span * max(neutral, value)
        let fillFrom = min(neutral, value) == 0 ? f[0] : a
        if b - fillFrom > 0 {
            layers.append(
                Primitive.shape(
                    .init(
                        frame: RectPt(fillFrom, trackY, b - fillFrom, trackHeightPt), corners: .capsule,
                        fill: .color(tint))
                ).json)
        }
        if ticks >= 2 {
            for i in 0..<ticks {
                let tx = x0 + span * Double(i) / Double(ticks - 1)
                layers.append(
                    Primitive.shape(
                        .init(
                            frame: RectPt(tx - tickWidthPt / 2, y + tickBelowMiddlePt, tickWidthPt, tickHeightPt),
                            corners: .capsule, fill: "tertiaryLabel")
                    ).json)
            }
        }
        if thumb {
            let cx = x0 + span * value
            if !c.liquid { layers += thumbShadow(cx - tw / 2, y - th / 2, tw, th) }
            layers.append(
                Primitive.shape(.init(frame: RectPt(cx - tw / 2, y - th / 2, tw, th), corners: .capsule, fill: "white"))
                    .json)
        }
        return layers
    }
}

/// `UISegmentedControl` (components.md §5): a 32 pt tall capsule of `systemFill` across the frame's width,
/// centred in its height, with the selected segment's white (dark: `systemGray3`) capsule thumb inset 2 pt
/// and the titles 13 pt medium. Pre-26: the same with 8 pt corners (≈).
enum SegmentedControl {
    static let keys = ["type", "name", "frame", "segments", "selected"]

    // Metrics (components.md §5).
    /// The control: 32 pt tall; pre-26 corners 8 pt (≈) and its thumb's 7 pt (≈); the thumb inset 2 pt.
    static let heightPt = 32.0, classicCornerPt = 8.0, classicThumbCornerPt = 7.0, thumbInsetPt = 2.0
    /// The titles: 13 pt medium, 4 pt in from their segment's sides; a segment is 12 pt wide at least.
    static let titleSizePt = 13.0, titleInsetPt = 4.0, minimumSegmentWidthPt = 12.0
    static let maxSegmentsCount = 10
    /// What `selected` may be read as before it is checked against the segments: far beyond any index.
    static let indexLimitCount = 1e9
    static let indexRange = -indexLimitCount...indexLimitCount

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let f = try ControlInput.frame(o)
        let segNode = try o.required("segments")
        let segments = try segNode.array().map { n throws(SceneError) in try BarItem.nonEmpty(n) }
        if segments.isEmpty || segments.count > maxSegmentsCount {
            throw segNode.error("expected 1 to \(maxSegmentsCount) segments, got \(segments.count)")
        }
        var selected = 0
        if let s = o.optional("selected") {
            let v = try s.number(in: indexRange, what: "a segment index")
            guard v == v.rounded(), v >= 0, Int(v) < segments.count else {
                throw s.error("expected a segment index from 0 to \(segments.count - 1), got \(formatNumber(v))")
            }
            selected = Int(v)
        }
        let corners: LayerCorners = c.liquid ? .capsule : .radiusPt(classicCornerPt)
        let thumbCorners: LayerCorners = c.liquid ? .capsule : .radiusPt(classicThumbCornerPt)
        // Each segment holds its title in 4 pt margins and its thumb in 2 pt ones: 12 pt at least.
        if f[2] / Double(segments.count) < minimumSegmentWidthPt {
            let least = formatNumber(minimumSegmentWidthPt * Double(segments.count))
            throw o.node.child("frame", .null).element(2, .number(f[2])).error(
                "expected a width of at least \(least) pt for \(segments.count) segments, got \(formatNumber(f[2]))")
        }
        func filling(_ shape: Primitive) -> Primitive { .laid(shape, StackSizing(width: .fill, height: .fill)) }
        let none = RectPt(0, 0, 0, 0)
        // The selected segment's thumb: behind its title, inset in its segment.
        let thumb = Primitive.stack(
            .init(
                axis: .zstack,
                layers: [
                    filling(
                        .shape(
                            .init(frame: none, corners: thumbCorners, fill: .color(c.dark ? "systemGray3" : "white"))))
                ], sizing: StackSizing(padding: .all(thumbInsetPt))))
        // Equal segments across the track, each title centred in its own (one line, cut short with "…").
        let row = segments.enumerated().map { (i, s) -> Primitive in
            let title = Primitive.text(
                .init(text: s, frame: none, font: LayerFont(sizePt: titleSizePt, weight: .medium), color: "label"))
            let sides = StackSizing.PaddingPt(leadingPt: titleInsetPt, trailingPt: titleInsetPt)
            return .stack(
                .init(
                    axis: .zstack,
                    layers: [
                        .laid(
                            .lowered(Provenance.tag(title.json, o.node.path + ".segments[\(i)]")), .init(lineLimit: 1))
                    ],
                    sizing: StackSizing(width: .fill, height: .fill, padding: sides),
                    background: i == selected ? thumb : nil))
        }
        let control = Primitive.Stack(
            axis: .hstack, layers: row, spacingPt: Primitive.Stack.abuttingPt,
            sizing: StackSizing(width: .fixedPt(f[2]), height: .fixedPt(heightPt)),
            background: filling(.shape(.init(frame: none, corners: corners, fill: "systemFill"))))
        return try LayoutPass(c, component: o.node.path).layers(
            of: .stack(control), in: RectPt(f[0], f[1], f[2], f[3])
        ).flatMap(Button.groupLayers)
    }
}

extension Slider {
    /// The pre-26 thumb's shadow, so a white thumb shows on white: a 0.5 pt hairline of black at 6% around
    /// it, and a soft shadow 3 pt below, drawn as three capsules 1, 2 and 3 pt larger than the thumb at
    /// black 5% each (≈ UIKit's radius-4 shadow at 15%).
    static func thumbShadow(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [JSONValue] {
        var layers: [JSONValue] = []
        for k in stride(from: shadowLayersCount, through: 1, by: -1) {
            let grow = Double(k)
            layers.append(
                Primitive.shape(
                    .init(
                        frame: RectPt(x - grow, y + shadowDropPt - grow, w + 2 * grow, h + 2 * grow), corners: .capsule,
                        fill: "#0000000D")
                ).json)
        }
        let hair = shadowHairlinePt
        layers.append(
            Primitive.shape(
                .init(
                    frame: RectPt(x - hair, y - hair, w + 2 * hair, h + 2 * hair), corners: .capsule, fill: "#0000000F")
            ).json)
        return layers
    }
}
