/// A sheet. Liquid Glass: a regular-glass panel floating 8 pt from the screen's sides and
/// bottom at the medium detent (half the height), its corners concentric with the display's (the display's
/// radius less the 8 pt inset: 54 pt on a 62 pt display; 38 pt on a display without rounded corners) and
/// clearer than a large sheet (a wash of `mediumFillOpacity`); at the large detent full width from 10 pt
/// below the top safe area, top corners 38 pt only; a detent in points sets the height (and floats like the
/// medium one); a 36 × 5 pt grabber 5 pt from the top. `content` is laid out in the sheet's frame (as glass
/// content); controls and a `navigationBar` in it are lowered against the sheet (the bar at its top, no status
/// bar). `dimming` dims the screen behind it by black 20% (default: on at the large detent and in the pre-26
/// design). Pre-26: an opaque `systemBackground` panel, full width, 10 pt top corners, no inset. On an iPhone
/// in landscape the panel lies between the side safe areas (its content never under the Dynamic Island); the
/// dimming still covers the screen.
enum Sheet {
    static let keys = ["type", "name", "detent", "dimming", "content"]

    // Metrics.
    /// Apple: the floating sheet's inset from the screen's sides and bottom, 8 pt.
    static let insetPt = 8.0
    /// glass: the wash of a floating (medium) sheet's glass, clearer than the regular glass of a large one
    /// (0.684 light, 0.667 dark).
    static let mediumFillOpacity = 0.5
    /// Apple: the corner radius of a floating sheet on a display without rounded corners, and of a large
    /// sheet's top corners, ≈ 38 pt.
    static let squareDisplayRadiusPt = 38.0
    /// Apple: the medium detent is half the screen's height.
    static let mediumFraction = 0.5
    /// glass: a large sheet starts 10 pt below the top safe area (≈).
    static let largeTopGapPt = 10.0
    /// Apple: the grabber, 36 × 5 pt, 5 pt from the top.
    static let grabberWidthPt = 36.0, grabberHeightPt = 5.0, grabberTopPt = 5.0
    /// Apple (pre-26): 10 pt top corners.
    static let classicCornerPt = 10.0
    /// Black 20%, the dimming behind a sheet.
    static let dimmingFill = "#00000033"

    /// A large sheet's height on a screen of context `c`: from 10 pt below the top safe area to the bottom.
    static func largeHeightPt(_ c: LayoutContext) -> Double { c.heightPt - c.safeTopPt - largeTopGapPt }

