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
            return [
                Primitive.shape(
                    .init(
                        frame: RectPt(islandTopPt, y, islandHeightPt, islandWidthPt), corners: .capsule, fill: "black")
                ).json
            ]
        }
        let w = c.widthPt
        let island = c.device?.hasDynamicIsland ?? false
        // The line the status bar's content sits on: the island's centre, or the middle of a short bar.
        let height = max(minimumLinePt, island ? islandHeightPt : min(c.safeTopPt, maximumLinePt))
        let top = island ? islandTopPt : max(0, (c.safeTopPt - height) / 2)
        let side = island ? (w - islandWidthPt) / 2 : w / partsCount
        var layers: [Primitive] = []
        // The time: centred in the left part (a third of a phone without the island); at the user's `time`
        // where given, else a part of the status bar (`layers[3]:time`), as the icons are.
        let pad = c.isPad
        let ink = LayerPaint.color(style)
        let timeFont = LayerFont(sizePt: pad ? padTimePt : timeSizePt, weight: .semibold)
        if pad {
            // The time, then the date, each as wide as it is drawn (Bold Text included).
            var x = padMarginPt
            for (text, key) in [(time, "time"), (date, "date")] where !text.isEmpty {
                let width = Measure.width(text, sizePt: timeFont.sizePt, weight: timeFont.drawn(c.settings)) + 1
                layers.append(
                    .text(
                        .init(
                            text: text, frame: RectPt(x, top, width, height), font: timeFont, color: ink,
                            alignment: .leading, origin: .member(o, key))))
                x += width + Self.padDateGapPt
            }
        } else if !time.isEmpty {
            layers.append(
                .text(
                    .init(
                        text: time, frame: RectPt(0, top, side, height), font: timeFont, color: ink,
                        origin: .member(o, "time"))))
        }
        // Cellular, Wi-Fi, battery, right to left from the right part's centre.
        let pitch = iconBoxPt + iconGapPt
        let iconsWidth = 2 * pitch + batteryBoxPt
        let x0 =
            island
            ? (w + islandWidthPt) / 2 + (side - iconsWidth) / 2
            : pad ? w - padMarginPt - iconsWidth : w - side + (side - iconsWidth) / 2
        for (x, name, part) in [(x0, "cellularbars", "cellular"), (x0 + pitch, "wifi", "wifi")] {
            layers.append(
                .symbol(
                    .init(
                        name: name, frame: RectPt(x, top, iconBoxPt, height), sizePt: iconSizePt,
                        weight: .bold, color: ink, origin: .part(of: o.node, part))))
        }
        // The battery as shapes: a rounded outline at 40%, the charge, and the terminal nub.
        let (bw, bh, inset) = (batteryWidthPt, batteryHeightPt, chargeInsetPt)
        let by = top + (height - bh) / 2
        let bx = x0 + 2 * pitch
        layers.append(
            .shape(
                .init(
                    frame: RectPt(bx, by, bw, bh), corners: .radiusPt(batteryCornerPt), fill: ink,
                    opacity: batteryOutlineOpacity)))
        layers.append(
            .shape(
                .init(
                    frame: RectPt(bx + inset, by + inset, bw - 2 * inset, bh - 2 * inset),
                    corners: .radiusPt(chargeCornerPt), fill: ink)))
        layers.append(
            .shape(
                .init(
                    frame: RectPt(bx + bw + nubGapPt, by + (bh - nubHeightPt) / 2, nubWidthPt, nubHeightPt),
                    corners: .radiusPt(nubCornerPt), fill: ink, opacity: batteryOutlineOpacity)))
        // Right to left the time and the icons swap sides; the island is hardware and stays.
        var drawn = layers.json
        if c.mirrors { drawn = Mirror.layers(drawn, width: w) }
        let islandShape = Primitive.shape(
            .init(
                frame: RectPt((w - islandWidthPt) / 2, islandTopPt, islandWidthPt, islandHeightPt), corners: .capsule,
                fill: "black")
        ).json
        guard given == "auto" && c.liquid else { return (island ? [islandShape] : []) + drawn }
        // Measured: the ink on an identity glass over the band (the top safe area), deciding by what is drawn
        // there; the island goes after it, outside what is measured.
        let band = max(c.safeTopPt, top + height)
        return [Primitive.ink(.init(frame: RectPt(0, 0, w, band), content: drawn.map(Primitive.lowered))).json]
            + (island ? [islandShape] : [])
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
            let fill = LayerPaint.color(given == "auto" ? "label" : given)
            return [Primitive.shape(.init(frame: RectPt(x, y, width, heightPt), corners: .capsule, fill: fill)).json]
        }
        let m = measuredMarginPt
        let capsule = Primitive.shape(.init(frame: RectPt(m, m, width, heightPt), corners: .capsule, fill: "label"))
        return [
            Primitive.ink(.init(frame: RectPt(x - m, y - m, width + 2 * m, heightPt + 2 * m), content: [capsule])).json
        ]
    }
}
