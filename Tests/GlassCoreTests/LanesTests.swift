import GlassCore
import Testing

/// The eight-lane kernels against their scalar originals, bit for bit.
@Suite struct LanesTests {
    /// Inputs in groups of eight, with the edge cases first.
    static func groups(_ values: [Double]) -> [WideLanes] {
        var padded = values
        while padded.count % 8 != 0 { padded.append(1) }
        return stride(from: 0, to: padded.count, by: 8).map { WideLanes(padded[$0..<$0 + 8]) }
    }

    @Test func expLogAndPowLanesEqualTheScalarFunctions() {
        var rng = SplitMix64(seed: 77)
        let special: [Double] = [
            0, -0.0, 1, -1, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .infinity,
            -700, -700.0001, 700, 701, 1e-300, 2.0.squareRoot(), 1.4142135623730951.nextUp, 0.5,
        ]
        let expInputs =
            special.filter { $0.isFinite } + (0..<4000).map { _ in Double.random(in: -720...720, using: &rng) }
        for x in Self.groups(expInputs) {
            let lanes = Math.expFast(x)
            for k in 0..<8 where lanes[k].bitPattern != Math.expFast(x[k]).bitPattern {
                Issue.record("expFast(\(x[k])): \(lanes[k]) vs \(Math.expFast(x[k]))")
                return
            }
        }
        let logInputs =
            special + (0..<4000).map { i in Double.random(in: 0...1, using: &rng) * Math.expFast(Double(i % 80) - 40) }
        for x in Self.groups(logInputs) {
            let lanes = Math.logFast(x)
            for k in 0..<8
            where lanes[k].bitPattern != Math.logFast(x[k]).bitPattern && !(lanes[k].isNaN && Math.logFast(x[k]).isNaN)
            {
                Issue.record("logFast(\(x[k])): \(lanes[k]) vs \(Math.logFast(x[k]))")
                return
            }
        }
        // Lamé corner exponents and their inverses over ratios in 0…2, zero included.
        let bases = [0.0] + (0..<2000).map { _ in Double.random(in: 0...2, using: &rng) }
        let exponents = (0..<2001).map { _ in Double.random(in: 0.2...5, using: &rng) }
        for (x, y) in zip(Self.groups(bases), Self.groups(exponents)) {
            let lanes = Math.powFast(x, y)
            for k in 0..<8 where lanes[k].bitPattern != Math.powFast(x[k], y[k]).bitPattern {
                Issue.record("powFast(\(x[k]), \(y[k])): \(lanes[k]) vs \(Math.powFast(x[k], y[k]))")
                return
            }
        }
    }

    @Test func distanceLanesEqualTheScalarDistance() {
        var rng = SplitMix64(seed: 5)
        for shape in cornerKinds {
            for _ in 0..<600 {
                // Eight pixel centres of one row, anywhere from well outside to the middle.
                let x0 = Double(Int.random(in: -30...180, using: &rng))
                let y = Double(Int.random(in: -30...120, using: &rng)) + 0.5
                let px = WideLanes(0, 1, 2, 3, 4, 5, 6, 7) + x0 + 0.5
                let lanes = shape.distance(lanes: px, y)
                for k in 0..<8 where lanes[k].bitPattern != shape.distance(px[k], y).bitPattern {
                    Issue.record("\(shape.radii) at (\(px[k]), \(y)): \(lanes[k]) vs \(shape.distance(px[k], y))")
                    return
                }
            }
        }
    }

    @Test func smoothstepLanesEqualTheScalarFunction() {
        var rng = SplitMix64(seed: 3)
        let xs = [-0.75, 0.75, 0, -0.0, 2, -2] + (0..<800).map { _ in Double.random(in: -1.5...1.5, using: &rng) }
        for x in Self.groups(xs) {
            let lanes = laneSmoothstep(-0.75, 0.75, x)
            for k in 0..<8 where lanes[k].bitPattern != smoothstep(-0.75, 0.75, x[k]).bitPattern {
                Issue.record("smoothstep at \(x[k])")
                return
            }
        }
    }

