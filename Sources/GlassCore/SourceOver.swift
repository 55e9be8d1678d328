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
    canvas.bytes.withUnsafeMutableBytes { raw in
        let px = raw.bindMemory(to: SIMD4<UInt8>.self)
        mask.values.withUnsafeBufferPointer { m in
            for ly in 0..<b.height {
                let y = b.y + ly
                for lx in 0..<b.width {
                    let cov = m[ly * b.width + lx] * opacity  // Safe: inside the mask.
                    if cov <= 0 { continue }
                    let x = b.x + lx
                    let src: SIMD4<Float>
                    let bias: Float
                    switch paint {
                    case .solid(let c):
                        src = c.premultiplied
                        bias = 0.5
                    case .linearGradient(let g):
                        src = g.color(atX: Double(x) + 0.5 - originX, y: Double(y) + 0.5 - originY)
                        bias = 0.5 + orderedDither(x: x, y: y)
                    }
                    let i = y * width + x  // Safe: the mask lies inside the canvas.
                    let dst = SIMD4<Float>(px[i]) * (1 / 255)
                    let out = src * cov + dst * (1 - src.w * cov)
                    px[i] = quantize255(out * 255, bias: bias)
                }
            }
        }
    }
}

/// Source-over of a premultiplied image through a mask onto a premultiplied canvas.
///
/// `image` covers the canvas rectangle `at` (its own size); `Dca' = Sca·m + Dca·(1 − Sa·m)`.
/// In place, no allocation; O(pixels of the overlap).
public func drawImageSourceOver(_ canvas: inout PixelBuffer, image: PixelBuffer, at origin: PixelRect, mask: CoverageMask) {
    precondition(origin.width == image.width && origin.height == image.height)
    let area = origin.intersection(mask.bounds).intersection(PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    if area.isEmpty { return }
    let width = canvas.width
    canvas.bytes.withUnsafeMutableBytes { raw in
        let dstPx = raw.bindMemory(to: SIMD4<UInt8>.self)
        image.bytes.withUnsafeBytes { iraw in
            let srcPx = iraw.bindMemory(to: SIMD4<UInt8>.self)
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let cov = mask.value(x: x, y: y)
                    if cov <= 0 { continue }
                    let s = SIMD4<Float>(srcPx[(y - origin.y) * image.width + (x - origin.x)])  // Safe: in area.
                    let i = y * width + x
                    let d = SIMD4<Float>(dstPx[i])
                    dstPx[i] = quantize255(s * cov + d * (1 - s.w * (1 / 255) * cov))
                }
            }
        }
    }
}
