/// A colour in encoded sRGB with **straight** alpha, each channel in 0…1.
public struct StraightColor: Equatable, Sendable {
    public var r: Float
    public var g: Float
    public var b: Float
    public var a: Float

    public init(r: Float, g: Float, b: Float, a: Float = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// From 8-bit channels (straight alpha).
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(r: Float(r8) / 255, g: Float(g8) / 255, b: Float(b8) / 255, a: Float(a8) / 255)
    }

    /// The colour as premultiplied R, G, B, A in 0…1.
    @inlinable public var premultiplied: SIMD4<Float> { SIMD4(r * a, g * a, b * a, a) }

    /// The colour channels without alpha.
    @inlinable public var rgb: SIMD3<Float> { SIMD3(r, g, b) }

    public static let black = StraightColor(r: 0, g: 0, b: 0)
    public static let white = StraightColor(r: 1, g: 1, b: 1)
    public static let clear = StraightColor(r: 0, g: 0, b: 0, a: 0)
}

/// Rec. 709 luma weights, applied to encoded sRGB values as the model does.
/// (A computed constant, not a stored global: a global is lazily initialised and checked on every access,
/// 2% of the glass shading.)
@inlinable public var rec709Luma: SIMD3<Float> { SIMD3(0.2126, 0.7152, 0.0722) }

/// Rounds a value already scaled to 0…255 (plus `bias`, 0.5 for round-to-nearest) to a byte, saturating;
/// NaN becomes 0. Truncates toward zero inside 0…255. Branch-free (`RowConversion.roundedByte`): the
/// checked `UInt8(Int(v))` with its two branches cost a third of a gradient fill.
@inlinable @inline(__always) public func saturatingByte(_ v: Float) -> UInt8 {
    RowConversion.roundedByte(v)
}
