/// A path flattened to straight segments: one polyline per sub-path.
public struct Polyline: Sendable, Equatable {
    public var points: [SIMD2<Double>]
    /// Closed by `Z` (a stroke joins the ends); a fill closes every polyline anyway.
    public var closed: Bool
    /// For each point, whether it ends a path command (a corner a stroke joins with the chosen join),
    /// rather than lying inside a flattened curve.
    public var corners: [Bool]

    public init(points: [SIMD2<Double>], closed: Bool, corners: [Bool]) {
        self.points = points
        self.closed = closed
        self.corners = corners
    }
}

extension Path {
    /// The default flattening tolerance in pixels: the largest distance between a curve and its chords.
    /// On a circle of radius 33 px the edge pixels are off by 3.4/255 on average at 0.1 px and 0.13/255 at
    /// 0.01 px (`PathCoverageTests`).
    public static let defaultTolerance = 0.01

    /// Most segments one curve is cut into, whatever its size (a curve of 10⁶ px at 0.01 px would want
    /// thousands; pixels beyond a canvas do not need them).
    public static let maxSegmentsPerCurve = 4096

    /// Flattens every curve into chords no farther than `tolerance` px from it: a quadratic with second
    /// difference `d = p0 − 2c + p1` deviates `|d|/(4n²)` from `n` equal parameter steps, a cubic at most
    /// `¾·max|dᵢ|/n²`, so `n` is the smallest count under the tolerance. Non-finite points are dropped.
    ///
    /// A curve whose control points all lie outside `visible` (when given) on one side becomes its chord: a
    /// closed loop of curve and chord wholly outside leaves every visible pixel's winding unchanged, so fills
    /// are exact, and no pixel is spent on what cannot be seen (grow `visible` by a stroke's reach first).
    public func flattened(tolerance: Double = Path.defaultTolerance, visible: RectPx? = nil) -> [Polyline] {
        var lines: [Polyline] = []
        var current = Polyline(points: [], closed: false, corners: [])
        var pen = SIMD2<Double>(0, 0)
        var start = pen
        func finish(closed: Bool) {
            if current.points.count > 0 {
                current.closed = closed
                lines.append(current)
            }
            current = Polyline(points: [], closed: false, corners: [])
        }
        func emit(_ p: SIMD2<Double>, corner: Bool) {
            guard p.x.isFinite && p.y.isFinite else { return }
            if current.points.isEmpty {
                current.points.append(pen)
                current.corners.append(true)
            }
            current.points.append(p)
            current.corners.append(corner)
        }
        let tol = max(tolerance, 1e-6)
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                pen = p
                start = p
            case .line(let p):
                emit(p, corner: true)
                pen = p
            case .quad(let c, let p) where outside([pen, c, p], visible):
                emit(p, corner: true)
                pen = p
            case .cubic(let c1, let c2, let p) where outside([pen, c1, c2, p], visible):
                emit(p, corner: true)
                pen = p
            case .quad(let c, let p):
                let n = Path.quadSegments(pen, c, p, tolerance: tol)
                let p0 = pen
                for i in 1..<n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    emit(u * u * p0 + 2 * u * t * c + t * t * p, corner: false)
                }
                emit(p, corner: true)
                pen = p
            case .cubic(let c1, let c2, let p):
                let n = Path.cubicSegments(pen, c1, c2, p, tolerance: tol)
                let p0 = pen
                for i in 1..<n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    emit(u * u * u * p0 + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * p, corner: false)
                }
                emit(p, corner: true)
                pen = p
            case .close:
                if current.points.count > 0, current.points.last != start { emit(start, corner: true) }
                finish(closed: true)
                pen = start
            }
        }
        finish(closed: false)
        return lines
    }

    /// Chords of a quadratic within `tolerance` (≥ 1e-6): its second difference `d` deviates `|d|/(4n²)`.
    static func quadSegments(_ p0: SIMD2<Double>, _ c: SIMD2<Double>, _ p: SIMD2<Double>, tolerance: Double) -> Int {
        let d = p0 - 2 * c + p
        return segments((d * d).sum().squareRoot() / (4 * tolerance))
    }

    /// Chords of a cubic within `tolerance` (≥ 1e-6): at most `¾·max|dᵢ|/n²` from it.
    static func cubicSegments(
        _ p0: SIMD2<Double>, _ c1: SIMD2<Double>, _ c2: SIMD2<Double>, _ p: SIMD2<Double>, tolerance: Double
    ) -> Int {
        let d1 = p0 - 2 * c1 + c2
        let d2 = c1 - 2 * c2 + p
        return segments(0.75 * max((d1 * d1).sum(), (d2 * d2).sum()).squareRoot() / tolerance)
    }

    /// Whether all `points` lie beyond one side of `rect` (false without a rectangle).
    func outside(_ points: [SIMD2<Double>], _ rect: RectPx?) -> Bool {
        guard let r = rect else { return false }
        return points.allSatisfy { $0.x < r.x } || points.allSatisfy { $0.x > r.maxX }
            || points.allSatisfy { $0.y < r.y } || points.allSatisfy { $0.y > r.maxY }
    }

    /// `⌈√x⌉` segments, at least 1 and at most `maxSegmentsPerCurve` (NaN: 1).
    private static func segments(_ x: Double) -> Int {
        WholeNumber.clamped(x.squareRoot(), .up, to: 1...Path.maxSegmentsPerCurve)
    }
}
