/// A vector outline in pixels (or any units until transformed): sub-paths of lines, quadratic and cubic
/// Béziers. What SVG path data, font outlines and symbols become before they are flattened and
/// rasterized (`PathRasterizer`) or stroked (`Stroker`).
public struct Path: Sendable, Equatable {
    public enum Element: Sendable, Equatable {
        case move(SIMD2<Double>)
        case line(SIMD2<Double>)
        case quad(control: SIMD2<Double>, to: SIMD2<Double>)
        case cubic(control1: SIMD2<Double>, control2: SIMD2<Double>, to: SIMD2<Double>)
        case close
    }

    public var elements: [Element]

    public init(_ elements: [Element] = []) { self.elements = elements }

    public mutating func move(to p: SIMD2<Double>) { elements.append(.move(p)) }
    public mutating func line(to p: SIMD2<Double>) { elements.append(.line(p)) }
    public mutating func quad(control c: SIMD2<Double>, to p: SIMD2<Double>) {
        elements.append(.quad(control: c, to: p))
    }
    public mutating func cubic(control1 c1: SIMD2<Double>, control2 c2: SIMD2<Double>, to p: SIMD2<Double>) {
        elements.append(.cubic(control1: c1, control2: c2, to: p))
    }
    public mutating func close() { elements.append(.close) }

    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// Every point mapped through `t`.
    public func transformed(_ t: AffineTransform) -> Path {
        Path(
            elements.map { e in
                switch e {
                case .move(let p): .move(t.apply(p))
                case .line(let p): .line(t.apply(p))
                case .quad(let c, let p): .quad(control: t.apply(c), to: t.apply(p))
                case .cubic(let c1, let c2, let p): .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
                case .close: .close
                }
            })
    }

    /// The box of every point and control point (it contains the outline), or nil for an empty path.
    public var controlBounds: (min: SIMD2<Double>, max: SIMD2<Double>)? {
        var lo = SIMD2<Double>(repeating: .infinity)
        var hi = SIMD2<Double>(repeating: -.infinity)
        func add(_ p: SIMD2<Double>) {
            lo = pointwiseMin(lo, p)
            hi = pointwiseMax(hi, p)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p):
                add(c)
                add(p)
            case .cubic(let c1, let c2, let p):
                add(c1)
                add(c2)
                add(p)
            case .close: break
            }
        }
        return lo.x <= hi.x ? (lo, hi) : nil
    }
}

/// `p ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
public struct AffineTransform: Sendable, Equatable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scale by (`sx`, `sy`), then translate by (`tx`, `ty`).
    public static func scale(_ sx: Double, _ sy: Double, then tx: Double = 0, _ ty: Double = 0) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
    }

    @inlinable public func apply(_ p: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
}
