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
        // Content: layers in the sheet's frame; controls among them are lowered against the sheet.
        var content: [JSONValue] = []
        if let n = o.optional("content") {
            guard case .array = n.value else { throw n.expected("an array of layers") }
            let inside = LayoutContext(
                widthPt: sw, heightPt: height, safeTopPt: 0, safeBottomPt: 0, device: nil, design: c.design,
                dark: c.dark)
            for item in try n.array() {
                if case .object(let members) = item.value,
                    case .string(let type)? = members.first(where: { $0.key == "type" })?.value,
                    Lowering.controlTypes.contains(type)
                {
                    let lowered = try Lowering.lowerComponent(type, ObjectNode(node: item, members: members), inside)
                    content.append(
                        J.object(["type": .string("group"), "name": .string(type), "layers": .array(lowered)]))
                } else {
                    content.append(item.value)
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

/// An alert (components.md §5): the screen dimmed by black 20%, a regular-glass panel 320 pt wide (≈)
/// centred, corners ≈ 35 pt; the title 17 pt semibold and the message 13 pt, centred, 20 pt padding; the
/// actions capsule buttons 44 pt tall, side by side when two, stacked otherwise; `cancel` semibold,
/// `destructive` in `systemRed`. Pre-26: 270 pt wide, 14 pt corners, the chrome material, actions as plain
/// tinted titles over hairlines.
enum Alert {
    static let keys = ["type", "name", "title", "message", "actions"]

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let title = try o.optional("title").map { n throws(SceneError) in try BarItem.nonEmpty(n) }
        let message = try o.optional("message")?.string()
        var actions: [(title: String, style: String)] = []
        if let a = o.optional("actions") {
            for n in try a.array() {
                let ao = try n.object(allowed: ["title", "style"])
                let t = try BarItem.nonEmpty(try ao.required("title"))
                let s: String =
                    try ao.optional("style")?.choice([
                        ("default", "default"), ("cancel", "cancel"), ("destructive", "destructive"),
                    ])
                    ?? "default"
                actions.append((t, s))
            }
        }
        if actions.isEmpty { actions = [("OK", "default")] }
        let width = c.liquid ? 320.0 : 270
        let pad = 20.0
        let inner = width - 2 * pad
        let titleHeight = title == nil ? 0 : 22.0
        let messageLines =
            message.map { max(1, Int((Measure.width($0, sizePt: 13, weight: .regular) / inner).rounded(.up))) } ?? 0
        let messageHeight = Double(min(messageLines, 8)) * 16
        let sideBySide = actions.count == 2
        let buttonsHeight = sideBySide ? 44.0 : Double(actions.count) * 44 + Double(actions.count - 1) * 8
        let height =
            pad + titleHeight + (message != nil ? 4 + messageHeight : 0) + 20 + buttonsHeight + (c.liquid ? pad : 0)
        let x = (c.widthPt - width) / 2
        let y = (c.heightPt - height) / 2
        var content: [JSONValue] = []
        var cy = pad
        if let title {
            content.append(J.text(title, pad, cy, inner, titleHeight, size: 17, weight: "semibold", color: "label"))
            cy += titleHeight
        }
        if let message {
            cy += 4
            var m = J.text(message, pad, cy, inner, messageHeight, size: 13, weight: "regular", color: "label")
            if case .object(var members) = m {
                members.append(("lines", .number(Double(min(messageLines, 8)))))
                m = .object(members)
            }
            content.append(m)
            cy += messageHeight
        }
        cy += 20
        let bw = sideBySide ? (inner - 8) / 2 : inner
        for (i, a) in actions.enumerated() {
            let bx = sideBySide ? pad + Double(i) * (bw + 8) : pad
            let by = sideBySide ? cy : cy + Double(i) * 52
            let color = a.style == "destructive" ? "systemRed" : (c.liquid ? "label" : "tint")
            let weight = a.style == "cancel" ? "semibold" : "regular"
            if c.liquid {
                content.append(J.shape(bx, by, bw, 44, corners: .string("capsule"), fill: "systemFill"))
            } else {
                content.append(J.shape(0, by - 4, width, 0.33, corners: .number(0), fill: "separator"))
            }
            content.append(J.text(a.title, bx, by, bw, 44, size: 17, weight: weight, color: color))
        }
        let dim = J.object([
            "type": .string("shape"), "frame": J.frame(0, 0, c.widthPt, c.heightPt), "fill": .string("#00000033"),
        ])
        if c.liquid {
            return [
                dim,
                J.object([
                    "type": .string("glass"), "frame": J.frame(x, y, width, height), "corners": .number(35),
                    "content": .array(content),
                ]),
            ]
        }
        var panel = J.chrome(x, y, width, height, dark: c.dark)
        if case .object(var members) = panel, let i = members.firstIndex(where: { $0.key == "corners" }) {
            members[i].value = .number(14)
            if let k = members.firstIndex(where: { $0.key == "content" }), case .array(let back) = members[k].value {
                members[k].value = .array(back + content)
            }
            panel = .object(members)
        }
        return [dim, panel]
    }
}
