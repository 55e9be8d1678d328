/// Elementary functions in pure Swift, so the kernel core needs neither Foundation nor the C library,
/// and gives the same bits on every platform (determinism across machines, not only across runs).
///
/// Accuracy: within a few ulps over the ranges the renderer uses (tested against the C library).
public enum Math {
    @usableFromInline static let ln2Hi = 6.93147180369123816490e-01
    @usableFromInline static let ln2Lo = 1.90821492927058770002e-10
    @usableFromInline static let ln2 = 0.693147180559945309417232121458

    /// `e^x`. Range reduction `x = n·ln2 + r`, `|r| ≤ ln2/2`, then a Taylor series to degree 14.
    @inlinable public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.78 { return .infinity }
        if x < -745.2 { return 0 }
        let n = (x / ln2).rounded()
        let r = (x - n * ln2Hi) - n * ln2Lo
        var term = 1.0
        var sum = 1.0
        for k in 1...14 {
            term *= r / Double(k)
            sum += term
        }
        let e = Int(n)
        // Scale by 2^e in two steps so subnormal results stay accurate.
        if e < -1000 {
            return sum * Double(sign: .plus, exponent: e + 60, significand: 1)
                * Double(sign: .plus, exponent: -60, significand: 1)
        }
        return Double(sign: .plus, exponent: e, significand: sum)
    }

    /// `e^x` to about 2·10⁻⁷ relative error, for weights and falloffs in per-pixel loops (a third of the
    /// cost of `exp`): `2^(x·log2 e)` split into an integer power and a degree-6 polynomial on [−½, ½].
    /// Returns 0 below −700.
    @inlinable @inline(__always) public static func expFast(_ x: Double) -> Double {
        if x < -700 { return 0 }
        let t = min(x, 700) * 1.4426950408889634
        // Round to nearest by the 1.5·2⁵² trick and scale by building 2ⁿ's bits: `rounded()` and
        // `Double(sign:exponent:significand:)` are library calls, 2.3% of a frame between them.
        let n = (t + 6755399441055744.0) - 6755399441055744.0  // 1.5·2⁵²: ties to even
        let f = (t - n) * 0.6931471805599453
        // e^f for |f| ≤ 0.347: Taylor to degree 6.
        let p = 1 + f * (1 + f * (0.5 + f * (1.0 / 6 + f * (1.0 / 24 + f * (1.0 / 120 + f * (1.0 / 720))))))
        return p * Double(bitPattern: UInt64(Int(n) + 1023) << 52)  // −1010 ≤ n ≤ 1010: a normal power
    }

    /// `ln x` for `x > 0` to about 1e−8 absolute: `x = m·2^e` with `m` in [√½, √2), then `2·atanh(s)`
    /// to degree 9 (|s| ≤ 0.172). For per-pixel curves (the Lamé corners); NaN below 0.
    @inlinable public static func logFast(_ x: Double) -> Double {
        if !(x > 0) { return x == 0 ? -.infinity : .nan }
        if x == .infinity { return x }  // (its exponent property is Int.max)
        // Exponent and significand from the bits (the properties are library calls); subnormals and
        // infinity take the properties.
        let bits = x.bitPattern
        let biased = Int(bits >> 52)
        var e = biased - 1023
        var m = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
        if biased == 0 || biased == 0x7FF {
            e = Int(x.exponent)
            m = x.significand
        }
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        let series = s * (2 + s2 * (2.0 / 3 + s2 * (2.0 / 5 + s2 * (2.0 / 7 + s2 * (2.0 / 9)))))
        return series + Double(e) * ln2
    }

    /// `x^y` for `x > 0` from `expFast` and `logFast` (about 3·10⁻⁷ relative); 0 for `x == 0`, `y > 0`.
    @inlinable public static func powFast(_ x: Double, _ y: Double) -> Double {
        if x == 0 { return y > 0 ? 0 : (y == 0 ? 1 : .infinity) }
        return expFast(y * logFast(x))
    }

    /// Natural logarithm; NaN for negative input, −∞ at 0.
    @inlinable public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        var e = Int(x.exponent)
        var m = x.significand  // 1 ≤ m < 2
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        // log(m) = 2·atanh(s), s = (m − 1)/(m + 1), |s| ≤ 0.172.
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var term = s
        var sum = 0.0
        var k = 1.0
        while k < 40 {
            sum += term / k
            term *= s2
            k += 2
        }
        return 2 * sum + Double(e) * ln2
    }

    /// `x^y` for `x > 0` (`exp(y·log x)`); 0 for `x == 0` and `y > 0`.
    @inlinable public static func pow(_ x: Double, _ y: Double) -> Double {
        if x == 0 { return y > 0 ? 0 : (y == 0 ? 1 : .infinity) }
        return exp(y * log(x))
    }
}
