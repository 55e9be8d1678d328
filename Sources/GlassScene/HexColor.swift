import GlassCore

/// A colour written `#RRGGBB` or `#RRGGBBAA` (hex digits in either case): the one reader of hex colours, for
/// the resolver and for an animation's frames, which mix two such colours channel by channel.
struct HexColor {
    /// Red, green, blue and alpha, 0…255 (alpha 255 when the colour gives none).
    var rgba: [UInt8]
    /// Written with its alpha (`#RRGGBBAA`).
    var hasAlpha: Bool

    init?(_ s: String) {
        let u = Array(s.utf8)
        guard u.first == UInt8(ascii: "#"), u.count == 7 || u.count == 9 else { return nil }
        var out: [UInt8] = []
        var i = 1
        while i < u.count {
            guard let hi = Self.digit(u[i]), let lo = Self.digit(u[i + 1]) else { return nil }
            out.append(hi << 4 | lo)
            i += 2
        }
        if out.count == 3 { out.append(255) }
        rgba = out
        hasAlpha = u.count == 9
    }

    static func digit(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `p` of the way to `other`, each channel rounded and kept in 0…255 (a spring may overshoot).
    func mixed(_ other: HexColor, _ p: Double) -> HexColor {
        var c = self
        c.rgba = zip(rgba, other.rgba).map { a, b in
            let (x, y) = (Double(a), Double(b))
            return WholeNumber.clamped(x + (y - x) * p, .toNearestOrAwayFromZero, into: UInt8.min...UInt8.max)
        }
        c.hasAlpha = hasAlpha || other.hasAlpha
        return c
    }

    var hex: String {
        var s = "#"
        for v in rgba.prefix(hasAlpha ? 4 : 3) {
            let digits = String(v, radix: 16, uppercase: true)
            s += digits.count == 1 ? "0" + digits : digits
        }
        return s
    }
}
