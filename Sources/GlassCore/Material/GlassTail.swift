/// The wide frost tail (spec appendix, step 8) precomputed on a coarse grid.
///
/// The tail at a point is the 16-tap ring of σw around it over the frosted backdrop; that is a fixed
/// convolution of an image that is already smooth, so it is evaluated at grid nodes `step` pixels apart
/// (a quarter of the combined blur `√(σ² + σw²)`) and interpolated bilinearly. Interpolation error is
/// about `step²/8 · |R''|`, under half a level for a full-contrast step; the shading then takes one
/// sample a pixel instead of sixteen (the card of `glass-bench`: 229 → see Benchmarks/README.md).
struct TailGrid: Sendable {
    let originX: Double, originY: Double
    let step: Double
    let cols: Int, rows: Int
    /// The ring's σ (px).
    let tailSigmaPx: Double
    /// Premultiplied R, G, B, A per node, row by row; owned by `storage`.
    let storage: FloatStorage

    /// A grid over `region` (canvas pixels) of the ring of `tailSigmaPx` around each node, sampling
    /// `sampler` (frosted backdrop, premultiplied 0…255).
    init(sampler: BilinearSampler, region: PixelRect, tailSigmaPx: Double, frostSigmaPx: Double, workers: Workers) {
        let combined = (tailSigmaPx * tailSigmaPx + frostSigmaPx * frostSigmaPx).squareRoot()
        let step = max(1, (combined / 4).rounded(.down))
        self.step = step
        self.tailSigmaPx = tailSigmaPx
        originX = Double(region.x)
        originY = Double(region.y)
        cols = WholeNumber.clamped(Double(region.width) / step, .up) + 1
        rows = WholeNumber.clamped(Double(region.height) / step, .up) + 1
        let storage = FloatStorage(count: cols * rows * 4)
        self.storage = storage
        fill(columns: 0..<cols, rows: 0..<rows, sampler: sampler, workers: workers)
    }

