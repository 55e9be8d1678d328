import GlassCore
import GlassScene

/// One thing the layout audit found: what kind, at which of the user's JSON paths, where on the canvas.
public struct LayoutFinding: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Text drawn with "…" where the scene asked for no line limit, or cut by a clip.
        case truncated
        /// The ink of two text or symbol layers intersects.
        case overlaps
        /// Text, a symbol or a control in the Dynamic Island's band, under the home indicator, or outside the
        /// display's rounded corners.
        case unsafe
        /// Content partly outside the canvas.
        case offCanvas
        /// A control whose hit area is under 44 × 44 pt.
        case smallTarget
    }

    public var path: String
    public var kind: Kind
    /// What is wrong, in words (`"…" at 1 line`, `with layers[3]`, `in the Dynamic Island's band`).
    public var detail: String
    /// Where, in canvas pixels (the ink's bounds, or the control's frame).
    public var boundsPx: PixelRect

    public init(path: String, kind: Kind, detail: String, boundsPx: PixelRect) {
        self.path = path
        self.kind = kind
        self.detail = detail
        self.boundsPx = boundsPx
    }
}

extension LayerLegibility {
    /// Whether the layer has ink and its mask covers its ink's bounds (what the layout audit reads).
    var hasInkMask: Bool { !inkBounds.isEmpty && inkMask.count == inkBounds.area }
}

/// `glass audit`'s layout findings, beside legibility: from the legibility audit's layers (their ink as
/// drawn, what the text layout decided) and the scene's controls and display hardware. Findings come in the
/// order of the layers they concern (text and symbols in drawing order, then controls), each kind in the
/// order of `Kind.allCases` for one layer: the same at every thread count.
public enum LayoutAudit {
    /// The HIG's minimum hit area, in points.
    public static let minimumTargetPt = 44.0

    public static func findings(_ scene: ResolvedScene, layers: [LayerLegibility]) -> [LayoutFinding] {
        let (width, height) = (scene.widthPx, scene.heightPx)
        let display = RoundedRect(
            rect: RectPx(x: 0, y: 0, width: Double(width), height: Double(height)),
            radii: CornerRadii(uniform: scene.displayCornerRadiusPx))
        let partners = overlaps(layers, width: width, hardware: scene.hardware)
        var out: [LayoutFinding] = []
        for (i, l) in layers.enumerated() where l.hasInkMask {
            let path = l.source.path
            let scrolls = scene.hardware.scrolls(path)
            if l.source.truncated || (l.cut && !scrolls) {
                let why = l.source.truncated ? "drawn with \"…\" where no line limit was asked" : "cut by its clip"
                out.append(LayoutFinding(path: path, kind: .truncated, detail: why, boundsPx: l.inkBounds))
            }
            if let j = partners[i] {
                out.append(
                    LayoutFinding(
                        path: path, kind: .overlaps, detail: "with \(layers[j].source.path)", boundsPx: l.inkBounds))
            }
            if !scene.hardware.isSystem(path),
                let place = unsafePlace(l, hardware: scene.hardware, display: display, scrolls: scrolls)
            {
                out.append(LayoutFinding(path: path, kind: .unsafe, detail: place, boundsPx: l.inkBounds))
            }
            if l.offCanvas {
                out.append(
                    LayoutFinding(
                        path: path, kind: .offCanvas, detail: "ink outside the canvas", boundsPx: l.inkBounds))
            }
        }
        for c in scene.controls {
            let frame = c.framePx.pixelBounds
            let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
            let placed = !ControlTarget.barTargets.contains(c.type)
            if placed, let place = unsafePlace(c.framePx, hardware: scene.hardware, display: display) {
                out.append(LayoutFinding(path: c.path, kind: .unsafe, detail: place, boundsPx: frame))
            }
            if placed && frame.intersection(canvas) != frame {
                out.append(
                    LayoutFinding(
                        path: c.path, kind: .offCanvas, detail: "the \(c.type) reaches outside the canvas",
                        boundsPx: frame))
            }
            let hit = c.hitAreaPx(scale: scene.scale)
            let minimum = minimumTargetPt * scene.scale
            if hit.width < minimum - 1e-9 || hit.height < minimum - 1e-9 {
                let size = "\(points(hit.width / scene.scale)) × \(points(hit.height / scene.scale)) pt"
                out.append(
                    LayoutFinding(
                        path: c.path, kind: .smallTarget, detail: "the \(c.type)'s hit area is \(size)",
                        boundsPx: frame))
            }
        }
        return out
    }

