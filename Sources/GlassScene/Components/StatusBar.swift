/// The status bar (components.md §4): the time in 17 pt semibold, cellular, Wi-Fi and battery, in the
/// top safe area; on phones with a top safe area of 59 pt or more, the Dynamic Island (a black capsule
/// ≈ 126 × 37 pt, 11 pt below the top) with the time centred left of it and the icons right of it.
enum StatusBar {
    static let keys = ["type", "name", "time", "style"]

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let time = try o.optional("time")?.string() ?? "9:41"
        if time.unicodeScalars.count > 20 { throw o.optional("time")!.error("expected a short time such as \"9:41\"") }
        let style: String =
            try o.optional("style")?.choice([("auto", "label"), ("dark", "black"), ("light", "white")]) ?? "label"
        let w = c.widthPt
        let island = c.device?.hasDynamicIsland ?? false
        // The line the status bar's content sits on: the island's centre, or the middle of a short bar.
        let height = max(20, island ? 37 : min(c.safeTopPt, 44))
        let top = island ? 11 : max(0, (c.safeTopPt - height) / 2)
        let side = island ? (w - 126) / 2 : w / 3
        var layers: [JSONValue] = []
        if island {
            layers.append(J.shape((w - 126) / 2, 11, 126, 37, corners: .string("capsule"), fill: "black"))
        }
        // The time: centred in the left part (a third of a phone without the island).
        if !time.isEmpty {
            layers.append(
                Provenance.tag(
                    J.text(time, 0, top, side, height, size: 17, weight: "semibold", color: style),
                    o.node.path + ".time"))
        }
        // Cellular, Wi-Fi, battery, right to left from the right part's centre.
        let iconsWidth = 18 + 6 + 18 + 6 + 27.0
        let x0 = island ? (w + 126) / 2 + (side - iconsWidth) / 2 : w - side + (side - iconsWidth) / 2
        layers.append(J.symbol("cellularbars", x0, top, 18, height, size: 14, weight: "bold", color: style))
        layers.append(J.symbol("wifi", x0 + 24, top, 18, height, size: 14, weight: "bold", color: style))
        // The battery as shapes: a rounded outline at 40%, the charge, and the terminal nub.
        let by = top + (height - 12) / 2
        let bx = x0 + 48
        layers.append(
            J.object([
                "type": .string("shape"), "frame": J.frame(bx, by, 24.5, 12), "corners": .number(3.8),
                "fill": .string(style), "opacity": .number(0.4),
            ]))
        layers.append(J.shape(bx + 2, by + 2, 20.5, 8, corners: .number(2.2), fill: style))
        layers.append(
            J.object([
                "type": .string("shape"), "frame": J.frame(bx + 25.5, by + 4, 1.5, 4), "corners": .number(0.7),
                "fill": .string(style), "opacity": .number(0.4),
            ]))
        return layers
    }
}

/// The home indicator: a 134 × 5 pt capsule 8 pt above the bottom edge, in `label` (components.md §4).
enum HomeIndicator {
    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: ["type", "name"])
        return [J.shape((c.widthPt - 134) / 2, c.heightPt - 8 - 5, 134, 5, corners: .string("capsule"), fill: "label")]
    }
}
