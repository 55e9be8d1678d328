/// A spring of unit mass pulling a value from 0 to 1, solved exactly: x″ = −k(x − 1) − c·x′ with x(0) = 0 and
/// x′(0) = the initial velocity. Any instant is computed directly from the closed form (never by stepping), so
/// a frame at 0.25 s is the same whether it is rendered alone or after a thousand others.
///
/// Apple's parameters: a perceptual `duration` d and a `bounce` b in −1…1 (0: critically damped) give
/// stiffness k = (2π / d)² and damping ratio ζ = 1 − b (b ≥ 0) or 1 / (1 + b) (b < 0), damping c = 2ζ√k;
/// `response` r and `dampingFraction` ζ are the same spring as d = r, b = 1 − ζ.
public struct Spring: Equatable, Sendable {
    /// Per second squared.
    public let stiffness: Double
    /// Per second.
    public let damping: Double
    /// Progress per second at the start (0: from rest).
    public let initialVelocity: Double

    /// The shortest duration a spring takes seriously, in seconds: shorter springs (and any with a stiffness
    /// that is not finite) jump to their target at once.
    public static let instantBelowS = 1e-4

    public init(stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// Apple's `duration` (seconds) and `bounce` (clamped to −1…1).
    public init(durationS: Double, bounce: Double, initialVelocity: Double = 0) {
        let d = Swift.max(durationS, Self.instantBelowS)
        let b = Swift.min(Swift.max(bounce, -0.999_999), 1)
        let k = (2 * Double.pi / d) * (2 * Double.pi / d)
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: initialVelocity)
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: `responseS` seconds, damping ratio `dampingFraction`.
    public init(responseS: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        let d = Swift.max(responseS, Self.instantBelowS)
        let k = (2 * Double.pi / d) * (2 * Double.pi / d)
        let zeta = Swift.max(0, dampingFraction)
        self.init(stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: initialVelocity)
    }

    /// SwiftUI's presets.
    public static let smooth = Spring(durationS: 0.5, bounce: 0)
    public static let snappy = Spring(durationS: 0.5, bounce: 0.15)
    public static let bouncy = Spring(durationS: 0.5, bounce: 0.3)

    /// The natural angular frequency √k, per second.
    public var naturalFrequency: Double { stiffness.squareRoot() }
    /// ζ = c / (2√k).
    public var dampingRatio: Double { naturalFrequency > 0 ? damping / (2 * naturalFrequency) : 1 }
    /// Jumps to its target at once (a duration under `instantBelowS`, or figures that are not finite).
    public var isInstant: Bool {
        !(stiffness.isFinite && damping.isFinite && initialVelocity.isFinite)
            || stiffness >= (2 * Double.pi / Self.instantBelowS) * (2 * Double.pi / Self.instantBelowS)
    }

    /// The progress at `t` seconds (0 before the start): 0 → 1, overshooting when the spring bounces.
    public func value(atS t: Double) -> Double {
        guard t > 0 else { return 0 }
        if isInstant { return 1 }
        return 1 + offset(t).y
    }

    /// The progress per second at `t` seconds.
    public func velocity(atS t: Double) -> Double {
        guard t > 0 else { return isInstant ? 0 : initialVelocity }
        if isInstant { return 0 }
        return offset(t).v
    }

    /// y = x − 1 and its derivative at `t`, from y(0) = −1, y′(0) = v₀.
    func offset(_ t: Double) -> (y: Double, v: Double) {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if abs(zeta - 1) < 1e-6 {
            // Critically damped: y = (A + B t) e^(−ω₀t).
            let (a, b) = (-1.0, v0 - w0)
            let e = Math.exp(-w0 * t)
            return ((a + b * t) * e, (b - w0 * (a + b * t)) * e)
        }
        if zeta < 1 {
            // Under-damped: y = e^(−ζω₀t)(A cos ω_d t + B sin ω_d t).
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let (a, b) = (-1.0, (v0 - zeta * w0) / wd)
            let e = Math.exp(-zeta * w0 * t)
            let (c, s) = (Math.cos(wd * t), Math.sin(wd * t))
            let y = e * (a * c + b * s)
            return (y, -zeta * w0 * y + e * (-a * wd * s + b * wd * c))
        }
        // Over-damped: y = C₁e^(r₁t) + C₂e^(r₂t), r₁ the slower root.
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-w0 * (zeta - root), -w0 * (zeta + root))
        let c1 = (v0 + r2) / (r1 - r2)
        let c2 = -1 - c1
        let (e1, e2) = (Math.exp(r1 * t), Math.exp(r2 * t))
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// A time, in seconds, after which the progress stays within `tolerance` of 1 (an upper bound from the
    /// motion's decaying envelope; `.infinity` for an undamped spring, 0 for an instant one).
    public func settlingTimeS(tolerance: Double = 1e-3) -> Double {
        if isInstant { return 0 }
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        guard w0 > 0, zeta > 0, tolerance > 0 else { return .infinity }
        if abs(zeta - 1) < 1e-6 {
            // |y| ≤ (|A| + |B| t) e^(−ω₀t): the first t where that is under the tolerance, by bisection (each
            // step halves the interval; 200 steps reach any double).
            let b = abs(v0 - w0)
            func bound(_ t: Double) -> Double { (1 + b * t) * Math.exp(-w0 * t) }
            var (lo, hi) = (0.0, 1.0 / w0)
            var grow = 0
            while bound(hi) > tolerance && grow < 2000 {
                hi *= 2
                grow += 1
            }
            for _ in 0..<200 {
                let mid = (lo + hi) / 2
                if bound(mid) > tolerance { lo = mid } else { hi = mid }
            }
            return hi
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * w0) / wd
            let amplitude = (1 + b * b).squareRoot()
            return Swift.max(0, Math.log(amplitude / tolerance) / (zeta * w0))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-w0 * (zeta - root), -w0 * (zeta + root))
        let c1 = (v0 + r2) / (r1 - r2)
        let amplitude = abs(c1) + abs(1 + c1)
        return Swift.max(0, Math.log(amplitude / tolerance) / -r1)
    }
}
