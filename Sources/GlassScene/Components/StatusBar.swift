/// The status bar (components.md §4): the time in 17 pt semibold, cellular, Wi-Fi and battery, in the
/// top safe area; on phones with a top safe area of 59 pt or more, the Dynamic Island (a black capsule
/// ≈ 126 × 37 pt, 11 pt below the top) with the time centred left of it and the icons right of it. An iPad
/// sets a smaller time (`padTimePt`, semibold) at its leading margin followed by the date (`date`, "Tue Jan 9"
/// unless given; "" hides it), and the icons at its trailing margin (20 pt in).
enum StatusBar {
    static let keys = ["type", "name", "time", "date", "style"]
    /// An iPad's time and date, pt (≈), and the gap between them.
    static let padTimePt = 12.0
    static let padDateGapPt = 5.0

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let time = try o.optional("time")?.string() ?? "9:41"
        if time.unicodeScalars.count > 20 { throw o.optional("time")!.error("expected a short time such as \"9:41\"") }
        let date = try o.optional("date")?.string() ?? "Tue Jan 9"
        if date.unicodeScalars.count > 20 {
            throw o.optional("date")!.error("expected a short date such as \"Tue Jan 9\"")
        }
        let given: String =
            try o.optional("style")?.choice([("auto", "auto"), ("dark", "black"), ("light", "white")]) ?? "auto"
        // `auto` ink is `label` in the look the band beneath takes (measured, in the Liquid Glass design).
        let style = given == "auto" ? "label" : given
        if c.compactHeight {
            // An iPhone in landscape shows no status bar; the island is hardware: on the left edge, vertical,
            // whatever the layout direction.
            guard c.device?.hasDynamicIsland == true else { return [] }
            return [J.shape(11, (c.heightPt - 126) / 2, 37, 126, corners: .string("capsule"), fill: "black")]
        }
        let w = c.widthPt
        let island = c.device?.hasDynamicIsland ?? false
        // The line the status bar's content sits on: the island's centre, or the middle of a short bar.
        let height = max(20, island ? 37 : min(c.safeTopPt, 44))
        let top = island ? 11 : max(0, (c.safeTopPt - height) / 2)
        let side = island ? (w - 126) / 2 : w / 3
        var layers: [JSONValue] = []
        // The time: centred in the left part (a third of a phone without the island).
        let pad = c.isPad
        if pad {
            // The time, then the date, each as wide as it is drawn (Bold Text included).
            var x = 20.0
            for (text, key) in [(time, "time"), (date, "date")] where !text.isEmpty {
                let width = Measure.width(text, sizePt: Self.padTimePt, weight: c.settings.drawn(.semibold)) + 1
                layers.append(
                    Provenance.tag(
                        J.text(
                            text, x, top, width, height, size: Self.padTimePt, weight: "semibold", color: style,
                            alignment: "leading"), o.node.path + "." + key))
                x += width + Self.padDateGapPt
            }
        } else if !time.isEmpty {
            layers.append(
                Provenance.tag(
                    J.text(time, 0, top, side, height, size: 17, weight: "semibold", color: style),
                    o.node.path + ".time"))
        }
        // Cellular, Wi-Fi, battery, right to left from the right part's centre.
        let iconsWidth = 18 + 6 + 18 + 6 + 27.0
        let x0 =
            island
            ? (w + 126) / 2 + (side - iconsWidth) / 2 : pad ? w - 20 - iconsWidth : w - side + (side - iconsWidth) / 2
        layers.append(
            Provenance.tag(
                J.symbol("cellularbars", x0, top, 18, height, size: 14, weight: "bold", color: style),
                o.node.path + ".cellular"))
        layers.append(
            Provenance.tag(
                J.symbol("wifi", x0 + 24, top, 18, height, size: 14, weight: "bold", color: style),
                o.node.path + ".wifi"))
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
        // Right to left the time and the icons swap sides; the island is hardware and stays.
        if c.mirrors { layers = Mirror.layers(layers, width: w) }
        let islandShape = J.shape((w - 126) / 2, 11, 126, 37, corners: .string("capsule"), fill: "black")
        guard given == "auto" && c.liquid else { return (island ? [islandShape] : []) + layers }
        // Measured: the ink on an identity glass over the band (the top safe area), deciding by what is drawn
        // there; the island goes after it, outside what is measured.
        let band = max(c.safeTopPt, top + height)
        return [Adaptive.ink(0, 0, w, band, content: layers)] + (island ? [islandShape] : [])
    }
}

/// Ink that takes its look by what lies beneath it: an identity glass (no material: only its content, whose
/// semantic colours resolve in the look taken) with `"appearance": "auto"`, measuring exactly its frame.
enum Adaptive {
    static func ink(_ x: Double, _ y: Double, _ w: Double, _ h: Double, content: [JSONValue]) -> JSONValue {
        J.object([
            "type": .string("glass"), "style": .string("identity"), "appearance": .string("auto"),
            "frame": J.frame(x, y, w, h), "corners": .number(0), "content": .array(content),
        ])
    }
}

/// The home indicator: a 134 × 5 pt capsule (220 × 5 pt in landscape) 8 pt above the bottom edge. `style`: `auto`
/// (default: `label` in the look of what lies within 8 pt of it, measured in the Liquid Glass design), `dark`
/// (black ink) or `light` (white ink).
enum HomeIndicator {
    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: ["type", "name", "style"])
        let given: String =
            try o.optional("style")?.choice([("auto", "auto"), ("dark", "black"), ("light", "white")]) ?? "auto"
        let width = c.orientation == .landscape ? 220.0 : 134
        let (x, y) = ((c.widthPt - width) / 2, c.heightPt - 8 - 5)
        guard given == "auto" && c.liquid else {
            return [J.shape(x, y, width, 5, corners: .string("capsule"), fill: given == "auto" ? "label" : given)]
        }
        return [
            Adaptive.ink(
                x - 8, y - 8, width + 16, 21,
                content: [J.shape(8, 8, width, 5, corners: .string("capsule"), fill: "label")])
        ]
    }
}
