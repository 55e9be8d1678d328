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
    var col = color
    if !p.colorIsIdentity {
        let one = SIMD3<Float>(repeating: 1)
        let zero = SIMD3<Float>(repeating: 0)
        // Saturation about Rec. 709 luma.
        let luma = (col * rec709Luma).sum()
        col = SIMD3(repeating: luma) + (col - SIMD3(repeating: luma)) * p.saturation
        // Tone curve; regular light keys it on luma: mix(T(col), col + T(luma) − luma, 0.6).
        let curve = p.toneCurve
        var toned = SIMD3(curve(col.x), curve(col.y), curve(col.z))
        if p.toneLumaMix > 0 {
            let keyed = col + SIMD3(repeating: curve(luma) - luma)
            toned += (keyed - toned) * p.toneLumaMix
        }
        col = toned
        // Regular dark lifts the shadows of small shapes.
        if p.shadowLift > 0 {
            let lift = p.shadowLift * Float(max(0, 1 - halfMin / 48))
            let gap = pointwiseMax(one - col, zero)
            col += lift * gap * gap
        }
        // Wash toward the fill colour, shrinking for small shapes.
        var fill = p.fillOpacity
        if let ref = p.fillSizeRef { fill *= Float(min(1, halfMin / ref)) }
        col += (p.fillColor - col) * fill
        col *= 1 - p.dim
        // Small regular glass: a second tone curve, weight 1 at 32 pt falling to 0 at 34 pt.
        var small: Float = 0
        if let second = p.smallToneCurve {
            small = Float(min(max((34 - halfMin) / 2, 0), 1))
            if small > 0 { col += (SIMD3(second(col.x), second(col.y), second(col.z)) - col) * small }
        }
        if let t = p.tint { col += (t.rgb - col) * (t.a * p.tintStrength) }
        // Regular light lifts chroma toward the colour around the shape (not for small shapes).
        if p.ambient > 0, let avg = ambient {
            col += (avg - SIMD3(repeating: (avg * rec709Luma).sum())) * (p.ambient * (1 - small))
        }
    }
    // Rim light: rim = 1 − smoothstep(0, rimWidth, depth); key from the upper left, 0.35 back lobe.
    if p.highlight > 0 {
        let rim = 1 - smoothstep(0, p.rimWidth, depth)
        if rim > 0 {
            let facing = normal.x * rimLightDirection.x + normal.y * rimLightDirection.y
            let light = rim * (max(facing, 0) + 0.35 * max(-facing, 0))
            col += SIMD3(repeating: p.highlight * p.rimIntensity * Float(light))
        }
        // Clear glass mixes toward white along the rim.
        if p.rimMix > 0 {
            var a =
                Double(p.rimMix) * min(max(1 - depth / 1.5, 0), 1)
                * (1 - smoothstep(p.rimCut - 0.5, p.rimCut + 0.5, depth))
            if p.rimMixFollowsLuma {
                let luma = Double((col * rec709Luma).sum())
                a *= 0.05 + 0.95 * min(max(luma / 0.5, 0), 1)
            }
            col += (SIMD3(repeating: 1) - col) * Float(a) * p.highlight
        }
    }
    if glow > 0 { col += (SIMD3(repeating: 1) - col) * glow }
    return pointwiseMin(pointwiseMax(col, SIMD3(repeating: 0)), SIMD3(repeating: 1))
}

/// The lens displacement L (pt; negative samples inward) at `depth` pt inside an edge, for a shape of half
/// shorter side `halfMin` pt (spec appendix, step 5):
/// `s = min(1, halfMin/sizeRef)`, `v = max(e^(−depth/(decay·s)) − cut, 0)/(1 − cut)`, `cut = e^(−band/decay)`,
/// `L = strength·band·s·v − edge·e^(−depth/0.6)`, times `refraction`.
@inlinable public func lensDisplacement(_ p: GlassParameters, depth: Double, halfMin: Double) -> Double {
    if p.refraction == 0 || depth < 0 { return 0 }
    let s = min(1, halfMin / p.lensSizeRef)
    let cut = Math.expFast(-p.lensBand / p.lensDecay)
    let v = max(Math.expFast(-depth / (p.lensDecay * s)) - cut, 0) / (1 - cut)
    var l = p.lensStrength * p.lensBand * s * v
    if p.lensEdge != 0 { l -= p.lensEdge * Math.expFast(-depth / 0.6) }
    return l * p.refraction
}