    /// Computes nodes `columns × rows` from `sampler` into the storage: every node when the grid is made, and
    /// again those near a changed part of the frost when an audit renders a window without a layer
    /// (`GlassBackdrop`). A node's value depends on its position only, so either way it is the same bits.
    func fill(columns: Range<Int>, rows rowRange: Range<Int>, sampler: BilinearSampler, workers: Workers) {
        if columns.isEmpty || rowRange.isEmpty { return }
        let cols = cols
        let step = step
        let ox = originX
        let oy = originY
        // The ring's offsets (px) and weights in flat arrays, and the frost behind a pointer: a lazily
        // initialised global array and a non-inlined sampler per tap made this grid 8% of rendering the
        // fidelity matrix (clear glass's small σ gives a node every 2 px).
        let ringX = tailRing.map { $0.x * tailSigmaPx }
        let ringY = tailRing.map { $0.y * tailSigmaPx }
        let ringWeight = tailRing.map(\.weight)
        let rect = sampler.rect
        sampler.image.bytes.withUnsafeBufferPointer { frostBuffer in
            ringX.withUnsafeBufferPointer { ringXBuffer in
                ringY.withUnsafeBufferPointer { ringYBuffer in
                    ringWeight.withUnsafeBufferPointer { ringWeightBuffer in
                        let ring = TailRing(
                            frost: frostBuffer.baseAddress!, x: ringXBuffer.baseAddress!, y: ringYBuffer.baseAddress!,
                            weight: ringWeightBuffer.baseAddress!, taps: ringXBuffer.count)
                        let dst = SharedPointer(storage.base)
                        workers.forEachBand(rowRange, minimumRows: 2) { band in
                            // Eight nodes of a row at a time: positions and weights in lanes (the same bits
                            // as one node at a time), texels gathered per lane.
                            let texels = UnsafeMutablePointer<Float>.allocate(capacity: 128)
                            defer { texels.deallocate() }
                            let lanes = SampleLanes(texels: texels)
                            let iota = WideLanes(0, 1, 2, 3, 4, 5, 6, 7)
                            for j in band {
                                let y = oy + Double(j) * step
                                var i = columns.lowerBound
                                while i < columns.upperBound {
                                    let x = ox + (iota + Double(i)) * step
                                    var (r, g, b, a) = (Lanes(), Lanes(), Lanes(), Lanes())
                                    for k in 0..<ring.taps {
                                        let s = lanes.sample(
                                            x + ring.x[k], WideLanes(repeating: y + ring.y[k]), rect: rect, ring.frost)
                                        let w = ring.weight[k]
                                        r += s.r * w
                                        g += s.g * w
                                        b += s.b * w
                                        a += s.a * w
                                    }
                                    for lane in 0..<min(8, columns.upperBound - i) {
                                        let o = dst.base + (j * cols + i + lane) * 4
                                        o[0] = r[lane]
                                        o[1] = g[lane]
                                        o[2] = b[lane]
                                        o[3] = a[lane]
                                    }
                                    i += 8
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A reference-count-free view for per-pixel loops; valid while this grid is alive.
    var view: TailView {
        TailView(originX: originX, originY: originY, step: step, cols: cols, rows: rows, values: storage.base)
    }
}

/// The ring's taps and the frost it samples, handed to worker threads (read-only).
struct TailRing: @unchecked Sendable {
    let frost: UnsafePointer<UInt8>
    let x: UnsafePointer<Double>, y: UnsafePointer<Double>
    let weight: UnsafePointer<Float>
    let taps: Int
}

/// Floats on the heap, freed with their owner (a plain pointer for the hot loops, unlike an array).
final class FloatStorage: @unchecked Sendable {
    let base: UnsafeMutablePointer<Float>

    init(count: Int) {
        base = .allocate(capacity: count)
        base.initialize(repeating: 0, count: count)
    }

    deinit { base.deallocate() }
}

/// `TailGrid`'s nodes behind a plain pointer: what the shading samples per pixel.
struct TailView {
    let originX: Double, originY: Double
    let step: Double
    let cols: Int, rows: Int
    let values: UnsafeMutablePointer<Float>

    /// The tail at canvas position (`x`, `y`), bilinear between nodes, clamped to the grid.
    @inline(__always) func sample(_ x: Double, _ y: Double) -> Quad {
        let u = min(max((x - originX) / step, 0), Double(cols - 1))
        let v = min(max((y - originY) / step, 0), Double(rows - 1))
        let i = min(Int(u), cols - 2 < 0 ? 0 : cols - 2)
        let j = min(Int(v), rows - 2 < 0 ? 0 : rows - 2)
        let fu = Float(u - Double(i))
        let fv = Float(v - Double(j))
        let di = cols > 1 ? 4 : 0
        let dj = rows > 1 ? cols * 4 : 0
        let o = (j * cols + i) * 4
        let p = values
        func lerp(_ c: Int) -> Float {
            let top = p[o + c] + (p[o + di + c] - p[o + c]) * fu
            let bottom = p[o + dj + c] + (p[o + dj + di + c] - p[o + dj + c]) * fu
            return top + (bottom - top) * fv
        }
        return Quad(lerp(0), lerp(1), lerp(2), lerp(3))
    }
}

extension TailView {
    /// `sample` at eight positions, lane by lane the same operations (so the same bits); the nodes are read
    /// one lane at a time into `scratch` (128 floats).
    @inline(__always) func sample(lanes x: WideLanes, _ y: WideLanes, scratch: UnsafeMutablePointer<Float>) -> (
        r: Lanes, g: Lanes, b: Lanes, a: Lanes
    ) {
        let zero = WideLanes(repeating: 0)
        let u = laneMin(laneMax((x - originX) / step, zero), WideLanes(repeating: Double(cols - 1)))
        let v = laneMin(laneMax((y - originY) / step, zero), WideLanes(repeating: Double(rows - 1)))
        // ⌊u⌋ for 0 ≤ u < 2⁵¹ (what `Int(u)` gives), then the scalar code's `min` with the last cell.
        @inline(__always) func floor(_ t: WideLanes) -> WideLanes {
            let near = (t + Math.roundingMagic) - Math.roundingMagic
            return near.replacing(with: near - 1, where: near .> t)
        }
        let fi = laneMin(floor(u), WideLanes(repeating: Double(cols - 2 < 0 ? 0 : cols - 2)))
        let fj = laneMin(floor(v), WideLanes(repeating: Double(rows - 2 < 0 ? 0 : rows - 2)))
        let fu = Lanes(u - fi)
        let fv = Lanes(v - fj)
        let columns = unsafeBitCast(fi + Math.roundingMagic, to: SIMD8<UInt64>.self) & 0xFFFF_FFFF
        let rowsIndex = unsafeBitCast(fj + Math.roundingMagic, to: SIMD8<UInt64>.self) & 0xFFFF_FFFF
        let di = cols > 1 ? 4 : 0
        let dj = rows > 1 ? cols * 4 : 0
        // The four corners' four channels, written lane by lane to `scratch` as [corner][channel][lane] and
        // read back as whole lanes (assigning lanes of a vector one at a time rebuilt the vector each time).
        for lane in 0..<8 {
            let o = (Int(truncatingIfNeeded: rowsIndex[lane]) * cols + Int(truncatingIfNeeded: columns[lane])) * 4
            let q = values + o
            for (corner, offset) in [(0, 0), (1, di), (2, dj), (3, di + dj)] {
                for c in 0..<4 { scratch[(corner * 4 + c) * 8 + lane] = q[offset + c] }
            }
        }
        @inline(__always) func node(_ corner: Int, _ c: Int) -> Lanes {
            UnsafeRawPointer(scratch + (corner * 4 + c) * 8).loadUnaligned(as: Lanes.self)
        }
        @inline(__always) func lerp(_ a: Lanes, _ b: Lanes, _ c: Lanes, _ d: Lanes) -> Lanes {
            let top = a + (b - a) * fu
            let bottom = c + (d - c) * fu
            return top + (bottom - top) * fv
        }
        @inline(__always) func channel(_ c: Int) -> Lanes { lerp(node(0, c), node(1, c), node(2, c), node(3, c)) }
        return (channel(0), channel(1), channel(2), channel(3))
    }
}
