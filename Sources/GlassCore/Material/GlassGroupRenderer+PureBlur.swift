extension GlassGroupRenderer {
    /// For a single element whose material is a pure blur (an exact σ, no colour treatment, no lens, rim,
    /// shadow or press glow, no clip), the pixels where the glass is exactly the frosted texel: those whose
    /// centres are at least 0.75 px inside the outline. There the signed distance is ≤ −0.75 px, coverage is
    /// exactly 1 and the shading returns the frosted texel unchanged (`PureBlurTests`). The rows clear of the
    /// corners' squares (`z` px a side, the corners' reach) are one band, inset 0.75 px at the sides; each row
    /// through the corners is a band of its own, its span found against the outline. Returned as disjoint row
    /// bands, top to bottom, within `shade` and `sampled` (a full-frame glass under the display's 62 pt corners
    /// shades only a thin rim). Empty otherwise.
    func pureBlurInterior(shade: PixelRect, sampled: PixelRect) -> [PixelRect] {
        guard elements.count == 1, clip == nil else { return [] }
        let e = elements[0]
        let p = e.parameters
        guard p.exactBlurSigma != nil, p.colorIsIdentity, p.highlight == 0, p.refraction == 0, p.shadowOpacity == 0,
            !p.pressed
        else { return [] }
        let o = e.outline
        let r = o.rect
        // First and last-plus-one pixel whose centre is at least `inset` inside each side.
        func start(_ origin: Double, _ inset: Double) -> Int { WholeNumber.clamped(origin + inset - 0.5, .up) }
        func end(_ far: Double, _ inset: Double) -> Int { WholeNumber.clamped(far - inset - 0.5, .down) + 1 }
        let top = max(o.topLeft.z, o.topRight.z, 0.75)
        let bottom = max(o.bottomLeft.z, o.bottomRight.z, 0.75)
        let left = max(o.topLeft.z, o.bottomLeft.z, 0.75)
        let right = max(o.topRight.z, o.bottomRight.z, 0.75)
        let (y0, y1) = (start(r.y, 0.75), end(r.maxY, 0.75))
        let (x0, x1) = (start(r.x, 0.75), end(r.maxX, 0.75))
        let (cx0, cx1) = (start(r.x, left), end(r.maxX, right))
        let (my0, my1) = (start(r.y, top), end(r.maxY, bottom))
        // Rows through the corners' squares, each widened into them as far as the outline allows: the first
        // and last pixel whose distance is under −0.85 px (a margin over 0.75 for the field's own rounding).
        // The outline is convex, so along a row that set is one span, found by bisection.
        func row(_ y: Int) -> PixelRect {
            let py = Double(y) + 0.5
            func inside(_ x: Int) -> Bool { o.distance(Double(x) + 0.5, py) <= -0.85 }
            // The first inside pixel (the cross's edge when none before it), and one past the last.
            let first = Self.partitionPoint(x0..<max(x0, cx0), inside)
            let end = Self.partitionPoint(min(x1, cx1)..<x1) { !inside($0) }
            return PixelRect.nonEmpty(first, y, end, y + 1)
        }
        var bands: [PixelRect]
        if my0 >= my1 {
            bands = (y0..<max(y0, y1)).map(row)
        } else {
            bands = (y0..<my0).map(row) + [PixelRect.nonEmpty(x0, my0, x1, my1)] + (my1..<max(my1, y1)).map(row)
        }
        bands = bands.map { $0.intersection(shade).intersection(sampled) }
        return bands.filter { !$0.isEmpty }
    }

    /// The pixels of `shade` outside `bands` (disjoint row bands within it, top to bottom), as rectangles.
    static func complement(of bands: [PixelRect], in shade: PixelRect) -> [PixelRect] {
        var out: [PixelRect] = []
        var row = shade.y
        for b in bands {
            out.append(PixelRect.nonEmpty(shade.x, row, shade.maxX, b.y))
            out.append(PixelRect.nonEmpty(shade.x, b.y, b.x, b.maxY))
            out.append(PixelRect.nonEmpty(b.maxX, b.y, shade.maxX, b.maxY))
            row = b.maxY
        }
        out.append(PixelRect.nonEmpty(shade.x, row, shade.maxX, shade.maxY))
        return out.filter { !$0.isEmpty }
    }

    /// One-row strips at either side of a row's copied span, cut to the pixels the outline reaches: those at
    /// least 0.85 px outside have no coverage (and a pure blur has no shadow), so the shading leaves them as
    /// they are (`PureBlurTests`); a full-frame glass's corners are mostly such pixels. Along a row the
    /// distance falls towards the span (the outline is convex), so the cut is found by bisection.
    func trimmedToOutline(_ strips: [PixelRect], shade: PixelRect) -> [PixelRect] {
        let o = elements[0].outline
        return strips.map { s -> PixelRect in
            guard s.height == 1 else { return s }
            let py = Double(s.y) + 0.5
            func outside(_ x: Int) -> Bool { o.distance(Double(x) + 0.5, py) >= 0.85 }
            if s.x == shade.x && s.maxX < shade.maxX {  // left of the span: outside, then reached
                let first = Self.partitionPoint(s.x..<s.maxX) { !outside($0) }
                return PixelRect.nonEmpty(first, s.y, s.maxX, s.y + 1)
            }
            if s.maxX == shade.maxX && s.x > shade.x {  // right of it: reached, then outside
                return PixelRect.nonEmpty(s.x, s.y, Self.partitionPoint(s.x..<s.maxX, outside), s.y + 1)
            }
            return s
        }.filter { !$0.isEmpty }
    }

    /// The first `x` of `range` where `p` holds, `p` being false then true along it (`range.upperBound` when it
    /// never holds), by bisection. The midpoint rounds down for negative columns too (rows may start left of
    /// the canvas; `(lo + hi) / 2` truncates towards zero and never ends there).
    static func partitionPoint(_ range: Range<Int>, _ p: (Int) -> Bool) -> Int {
        var (lo, hi) = (range.lowerBound, range.upperBound)
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if p(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Copies `rows` of `frosted` (which covers `region`) into the canvas.
    func copyRows(from frosted: PixelBuffer, region: PixelRect, to canvas: inout PixelBuffer, rows: PixelRect) {
        let w = canvas.width
        canvas.bytes.withUnsafeMutableBufferPointer { dst in
            frosted.bytes.withUnsafeBufferPointer { src in
                for y in rows.y..<rows.maxY {
                    let s = ((y - region.y) * region.width + (rows.x - region.x)) * 4
                    let d = (y * w + rows.x) * 4
                    (dst.baseAddress! + d).update(from: src.baseAddress! + s, count: rows.width * 4)
                }
            }
        }
    }
}
