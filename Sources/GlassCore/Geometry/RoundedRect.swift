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

/// How a corner's curve is drawn.
public enum CornerCurve: Equatable, Sendable {
    /// A quarter circle of the radius.
    case circular
    /// Apple's continuous corner: a Lamé curve (superellipse) that starts `z = min(1.2·r, hx, hy)` from
    /// the corner and has exponent `n = −1 / log2(1 − 0.29289·r/z)`, so it passes through the circular
    /// arc's 45° point; where `z ≤ r` (a capsule end) it is the circle itself.
    case continuous
}

/// One corner's curve: the Lamé curve `|qx|ⁿ + |qy|ⁿ = zⁿ` starting `z` from the corner (`n = 2`: a circle).
public struct CornerShape: Equatable, Sendable {
    public var z: Double
    public var n: Double

    @inlinable init(radius r: Double, curve: CornerCurve, limitX hx: Double, limitY hy: Double) {
        if curve == .circular || r <= 0 {
            self.z = r
            self.n = 2
            return
        }
        let z = min(1.2 * r, hx, hy)
        if z <= r {
            self.z = r
            self.n = 2
        } else {
            self.z = z
            self.n = -1 / (Math.log(1 - 0.29289 * r / z) / Math.ln2)
        }
    }

    /// `(aⁿ + bⁿ)^(1/n)` for `a, b ≥ 0`, as `M·(1 + (m/M)ⁿ)^(1/n)` with `M` the larger: two powers.
    @inlinable func norm(_ a: Double, _ b: Double) -> Double {
        if n == 2 { return (a * a + b * b).squareRoot() }
        let big = max(a, b)
        let small = min(a, b)
        if big <= 0 { return 0 }
        if small <= 0 { return big }
        return big * Math.powFast(1 + Math.powFast(small / big, n), 1 / n)
    }

    /// The curve's offset across the edge at distance `t` (0…z) into the corner: `z − (zⁿ − tⁿ)^(1/n)`.
    @inlinable func inset(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= z { return z }
        if n == 2 { return z - (z * z - t * t).squareRoot() }
        let u = t / z
        return z - z * Math.pow(max(0, 1 - Math.pow(u, n)), 1 / n)
    }
}

/// A rectangle with rounded corners, in **pixels**: the outline every layer and glass element uses.
///
/// Each radius is clamped to `0…min(width, height)/2`, so a capsule is the rectangle whose radii are
/// all half its shorter side. With circular corners `signedDistance` is the exact Euclidean distance;
/// with continuous corners it is the Lamé field of the model (exact along the straight edges).
public struct RoundedRect: Equatable, Sendable {
    public let rect: RectPx
    public let radii: CornerRadii
    public let curve: CornerCurve
    /// The corner curves, top-left, top-right, bottom-right, bottom-left.
    public let topLeft: CornerShape, topRight: CornerShape, bottomRight: CornerShape, bottomLeft: CornerShape

    public init(rect: RectPx, radii: CornerRadii, curve: CornerCurve = .circular) {
        self.rect = rect
        self.curve = curve
        let limit = max(0, min(rect.width, rect.height) / 2)
        func fit(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : limit }
        self.radii = CornerRadii(
            topLeft: fit(radii.topLeft), topRight: fit(radii.topRight),
            bottomRight: fit(radii.bottomRight), bottomLeft: fit(radii.bottomLeft))
        let hx = max(0, rect.width / 2)
        let hy = max(0, rect.height / 2)
        topLeft = CornerShape(radius: self.radii.topLeft, curve: curve, limitX: hx, limitY: hy)
        topRight = CornerShape(radius: self.radii.topRight, curve: curve, limitX: hx, limitY: hy)
        bottomRight = CornerShape(radius: self.radii.bottomRight, curve: curve, limitX: hx, limitY: hy)
        bottomLeft = CornerShape(radius: self.radii.bottomLeft, curve: curve, limitX: hx, limitY: hy)
    }

