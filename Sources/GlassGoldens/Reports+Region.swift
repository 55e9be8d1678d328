import GlassCore

/// The rectangle of an image a report crops to: the bounding box of the pixels that differ beyond the
/// tolerance (as `ImageComparison` counts them: the largest of the four channel differences), grown by a
/// margin and kept inside the image. Pixels, origin top left.
public struct ChangedRegion: Sendable, Equatable {
    public let x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The margin, in pixels, around the differing pixels.
    public static let margin = 16

    /// The region where `expected` and `actual` differ by more than `tolerance`, grown by `margin`; nil when
    /// their sizes differ or no pixel does.
    public static func of(
        expected: PixelBuffer, actual: PixelBuffer, tolerance: Int, margin: Int = ChangedRegion.margin
    ) -> ChangedRegion? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        var (left, top, right, bottom) = (Int.max, Int.max, -1, -1)
        expected.bytes.withUnsafeBufferPointer { e in
            actual.bytes.withUnsafeBufferPointer { a in
                for row in 0..<expected.height {
                    let start = row * expected.width * 4
                    for column in 0..<expected.width {
                        let i = start + column * 4
                        var d = 0
                        for c in 0..<4 {
                            d = max(d, abs(Int(e[i + c]) - Int(a[i + c])))
                        }
                        guard d > tolerance else { continue }
                        left = min(left, column)
                        right = max(right, column)
                        top = min(top, row)
                        bottom = max(bottom, row)
                    }
                }
            }
        }
        guard right >= 0 else { return nil }
        let x = max(0, left - margin)
        let y = max(0, top - margin)
        return ChangedRegion(
            x: x, y: y, width: min(expected.width, right + 1 + margin) - x,
            height: min(expected.height, bottom + 1 + margin) - y)
    }
}
