/// What the layout engine measured for one scene, kept so the same thing is measured once: a list of 300
/// rows that repeat their title, detail and symbol shapes each text once and sizes each offer once. Keys are
/// the values that decide the result (the text, the members that chose its font, the scale, the line limit,
/// the offer in points), so a hit gives exactly what measuring again would.
final class LayoutCache {
    struct TextKey: Hashable {
        let text: String
        /// The layer's `style` and `font` members as `describe` writes them.
        let font: String
        let scale: Double
        let lineLimit: Int
    }

    struct OfferKey: Hashable {
        /// The text's index in `texts`.
        let text: Int
        let widthPt: Double
        /// The most lines the offered height holds (`TextMeasure.cap`).
        let cap: Int
    }

    typealias Measured = (widthPt: Double, heightPt: Double, lines: Int, mostWidthPt: Double)

    private var textIndex: [TextKey: Int] = [:]
    private(set) var texts: [TextMeasure] = []
    private var offers: [OfferKey: Measured] = [:]
    /// Lookups answered from the cache, and measurements made (for tests).
    private(set) var hits = 0, misses = 0

    /// The text measured for `key`, measured by `make` the first time.
    func text(_ key: TextKey, _ make: () -> TextMeasure) -> TextMeasure {
        if let i = textIndex[key] {
            hits += 1
            return texts[i]
        }
        misses += 1
        var t = make()
        t.id = texts.count
        textIndex[key] = t.id
        texts.append(t)
        return t
    }

    /// Text `t` measured for an offer, once per distinct offer.
    func measure(_ t: TextMeasure, widthPt: Double, heightPt: Double) -> Measured {
        let cap = t.cap(heightPt: heightPt)
        guard t.id >= 0 else { return t.measure(widthPt: widthPt, cap: cap) }
        let key = OfferKey(text: t.id, widthPt: widthPt, cap: cap)
        if let m = offers[key] {
            hits += 1
            return m
        }
        misses += 1
        let m = t.measure(widthPt: widthPt, cap: cap)
        offers[key] = m
        return m
    }

    /// `value` as compact text that tells any two different values apart (strings carry their length): a
    /// dictionary key, cheaper than JSON text.
    static func describe(_ value: JSONValue?, into out: inout String) {
        switch value {
        case nil: out += "_"
        case .null: out += "n"
        case .bool(let b): out += b ? "t" : "f"
        case .number(let d): out += "#\(d.bitPattern);"
        case .string(let s): out += "s\(s.utf8.count):\(s)"
        case .array(let a):
            out += "[\(a.count)"
            for v in a { describe(v, into: &out) }
        case .object(let m):
            out += "{\(m.count)"
            for (k, v) in m {
                out += "k\(k.utf8.count):\(k)"
                describe(v, into: &out)
            }
        }
    }
}
