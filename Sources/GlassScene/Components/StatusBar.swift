/// The status bar: the time in 17 pt semibold, cellular, Wi-Fi and battery, in the
/// top safe area; on phones with a top safe area of 59 pt or more, the Dynamic Island (a black capsule
/// ≈ 126 × 37 pt, 11 pt below the top) with the time centred left of it and the icons right of it. An iPad
/// sets a smaller time (`padTimePt`, semibold) at its leading margin followed by the date (`date`, "Tue Jan 9"
/// unless given; "" hides it), and the icons at its trailing margin (20 pt in).
enum StatusBar {
    static let keys = ["type", "name", "time", "date", "style"]
    /// An iPad's time and date, pt (≈), and the gap between them.
    static let padTimePt = 12.0
    static let padDateGapPt = 5.0

    // Metrics.
    /// Apple: the time, "9:41" in 17 pt semibold.
    static let timeSizePt = 17.0
    /// Apple: a time such as "9:41" is short.
    static let maxTimeCharacters = 20
    /// Apple: the Dynamic Island, a black capsule ≈ 126 × 37 pt 11 pt below the top (in landscape on its side,
    /// 11 pt from the left edge).
    static let islandWidthPt = 126.0, islandHeightPt = 37.0, islandTopPt = 11.0
    /// glass: without the island the content's line is the middle of the top safe area, 20 to 44 pt tall, the
    /// time centred in the left third and the icons in the right third (≈).
    static let minimumLinePt = 20.0, maximumLinePt = 44.0, partsCount = 3.0
    /// Apple: an iPad sets the time at its leading margin and the icons at its trailing one, 20 pt in.
    static let padMarginPt = 20.0
    /// glass: cellular and Wi-Fi 14 pt bold in 18 pt boxes 6 pt apart, then the battery, 27 pt with its nub (≈).
    static let iconSizePt = 14.0, iconBoxPt = 18.0, iconGapPt = 6.0, batteryBoxPt = 27.0
    /// glass: the battery, a 24.5 × 12 pt outline with 3.8 pt corners at 40 %, the charge 2 pt inside it with
    /// 2.2 pt corners, and a 1.5 × 4 pt nub 1 pt after it with 0.7 pt corners at 40 % (≈).
    static let batteryWidthPt = 24.5, batteryHeightPt = 12.0, batteryCornerPt = 3.8, batteryOutlineOpacity = 0.4
    static let chargeInsetPt = 2.0, chargeCornerPt = 2.2
    static let nubGapPt = 1.0, nubWidthPt = 1.5, nubHeightPt = 4.0, nubCornerPt = 0.7

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let time = try o.optional("time")?.string() ?? "9:41"
        if time.unicodeScalars.count > maxTimeCharacters {
            throw o.optional("time")!.error("expected a short time such as \"9:41\"")
        }
        let date = try o.optional("date")?.string() ?? "Tue Jan 9"
        if date.unicodeScalars.count > maxTimeCharacters {
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
            let y = (c.heightPt - islandWidthPt) / 2
            return [J.shape(islandTopPt, y, islandHeightPt, islandWidthPt, corners: .string("capsule"), fill: "black")]
        }
        let w = c.widthPt
        let island = c.device?.hasDynamicIsland ?? false
        // The line the status bar's content sits on: the island's centre, or the middle of a short bar.
        let height = max(minimumLinePt, island ? islandHeightPt : min(c.safeTopPt, maximumLinePt))
        let top = island ? islandTopPt : max(0, (c.safeTopPt - height) / 2)
        let side = island ? (w - islandWidthPt) / 2 : w / partsCount
        var layers: [JSONValue] = []
        // The time: centred in the left part (a third of a phone without the island); at the user's `time`
        // where given, else a part of the status bar (`layers[3]:time`), as the icons are.
        let pad = c.isPad
        let path = o.node.path
        // The user's key, or a part of the status bar's own when the scene did not give it.
        func origin(_ key: String) -> String { o.optional(key) == nil ? Provenance.part(path, key) : path + "." + key }
        if pad {
            // The time, then the date, each as wide as it is drawn (Bold Text included).
            var x = padMarginPt
            for (text, key) in [(time, "time"), (date, "date")] where !text.isEmpty {
                let width = Measure.width(text, sizePt: Self.padTimePt, weight: c.settings.drawn(.semibold)) + 1
                layers.append(
                    Provenance.tag(
                        J.text(
                            text, x, top, width, height, size: Self.padTimePt, weight: "semibold", color: style,
                            alignment: "leading"), origin(key)))
                x += width + Self.padDateGapPt
            }
        } else if !time.isEmpty {
            layers.append(
                Provenance.tag(
                    J.text(time, 0, top, side, height, size: timeSizePt, weight: "semibold", color: style),
                    origin("time")))
        }
        // Cellular, Wi-Fi, battery, right to left from the right part's centre.
        let pitch = iconBoxPt + iconGapPt
        let iconsWidth = 2 * pitch + batteryBoxPt
        let x0 =
            island
            ? (w + islandWidthPt) / 2 + (side - iconsWidth) / 2
            : pad ? w - padMarginPt - iconsWidth : w - side + (side - iconsWidth) / 2
        layers.append(
            Provenance.tag(
                J.symbol("cellularbars", x0, top, iconBoxPt, height, size: iconSizePt, weight: "bold", color: style),
                Provenance.part(path, "cellular")))
        layers.append(
            Provenance.tag(
                J.symbol("wifi", x0 + pitch, top, iconBoxPt, height, size: iconSizePt, weight: "bold", color: style),
                Provenance.part(path, "wifi")))
        // The battery as shapes: a rounded outline at 40%, the charge, and the terminal nub.
        let (bw, bh, inset) = (batteryWidthPt, batteryHeightPt, chargeInsetPt)
        let by = top + (height - bh) / 2
        let bx = x0 + 2 * pitch
        layers.append(
            J.object([
                "type": .string("shape"), "frame": J.frame(bx, by, bw, bh), "corners": .number(batteryCornerPt),
                "fill": .string(style), "opacity": .number(batteryOutlineOpacity),
            ]))
        layers.append(
            J.shape(
                bx + inset, by + inset, bw - 2 * inset, bh - 2 * inset, corners: .number(chargeCornerPt), fill: style))
        layers.append(
            J.object([
                "type": .string("shape"),
                "frame": J.frame(bx + bw + nubGapPt, by + (bh - nubHeightPt) / 2, nubWidthPt, nubHeightPt),
                "corners": .number(nubCornerPt), "fill": .string(style), "opacity": .number(batteryOutlineOpacity),
            ]))
        // Right to left the time and the icons swap sides; the island is hardware and stays.
        if c.mirrors { layers = Mirror.layers(layers, width: w) }
        let islandShape = J.shape(
            (w - islandWidthPt) / 2, islandTopPt, islandWidthPt, islandHeightPt, corners: .string("capsule"),
            fill: "black")
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
    // Metrics.
    /// Apple: a 134 × 5 pt capsule (220 pt wide in landscape, ≈) 8 pt above the bottom edge.
    static let widthPt = 134.0, landscapeWidthPt = 220.0, heightPt = 5.0, bottomPt = 8.0
    /// glass: its look is measured within 8 pt of it.
    static let measuredMarginPt = 8.0

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: ["type", "name", "style"])
        let given: String =
            try o.optional("style")?.choice([("auto", "auto"), ("dark", "black"), ("light", "white")]) ?? "auto"
        let width = c.orientation == .landscape ? landscapeWidthPt : widthPt
        let (x, y) = ((c.widthPt - width) / 2, c.heightPt - bottomPt - heightPt)
        guard given == "auto" && c.liquid else {
            let fill = given == "auto" ? "label" : given
            return [J.shape(x, y, width, heightPt, corners: .string("capsule"), fill: fill)]
        }
        let m = measuredMarginPt
        return [
            Adaptive.ink(
                x - m, y - m, width + 2 * m, heightPt + 2 * m,
                content: [J.shape(m, m, width, heightPt, corners: .string("capsule"), fill: "label")])
        ]
    }
}
