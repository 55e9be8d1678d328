import CKernels
import Testing

@testable import GlassCore

/// The C kernels picked at load time for the CPU (AVX2 or the baseline) against the baseline build and a
/// plain Swift loop of the same operations, bit for bit: what makes the output independent of the CPU.
@Suite struct DispatchedKernelTests {
    @Test(arguments: [1, 3, 23, 61, 77])
    func symmetricConvolutionIsTheSameOnEveryCPU(taps count: Int) {
        var rng = SplitMix64(seed: UInt64(count))
        let r = (count - 1) / 2
        let half = (0...r).map { _ in Float.random(in: 0...0.2, using: &rng) }
        let weights = (0..<count).map { half[min($0, count - 1 - $0)] }
        for lanes in [0, 1, 7, 31, 32, 33, 64, 100, 1029] {
            // Rows of bytes as floats, with a few extremes (0, 255, a tiny subnormal) among them.
            let rows = (0..<count).map { _ in
                (0..<max(1, lanes)).map { i -> Float in
                    i % 97 == 3 ? .leastNonzeroMagnitude : Float(Int.random(in: 0...255, using: &rng))
                }
            }
            var reference = [Float](repeating: 0, count: lanes)
            for i in 0..<lanes {
                var a = rows[r][i] * weights[r]
                for k in 0..<r { a += (rows[k][i] + rows[2 * r - k][i]) * weights[k] }
                reference[i] = a
            }
            var dispatched = [Float](repeating: -1, count: lanes + 1)
            var baseline = [Float](repeating: -1, count: lanes + 1)
            let pointers = rows.map { UnsafeMutablePointer<Float>.allocate(capacity: $0.count) }
            defer { pointers.forEach { $0.deallocate() } }
            for (p, row) in zip(pointers, rows) { p.initialize(from: row, count: row.count) }
            let taps: [UnsafePointer<Float>?] = pointers.map { UnsafePointer($0) }
            glass_symmetric_convolve(taps, weights, count, &dispatched, lanes)
            glass_symmetric_convolve_baseline(taps, weights, count, &baseline, lanes)
            #expect(dispatched[lanes] == -1 && baseline[lanes] == -1, "wrote past \(lanes) lanes")
            for i in 0..<lanes
            where dispatched[i].bitPattern != reference[i].bitPattern
                || baseline[i].bitPattern != reference[i].bitPattern
            {
                Issue.record(
                    "\(count) taps, \(lanes) lanes, lane \(i): \(dispatched[i]), \(baseline[i]) vs \(reference[i])")
                return
            }
        }
    }

    @Test func roundingToBytesIsTheSameOnEveryCPU() {
        var rng = SplitMix64(seed: 9)
        let special: [Float] = [
            .nan, -.nan, .infinity, -.infinity, 0, -0.0, -0.5, -0.49999997, 0.49999997, 253.5, 254.49998, 254.5,
            254.50002, 255, 255.5, 1e9, -1e9, .leastNonzeroMagnitude, .leastNormalMagnitude, 127.5, 1.5, 2.5,
        ]
        let values = special + (0..<5000).map { _ in Float.random(in: -20...280, using: &rng) }
        for count in [0, 1, 7, 8, 31, 33, values.count] {
            var dispatched = [UInt8](repeating: 7, count: count + 1)
            var baseline = [UInt8](repeating: 7, count: count + 1)
            glass_store_rounded(values, &dispatched, count)
            glass_store_rounded_baseline(values, &baseline, count)
            #expect(dispatched[count] == 7 && baseline[count] == 7, "wrote past \(count) values")
            for i in 0..<count {
                let expected = RowConversion.roundedByte(values[i] + 0.5)
                if dispatched[i] != expected || baseline[i] != expected {
                    Issue.record("\(values[i]): \(dispatched[i]), \(baseline[i]) vs \(expected)")
                    return
                }
            }
        }
    }

    /// The tone curve on eight lanes a permute (AVX2) and one value at a time (baseline) against the scalar
    /// `ToneSegments`, bit for bit: every knot and its neighbours, both zeros, NaN, the infinities,
    /// subnormals, values past either end, at counts that leave a tail.
    @Test func theToneCurveIsTheSameOnEveryCPU() {
        var rng = SplitMix64(seed: 26)
        var special: [Float] = [.nan, -.nan, .infinity, -.infinity, 0, -0.0, -1, 2, 1e30, -1e30]
        special += [.leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1, 0.5]
        for k in 0...8 {
            let x = Float(k) / 8
            special += [x, x.nextUp, x.nextDown]
        }
        let values = special + (0..<4000).map { _ in Float.random(in: -0.2...1.2, using: &rng) }
        let curves =
            [ToneCurve.identity, ToneCurve([0, 0.113, 0.25, 0.363, 0.4973, 0.6263, 0.7534, 0.8839, 1])]
            + (0..<3).map { _ in ToneCurve((0..<9).map { _ in Float.random(in: -0.5...1.5, using: &rng) }) }
        for curve in curves {
            let segments = ToneSegments(curve)
            let t = segments.table
            let table = (0..<16).map { t[$0] }
            for count in [0, 1, 7, 8, 9, 24, 32, values.count] {
                var dispatched = [Float](repeating: -7, count: count + 1)
                var baseline = [Float](repeating: -7, count: count + 1)
                glass_tone_curve(values, &dispatched, table, count)
                glass_tone_curve_baseline(values, &baseline, table, count)
                #expect(dispatched[count] == -7 && baseline[count] == -7, "wrote past \(count) values")
                for i in 0..<count {
                    let expected = segments(values[i])
                    let same = { (v: Float) in v.isNaN ? expected.isNaN : v.bitPattern == expected.bitPattern }
                    if !same(dispatched[i]) || !same(baseline[i]) {
                        Issue.record("\(values[i]): \(dispatched[i]), \(baseline[i]) vs \(expected)")
                        return
                    }
                }
            }
        }
        // In place (`y` is `x`), as the colour chain calls it.
        var inPlace = Array(values.prefix(32))
        let table = (0..<16).map { ToneSegments(curves[1]).table[$0] }
        glass_tone_curve(inPlace, &inPlace, table, 32)
        for i in 0..<32 where !(inPlace[i].isNaN && values[i].isNaN) {
            #expect(inPlace[i].bitPattern == ToneSegments(curves[1])(values[i]).bitPattern || values[i].isNaN)
        }
    }
}
