/// A timing curve of Core Animation's kind: a cubic Bézier from (0, 0) to (1, 1) with control points (x₁, y₁)
/// and (x₂, y₂), x₁ and x₂ in 0…1, mapping the fraction of a duration that has passed to the progress made.
public struct TimingCurve: Equatable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
    }

    /// Core Animation's named curves.
    public static let linear = TimingCurve(0, 0, 1, 1)
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// The progress when `fraction` (0…1) of the time has passed. x(s) rises with s when x₁ and x₂ lie in 0…1,
    /// so s is found by bisection: 64 halvings reach a double's precision.
    public func progress(_ fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        if self == .linear { return fraction }
        var (lo, hi) = (0.0, 1.0)
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if Self.bezier(mid, x1, x2) < fraction { lo = mid } else { hi = mid }
        }
        return Self.bezier((lo + hi) / 2, y1, y2)
    }

    /// One coordinate of the curve at parameter `s`, its control values `a` and `b` (ends 0 and 1).
    static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
}

/// How a transition's progress runs from 0 to 1: a spring, or a timing curve over a duration.
public enum MotionCurve: Equatable, Sendable {
    case spring(Spring)
    case timed(TimingCurve, durationS: Double)

    /// The progress `t` seconds after the transition began (0 before it).
    public func progress(atS t: Double) -> Double {
        switch self {
        case .spring(let s): return s.value(atS: t)
        case .timed(let curve, let d):
            guard t > 0 else { return 0 }
            return d > 0 ? curve.progress(t / d) : 1
        }
    }

    /// When it is done, in seconds: a timed curve's duration, a spring's settling time within `tolerance`.
    public func endS(tolerance: Double = 1e-3) -> Double {
        switch self {
        case .spring(let s): return s.settlingTimeS(tolerance: tolerance)
        case .timed(_, let d): return max(0, d)
        }
    }
}
