import CKernels

/// One pass of a convolution with a symmetric kernel over flat `Float` rows.
///
/// `dst[i] = w[r]·tap[r][i] + Σ_{k<r} w[k]·(tap[k][i] + tap[2r−k][i])` for `i < lanes`: mirrored taps are
/// added before the multiply (half the multiplies), and each block of 32 lanes keeps its sums in registers
/// across all taps instead of reading and writing the output row once per tap. The loop is C
/// (`glass_symmetric_convolve`), compiled for the baseline x86-64 and for AVX2 and picked at load time:
/// the same operations in the same order either way (contraction off), so the same bits, eight lanes an
/// instruction where the CPU has AVX2 (the model's frost kernel on a full frame: 83 → 58 ms on the project
/// machine; Benchmarks/README.md). The kernel must be symmetric (`w[k] == w[2r − k]`); sums are in a fixed
/// order, so the result does not depend on where a row starts, on threads or on the CPU.
enum SymmetricConvolution {
    /// `taps[k]` points at the row that tap `k` reads (for a horizontal pass, the padded row shifted by
    /// `4k` lanes; for a vertical pass, source row `k` of the window). `weights.count == 2r + 1`.
    @inline(__always)
    static func apply(
        taps: UnsafePointer<UnsafePointer<Float>>, weights: UnsafeBufferPointer<Float>,
        into dst: UnsafeMutablePointer<Float>, lanes: Int
    ) {
        UnsafeRawPointer(taps).withMemoryRebound(to: UnsafePointer<Float>?.self, capacity: weights.count) { rows in
            glass_symmetric_convolve(rows, weights.baseAddress!, weights.count, dst, lanes)
        }
    }
}
