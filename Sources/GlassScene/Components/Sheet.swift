/// A sheet (components.md §5). Liquid Glass: a regular-glass panel floating 8 pt from the screen's sides and
/// bottom at the medium detent (half the height), corners ≈ 38 pt; at the large detent full width from
/// 10 pt below the top safe area, top corners only; a detent in points sets the height; a 36 × 5 pt grabber
/// 5 pt from the top. `content` is laid out in the sheet's frame (as glass content). Pre-26: an opaque
/// `systemBackground` panel, full width, 10 pt top corners, no inset.
enum Sheet {
    static let keys = ["type", "name", "detent", "content"]

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let w = c.widthPt
        let h = c.heightPt
        var height = h / 2
        var large = false
        if let d = o.optional("detent") {
            switch d.value {
            case .string:
                large = try d.choice([("medium", false), ("large", true)])
                if large { height = h - c.safeTopPt - 10 }
            case .number:
                height = try d.number(in: 1...max(1, h), what: "a sheet height in points")
            default: throw d.expected("\"medium\", \"large\" or a height in points")
            }
        }
        let inset = c.liquid && !large ? 8.0 : 0
        let x = inset
        let y = h - inset - height
        let sw = w - 2 * inset
        if sw <= 0 {
            throw o.node.error(
                "a sheet 8 pt from each side needs a screen wider than 16 pt; the screen is \(formatNumber(w)) pt wide")
        }
        if height <= 0, let d = o.optional("detent") {
            throw d.error(
                "a large sheet starts 10 pt below the top safe area (\(formatNumber(c.safeTopPt)) pt); the screen is \(formatNumber(h)) pt tall"
            )
        }
        // Content: layers in the sheet's frame; controls among them are lowered against the sheet.
        var content: [JSONValue] = []
        if let n = o.optional("content") {
            guard case .array = n.value else { throw n.expected("an array of layers") }
            let inside = LayoutContext(
                widthPt: sw, heightPt: height, safeTopPt: 0, safeBottomPt: 0, device: nil, design: c.design,
                dark: c.dark, scale: c.scale, state: c.state)
            // Each item keeps its path: it lands after the grabber.
            for item in try n.array() {
                let members = try Lowering.layerMembers(item)
                if case .string(let type)? = members.first(where: { $0.key == "type" })?.value,
                    Lowering.controlTypes.contains(type)
                {
                    try c.state.count(item)
                    content.append(try Lowering.componentGroup(type, item, members, inside))
                } else {
                    content.append(Provenance.tag(item.value, item.path, verbatim: true))
                }
            }
        }
        let grabber = J.shape((sw - 36) / 2, 5, 36, 5, corners: .string("capsule"), fill: "tertiaryLabel")
        if c.liquid {
            let corners: JSONValue =
                large
                ? J.object(["topLeft": .number(38), "topRight": .number(38)]) : .number(38)
            return [
                J.object([
                    "type": .string("glass"), "frame": J.frame(x, y, sw, height), "corners": corners,
                    "content": .array([grabber] + content),
                ])
            ]
        }
        // Pre-26: an opaque panel; its content drawn through an identity glass, which clips it to the panel.
        let corners = J.object(["topLeft": .number(10), "topRight": .number(10)])
        return [
            J.object([
                "type": .string("shape"), "frame": J.frame(x, y, sw, height), "corners": corners,
                "fill": .string("systemBackground"),
            ]),
            J.object([
                "type": .string("glass"), "frame": J.frame(x, y, sw, height), "corners": corners,
                "style": .string("identity"), "content": .array([grabber] + content),
            ]),
        ]
    }
}
