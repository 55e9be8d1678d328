// libFuzzer harness: the PNG decoder (libpng through the shim, and the libdeflate path for glass's own kind
// of PNG, limits from the header). Built and run by tools/fuzz.sh. Each input is decoded as it is, and again
// with every chunk's CRC mended, so that mutations inside chunks reach the inflate and the unfiltering
// instead of stopping at the checksum.
import GlassPNG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? PNGCodec.decode(bytes)
    _ = try? PNGCodec.decode(mendingCRCs(bytes))
    return 0
}

/// `png` with the CRC of each whole chunk recomputed (a chunk that runs past the end is left as it is).
func mendingCRCs(_ png: [UInt8]) -> [UInt8] {
    var out = png
    var offset = 8
    while offset + 12 <= out.count {
        let length = out[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= out.count - offset - 12 else { break }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in out[(offset + 4)..<(offset + 8 + length)] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        for k in 0..<4 { out[offset + 8 + length + k] = UInt8((crc >> (24 - 8 * UInt32(k))) & 0xFF) }
        offset += 12 + length
    }
    return out
}
