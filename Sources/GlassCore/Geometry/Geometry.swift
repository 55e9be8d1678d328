/// An axis-aligned rectangle in **pixels** (fractional), y down.
public struct RectPx: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var midX: Double { x + width / 2 }
    @inlinable public var midY: Double { y + height / 2 }

    /// The same rectangle grown by `d` on every side.
    public func insetBy(_ d: Double) -> RectPx {
        RectPx(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// The smallest integer pixel rectangle containing this one, clipped to `0..<width × 0..<height`.
    public func pixelBounds(clippedToWidth w: Int, height h: Int) -> PixelRect {
        let b = pixelBounds
        return PixelRect.nonEmpty(max(0, b.x), max(0, b.y), min(w, b.maxX), min(h, b.maxY))
    }

    /// The smallest integer pixel rectangle containing this one, wherever it lies (coordinates held to
    /// ±10⁹ px, far beyond any canvas, so growing it by a margin cannot overflow).
    public var pixelBounds: PixelRect {
        func floorInt(_ v: Double) -> Int {
            WholeNumber.clamped(v, .down, to: -1_000_000_000...1_000_000_000)
        }
        func ceilInt(_ v: Double) -> Int {
            WholeNumber.clamped(v, .up, to: -1_000_000_000...1_000_000_000)
        }
        let x0 = floorInt(x)
        let y0 = floorInt(y)
        return PixelRect(x: x0, y: y0, width: max(0, ceilInt(maxX) - x0), height: max(0, ceilInt(maxY) - y0))
    }
}

/// An integer rectangle of pixels: columns `x..<x+width`, rows `y..<y+height`.
public struct PixelRect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Pixels inside (0 when empty).
    public var area: Int { isEmpty ? 0 : width * height }

    @inlinable public var maxX: Int { x + width }
    @inlinable public var maxY: Int { y + height }
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Grown by `margin` on every side, then clipped to `0..<w × 0..<h`.
    public func expanded(by margin: Int, clippedToWidth w: Int, height h: Int) -> PixelRect {
        let x0 = max(0, x - margin)
        let y0 = max(0, y - margin)
        let x1 = min(w, maxX + margin)
        let y1 = min(h, maxY + margin)
        return PixelRect.nonEmpty(x0, y0, x1, y1)
    }

    /// The canvas pixel nearest to this rectangle (itself if it meets the canvas), as a 1×1 rectangle.
    public func nearestPixel(width w: Int, height h: Int) -> PixelRect {
        PixelRect(x: min(max(x, 0), w - 1), y: min(max(y, 0), h - 1), width: 1, height: 1)
    }

    /// The overlap of two rectangles (empty when they do not meet).
    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x)
        let y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX)
        let y1 = min(maxY, o.maxY)
        return PixelRect.nonEmpty(x0, y0, x1, y1)
    }

    /// The rectangle from corner (`x0`, `y0`) to (`x1`, `y1`), or the empty rectangle at the origin when
    /// it has no area: an empty result never carries a position outside the canvas.
    static func nonEmpty(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> PixelRect {
        x1 > x0 && y1 > y0
            ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : PixelRect(x: 0, y: 0, width: 0, height: 0)
    }
}

extension PixelRect {
    /// The smallest rectangle containing both.
    public func union(_ o: PixelRect) -> PixelRect {
        let x0 = min(x, o.x)
        let y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
}

extension PixelRect {
    /// This rectangle without `hole` (which it contains): up to four strips, above, below, left and right.
    public func subtracting(_ hole: PixelRect) -> [PixelRect] {
        let h = hole.intersection(self)
        if h.isEmpty { return [self] }
        return [
            PixelRect.nonEmpty(x, y, maxX, h.y), PixelRect.nonEmpty(x, h.maxY, maxX, maxY),
            PixelRect.nonEmpty(x, h.y, h.x, h.maxY), PixelRect.nonEmpty(h.maxX, h.y, maxX, h.maxY),
        ].filter { !$0.isEmpty }
    }
}
