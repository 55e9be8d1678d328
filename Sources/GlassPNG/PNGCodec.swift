import CLibPNG
import GlassCore

/// PNG decoding and encoding through libpng. Pixels are **straight-alpha** encoded sRGB RGBA8.
public enum PNGCodec {
    /// Decodes any PNG kind (gray, gray+alpha, palette, palette with tRNS, RGB, RGBA, 16-bit, interlaced)
    /// to straight-alpha RGBA8. The declared size is checked against `PNGLimits` before allocating.
    /// Samples are taken as encoded sRGB (a gAMA chunk is ignored, as browsers and design tools do for
    /// UI assets); 16-bit samples are scaled to 8 bits with rounding.
    public static func decode(_ data: [UInt8]) throws(PNGError) -> PixelBuffer {
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
                glass_png_decoder_read(decoder, p.baseAddress, &message)
            }
            if status != 0 { throw .invalidData(message: string(message)) }
            return PixelBuffer(width: width, height: height, bytes: pixels)
        }
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
