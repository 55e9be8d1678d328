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
            let j = Int(t.rounded(.down))
            xLane[x] = (j - grid.jx0) * 4
            xWeight[x] = t - Float(j)
        }
        let columns = (lane: SharedPointer(xLane), weight: SharedPointer(xWeight))
        // Every output row is stored below: the buffer is not zero-filled first.
        return PixelBuffer(width: width, height: region.height) { dstBase in
            let dst = SharedPointer(dstBase)
            workers.forEachBand(0..<region.height) { band in
                // Two full-width rows, for samples rows of even and odd index.
                let across = UnsafeMutablePointer<Float>.allocate(capacity: 2 * lanes)
                let levels = UnsafeMutablePointer<Float>.allocate(capacity: nl)
                let held = UnsafeMutablePointer<Int>.allocate(capacity: 2)
                defer {
                    across.deallocate()
                    levels.deallocate()
                    held.deallocate()
                }
                held.initialize(repeating: Int.min, count: 2)
                /// Sample row `j` interpolated across the region's width.
                func row(_ j: Int) -> UnsafeMutablePointer<Float> {
                    let slot = j & 1
                    let out = across + slot * lanes
                    if held[slot] == j { return out }
                    held[slot] = j
                    let fixed = small.base + (j - grid.jy0) * nl  // Safe: j lies in jy0…jy1.
                    for i in 0..<nl { levels[i] = Float(fixed[i]) * (1 / 128) }
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
                        let v = a + d * columns.weight.base[x]
                        UnsafeMutableRawPointer(out + x * 4).storeBytes(of: v, as: SIMD4<Float>.self)
                    }
                    return out
                }
                for y in band {
                    let t = (Float(region.y + y) - halfF) * inv
                    let jr = Int(t.rounded(.down))
                    let fy = t - Float(jr)
                    let a = row(jr)
                    let b = row(jr + 1)
                    let d = dst.base + y * lanes
                    for i in 0..<lanes { d[i] = RowConversion.nearestByte(inRange: a[i] + (b[i] - a[i]) * fy) }
                }
            }
        }
    }
}
