/// Parameters of the glass colour treatment, version 1: frost, saturation, fill wash and tint.
///
/// All colour work is in encoded sRGB with straight alpha, channel values 0…1.
public struct GlassColorTreatment: Equatable, Sendable {
    /// Saturation about Rec. 709 luma; 1 leaves colour unchanged.
    public var saturation: Float
    /// The colour the glass washes toward.
    public var fillColor: SIMD3<Float>
    /// How far toward `fillColor`, 0…1; 0 means no wash.
    public var fillOpacity: Float
    /// Optional tint; `col += (tint − col) · tintAlpha · tintStrength`.
    public var tint: StraightColor?
    public var tintStrength: Float

    public init(saturation: Float, fillColor: SIMD3<Float>, fillOpacity: Float, tint: StraightColor?, tintStrength: Float) {
        self.saturation = saturation
        self.fillColor = fillColor
        self.fillOpacity = fillOpacity
        self.tint = tint
        self.tintStrength = tintStrength
    }

    /// True when the treatment changes nothing, so the blurred backdrop is used byte for byte.
    public var isIdentity: Bool { saturation == 1 && fillOpacity == 0 && (tint == nil || tint!.a == 0 || tintStrength == 0) }

    /// The treated colour of a straight-alpha colour.
    @inlinable public func apply(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let luma = (c * rec709Luma).sum()
        var col = SIMD3(repeating: luma) + (c - SIMD3(repeating: luma)) * saturation
        col += (fillColor - col) * fillOpacity
        if let t = tint { col += (t.rgb - col) * (t.a * tintStrength) }
        return pointwiseMax(pointwiseMin(col, SIMD3(repeating: 1)), SIMD3(repeating: 0))
    }
}

/// Composites glass onto a **premultiplied** canvas: inside the mask, the blurred backdrop with the
/// colour treatment; the glass replaces what lies beneath in proportion to coverage:
/// `out = glass · m + under · (1 − m)`.
///
/// `blurred` holds the premultiplied blurred canvas for the pixels of `blurredRect`, which must contain
/// the mask's bounds. Pixels with `m = 0` are not touched, bit for bit; where `m = 1` and the treatment
/// is the identity, the output is the blurred pixel exactly. In place, no allocation; O(mask pixels).
public func compositeGlass(
    _ canvas: inout PixelBuffer, mask: CoverageMask, blurred: PixelBuffer, blurredRect: PixelRect,
    treatment: GlassColorTreatment
) {
    let b = mask.bounds
    precondition(blurredRect.intersection(b) == b || b.isEmpty, "blurred region must cover the mask")
    let identity = treatment.isIdentity
    let width = canvas.width
    canvas.bytes.withUnsafeMutableBufferPointer { dst in
        blurred.bytes.withUnsafeBufferPointer { blur in
            mask.values.withUnsafeBufferPointer { m in
                for ly in 0..<b.height {
                    let y = b.y + ly
                    for lx in 0..<b.width {
                        let cov = m[ly * b.width + lx]
                        if cov <= 0 { continue }
                        let x = b.x + lx
                        let bi = ((y - blurredRect.y) * blurred.width + (x - blurredRect.x)) * 4  // Safe: b ⊂ blurredRect.
                        var gr = Float(blur[bi]), gg = Float(blur[bi + 1]), gb = Float(blur[bi + 2])
                        let ga = Float(blur[bi + 3])
                        if !identity && ga > 0 {
                            let c = treatment.apply(SIMD3(gr, gg, gb) / ga) * ga
                            gr = c.x
                            gg = c.y
                            gb = c.z
                        }
                        let i = (y * width + x) * 4
                        let keep = 1 - cov
                        // out = glass·m + under·(1 − m); m = 1 gives the glass pixel exactly.
                        dst[i] = saturatingByte(gr * cov + Float(dst[i]) * keep + 0.5)
                        dst[i + 1] = saturatingByte(gg * cov + Float(dst[i + 1]) * keep + 0.5)
                        dst[i + 2] = saturatingByte(gb * cov + Float(dst[i + 2]) * keep + 0.5)
                        dst[i + 3] = saturatingByte(ga * cov + Float(dst[i + 3]) * keep + 0.5)
                    }
                }
            }
        }
    }
}
