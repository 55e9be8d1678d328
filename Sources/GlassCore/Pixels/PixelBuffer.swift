/// An 8-bit RGBA image in row-major order, four bytes a pixel, rows packed without padding.
///
/// The buffer itself does not fix the alpha convention: the renderer keeps canvases
/// **premultiplied** (`r, g, b ≤ a`), while decoded and encoded PNG data is **straight**.
/// Every API that takes or returns a `PixelBuffer` says which one it expects.
/// Colour values are encoded sRGB throughout.
public struct PixelBuffer: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width · height · 4` bytes: R, G, B, A for each pixel.
    public var bytes: [UInt8]

    /// A buffer of the given size with every byte set to `fill` (0: transparent black).
    ///
    /// - Precondition: `width ≥ 0`, `height ≥ 0`.
    public init(width: Int, height: Int, fill: UInt8 = 0) {
        precondition(width >= 0 && height >= 0, "negative buffer size")
        self.width = width
        self.height = height
        self.bytes = [UInt8](repeating: fill, count: width * height * 4)
    }

    /// A buffer whose bytes `body` writes, every one of them (there is no zero fill first: for a full
    /// frame that fill is a 12.6 MB `memset` before the real writes).
    ///
    /// - Precondition: `width ≥ 0`, `height ≥ 0`; `body` initialises all `width · height · 4` bytes.
    public init(width: Int, height: Int, writingEveryByte body: (UnsafeMutablePointer<UInt8>) -> Void) {
        precondition(width >= 0 && height >= 0, "negative buffer size")
        self.width = width
        self.height = height
        let count = width * height * 4
        self.bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialised in
            if count > 0 { body(buffer.baseAddress!) }
            initialised = count
        }
    }

    /// Wraps existing bytes.
    ///
    /// - Precondition: `bytes.count == width · height · 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4, "byte count does not match size")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Number of pixels.
    @inlinable public var pixelCount: Int { width * height }

    /// The pixel at (`x`, `y`) as R, G, B, A.
    ///
    /// - Precondition: the coordinates are inside the buffer.
    @inlinable public subscript(x: Int, y: Int) -> SIMD4<UInt8> {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height)
            let i = (y * width + x) * 4
            return SIMD4(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height)
            let i = (y * width + x) * 4
            bytes[i] = newValue.x
            bytes[i + 1] = newValue.y
            bytes[i + 2] = newValue.z
            bytes[i + 3] = newValue.w
        }
    }

    /// Sets every pixel to `pixel`.
    public mutating func fill(with pixel: SIMD4<UInt8>) {
        bytes.withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: SIMD4<UInt8>.self)
            for i in pixels.indices { pixels[i] = pixel }
        }
    }
}

extension PixelBuffer {
    /// Converts straight-alpha pixels to premultiplied ones: `c' = round(c · a / 255)`.
    ///
    /// Exact for every 8-bit input (tested exhaustively). In place; no allocation; O(pixels).
    public mutating func premultiply() {
        bytes.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    p[i] = Self.mulDiv255(UInt32(p[i]), a)
                    p[i + 1] = Self.mulDiv255(UInt32(p[i + 1]), a)
                    p[i + 2] = Self.mulDiv255(UInt32(p[i + 2]), a)
                }
                i += 4
            }
        }
    }

    /// Converts premultiplied pixels to straight alpha: `c = round(c' · 255 / a)`, 0 where `a = 0`.
    ///
    /// In place; no allocation; O(pixels); rows spread over `workers`.
    public mutating func unpremultiply(workers: Workers = .serial) {
        let rowBytes = width * 4
        bytes.withUnsafeMutableBufferPointer { buffer in
            let base = SharedPointer(buffer.baseAddress!)
            workers.forEachBand(0..<height) { rows in
                let p = base.base + rows.lowerBound * rowBytes
                let end = rows.count * rowBytes
                var i = 0
                while i < end {
                    // Eight opaque pixels at once are left as they are (most of a render is opaque).
                    if i + 32 <= end {
                        var alpha: UInt8 = 255
                        for k in 0..<8 { alpha &= p[i + 4 * k + 3] }
                        if alpha == 255 {
                            i += 32
                            continue
                        }
                    }
                    let a = UInt32(p[i + 3])
                    if a == 0 {
                        p[i] = 0
                        p[i + 1] = 0
                        p[i + 2] = 0
                    } else if a != 255 {
                        for c in 0..<3 {
                            let v = (UInt32(p[i + c]) * 255 + a / 2) / a
                            p[i + c] = UInt8(min(v, 255))
                        }
                    }
                    i += 4
                }
            }
        }
    }

    /// `round(x · y / 255)` for `x, y ≤ 255`, exact (the classic `t = x·y + 128; (t + t>>8) >> 8`).
    @inlinable static func mulDiv255(_ x: UInt32, _ y: UInt32) -> UInt8 {
        let t = x * y + 128
        return UInt8((t + (t >> 8)) >> 8)
    }
}

extension PixelBuffer {
    /// A mirrored copy: left for right, top for bottom, or both. Allocates the copy.
    public func flipped(horizontally: Bool, vertically: Bool) -> PixelBuffer {
        var out = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let sy = vertically ? height - 1 - y : y
            for x in 0..<width {
                let sx = horizontally ? width - 1 - x : x
                let s = (sy * width + sx) * 4
                let d = (y * width + x) * 4
                out.bytes[d] = bytes[s]
                out.bytes[d + 1] = bytes[s + 1]
                out.bytes[d + 2] = bytes[s + 2]
                out.bytes[d + 3] = bytes[s + 3]
            }
        }
        return out
    }
}

extension PixelBuffer {
    /// The pixels of `region` (within the buffer) as a buffer of their own.
    public func copy(_ region: PixelRect) -> PixelBuffer {
        var out = PixelBuffer(width: region.width, height: region.height)
        if region.isEmpty { return out }
        let rowBytes = region.width * 4
        for y in 0..<region.height {
            let from = ((region.y + y) * width + region.x) * 4
            out.bytes.replaceSubrange(y * rowBytes..<(y + 1) * rowBytes, with: bytes[from..<from + rowBytes])
        }
        return out
    }

    /// Writes `piece` with its top-left at (`x`, `y`), replacing the pixels beneath (no blending): the part of
    /// it that falls within the buffer.
    public mutating func paste(_ piece: PixelBuffer, x: Int, y: Int) {
        let (x0, x1) = (max(0, x), min(width, x + piece.width))
        let (row0, row1) = (max(0, -y), min(piece.height, height - y))
        if x1 <= x0 || row1 <= row0 { return }
        let count = (x1 - x0) * 4
        for row in row0..<row1 {
            let src = (row * piece.width + (x0 - x)) * 4
            let dst = ((y + row) * width + x0) * 4
            bytes.replaceSubrange(dst..<dst + count, with: piece.bytes[src..<src + count])
        }
    }
}
