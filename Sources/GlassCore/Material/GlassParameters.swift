/// A piecewise-linear tone curve through 9 knots at inputs 0, 1/8, …, 1 (encoded sRGB, 0…1).
public struct ToneCurve: Equatable, Sendable {
    /// The 9 knots in lanes 0…8 (a vector, not an array: parameters are copied per pixel and must not
    /// carry a reference count; arrays here cost 5% of a frame in retains and releases).
    public var knots: SIMD16<Float>

    public init(_ knots: [Float]) {
        precondition(knots.count == 9, "a tone curve has 9 knots")
        var k = SIMD16<Float>()
        for i in 0..<9 { k[i] = knots[i] }
        self.knots = k
    }

    public static let identity = ToneCurve([0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1])

    /// The curve at `x`, clamped to 0…1 first.
    @inlinable @inline(__always) public func callAsFunction(_ x: Float) -> Float {
        let t = min(max(x, 0), 1) * 8
        let i = min(Int(t), 7)
        let f = t - Float(i)
        return knots[i] + (knots[i + 1] - knots[i]) * f
    }

    /// The same curve as eight segments for loops over pixels.
    public var segments: ToneSegments { ToneSegments(self) }
}

/// A tone curve as eight segments `knot + slope·f`, in plain stored values, evaluated by compare and select
/// instead of a dynamic index, so that a loop over pixels vectorises. Equal to `ToneCurve.callAsFunction`
/// for every input: the same clamp, the same segment, the same `knot + (next − knot)·f`.
public struct ToneSegments: Sendable {
    @usableFromInline let k0, k1, k2, k3, k4, k5, k6, k7: Float
    @usableFromInline let d0, d1, d2, d3, d4, d5, d6, d7: Float

    public init(_ c: ToneCurve) {
        let k = c.knots
        (k0, k1, k2, k3, k4, k5, k6, k7) = (k[0], k[1], k[2], k[3], k[4], k[5], k[6], k[7])
        (d0, d1, d2, d3) = (k[1] - k[0], k[2] - k[1], k[3] - k[2], k[4] - k[3])
        (d4, d5, d6, d7) = (k[5] - k[4], k[6] - k[5], k[7] - k[6], k[8] - k[7])
    }

    /// The curve at `x`, clamped to 0…1 first.
    @inlinable @inline(__always) public func callAsFunction(_ x: Float) -> Float {
        let t = min(max(x, 0), 1) * 8
        // ⌊t⌋ without a conversion (0 ≤ t ≤ 8): adding 2²³ rounds to an integer, one less if it rounded up.
        let near = (t + 8_388_608) - 8_388_608
        let i = min(near > t ? near - 1 : near, 7)
        let f = t - i
        // One select per value and segment (a pair assigned under one `if` compiles to a branch).
        var k = k0
        var d = d0
        k = i >= 1 ? k1 : k
        d = i >= 1 ? d1 : d
        k = i >= 2 ? k2 : k
        d = i >= 2 ? d2 : d
        k = i >= 3 ? k3 : k
        d = i >= 3 ? d3 : d
        k = i >= 4 ? k4 : k
        d = i >= 4 ? d4 : d
        k = i >= 5 ? k5 : k
        d = i >= 5 ? d5 : d
        k = i >= 6 ? k6 : k
        d = i >= 6 ? d6 : d
        k = i >= 7 ? k7 : k
        d = i >= 7 ? d7 : d
        return k + d * f
    }
}

/// Every constant of the Liquid Glass model for one element, in **points** (the spec's fitted values for
/// its style and appearance, with the scene's `material` overrides applied). Size-dependent terms are
/// computed per pixel from the (blended) half shorter side, so one parameter set serves every size.
public struct GlassParameters: Equatable, Sendable {
    // Frost
    /// Blur σ before size scaling (pt).
    public var blurSigma: Double
    /// Regular glass blurs less below this half shorter side (pt); nil: no size scaling.
    public var blurSizeRef: Double?
    /// Share of the blur's variance applied after the lens (clear glass).
    public var postShare: Double
    /// Regular dark blurs anisotropically: σx = σ·(h/w)^0.28.
    public var anisotropic: Bool
    /// `material.blurRadius`: an exact, untruncated Gaussian of this σ (pt), replacing the size scaling,
    /// the truncated kernel, the post-lens share and the wide tail.
    public var exactBlurSigma: Double?
    public var tailSigma: Double
    public var tailEdge: Double, tailCentre: Double, tailRef: Double, tailDrop: Double

    // Lens
    public var lensBand: Double, lensStrength: Double, lensDecay: Double, lensSizeRef: Double, lensEdge: Double
    /// Corner radius factor of the lens field (1.55 for clear glass).
    public var lensRadiusFactor: Double
    /// `material.refraction`: multiplies the displacement.
    public var refraction: Double

