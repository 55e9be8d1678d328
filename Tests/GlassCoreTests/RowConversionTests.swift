import GlassCore
import Testing

/// The branch-free byte conversions (`saturatingByte` and the row helpers use them) must give exactly
/// what a plain checked conversion gives.
@Suite struct RowConversionTests {
    /// The reference: saturate, then truncate with a checked conversion.
    static func reference(_ v: Float) -> UInt8 {
        if !(v > 0) { return 0 }
        if v >= 255 { return 255 }
        return UInt8(Int(v))
    }

    @Test func roundedBytesMatchSaturatingByteEverywhere() {
        // Every 1/1024 of a level over −4…260, the half-level boundaries exactly, and the odd values.
        var values: [Float] = stride(from: -4.0, through: 260.0, by: 1.0 / 1024).map { Float($0) }
        for k in 0...256 {
            let half = Float(k) - 0.5
            values += [half, half.nextUp, half.nextDown, Float(k), Float(k).nextDown, Float(k).nextUp]
        }
        values += [.nan, -.nan, .infinity, -.infinity, 1e30, -1e30, 254.5, 254.49998, .leastNonzeroMagnitude]
        var out = [UInt8](repeating: 7, count: values.count)
        values.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                RowConversion.storeRounded(src.baseAddress!, dst.baseAddress!, count: src.count)
            }
        }
        var mismatches = 0
        for (v, b) in zip(values, out) where b != Self.reference(v + 0.5) || saturatingByte(v) != Self.reference(v) {
            mismatches += 1
        }
        #expect(mismatches == 0)
        #expect(out[values.firstIndex(of: 127.5)!] == 128)
        #expect(out[values.firstIndex(of: Float(127.5).nextDown)!] == 127)
    }

    @Test func loadConvertsEveryByte() {
        let bytes = (0...255).map { UInt8($0) }
        var floats = [Float](repeating: -1, count: 256)
        bytes.withUnsafeBufferPointer { src in
            floats.withUnsafeMutableBufferPointer { RowConversion.load(src.baseAddress!, $0.baseAddress!, count: 256) }
        }
        #expect(floats == (0...255).map { Float($0) })
    }

    @Test func fixedPointRoundTripsEveryByteAndRoundsHalfUp() {
        let bytes = (0...255).map { UInt8($0) }
        var fixed = [UInt16](repeating: 0, count: 256)
        var back = [UInt8](repeating: 0, count: 256)
        bytes.withUnsafeBufferPointer { src in
            fixed.withUnsafeMutableBufferPointer {
                RowConversion.loadFixed(src.baseAddress!, $0.baseAddress!, count: 256)
            }
        }
        fixed.withUnsafeBufferPointer { src in
            back.withUnsafeMutableBufferPointer {
                RowConversion.storeFixed(src.baseAddress!, $0.baseAddress!, count: 256)
            }
        }
        #expect(fixed == (0...255).map { UInt16($0 * 128) })
        #expect(back == bytes)
        let values = (0..<32_704).map { UInt16($0) }
        var rounded = [UInt8](repeating: 0, count: values.count)
        values.withUnsafeBufferPointer { src in
            rounded.withUnsafeMutableBufferPointer {
                RowConversion.storeFixed(src.baseAddress!, $0.baseAddress!, count: src.count)
            }
        }
        let expected = values.map { UInt8((Double($0) / 128).rounded(.toNearestOrAwayFromZero)) }
        #expect(rounded == expected)
    }
}
