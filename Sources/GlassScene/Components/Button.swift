import GlassText

/// A `UIButton` with a configuration (components.md §5): `glass` (a regular glass capsule, `label` content),
/// `prominentGlass` (glass tinted with the tint, white content), and the classic `filled` (a tint capsule,
/// white), `tinted` (the tint at 20% under tint-coloured content), `gray` (`secondarySystemFill`, tint
/// content) and `plain` (tint content only). Sizes small / medium / large are 28 / 34 / 50 pt tall with 15 /
/// 15 / 17 pt titles and 10 / 12 / 20 pt side padding (≈). Without a `frame`, `center` places a button sized
/// by its content (a symbol alone: a circle). Pre-26, `glass` draws as `tinted` and `prominentGlass` as
/// `filled`, on rounded rectangles; a pressed glass button takes the glass press look, any other 70% opacity.
enum Button {
    static let keys = ["type", "name", "frame", "center", "title", "symbol", "configuration", "size", "tint", "state"]

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let title = try o.optional("title").map { n throws(SceneError) in try BarItem.nonEmpty(n) }
        var symbol: String? = nil
        if let s = o.optional("symbol") {
            symbol = try s.symbolName()
        }
        if title == nil && symbol == nil { throw o.node.error("a button needs a \"title\", a \"symbol\" or both") }
        var configuration =
            try o.optional("configuration")?.choice(
                ["glass", "prominentGlass", "filled", "tinted", "gray", "plain"].map { ($0, $0) }) ?? "glass"
        if !c.liquid {
            if configuration == "glass" { configuration = "tinted" }
            if configuration == "prominentGlass" { configuration = "filled" }
        }
        // Pre-26 a filled, tinted or gray button is a rounded rectangle whose radius follows its size
        // (`cornerStyle = .dynamic`, ≈ 6 / 8 / 12 pt), not a capsule.
        let (height, fontSize, padding, classicRadius): (Double, Double, Double, Double) =
            switch try o.optional("size")?.choice([("small", 0), ("medium", 1), ("large", 2)]) ?? 1 {
            case 0: (28, 15, 10, 6)
            case 1: (34, 15, 12, 8)
            default: (50, 17, 20, 12)
            }
        let tint = try ControlInput.color(o, "tint", default: "tint")
        let pressed = try ControlInput.pressed(o)
        let weight = configuration == "prominentGlass" || configuration == "filled" ? "semibold" : "regular"
        let symbolSize = fontSize + 2
        let titleWidth =
            title.map {
                Measure.width(
                    $0, sizePt: fontSize, weight: c.settings.drawn(weight == "semibold" ? .semibold : .regular))
            } ?? 0
        let contentWidth = titleWidth + (symbol != nil ? symbolSize + (title != nil ? 6 : 0) : 0)
        var f: [Double]
        if o.optional("frame") != nil {
            f = try ControlInput.frame(o)
        } else if let n = o.optional("center") {
            let p = try ControlInput.point(n)
            // A symbol alone makes a circle; otherwise the content plus the padding, at least a circle.
            let w = title == nil ? height : max(height, contentWidth + 2 * padding)
            f = [p[0] - w / 2, p[1] - height / 2, w, height]
        } else {
            throw o.node.error("a button needs a \"frame\" or a \"center\"")
        }
        let contentColor: String =
            switch configuration {
            case "glass": "label"
            case "prominentGlass", "filled": "white"
            default: tint
            }
        // The content, centred: symbol then title.
        var content: [JSONValue] = []
        var x = (f[2] - contentWidth) / 2
        if let symbol {
            content.append(
                Provenance.tag(
                    J.symbol(symbol, x, 0, symbolSize, f[3], size: fontSize, weight: "medium", color: contentColor),
                    o.node.path + ".symbol"))
            x += symbolSize + 6
        }
        if let title {
            content.append(
                Provenance.tag(
                    J.text(title, x, 0, titleWidth + 1, f[3], size: fontSize, weight: weight, color: contentColor),
                    o.node.path + ".title"))
        }
        func moved(_ layers: [JSONValue]) -> [JSONValue] { layers.map { offset($0, f[0], f[1]) } }
        switch configuration {
        case "glass", "prominentGlass":
            var g: [(key: String, value: JSONValue)] = [
                ("type", .string("glass")), ("frame", J.frame(f[0], f[1], f[2], f[3])), ("corners", .string("capsule")),
            ]
            if configuration == "prominentGlass" { g.append(("tint", .string(tint))) }
            if pressed { g.append(("state", .string("pressed"))) }
            g.append(("content", .array(content)))
            return [.object(g)]
        case "plain":
            return moved(content).map { pressed ? withOpacity($0, 0.7) : $0 }
        default:
            let fill = configuration == "filled" ? tint : (configuration == "gray" ? "secondarySystemFill" : tint)
            let corners: JSONValue = c.liquid ? .string("capsule") : .number(min(classicRadius, f[2] / 2, f[3] / 2))
            var back = J.shape(f[0], f[1], f[2], f[3], corners: corners, fill: fill)
            if configuration == "tinted" { back = withOpacity(back, 0.2) }
            let layers = [back] + moved(content)
            return pressed ? layers.map { withOpacity($0, 0.7) } : layers
        }
    }

    /// A layer moved by (`dx`, `dy`) points.
    static func offset(_ layer: JSONValue, _ dx: Double, _ dy: Double) -> JSONValue {
        guard case .object(var members) = layer, let i = members.firstIndex(where: { $0.key == "frame" }),
            case .array(let f) = members[i].value, case .number(let x) = f[0], case .number(let y) = f[1]
        else { return layer }
        members[i].value = .array([.number(x + dx), .number(y + dy), f[2], f[3]])
        return .object(members)
    }

    static func withOpacity(_ layer: JSONValue, _ opacity: Double) -> JSONValue {
        guard case .object(var members) = layer else { return layer }
        var o = opacity
        if let i = members.firstIndex(where: { $0.key == "opacity" }), case .number(let v) = members[i].value {
            o *= v
            members.remove(at: i)
        }
        members.append(("opacity", .number(o)))
        return .object(members)
    }
}
