import GlassCore

/// Animated PNG (PNG Third Edition): the first frame is the still image (`IDAT`, so a decoder without APNG
/// support shows it), each later frame an `fcTL` and its `fdAT` chunks covering only the rectangle that
/// changed. Each frame's pixels are deflated by the same encoder as a still PNG, and its zlib stream is
/// carried over as it is.
public enum APNG {
    /// One frame: straight-alpha RGBA8 pixels placed at (`x`, `y`) on the canvas, shown for `delayNumerator`
    /// / `delayDenominator` seconds. It replaces the canvas's pixels under it (blend `source`, dispose `none`).
    public struct Frame: Sendable {
        public var pixels: PixelBuffer
        public var x: Int, y: Int
        public var delayNumerator: UInt16, delayDenominator: UInt16

        public init(pixels: PixelBuffer, x: Int = 0, y: Int = 0, delayNumerator: UInt16, delayDenominator: UInt16) {
            self.pixels = pixels
            (self.x, self.y) = (x, y)
            (self.delayNumerator, self.delayDenominator) = (delayNumerator, delayDenominator)
        }
    }

    /// The smallest rectangle holding every pixel where `a` and `b` differ (the same size), or nil if none does.
    public static func changedRegion(_ a: PixelBuffer, _ b: PixelBuffer) -> PixelRect? {
        precondition(a.width == b.width && a.height == b.height, "frames of one animation share a size")
        return a.differingBounds(b)
    }

    /// The animated PNG of `frames` on a canvas `width` × `height`, playing `plays` times (0: forever). The
    /// first frame must cover the whole canvas; every frame must lie inside it.
    public static func encode(
        width: Int, height: Int, frames: [Frame], plays: UInt32 = 0, level: Int = 2, workers: Workers = .serial
    ) throws(PNGError) -> [UInt8] {
        var writer = Writer(width: width, height: height, frameCount: frames.count, plays: plays, level: level)
        for f in frames { try writer.append(f, workers: workers) }
        return try writer.finished()
    }

    /// Writes an animated PNG a frame at a time (only the encoded bytes are kept, never the frames).
    public struct Writer {
        let width: Int, height: Int, frameCount: Int, plays: UInt32, level: Int
        var out: [UInt8] = []
        var sequence: UInt32 = 0
        var written = 0

        public init(width: Int, height: Int, frameCount: Int, plays: UInt32 = 0, level: Int = 2) {
            (self.width, self.height, self.frameCount, self.plays, self.level) = (
                width, height, frameCount, plays, level
            )
        }

        /// Adds the next frame: the first covers the whole canvas, each lies inside it.
        public mutating func append(_ frame: Frame, workers: Workers = .serial) throws(PNGError) {
            let f = frame
            if written == 0 && (f.x != 0 || f.y != 0 || f.pixels.width != width || f.pixels.height != height) {
                throw .encodingFailed(message: "the first frame of an animated PNG covers the whole canvas")
            }
            if f.x < 0 || f.y < 0 || f.pixels.width < 1 || f.pixels.height < 1 || f.x + f.pixels.width > width
                || f.y + f.pixels.height > height
            {
                throw .encodingFailed(message: "a frame lies outside the canvas")
            }
            if written >= frameCount { throw .encodingFailed(message: "more frames than the \(frameCount) announced") }
            let chunks = APNG.chunks(try PNGCodec.encodeParallel(f.pixels, level: level, workers: workers))
            if written == 0 {
                out += APNG.signature
                for c in chunks where c.type != "IDAT" && c.type != "IEND" {
                    PNGCodec.appendChunk(&out, c.type, c.data)
                    if c.type == "IHDR" {
                        var actl: [UInt8] = []
                        PNGCodec.appendBigEndian(&actl, UInt32(frameCount))
                        PNGCodec.appendBigEndian(&actl, plays)
                        PNGCodec.appendChunk(&out, "acTL", actl)
                    }
                }
            }
            PNGCodec.appendChunk(&out, "fcTL", APNG.control(f, sequence: sequence))
            sequence += 1
            for c in chunks where c.type == "IDAT" {
                if written == 0 {
                    PNGCodec.appendChunk(&out, "IDAT", c.data)
                } else {
                    var data: [UInt8] = []
                    PNGCodec.appendBigEndian(&data, sequence)
                    sequence += 1
                    PNGCodec.appendChunk(&out, "fdAT", data + c.data)
                }
            }
            written += 1
        }

        /// The file, once every announced frame was added.
        public func finished() throws(PNGError) -> [UInt8] {
            guard written == frameCount, frameCount > 0 else {
                throw .encodingFailed(message: "\(written) of the \(frameCount) frames announced")
            }
            var done = out
            PNGCodec.appendChunk(&done, "IEND", [])
            return done
        }
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// An `fcTL`'s 26 bytes: sequence, size, offset, delay, dispose `none`, blend `source`.
    static func control(_ f: Frame, sequence: UInt32) -> [UInt8] {
        var d: [UInt8] = []
        for v in [sequence, UInt32(f.pixels.width), UInt32(f.pixels.height), UInt32(f.x), UInt32(f.y)] {
            PNGCodec.appendBigEndian(&d, v)
        }
        d += [UInt8(f.delayNumerator >> 8), UInt8(f.delayNumerator & 0xFF)]
        d += [UInt8(f.delayDenominator >> 8), UInt8(f.delayDenominator & 0xFF)]
        d += [0, 0]
        return d
    }

    /// The chunks of a PNG this package wrote (after its signature), in order.
    static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(type: String, data: [UInt8])] = []
        var i = signature.count
        // Each turn moves past one chunk of at least 12 bytes.
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard i + 12 + length <= png.count else { break }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            out.append((type, Array(png[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return out
    }
}
