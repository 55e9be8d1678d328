import GlassCore

/// A seeded generator (SplitMix64) so random tests are repeatable.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An opaque test image made by `f(x, y) -> (r, g, b)`.
func makeImage(_ w: Int, _ h: Int, _ f: (Int, Int) -> (UInt8, UInt8, UInt8)) -> PixelBuffer {
    var img = PixelBuffer(width: w, height: h)
    for y in 0..<h {
        for x in 0..<w {
            let (r, g, b) = f(x, y)
            img[x, y] = SIMD4(r, g, b, 255)
        }
    }
    return img
}

func randomImage(_ w: Int, _ h: Int, seed: UInt64, opaque: Bool = true) -> PixelBuffer {
    var rng = SplitMix64(seed: seed)
    var img = PixelBuffer(width: w, height: h)
    for i in 0..<img.bytes.count { img.bytes[i] = UInt8.random(in: 0...255, using: &rng) }
    if opaque {
        for p in 0..<img.pixelCount { img.bytes[p * 4 + 3] = 255 }
    } else {
        img.premultiply()  // random straight colours → valid premultiplied pixels
    }
    return img
}

/// Outlines of every corner kind on one rectangle (143 × 81 px at a fractional origin): equal continuous
/// corners, unequal and missing continuous ones, unequal circular ones, a capsule, square corners.
let cornerKinds: [RoundedRect] = {
    let rect = RectPx(x: 10.25, y: 7.5, width: 143, height: 81)
    return [
        RoundedRect(rect: rect, radii: .init(uniform: 28), curve: .continuous),
        RoundedRect(
            rect: rect, radii: .init(topLeft: 0, topRight: 40, bottomRight: 9, bottomLeft: 70), curve: .continuous),
        RoundedRect(rect: rect, radii: .init(topLeft: 12, topRight: 30, bottomRight: 0, bottomLeft: 5)),
        .capsule(rect), RoundedRect(rect: rect, radii: .zero),
    ]
}()
