import GlassCore

/// What the settings do to glass and colours. Each is a function of one look's values, so glass that holds
/// both looks applies it to each.
extension SceneSettings {
    /// The look's base colour: what Reduce Transparency and Tinted wash toward (light #F2F2F7, dark #1C1C1E).
    public static func baseColor(_ look: Appearance) -> SIMD3<Float> {
        GlassConstants.rgb(look == .dark ? 0x1C1C1E : 0xF2F2F7)
    }

    /// Reduce Transparency: the wash toward the base colour (regular glass; clear glass takes
    /// `reducedClearWash`), and the frost σ multiplied by `reducedFrostFactor`.
    public static let reducedWash: Float = 0.9
    public static let reducedClearWash: Float = 0.75
    public static let reducedFrostFactor = 2.0
    /// Increase Contrast: the wash toward white (light) or black (dark), and the border's width (pt) and
    /// opacity in the opposite ink.
    public static let contrastWash: Float = 0.8
    public static let contrastBorderPt = 1.0
    public static let contrastBorderOpacity: Float = 0.5
    /// Tinted: the extra wash of regular glass toward the base colour.
    public static let tintedWash: Float = 0.25

    /// `p`, the parameters of `style` glass in `look`, under these settings. Identity glass, and glass whose
    /// material asks for an exact blur (`blurRadius`: a pure blur such as the pre-26 bars' chrome), are left
    /// as they are. Tint and shadow are kept by every setting.
    public func material(_ p: GlassParameters, style: GlassStyle, look: Appearance) -> GlassParameters {
        guard style != .identity, p.exactBlurSigma == nil else { return p }
        var p = p
        let base = Self.baseColor(look)
        if glassStyle == .tinted && style == .regular {
            Self.wash(&p, toward: base, by: Self.tintedWash)
        }
        if reduceTransparency {
            p.fillColor = base
            p.fillOpacity = max(p.fillOpacity, style == .clear ? Self.reducedClearWash : Self.reducedWash)
            p.fillSizeRef = nil
            p.blurSigma *= Self.reducedFrostFactor
            p.refraction = 0
        }
        if increaseContrast {
            let ink: SIMD3<Float> = look == .dark ? .zero : .one
            p.fillColor = ink
            p.fillOpacity = max(p.fillOpacity, Self.contrastWash)
            p.fillSizeRef = nil
            p.borderWidth = Self.contrastBorderPt
            p.borderColor = .one - ink
            p.borderOpacity = Self.contrastBorderOpacity
        }
        return p
    }

    /// A second wash of `t` toward `color` after the parameters' own, folded into one:
    /// `c + (F − c)·a` then `+ (B − ·)·t` is a wash of `1 − (1 − a)(1 − t)` toward
    /// `(F·a·(1 − t) + B·t) / (1 − (1 − a)(1 − t))`.
    static func wash(_ p: inout GlassParameters, toward color: SIMD3<Float>, by t: Float) {
        let a = p.fillOpacity
        let opacity = 1 - (1 - a) * (1 - t)
        if opacity > 0 { p.fillColor = (p.fillColor * (a * (1 - t)) + color * t) / opacity }
        p.fillOpacity = opacity
        p.fillSizeRef = nil
    }

    /// A scroll edge under these settings: Reduce Transparency makes it the solid bar colour (#F9F9F9 light,
    /// #1C1C1E dark, opaque, with the hard edge's divider).
    func scrollEdge(_ e: ScrollEdgeEffect, look: Appearance) -> ScrollEdgeEffect {
        guard reduceTransparency else { return e }
        var e = e
        e.style = .hard
        e.opacity = 1
        e.backing =
            look == .dark ? StraightColor(r8: 0x1C, g8: 0x1C, b8: 0x1E) : StraightColor(r8: 0xF9, g8: 0xF9, b8: 0xF9)
        return e
    }
}
