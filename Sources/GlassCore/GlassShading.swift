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
@inlinable
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
    @usableFromInline let curve: ToneCurve
    @usableFromInline let toneLumaMix: Float
    /// `shadowLift·max(0, 1 − halfMin/48)`.
    @usableFromInline let lift: Float
    @usableFromInline let fillColor: SIMD3<Float>
    /// `fillOpacity`, times `min(1, halfMin/fillSizeRef)`.
    @usableFromInline let fill: Float
    @usableFromInline let dim: Float
    @usableFromInline let smallCurve: ToneCurve
    /// The small-shape curve's weight (0: none).
    @usableFromInline let small: Float
    @usableFromInline let hasTint: Bool
    @usableFromInline let tint: SIMD3<Float>
    @usableFromInline let tintAmount: Float
    /// Regular light's chroma lift, `(avg − luma(avg))·ambient·(1 − small)`, or nil.
    @usableFromInline let ambientLift: SIMD3<Float>?
    @usableFromInline let highlight: Float
    @usableFromInline let rimWidth: Double
    @usableFromInline let rimIntensity: Float
    @usableFromInline let rimMix: Float
    @usableFromInline let rimCut: Double
    @usableFromInline let rimMixFollowsLuma: Bool

    @inlinable public init(_ p: GlassParameters, halfMin: Double, ambient: SIMD3<Float>?) {
        identity = p.colorIsIdentity
        saturation = p.saturation
        curve = p.toneCurve
        toneLumaMix = p.toneLumaMix
        lift = p.shadowLift > 0 ? p.shadowLift * Float(max(0, 1 - halfMin / 48)) : 0
        fillColor = p.fillColor
        var fill = p.fillOpacity
        if let ref = p.fillSizeRef { fill *= Float(min(1, halfMin / ref)) }
        self.fill = fill
        dim = p.dim
        smallCurve = p.smallToneCurve ?? .identity
        small = p.smallToneCurve != nil ? Float(min(max((34 - halfMin) / 2, 0), 1)) : 0
        hasTint = p.tint != nil
        tint = p.tint?.rgb ?? .zero
        tintAmount = p.tint.map { $0.a * p.tintStrength } ?? 0
        if p.ambient > 0, let avg = ambient {
            ambientLift = (avg - SIMD3(repeating: (avg * rec709Luma).sum())) * (p.ambient * (1 - small))
        } else {
            ambientLift = nil
        }
        highlight = p.highlight
        rimWidth = p.rimWidth
        rimIntensity = p.rimIntensity
        rimMix = p.rimMix
        rimCut = p.rimCut
        rimMixFollowsLuma = p.rimMixFollowsLuma
    }

    /// The glass colour for the straight backdrop colour `color`, `depth` pt inside the edge, with the
    /// lens field's outward unit `normal` and press `glow`.
    @inlinable @inline(__always)
    public func apply(_ color: SIMD3<Float>, depth: Double, normal: SIMD2<Double>, glow: Float) -> SIMD3<Float> {
        var r = color.x
        var g = color.y
        var b = color.z
        if !identity {
            // Saturation about Rec. 709 luma (scalar channels: the SIMD3 helpers are generic calls).
            let luma = r * 0.2126 + g * 0.7152 + b * 0.0722
            r = luma + (r - luma) * saturation
            g = luma + (g - luma) * saturation
            b = luma + (b - luma) * saturation
            // Tone curve; regular light keys it on luma: mix(T(col), col + T(luma) − luma, 0.6).
            var tr = curve(r)
            var tg = curve(g)
            var tb = curve(b)
            if toneLumaMix > 0 {
                let shift = curve(luma) - luma  // saturation keeps luma
                tr += (r + shift - tr) * toneLumaMix
                tg += (g + shift - tg) * toneLumaMix
                tb += (b + shift - tb) * toneLumaMix
            }
            r = tr
            g = tg
            b = tb
            // Regular dark lifts the shadows of small shapes.
            if lift > 0 {
                let gr = max(1 - r, 0)
                let gg = max(1 - g, 0)
                let gb = max(1 - b, 0)
                r += lift * gr * gr
                g += lift * gg * gg
                b += lift * gb * gb
            }
            // Wash toward the fill colour (already scaled for small shapes), then dim.
            r += (fillColor.x - r) * fill
            g += (fillColor.y - g) * fill
            b += (fillColor.z - b) * fill
            r *= 1 - dim
            g *= 1 - dim
            b *= 1 - dim
            // Small regular glass: a second tone curve, weight 1 at 32 pt falling to 0 at 34 pt.
            if small > 0 {
                r += (smallCurve(r) - r) * small
                g += (smallCurve(g) - g) * small
                b += (smallCurve(b) - b) * small
            }
            if hasTint {
                r += (tint.x - r) * tintAmount
                g += (tint.y - g) * tintAmount
                b += (tint.z - b) * tintAmount
            }
            // Regular light lifts chroma toward the colour around the shape (not for small shapes).
            if let lift = ambientLift {
                r += lift.x
                g += lift.y
                b += lift.z
            }
        }
        // Rim light: rim = 1 − smoothstep(0, rimWidth, depth); key from the upper left, 0.35 back lobe.
        if highlight > 0 {
            let rim = 1 - smoothstep(0, rimWidth, depth)
            if rim > 0 {
                let facing = normal.x * rimLightDirection.x + normal.y * rimLightDirection.y
                let light = rim * (max(facing, 0) + 0.35 * max(-facing, 0))
                let add = highlight * rimIntensity * Float(light)
                r += add
                g += add
                b += add
            }
            // Clear glass mixes toward white along the rim.
            if rimMix > 0 {
                var a =
                    Double(rimMix) * min(max(1 - depth / 1.5, 0), 1)
                    * (1 - smoothstep(rimCut - 0.5, rimCut + 0.5, depth))
                if rimMixFollowsLuma {
                    let luma = Double(r * 0.2126 + g * 0.7152 + b * 0.0722)
                    a *= 0.05 + 0.95 * min(max(luma / 0.5, 0), 1)
                }
                let t = Float(a)
                r += (1 - r) * t * highlight
                g += (1 - g) * t * highlight
                b += (1 - b) * t * highlight
            }
        }
        if glow > 0 {
            r += (1 - r) * glow
            g += (1 - g) * glow
            b += (1 - b) * glow
        }
        return SIMD3(min(max(r, 0), 1), min(max(g, 0), 1), min(max(b, 0), 1))
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
