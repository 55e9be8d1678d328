extension NumericBoundaryAllowList {
    /// Motion: APNG chunks and the frame rate, each bounded where it is read or checked.
    static let motionGroups: [(reason: String, sites: [Site])] = [
        (
            "bytes of a PNG chunk → integer: widening, or masked to 8 bits",
            [
                site(
                    "GlassPNG/APNG+Decode.swift",
                    "Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3])"),
                site(
                    "GlassPNG/APNG+Decode.swift",
                    "let plays = all.first { $0.type == \"acTL\" }.map { UInt32(be32($0.data, 4)) } ?? 0"),
                site("GlassPNG/APNG+Decode.swift", "let num = Double(Int(c[20]) << 8 | Int(c[21]))"),
                site("GlassPNG/APNG+Decode.swift", "let den = Double(Int(c[22]) << 8 | Int(c[23]))"),
                site("GlassPNG/APNG+Decode.swift", "ihdr[k] = UInt8(v >> 24 & 0xFF)"),
                site("GlassPNG/APNG+Decode.swift", "ihdr[k + 1] = UInt8(v >> 16 & 0xFF)"),
                site("GlassPNG/APNG+Decode.swift", "ihdr[k + 2] = UInt8(v >> 8 & 0xFF)"),
                site("GlassPNG/APNG+Decode.swift", "ihdr[k + 3] = UInt8(v & 0xFF)"),
                site("GlassPNG/APNG.swift", "d += [UInt8(f.delayNumerator >> 8), UInt8(f.delayNumerator & 0xFF)]"),
                site("GlassPNG/APNG.swift", "d += [UInt8(f.delayDenominator >> 8), UInt8(f.delayDenominator & 0xFF)]"),
                site(
                    "GlassPNG/APNG.swift",
                    "let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])"),
            ]
        ),
        (
            "a frame's count, size and offset → UInt32: checked non-negative and inside the canvas (at most 16 384 a side) before",
            [
                site("GlassPNG/APNG.swift", "PNGCodec.appendBigEndian(&actl, UInt32(frameCount))"),
                site(
                    "GlassPNG/APNG.swift",
                    "for v in [sequence, UInt32(f.pixels.width), UInt32(f.pixels.height), UInt32(f.x), UInt32(f.y)] {"),
            ]
        ),
        (
            "frames a second → UInt16: --fps is 1…120",
            [
                site(
                    "glass/AnimateCommand+Frames.swift",
                    "var frame = APNG.Frame(pixels: image, delayNumerator: 1, delayDenominator: UInt16(fps))")
            ]
        ),
    ]
}
