import GlassCore

/// `UIPageControl`: a row of 7 pt dots 16 pt apart centre to centre (9 pt gaps), centred in the frame, the
/// current page's in `currentPageIndicatorTint` (default `label`) and the others in `pageIndicatorTint`
/// (default `tertiaryLabel`). `backgroundStyle: "prominent"` puts them on a 26 pt capsule reaching 10 pt past
/// the outer dots: regular glass in iOS 26, `systemFill` pre-26; `automatic` and `minimal` draw none. More
/// pages than the frame holds (10 pt margins): the dots that fit, a window around the current page, and on a
/// side with pages hidden beyond it the outer dot shrinks to half and the next to three quarters, as UIKit
/// hints at more pages. So any page count costs only the dots drawn. A `center` sizes it by its dots, as many
/// as fit the screen's width less 16 pt margins (and the side safe areas). Right to left, the first page is on
/// the right.
enum PageControl {
    static let keys = [
        "type", "name", "frame", "center", "numberOfPages", "currentPage", "currentPageIndicatorTint",
        "pageIndicatorTint", "backgroundStyle",
    ]
    // Metrics.
    /// Apple: 7 pt dots 16 pt apart centre to centre; the prominent capsule 26 pt tall, 10 pt past the outer
    /// dots.
    static let dotPt = 7.0, pitchPt = 16.0, heightPt = 26.0, paddingPt = 10.0
    /// glass: a control sized by its dots keeps 16 pt from the screen's sides (≈).
    static let marginPt = 16.0
    /// Apple: beside hidden pages the outer dot shrinks to half, the next to three quarters.
    static let outerDotFraction = 0.5, nextDotFraction = 0.75
    /// The most pages (`NSInteger` allows more; a page control never needs them).
    static let maxPages = 2_147_483_647

    /// How many dots fit `widthPt` (at least one).
    static func fitting(_ widthPt: Double) -> Int {
        WholeNumber.clamped((widthPt - 2 * paddingPt + pitchPt - dotPt) / pitchPt, .down, to: 1...maxPages)
    }

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let pages = try o.required("numberOfPages").integer(in: 0...maxPages, what: "a number of pages")
        let current = try o.optional("currentPage")?.integer(in: 0...max(0, pages - 1), what: "a page index") ?? 0
        let currentTint = try ControlInput.color(o, "currentPageIndicatorTint", default: "label")
        let tint = try ControlInput.color(o, "pageIndicatorTint", default: "tertiaryLabel")
        let prominent: Bool =
            try o.optional("backgroundStyle")?.choice([
                ("automatic", false), ("prominent", true), ("minimal", false),
            ]) ?? false
        let f = try ControlInput.placed(o, "pageControl") {
            let room = c.widthPt - 2 * (marginPt + c.sideSafePt)
            let shown = Double(min(pages, fitting(room + 2 * paddingPt)))
            return (max(1, shown) * pitchPt - (pitchPt - dotPt) + 2 * paddingPt, heightPt)
        }
        guard pages > 0 else { return [] }
        let shown = min(pages, fitting(f[2]))
        let first = min(max(0, current - shown / 2), pages - shown)
        let contentWidth = Double(shown) * pitchPt - (pitchPt - dotPt)
        let x0 = f[0] + (f[2] - contentWidth) / 2
        let cy = f[1] + f[3] / 2
        var layers: [Primitive] = []
        if prominent {
            let back = RectPt(x0 - paddingPt, cy - heightPt / 2, contentWidth + 2 * paddingPt, heightPt)
            layers.append(
                c.liquid
                    ? .glass(.init(frame: back, corners: .capsule))
                    : .shape(.init(frame: back, corners: .capsule, fill: "systemFill")))
        }
        for i in 0..<shown {
            let page = first + i
            // From the window's edge inward, on a side with pages hidden beyond it: half, then three quarters.
            let fromEdge = min(first > 0 ? i : shown, first + shown < pages ? shown - 1 - i : shown)
            let scale = page == current ? 1 : fromEdge == 0 ? outerDotFraction : fromEdge == 1 ? nextDotFraction : 1
            let d = dotPt * scale
            let cx = x0 + Double(i) * pitchPt + dotPt / 2
            layers.append(
                .shape(
                    .init(
                        frame: RectPt(cx - d / 2, cy - d / 2, d, d), corners: .capsule,
                        fill: .color(page == current ? currentTint : tint))))
        }
        return layers.json
    }
}
