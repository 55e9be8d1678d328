import GlassCore
import GlassText

/// One layer as the layout engine sees it: what it is, how it may be sized, and (after the passes) the size
/// it chose and where it sits. Boxes live in one array (`LayoutTree.boxes`), children by index, so every pass
/// visits each box once.
struct LayoutBox {
    enum Axis { case horizontal, vertical }

    /// A width or height as the scene gives it.
    enum Extent: Equatable {
        /// The content's own size.
        case auto
        /// As much as is offered.
        case fill
        /// Fixed, in points.
        case fixed(Double)
    }

    enum Kind {
        /// `hstack`, `vstack` (nil: `zstack`).
        case stack(Axis?)
        /// A spacer in a stack of `axis` (nil: a z-stack's, flexible both ways).
        case spacer(axis: Axis?, minLengthPt: Double)
        case text(TextMeasure)
        /// An image or symbol: its natural size, in points.
        case natural(widthPt: Double, heightPt: Double)
        /// An image: its file's size in points (pixels over the scale), scaled to fit (`imageSize`).
        case image(widthPt: Double, heightPt: Double)
        /// A shape or path: takes the proposal.
        case flexible
        /// A control that takes the width offered at its own height (a slider, a text field; `ControlLayout`).
        case control(heightPt: Double)
        /// A glass whose `content` holds laid-out layers: hugs them (plus padding) unless sized.
        case glass
    }

    /// A member of a glass's content: laid out (a box) or carried as the scene placed it.
    enum ContentItem {
        case laid(Int)
        case kept(Node)
    }

    let node: Node
    let kind: Kind
    var width = Extent.auto, height = Extent.auto
    var minWidthPt = 0.0, maxWidthPt = Double.infinity, minHeightPt = 0.0, maxHeightPt = Double.infinity
    /// Padding in layout space: `leading` is the left before a right-to-left layout is mirrored.
    var padTop = 0.0, padBottom = 0.0, padLeading = 0.0, padTrailing = 0.0
    var spacingPt = 8.0
    /// Where children sit across a stack (0 top/leading, 0.5 centre, 1 bottom/trailing) and, for a z-stack
    /// or glass, along it too; `baseline` aligns an h-stack's children on their first or last text baseline.
    var alignX = 0.5, alignY = 0.5
    var baseline: Baseline? = nil
    var children: [Int] = []
    /// A stack's `background`: a layer drawn behind its children at the stack's own frame (SwiftUI's
    /// `.background`), sized after the stack chose its size, so it never changes that size.
    var background: Int? = nil
    /// A control (`ControlLayout`): lowered by its component at the frame it is given.
    var isControl = false
    /// A glass's content in order.
    var content: [ContentItem] = []

    // The passes' results, in points.
    /// How far the box can shrink and grow along each axis (for ordering a stack's children).
    var flexWidth = (lo: 0.0, hi: 0.0), flexHeight = (lo: 0.0, hi: 0.0)
    var widthPt = 0.0, heightPt = 0.0
    /// The children's block (a stack's content before padding and the box's own extra room).
    var contentWidthPt = 0.0, contentHeightPt = 0.0
    var firstBaselinePt = 0.0, lastBaselinePt = 0.0
    /// Top-left in the coordinate space of the glass it sits in (or the region's), before mirroring.
    var xPt = 0.0, yPt = 0.0
    /// A text's lines as laid out, and the widest frame that lays them out the same (points).
    var lines = 1
    var textMostWidthPt = 0.0
    /// An h-stack aligned on baselines: how far the common baseline is below its block's top.
    var baselineAbovePt = 0.0

    enum Baseline { case first, last }

    init(node: Node, kind: Kind) {
        self.node = node
        self.kind = kind
    }

    var isStack: Bool { if case .stack = kind { true } else { false } }
    var padWidth: Double { padLeading + padTrailing }
    var padHeight: Double { padTop + padBottom }

    /// The proposal the box passes in: its fixed size, else the offer, within its bounds.
    func inner(_ offeredPt: Double, _ axis: Axis) -> Double {
        let (extent, lo, hi) =
            axis == .horizontal ? (width, minWidthPt, maxWidthPt) : (height, minHeightPt, maxHeightPt)
        if case .fixed(let v) = extent { return v }
        return Swift.min(Swift.max(offeredPt, lo), hi)
    }

    /// The size the box takes along `axis`, from what its content chose.
    func chosen(contentPt: Double, offeredPt: Double, _ axis: Axis) -> Double {
        let (extent, lo, hi) =
            axis == .horizontal ? (width, minWidthPt, maxWidthPt) : (height, minHeightPt, maxHeightPt)
        switch extent {
        case .fixed(let v): return v
        case .fill: return Swift.min(Swift.max(offeredPt, lo), hi)
        case .auto: return Swift.min(Swift.max(contentPt, lo), hi)
        }
    }

