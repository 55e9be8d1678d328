/// Four float channels (R, G, B, A), scalar on purpose: generic `SIMD4` arithmetic is not inlined in
/// debug builds, and the glass kernel takes up to 26 samples a pixel (the golden tests run in debug).
public struct Quad: Equatable, Sendable {
    public var r: Float, g: Float, b: Float, a: Float

    @inlinable public init(_ r: Float, _ g: Float, _ b: Float, _ a: Float) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let zero = Quad(0, 0, 0, 0)

    /// `self += q · w`.
    @inlinable public mutating func add(_ q: Quad, times w: Float) {
        r += q.r * w
        g += q.g * w
        b += q.b * w
        a += q.a * w
    }

    /// `self + (q − self) · t`.
    @inlinable public func mixed(with q: Quad, _ t: Float) -> Quad {
        Quad(r + (q.r - r) * t, g + (q.g - g) * t, b + (q.b - b) * t, a + (q.a - a) * t)
    }
}

/// Bilinear sampling of a **premultiplied** RGBA8 image that covers the canvas rectangle `rect`.
///
/// Positions are canvas pixel coordinates (pixel `i` has its centre at `i + 0.5`); samples outside
/// `rect` clamp to its edge. A position at a pixel centre returns that pixel exactly.
public struct BilinearSampler: Sendable {
    public let image: PixelBuffer
    public let rect: PixelRect

    public init(image: PixelBuffer, rect: PixelRect) {
        precondition(image.width == rect.width && image.height == rect.height && !rect.isEmpty)
        self.image = image
        self.rect = rect
    }

    /// Premultiplied R, G, B, A in 0…255 at (`x`, `y`); `px` is `image.bytes`.
    @inlinable public func sample(_ x: Double, _ y: Double, _ px: UnsafeBufferPointer<UInt8>) -> Quad {
        Self.sample(x, y, rect: rect, px.baseAddress!)
    }

    /// The same, for an image covering `rect` behind a plain pointer (no reference counting in hot loops).
    @inlinable @inline(__always)
    public static func sample(_ x: Double, _ y: Double, rect: PixelRect, _ px: UnsafePointer<UInt8>) -> Quad {
        let u = min(max(x - 0.5 - Double(rect.x), 0), Double(rect.width - 1))
        let v = min(max(y - 0.5 - Double(rect.y), 0), Double(rect.height - 1))
        let i0 = Int(u)
        let j0 = Int(v)
        let fu = Float(u - Double(i0))
        let fv = Float(v - Double(j0))
        let w = rect.width
        let o00 = (j0 * w + i0) * 4  // Safe: i0, j0 are clamped into the image.
        if fu == 0 && fv == 0 {
            return Quad(Float(px[o00]), Float(px[o00 + 1]), Float(px[o00 + 2]), Float(px[o00 + 3]))
        }
        let di = i0 + 1 < rect.width ? 4 : 0
        let dj = j0 + 1 < rect.height ? w * 4 : 0
        let w00 = (1 - fu) * (1 - fv)
        let w10 = fu * (1 - fv)
        let w01 = (1 - fu) * fv
        let w11 = fu * fv
        let o10 = o00 + di
        let o01 = o00 + dj
        let o11 = o00 + di + dj
        return Quad(
            Float(px[o00]) * w00 + Float(px[o10]) * w10 + Float(px[o01]) * w01 + Float(px[o11]) * w11,
            Float(px[o00 + 1]) * w00 + Float(px[o10 + 1]) * w10 + Float(px[o01 + 1]) * w01 + Float(px[o11 + 1]) * w11,
            Float(px[o00 + 2]) * w00 + Float(px[o10 + 2]) * w10 + Float(px[o01 + 2]) * w01 + Float(px[o11 + 2]) * w11,
            Float(px[o00 + 3]) * w00 + Float(px[o10 + 3]) * w10 + Float(px[o01 + 3]) * w01 + Float(px[o11 + 3]) * w11)
    }
}
