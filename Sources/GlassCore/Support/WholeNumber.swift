/// The one way from a floating-point value to an integer in glass.
///
/// Swift's `Int(_: Double)` traps on NaN, on infinities and on anything beyond `Int`'s range, and a scene
/// can carry all three into the core (a 10⁻⁹ viewBox scales a path by 10¹⁰, a 10⁻³⁰⁰ frame divides to
/// infinity). Every conversion goes through here instead, and either *clamps* (kernels: a coordinate far
/// off the canvas becomes one just off it) or *refuses* (scene values that must be whole numbers). Neither
/// traps. `BoundaryTests` greps the sources for raw conversions; the few kernel sites that keep one are
/// listed there with the reason their value is already bounded.
public enum WholeNumber {
    /// The default clamp: ±2³⁰ (about 10⁹), far beyond any canvas (16 384 px a side) and small enough that
    /// sums and products of a few such values cannot overflow `Int`.
    public static let limit = 1 << 30

    /// `value` rounded by `rule` and clamped into `range`; NaN gives the value of `range` nearest 0.
    /// Within the range this equals `Int(value.rounded(rule))`, bit for bit.
    @inlinable @inline(__always)
    public static func clamped<F: BinaryFloatingPoint>(
        _ value: F, _ rule: FloatingPointRoundingRule = .towardZero, to range: ClosedRange<Int> = -limit...limit
    ) -> Int {
        clamped(value, rule, into: range)
    }

    /// The same into any integer type (a 16-bit weight, a 32-bit index).
    @inlinable @inline(__always)
    public static func clamped<F: BinaryFloatingPoint, I: FixedWidthInteger>(
        _ value: F, _ rule: FloatingPointRoundingRule = .towardZero, into range: ClosedRange<I>
    ) -> I {
        let r = value.rounded(rule)
        // Comparisons with NaN are false, so NaN falls through all three to the last line. The bounds
        // converted to `F` may round outward (`Int.max` becomes 2⁶³), so `r` strictly between them fits.
        if r >= F(range.upperBound) { return range.upperBound }
        if r > F(range.lowerBound) { return I(r) }  // the one raw conversion
        if r <= F(range.lowerBound) { return range.lowerBound }
        return min(max(0, range.lowerBound), range.upperBound)
    }

    /// `value` if it is a whole number within `range`, else nil: for scene values that must be whole
    /// (a line count, an index), where 1.5 is an error rather than 1.
    @inlinable
    public static func exactly<F: BinaryFloatingPoint>(_ value: F, in range: ClosedRange<Int>) -> Int? {
        // `Int(exactly:)` is nil for fractions, NaN, infinities and anything past `Int`: it never traps.
        guard let i = Int(exactly: value), range.contains(i) else { return nil }
        return i
    }
}
