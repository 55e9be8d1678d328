/// One glass element of a group, in **pixels**.
public struct GlassElement: Sendable {
    /// The outline (continuous corners; already scaled when pressed).
    public var outline: RoundedRect
    public var parameters: GlassParameters
    /// The same shape with circular corners of `lensRadiusFactor` × the radii: the field the lens
    /// normals come from.
    public let lensOutline: RoundedRect

    public init(outline: RoundedRect, parameters: GlassParameters) {
        self.outline = outline
        self.parameters = parameters
        self.lensOutline = outline.circular(scaledBy: parameters.lensRadiusFactor)
    }

    /// Half the shorter side, in pixels.
    @inlinable public var halfMinPx: Double { min(outline.rect.width, outline.rect.height) / 2 }
}

/// Quadratic smooth minimum (spec §2.1): `h = max(k − |a − b|, 0)/k`, `d = min(a, b) − h²·k/4`;
/// `k = 0` is the plain minimum. Returns the value and whether the blend was active (`h > 0`).
@inlinable public func smoothMin(_ a: Double, _ b: Double, k: Double) -> (value: Double, blended: Bool) {
    if k <= 0 { return (min(a, b), false) }
    let h = max(k - abs(a - b), 0) / k
    return (min(a, b) - h * h * k / 4, h > 0)
}

/// The signed-distance field of a group of glass elements merged with a smooth minimum of
/// `k = 0.8 · spacing` (pixels), and of its lens field.
public struct GlassField: Sendable {
    public let elements: [GlassElement]
    /// The outlines and lens outlines alone: the per-pixel loops read these, not whole elements (copying
    /// an element with its parameters was 5% of the material pass in `memmove`).
    public let outlines: [RoundedRect]
    public let lensOutlines: [RoundedRect]
    /// Smooth-min radius in pixels.
    public let k: Double

    public init(elements: [GlassElement], spacingPx: Double) {
        self.elements = elements
        self.outlines = elements.map(\.outline)
        self.lensOutlines = elements.map(\.lensOutline)
        self.k = 0.8 * max(0, spacingPx)
    }

    /// The merged distance (px) at a point, whether a merge neck is active there, and each element's own
    /// distance into `distances` (which must hold `elements.count` values).
    @inlinable @inline(__always)
    public func distance(_ x: Double, _ y: Double, distances: UnsafeMutablePointer<Double>) -> (d: Double, neck: Bool) {
        outlines.withUnsafeBufferPointer { outlines in
            if outlines.count == 1 {
                let d = outlines[0].distance(x, y)
                distances[0] = d
                return (d, false)
            }
            var d = Double.infinity
            var neck = false
            for i in 0..<outlines.count {
                let di = outlines[i].distance(x, y)
                distances[i] = di
                if i == 0 {
                    d = di
                } else {
                    let m = smoothMin(d, di, k: k)
                    d = m.value
                    neck = neck || m.blended
                }
            }
            return (d, neck)
        }
    }

    /// The merged lens field (circular corners, clear glass's radius factor) at a point, in pixels.
    @inlinable @inline(__always) public func lensDistance(_ x: Double, _ y: Double) -> Double {
        lensOutlines.withUnsafeBufferPointer { lens in
            var d = lens[0].distance(x, y)
            for i in 1..<lens.count { d = smoothMin(d, lens[i].distance(x, y), k: k).value }
            return d
        }
    }

    /// Gradient of the lens field by ±1 px central differences, and its Laplacian (≈ the curvature of
    /// the level set, 1/px) from the same five samples.
    @inlinable public func lensGradient(_ x: Double, _ y: Double) -> (gx: Double, gy: Double, laplacian: Double) {
        let c = lensDistance(x, y)
        let xp = lensDistance(x + 1, y)
        let xm = lensDistance(x - 1, y)
        let yp = lensDistance(x, y + 1)
        let ym = lensDistance(x, y - 1)
        return ((xp - xm) / 2, (yp - ym) / 2, xp + xm + yp + ym - 4 * c)
    }
}
