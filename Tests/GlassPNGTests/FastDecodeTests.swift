import Foundation
import GlassCore
import Testing

@testable import GlassPNG

/// The libdeflate path decodes what glass writes to the same pixels as libpng, and leaves everything else,
/// damaged files included, to libpng: same pixels or the same error, with the fast path allowed or not.
@Suite struct FastDecodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// Whether this system has libdeflate (CI installs it; without it every file goes to libpng).
    static let libdeflate =
        FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libdeflate.so.0")
        || FileManager.default.fileExists(atPath: "/usr/lib/aarch64-linux-gnu/libdeflate.so.0")

    static func files(_ folder: String) -> [URL] {
        let dir = root.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".png") }
            .sorted().map { dir.appendingPathComponent($0) }
    }

    /// Both ways of decoding, as a comparable outcome.
    static func outcomes(_ data: [UInt8]) -> (fast: String, libpng: String) {
        func outcome(_ allowFast: Bool) -> String {
            do {
                let image = try PNGCodec.decode(data, allowFast: allowFast)
                return "\(image.width)x\(image.height) \(image.bytes.hashValue)"
            } catch {
                return "error: \(error.description)"
            }
        }
        return (outcome(true), outcome(false))
    }

    @Test func theGoldensTakeTheFastPathToTheSamePixels() throws {
        #expect(PNGCodec.inflater == (Self.libdeflate ? "libdeflate" : "zlib"))
        let goldens = Self.files("golden")
        try #require(goldens.count > 10)
        for url in goldens {
            let data = [UInt8](try Data(contentsOf: url))
            let libpng = try PNGCodec.decode(data, allowFast: false)
            let fast = PNGCodec.decodeWithoutLibPNG(data)
            if Self.libdeflate {
                #expect(fast.map { $0 == libpng } == true, "\(url.lastPathComponent): the fast path differs")
            } else {
                #expect(fast == nil)
            }
        }
    }

    @Test func everyFixtureDecodesAlikeEitherWay() throws {
        for url in Self.files("Tests/GlassPNGTests/Fixtures") {
            let o = Self.outcomes([UInt8](try Data(contentsOf: url)))
            #expect(o.fast == o.libpng, "\(url.lastPathComponent)")
        }
        // Only the 8-bit RGBA, non-interlaced fixture is taken by the fast path.
        let taken = try Self.files("Tests/GlassPNGTests/Fixtures").filter {
            PNGCodec.decodeWithoutLibPNG([UInt8](try Data(contentsOf: $0))) != nil
        }
        #expect(taken.map(\.lastPathComponent) == (Self.libdeflate ? ["rgba8.png"] : []))
    }

    /// A small image written by glass, then damaged in each way the fast path must refuse: every outcome is
    /// libpng's (an error, or its pixels where it reads past the damage).
    @Test func damagedFilesAreLeftToLibPNG() throws {
        var image = PixelBuffer(width: 23, height: 9)
        for i in 0..<image.bytes.count { image.bytes[i] = UInt8((i * 37 + i / 92) % 256) }
        let png = try PNGCodec.encode(image, level: 6, filter: .adaptive)
        #expect(try PNGCodec.decode(png) == image)
        if Self.libdeflate { #expect(PNGCodec.decodeWithoutLibPNG(png).map { $0 == image } == true) }
        let idat = try #require(Self.chunk("IDAT", in: png))
        var mutants: [(String, [UInt8])] = []
        var flipped = png
        flipped[idat.data + idat.length / 2] ^= 0x40
        mutants.append(("IDAT byte flipped, CRC stale", flipped))
        mutants.append(("IDAT byte flipped, CRC mended", Self.mendCRC(flipped, idat)))
        mutants.append(("no IEND", Array(png.dropLast(12))))
        mutants.append(("truncated in IDAT", Array(png.prefix(idat.data + idat.length / 2))))
        mutants.append(("trailing bytes after IEND", png + [1, 2, 3]))
        var bigLength = png
        bigLength[idat.data - 8] = 0x7F
        mutants.append(("IDAT length past the end", bigLength))
        var critical = png
        critical.replaceSubrange((idat.data - 4)..<idat.data, with: Array("IDAX".utf8))
        mutants.append(("unknown critical chunk", Self.mendCRC(critical, idat)))
        // A chunk after the image data whose name is not four letters (libpng refuses it; it is only read at
        // the end), and a zlib window of 256 bytes that the rows outrun.
        let end = png.count - 12
        var badName = Array(png[..<end]) + [0, 0, 0, 1] + Array("a1cd".utf8) + [7, 0, 0, 0, 0] + Array(png[end...])
        badName = Self.mendCRC(badName, (data: end + 8, length: 1))
        mutants.append(("a chunk named a1cd after IDAT", badName))
        var smallWindow = png
        smallWindow[idat.data] = 0x08  // CINFO 0: a 256-byte window
        smallWindow[idat.data + 1] =
            UInt8(31 - (0x08 * 256 + Int(smallWindow[idat.data + 1] & 0xE0)) % 31)
            | (smallWindow[idat.data + 1] & 0xE0)
        mutants.append(("a 256-byte zlib window", Self.mendCRC(smallWindow, idat)))
        for (what, data) in mutants {
            let o = Self.outcomes(data)
            #expect(o.fast == o.libpng, "\(what)")
            #expect(PNGCodec.decodeWithoutLibPNG(data) == nil || what == "trailing bytes after IEND", "\(what)")
        }
    }

    /// The first chunk of `type`: where its data starts and its length.
    static func chunk(_ type: String, in png: [UInt8]) -> (data: Int, length: Int)? {
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == type { return (offset + 8, length) }
            offset += 12 + length
        }
        return nil
    }

    /// `png` with the CRC of the chunk whose data is at `chunk` recomputed.
    static func mendCRC(_ png: [UInt8], _ chunk: (data: Int, length: Int)) -> [UInt8] {
        var out = png
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in png[(chunk.data - 4)..<(chunk.data + chunk.length)] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        for k in 0..<4 { out[chunk.data + chunk.length + k] = UInt8((crc >> (24 - 8 * UInt32(k))) & 0xFF) }
        return out
    }
}
