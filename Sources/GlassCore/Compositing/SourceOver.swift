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
    let fill = ResolvedPaint(paint, originX: originX, originY: originY)
    let width = canvas.width
    canvas.bytes.withUnsafeMutableBufferPointer { px in
        mask.values.withUnsafeBufferPointer { m in
            for ly in 0..<b.height {
                for lx in 0..<b.width {
                    let cov = m[ly * b.width + lx] * opacity  // Safe: inside the mask.
                    if cov <= 0 { continue }
                    fill.blend(px.baseAddress!, x: b.x + lx, y: b.y + ly, width: width, coverage: cov)
                }
            }
        }
    }
}

/// `fillSourceOver` for a pixel-aligned rectangle, whose coverage is 1 on every pixel of `rect`: the same
/// pixels, without building a mask (a background fill's mask is 12.6 MB on a full frame). Row by row:
/// the paint per pixel, then the blend and rounding as whole-row loops the compiler vectorises (a
/// gradient background was 16% of rendering a gradient scene). Rows spread over `workers`.
///
/// `overEmpty` says the canvas is still all zeros there (a scene's background): then `D·(1 − Sa·cov)` is
/// exactly 0 and the blend is `S·cov·255 + bias`, the same bytes without reading the canvas.
public func fillSourceOver(
    _ canvas: inout PixelBuffer, rect: PixelRect, paint: Paint, opacity: Float = 1, overEmpty: Bool = false,
    workers: Workers = .serial
) {
    let b = rect.intersection(PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    if b.isEmpty || opacity <= 0 { return }
    let fill = ResolvedPaint(paint, originX: 0, originY: 0)
    let width = canvas.width
    let count = b.width * 4
    canvas.bytes.withUnsafeMutableBufferPointer { px in
        let dst = SharedPointer(px.baseAddress!)
        workers.forEachBand(b.y..<b.maxY) { band in
            // Per channel: the source term `S·cov·255`, the destination's weight `1 − Sa·cov`, the bias.
            let source = UnsafeMutablePointer<Float>.allocate(capacity: count * 4)
            let paint = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: b.width)
            defer {
                source.deallocate()
                paint.deallocate()
            }
            let keep = source + count
            let bias = keep + count
            let sharp = bias + count
            paint.initialize(repeating: fill.solid, count: b.width)
            let dithered = fill.isGradient
            for y in band {
                if dithered {
                    fill.gradient.colors(row: Double(y) + 0.5, from: Double(b.x), count: b.width, into: paint)
                }
                for j in 0..<b.width {
                    let src = paint[j]
                    let round = dithered ? 0.5 + orderedDither(x: b.x + j, y: y) : 0.5
                    let k = 1 - src.w * opacity
                    (source[4 * j], source[4 * j + 1]) = (src.x * opacity * 255, src.y * opacity * 255)
                    (source[4 * j + 2], source[4 * j + 3]) = (src.z * opacity * 255, src.w * opacity * 255)
                    (keep[4 * j], keep[4 * j + 1], keep[4 * j + 2], keep[4 * j + 3]) = (k, k, k, k)
                    (bias[4 * j], bias[4 * j + 1], bias[4 * j + 2], bias[4 * j + 3]) = (round, round, round, round)
                }
                let row = dst.base + (y * width + b.x) * 4  // Safe: b lies inside the canvas.
                if overEmpty {
                    for i in 0..<count { row[i] = RowConversion.roundedByte(source[i] + bias[i]) }
                    continue
                }
                RowConversion.load(row, sharp, count: count)
                for i in 0..<count {
                    row[i] = RowConversion.roundedByte(source[i] + sharp[i] * keep[i] + bias[i])
                }
            }
        }
    }
}

/// A paint resolved once, outside the pixel loop: switching on it per pixel copied the gradient's stops
/// (a reference-counted array) every time, 13% of rendering the fidelity matrix.
/// The gradient is held unwrapped, beside a flag: an optional gradient tested per pixel was copied per
/// pixel (with its stop arrays' reference counts).
struct ResolvedPaint: Sendable {
    var solid = SIMD4<Float>.zero
    let isGradient: Bool
    let gradient: LinearGradient
    let originX: Double, originY: Double

    init(_ paint: Paint, originX: Double, originY: Double) {
        switch paint {
        case .solid(let c):
            solid = c.premultiplied
            isGradient = false
            gradient = LinearGradient(fromX: 0, fromY: 0, toX: 0, toY: 0, stops: [.init(color: c, offset: 0)])
        case .linearGradient(let g):
            isGradient = true
            gradient = g
        }
        self.originX = originX
        self.originY = originY
    }

    /// The premultiplied paint (0…1) at pixel (`x`, `y`) and the bias added before truncating to a byte:
    /// 0.5 (round to nearest), plus the ordered dither for gradients.
    @inline(__always) func source(x: Int, y: Int) -> (SIMD4<Float>, Float) {
        if !isGradient { return (solid, 0.5) }
        return (
            gradient.color(atX: Double(x) + 0.5 - originX, y: Double(y) + 0.5 - originY),
            0.5 + orderedDither(x: x, y: y)
        )
    }

    /// Source-over of the paint at coverage `cov` onto pixel (`x`, `y`) of premultiplied rows `width` wide:
    /// `saturatingByte(S·cov·255 + D·(1 − Sa·cov) + bias)` per channel.
    @inline(__always)
    func blend(_ px: UnsafeMutablePointer<UInt8>, x: Int, y: Int, width: Int, coverage cov: Float) {
        let (src, bias) = source(x: x, y: y)
        let (sr, sg, sb, sa) = (src.x, src.y, src.z, src.w)
        let i = (y * width + x) * 4  // Safe: callers keep (x, y) inside the canvas.
        let keep = 1 - sa * cov
        px[i] = saturatingByte(sr * cov * 255 + Float(px[i]) * keep + bias)
        px[i + 1] = saturatingByte(sg * cov * 255 + Float(px[i + 1]) * keep + bias)
        px[i + 2] = saturatingByte(sb * cov * 255 + Float(px[i + 2]) * keep + bias)
        px[i + 3] = saturatingByte(sa * cov * 255 + Float(px[i + 3]) * keep + bias)
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