    @Test func sampleLanesEqualTheScalarSampler() {
        var rng = SplitMix64(seed: 11)
        let image = randomImage(37, 23, seed: 2, opaque: false)
        let rect = PixelRect(x: 5, y: 9, width: 37, height: 23)
        let texels = UnsafeMutablePointer<Float>.allocate(capacity: 128)
        defer { texels.deallocate() }
        let lanes = SampleLanes(texels: texels)
        image.bytes.withUnsafeBufferPointer { px in
            for trial in 0..<3000 {
                // Fractional positions, pixel centres (the exact-texel case), and points beyond every edge;
                // rows shared by all lanes (the tail grid) or one per lane (the post-lens blur).
                func coordinate(_ k: Int, _ limit: Double) -> Double {
                    k % 4 == 0
                        ? Double(Int.random(in: 0...Int(limit), using: &rng)) + 0.5
                        : Double.random(in: -4...limit, using: &rng)
                }
                // Every third trial: eight neighbouring columns of one row (the sampler reads them as runs),
                // from a pixel centre or a fraction, some running off the right edge.
                let run = Double.random(in: -3...48, using: &rng).rounded(trial % 2 == 0 ? .down : .toNearestOrEven)
                let x =
                    trial % 3 == 0
                    ? WideLanes(0, 1, 2, 3, 4, 5, 6, 7) + run + (trial % 2 == 0 ? 0.5 : 0.25)
                    : WideLanes((0..<8).map { coordinate($0, 50) })
                let shared = coordinate(trial, 40)
                let y =
                    trial % 2 == 0 || trial % 3 == 0
                    ? WideLanes(repeating: shared) : WideLanes((0..<8).map { coordinate($0 + 1, 40) })
                let s = lanes.sample(x, y, rect: rect, px.baseAddress!)
                for k in 0..<8 {
                    let q = BilinearSampler.sample(x[k], y[k], rect: rect, px.baseAddress!)
                    let same = [(s.r[k], q.r), (s.g[k], q.g), (s.b[k], q.b), (s.a[k], q.a)].allSatisfy {
                        $0.0.bitPattern == $0.1.bitPattern
                    }
                    if !same {
                        Issue.record("(\(x[k]), \(y[k])): \(s.r[k]) \(s.g[k]) \(s.b[k]) \(s.a[k]) vs \(q)")
                        return
                    }
                }
            }
        }
    }

    @Test func gradientRowsEqualThePerPixelColours() {
        func stop(_ r: UInt8, _ a: UInt8, _ offset: Double) -> LinearGradient.Stop {
            .init(color: StraightColor(r8: r, g8: 255 - r, b8: r / 2, a8: a), offset: offset)
        }
        let stops = [
            stop(10, 255, 0.1), stop(200, 128, 0.4), stop(90, 255, 0.4), stop(250, 30, 0.75), stop(0, 255, 0.9),
        ]
        let gradients = [
            LinearGradient(fromX: 3, fromY: 2, toX: 180, toY: 40, stops: stops),  // t rising along a row
            LinearGradient(fromX: 190, fromY: 10, toX: 4, toY: 60, stops: stops),  // t falling
            LinearGradient(fromX: 20, fromY: 0, toX: 20, toY: 50, stops: stops),  // constant along a row
            LinearGradient(fromX: 7, fromY: 7, toX: 7, toY: 7, stops: stops),  // degenerate: t = 0
            LinearGradient(fromX: 0, fromY: 0, toX: 100, toY: 0, stops: [stop(5, 255, 0.5)]),
        ]
        let row = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: 200)
        defer { row.deallocate() }
        for (index, g) in gradients.enumerated() {
            for y in [0.5, 13.5, 49.5] {
                g.colors(row: y, from: -10, count: 200, into: row)
                for i in 0..<200 where row[i] != g.color(atX: -10 + Double(i) + 0.5, y: y) {
                    Issue.record("gradient \(index), y \(y), pixel \(i)")
                    return
                }
            }
        }
    }
}
