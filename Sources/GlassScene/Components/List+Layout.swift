import GlassText

/// The inset grouped list's figures in points, by design (≈: glass's estimates, no measurement gives them).
struct ListMetrics {
    /// The sections' side margins: 20 pt in a list 414 pt wide or wider (UIKit's wider layout margins of the
    /// large iPhones and iPads), else 16 pt.
    let marginPt: Double
    /// Liquid Glass: 26 pt (iOS 26's rounder sections); pre-26: 10 pt.
    let cornerRadiusPt: Double
    /// Liquid Glass: 52 pt (≈; iOS 26's rows are taller); pre-26: 44 pt.
    let rowHeightPt: Double
    /// The row's content inset from each side of the section.
    let insetPt = 16.0
    /// The icon tile's side and corner radius (Liquid Glass 8 pt ≈, pre-26 7 pt ≈).
    let iconPt = 29.0
    let iconCornerPt: Double
    /// The title's leading edge after an icon, from the section's edge: 16 + 29 + 15.
    let titleAfterIconPt = 60.0
    /// How far short of the row's trailing edge separators stop (Liquid Glass 16 pt ≈, pre-26 0).
    let separatorTrailingPt: Double
    /// Separators and column hairlines, pt.
    static let hairlinePt = 0.33
    var separatorPt: Double { Self.hairlinePt }
    /// Headers: Liquid Glass 15 pt semibold as written (≈), 20 pt lines; pre-26 13 pt regular upper-cased,
    /// 16 pt lines; both `secondaryLabel`.
    let headerSizePt: Double, headerWeight: FontWeight, headerLinePt: Double, headerUppercased: Bool
    /// Above a section without a header (Liquid Glass 20 pt ≈, pre-26 35 pt); above and below a header's text.
    let gapPt: Double, headerAbovePt: Double, headerBelowPt: Double
    /// Footers: 13 pt regular `secondaryLabel`, 16 pt lines, this far below the section (Liquid Glass 8 pt ≈,
    /// pre-26 6 pt).
    let footerAbovePt: Double
    let footerLinePt = 16.0
    /// The narrowest row: its 16 pt insets and 32 pt of title.
    let minimumRowWidthPt = 64.0

    init(_ c: LayoutContext, widthPt: Double) {
        marginPt = widthPt >= 414 ? 20 : 16
        let liquid = c.liquid
        cornerRadiusPt = liquid ? 26 : 10
        rowHeightPt = liquid ? 52 : 44
        iconCornerPt = liquid ? 8 : 7
        separatorTrailingPt = liquid ? 16 : 0
        (headerSizePt, headerWeight, headerLinePt, headerUppercased) =
            liquid ? (15, .semibold, 20, false) : (13, .regular, 16, true)
        (gapPt, headerAbovePt, headerBelowPt) = liquid ? (20, 12, 8) : (35, 17, 6)
        footerAbovePt = liquid ? 8 : 6
    }
}

extension InsetGroupedList {
    /// Lays out one section from `y` (its header, rows and footer) into `layers`; returns where the next
    /// section's gap starts.
    static func lowerSection(
        _ s: Section, x: Double, y: Double, width: Double, _ m: ListMetrics, _ c: LayoutContext,
        into layers: inout [JSONValue]
    ) throws(SceneError) -> Double {
        var y = y
        let textWidth = width - 2 * m.insetPt
        if let header = s.header, !header.isEmpty {
            let text = m.headerUppercased ? header.uppercased() : header
            let lines = Measure.lines(
                text, sizePt: m.headerSizePt, weight: c.settings.drawn(m.headerWeight), widthPt: textWidth,
                scale: c.scale, max: 4)
            let h = Double(lines) * m.headerLinePt
            y += m.headerAbovePt
            layers.append(
                Provenance.tag(
                    J.text(
                        text, x + m.insetPt, y, textWidth, h, size: m.headerSizePt,
                        weight: m.headerWeight == .semibold ? "semibold" : "regular", color: "secondaryLabel",
                        alignment: "leading"
                    ).with("lines", .number(Double(lines))), s.path + ".header"))
            y += h + m.headerBelowPt
        } else {
            y += m.gapPt
        }
        let height = Double(s.rows.count) * m.rowHeightPt
        layers.append(
            J.shape(x, y, width, height, corners: .number(m.cornerRadiusPt), fill: "secondarySystemGroupedBackground"))
        for (i, row) in s.rows.enumerated() {
            let ry = y + Double(i) * m.rowHeightPt
            let titleX = try lowerRow(row, x: x, y: ry, width: width, m, c, into: &layers)
            if i < s.rows.count - 1 {
                let end = x + width - m.separatorTrailingPt
                layers.append(
                    J.shape(
                        titleX, ry + m.rowHeightPt - m.separatorPt, end - titleX, m.separatorPt, corners: .number(0),
                        fill: "separator"))
            }
        }
        y += height
        if let footer = s.footer, !footer.isEmpty {
            let lines = Measure.lines(
                footer, sizePt: 13, weight: c.settings.drawn(.regular), widthPt: textWidth, scale: c.scale, max: 8)
            let h = Double(lines) * m.footerLinePt
            y += m.footerAbovePt
            layers.append(
                Provenance.tag(
                    J.text(
                        footer, x + m.insetPt, y, textWidth, h, size: 13, weight: "regular", color: "secondaryLabel",
                        alignment: "leading"
                    ).with("lines", .number(Double(lines))), s.path + ".footer"))
            y += h
        }
        return y
    }

