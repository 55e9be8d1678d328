/// Corner radii in **pixels**, one per corner (y down: top is the smaller y).
public struct CornerRadii: Equatable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    public init(uniform r: Double) {
        self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    public static let zero = CornerRadii(uniform: 0)
}

/// A rectangle with circular corners, in **pixels**: the outline every layer and glass element uses.
///
/// Each radius is clamped to `0…min(width, height)/2`, so a capsule is the rectangle whose radii are
/// all half its shorter side. With radii so clamped, `signedDistance` is the exact Euclidean distance
/// to the outline outside the shape and along straight edges; inside a corner it is exact as well.
public struct RoundedRect: Equatable, Sendable {
    public let rect: RectPx
    public let radii: CornerRadii

    public init(rect: RectPx, radii: CornerRadii) {
        self.rect = rect
        let limit = max(0, min(rect.width, rect.height) / 2)
        func fit(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : limit }
        self.radii = CornerRadii(
            topLeft: fit(radii.topLeft), topRight: fit(radii.topRight),
            bottomRight: fit(radii.bottomRight), bottomLeft: fit(radii.bottomLeft))
    }

    /// A capsule: radius half the shorter side on every corner.
    public static func capsule(_ rect: RectPx) -> RoundedRect {
        RoundedRect(rect: rect, radii: CornerRadii(uniform: min(rect.width, rect.height) / 2))
    }

    /// Signed distance in pixels from the point (`px`, `py`) to the outline (negative inside),
    /// with the outward unit normal of the nearest outline point.
    ///
    /// Box SDF with a per-quadrant radius: `q = |p| − h + r`, `d = |max(q, 0)| + min(max(qx, qy), 0) − r`.
    @inlinable
    public func signedDistance(_ px: Double, _ py: Double) -> (distance: Double, nx: Double, ny: Double) {
        let hx = rect.width / 2, hy = rect.height / 2
        let dx = px - (rect.x + hx), dy = py - (rect.y + hy)
        let r: Double
        if dy < 0 {
            r = dx < 0 ? radii.topLeft : radii.topRight
        } else {
            r = dx < 0 ? radii.bottomLeft : radii.bottomRight
        }
        let qx = abs(dx) - hx + r, qy = abs(dy) - hy + r
        let sx: Double = dx < 0 ? -1 : 1, sy: Double = dy < 0 ? -1 : 1
        if qx > 0 && qy > 0 {
            let len = (qx * qx + qy * qy).squareRoot()
            return (len - r, sx * qx / len, sy * qy / len)
        }
        if qx > qy {
            return (qx - r, sx, 0)
        }
        return (qy - r, 0, sy)
    }
}
