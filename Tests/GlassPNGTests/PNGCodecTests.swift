import Dispatch
import Foundation
import GlassCore
import GlassPNG
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

private func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
}

// The pattern every fixture encodes (see tools/make_png_fixtures.py).
private func v(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * 37 + y * 23) % 256) }
private func g(_ x: Int) -> UInt8 { UInt8((x * 11) % 256) }
private func b(_ y: Int) -> UInt8 { UInt8((y * 53) % 256) }
private func a(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * y * 29 + 40) % 256) }
private func palette(_ i: Int) -> SIMD3<UInt8> {
    let r = UInt8(i * 16)
    let g = UInt8(255 - i * 16)
    let b = UInt8((i * 80) % 256)
    return SIMD3(r, g, b)
}

/// What each fixture must decode to at (x, y).
private func expectedPixel(_ name: String, _ x: Int, _ y: Int) -> SIMD4<UInt8> {
    let p = palette((x + y) % 16)
    switch name {
    case "gray8.png": return SIMD4(v(x, y), v(x, y), v(x, y), 255)
    case "gray-alpha8.png": return SIMD4(v(x, y), v(x, y), v(x, y), a(x, y))
    case "gray4.png":
        let q = (v(x, y) >> 4) * 17
        return SIMD4(q, q, q, 255)
    case "rgb8.png", "rgb16.png", "rgba16.png": return SIMD4(v(x, y), g(x), b(y), 255)
    case "rgba8.png", "rgba8-interlaced.png": return SIMD4(v(x, y), g(x), b(y), a(x, y))
    case "palette.png", "palette4.png": return SIMD4(p.x, p.y, p.z, 255)
    case "palette-trns.png": return SIMD4(p.x, p.y, p.z, UInt8(((x + y) % 16 * 17) % 256))
    default: fatalError("no such fixture")
    }
}

@Suite struct PNGCodecTests {
    @Test(arguments: [
        "gray8.png", "gray-alpha8.png", "gray4.png", "rgb8.png", "rgba8.png", "rgb16.png", "rgba16.png", "palette.png",
        "palette-trns.png", "palette4.png", "rgba8-interlaced.png",
    ])
    func decodesEveryKindToStraightRGBA8(name: String) throws {
        let image = try PNGCodec.decode(try fixture(name))
        #expect(image.width == 8 && image.height == 6, "\(name)")
        for y in 0..<6 {
            for x in 0..<8 {
                let want = expectedPixel(name, x, y)
                let got = image[x, y]
                // Colour of fully transparent pixels is irrelevant; otherwise exact.
                if want.w == 0 {
                    #expect(got.w == 0, "\(name) (\(x), \(y))")
                } else {
                    #expect(got == want, "\(name) (\(x), \(y)): \(got) != \(want)")
                }
            }
        }
    }

    @Test(arguments: ["truncated.png", "corrupt.png", "empty.png", "not-a-png.png"])
    func badFilesAreErrorsWithAMessage(name: String) throws {
        let data = try fixture(name)
        do {
            _ = try PNGCodec.decode(data)
            Issue.record("\(name) decoded")
        } catch {
            guard case .invalidData(let message) = error else {
                Issue.record("\(name): \(error)")
                return
            }
            #expect(!message.isEmpty)
        }
    }

    @Test func absurdSizesAreRefusedBeforeAllocating() throws {
        #expect(throws: PNGError.tooLarge(width: 100000, height: 100000)) {
            try PNGCodec.decode(try fixture("huge-header.png"))
        }
    }

    @Test(arguments: [0, 2, 6, 9])
    func encodeDecodeRoundTripsExactly(level: Int) throws {
        var img = PixelBuffer(width: 37, height: 19)
        for i in 0..<img.bytes.count { img.bytes[i] = UInt8((i * 7919 + level) % 251) }
        for filter in [PNGCodec.Filter.adaptive, .none, .sub, .up, .paeth] {
            let data = try PNGCodec.encode(img, level: level, filter: filter)
            #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(try PNGCodec.decode(data) == img)
        }
    }

    @Test func encodingIsDeterministic() throws {
        var img = PixelBuffer(width: 64, height: 64)
        for i in 0..<img.bytes.count { img.bytes[i] = UInt8(i % 253) }
        #expect(try PNGCodec.encode(img) == PNGCodec.encode(img))
    }
}

@Suite struct PNGFuzzTests {
    /// Seeded byte flips and truncations of valid files: every result decodes or throws; nothing crashes,
    /// and whatever decodes has the declared size.
    @Test(arguments: ["rgba8.png", "rgba8-interlaced.png", "palette-trns.png", "rgb16.png"])
    func mutatedFilesNeverCrash(name: String) throws {
        let original = try fixture(name)
        var state: UInt64 = 0x9E37_79B9 &+ UInt64(name.count)
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var decoded = 0
        var refused = 0
        for _ in 0..<300 {
            var data = original
            for _ in 0..<(1 + next() % 4) {
                let i = next() % data.count
                data[i] = UInt8(truncatingIfNeeded: next())
            }
            if next() % 5 == 0 { data = Array(data.prefix(next() % data.count)) }
            do {
                let image = try PNGCodec.decode(data)
                #expect(image.bytes.count == image.width * image.height * 4)
                decoded += 1
            } catch {
                refused += 1
            }
        }
        #expect(refused > 0)
    }
}

