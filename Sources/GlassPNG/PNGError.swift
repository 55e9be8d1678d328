/// Why a PNG could not be read or written. Messages come from libpng where it gave one.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is not a PNG libpng can decode (empty, truncated, corrupt, or another format).
    case invalidData(message: String)
    /// The header declares a size beyond the limits (`maxSide` a side, `maxPixels` in all).
    case tooLarge(width: Int, height: Int)
    /// libpng could not encode the pixels.
    case encodingFailed(message: String)

    public var description: String {
        switch self {
        case .invalidData(let message): "not a readable PNG: \(message)"
        case .tooLarge(let w, let h):
            "image is \(w)×\(h) pixels; the limit is \(PNGLimits.maxSide) a side and \(PNGLimits.maxPixels / 1_000_000) Mpx"
        case .encodingFailed(let message): "PNG encoding failed: \(message)"
        }
    }
}

/// Size limits checked from the header, before any pixel memory is allocated.
public enum PNGLimits {
    public static let maxSide = 16384
    public static let maxPixels = 100_000_000
}