    /// A capsule: radius half the shorter side on every corner.
    public static func capsule(_ rect: RectPx) -> RoundedRect {
        RoundedRect(rect: rect, radii: CornerRadii(uniform: min(rect.width, rect.height) / 2))
    }

    /// The same outline with circular corners of `factor` times its radii (the model's lens field).
    public func circular(scaledBy factor: Double) -> RoundedRect {
        RoundedRect(
            rect: rect,
            radii: CornerRadii(
                topLeft: radii.topLeft * factor, topRight: radii.topRight * factor,
                bottomRight: radii.bottomRight * factor,
                bottomLeft: radii.bottomLeft * factor))
    }

    /// The pixels of a square-cornered outline whose edges lie on pixel boundaries (coverage exactly 1 on
    /// each of them, 0 elsewhere), or nil for any other outline.
    public var pixelAlignedRect: PixelRect? {
        let r = rect
        let edges = [r.x, r.y, r.width, r.height]
        guard radii == CornerRadii(uniform: 0), edges.allSatisfy({ $0.rounded(.down) == $0 && abs($0) < 1e9 })
        else { return nil }
        return PixelRect(
            x: WholeNumber.clamped(r.x), y: WholeNumber.clamped(r.y), width: WholeNumber.clamped(r.width),
            height: WholeNumber.clamped(r.height))
    }

    /// The corner curve of the quadrant the offset (`dx`, `dy`) from the centre lies in.
    @inlinable @inline(__always) func corner(dx: Double, dy: Double) -> CornerShape {
        dy < 0 ? (dx < 0 ? topLeft : topRight) : (dx < 0 ? bottomLeft : bottomRight)
    }

    /// The largest distance any corner curve reaches along an edge.
    @inlinable var maxCornerReach: Double { max(topLeft.z, topRight.z, bottomRight.z, bottomLeft.z) }

    /// Signed distance in pixels from the point (`px`, `py`) to the outline (negative inside), without
    /// the normal (for fields that only need the value).
    @inlinable @inline(__always) public func distance(_ px: Double, _ py: Double) -> Double {
        let (qx, qy, c, _, _) = cornerOffset(px, py)
        if qx > 0 && qy > 0 { return c.norm(qx, qy) - c.z }
        return max(qx, qy) - c.z
    }

    /// The point relative to its quadrant's corner curve: `q = |p − centre| − h + z`, that curve, and
    /// the signs of `p − centre`.
    @inlinable @inline(__always) func cornerOffset(_ px: Double, _ py: Double) -> (
        qx: Double, qy: Double, c: CornerShape, sx: Double, sy: Double
    ) {
        let hx = rect.width / 2
        let hy = rect.height / 2
        let dx = px - (rect.x + hx)
        let dy = py - (rect.y + hy)
        let c = corner(dx: dx, dy: dy)
        return (abs(dx) - hx + c.z, abs(dy) - hy + c.z, c, dx < 0 ? -1 : 1, dy < 0 ? -1 : 1)
    }

    /// Signed distance in pixels from the point (`px`, `py`) to the outline (negative inside),
    /// with the outward unit normal.
    ///
    /// `q = |p| − h + z`, `d = ‖max(q, 0)‖ₙ + min(max(qx, qy), 0) − z` with the quadrant's corner curve.
    @inlinable
    public func signedDistance(_ px: Double, _ py: Double) -> (distance: Double, nx: Double, ny: Double) {
        let (qx, qy, c, sx, sy) = cornerOffset(px, py)
        if qx > 0 && qy > 0 {
            let len = c.norm(qx, qy)
            // Gradient of the n-norm: (q/‖q‖)^(n−1), normalised.
            var gx = qx / len
            var gy = qy / len
            if c.n != 2 {
                gx = Math.pow(gx, c.n - 1)
                gy = Math.pow(gy, c.n - 1)
            }
            let g = (gx * gx + gy * gy).squareRoot()
            return (len - c.z, sx * gx / g, sy * gy / g)
        }
        if qx > qy {
            return (qx - c.z, sx, 0)
        }
        return (qy - c.z, 0, sy)
    }
}
