import GlassCore

/// A control a scene lays out (a `button`, `switch`, `slider`, …, in a sheet's content too), for the
/// layout audit: where the user wrote it and the frame it was laid out at, in canvas **pixels**.
public struct ControlTarget: Sendable, Equatable {
    /// The component's JSON path in the user's file.
    public var path: String
    /// Its component type (`button`, `switch`, …).
    public var type: String
    /// The union of what it draws, in canvas pixels.
    public var framePx: RectPx

    public init(path: String, type: String, framePx: RectPx) {
        self.path = path
        self.type = type
        self.framePx = framePx
    }

    /// Controls UIKit sizes itself and gives a touch area of at least 44 × 44 pt around what they draw (a
    /// switch, a stepper, a segmented control, a slider's track, a page control, a text field); a button
    /// takes touches in its own frame only.
    public static let systemSized: Set<String> = [
        "switch", "stepper", "segmentedControl", "slider", "pageControl", "textField",
    ]
    /// Components that are laid out like controls but take no touch (the audit does not measure them).
    public static let notInteractive: Set<String> = ["progressView"]
    /// The bars' parts their lowering names as touch targets: a bar item's glass capsule (`barItem`) and a
    /// tab's column of its bar (`tab`), each its hit area as drawn. The audit checks their size; where they sit
    /// is judged by their ink, as the bar's other parts are.
    public static let barTargets: Set<String> = ["barItem", "tab"]

    /// The area that takes its touches, in pixels: its frame, grown around its centre to 44 pt on each axis
    /// for the system-sized controls.
    public func hitAreaPx(scale: Double) -> RectPx {
        guard Self.systemSized.contains(type) else { return framePx }
        let min = 44 * scale
        let w = Swift.max(framePx.width, min)
        let h = Swift.max(framePx.height, min)
        return RectPx(x: framePx.midX - w / 2, y: framePx.midY - h / 2, width: w, height: h)
    }
}

/// The display's hardware a screen must keep its content clear of, in canvas **pixels**, from the device
/// tables (nil where the scene names no device or the device has none).
public struct DisplayHardware: Sendable, Equatable {
    /// The band the Dynamic Island (or a notch) sits in: from the screen's edge to the far side of the
    /// cutout, across the whole screen (the top in portrait, the left edge of an iPhone in landscape).
    public var cutoutBandPx: RectPx?
    /// The home indicator's capsule grown by 8 pt: what it covers and the margin iOS keeps around it.
    public var homeIndicatorPx: RectPx?
    /// User paths of the system's own overlays (the status bar, the home indicator), which sit in those
    /// bands by design: not audited for `unsafe`.
    public var systemPaths: Set<String> = []
    /// User paths of content that scrolls (an inset grouped list, an alert's body): at rest UIKit draws it on
    /// under the home indicator and past the display's bottom corners, and its scroll view cuts it at its
    /// edge; the user scrolls it into view. Not audited for those (the Dynamic Island's band still counts).
    public var scrollingPaths: Set<String> = []
    /// User paths of what covers the screen beneath it (an alert, action sheet, menu, popover or sheet): what
    /// lies under its panel is hidden, not overlapped.
    public var coveringPaths: Set<String> = []
    /// User paths of the bars (navigation bar, toolbar, tab bar): scrolling content runs on under them at rest
    /// (the scroll edge effect fades it), which is not an overlap.
    public var barPaths: Set<String> = []

    public init(
        cutoutBandPx: RectPx? = nil, homeIndicatorPx: RectPx? = nil, systemPaths: Set<String> = [],
        scrollingPaths: Set<String> = [], coveringPaths: Set<String> = [], barPaths: Set<String> = []
    ) {
        self.cutoutBandPx = cutoutBandPx
        self.homeIndicatorPx = homeIndicatorPx
        self.systemPaths = systemPaths
        self.scrollingPaths = scrollingPaths
        self.coveringPaths = coveringPaths
        self.barPaths = barPaths
    }

    /// The root among `roots` that `path` lies in (itself, a key or a part of it), if any.
    /// The longest, so the answer never depends on the set's order.
    public static func root(of path: String, in roots: Set<String>) -> String? {
        roots.filter { path == $0 || path.hasPrefix($0 + ".") || path.hasPrefix($0 + "[") || path.hasPrefix($0 + ":") }
            .max { ($0.count, $1) < ($1.count, $0) }
    }

    /// Whether `path` is a system overlay's or one of its parts': a key the scene gave (`layers[0].time` of
    /// `layers[0]`) or a part of the overlay's own (`layers[0]:wifi`).
    public func isSystem(_ path: String) -> Bool { Self.within(path, systemPaths) }

