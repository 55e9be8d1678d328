/// What adaptive glass measures before it is drawn: the CIE lightness L* (D65, white Y = 1) of the **mean**
/// linear-light luminance of the canvas under a region.
///
/// Each pixel's premultiplied encoded sRGB channels are decoded with the sRGB curve (a pixel that is not
/// opaque counts as drawn over black), its luminance is `Y = 0.2126 R + 0.7152 G + 0.0722 B`, and the
/// pixels are averaged weighted by the region's coverage; only then is the mean turned into L*
/// (`116·∛Y − 16`, or `Y·(29/3)³` at and below `Y = (6/29)³`). The sum runs in `Double` in row order on one
/// thread, so the figure is the same at every thread count. O(pixels of the region), no allocation.
public enum BackdropLightness {
    /// Linear-light value of each encoded byte (the sRGB curve, exact in `Double`).
    public static let linear: [Double] = (0...255).map { i in
        let c = Double(i) / 255
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
    }

    /// L* of a relative luminance `y` (0…1): 0 for black, 100 for white.
    public static func lightness(luminance y: Double) -> Double {
        let epsilon = 216.0 / 24389  // (6/29)³
        if y <= epsilon { return max(0, y) * (24389.0 / 27) }
        return 116 * Math.pow(y, 1.0 / 3) - 16
    }

    /// The mean luminance of `canvas` (premultiplied RGBA8) weighted by the largest coverage of `masks` at
    /// each pixel (their union); nil when the region covers no pixel of the canvas.
    public static func meanLuminance(_ canvas: PixelBuffer, under masks: [CoverageMask]) -> Double? {
        let all = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        var area: PixelRect? = nil
        for m in masks where !m.bounds.isEmpty { area = area.map { $0.union(m.bounds) } ?? m.bounds }
        guard let region = area?.intersection(all), !region.isEmpty else { return nil }
        var sum = 0.0
        var weight = 0.0
        linear.withUnsafeBufferPointer { lin in
            canvas.bytes.withUnsafeBufferPointer { px in
                for y in region.y..<region.maxY {
                    for x in region.x..<region.maxX {
                        var w: Float = 0
                        for m in masks { w = max(w, m.value(x: x, y: y)) }
                        if w <= 0 { continue }
                        let i = (y * canvas.width + x) * 4  // Safe: region lies inside the canvas.
                        let (r, g, b) = (
                            lin[Int(truncatingIfNeeded: px[i])], lin[Int(truncatingIfNeeded: px[i + 1])],
                            lin[Int(truncatingIfNeeded: px[i + 2])]
                        )
                        let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
                        sum += Double(w) * luminance
                        weight += Double(w)
                    }
                }
            }
        }
        return weight > 0 ? sum / weight : nil
    }

    /// L* of the mean luminance under `masks`; nil when they cover nothing on the canvas.
    public static func measure(_ canvas: PixelBuffer, under masks: [CoverageMask]) -> Double? {
        meanLuminance(canvas, under: masks).map { lightness(luminance: $0) }
    }
}
