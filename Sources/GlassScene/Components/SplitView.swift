/// `UISplitViewController` on iPadOS 26: a `primary` column (the sidebar), an optional `supplementary` one,
/// the `secondary` one (the rest of the width) and an optional `inspector` at the trailing edge. Liquid Glass:
/// the sidebar is regular glass floating 8 pt from the screen's leading, top and bottom edges, its corners
/// concentric with the display's (as a floating sheet's); the others are opaque columns, separated by
/// hairlines, the inspector on `secondarySystemBackground`. Pre-26: the sidebar is an opaque
/// `secondarySystemBackground` column from the edge. Each column's `content` is laid out in the column's own
/// coordinates (as a sheet's) and clipped to it; its `title` is drawn as its navigation bar's title. On an
/// iPhone, or a screen too narrow for the columns (the secondary column keeps at least 200 pt), the split view
/// is collapsed, as UIKit's is in a compact width: the secondary column fills the screen. A column's fill runs
/// to the screen's edges; its title and content lie inside the side safe areas (an iPhone in landscape).
enum SplitView {
    static let keys = [
        "type", "name", "primary", "supplementary", "secondary", "inspector", "primaryWidth", "supplementaryWidth",
        "inspectorWidth",
    ]
    static let columnKeys = ["title", "content"]