    /// An image's size, in points, for the room `cw` × `ch` inside its bounds (its file's size `nw` × `nh`):
    /// with neither side given, its own size scaled down (never up) to fit the room, keeping its ratio (SwiftUI's
    /// `resizable()` and `scaledToFit()` within a frame of at most its own size); with one side given (a number
    /// or `"fill"`), that side and the other by the ratio; with both, both.
    func imageSize(_ nw: Double, _ nh: Double, _ cw: Double, _ ch: Double) -> (w: Double, h: Double) {
        guard nw > 0, nh > 0 else { return (0, 0) }
        switch (width == .auto, height == .auto) {
        case (true, true):
            let s = Swift.min(1, cw / nw, ch / nh)
            return (nw * s, nh * s)
        case (false, true): return (cw, cw * nh / nw)
        case (true, false): return (ch * nw / nh, ch)
        case (false, false): return (cw, ch)
        }
    }

    /// The content's range along `axis` bounded as the box bounds it.
    func flex(_ content: (lo: Double, hi: Double), _ axis: Axis) -> (lo: Double, hi: Double) {
        let (extent, lo, hi) =
            axis == .horizontal ? (width, minWidthPt, maxWidthPt) : (height, minHeightPt, maxHeightPt)
        switch extent {
        case .fixed(let v): return (v, v)
        case .fill: return (Swift.min(Swift.max(content.lo, lo), hi), hi)
        case .auto: return (Swift.min(Swift.max(content.lo, lo), hi), Swift.min(Swift.max(content.hi, lo), hi))
        }
    }
}

/// A text layer measured as it will be drawn: its font at the weight it is drawn at, wrapped at the width it
/// is offered.
struct TextMeasure {
    let text: String
    let layout: TextLayout
    /// Pixels per point.
    let scale: Double
    /// At most this many lines (0: as many as the offered height holds, at least one).
    let lineLimit: Int
    /// The text on one line per paragraph: its widest line in points (and pixels), and its lines.
    let idealWidthPt: Double
    let idealWidthPx: Double
    let idealLines: Int
    /// Its index in the scene's `LayoutCache` (-1: not cached).
    var id = -1
    var lineHeightPt: Double { layout.lineHeight / scale }
    var ascentPt: Double { layout.font.ascender * layout.sizePx / layout.font.unitsPerEm / scale }

    init(text: String, layout: TextLayout, scale: Double, lineLimit: Int) {
        self.text = text
        self.layout = layout
        self.scale = scale
        self.lineLimit = lineLimit
        let oneLine = layout.layout(
            text, width: .greatestFiniteMagnitude, height: 0, lines: text.unicodeScalars.count + 1,
            alignment: .leading)
        idealWidthPx = oneLine.lineWidths.max() ?? 0
        idealLines = oneLine.lineWidths.count
        idealWidthPt = idealWidthPx / scale
    }

    /// The size the text chooses for an offer, in points, and its line count: the width its lines need (whole
    /// pixels, never past the offer unless one grapheme is wider), the height of its lines. Laid out again at
    /// the width chosen when that is wider than the offer, so drawing it in that width gives the same lines.
    func measure(widthPt: Double, heightPt: Double) -> (
        widthPt: Double, heightPt: Double, lines: Int, mostWidthPt: Double
    ) {
        measure(widthPt: widthPt, cap: cap(heightPt: heightPt))
    }

    /// The most lines an offered height holds (at least one), within the limit: all the height decides.
    /// (A text layer draws at most 1000 lines.)
    func cap(heightPt: Double) -> Int {
        let most = lineLimit > 0 ? lineLimit : Swift.min(1000, text.unicodeScalars.count + 1)
        let fitting = lineHeightPt > 0 ? (heightPt / lineHeightPt + 1e-9).rounded(.down) : Double(most)
        return Swift.max(1, WholeNumber.clamped(Swift.min(fitting, Double(most)), .down))
    }

    /// The size the text chooses for an offered width and at most `cap` lines.
    func measure(widthPt: Double, cap: Int) -> (widthPt: Double, heightPt: Double, lines: Int, mostWidthPt: Double) {
        let offeredPx = Swift.max(0, widthPt) * scale
        // Offered at least its one-line width (and room for its lines), it lays out as it did on one line.
        let fits = offeredPx >= idealWidthPx && idealLines <= cap
        var widths =
            fits
            ? [idealWidthPx]
            : layout.layout(text, width: offeredPx, height: 0, lines: cap, alignment: .leading).lineWidths
        let needPx = ((widths.max() ?? 0) - 1e-10).rounded(.up)
        // Any width from the lines' own to the offer lays them out alike: a longer line did not fit the offer.
        var mostPx = offeredPx
        if needPx > offeredPx {
            widths = layout.layout(text, width: needPx, height: 0, lines: cap, alignment: .leading).lineWidths
            mostPx = needPx
        }
        let widthPx = Swift.max(1, needPx)
        let lines = fits ? idealLines : Swift.max(1, widths.count)
        let heightPx = (Double(lines) * layout.lineHeight - 1e-6).rounded(.up)
        return (widthPx / scale, Swift.max(1, heightPx) / scale, lines, Swift.max(widthPx, mostPx) / scale)
    }
}