    /// A size in points to at most two decimals, without trailing zeros.
    static func points(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded() && abs(r) < 1e9 { return String(WholeNumber.clamped(r)) }
        return String(r)
    }

    /// Where a layer's ink is unsafe, in words; nil when it is not. Only the ink's pixels count (a symbol's
    /// round ink in a corner's square is judged by its pixels, not its box). Content that `scrolls` may run on
    /// under the home indicator and past the bottom corners.
    static func unsafePlace(
        _ l: LayerLegibility, hardware: DisplayHardware, display: RoundedRect, scrolls: Bool = false
    ) -> String? {
        let b = l.inkBounds
        func inkHits(_ r: RectPx?) -> Bool {
            guard let r else { return false }
            let area = r.pixelBounds.intersection(b)
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX where l.inkMask[(y - b.y) * b.width + x - b.x] { return true }
            }
            return false
        }
        if inkHits(hardware.cutoutBandPx) { return "in the Dynamic Island's band" }
        if !scrolls && inkHits(hardware.homeIndicatorPx) { return "under the home indicator" }
        // Outside the display's rounded corners: only the corners' squares can be.
        let r = WholeNumber.clamped(display.radii.topLeft, .up, to: 0...(1 << 20))
        if r <= 0 { return nil }
        let w = WholeNumber.clamped(display.rect.width, .toNearestOrAwayFromZero, to: 0...(1 << 20))
        let h = WholeNumber.clamped(display.rect.height, .toNearestOrAwayFromZero, to: 0...(1 << 20))
        let top = [PixelRect(x: 0, y: 0, width: r, height: r), PixelRect(x: w - r, y: 0, width: r, height: r)]
        let bottom = [
            PixelRect(x: 0, y: h - r, width: r, height: r), PixelRect(x: w - r, y: h - r, width: r, height: r),
        ]
        for corner in scrolls ? top : top + bottom {
            let area = corner.intersection(b)
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX where l.inkMask[(y - b.y) * b.width + x - b.x] {
                    if display.distance(Double(x) + 0.5, Double(y) + 0.5) > 0 {
                        return "outside the display's rounded corner"
                    }
                }
            }
        }
        return nil
    }

    /// Where a control's frame is unsafe, in words; nil when it is not.
    static func unsafePlace(_ frame: RectPx, hardware: DisplayHardware, display: RoundedRect) -> String? {
        func hits(_ r: RectPx?) -> Bool {
            guard let r else { return false }
            return frame.x < r.maxX && r.x < frame.maxX && frame.y < r.maxY && r.y < frame.maxY
        }
        if hits(hardware.cutoutBandPx) { return "in the Dynamic Island's band" }
        if hits(hardware.homeIndicatorPx) { return "under the home indicator" }
        for (x, y) in [(frame.x, frame.y), (frame.maxX, frame.y), (frame.x, frame.maxY), (frame.maxX, frame.maxY)]
        where display.radii.topLeft > 0 && display.distance(x, y) > 0.5 {
            // A corner of the frame on or beyond the canvas edge counts as off the canvas, not as unsafe.
            if x >= 0 && y >= 0 && x <= display.rect.width && y <= display.rect.height {
                return "outside the display's rounded corner"
            }
        }
        return nil
    }
}
