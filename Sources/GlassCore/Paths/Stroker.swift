/// How a stroke turns corners and ends open sub-paths (SVG's `stroke-linejoin` and `stroke-linecap`).
public struct StrokeStyle: Sendable, Equatable {
    public enum Join: String, Sendable { case miter, round, bevel }
    public enum Cap: String, Sendable { case butt, round, square }

    /// Width in pixels.
    public var width: Double
    public var join: Join
    public var cap: Cap
    /// Miters longer than this many half-widths become bevels (SVG's default 4).
    public var miterLimit: Double

    public init(width: Double, join: Join = .miter, cap: Cap = .butt, miterLimit: Double = 4) {
        self.width = width
        self.join = join
        self.cap = cap
        self.miterLimit = miterLimit
    }
}

/// Turns polylines into the polygons of their stroke, to be filled with the nonzero rule.
///
/// The stroke is a union of pieces that meet along shared edges rather than overlapping: a rectangle per
/// segment, on the outer side of each corner a wedge between the two segments' ends (a triangle for
/// bevel, a quadrilateral for miter, a fan for round), and at each open end a half disc (round) or a
/// half square (square). Every piece is oriented the same way, so the nonzero rule adds them. Only the
/// inner side of a corner has overlap (the two rectangles), where the rasterizer's sum may exceed the
/// union in the one or two pixels at the inner vertex. Corners inside a flattened curve (turns of a few
/// degrees) get bevels, which differ from the true offset curve by under `w·θ²/16`.
public enum Stroker {
    public static func polygons(_ lines: [Polyline], style: StrokeStyle, tolerance: Double = Path.defaultTolerance)
        -> [[SIMD2<Double>]]
    {
        let hw = style.width / 2
        guard hw > 0, hw.isFinite else { return [] }
        var out: [[SIMD2<Double>]] = []
        func add(_ polygon: [SIMD2<Double>]) {
            guard polygon.count >= 3 else { return }
            out.append(signedArea(polygon) < 0 ? polygon.reversed() : polygon)
        }
        for line in lines {
            // Drop repeated points (zero-length segments have no direction).
            var pts: [SIMD2<Double>] = []
            var corners: [Bool] = []
            for (p, c) in zip(line.points, line.corners) where pts.last != p {
                pts.append(p)
                corners.append(c)
            }
            let closed = line.closed && pts.count > 2
            if closed, pts.first == pts.last {
                pts.removeLast()
                corners.removeLast()
            }
            if pts.count == 1 {
                // A dot: round and square caps draw it, butt does not (SVG).
                switch style.cap {
                case .butt: break
                case .round: add(arc(pts[0], hw, from: 0, sweep: 2 * .pi, tolerance: tolerance))
                case .square:
                    let p = pts[0]
                    add([p + SIMD2(-hw, -hw), p + SIMD2(hw, -hw), p + SIMD2(hw, hw), p + SIMD2(-hw, hw)])
                }
                continue
            }
            let n = pts.count
            let segments = closed ? n : n - 1
            func direction(_ i: Int) -> SIMD2<Double> {
                let d = pts[(i + 1) % n] - pts[i]
                return d / (d * d).sum().squareRoot()
            }
            for i in 0..<segments {
                let d = direction(i)
                let normal = SIMD2(-d.y, d.x) * hw
                let p = pts[i]
                let q = pts[(i + 1) % n]
                add([p + normal, q + normal, q - normal, p - normal])
            }
            // Corners: every vertex between two segments (all of them when closed).
            let joints = closed ? Array(0..<n) : Array(1..<(n - 1))
            for j in joints {
                let before = direction((j - 1 + n) % n)
                let after = direction(j)
                join(
                    at: pts[j], before: before, after: after, hw: hw,
                    style: corners[j] ? style.join : .bevel, miterLimit: style.miterLimit, tolerance: tolerance,
                    into: add)
            }
            if !closed {
                cap(at: pts[0], outward: -direction(0), hw: hw, cap: style.cap, tolerance: tolerance, into: add)
                cap(at: pts[n - 1], outward: direction(n - 2), hw: hw, cap: style.cap, tolerance: tolerance, into: add)
            }
        }
        return out
    }

    static func join(
        at p: SIMD2<Double>, before: SIMD2<Double>, after: SIMD2<Double>, hw: Double, style: StrokeStyle.Join,
        miterLimit: Double, tolerance: Double, into add: ([SIMD2<Double>]) -> Void
    ) {
        let n0 = SIMD2(-before.y, before.x)
        let n1 = SIMD2(-after.y, after.x)
        let turn = before.x * after.y - before.y * after.x
        if abs(turn) < 1e-12 && (before * after).sum() > 0 { return }  // straight on
        // The outer side is away from the turn.
        let s: Double = turn > 0 ? -1 : 1
        let a = p + n0 * (s * hw)
        let b = p + n1 * (s * hw)
        switch style {
        case .bevel:
            add([p, a, b])
        case .miter:
            let cosine = (n0 * n1).sum()
            // Miter length over half-width is 1/sin(θ/2) = √(2/(1 + cos)) for the angle between normals.
            if 1 + cosine > 1e-12, (2 / (1 + cosine)).squareRoot() <= miterLimit {
                let tip = p + (n0 + n1) * (s * hw / (1 + cosine))
                add([p, a, tip, b])
            } else {
                add([p, a, b])
            }
        case .round:
            let start = angle(n0 * s)
            var sweep = angle(n1 * s) - start
            while sweep > .pi { sweep -= 2 * .pi }
            while sweep < -.pi { sweep += 2 * .pi }
            add([p] + arc(p, hw, from: start, sweep: sweep, tolerance: tolerance))
        }
    }

    static func cap(
        at p: SIMD2<Double>, outward d: SIMD2<Double>, hw: Double, cap: StrokeStyle.Cap, tolerance: Double,
        into add: ([SIMD2<Double>]) -> Void
    ) {
        let normal = SIMD2(-d.y, d.x) * hw
        switch cap {
        case .butt: break
        case .square: add([p + normal, p + normal + d * hw, p - normal + d * hw, p - normal])
        case .round: add(arc(p, hw, from: angle(normal), sweep: -.pi, tolerance: tolerance))
        }
    }

    /// Points on the circle of radius `r` about `c` from angle `start` over `sweep` (radians), spaced so
    /// each chord stays within `tolerance` of the arc.
    static func arc(_ c: SIMD2<Double>, _ r: Double, from start: Double, sweep: Double, tolerance: Double)
        -> [SIMD2<Double>]
    {
        let step = 2 * Math.acos(max(-1, 1 - max(tolerance, 1e-6) / r))
        let n = max(2, min(4096, WholeNumber.clamped(abs(sweep) / max(step, 1e-9), .up) + 1))
        return (0...n).map { i in
            let t = start + sweep * Double(i) / Double(n)
            return c + SIMD2(Math.cos(t), Math.sin(t)) * r
        }
    }

    static func angle(_ v: SIMD2<Double>) -> Double { Math.atan2(v.y, v.x) }

    static func signedArea(_ p: [SIMD2<Double>]) -> Double {
        var a = 0.0
        for i in 0..<p.count {
            let q = p[(i + 1) % p.count]
            a += p[i].x * q.y - q.x * p[i].y
        }
        return a / 2
    }
}
