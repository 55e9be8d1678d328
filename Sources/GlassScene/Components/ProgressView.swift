import GlassCore

/// `UIProgressView` and the circular indicators. `style: "bar"` (the default): a track across the frame's
/// middle in `trackTint` (default `systemFill`), filled from the leading edge to `progress` (0…1) in `tint`
/// (default the scene's tint); iOS 26: a 6 pt capsule, as the thumbless slider's track; pre-26: 4 pt, 2 pt
/// corners. It has no width of its own, so it needs a `frame`. `style: "circular"` without a `progress`: the
/// activity indicator, 8 round spokes fading counter-clockwise behind the brightest at 12 o'clock, in `tint`
/// (default `secondaryLabel`); with a `progress`: a ring (track in `trackTint`) filled clockwise from 12
/// o'clock. `size`: `medium` 20 pt or `large` 37 pt (`UIActivityIndicatorView`'s sizes), the same in both
/// designs (≈). Right to left, the bar fills from the right; the ring still turns clockwise.
enum ProgressView {
    static let keys = ["type", "name", "frame", "center", "style", "progress", "tint", "trackTint", "size"]
    // Metrics (UIKit's progress and activity indicator views; ≈ from screenshots).
    /// The bar: Liquid Glass a 6 pt capsule (the thumbless slider's track); pre-26 4 pt with 2 pt corners.
    static let liquidBarHeightPt = 6.0, classicBarHeightPt = 4.0, classicBarCornerPt = 2.0
    /// The circular styles' sides: `medium` 20 pt, `large` 37 pt (`UIActivityIndicatorView`'s).
    static let mediumSidePt = 20.0, largeSidePt = 37.0
    /// The spokes' opacities, the brightest first, then counter-clockwise.
    static let spokesOpacity = [1, 0.85, 0.72, 0.6, 0.5, 0.42, 0.35, 0.3]
    /// A spoke runs from 0.225 to 0.425 of the side from the centre, 0.11 of the side wide; the ring's stroke
    /// is 0.15 of the side.
    static let spokeInnerFraction = 0.225, spokeOuterFraction = 0.425, spokeWidthFraction = 0.11
    static let ringWidthFraction = 0.15
    /// Path coordinates are written to 1/1000 pt.
    static let pathStepsPerPtCount = 1000.0

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let circular: Bool = try o.optional("style")?.choice([("bar", false), ("circular", true)]) ?? false
        let progress = try o.optional("progress")?.number(in: 0...1, what: "a progress")
        let trackTint = try ControlInput.color(o, "trackTint", default: "systemFill")
        let tint = try ControlInput.color(o, "tint", default: circular && progress == nil ? "secondaryLabel" : "tint")
        guard circular else {
            if o.optional("size") != nil {
                throw o.node.child("size", .null).error("a bar progress view has no size; give its \"frame\"")
            }
            let f = try ControlInput.placed(o, "progressView") {
                () throws(SceneError) -> (widthPt: Double, heightPt: Double) in
                throw o.node.error("a bar progressView needs a \"frame\" (it has no width of its own)")
            }
            return bar(f, progress ?? 0, tint: tint, trackTint: trackTint, c)
        }
        let side: Double =
            try o.optional("size")?.choice([("medium", mediumSidePt), ("large", largeSidePt)]) ?? mediumSidePt
        let f = ControlInput.centred(side, side, in: try ControlInput.placed(o, "progressView") { (side, side) })
        if let progress { return ring(f, progress, tint: tint, trackTint: trackTint) }
        return spinner(f, tint: tint)
    }

    static func bar(_ f: [Double], _ progress: Double, tint: String, trackTint: String, _ c: LayoutContext)
        -> [JSONValue]
    {
        let (h, corners): (Double, LayerCorners) =
            c.liquid ? (liquidBarHeightPt, .capsule) : (classicBarHeightPt, .radiusPt(classicBarCornerPt))
        let y = f[1] + (f[3] - h) / 2
        var layers = [
            Primitive.shape(.init(frame: RectPt(f[0], y, f[2], h), corners: corners, fill: .color(trackTint))).json
        ]
        // Nothing where the fill rounds to no width (a denormal frame at a fraction underflows to 0).
        let filled = f[2] * progress
        if filled > 0 {
            layers.append(
                Primitive.shape(.init(frame: RectPt(f[0], y, filled, h), corners: corners, fill: .color(tint))).json)
        }
        return layers
    }

    /// A stroked path in the box `f`, drawn in its own coordinates (0…side).
    static func stroke(_ d: String, _ f: [Double], color: String, width: Double, opacity: Double = 1) -> JSONValue {
        Primitive.path(
            .init(
                d: d, frame: RectPt(f[0], f[1], f[2], f[3]), viewBox: RectPt(0, 0, f[2], f[3]), fill: "none",
                stroke: .init(color: .color(color), width: width, cap: "round"), opacity: opacity)
        ).json
    }

    static func spinner(_ f: [Double], tint: String) -> [JSONValue] {
        let side = f[2]
        let (inner, outer, width) = (side * spokeInnerFraction, side * spokeOuterFraction, side * spokeWidthFraction)
        let mid = side / 2
        // From 12 o'clock, counter-clockwise, evenly round the circle.
        let step = 2 * Double.pi / Double(spokesOpacity.count)
        return spokesOpacity.enumerated().map { k, opacity in
            let angle = -Double.pi / 2 - step * Double(k)
            let (cx, cy) = (Math.cos(angle), Math.sin(angle))
            let d = "M\(n(mid + inner * cx)) \(n(mid + inner * cy))L\(n(mid + outer * cx)) \(n(mid + outer * cy))"
            return stroke(d, f, color: tint, width: width, opacity: opacity)
        }
    }

    static func ring(_ f: [Double], _ progress: Double, tint: String, trackTint: String) -> [JSONValue] {
        let side = f[2]
        let width = side * ringWidthFraction
        let r = (side - width) / 2
        let mid = side / 2
        let top = "M\(n(mid)) \(n(mid - r))"
        let circle =
            "\(top)A\(n(r)) \(n(r)) 0 1 1 \(n(mid)) \(n(mid + r))A\(n(r)) \(n(r)) 0 1 1 \(n(mid)) \(n(mid - r))"
        var layers = [stroke(circle, f, color: trackTint, width: width)]
        if progress >= 1 {
            layers.append(stroke(circle, f, color: tint, width: width))
        } else if progress > 0 {
            let angle = -Double.pi / 2 + 2 * Double.pi * progress
            let d =
                "\(top)A\(n(r)) \(n(r)) 0 \(2 * progress > 1 ? 1 : 0) 1 \(n(mid + r * Math.cos(angle))) \(n(mid + r * Math.sin(angle)))"
            layers.append(stroke(d, f, color: tint, width: width))
        }
        return layers
    }

    /// A coordinate for path data, to 1/1000 pt (so the data reads the same on every platform).
    static func n(_ v: Double) -> String { formatNumber((v * pathStepsPerPtCount).rounded() / pathStepsPerPtCount) }
}
