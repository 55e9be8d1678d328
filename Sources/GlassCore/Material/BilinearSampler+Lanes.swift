/// Eight bilinear samples at once, for the tail grid's nodes (eight nodes of a grid row, one ring tap).
///
/// The positions, the clamps, the corner weights and the weighted sums are `BilinearSampler.sample`'s
/// operations lane by lane, so every lane has the same bits as a scalar call; the texels themselves are
/// read one lane at a time (a gather of one word a corner), into `texels`.
public struct SampleLanes {
    /// 4 corners × 4 channels × 8 lanes of scratch, laid out [corner][channel][lane].
    let texels: UnsafeMutablePointer<Float>

    /// Lanes writing their texels to `texels` (at least 128 floats, owned by the caller).
    public init(texels: UnsafeMutablePointer<Float>) { self.texels = texels }

    /// Premultiplied R, G, B, A (0…255) at (`x[k]`, `y[k]`) for each lane `k`, over an image covering `rect`.
    @inline(__always)
    public func sample(_ x: WideLanes, _ y: WideLanes, rect: PixelRect, _ px: UnsafePointer<UInt8>) -> (
        r: Lanes, g: Lanes, b: Lanes, a: Lanes
    ) {
        let zero = WideLanes(repeating: 0)
        let u = laneMin(laneMax(x - 0.5 - Double(rect.x), zero), WideLanes(repeating: Double(rect.width - 1)))
        let v = laneMin(laneMax(y - 0.5 - Double(rect.y), zero), WideLanes(repeating: Double(rect.height - 1)))
        // ⌊u⌋ for 0 ≤ u < 2⁵¹ (what `Int(u)` gives): round by 1.5·2⁵², one less where that rounded up;
        // the integer is then in the low bits of ⌊u⌋ + 1.5·2⁵².
        @inline(__always) func floor(_ t: WideLanes) -> WideLanes {
            let near = (t + Math.roundingMagic) - Math.roundingMagic
            return near.replacing(with: near - 1, where: near .> t)
        }
        let fx = floor(u)
        let fy = floor(v)
        let columns = unsafeBitCast(fx + Math.roundingMagic, to: SIMD8<UInt64>.self) & 0xFFFF_FFFF
        let rows = unsafeBitCast(fy + Math.roundingMagic, to: SIMD8<UInt64>.self) & 0xFFFF_FFFF
        let fu = Lanes(u - fx)
        let fv = Lanes(v - fy)
        let w = rect.width
        // Each corner's four bytes as one word per lane, [corner][lane]; the channels are taken apart and
        // converted in lanes below (byte by byte, the conversions and stores were most of this function).
        let words = UnsafeMutableRawPointer(texels)
        let source = UnsafeRawPointer(px)
        let c0 = columns[0]
        let r0 = Int(truncatingIfNeeded: rows[0])
        let t0: SIMD8<Int32>
        let t1: SIMD8<Int32>
        let t2: SIMD8<Int32>
        let t3: SIMD8<Int32>
        if columns == c0 &+ SIMD8(0, 1, 2, 3, 4, 5, 6, 7) && rows == SIMD8(repeating: rows[0])
            && Int(truncatingIfNeeded: c0) + 8 < w
        {
            // Eight neighbouring texels of one row (interior frost samples, the tail grid's nodes a pixel
            // apart): each corner is one run of eight words, read whole.
            let o00 = (r0 * w + Int(truncatingIfNeeded: c0)) * 4
            let dj = r0 + 1 < rect.height ? w * 4 : 0
            t0 = source.loadUnaligned(fromByteOffset: o00, as: SIMD8<Int32>.self)
            t1 = source.loadUnaligned(fromByteOffset: o00 + 4, as: SIMD8<Int32>.self)
            t2 = source.loadUnaligned(fromByteOffset: o00 + dj, as: SIMD8<Int32>.self)
            t3 = source.loadUnaligned(fromByteOffset: o00 + dj + 4, as: SIMD8<Int32>.self)
        } else {
            gather(columns: columns, rows: rows, width: w, height: rect.height, source: source, into: words)
            t0 = words.loadUnaligned(fromByteOffset: 0, as: SIMD8<Int32>.self)
            t1 = words.loadUnaligned(fromByteOffset: 32, as: SIMD8<Int32>.self)
            t2 = words.loadUnaligned(fromByteOffset: 64, as: SIMD8<Int32>.self)
            t3 = words.loadUnaligned(fromByteOffset: 96, as: SIMD8<Int32>.self)
        }
        let w00 = (1 - fu) * (1 - fv)
        let w10 = fu * (1 - fv)
        let w01 = (1 - fu) * fv
        let w11 = fu * fv
        @inline(__always) func channel(_ c: Int) -> Lanes {
            let shift = Int32(8 * c)
            @inline(__always) func corner(_ v: SIMD8<Int32>) -> Lanes { Lanes((v &>> shift) & 0xFF) }
            return corner(t0) * w00 + corner(t1) * w10 + corner(t2) * w01 + corner(t3) * w11
        }
        return (channel(0), channel(1), channel(2), channel(3))
    }

    /// Each lane's four corner words (`columns`, `rows` clamped into an image `width` × `height`), one
    /// lane at a time, into `words` as [corner][lane].
    @inline(__always)
    func gather(
        columns: SIMD8<UInt64>, rows: SIMD8<UInt64>, width w: Int, height: Int, source: UnsafeRawPointer,
        into words: UnsafeMutableRawPointer
    ) {
        for lane in 0..<8 {
            let i0 = Int(truncatingIfNeeded: columns[lane])
            let j0 = Int(truncatingIfNeeded: rows[lane])
            let o00 = (j0 * w + i0) * 4  // Safe: i0, j0 are clamped into the image.
            let di = i0 + 1 < w ? 4 : 0
            let dj = j0 + 1 < height ? w * 4 : 0
            @inline(__always) func read(_ corner: Int, _ o: Int) {
                words.storeBytes(
                    of: source.loadUnaligned(fromByteOffset: o, as: UInt32.self), toByteOffset: (corner * 8 + lane) * 4,
                    as: UInt32.self)
            }
            read(0, o00)
            read(1, o00 + di)
            read(2, o00 + dj)
            read(3, o00 + di + dj)
        }
    }
}
