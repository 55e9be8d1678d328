/// Vibrant text and symbols on glass: the glyph's colour composited so it keeps the backdrop's hue, as
/// UIKit's vibrancy does. In **premultiplied** encoded sRGB, per channel, over an **opaque** backdrop `D`
/// with the source `S` (premultiplied by its alpha, the coverage and the opacity) of alpha `Sa`:
///
/// - `plusDarker` (the light look): `max(0, D + S − Sa)`, the W3C/Apple plus-darker;
/// - `plusLighter` (the dark look): `min(1, D + S)`.
///
/// Both at full strength, and only where they keep the contrast: plus-darker is used at a pixel only when
/// the plain source-over result `O = S + D·(1 − Sa)` is no lighter than the backdrop in any channel
/// (then `B ≤ O ≤ D` channel by channel, so the ink's luminance moves away from the glass's), plus-lighter
/// only when `O` is no darker in any channel; elsewhere, and over a backdrop that is not opaque, the pixel
/// is plain source-over, byte for byte. So the contrast with the glass is never lower than the plain
/// colour's. At an anti-aliased edge the source scales with the coverage (`S·m`, `Sa·m`): the blend
/// slides to the backdrop as the coverage goes to 0, as source-over does.
public enum VibrantBlend: String, Sendable {
    case plusDarker, plusLighter
}

/// One pixel of the vibrant blend, written out channel by channel: what `fillVibrant` must give, bit for
/// bit (`VibrancyTests`). `d` is the canvas pixel (premultiplied RGBA8), `source` the colour premultiplied
/// (0…1), `coverage` the mask's coverage times the opacity.
public func vibrantPixelReference(
    _ d: SIMD4<UInt8>, source: SIMD4<Float>, coverage cov: Float, blend: VibrantBlend
) -> SIMD4<UInt8> {
    let sa = source.w * cov * 255
    let keep = 1 - source.w * cov
    var plain = SIMD4<Float>.zero
    var vibrant = SIMD4<Float>.zero
    var darker = true
    var lighter = true
    for c in 0..<4 {
        let dc = Float(d[c])
        let sc = source[c] * cov * 255
        plain[c] = sc + dc * keep
        vibrant[c] = blend == .plusDarker ? max(0, dc + sc - sa) : min(255, dc + sc)
        if c < 3 {
            darker = darker && plain[c] <= dc
            lighter = lighter && plain[c] >= dc
        }
    }
    let use = d[3] == 255 && (blend == .plusDarker ? darker : lighter)
    var out = SIMD4<UInt8>.zero
    for c in 0..<4 { out[c] = saturatingByte((use && c < 3 ? vibrant[c] : plain[c]) + 0.5) }
    return out
}

/// The vibrant blend of one colour through a coverage mask onto a premultiplied canvas, eight pixels at a
/// time on `SIMD8` lanes (the same operations, in the same order, as `vibrantPixelReference`). In place,
/// no allocation; O(pixels of the mask).
public func fillVibrant(
    _ canvas: inout PixelBuffer, mask: CoverageMask, color: StraightColor, opacity: Float = 1, blend: VibrantBlend
) {
    let b = mask.bounds
    precondition(b.x >= 0 && b.y >= 0 && b.maxX <= canvas.width && b.maxY <= canvas.height, "mask outside canvas")
    let s = color.premultiplied
    let width = canvas.width
    let darkerBlend = blend == .plusDarker
    canvas.bytes.withUnsafeMutableBufferPointer { px in
        mask.values.withUnsafeBufferPointer { m in
            for ly in 0..<b.height {
                var lx = 0
                while lx < b.width {
                    let n = min(8, b.width - lx)
                    var cov = SIMD8<Float>.zero
                    var d = (SIMD8<Float>.zero, SIMD8<Float>.zero, SIMD8<Float>.zero, SIMD8<Float>.zero)
                    let base = ((b.y + ly) * width + b.x + lx) * 4  // Safe: the mask lies inside the canvas.
                    for l in 0..<n {
                        cov[l] = m[ly * b.width + lx + l] * opacity
                        d.0[l] = Float(px[base + 4 * l])
                        d.1[l] = Float(px[base + 4 * l + 1])
                        d.2[l] = Float(px[base + 4 * l + 2])
                        d.3[l] = Float(px[base + 4 * l + 3])
                    }
                    let sa = s.w * cov * 255
                    let keep = 1 - s.w * cov
                    let sr = s.x * cov * 255
                    let sg = s.y * cov * 255
                    let sb = s.z * cov * 255
                    let o = (sr + d.0 * keep, sg + d.1 * keep, sb + d.2 * keep, s.w * cov * 255 + d.3 * keep)
                    let v: (SIMD8<Float>, SIMD8<Float>, SIMD8<Float>)
                    let use: SIMDMask<SIMD8<Int32>>
                    if darkerBlend {
                        let zero = SIMD8<Float>.zero
                        v = (
                            pointwiseMax(zero, d.0 + sr - sa), pointwiseMax(zero, d.1 + sg - sa),
                            pointwiseMax(zero, d.2 + sb - sa)
                        )
                        use = (o.0 .<= d.0) .& (o.1 .<= d.1) .& (o.2 .<= d.2)
                    } else {
                        let full = SIMD8<Float>(repeating: 255)
                        v = (pointwiseMin(full, d.0 + sr), pointwiseMin(full, d.1 + sg), pointwiseMin(full, d.2 + sb))
                        use = (o.0 .>= d.0) .& (o.1 .>= d.1) .& (o.2 .>= d.2)
                    }
                    let opaque = use .& (d.3 .== SIMD8<Float>(repeating: 255))
                    let r = o.0.replacing(with: v.0, where: opaque) + 0.5
                    let g = o.1.replacing(with: v.1, where: opaque) + 0.5
                    let bl = o.2.replacing(with: v.2, where: opaque) + 0.5
                    let a = o.3 + 0.5
                    for l in 0..<n where cov[l] > 0 {
                        px[base + 4 * l] = saturatingByte(r[l])
                        px[base + 4 * l + 1] = saturatingByte(g[l])
                        px[base + 4 * l + 2] = saturatingByte(bl[l])
                        px[base + 4 * l + 3] = saturatingByte(a[l])
                    }
                    lx += n
                }
            }
        }
    }
}
