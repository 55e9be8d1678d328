extension PixelBuffer {
    /// The smallest rectangle holding every pixel where this buffer and `b` (the same size) differ in any
    /// channel, or nil if none does. Each row is scanned two pixels (eight bytes) at a time from the left to
    /// its first difference, then from the right to its last.
    public func differingBounds(_ b: PixelBuffer) -> PixelRect? {
        precondition(width == b.width && height == b.height, "two buffers of one size")
        let (w, h) = (width, height)
        var (x0, y0, x1, y1) = (w, h, -1, -1)
        bytes.withUnsafeBytes { pa in
            b.bytes.withUnsafeBytes { pb in
                func pixel(_ offset: Int) -> Bool {
                    pa.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        != pb.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                }
                func pair(_ offset: Int) -> Bool {
                    pa.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        != pb.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                }
                for y in 0..<h {
                    let row = y * w * 4
                    var first = 0
                    while first + 1 < w, !pair(row + first * 4) { first += 2 }
                    while first < w, !pixel(row + first * 4) { first += 1 }
                    if first == w { continue }
                    var last = w - 1
                    while last - 1 > first, !pair(row + (last - 1) * 4) { last -= 2 }
                    while !pixel(row + last * 4) { last -= 1 }
                    (x0, x1) = (min(x0, first), max(x1, last))
                    (y0, y1) = (min(y0, y), y)
                }
            }
        }
        return x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}
