import GlassCore

extension APNG {
    /// What an animated PNG holds: each frame's whole canvas as a viewer shows it (every `fcTL` region pasted
    /// over the canvas before it: blend `source`, dispose `none`, the only ones `encode` writes; other
    /// dispose and blend operations are refused), and each frame's delay in seconds.
    public struct Decoded {
        public var frames: [PixelBuffer]
        public var delaysS: [Double]
        public var plays: UInt32
    }

    /// Decodes an animated PNG written by `encode` (or any with the same operations); a still PNG is one frame.
    public static func decode(_ png: [UInt8]) throws(PNGError) -> Decoded {
        guard png.count > signature.count, Array(png.prefix(8)) == signature else {
            throw .invalidData(message: "not a PNG")
        }
        let all = chunks(png)
        guard let header = all.first, header.type == "IHDR", header.data.count == 13 else {
            throw .invalidData(message: "no IHDR")
        }
        func be32(_ d: [UInt8], _ i: Int) -> Int {
            Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3])
        }
        let (width, height) = (be32(header.data, 0), be32(header.data, 4))
        guard width > 0, height > 0, width <= PNGLimits.maxSide, height <= PNGLimits.maxSide,
            width * height <= PNGLimits.maxPixels
        else { throw .tooLarge(width: width, height: height) }
        let plays = all.first { $0.type == "acTL" }.map { UInt32(be32($0.data, 4)) } ?? 0
        // Each frame: its control and its data (IDAT for the first, fdAT after the sequence number).
        var pending: (control: [UInt8], data: [UInt8])? = nil
        var parts: [(control: [UInt8], data: [UInt8])] = []
        for c in all {
            switch c.type {
            case "fcTL":
                if let p = pending { parts.append(p) }
                guard c.data.count == 26 else { throw .invalidData(message: "an fcTL of \(c.data.count) bytes") }
                pending = (c.data, [])
            case "IDAT": pending?.data += c.data
            case "fdAT":
                guard c.data.count >= 4 else { throw .invalidData(message: "an empty fdAT") }
                pending?.data += c.data[4...]
            default: break
            }
        }
        if let p = pending { parts.append(p) }
        if parts.isEmpty { return Decoded(frames: [try PNGCodec.decode(png)], delaysS: [0], plays: plays) }
        var canvas = PixelBuffer(width: width, height: height)
        var out = Decoded(frames: [], delaysS: [], plays: plays)
        for p in parts {
            let c = p.control
            let (w, h, x, y) = (be32(c, 4), be32(c, 8), be32(c, 12), be32(c, 16))
            let num = Double(Int(c[20]) << 8 | Int(c[21]))
            let den = Double(Int(c[22]) << 8 | Int(c[23]))
            guard c[24] == 0, c[25] == 0 else {
                throw .invalidData(message: "a dispose or blend other than none/source")
            }
            guard w > 0, h > 0, x + w <= width, y + h <= height else {
                throw .invalidData(message: "a frame outside the canvas")
            }
            var single = signature
            var ihdr = header.data
            for (k, v) in [(0, w), (4, h)] {
                ihdr[k] = UInt8(v >> 24 & 0xFF)
                ihdr[k + 1] = UInt8(v >> 16 & 0xFF)
                ihdr[k + 2] = UInt8(v >> 8 & 0xFF)
                ihdr[k + 3] = UInt8(v & 0xFF)
            }
            PNGCodec.appendChunk(&single, "IHDR", ihdr)
            PNGCodec.appendChunk(&single, "IDAT", p.data)
            PNGCodec.appendChunk(&single, "IEND", [])
            canvas.paste(try PNGCodec.decode(single), x: x, y: y)
            out.frames.append(canvas)
            out.delaysS.append(num / (den == 0 ? 100 : den))
        }
        return out
    }
}