    // Metrics.
    /// Apple: every column but the secondary one is 320 pt wide by default (UIKit's preferred widths, ≈).
    static let defaultWidthPt = 320.0
    /// The widths a column may be given, pt.
    static let minimumWidthPt = 100.0, maximumWidthPt = 2000.0
    static let widthRange = minimumWidthPt...maximumWidthPt
    /// glass: the secondary column keeps at least 200 pt (≈).
    static let minimumSecondaryPt = 200.0
    /// Apple: a column's title is its navigation bar's, 17 pt semibold.
    static let titleSizePt = 17.0
    /// glass: a column's navigation bar is 50 pt on an iPad or a canvas (≈), an iPhone's 54 pt (pre-26 44 pt).
    static let barPt = 50.0, phoneBarPt = 54.0, classicPhoneBarPt = 44.0
    /// The components a column's content may hold.
    static let contentTypes = Lowering.controlTypes + ["insetGroupedList"]

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let primary = try o.required("primary")
        let secondary = try o.required("secondary")
        let supplementary = o.optional("supplementary")
        let inspector = o.optional("inspector")
        // Every column's keys are checked before the columns are fitted to the screen.
        for n in [primary, secondary, supplementary, inspector].compactMap({ $0 }) {
            _ = try n.object(allowed: columnKeys)
        }
        let pw = try width(o, "primary", present: true)
        let sw = try width(o, "supplementary", present: supplementary != nil)
        let iw = try width(o, "inspector", present: inspector != nil)
        let (w, h) = (c.widthPt, c.heightPt)
        let inset = c.liquid ? Sheet.insetPt : 0
        let primaryRegion = pw + 2 * inset
        let secondaryWidth = w - primaryRegion - sw - iw
        if c.isPhone || secondaryWidth < minimumSecondaryPt || h - 2 * inset < 1 {
            // Collapsed (an iPhone, or a screen too narrow for the columns): the secondary column alone is
            // drawn; the others are laid out as beside it and checked, not drawn (`State.unshown`), so a scene
            // is refused on every device or on none.
            for (n, width) in [(primary, pw), (supplementary, sw), (inspector, iw)] {
                if let n { c.state.unshown += try column(n, [0, 0, width, h], fill: "systemBackground", c) }
            }
            return try column(secondary, [0, 0, w, h], fill: "systemBackground", c)
        }
        var layers = [
            Primitive.shape(.init(frame: RectPt(0, 0, w, h), corners: .radiusPt(0), fill: "systemBackground")).json
        ]
        var x = primaryRegion
        if let supplementary {
            layers += try column(supplementary, [x, 0, sw, h], fill: "systemBackground", c)
            layers.append(hairline(x + sw - ListMetrics.hairlinePt, h))
            x += sw
        }
        layers += try column(secondary, [x, 0, secondaryWidth, h], fill: "systemBackground", c)
        if let inspector {
            layers += try column(inspector, [w - iw, 0, iw, h], fill: "secondarySystemBackground", c)
            layers.append(hairline(w - iw, h))
        }
        if c.liquid {
            let frame = [inset, inset, pw, h - 2 * inset]
            let glass = Primitive.glass(
                .init(
                    frame: RectPt(frame[0], frame[1], frame[2], frame[3]),
                    corners: .radiusPt(Sheet.floatingRadius(displayPt: c.displayCornerRadiusPt)),
                    content: (try content(primary, frame, c)).map(Primitive.lowered))
            ).json
            return layers + [Provenance.tag(glass, primary.path)]
        }
        return layers + (try column(primary, [0, 0, pw, h], fill: "secondarySystemBackground", c)) + [
            hairline(pw - ListMetrics.hairlinePt, h)
        ]
    }

    /// `key`Width, or the default; 0 for a column not given, whose width is refused.
    static func width(_ o: ObjectNode, _ key: String, present: Bool) throws(SceneError) -> Double {
        guard let n = o.optional(key + "Width") else { return present ? defaultWidthPt : 0 }
        if !present { throw n.error("\(key)Width without \(key == "inspector" ? "an" : "a") \(key) column") }
        return try n.number(in: widthRange, what: "a column width in points")
    }

    static func hairline(_ x: Double, _ h: Double) -> JSONValue {
        Primitive.shape(.init(frame: RectPt(x, 0, ListMetrics.hairlinePt, h), corners: .radiusPt(0), fill: "separator"))
            .json
    }

    /// An opaque column: its background, and its title and content through an identity glass, which places
    /// them in the column's coordinates and clips them to it. The background runs to the screen's edges; the
    /// identity glass (the column's coordinates) is the part of the column inside the side safe areas.
    static func column(_ n: Node, _ f: [Double], fill: String, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        let left = max(f[0], c.sideSafePt)
        let right = min(f[0] + f[2], c.widthPt - c.sideSafePt)
        // A column wholly under a safe area (never drawn so: an iPhone's unshown one) keeps its own frame.
        let inner = right - left >= 1 ? [left, f[1], right - left, f[3]] : f
        let glass = Primitive.glass(
            .init(
                frame: RectPt(inner[0], inner[1], inner[2], inner[3]), corners: .radiusPt(0), style: .identity,
                content: (try content(n, inner, c)).map(Primitive.lowered))
        ).json
        return [
            Primitive.shape(.init(frame: RectPt(f[0], f[1], f[2], f[3]), corners: .radiusPt(0), fill: .color(fill)))
                .json, Provenance.tag(glass, n.path),
        ]
    }

    /// A column's title (in its navigation bar, below the top safe area) and content layers, in the
    /// column's coordinates; components among them are lowered against the column.
    static func content(_ n: Node, _ f: [Double], _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        let co = try n.object(allowed: columnKeys)
        var layers: [JSONValue] = []
        let inside = LayoutContext(
            widthPt: f[2], heightPt: f[3], safeTopPt: 0, safeBottomPt: 0, device: nil, design: c.design,
            dark: c.dark, scale: c.scale, state: c.state, settings: c.settings)
        if let t = co.optional("title") {
            let title = try BarItem.short(t, what: "a title")
            // Refused here, not only by the text layer it makes: a collapsed split view draws no primary title.
            if title.isEmpty { throw t.error("expected some text, got an empty string") }
            // The title fills its bar's width and height, centred on one line ("…" past it), laid out by the
            // engine in the column's coordinates below the top safe area.
            let text = Primitive.text(
                .init(
                    text: title, frame: RectPt(0, 0, 0, 0), font: LayerFont(sizePt: titleSizePt, weight: .semibold),
                    color: "label"))
            let laid = Primitive.laid(
                .lowered(Provenance.tag(text.json, t.path)),
                StackSizing(width: .fill, height: .fixedPt(barHeight(c)), lineLimit: 1))
            let bar = Primitive.stack(.init(axis: .vstack, layers: [laid]))
            let top = max(0, c.safeTopPt - f[1])
            layers += try LayoutPass(inside, component: n.path).layers(
                of: bar, in: RectPt(0, top, f[2], barHeight(c)), at: "top")
        }
        guard let items = co.optional("content") else { return layers }
        guard case .array = items.value else { throw items.expected("an array of layers") }
        for item in try items.array() {
            let members = try Lowering.layerMembers(item)
            if case .string(let type)? = members.first(where: { $0.key == "type" })?.value, contentTypes.contains(type)
            {
                try c.state.count(item)
                layers.append(try Lowering.componentGroup(type, item, members, inside))
            } else {
                // Stacks are laid out in the column.
                let pass = LayoutPass(inside)
                layers.append(
                    try pass.rewrite(item, in: pass.region) ?? Provenance.tag(item.value, item.path, verbatim: true))
            }
        }
        return layers
    }

    /// A column's navigation bar: 50 pt on an iPad or a canvas (≈), as an iPhone's (54 pt, pre-26 44 pt) there.
    static func barHeight(_ c: LayoutContext) -> Double {
        guard c.isPhone else { return barPt }
        return c.liquid ? phoneBarPt : classicPhoneBarPt
    }
}

extension Lowering {
    /// The layout components: the inset grouped list and the split view.
    static func lowerLayout(_ type: String, _ o: ObjectNode, _ context: LayoutContext) throws(SceneError)
        -> [JSONValue]
    {
        type == "splitView" ? try SplitView.lower(o, context) : try InsetGroupedList.lower(o, context)
    }
}