    /// The corner radius of a floating sheet on a display of corner radius `displayPt`: concentric with it.
    static func floatingRadius(displayPt: Double) -> Double {
        displayPt > 0 ? max(0, displayPt - insetPt) : squareDisplayRadiusPt
    }

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let h = c.heightPt
        var height = h * mediumFraction
        var large = false
        if let d = o.optional("detent") {
            switch d.value {
            case .string:
                large = try d.choice([("medium", false), ("large", true)])
                if large { height = largeHeightPt(c) }
            case .number:
                height = try d.number(in: 1...max(1, h), what: "a sheet height in points")
            default: throw d.expected("\"medium\", \"large\" or a height in points")
            }
        }
        var dimming = large || !c.liquid
        if let n = o.optional("dimming") {
            guard case .bool(let b) = n.value else { throw n.expected("true or false") }
            dimming = b
        }
        return try panel(
            o.node, height: height, large: large, dimming: dimming, content: o.optional("content"),
            detent: o.optional("detent"), c)
    }

    /// The sheet's panel, `height` pt tall, with its `content`. A height that leaves no room is refused at
    /// `detent`, the key that set it; without one (a popover shown as a large sheet: it has no detent) at
    /// `node` itself.
    static func panel(
        _ node: Node, height: Double, large: Bool, dimming: Bool, content contentNode: Node?, detent: Node?,
        _ c: LayoutContext
    ) throws(SceneError) -> [JSONValue] {
        let (w, h) = (c.widthPt, c.heightPt)
        let inset = c.liquid && !large ? insetPt : 0
        let dim = Primitive.shape(.init(frame: RectPt(0, 0, w, h), fill: .color(dimmingFill)))
        // Between the side safe areas (an iPhone in landscape), else the inset from the sides.
        let x = max(inset, c.sideSafePt)
        let y = h - inset - height
        let sw = w - 2 * x
        if sw <= 0 {
            throw node.error(
                "a sheet \(formatNumber(x)) pt from each side needs a screen wider than \(formatNumber(2 * x)) pt; the screen is \(formatNumber(w)) pt wide"
            )
        }
        if large && height <= 0 {
            let what = detent == nil ? "a popover on this screen is shown as a large sheet, which" : "a large sheet"
            throw (detent ?? node).error(
                "\(what) starts \(formatNumber(largeTopGapPt)) pt below the top safe area (\(formatNumber(c.safeTopPt)) pt); the screen is \(formatNumber(h)) pt tall"
            )
        }
        // Content: layers in the sheet's frame; controls among them are lowered against the sheet.
        var content: [JSONValue] = []
        if let n = contentNode {
            // Each item keeps its path: it lands after the grabber.
            content = try lowerContent(n, widthPt: sw, heightPt: height, c)
        }
        let panel = RectPt(x, y, sw, height)
        let inside = try grabber(widthPt: sw, heightPt: height, c, at: node.path) + content.map(Primitive.lowered)
        if c.liquid {
            let top = squareDisplayRadiusPt
            let glass: Primitive =
                large
                ? .glass(.init(frame: panel, corners: .eachPt(topLeft: top, topRight: top), content: inside))
                : .glass(
                    .init(
                        frame: panel, corners: .radiusPt(floatingRadius(displayPt: c.displayCornerRadiusPt)),
                        material: GlassMaterial(fillOpacity: mediumFillOpacity), content: inside))
            return (dimming ? [dim, glass] : [glass]).json
        }
        // Pre-26: an opaque panel; its content drawn through an identity glass, which clips it to the panel.
        let corners = LayerCorners.eachPt(topLeft: classicCornerPt, topRight: classicCornerPt)
        let layers: [Primitive] = [
            .shape(.init(frame: panel, corners: corners, fill: "systemBackground")),
            .glass(.init(frame: panel, corners: corners, style: .identity, content: inside)),
        ]
        return ((dimming ? [dim] : []) + layers).json
    }
}

extension Sheet {
    /// The grabber, centred at the top of a panel `widthPt` × `heightPt` (in its own space), laid out by the
    /// engine: one group holding it, so the content after it keeps its index.
    static func grabber(widthPt: Double, heightPt: Double, _ c: LayoutContext, at path: String) throws(SceneError)
        -> [Primitive]
    {
        let bar = Primitive.laid(
            Primitive.shape(.init(frame: RectPt(0, 0, 0, 0), corners: .capsule, fill: "tertiaryLabel")),
            StackSizing(width: .fixedPt(grabberWidthPt), height: .fixedPt(grabberHeightPt)))
        let top = Primitive.stack(
            .init(
                axis: .vstack, name: "grabber", layers: [bar], sizing: StackSizing(padding: .init(topPt: grabberTopPt)))
        )
        return try LayoutPass(c, component: path).layers(of: top, in: RectPt(0, 0, widthPt, heightPt), at: "top")
            .map(Primitive.lowered)
    }

    /// A panel's `content` (a sheet's, a popover's, a tab bar accessory's): layers in the panel's own frame,
    /// `widthPt` × `heightPt`; the components of `types` among them are lowered against the panel, the user's
    /// other layers carried in verbatim.
    static func lowerContent(
        _ n: Node, widthPt: Double, heightPt: Double, _ c: LayoutContext,
        types: [String] = Lowering.controlTypes + ["navigationBar"]
    ) throws(SceneError) -> [JSONValue] {
        guard case .array = n.value else { throw n.expected("an array of layers") }
        var inside = LayoutContext(
            widthPt: widthPt, heightPt: heightPt, safeTopPt: 0, safeBottomPt: 0, device: nil, design: c.design,
            dark: c.dark, scale: c.scale, state: c.state, settings: c.settings)
        // A navigation bar here sits at the panel's top (no status bar).
        inside.inSheet = true
        var content: [JSONValue] = []
        for item in try n.array() {
            let members = try Lowering.layerMembers(item)
            if case .string(let type)? = members.first(where: { $0.key == "type" })?.value, types.contains(type) {
                try c.state.count(item)
                content.append(try Lowering.componentGroup(type, item, members, inside))
            } else {
                // Stacks are laid out in the panel.
                let pass = LayoutPass(inside)
                content.append(
                    try pass.rewrite(item, in: pass.region) ?? Provenance.tag(item.value, item.path, verbatim: true))
            }
        }
        return content
    }
}
