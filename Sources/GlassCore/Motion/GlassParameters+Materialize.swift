extension GlassParameters {
    /// The glass `amount` of the way materialized (0: no glass at all, 1: these parameters): every channel of
    /// the material ramps together — the frost's blur, the lens's bending, the colour treatment (saturation,
    /// tone curves, wash, tint, dimming), the rim light and the shadow — as Liquid Glass appears and
    /// disappears. It is never an opacity: at every amount what shows through is the backdrop, bent and
    /// frosted less. `amount` is clamped to 0…1.
    public func materialized(_ amount: Double) -> GlassParameters {
        let m = amount.isNaN ? 0 : min(max(amount, 0), 1)
        if m == 1 { return self }
        let f = Float(m)
        var p = self
        p.blurSigma *= m
        p.exactBlurSigma = exactBlurSigma.map { $0 * m }
        p.tailDrop *= m
        p.refraction *= m
        p.lensStrength *= m
        p.saturation = 1 + (saturation - 1) * f
        p.toneCurve = Self.toward(toneCurve, f)
        p.smallToneCurve = smallToneCurve.map { Self.toward($0, f) }
        p.toneLumaMix *= f
        p.shadowLift *= f
        p.fillOpacity *= f
        p.dim *= f
        p.tintStrength *= f
        p.ambient *= f
        p.rimIntensity *= f
        p.rimMix *= f
        p.highlight *= f
        p.shadowOpacity *= m
        p.borderOpacity *= f
        if m == 0 { p.tint = nil }
        return p
    }

    /// `curve` moved `f` of the way from the identity.
    static func toward(_ curve: ToneCurve, _ f: Float) -> ToneCurve {
        var c = curve
        c.knots = ToneCurve.identity.knots + (curve.knots - ToneCurve.identity.knots) * f
        return c
    }
}
