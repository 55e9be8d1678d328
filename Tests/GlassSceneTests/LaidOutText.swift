import GlassScene
import GlassText

/// A lowered scene's text as the text stack lays it out: each text layer's frame on the screen and the
/// boxes its lines take there (points), laid out by `TextLayout` exactly as the layer will be resolved, at
/// the weight it is drawn at. What the Dynamic Type tests check overlaps, truncation and containment on.
struct LaidOutText {
    let text: String
    /// `[x, y, width, height]` on the screen, points.
    let frame: [Double]
    /// Each line's box on the screen, `[x, y, width, height]` in points.
    let lines: [[Double]]
    let truncated: Bool
    let sizePt: Double

    /// The box around every line.
    var box: [Double] {
        let x0 = lines.map { $0[0] }.min() ?? frame[0]
        let y0 = lines.map { $0[1] }.min() ?? frame[1]
        let x1 = lines.map { $0[0] + $0[2] }.max() ?? frame[0]
        let y1 = lines.map { $0[1] + $0[3] }.max() ?? frame[1]
        return [x0, y0, x1 - x0, y1 - y0]
    }

    /// Every text layer of `value` (a lowered scene), glass content moved by its glass's frame. `bold`: the
    /// scene's Bold Text (the lowered weight is the one written; the resolver makes it heavier). Laid out at
    /// `scale` pixels a point, as the canvas is.
    static func collect(_ value: JSONValue, bold: Bool, scale: Double) -> [LaidOutText] {
        var out: [LaidOutText] = []
        walk(value, dx: 0, dy: 0, bold: bold, scale: scale, into: &out)
        return out
    }

    static func number(_ v: JSONValue?) -> Double? { if case .number(let n)? = v { n } else { nil } }

    static func numbers(_ v: JSONValue?) -> [Double]? {
        guard case .array(let a)? = v else { return nil }
        let n = a.compactMap { number($0) }
        return n.count == a.count ? n : nil
    }

    static func walk(
        _ value: JSONValue, dx: Double, dy: Double, bold: Bool, scale: Double, into out: inout [LaidOutText]
    ) {
        switch value {
        case .array(let items):
            for i in items { walk(i, dx: dx, dy: dy, bold: bold, scale: scale, into: &out) }
        case .object(let m):
            func member(_ k: String) -> JSONValue? { m.first { $0.key == k }?.value }
            let type: String? = if case .string(let t)? = member("type") { t } else { nil }
            if type == "text", case .string(let text)? = member("text"), let f = numbers(member("frame")) {
                out.append(laid(text, [f[0] + dx, f[1] + dy, f[2], f[3]], m, bold: bold, scale: scale))
                return
            }
            if type == "glass", let f = numbers(member("frame")), let content = member("content") {
                walk(content, dx: dx + f[0], dy: dy + f[1], bold: bold, scale: scale, into: &out)
                return
            }
            for (k, v) in m where k == "layers" || k == "children" {
                walk(v, dx: dx, dy: dy, bold: bold, scale: scale, into: &out)
            }
        default: return
        }
    }

    static func laid(
        _ text: String, _ f: [Double], _ m: [(key: String, value: JSONValue)], bold: Bool, scale: Double
    ) -> LaidOutText {
        func member(_ k: String) -> JSONValue? { m.first { $0.key == k }?.value }
        var sizePt = 17.0
        var weight = FontWeight.regular
        if case .object(let font)? = member("font") {
            sizePt = number(font.first { $0.key == "size" }?.value) ?? sizePt
            if case .string(let w)? = font.first(where: { $0.key == "weight" })?.value {
                weight = FontWeight(name: w) ?? weight
            }
        }
        if bold { weight = SceneSettings.boldWeight(weight) }
        let alignment: TextAlignment =
            if case .string(let a)? = member("alignment") { TextAlignment(rawValue: a) ?? .leading } else { .leading }
        let lines = Int(number(member("lines")) ?? 1)
        let font = try! FontLibrary.shared.font(family: "system", weight: weight, sizePt: sizePt)
        let block = TextLayout(font: font, weight: weight, sizePx: sizePt * scale).layout(
            text, width: f[2] * scale, height: f[3] * scale, lines: lines, alignment: alignment)
        let lineHeight = block.lineHeight / scale
        let top = f[1] + (f[3] - Double(block.lineWidths.count) * lineHeight) / 2
        let boxes = block.lineWidths.enumerated().map { i, px -> [Double] in
            let w = px / scale
            let x =
                switch alignment {
                case .leading: f[0]
                case .center: f[0] + (f[2] - w) / 2
                case .trailing: f[0] + f[2] - w
                }
            return [x, top + Double(i) * lineHeight, w, lineHeight]
        }
        return LaidOutText(text: text, frame: f, lines: boxes, truncated: block.truncated, sizePt: sizePt)
    }

    /// Whether two boxes share any area (touching edges do not), with `slackPt` forgiven.
    static func overlap(_ a: [Double], _ b: [Double], slackPt: Double = 0.01) -> Bool {
        a[0] + a[2] - slackPt > b[0] && b[0] + b[2] - slackPt > a[0] && a[1] + a[3] - slackPt > b[1]
            && b[1] + b[3] - slackPt > a[1]
    }

    /// Whether `inner` lies inside `outer`, with `slackPt` forgiven.
    static func inside(_ inner: [Double], _ outer: [Double], slackPt: Double = 0.01) -> Bool {
        inner[0] >= outer[0] - slackPt && inner[1] >= outer[1] - slackPt
            && inner[0] + inner[2] <= outer[0] + outer[2] + slackPt
            && inner[1] + inner[3] <= outer[1] + outer[3] + slackPt
    }
}
