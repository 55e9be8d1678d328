/// A linear gradient in **pixels**: colour stops along the segment `from → to`, padded beyond its ends.
///
/// Stops are interpolated in premultiplied encoded sRGB. Sorted by offset on creation.
public struct LinearGradient: Equatable, Sendable {
    public struct Stop: Equatable, Sendable {
        public var color: StraightColor
        public var offset: Double
        public init(color: StraightColor, offset: Double) {
            self.color = color
            self.offset = offset
        }
    }

    public let fromX: Double, fromY: Double, toX: Double, toY: Double
    public let stops: [Stop]
    /// Each stop's premultiplied colour and its offset, worked out once (not per pixel or row).
    @usableFromInline let colors: [SIMD4<Float>]
    @usableFromInline let offsets: [Double]

    /// - Precondition: at least one stop.
    public init(fromX: Double, fromY: Double, toX: Double, toY: Double, stops: [Stop]) {
        precondition(!stops.isEmpty, "a gradient needs a stop")
        self.fromX = fromX
        self.fromY = fromY
        self.toX = toX
        self.toY = toY
        // Stable sort keeps equal offsets in file order, so a hard stop is possible.
        self.stops = stops.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element)
        self.colors = self.stops.map(\.color.premultiplied)
        self.offsets = self.stops.map(\.offset)
    }

    /// The premultiplied colour (0…1) at the point (`x`, `y`).
    @inlinable public func color(atX x: Double, y: Double) -> SIMD4<Float> {
        let dx = toX - fromX
        let dy = toY - fromY
        let len2 = dx * dx + dy * dy
        let t = len2 > 0 ? ((x - fromX) * dx + (y - fromY) * dy) / len2 : 0
        return color(at: t)
    }

    /// The premultiplied colour (0…1) at parameter `t` along the gradient.
    @inlinable public func color(at t: Double) -> SIMD4<Float> {
        offsets.withUnsafeBufferPointer { o in
            colors.withUnsafeBufferPointer { c in
                var i = 1
                while i < o.count && !(t < o[i]) { i += 1 }
                return Self.color(at: t, segment: i, offsets: o, colors: c)
            }
        }
    }

    /// `color(atX:y:)` for `count` pixel centres of one row, `x0 + 0.5 …` (pixels), into `out`: the same
    /// values. Along a row `t` moves one way, so the segment is found by stepping from the previous
    /// pixel's instead of scanning the stops (a third of a gradient fill).
    public func colors(row y: Double, from x0: Double, count: Int, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let dx = toX - fromX
        let dy = toY - fromY
        let len2 = dx * dx + dy * dy
        let yTerm = (y - fromY) * dy
        offsets.withUnsafeBufferPointer { o in
            colors.withUnsafeBufferPointer { c in
                var i = 1
                for p in 0..<count {
                    let x = x0 + Double(p) + 0.5
                    let t = len2 > 0 ? ((x - fromX) * dx + yTerm) / len2 : 0
                    while i > 1 && !(o[i - 1] <= t) { i -= 1 }
                    while i < o.count && !(t < o[i]) { i += 1 }
                    out[p] = Self.color(at: t, segment: i, offsets: o, colors: c)
                }
            }
        }
    }

    /// The colour at `t` given `i`, the first stop after `t` (`offsets.count` if none; every earlier stop
    /// is ≤ `t`): the first stop's colour up to its offset, the last one's past the end, and between
    /// stops `i − 1` and `i` the linear mix.
    @inlinable @inline(__always)
    static func color(
        at t: Double, segment i: Int, offsets o: UnsafeBufferPointer<Double>,
        colors c: UnsafeBufferPointer<SIMD4<Float>>
    ) -> SIMD4<Float> {
        if t <= o[0] { return c[0] }
        if i == o.count { return c[o.count - 1] }
        let f = Float((t - o[i - 1]) / (o[i] - o[i - 1]))
        return c[i - 1] + (c[i] - c[i - 1]) * f
    }
}

/// What a shape is filled with.
public enum Paint: Equatable, Sendable {
    case solid(StraightColor)
    case linearGradient(LinearGradient)
}

/// An 8×8 ordered-dither threshold in (−0.5, 0.5), as a quantisation bias for pixel (`x`, `y`).
///
/// Gradients add it before rounding so that slow ramps show no 8-bit bands; deterministic by position.
@inlinable public func orderedDither(x: Int, y: Int) -> Float {
    // Bayer index by bit interleaving of x ^ y and y (the standard recursive construction).
    let a = x & 7
    let b = (x ^ y) & 7
    let index = ((a & 1) << 5) | ((b & 1) << 4) | ((a & 2) << 2) | ((b & 2) << 1) | ((a & 4) >> 1) | ((b & 4) >> 2)
    return (Float(index) + 0.5) / 64 - 0.5
}
