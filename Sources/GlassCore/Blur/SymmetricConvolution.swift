/// One pass of a convolution with a symmetric kernel over flat `Float` rows, register-blocked.
///
/// `dst[i] = w[r]·tap[r][i] + Σ_{k<r} w[k]·(tap[k][i] + tap[2r−k][i])` for `i < lanes`: mirrored taps are
/// added before the multiply (half the multiplies), and each block of 16 lanes keeps its sums in
/// registers across all taps instead of reading and writing the output row once per tap (16 lanes are four
/// independent vector sums: with 8, the adds waited on each other). Against the
/// plain tap-by-tap loop: the model's 61-tap frost kernel on a full frame 155 → see Benchmarks/README.md.
/// The kernel must be symmetric (`w[k] == w[2r − k]`); sums are in a fixed order, so the result does not
/// depend on where a row starts or on threads.
enum SymmetricConvolution {
    /// `taps[k]` points at the row that tap `k` reads (for a horizontal pass, the padded row shifted by
    /// `4k` lanes; for a vertical pass, source row `k` of the window). `weights.count == 2r + 1`.
    @inline(__always)
    static func apply(
        taps: UnsafePointer<UnsafePointer<Float>>, weights: UnsafeBufferPointer<Float>,
        into dst: UnsafeMutablePointer<Float>, lanes: Int
    ) {
        let r = (weights.count - 1) / 2
        let wc = weights[r]
        let centre = taps[r]
        var i = 0
        while i + 16 <= lanes {
            var a0 = centre[i + 0] * wc
            var a1 = centre[i + 1] * wc
            var a2 = centre[i + 2] * wc
            var a3 = centre[i + 3] * wc
            var a4 = centre[i + 4] * wc
            var a5 = centre[i + 5] * wc
            var a6 = centre[i + 6] * wc
            var a7 = centre[i + 7] * wc
            var a8 = centre[i + 8] * wc
            var a9 = centre[i + 9] * wc
            var a10 = centre[i + 10] * wc
            var a11 = centre[i + 11] * wc
            var a12 = centre[i + 12] * wc
            var a13 = centre[i + 13] * wc
            var a14 = centre[i + 14] * wc
            var a15 = centre[i + 15] * wc
            for k in 0..<r {
                let w = weights[k]
                let p = taps[k] + i
                let q = taps[2 * r - k] + i
                a0 += (p[0] + q[0]) * w
                a1 += (p[1] + q[1]) * w
                a2 += (p[2] + q[2]) * w
                a3 += (p[3] + q[3]) * w
                a4 += (p[4] + q[4]) * w
                a5 += (p[5] + q[5]) * w
                a6 += (p[6] + q[6]) * w
                a7 += (p[7] + q[7]) * w
                a8 += (p[8] + q[8]) * w
                a9 += (p[9] + q[9]) * w
                a10 += (p[10] + q[10]) * w
                a11 += (p[11] + q[11]) * w
                a12 += (p[12] + q[12]) * w
                a13 += (p[13] + q[13]) * w
                a14 += (p[14] + q[14]) * w
                a15 += (p[15] + q[15]) * w
            }
            dst[i + 0] = a0
            dst[i + 1] = a1
            dst[i + 2] = a2
            dst[i + 3] = a3
            dst[i + 4] = a4
            dst[i + 5] = a5
            dst[i + 6] = a6
            dst[i + 7] = a7
            dst[i + 8] = a8
            dst[i + 9] = a9
            dst[i + 10] = a10
            dst[i + 11] = a11
            dst[i + 12] = a12
            dst[i + 13] = a13
            dst[i + 14] = a14
            dst[i + 15] = a15
            i += 16
        }
        while i < lanes {
            var a = centre[i] * wc
            for k in 0..<r { a += (taps[k][i] + taps[2 * r - k][i]) * weights[k] }
            dst[i] = a
            i += 1
        }
    }
}