@Suite struct ParallelPNGTests {
    static func workers(_ n: Int) -> Workers {
        // A runner that really runs bands concurrently, without GlassRender's Dispatch helper.
        Workers(count: n) { count, body in
            DispatchQueue.concurrentPerform(iterations: count) { body($0) }
        }
    }

    @Test(arguments: [(1, 1), (7, 5), (700, 500), (1206, 900)])
    func roundTripsThroughLibpngAndIsTheSameAtAnyThreadCount(width: Int, height: Int) throws {
        var img = PixelBuffer(width: width, height: height)
        var state: UInt64 = 12345
        for i in 0..<img.bytes.count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Smooth with some noise, so pieces compress differently.
            img.bytes[i] = UInt8(truncatingIfNeeded: (i / 4 % width) / 3 + Int(state >> 61))
        }
        let one = try PNGCodec.encodeParallel(img, workers: .serial)
        #expect(try PNGCodec.decode(one) == img)
        for n in [2, 3] { #expect(try PNGCodec.encodeParallel(img, workers: Self.workers(n)) == one, "\(n) threads") }
        // Within a few percent of one zlib stream.
        let single = try PNGCodec.encode(img, level: 2, filter: .up)
        #expect(Double(one.count) <= Double(single.count) * 1.05 + 64)
    }

    @Test func picksTheFilterThatDeflatesSmaller() throws {
        // A dithered gradient deflates much smaller with Sub, vertical stripes of noise with Up: each
        // parallel file must be within a few percent of the better single-stream file, and round-trip.
        let w = 600
        let h = 300
        var gradient = PixelBuffer(width: w, height: h)
        let stops: [LinearGradient.Stop] = [
            .init(color: StraightColor(r8: 255, g8: 149, b8: 0), offset: 0),
            .init(color: StraightColor(r8: 0, g8: 122, b8: 255), offset: 1),
        ]
        fillSourceOver(
            &gradient, rect: PixelRect(x: 0, y: 0, width: w, height: h),
            paint: .linearGradient(LinearGradient(fromX: 0, fromY: 0, toX: Double(w), toY: Double(h), stops: stops)))
        var stripes = PixelBuffer(width: w, height: h)
        var state: UInt64 = 99
        var column = [UInt8](repeating: 0, count: w * 4)
        for i in column.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            column[i] = UInt8(truncatingIfNeeded: state >> 56)
        }
        for y in 0..<h {
            for i in 0..<(w * 4) { stripes.bytes[y * w * 4 + i] = i % 4 == 3 ? 255 : column[i] }
        }
        for (name, img) in [("gradient", gradient), ("stripes", stripes)] {
            let parallel = try PNGCodec.encodeParallel(img, workers: Self.workers(2))
            #expect(try PNGCodec.decode(parallel) == img, "\(name)")
            let best = min(
                try PNGCodec.encode(img, level: 2, filter: .up).count,
                try PNGCodec.encode(img, level: 2, filter: .sub).count)
            #expect(Double(parallel.count) <= Double(best) * 1.05 + 64, "\(name): \(parallel.count) vs \(best)")
        }
    }

    @Test func adler32MatchesTheDefinition() {
        // RFC 1950 byte by byte, against the 16-byte blocks: lengths around block and reduction boundaries,
        // all-255 runs (the largest block sums), and continued seeds.
        var state: UInt64 = 5
        let bytes = (0..<200_000).map { i -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return i > 150_000 ? 255 : UInt8(truncatingIfNeeded: state >> 56)
        }
        func reference(_ slice: ArraySlice<UInt8>, seed: UInt32) -> UInt32 {
            var a = seed & 0xFFFF
            var b = seed >> 16
            for v in slice {
                a = (a + UInt32(v)) % 65521
                b = (b + a) % 65521
            }
            return b << 16 | a
        }
        bytes.withUnsafeBufferPointer { p in
            for (start, count) in [
                (0, 0), (0, 1), (3, 15), (0, 16), (7, 17), (0, 65_536), (1, 65_537), (140_000, 60_000), (0, 200_000),
            ] {
                for seed: UInt32 in [1, 0xFFF0_FFF0, 0x1234_5678 % 65521] {
                    let got = Adler32.checksum(p.baseAddress! + start, count: count, seed: seed)
                    #expect(
                        got == reference(bytes[start..<start + count], seed: seed), "\(start)+\(count), seed \(seed)")
                }
            }
        }
    }
}
