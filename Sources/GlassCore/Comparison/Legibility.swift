/// The figures of a legibility audit: WCAG 2.x contrast, APCA lightness contrast and the HIG's minimums.
/// Pure arithmetic on encoded sRGB bytes (straight alpha, alpha ignored).
public enum Legibility {
    /// WCAG 2.x relative luminance of an encoded sRGB colour (0–255 per channel), 0 (black) to 1 (white):
    /// each channel decoded with the sRGB curve, weighted 0.2126, 0.7152, 0.0722.
    public static func relativeLuminance(r: UInt8, g: UInt8, b: UInt8) -> Double {
        0.2126 * decoded(r) + 0.7152 * decoded(g) + 0.0722 * decoded(b)
    }

    /// One channel in linear light: `c/12.92` up to 0.04045, else `((c + 0.055)/1.055)^2.4`.
    static func decoded(_ byte: UInt8) -> Double {
        let c = Double(byte) / 255
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
    }

    /// WCAG 2.x contrast ratio of two relative luminances, `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter:
    /// 1 (none) to 21 (black on white).
    public static func contrastRatio(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// APCA 0.0.98G-4g screen luminance: `Σ kᵢ cᵢ^2.4` (k = 0.2126729, 0.7151522, 0.0721750, c the encoded
    /// channel in 0–1), with the soft clamp of near-black: under 0.022, `Y += (0.022 − Y)^1.414`.
    public static func apcaLuminance(r: UInt8, g: UInt8, b: UInt8) -> Double {
        func channel(_ v: UInt8) -> Double { Math.pow(Double(v) / 255, 2.4) }
        let y = 0.2126729 * channel(r) + 0.7151522 * channel(g) + 0.0721750 * channel(b)
        return y < 0.022 ? y + Math.pow(0.022 - y, 1.414) : y
    }

    /// APCA 0.0.98G-4g lightness contrast Lc of text luminance `text` on background `background` (both from
    /// `apcaLuminance`): positive for dark text on a light background (up to about 106), negative for
    /// light on dark (down to about −108), 0 under the low clip.
    public static func apcaContrast(text yt: Double, background yb: Double) -> Double {
        if abs(yb - yt) < 0.0005 { return 0 }
        if yb > yt {
            let s = (Math.pow(yb, 0.56) - Math.pow(yt, 0.57)) * 1.14
            return s < 0.1 ? 0 : (s - 0.027) * 100
        }
        let s = (Math.pow(yb, 0.65) - Math.pow(yt, 0.62)) * 1.14
        return s > -0.1 ? 0 : (s + 0.027) * 100
    }

    /// What a layer is, for its minimum.
    public enum Kind: String, Sendable {
        case text, symbol
    }

    /// The HIG's minimum contrast ratio: 4.5:1 for text under 18 pt, 3:1 for text at 18 pt and above or of
    /// weight 700 (bold) and heavier, 3:1 for symbols (non-text contrast).
    public static func requiredRatio(kind: Kind, sizePt: Double, weight: Int) -> Double {
        switch kind {
        case .symbol: return 3
        case .text: return sizePt >= 18 || weight >= 700 ? 3 : 4.5
        }
    }

    /// The value at `fraction` (0–1) of `values` sorted ascending, by nearest rank rounded down
    /// (`sorted[⌊fraction·(n − 1)⌋]`); nil for none. The audit's "worst tenth" is `fraction` 0.1.
    public static func percentile(_ values: [Double], _ fraction: Double) -> Double? {
        if values.isEmpty { return nil }
        let sorted = values.sorted()
        let rank = WholeNumber.clamped(fraction * Double(sorted.count - 1), .down)
        return sorted[min(max(0, rank), sorted.count - 1)]
    }
}
