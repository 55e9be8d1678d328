/// `smoothstep(e0, e1, x)`: 0 below `e0`, 1 above `e1`, `3t² − 2t³` between.
@inlinable public func smoothstep(_ e0: Double, _ e1: Double, _ x: Double) -> Double {
    let t = min(max((x - e0) / (e1 - e0), 0), 1)
    return t * t * (3 - 2 * t)
}

/// The light direction of the rim: from the upper left (−3π/4 with y down).
@inlinable public var rimLightDirection: SIMD2<Double> { SIMD2(-0.7071067811865476, -0.7071067811865476) }

/// The colour stages of the model (spec appendix, step 9) and the rim light (step 10), for one element:
/// a straight-alpha encoded-sRGB colour in, the glass colour out, clamped to 0…1.
///
/// - Parameters:
///   - color: the frosted backdrop at the lens sample point.
///   - halfMin: the (blended) half shorter side, pt.
///   - depth: distance inside the edge, pt (negative outside).
///   - normal: the outward unit normal of the lens field.
///   - ambient: the mean colour around the shape (regular light's chroma lift), or nil.
///   - glow: the press glow weight, 0…1.
public func shadeGlass(
    _ color: SIMD3<Float>, _ p: GlassParameters, halfMin: Double, depth: Double, normal: SIMD2<Double>,
    ambient: SIMD3<Float>?, glow: Float = 0
) -> SIMD3<Float> {
    ColourChain(p, halfMin: halfMin, ambient: ambient).apply(color, depth: depth, normal: normal, glow: glow)
}

/// `shadeGlass` with everything that depends only on the element and its (blended) size worked out once:
/// a single element shades all its pixels with one chain. Plain stored values (no optionals, no arrays),
/// so a per-pixel copy costs no reference counting. The arithmetic is the same, in the same order.
public struct ColourChain: Sendable {
    @usableFromInline let identity: Bool
    @usableFromInline let saturation: Float
    @usableFromInline let curve: ToneSegments
    @usableFromInline let toneLumaMix: Float
    /// `shadowLift·max(0, 1 − halfMin/48)`.
    @usableFromInline let lift: Float
    @usableFromInline let fillColor: SIMD3<Float>
    /// `fillOpacity·(1 − fillSizeDrop·(1 − min(1, halfMin/fillSizeRef)))`: the fitted drop is 0, so the wash
    /// is the same at every size.
    @usableFromInline let fill: Float
    @usableFromInline let dim: Float
    @usableFromInline let smallCurve: ToneSegments
    /// The small-shape curve's weight (0: none).
    @usableFromInline let small: Float
    @usableFromInline let hasTint: Bool
    @usableFromInline let tint: SIMD3<Float>
    @usableFromInline let tintAmount: Float
    /// Regular light's chroma lift, `(avg − luma(avg))·ambient·(1 − small)`, or zero (adding it then
    /// changes nothing).
    @usableFromInline let ambient: SIMD3<Float>
    @usableFromInline let highlight: Float
    @usableFromInline let rimWidth: Double
    @usableFromInline let rimIntensity: Float
    @usableFromInline let rimMix: Float
    @usableFromInline let rimCut: Double
    @usableFromInline let rimMixFollowsLuma: Bool
    /// The border's width and feather (pt), colour and opacity (0: none).
    @usableFromInline let borderWidth: Double, borderFeather: Double
    @usableFromInline let borderColor: SIMD3<Float>
    @usableFromInline let borderOpacity: Float
    /// What the size-dependent terms above are worked out from, for `sizes(lanes:)`.
    @usableFromInline let sizing: ChainSizes