    // Colour
    public var saturation: Float
    public var toneCurve: ToneCurve
    /// Regular light keys the tone curve on luma with this mix (0: per channel only).
    public var toneLumaMix: Float
    /// Regular dark lifts the shadows of small shapes: `+ lift·max(0, 1 − halfMin/48)·(1 − c)²`.
    public var shadowLift: Float
    public var fillColor: SIMD3<Float>
    public var fillOpacity: Float
    /// The wash's size reference (pt); nil: no size term. The wash factor is
    /// `1 − fillSizeDrop·(1 − min(1, halfMin/fillSizeRef))` (spec, "Fill wash and size").
    public var fillSizeRef: Double?
    /// How much the wash drops below `fillSizeRef`: 0 in the fitted set (the wash does not shrink).
    public var fillSizeDrop: Float
    public var dim: Float
    /// Regular glass: a second tone curve for small shapes (weight 1 at 32 pt to 0 at 34 pt); nil: none.
    public var smallToneCurve: ToneCurve?
    public var tint: StraightColor?
    public var tintStrength: Float
    /// Regular light: chroma lift toward the colour around the shape (0: none).
    public var ambient: Float

    // Light and shadow
    public var rimWidth: Double, rimIntensity: Float, rimMix: Float, rimCut: Double
    /// Dark clear glass scales its rim mix by the luma under it.
    public var rimMixFollowsLuma: Bool
    /// `material.highlight`: multiplies the rim light and the rim mix.
    public var highlight: Float
    public var shadowRadius: Double, shadowOpacity: Double
    /// A border inside the edge (Increase Contrast): `borderWidth` pt wide, its inner edge feathered over
    /// `borderFeather` pt, mixing toward `borderColor` (encoded sRGB) by `borderOpacity`; 0: none.
    public var borderWidth: Double = 0
    public var borderFeather: Double = 1.0 / 3
    public var borderColor: SIMD3<Float> = .zero
    public var borderOpacity: Float = 0

    /// The interactive press look: a soft glow (the scale is applied to the outline when resolving).
    public var pressed: Bool
    /// How far toward white the press glow lifts the centre (0.12 pressed; less part-way through a press).
    public var pressGlow: Float = 0.12

    /// `saturation 1`, `fillOpacity 0` and no tint make the whole colour treatment the identity (contract).
    @inlinable public var colorIsIdentity: Bool {
        saturation == 1 && fillOpacity == 0 && (tint == nil || tint!.a == 0)
    }

    public init(
        blurSigma: Double, blurSizeRef: Double?, postShare: Double, anisotropic: Bool, exactBlurSigma: Double?,
        tailSigma: Double,
        tailEdge: Double, tailCentre: Double, tailRef: Double, tailDrop: Double, lensBand: Double, lensStrength: Double,
        lensDecay: Double, lensSizeRef: Double, lensEdge: Double, lensRadiusFactor: Double, refraction: Double,
        saturation: Float, toneCurve: ToneCurve, toneLumaMix: Float, shadowLift: Float, fillColor: SIMD3<Float>,
        fillOpacity: Float, fillSizeRef: Double?, fillSizeDrop: Float = 0, dim: Float, smallToneCurve: ToneCurve?,
        tint: StraightColor?,
        tintStrength: Float, ambient: Float, rimWidth: Double, rimIntensity: Float, rimMix: Float, rimCut: Double,
        rimMixFollowsLuma: Bool, highlight: Float, shadowRadius: Double, shadowOpacity: Double, pressed: Bool
    ) {
        self.blurSigma = blurSigma
        self.blurSizeRef = blurSizeRef
        self.postShare = postShare
        self.anisotropic = anisotropic
        self.exactBlurSigma = exactBlurSigma
        self.tailSigma = tailSigma
        self.tailEdge = tailEdge
        self.tailCentre = tailCentre
        self.tailRef = tailRef
        self.tailDrop = tailDrop
        self.lensBand = lensBand
        self.lensStrength = lensStrength
        self.lensDecay = lensDecay
        self.lensSizeRef = lensSizeRef
        self.lensEdge = lensEdge
        self.lensRadiusFactor = lensRadiusFactor
        self.refraction = refraction
        self.saturation = saturation
        self.toneCurve = toneCurve
        self.toneLumaMix = toneLumaMix
        self.shadowLift = shadowLift
        self.fillColor = fillColor
        self.fillOpacity = fillOpacity
        self.fillSizeRef = fillSizeRef
        self.fillSizeDrop = fillSizeDrop
        self.dim = dim
        self.smallToneCurve = smallToneCurve
        self.tint = tint
        self.tintStrength = tintStrength
        self.ambient = ambient
        self.rimWidth = rimWidth
        self.rimIntensity = rimIntensity
        self.rimMix = rimMix
        self.rimCut = rimCut
        self.rimMixFollowsLuma = rimMixFollowsLuma
        self.highlight = highlight
        self.shadowRadius = shadowRadius
        self.shadowOpacity = shadowOpacity
        self.pressed = pressed
    }

    /// Frost σ (pt) for a shape of half shorter side `halfMin` (pt), before the post-lens share.
    @inlinable public func frostSigma(halfMin: Double) -> Double {
        var s = blurSigma
        if let ref = blurSizeRef { s *= min(1, halfMin / ref) }
        return s
    }
}
