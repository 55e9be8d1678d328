/// One pass of a symmetric convolution over flat `u16` rows of levels in 8.7 fixed point (level · 128, at
/// most 32 640), with weights in 0.16 fixed point: eight lanes to an SSE register where `Float` has four.
///
/// Each term is `⌊(a + b) · W / 2¹⁶⌋` for a mirrored pair `a`, `b` (their sum fits 16 bits), the pattern
/// the compiler turns into one high-half multiply (`pmulhuw`). Each floor loses half a unit on average, so
/// the sum starts from a bias of half a unit per term; the error of a pass stays within a few units,
/// a few hundredths of a level. Sums are in a fixed order: the result does not depend on where a row
/// starts or on threads.
struct FixedKernel {
    /// `weights[k]` for the taps `k` and `2r − k`, `k < r`; `weights[r]` for the centre. They sum, with
    /// the mirrored taps counted twice, to exactly 2¹⁶: a constant row stays constant within the bias.
    let weights: [UInt16]
    let bias: UInt16

    /// The kernel of the symmetric, normalised `Float` weights `w` (odd count).
    init(_ w: [Float]) {
        let r = (w.count - 1) / 2
        if r == 0 {
            // The identity (σ = 0): `apply` copies.
            weights = [0]
            bias = 0
            return
        }
        var fixed = (0..<r).map {
            WholeNumber.clamped(Double(w[$0]) * 65_536, .toNearestOrAwayFromZero, into: 0...UInt16.max)
        }
        let sides = fixed.reduce(0) { $0 + 2 * Int($1) }
        if sides == 0 {
            // Side weights that all round to 0 in 0.16 fixed point: the identity, as for r = 0.
            weights = [0]
            bias = 0
            return
        }
        precondition(sides < 65_536, "the centre weight lies in (0, 1)")
        fixed.append(UInt16(65_536 - sides))
        weights = fixed
        bias = UInt16((r + 1) / 2)
    }

    /// `dst[i] = bias + ⌊c[i]·W_r⌋ + Σ_{k<r} ⌊(taps[k][i] + taps[2r−k][i])·W_k⌋` (each ⌊·⌋ of a
    /// product over 2¹⁶) for `i < lanes`.
    @inline(__always)
    static func apply(
        taps: UnsafePointer<UnsafePointer<UInt16>>, weights: UnsafeBufferPointer<UInt16>, bias: UInt16,
        into dst: UnsafeMutablePointer<UInt16>, lanes: Int
    ) {
        let r = weights.count - 1
        let centre = taps[r]
        if r == 0 {
            dst.update(from: centre, count: lanes)
            return
        }
        // The centre and the first pair store; then two pairs a pass, so the output row is read and written
        // once for every two pairs (a pass a pair was 14% more instructions for the same sums).
        let wc = UInt32(weights[r])
        let p0 = taps[0]
        let q0 = taps[2 * r]
        let w0 = UInt32(weights[0])
        for i in 0..<lanes { dst[i] = bias &+ high(centre[i], wc) &+ high(p0[i] &+ q0[i], w0) }
        var k = 1
        while k + 1 < r {
            let p = taps[k]
            let q = taps[2 * r - k]
            let w = UInt32(weights[k])
            let p2 = taps[k + 1]
            let q2 = taps[2 * r - k - 1]
            let w2 = UInt32(weights[k + 1])
            for i in 0..<lanes { dst[i] &+= high(p[i] &+ q[i], w) &+ high(p2[i] &+ q2[i], w2) }
            k += 2
        }
        if k < r {
            let p = taps[k]
            let q = taps[2 * r - k]
            let w = UInt32(weights[k])
            for i in 0..<lanes { dst[i] &+= high(p[i] &+ q[i], w) }
        }
    }

    /// `⌊x · w / 2¹⁶⌋` for a weight `w < 2¹⁶`: one `pmulhuw` lane.
    @inline(__always) static func high(_ x: UInt16, _ w: UInt32) -> UInt16 {
        UInt16(truncatingIfNeeded: (UInt32(x) &* w) &>> 16)
    }
}
