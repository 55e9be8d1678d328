/// A subset of the Unicode bidirectional algorithm (UAX #9) that covers labels: the paragraph direction
/// from its first strong character (P2–P3), neutrals between two strong characters of one direction take
/// it and other neutrals the paragraph's (N1–N2), European digits after right-to-left text stay a
/// left-to-right number inside it (W7, I1–I2), and lines are reordered by reversing runs from the highest
/// level down (L2). Explicit embeddings, isolates and Arabic-Indic digit rules are not applied.
public enum Bidi {
    public enum Direction: Sendable { case leftToRight, rightToLeft }

    enum Kind { case left, right, digit, neutral }

    static func kind(_ s: Unicode.Scalar) -> Kind {
        switch s.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return .right
        case 0x30...0x39: return .digit
        default: return s.properties.isAlphabetic || s.properties.generalCategory == .otherLetter ? .left : .neutral
        }
    }

    /// The paragraph's direction: that of its first strong character, left to right if it has none.
    public static func paragraphDirection(_ scalars: [Unicode.Scalar]) -> Direction {
        for s in scalars {
            switch kind(s) {
            case .left: return .leftToRight
            case .right: return .rightToLeft
            default: continue
            }
        }
        return .leftToRight
    }

    /// The embedding level of each character: even levels run left to right, odd right to left.
    public static func levels(_ scalars: [Unicode.Scalar], base: Direction) -> [UInt8] {
        let baseLevel: UInt8 = base == .leftToRight ? 0 : 1
        let kinds = scalars.map(kind)
        // Strong direction of each character: digits follow the last strong character before them.
        var strong = [Kind?](repeating: nil, count: kinds.count)
        var last: Kind? = nil
        for (i, k) in kinds.enumerated() {
            switch k {
            case .left, .right:
                strong[i] = k
                last = k
            case .digit: strong[i] = last == .right ? .digit : .left
            case .neutral: break
            }
        }
        // Neutrals: the direction around them if both sides agree, else the paragraph's.
        var i = 0
        while i < kinds.count {
            guard strong[i] == nil else {
                i += 1
                continue
            }
            var j = i
            while j < kinds.count && strong[j] == nil { j += 1 }
            func side(_ k: Kind?) -> Kind? { k == .digit ? .right : k }
            let before = i > 0 ? side(strong[i - 1]) : nil
            let after = j < kinds.count ? side(strong[j]) : nil
            let resolved: Kind = before != nil && before == after ? before! : (base == .leftToRight ? .left : .right)
            for k in i..<j { strong[k] = resolved }
            i = j
        }
        return strong.map { k in
            switch k {
            case .right: return 1
            case .digit: return 2
            default: return baseLevel == 0 ? 0 : 2
            }
        }
    }

    /// The visual order of `count` items with these levels (L2): from the highest level down to the
    /// lowest odd level, every maximal run at or above it is reversed.
    public static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowest = levels.min() else { return order }
        let lowestOdd = lowest % 2 == 1 ? lowest : lowest + 1
        if highest < lowestOdd { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count && levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }
}