    @inlinable public init(_ p: GlassParameters, halfMin: Double, ambient: SIMD3<Float>?) {
        sizing = ChainSizes(p, ambient: ambient)
        identity = p.colorIsIdentity
        saturation = p.saturation
        curve = p.toneCurve.segments
        toneLumaMix = p.toneLumaMix
        lift = p.shadowLift > 0 ? p.shadowLift * Float(max(0, 1 - halfMin / 48)) : 0
        fillColor = p.fillColor
        var fill = p.fillOpacity
        if let ref = p.fillSizeRef, p.fillSizeDrop != 0 {
            fill *= 1 - p.fillSizeDrop * (1 - Float(min(1, halfMin / ref)))
        }
        self.fill = fill
        dim = p.dim
        smallCurve = (p.smallToneCurve ?? .identity).segments
        small = p.smallToneCurve != nil ? Float(min(max((34 - halfMin) / 2, 0), 1)) : 0
        hasTint = p.tint != nil
        tint = p.tint?.rgb ?? .zero
        tintAmount = p.tint.map { $0.a * p.tintStrength } ?? 0
        if p.ambient > 0, let avg = ambient {
            self.ambient = (avg - SIMD3(repeating: (avg * rec709Luma).sum())) * (p.ambient * (1 - small))
        } else {
            self.ambient = .zero
        }
        highlight = p.highlight
        rimWidth = p.rimWidth
        rimIntensity = p.rimIntensity
        rimMix = p.rimMix
        rimCut = p.rimCut
        rimMixFollowsLuma = p.rimMixFollowsLuma
        borderWidth = p.borderWidth
        borderFeather = max(p.borderFeather, 1e-6)
        borderColor = p.borderColor
        borderOpacity = p.borderOpacity
    }
}

/// The lens displacement L (pt; negative samples inward) at `depth` pt inside an edge, for a shape of half
/// shorter side `halfMin` pt (spec appendix, step 5):
/// `s = min(1, halfMin/sizeRef)`, `v = max(e^(−depth/(decay·s)) − cut, 0)/(1 − cut)`, `cut = e^(−band/decay)`,
/// `L = strength·band·s·v − edge·e^(−depth/0.6)`, times `refraction`.
@inlinable public func lensDisplacement(_ p: GlassParameters, depth: Double, halfMin: Double) -> Double {
    LensProfile(p).displacement(depth: depth, halfMin: halfMin)
}

/// The lens constants of one element, with `cut` worked out once (see `lensDisplacement`).
public struct LensProfile: Sendable {
    @usableFromInline let refraction: Double, sizeRef: Double, band: Double, decay: Double
    @usableFromInline let strength: Double, edge: Double, cut: Double

    @inlinable public init(_ p: GlassParameters) {
        refraction = p.refraction
        sizeRef = p.lensSizeRef
        band = p.lensBand
        decay = p.lensDecay
        strength = p.lensStrength
        edge = p.lensEdge
        cut = Math.expFast(-p.lensBand / p.lensDecay)
    }

    /// L in pt at `depth` pt inside the edge of a shape of half shorter side `halfMin` pt.
    @inlinable @inline(__always) public func displacement(depth: Double, halfMin: Double) -> Double {
        if refraction == 0 || depth < 0 { return 0 }
        let s = min(1, halfMin / sizeRef)
        let v = max(Math.expFast(-depth / (decay * s)) - cut, 0) / (1 - cut)
        var l = strength * band * s * v
        if edge != 0 { l -= edge * Math.expFast(-depth / 0.6) }
        return l * refraction
    }
}

extension LensProfile {
    /// `displacement` at eight depths (pt) for eight half shorter sides (pt), lane by lane the same operations.
    @inline(__always) func displacement(lanes depth: WideLanes, halfMins halfMin: WideLanes) -> WideLanes {
        let zero = WideLanes(repeating: 0)
        if refraction == 0 { return zero }
        let s = laneMin(WideLanes(repeating: 1), halfMin / sizeRef)
        let v = laneMax(Math.expFast(-depth / (decay * s)) - cut, zero) / (1 - cut)
        var l = strength * band * s * v
        if edge != 0 { l -= edge * Math.expFast(-depth / 0.6) }
        return (l * refraction).replacing(with: 0, where: depth .< 0)
    }
}
