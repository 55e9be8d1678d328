extension Path {
    /// Appends SVG's elliptical arc from the current point `from` to `to` (SVG 1.1 appendix F.6): radii
    /// `rx`, `ry` (absolute values taken, scaled up when too small to reach), x-axis `rotation` in degrees,
    /// and the two flags. Zero radii draw a line; equal end points draw nothing. The arc is split into
    /// pieces of at most 90°, each a cubic with handles `4/3·tan(Δ/4)` (within 2.7·10⁻⁴ of the radius).
    public mutating func arc(
        from p0: SIMD2<Double>, to p1: SIMD2<Double>, rx rx0: Double, ry ry0: Double, rotation: Double,
        largeArc: Bool, sweep: Bool
    ) {
        if p0 == p1 { return }
        var rx = abs(rx0)
        var ry = abs(ry0)
        if rx == 0 || ry == 0 || !rx.isFinite || !ry.isFinite {
            line(to: p1)
            return
        }
        let phi = rotation * .pi / 180
        let (c, s) = (Math.cos(phi), Math.sin(phi))
        // F.6.5.1: the midpoint in the ellipse's frame.
        let h = (p0 - p1) / 2
        let x1 = c * h.x + s * h.y
        let y1 = -s * h.x + c * h.y
        // F.6.6.2: radii too small to span the end points grow in proportion.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // F.6.5.2: the centre.
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { k = -k }
        let cx1 = k * rx * y1 / ry
        let cy1 = -k * ry * x1 / rx
        let mid = (p0 + p1) / 2
        let centre = SIMD2(c * cx1 - s * cy1 + mid.x, s * cx1 + c * cy1 + mid.y)
        // F.6.5.5–6: start angle and sweep.
        func angle(_ u: SIMD2<Double>, _ v: SIMD2<Double>) -> Double {
            Math.atan2(u.x * v.y - u.y * v.x, (u * v).sum())
        }
        let u = SIMD2((x1 - cx1) / rx, (y1 - cy1) / ry)
        let v = SIMD2((-x1 - cx1) / rx, (-y1 - cy1) / ry)
        let theta = angle(SIMD2(1, 0), u)
        var delta = angle(u, v)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let pieces = WholeNumber.clamped(abs(delta) / (.pi / 2) - 1e-9, .up, to: 1...8)
        let step = delta / Double(pieces)
        let handle = 4.0 / 3 * Math.tan(step / 4)
        func point(_ t: Double) -> SIMD2<Double> {
            let (ct, st) = (Math.cos(t), Math.sin(t))
            return SIMD2(centre.x + rx * c * ct - ry * s * st, centre.y + rx * s * ct + ry * c * st)
        }
        func tangent(_ t: Double) -> SIMD2<Double> {
            let (ct, st) = (Math.cos(t), Math.sin(t))
            return SIMD2(-rx * c * st - ry * s * ct, -rx * s * st + ry * c * ct)
        }
        var t = theta
        var a = p0
        for i in 0..<pieces {
            let t2 = t + step
            let b = i == pieces - 1 ? p1 : point(t2)
            cubic(control1: a + tangent(t) * handle, control2: b - tangent(t2) * handle, to: b)
            t = t2
            a = b
        }
    }
}
