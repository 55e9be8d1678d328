extension NumericBoundaryAllowList {
    /// GlassCore: integer → integer conversions of the kernels, and the hot kernel sites whose floating-point
    /// value is bounded where it is computed (the path rasterizer behind its guard box, the bilinear and tail
    /// samplers behind their clamps, the tone curve, exp's exponent).
    static let coreGroups: [(reason: String, sites: [Site])] = [
        (
            "UInt16 weight → Int: widening",
            [
                site("GlassCore/Blur/FixedConvolution.swift", "let sides = fixed.reduce(0) { $0 + 2 * Int($1) }")
            ]
        ),
        (
            "integer → UInt16: the precondition above keeps 65 536 − sides in 1…65 535",
            [
                site("GlassCore/Blur/FixedConvolution.swift", "fixed.append(UInt16(65_536 - sides))")
            ]
        ),
        (
            "integer → UInt16: r is a kernel radius, a few hundred taps at most (4σ for σ ≤ 300 px), far below 65 535",
            [
                site("GlassCore/Blur/FixedConvolution.swift", "bias = UInt16((r + 1) / 2)")
            ]
        ),
        (
            "UInt16 weight → UInt32: widening",
            [
                site("GlassCore/Blur/FixedConvolution.swift", "let wc = UInt32(weights[r])"),
                site("GlassCore/Blur/FixedConvolution.swift", "let w0 = UInt32(weights[0])"),
                site("GlassCore/Blur/FixedConvolution.swift", "let w = UInt32(weights[k])"),
                site("GlassCore/Blur/FixedConvolution.swift", "let w2 = UInt32(weights[k + 1])"),
            ]
        ),
        (
            "UInt16 → UInt32: widening",
            [
                site("GlassCore/Blur/FixedConvolution.swift", "UInt16(truncatingIfNeeded: (UInt32(x) &* w) &>> 16)")
            ]
        ),
        (
            "integer → UInt16: tent weights of a factor f ≤ 11, at most 2f",
            [
                site("GlassCore/Blur/GaussianBlur+Decimated.swift", "weights = w.map { UInt16($0) }")
            ]
        ),
        (
            "UInt8 lane → UInt16: widening",
            [
                site(
                    "GlassCore/Blur/GaussianBlur+Decimated.swift",
                    "sums[i] = (UInt16(a[i]) &+ UInt16(b[i])) &* w &+ (UInt16(c[i]) &+ UInt16(d[i])) &* v"),
                site(
                    "GlassCore/Blur/GaussianBlur+Decimated.swift",
                    "(UInt16(a[i]) &+ UInt16(b[i])) &* w &+ (UInt16(c[i]) &+ UInt16(d[i])) &* v"),
                site(
                    "GlassCore/Blur/GaussianBlur+Decimated.swift",
                    "for i in 0..<vLanes { sums[i] = (UInt16(a[i]) &+ UInt16(b[i])) &* w }"),
                site(
                    "GlassCore/Blur/GaussianBlur+Decimated.swift",
                    "for i in 0..<vLanes { sums[i] &+= (UInt16(a[i]) &+ UInt16(b[i])) &* w }"),
                site(
                    "GlassCore/Blur/GaussianBlur+Decimated.swift",
                    "for i in 0..<vLanes { sums[i] &+= UInt16(middle[i]) &* w }"),
            ]
        ),
        (
            "integer → UInt16: wb is clamped to 1…65 535 above, so this lies in 1…65 535",
            [
                site("GlassCore/Blur/GaussianBlur+Upsample.swift", "let wa = UInt16(min(65_536 - wb, 65_535))")
            ]
        ),
        (
            "integer → UInt16: wb is clamped to 1…65 535 by WholeNumber above",
            [
                site("GlassCore/Blur/GaussianBlur+Upsample.swift", "let wbu = UInt16(wb)")
            ]
        ),
        (
            "UInt16/UInt8 → UInt32: widening",
            [
                site(
                    "GlassCore/Blur/GaussianBlur+Upsample.swift",
                    "UInt16(truncatingIfNeeded: (UInt32(a[i]) &* UInt32(wa)) &>> 16)"),
                site(
                    "GlassCore/Blur/GaussianBlur+Upsample.swift",
                    "&+ UInt16(truncatingIfNeeded: (UInt32(b[i]) &* UInt32(wb)) &>> 16)"),
            ]
        ),
        (
            "integer → Int32: a channel shift, c < 4",
            [
                site("GlassCore/Material/BilinearSampler+Lanes.swift", "let shift = Int32(8 * c)")
            ]
        ),
        (
            "kernel (per pixel): u and v are clamped into 0…width − 1 and 0…height − 1 of the image on the lines above (NaN cannot reach here: sample positions come from finite, guarded geometry)",
            [
                site("GlassCore/Material/BilinearSampler.swift", "let i0 = Int(u)"),
                site("GlassCore/Material/BilinearSampler.swift", "let j0 = Int(v)"),
            ]
        ),
        (
            "kernel (per pixel): t ≥ 0 is converted only below the shadow table's last index (NaN fails the comparison)",
            [
                site(
                    "GlassCore/Material/GlassGroupRenderer+Shading.swift",
                    "let k = t < tableLast ? Int(t) : (t.isNaN ? 0 : table.count)")
            ]
        ),
        (
            "kernel (per pixel): t is clamped into 0…8 on the line above",
            [
                site("GlassCore/Material/GlassParameters.swift", "let i = min(Int(t), 7)")
            ]
        ),
        (
            "kernel (per pixel): u and v are clamped into 0…cols − 1 and 0…rows − 1 of the grid on the lines above",
            [
                site("GlassCore/Material/GlassTail.swift", "let i = min(Int(u), cols - 2 < 0 ? 0 : cols - 2)"),
                site("GlassCore/Material/GlassTail.swift", "let j = min(Int(v), rows - 2 < 0 ? 0 : rows - 2)"),
            ]
        ),
        (
            "kernel: x is within −745.2…709.78 (checked above), so |n| ≤ 1076",
            [
                site("GlassCore/Support/Math.swift", "let e = Int(n)")
            ]
        ),
        (
            "kernel: the caller keeps t within ±1010 (documented on the function), so n is a normal exponent",
            [
                site("GlassCore/Support/Math.swift", "return p * Double(bitPattern: UInt64(Int(n) + 1023) << 52)")
            ]
        ),
        (
            "UInt64 → Int: 12 bits",
            [
                site("GlassCore/Support/Math.swift", "let biased = Int(bits >> 52)")
            ]
        ),
        (
            "Double.Exponent is Int already: integer → integer",
            [
                site("GlassCore/Support/Math.swift", "e = Int(x.exponent)"),
                site("GlassCore/Support/Math.swift", "var e = Int(x.exponent)"),
            ]
        ),
        (
            "the helper itself: Int(exactly:) is nil for fractions, NaN, infinities and values past Int",
            [
                site(
                    "GlassCore/Support/WholeNumber.swift",
                    "guard let i = Int(exactly: value), range.contains(i) else { return nil }")
            ]
        ),
        (
            "kernel: edges come from PathRasterizer.coverage, cut to its guard box (PathRasterizer+Guard.swift), so every coordinate lies within 2²⁰ px of the mask",
            [
                site(
                    "GlassCore/Paths/PathRasterizer+Crossings.swift",
                    "let y0 = max(0, Int(min(e.0.y, e.1.y).rounded(.down)))"),
                site(
                    "GlassCore/Paths/PathRasterizer+Crossings.swift",
                    "let y1 = min(height - 1, Int(max(e.0.y, e.1.y).rounded(.up)) - 1)"),
                site(
                    "GlassCore/Paths/PathRasterizer+Crossings.swift",
                    "while n < spans.count && Int(spans[n].lo.rounded(.down)) <= Int(spans[m].hi.rounded(.down)) {"),
                site(
                    "GlassCore/Paths/PathRasterizer+Crossings.swift",
                    "let first = max(0, Int(spans[n].lo.rounded(.down)))"),
                site(
                    "GlassCore/Paths/PathRasterizer+Crossings.swift",
                    "let last = min(width - 1, Int(min(spans[m].hi, spans[n].hi).rounded(.down)))"),
                site(
                    "GlassCore/Paths/PathRasterizer+Crossings.swift",
                    "let first = min(width, max(0, Int(s.lo.rounded(.down))))"),
                site(
                    "GlassCore/Paths/PathRasterizer+Crossings.swift",
                    "let last = min(width - 1, max(-1, Int(s.hi.rounded(.down))))"),
                site("GlassCore/Paths/PathRasterizer+Crossings.swift", "let first = max(0, Int(a.rounded(.down)))"),
                site(
                    "GlassCore/Paths/PathRasterizer+Crossings.swift", "let last = min(width - 1, Int(b.rounded(.down)))"
                ),
            ]
        ),
        (
            "kernel: 0 ≤ yStart < rows (the edge is skipped above unless it crosses a row)",
            [
                site("GlassCore/Paths/PathRasterizer.swift", "let y0 = Int(yStart.rounded(.down))")
            ]
        ),
        (
            "kernel: 0 < min(b.y, rows) ≤ rows",
            [
                site("GlassCore/Paths/PathRasterizer.swift", "let y1 = Int(min(b.y, Double(rows)).rounded(.up))")
            ]
        ),
        (
            "kernel: x lies within 0…width (the caller clamps edges to the mask after the guard box cut)",
            [
                site("GlassCore/Paths/PathRasterizer.swift", "let xai = Int(xaFloor)"),
                site("GlassCore/Paths/PathRasterizer.swift", "let xbi = Int(xbCeil)"),
            ]
        ),
        (
            "integer → UInt8: clamped into 64…255 on the same line",
            [
                site(
                    "GlassCore/Comparison/ImageComparison.swift",
                    "out.bytes[i] = UInt8(min(255, max(64, d * amplification)))")
            ]
        ),
        (
            "integer → UInt8: luma ≤ 255, so 192 + luma / 4 ≤ 255",
            [
                site("GlassCore/Comparison/ImageComparison.swift", "let faded = UInt8(192 + luma / 4)")
            ]
        ),
        (
            "UInt8 → UInt32: widening",
            [
                site("GlassCore/Pixels/PixelBuffer.swift", "let a = UInt32(p[i + 3])"),
                site("GlassCore/Pixels/PixelBuffer.swift", "p[i] = Self.mulDiv255(UInt32(p[i]), a)"),
                site("GlassCore/Pixels/PixelBuffer.swift", "p[i + 1] = Self.mulDiv255(UInt32(p[i + 1]), a)"),
                site("GlassCore/Pixels/PixelBuffer.swift", "p[i + 2] = Self.mulDiv255(UInt32(p[i + 2]), a)"),
                site("GlassCore/Pixels/PixelBuffer.swift", "let v = (UInt32(p[i + c]) * 255 + a / 2) / a"),
            ]
        ),
        (
            "integer → UInt8: clamped to 255 on the same line",
            [
                site("GlassCore/Pixels/PixelBuffer.swift", "p[i + c] = UInt8(min(v, 255))")
            ]
        ),
        (
            "integer → UInt8: x·y/255 for x, y ≤ 255 (documented above)",
            [
                site("GlassCore/Pixels/PixelBuffer.swift", "return UInt8((t + (t >> 8)) >> 8)")
            ]
        ),
        (
            "UInt8 → UInt16: widening",
            [
                site("GlassCore/Pixels/RowConversion.swift", "for i in 0..<count { dst[i] = UInt16(src[i]) &<< 7 }")
            ]
        ),
    ]
}
