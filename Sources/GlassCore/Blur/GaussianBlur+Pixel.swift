extension GaussianBlur {
    /// One pixel of a separable blur, computed where it is (edge-clamped): for the few taps the model
    /// takes outside the frosted region. Premultiplied, 0…255.
    public static func blurredPixel(_ source: PixelBuffer, x: Int, y: Int, weightsX: [Float], weightsY: [Float])
        -> SIMD4<Float>
    {
        let rx = (weightsX.count - 1) / 2
        let ry = (weightsY.count - 1) / 2
        // Scalar channels: converting `SIMD4<UInt8>` to `SIMD4<Float>` is a generic call per pixel, and
        // this ran serially (25 taps of a 61×61 kernel per element: ~5 ms each, a drag on two threads).
        var a0: Float = 0
        var a1: Float = 0
        var a2: Float = 0
        var a3: Float = 0
        source.bytes.withUnsafeBufferPointer { px in
            for j in 0..<weightsY.count {
                let sy = min(max(y + j - ry, 0), source.height - 1)
                var r0: Float = 0
                var r1: Float = 0
                var r2: Float = 0
                var r3: Float = 0
                for i in 0..<weightsX.count {
                    let sx = min(max(x + i - rx, 0), source.width - 1)
                    let o = (sy * source.width + sx) * 4  // Safe: sx, sy are clamped into the image.
                    let w = weightsX[i]
                    r0 += Float(px[o]) * w
                    r1 += Float(px[o + 1]) * w
                    r2 += Float(px[o + 2]) * w
                    r3 += Float(px[o + 3]) * w
                }
                let w = weightsY[j]
                a0 += r0 * w
                a1 += r1 * w
                a2 += r2 * w
                a3 += r3 * w
            }
        }
        return SIMD4(a0, a1, a2, a3)
    }
}