    /// One row's icon, title, detail and accessory; returns the title's leading edge (where its separator
    /// starts).
    static func lowerRow(
        _ row: Row, x: Double, y: Double, width: Double, _ m: ListMetrics, _ c: LayoutContext,
        into layers: inout [JSONValue]
    ) throws(SceneError) -> Double {
        let h = m.rowHeightPt
        var titleX = x + m.insetPt
        if let icon = row.icon {
            let iy = y + (h - m.iconPt) / 2
            if icon.tile {
                layers.append(
                    J.shape(x + m.insetPt, iy, m.iconPt, m.iconPt, corners: .number(m.iconCornerPt), fill: icon.color))
            }
            layers.append(
                Provenance.tag(
                    J.symbol(
                        icon.symbol, x + m.insetPt, iy, m.iconPt, m.iconPt, size: icon.tile ? 17 : 20,
                        weight: icon.tile ? "medium" : "regular", color: icon.tile ? "white" : icon.color),
                    row.path + ".icon"))
            titleX = x + m.titleAfterIconPt
        }
        var end = x + width - m.insetPt
        if let on = row.toggle {
            // The switch component's own lowering, laid out at the origin and moved into the row; its first
            // layer is the track, whose frame gives its size.
            let members: [(key: String, value: JSONValue)] = [
                ("type", .string("switch")), ("origin", .array([.number(0), .number(0)])), ("on", .bool(on)),
            ]
            let node = Node(value: .object(members), path: row.path + ".toggle", file: "")
            let sw = try Switch.lower(ObjectNode(node: node, members: members), c)
            guard case .object(let track)? = sw.first,
                case .array(let f)? = track.first(where: { $0.key == "frame" })?.value,
                f.count == 4, case .number(let w) = f[2], case .number(let sh) = f[3]
            else { return titleX }
            layers += sw.map { Provenance.tag(Button.offset($0, end - w, y + (h - sh) / 2), row.path + ".toggle") }
            end -= w + 8
        } else if row.chevron {
            layers.append(
                Provenance.tag(
                    J.symbol("chevron.right", end - 10, y, 10, h, size: 14, weight: "semibold", color: "tertiaryLabel"),
                    row.path + ".chevron"))
            end -= 10 + 8
        }
        if let detail = row.detail, !detail.isEmpty {
            let dw = min(
                Measure.width(detail, sizePt: 17, weight: c.settings.drawn(.regular)) + 1, max(0, (end - titleX) * 0.6))
            if dw > 0 {
                layers.append(
                    Provenance.tag(
                        J.text(
                            detail, end - dw, y, dw, h, size: 17, weight: "regular", color: "secondaryLabel",
                            alignment: "trailing"
                        ).with("lines", .number(1)), row.path + ".detail"))
            }
            end -= dw + 8
        }
        layers.append(
            Provenance.tag(
                J.text(
                    row.title, titleX, y, max(1, end - titleX), h, size: 17, weight: "regular", color: "label",
                    alignment: "leading"
                )
                .with("lines", .number(1)), row.path + ".title"))
        return titleX
    }
}
