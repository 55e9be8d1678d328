extension Math {
    /// π/2 in two parts, for reducing large arguments with little rounding.
    @usableFromInline static let halfPiHigh = 1.5707963267341256
    @usableFromInline static let halfPiLow = 6.077100506506192e-11

    /// `x` reduced to `r ∈ [−π/4, π/4]` with `x = r + k·π/2`; returns `(r, k mod 4)`.
    @inlinable static func quadrant(_ x: Double) -> (Double, Int) {
        let k = (x / (halfPiHigh + halfPiLow)).rounded()
        let r = (x - k * halfPiHigh) - k * halfPiLow
        let q = WholeNumber.clamped(k.truncatingRemainder(dividingBy: 4))  // NaN (x infinite): 0
        return (r, (q + 4) % 4)
    }

    /// Taylor series of sin on [−π/4, π/4] to r¹⁷ (error under 10⁻¹⁶).
    @inlinable static func sinKernel(_ r: Double) -> Double {
        let r2 = r * r
        var t = 1.0 / 355_687_428_096_000
        for k in stride(from: 15, through: 3, by: -2) {
            t = 1.0 / Double(factorial(k)) * (k % 4 == 3 ? -1 : 1) + r2 * t
        }
        return r + r * r2 * t
    }

    /// Taylor series of cos on [−π/4, π/4] to r¹⁸.
    @inlinable static func cosKernel(_ r: Double) -> Double {
        let r2 = r * r
        var t = -1.0 / 6_402_373_705_728_000
        for k in stride(from: 16, through: 2, by: -2) {
            t = 1.0 / Double(factorial(k)) * (k % 4 == 2 ? -1 : 1) + r2 * t
        }
        return 1 + r2 * t
    }

    @inlinable static func factorial(_ n: Int) -> Int { n <= 1 ? 1 : (2...n).reduce(1, *) }

    /// sin x in pure Swift (within 2·10⁻¹⁶ of libm for |x| < 10⁶; NaN for non-finite x).
    @inlinable public static func sin(_ x: Double) -> Double {
        if !x.isFinite { return .nan }
        let (r, q) = quadrant(x)
        switch q {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// cos x in pure Swift.
    @inlinable public static func cos(_ x: Double) -> Double {
        if !x.isFinite { return .nan }
        let (r, q) = quadrant(x)
        switch q {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    /// tan x = sin x / cos x.
    @inlinable public static func tan(_ x: Double) -> Double { sin(x) / cos(x) }

    /// atan x: `atan(1/x)` folds |x| > 1 onto [0, 1], `π/6 + atan((√3x − 1)/(x + √3))` folds
    /// (tan π/12, 1] below tan π/12 ≈ 0.268, where the series to x²³ is within 10⁻¹⁵.
    @inlinable public static func atan(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x < 0 { return -atan(-x) }
        if x > 1 { return 2 * (halfPiHigh + halfPiLow) / 2 - atan(1 / x) }
        let root3 = 1.7320508075688772
        if x > 0.2679491924311227 { return 0.5235987755982988 + atan((root3 * x - 1) / (x + root3)) }
        let x2 = x * x
        var t = 0.0
        for k in stride(from: 23, through: 3, by: -2) { t = (k % 4 == 3 ? -1 : 1) / Double(k) + x2 * t }
        return x + x * x2 * t
    }

    /// atan2(y, x) in (−π, π].
    @inlinable public static func atan2(_ y: Double, _ x: Double) -> Double {
        let pi = 3.141592653589793
        if x > 0 { return atan(y / x) }
        if x < 0 { return y >= 0 ? atan(y / x) + pi : atan(y / x) - pi }
        if y > 0 { return pi / 2 }
        if y < 0 { return -pi / 2 }
        return 0
    }

    /// acos x for x in [−1, 1] (clamped).
    @inlinable public static func acos(_ x: Double) -> Double {
        let c = min(max(x, -1), 1)
        return atan2((1 - c * c).squareRoot(), c)
    }
}
