import CLibPNG
import GlassCore

/// PNG decoding and encoding through libpng. Pixels are **straight-alpha** encoded sRGB RGBA8.
public enum PNGCodec {
    /// Decodes any PNG kind (gray, gray+alpha, palette, palette with tRNS, RGB, RGBA, 16-bit, interlaced)
    /// to straight-alpha RGBA8. The declared size is checked against `PNGLimits` before allocating.
    /// Samples are taken as encoded sRGB (a gAMA chunk is ignored, as browsers and design tools do for
    /// UI assets); 16-bit samples are scaled to 8 bits with rounding.
    ///
    /// The PNGs glass writes (8-bit RGBA, not interlaced) are inflated by libdeflate when the system has it
    /// (`inflater`), 4–5× faster than zlib; the pixels are the same either way.
    public static func decode(_ data: [UInt8]) throws(PNGError) -> PixelBuffer {
        try decode(data, allowFast: true)
    }

    /// What inflates the image data of the PNGs glass writes: "libdeflate" when the system has it, else "zlib".
    public static var inflater: String { glass_png_fast_available() != 0 ? "libdeflate" : "zlib" }

    /// The pixels of `data` by the libdeflate path alone; nil when that path does not take the file (another
    /// kind, any doubt, or no libdeflate). For tests and benchmarks.
    static func decodeWithoutLibPNG(_ data: [UInt8]) -> PixelBuffer? {
        guard let (width, height) = headerSize(data), width > 0, height > 0, width <= PNGLimits.maxSide,
            height <= PNGLimits.maxSide, width * height <= PNGLimits.maxPixels
        else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let taken = data.withUnsafeBufferPointer { d in
            pixels.withUnsafeMutableBufferPointer { p in
                glass_png_decode_fast(
                    d.baseAddress, d.count, UInt32(truncatingIfNeeded: width), UInt32(truncatingIfNeeded: height),
                    p.baseAddress)
            }
        }
        return taken == 1 ? PixelBuffer(width: width, height: height, bytes: pixels) : nil
    }

    /// `decode`, with the libdeflate path allowed or not (tests compare the two).
    static func decode(_ data: [UInt8], allowFast: Bool) throws(PNGError) -> PixelBuffer {
        if data.isEmpty { throw .invalidData(message: "the file is empty") }
        var message = [CChar](repeating: 0, count: Int(GLASS_PNG_MESSAGE_SIZE))
        var w: UInt32 = 0
        var h: UInt32 = 0
        return try data.withUnsafeBufferPointer { d throws(PNGError) -> PixelBuffer in
            guard let decoder = glass_png_decoder_open(d.baseAddress, d.count, &w, &h, &message) else {
                throw .invalidData(message: string(message))
            }
            defer { glass_png_decoder_close(decoder) }
            let width = Int(w)
            let height = Int(h)
            if width > PNGLimits.maxSide || height > PNGLimits.maxSide || width * height > PNGLimits.maxPixels {
                throw .tooLarge(width: width, height: height)
            }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let status = pixels.withUnsafeMutableBufferPointer { p in
                glass_png_decoder_read(decoder, p.baseAddress, allowFast ? 1 : 0, &message)
            }
            if status != 0 { throw .invalidData(message: string(message)) }
            return PixelBuffer(width: width, height: height, bytes: pixels)
        }
    }

    /// The width and height the IHDR chunk of a PNG declares, read from the first 24 bytes without
    /// decoding; nil when the data does not start like a PNG (`decode` then says why).
    public static func headerSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr: [UInt8] = [0x49, 0x48, 0x44, 0x52]
        guard data.count >= 24, data[0..<8].elementsEqual(signature), data[12..<16].elementsEqual(ihdr) else {
            return nil
        }
        func be32(_ i: Int) -> Int { data[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    /// Row filters the encoder may use.
    public enum Filter: Int32, Sendable {
        /// libpng's adaptive choice among all five filters (smallest files, slower).
        case adaptive = 0
        case none = 1
        case sub = 2
        case up = 3
        case paeth = 4
    }

    /// Encodes straight-alpha RGBA8 as an 8-bit RGBA PNG with an sRGB chunk.
    ///
    /// - Parameters:
    ///   - level: zlib level 0–9. The default 2 writes a 1206×2622 frame in tens of milliseconds;
    ///     level 9 takes seconds for a few percent smaller files.
    ///   - filter: the row filter; `.up` is fast and compresses rendered UI well.
    public static func encode(_ image: PixelBuffer, level: Int = 2, filter: Filter = .up) throws(PNGError) -> [UInt8] {
        var message = [CChar](repeating: 0, count: Int(GLASS_PNG_MESSAGE_SIZE))
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let status = image.bytes.withUnsafeBufferPointer { p in
            glass_png_encode_rgba8(
                p.baseAddress, UInt32(image.width), UInt32(image.height), Int32(level), filter.rawValue, &out, &size,
                &message)
        }
        defer { glass_png_free(out) }
        if status != 0 || out == nil { throw .encodingFailed(message: string(message)) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    private static func string(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? "unknown libpng error" : text
    }
}
