import CKernels

/// Whole-row conversions between 8-bit channels and `Float`, written so the compiler vectorises them:
/// only arithmetic, comparisons and bit operations, no checked integer conversions (a per-value
/// `UInt8(Int(v))` traps on overflow, so it cannot be vectorised and cost 40–55 instructions a pixel in
/// the passes that end in it).
public enum RowConversion {
    /// `dst[i] = saturatingByte(src[i] + 0.5)` for `i < count`, bit for bit: round half up to a byte,
    /// 0 for NaN and below, 255 at and above 254.5.
    /// The loop is C (`glass_store_rounded`, the same operations), vectorised for the CPU it runs on.
    @inline(__always)
    public static func storeRounded(_ src: UnsafePointer<Float>, _ dst: UnsafeMutablePointer<UInt8>, count: Int) {
        glass_store_rounded(src, dst, count)
    }

    /// `saturatingByte(v)` without a checked conversion: `v` is clamped to 0…255 (NaN to 0), rounded to
    /// the nearest integer by adding and removing 1.5·2²³, corrected down when that rounded up (so the
    /// result truncates, like `saturatingByte`), and the byte is read from the low bits of the
    /// integer-valued `f + 1.5·2²³`, whose significand holds `f`.
    @inlinable @inline(__always) public static func roundedByte(_ v: Float) -> UInt8 {
        let magic: Float = 12_582_912
        var c = v > 0 ? v : 0
        c = c < 255 ? c : 255
        let t = (c + magic) - magic
        let f = t > c ? t - 1 : t
        return UInt8(truncatingIfNeeded: (f + magic).bitPattern)
    }

    /// `dst[i] = Float(src[i])` for `i < count`.
    @inline(__always)
    public static func load(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<Float>, count: Int) {
        glass_load_bytes(src, dst, count)
    }

    /// `dst[i] = src[i] · 128` for `i < count`: bytes to 8.7 fixed point.
    @inlinable @inline(__always)
    public static func loadFixed(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt16>, count: Int) {
        for i in 0..<count { dst[i] = UInt16(src[i]) &<< 7 }
    }

    /// `dst[i] = (src[i] + 64) >> 7` for `i < count`: 8.7 fixed point (below 32 704) rounded to bytes,
    /// half up.
    @inlinable @inline(__always)
    public static func storeFixed(_ src: UnsafePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in 0..<count { dst[i] = UInt8(truncatingIfNeeded: (src[i] &+ 64) &>> 7) }
    }
}
