import GlassCore
import Glibc

/// A glyph at a size, thickness and sub-pixel phase: what one coverage mask depends on.
public struct GlyphKey: Hashable, Sendable {
    public let fontID: Int
    public let glyph: UInt32
    /// Pixels per em in 26.6 fixed point.
    public let size26: Int
    /// Emboldening in 26.6 (symbol weights), 0 for text.
    public let embolden26: Int
    /// The origin's fraction of a pixel in quarters, 0…3, along x and y.
    public let phaseX: Int, phaseY: Int
    /// Drawn mirrored left to right about its origin (a directional symbol in right to left).
    public var mirrored = false
}

/// Coverage masks of glyphs rasterized by `PathRasterizer` from their unhinted outlines, shared by every
/// scene of the process and kept per `GlyphKey`: a glyph at a given size and phase is rasterized once.
/// Origins are placed to a quarter pixel in x and y (so four phases each). Bounded: past
/// `capacityPixels` of masks the cache starts afresh (renders stay the same, only slower).
public final class GlyphCache: @unchecked Sendable {
    public static let shared = GlyphCache()
    public static let capacityPixels = 64 << 20

    private var masks: [GlyphKey: CoverageMask] = [:]
    private var pixels = 0
    private var lock = pthread_mutex_t()
    public private(set) var hits = 0, misses = 0
    /// Misses by the key's size (26.6 fixed point): a test counts the glyphs of one size it rasterized, whatever
    /// other renders in the process do meanwhile.
    private var missesBySize: [Int: Int] = [:]

    public init() { pthread_mutex_init(&lock, nil) }

    /// Glyphs of `size26` (the size in pixels × 64) rasterized so far.
    public func misses(size26: Int) -> Int {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return missesBySize[size26] ?? 0
    }

    /// Empties the cache (benchmarks measure a cold cache).
    public func removeAll() {
        pthread_mutex_lock(&lock)
        masks = [:]
        pixels = 0
        pthread_mutex_unlock(&lock)
    }

    /// The mask of `glyph` of `font` with its origin at pixel (0, 0) plus the key's phase; its bounds are
    /// relative to that integer origin.
    public func mask(_ key: GlyphKey, font: Font) -> CoverageMask {
        pthread_mutex_lock(&lock)
        if let m = masks[key] {
            hits += 1
            pthread_mutex_unlock(&lock)
            return m
        }
        misses += 1
        missesBySize[key.size26, default: 0] += 1
        pthread_mutex_unlock(&lock)
        return rasterize(key, outline: Self.outline(key, font: font))
    }

    /// The pixels (relative to the glyph's integer origin) the control points of `key`'s outline reach, rounded
    /// out by a pixel: every pixel its mask covers lies within. Nil for a glyph without an outline (a space).
    /// Never rasterizes.
    public func reach(_ key: GlyphKey, font: Font) -> PixelRect? { Self.reach(of: Self.outline(key, font: font)) }

    /// The pixels an outline's control points (which hold its curves) reach, rounded out by a pixel; the bound
    /// keeps absurd outlines of a hostile font within Int.
    static func reach(of outline: Path) -> PixelRect? {
        guard let box = outline.controlBounds else { return nil }
        func pixel(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int {
            WholeNumber.clamped(v, rule, to: -1_000_000_000...1_000_000_000)
        }
        let lo = SIMD2(pixel(box.min.x, .down) - 1, pixel(box.min.y, .down) - 1)
        let hi = SIMD2(pixel(box.max.x, .up) + 1, pixel(box.max.y, .up) + 1)
        return PixelRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The mask of `key` as `mask(_:font:)` gives it when it can reach `area` (pixels relative to the glyph's
    /// integer origin), nil otherwise: a glyph whose outline's control points (which hold its curves) lie
    /// wholly outside is not rasterized, so text far off the canvas costs neither time nor cache.
    public func mask(_ key: GlyphKey, font: Font, within area: PixelRect) -> CoverageMask? {
        pthread_mutex_lock(&lock)
        if let m = masks[key] {
            hits += 1
            pthread_mutex_unlock(&lock)
            return m.bounds.intersection(area).isEmpty ? nil : m
        }
        pthread_mutex_unlock(&lock)
        let outline = Self.outline(key, font: font)
        guard let reach = Self.reach(of: outline), !reach.intersection(area).isEmpty else { return nil }
        pthread_mutex_lock(&lock)
        misses += 1
        missesBySize[key.size26, default: 0] += 1
        pthread_mutex_unlock(&lock)
        return rasterize(key, outline: outline)
    }

    /// The glyph's outline in pixels with its phase, origin at (0, 0).
    static func outline(_ key: GlyphKey, font: Font) -> Path {
        let outline = font.outline(glyph: key.glyph, size26: key.size26, embolden26: key.embolden26)
        let shift = AffineTransform.scale(
            key.mirrored ? -1 : 1, 1, then: Double(key.phaseX) / 4, Double(key.phaseY) / 4)
        return outline.transformed(shift)
    }

    /// Rasterizes `outline` (the glyph of `key`) and caches it.
    private func rasterize(_ key: GlyphKey, outline: Path) -> CoverageMask {
        let contours = outline.flattened().map(\.points)
        let mask = PathRasterizer.coverage(
            contours, rule: .nonZero, within: PixelRect(x: -16384, y: -16384, width: 32768, height: 32768))
        pthread_mutex_lock(&lock)
        if pixels + mask.values.count > Self.capacityPixels {
            masks = [:]
            pixels = 0
        }
        masks[key] = mask
        pixels += mask.values.count
        pthread_mutex_unlock(&lock)
        return mask
    }

    /// The key and integer origin of a glyph whose origin is at (`x`, `y`) pixels: the origin rounded to
    /// the nearest quarter pixel, split into whole pixels and the phase.
    public static func place(
        font: Font, glyph: UInt32, sizePx: Double, embolden26: Int = 0, mirrored: Bool = false, x: Double, y: Double
    ) -> (key: GlyphKey, x: Int, y: Int) {
        let qx = Int((x * 4).rounded())
        let qy = Int((y * 4).rounded())
        let ix = qx >> 2
        let iy = qy >> 2
        let key = GlyphKey(
            fontID: font.id, glyph: glyph, size26: Int((sizePx * 64).rounded()), embolden26: embolden26,
            phaseX: qx - ix * 4, phaseY: qy - iy * 4, mirrored: mirrored)
        return (key, ix, iy)
    }
}
