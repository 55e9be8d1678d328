/// Porter–Duff source-over of a paint through a coverage mask, onto a **premultiplied** canvas.
///
/// `Dca' = Sca·m + Dca·(1 − Sa·m)`, `Da' = Sa·m + Da·(1 − Sa·m)`, with `m` the mask coverage times
/// `opacity`. Encoded sRGB, in place, no allocation; O(pixels of the mask).
/// Pixels where `m = 0` are not touched. Solid colours round to nearest; gradients add an 8×8 ordered
/// dither before rounding.
public func fillSourceOver(
    _ canvas: inout PixelBuffer, mask: CoverageMask, paint: Paint, opacity: Float = 1, originX: Double = 0,
    originY: Double = 0
) {
    let b = mask.bounds
    precondition(b.x >= 0 && b.y >= 0 && b.maxX <= canvas.width && b.maxY <= canvas.height, "mask outside canvas")
    let width = canvas.width
    // The paint is resolved once, outside the pixel loop: switching on it per pixel copied the
    // gradient's stops (a reference-counted array) every time, 13% of rendering the fidelity matrix.
    let solid: SIMD4<Float>
    var ramp: GradientRamp? = nil
    switch paint {
    case .solid(let c): solid = c.premultiplied
    case .linearGradient(let g):
        solid = .zero
        ramp = GradientRamp(g)
    }
    defer { ramp?.deallocate() }
    canvas.bytes.withUnsafeMutableBufferPointer { px in
        mask.values.withUnsafeBufferPointer { m in
            for ly in 0..<b.height {
                let y = b.y + ly
                for lx in 0..<b.width {
                    let cov = m[ly * b.width + lx] * opacity  // Safe: inside the mask.
                    if cov <= 0 { continue }
                    let x = b.x + lx
                    var sr = solid.x
                    var sg = solid.y
                    var sb = solid.z
                    var sa = solid.w
                    var bias: Float = 0.5
                    if let ramp {
                        (sr, sg, sb, sa) = ramp.color(atX: Double(x) + 0.5 - originX, y: Double(y) + 0.5 - originY)
                        bias = 0.5 + orderedDither(x: x, y: y)
                    }
                    let i = (y * width + x) * 4  // Safe: the mask lies inside the canvas.
                    let keep = 1 - sa * cov
                    px[i] = saturatingByte(sr * cov * 255 + Float(px[i]) * keep + bias)
                    px[i + 1] = saturatingByte(sg * cov * 255 + Float(px[i + 1]) * keep + bias)
                    px[i + 2] = saturatingByte(sb * cov * 255 + Float(px[i + 2]) * keep + bias)
                    px[i + 3] = saturatingByte(sa * cov * 255 + Float(px[i + 3]) * keep + bias)
                }
            }
        }
    }
}

/// A gradient's stops as flat premultiplied values behind plain pointers, for per-pixel lookups: the same
/// arithmetic as `LinearGradient.color(atX:y:)`, without copying or reference counting. Freed by
/// `deallocate()`.
struct GradientRamp {
    let fromX: Double, fromY: Double, dx: Double, dy: Double, len2: Double
    let count: Int
    let offsets: UnsafeMutablePointer<Double>
    /// Premultiplied R, G, B, A per stop.
    let colors: UnsafeMutablePointer<Float>

    init(_ g: LinearGradient) {
        fromX = g.fromX
        fromY = g.fromY
        dx = g.toX - g.fromX
        dy = g.toY - g.fromY
        len2 = dx * dx + dy * dy
        count = g.stops.count
        offsets = .allocate(capacity: count)
        colors = .allocate(capacity: count * 4)
        for (i, stop) in g.stops.enumerated() {
            offsets[i] = stop.offset
            let p = stop.color.premultiplied
            (colors + i * 4).initialize(from: [p.x, p.y, p.z, p.w], count: 4)
        }
    }

    func deallocate() {
        offsets.deallocate()
        colors.deallocate()
    }

    @inline(__always) func color(atX x: Double, y: Double) -> (Float, Float, Float, Float) {
        let t = len2 > 0 ? ((x - fromX) * dx + (y - fromY) * dy) / len2 : 0
        if t <= offsets[0] { return (colors[0], colors[1], colors[2], colors[3]) }
        var i = 1
        while i < count {
            if t < offsets[i] {
                let f = Float((t - offsets[i - 1]) / (offsets[i] - offsets[i - 1]))
                let c0 = colors + (i - 1) * 4
                let c1 = colors + i * 4
                return (
                    c0[0] + (c1[0] - c0[0]) * f, c0[1] + (c1[1] - c0[1]) * f, c0[2] + (c1[2] - c0[2]) * f,
                    c0[3] + (c1[3] - c0[3]) * f
                )
            }
            i += 1
        }
        let c = colors + (count - 1) * 4
        return (c[0], c[1], c[2], c[3])
    }
}

/// Source-over of a premultiplied image through a mask onto a premultiplied canvas.
///
/// `image` covers the canvas rectangle `at` (its own size); `Dca' = Sca·m + Dca·(1 − Sa·m)`.
/// In place, no allocation; O(pixels of the overlap).
public func drawImageSourceOver(
    _ canvas: inout PixelBuffer, image: PixelBuffer, at origin: PixelRect, mask: CoverageMask
) {
    precondition(origin.width == image.width && origin.height == image.height)
    let area = origin.intersection(mask.bounds).intersection(
        PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    if area.isEmpty { return }
    let width = canvas.width
    canvas.bytes.withUnsafeMutableBufferPointer { dst in
        image.bytes.withUnsafeBufferPointer { src in
            mask.values.withUnsafeBufferPointer { m in
                for y in area.y..<area.maxY {
                    let mrow = (y - mask.bounds.y) * mask.bounds.width - mask.bounds.x
                    for x in area.x..<area.maxX {
                        let cov = m[mrow + x]  // Safe: area lies in the mask's bounds.
                        if cov <= 0 { continue }
                        let s = ((y - origin.y) * image.width + (x - origin.x)) * 4  // Safe: area lies in the image.
                        let i = (y * width + x) * 4
                        let keep = 1 - Float(src[s + 3]) * (1 / 255) * cov
                        dst[i] = saturatingByte(Float(src[s]) * cov + Float(dst[i]) * keep + 0.5)
                        dst[i + 1] = saturatingByte(Float(src[s + 1]) * cov + Float(dst[i + 1]) * keep + 0.5)
                        dst[i + 2] = saturatingByte(Float(src[s + 2]) * cov + Float(dst[i + 2]) * keep + 0.5)
                        dst[i + 3] = saturatingByte(Float(src[s + 3]) * cov + Float(dst[i + 3]) * keep + 0.5)
                    }
                }
            }
        }
    }
}