    /// Whether `path` is scrolling content's or one of its parts'.
    public func scrolls(_ path: String) -> Bool { Self.within(path, scrollingPaths) }

    static func within(_ path: String, _ roots: Set<String>) -> Bool { root(of: path, in: roots) != nil }

    /// The hardware of `device` held in `orientation` on a `widthPt` × `heightPt` screen, in points.
    static func of(_ device: Device?, _ orientation: Orientation, widthPt: Double, heightPt: Double) -> DisplayHardware
    {
        guard let device else { return DisplayHardware() }
        var h = DisplayHardware()
        if device.hasDynamicIsland {
            // The island: 126 × 37 pt, 11 pt from the edge (components.md's status bar figures).
            h.cutoutBandPx =
                orientation == .landscape && device.isPhone
                ? RectPx(x: 0, y: 0, width: 11 + 37, height: heightPt)
                : RectPx(x: 0, y: 0, width: widthPt, height: 11 + 37)
        }
        if device.hasHomeIndicator {
            // A canvas shorter than the device's screen is the top of that screen (a bar's preview): the
            // indicator sits at the screen's bottom, below the canvas, unless the scene draws one
            // (`drawnHomeIndicator`).
            let screenHeightPt = device.size(orientation).heightPt
            h.homeIndicatorPx = homeIndicatorBand(
                orientation, widthPt: widthPt, bottomPt: heightPt < screenHeightPt ? screenHeightPt : heightPt)
        }
        return h
    }

    /// The home indicator's band (its capsule as `HomeIndicator` draws it, grown by the 8 pt iOS keeps
    /// around it) on a screen `widthPt` wide whose bottom is at `bottomPt`.
    static func homeIndicatorBand(_ orientation: Orientation, widthPt: Double, bottomPt: Double) -> RectPx {
        typealias H = HomeIndicator
        let (width, m) = (orientation == .landscape ? H.landscapeWidthPt : H.widthPt, H.measuredMarginPt)
        return RectPx(
            x: (widthPt - width) / 2 - m, y: bottomPt - H.bottomPt - H.heightPt - m, width: width + 2 * m,
            height: H.heightPt + 2 * m)
    }

    /// The same hardware with the home indicator's band where a scene's `homeIndicator` draws it: at the
    /// canvas's bottom, on a cropped canvas too.
    func drawnHomeIndicator(_ orientation: Orientation, widthPt: Double, heightPt: Double) -> DisplayHardware {
        guard homeIndicatorPx != nil else { return self }
        var h = self
        h.homeIndicatorPx = Self.homeIndicatorBand(orientation, widthPt: widthPt, bottomPt: heightPt)
        return h
    }

    /// The same, from points to pixels at `scale`.
    func scaled(_ scale: Double) -> DisplayHardware {
        func px(_ r: RectPx?) -> RectPx? {
            r.map { RectPx(x: $0.x * scale, y: $0.y * scale, width: $0.width * scale, height: $0.height * scale) }
        }
        return DisplayHardware(
            cutoutBandPx: px(cutoutBandPx), homeIndicatorPx: px(homeIndicatorPx), systemPaths: systemPaths,
            scrollingPaths: scrollingPaths, coveringPaths: coveringPaths, barPaths: barPaths)
    }
}

extension Layer {
    /// The union of what `layers` may draw, in canvas pixels (glyph runs by their glyphs' origins, which
    /// controls never rely on alone); nil when they draw nothing with a frame.
    static func bounds(_ layers: [Layer]) -> RectPx? {
        var out: RectPx? = nil
        func add(_ r: RectPx) {
            guard r.width.isFinite, r.height.isFinite, r.width >= 0, r.height >= 0 else { return }
            guard let o = out else {
                out = r
                return
            }
            let x0 = min(o.x, r.x)
            let y0 = min(o.y, r.y)
            out = RectPx(x: x0, y: y0, width: max(o.maxX, r.maxX) - x0, height: max(o.maxY, r.maxY) - y0)
        }
        func walk(_ layer: Layer) {
            switch layer {
            case .shape(let s): add(s.outline.rect)
            case .image(let i): add(i.outline.rect)
            case .glass(let g): add(g.outline.rect)
            case .container(let c): for g in c.children { add(g.outline.rect) }
            case .group(let l): l.forEach(walk)
            case .adaptive(let a): a.light.forEach(walk)
            case .glyphs, .path, .scrollEdge: break
            }
        }
        layers.forEach(walk)
        return out
    }
}
