/// The last stage of the decimated blur (`GaussianBlur+Decimated.swift`): bilinear interpolation of the
/// blurred samples back to the region's pixels.
extension GaussianBlur {
    /// Interpolates the blurred samples (`grid.nrows` rows of `grid.ncols · 4` lanes of 8.7 fixed point, sample
    /// `jx0 + c`, `jy0 + r`) to the region's pixels, rounded to bytes.
    ///
    /// Each sample row is first interpolated across to the region's full width, once per band, then each
    /// output row is one contiguous interpolation between two such rows: the work at full resolution is a
    /// plain multiply-add over the row, which vectorises. (Interpolating down the sample columns first
    /// left the full-resolution step a per-pixel gather: most of a σ = 20 blur.)
    static func upsample(_ small: SharedPointer<UInt16>, grid: CoarseGrid, region: PixelRect, workers: Workers)
        -> PixelBuffer
    {
        let inv = 1 / Float(grid.f)
        let halfF = Float(grid.half)
        let nl = grid.ncols * 4
        let width = region.width
        let lanes = width * 4
        // Per output column: the left sample's lane offset and the weight of the right one.
        let xLane = UnsafeMutablePointer<Int>.allocate(capacity: width)
        let xWeight = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer {
            xLane.deallocate()
            xWeight.deallocate()
        }
        for x in 0..<width {
            let t = (Float(region.x + x) - halfF) * inv
            let j = WholeNumber.clamped(t, .down)
            xLane[x] = (j - grid.jx0) * 4
            xWeight[x] = t - Float(j)
        }
        let columns = (lane: SharedPointer(xLane), weight: SharedPointer(xWeight))
        // Every output row is stored below: the buffer is not zero-filled first.
        return PixelBuffer(width: width, height: region.height) { dstBase in
            let dst = SharedPointer(dstBase)
            workers.forEachBand(0..<region.height) { band in
                // Two full-width rows, for sample rows of even and odd index.
                let across = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * lanes)
                let levels = UnsafeMutablePointer<Float>.allocate(capacity: nl)
                let held = UnsafeMutablePointer<Int>.allocate(capacity: 2)
                defer {
                    across.deallocate()
                    levels.deallocate()
                    held.deallocate()
                }
                held.initialize(repeating: Int.min, count: 2)
                /// Sample row `j` interpolated across the region's width.
                func row(_ j: Int) -> UnsafeMutablePointer<UInt16> {
                    let slot = j & 1
                    let out = across + slot * lanes
                    if held[slot] == j { return out }
                    held[slot] = j
                    let fixed = small.base + (j - grid.jy0) * nl  // Safe: j lies in jy0…jy1.
                    for i in 0..<nl { levels[i] = Float(fixed[i]) }
                    let s = levels
                    var c = -1
                    var a = SIMD4<Float>()
                    var d = SIMD4<Float>()
                    for x in 0..<width {
                        let lane = columns.lane.base[x]
                        if lane != c {
                            c = lane
                            a = UnsafeRawPointer(s + c).loadUnaligned(as: SIMD4<Float>.self)
                            d = UnsafeRawPointer(s + c + 4).loadUnaligned(as: SIMD4<Float>.self) - a
                        }
                        // Rounded to 8.7 fixed point: the low bits of v + 1.5·2²³.
                        let v = unsafeBitCast(a + d * columns.weight.base[x] + 12_582_912, to: SIMD4<UInt32>.self)
                        out[x * 4] = UInt16(truncatingIfNeeded: v[0])
                        out[x * 4 + 1] = UInt16(truncatingIfNeeded: v[1])
                        out[x * 4 + 2] = UInt16(truncatingIfNeeded: v[2])
                        out[x * 4 + 3] = UInt16(truncatingIfNeeded: v[3])
                    }
                    return out
                }
                for y in band {
                    let t = (Float(region.y + y) - halfF) * inv
                    let jr = WholeNumber.clamped(t, .down)
                    // The two rows' weights in 0.16 fixed point, each at most 2¹⁶ − 1, summing to 2¹⁶ but
                    // where that would leave one at 2¹⁶.
                    let wb = WholeNumber.clamped((t - Float(jr)) * 65_536, .toNearestOrAwayFromZero, to: 1...65_535)
                    let wa = UInt16(min(65_536 - wb, 65_535))
                    let wbu = UInt16(wb)
                    let a = row(jr)
                    let b = row(jr + 1)
                    let d = dst.base + y * lanes
                    // ⌊a·wa⌋ + ⌊b·wb⌋ (over 2¹⁶, one pmulhuw each) loses a unit at most; the 65 adds that
                    // unit back and rounds the 8.7 value to a level.
                    blend(a, wa, b, wbu, into: d, lanes: lanes)
                }
            }
        }
    }

    /// `d[i] = (⌊a[i]·wa⌋ + ⌊b[i]·wb⌋ + 65) >> 7` (products over 2¹⁶): two rows of 8.7 fixed point mixed
    /// and rounded to levels. `⌊·⌋ + ⌊·⌋` loses a unit at most; the 65 adds it back and rounds. A function
    /// of its own, so the weights arrive as plain 16-bit values: computed in the caller, the compiler kept
    /// them 32 bits wide and multiplied in 32 bits instead of one high-half multiply (`pmulhuw`) a product.
    @inline(never)
    static func blend(
        _ a: UnsafePointer<UInt16>, _ wa: UInt16, _ b: UnsafePointer<UInt16>, _ wb: UInt16,
        into d: UnsafeMutablePointer<UInt8>, lanes: Int
    ) {
        for i in 0..<lanes {
            let v =
                UInt16(truncatingIfNeeded: (UInt32(a[i]) &* UInt32(wa)) &>> 16)
                &+ UInt16(truncatingIfNeeded: (UInt32(b[i]) &* UInt32(wb)) &>> 16)
            d[i] = UInt8(truncatingIfNeeded: min((v &+ 65) &>> 7, 255))  // (the min lets the pack saturate)
        }
    }
}
