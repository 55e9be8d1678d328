import GlassCore
import Testing

@testable import GlassPNG

/// Animated PNGs: frame 0 is the still image, later frames only their changed region, every sequence number
/// in order, and decoding gives back each whole frame.
@Suite struct APNGTests {
    static func frame(_ w: Int, _ h: Int, square at: Int) -> PixelBuffer {
        var p = PixelBuffer(width: w, height: h)
        p.fill(with: SIMD4(20, 40, 80, 255))
        for y in 4..<12 {
            for x in at..<(at + 8) where x < w {
                p.bytes.replaceSubrange(((y * w + x) * 4)..<((y * w + x) * 4 + 4), with: [250, 200, 0, 255])
            }
        }
        return p
    }

    static func animate(_ canvases: [PixelBuffer]) throws -> [UInt8] {
        var frames = [APNG.Frame(pixels: canvases[0], delayNumerator: 1, delayDenominator: 60)]
        for i in 1..<canvases.count {
            let r = APNG.changedRegion(canvases[i - 1], canvases[i]) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            frames.append(
                APNG.Frame(pixels: canvases[i].copy(r), x: r.x, y: r.y, delayNumerator: 1, delayDenominator: 60))
        }
        return try APNG.encode(width: canvases[0].width, height: canvases[0].height, frames: frames)
    }

    @Test func framesRoundTripAndOnlyTheirChangeIsWritten() throws {
        let canvases = (0..<6).map { Self.frame(64, 16, square: $0 * 4) }
        let data = try Self.animate(canvases)
        let decoded = try APNG.decode(data)
        #expect(decoded.frames == canvases)
        #expect(decoded.delaysS.allSatisfy { abs($0 - 1.0 / 60) < 1e-12 })
        let chunks = APNG.chunks(data)
        #expect(chunks.map(\.type).prefix(4) == ["IHDR", "acTL", "sRGB", "fcTL"] || chunks[1].type == "acTL")
        #expect(chunks.firstIndex { $0.type == "acTL" }! < chunks.firstIndex { $0.type == "IDAT" }!)
        // Sequence numbers of fcTL and fdAT: 0, 1, 2, … without a gap.
        var seq: [Int] = []
        for c in chunks where c.type == "fcTL" || c.type == "fdAT" {
            seq.append(Int(c.data[0]) << 24 | Int(c.data[1]) << 16 | Int(c.data[2]) << 8 | Int(c.data[3]))
        }
        #expect(seq == Array(0..<seq.count))
        // Frame 1 covers only the square's old and new place: 12 × 8 pixels.
        let second = chunks.filter { $0.type == "fcTL" }[1].data
        #expect(Array(second[4..<12]) == [0, 0, 0, 12, 0, 0, 0, 8])
        // A decoder without APNG support sees frame 0.
        #expect(try PNGCodec.decode(data) == canvases[0])
    }

    @Test func badFramesAreRefusedAndNothingIsTooSmall() throws {
        let a = Self.frame(16, 16, square: 0)
        #expect(throws: PNGError.self) { try APNG.encode(width: 16, height: 16, frames: []) }
        #expect(throws: PNGError.self) {
            try APNG.encode(
                width: 16, height: 16, frames: [APNG.Frame(pixels: a, x: 1, delayNumerator: 1, delayDenominator: 60)])
        }
        #expect(throws: PNGError.self) {
            try APNG.encode(
                width: 16, height: 16,
                frames: [
                    APNG.Frame(pixels: a, delayNumerator: 1, delayDenominator: 60),
                    APNG.Frame(
                        pixels: a.copy(PixelRect(x: 0, y: 0, width: 4, height: 4)), x: 14, y: 0, delayNumerator: 1,
                        delayDenominator: 60),
                ])
        }
        #expect(APNG.changedRegion(a, a) == nil)
        let one = PixelBuffer(width: 1, height: 1, fill: 255)
        let data = try APNG.encode(
            width: 1, height: 1, frames: [APNG.Frame(pixels: one, delayNumerator: 0, delayDenominator: 0)])
        #expect(try APNG.decode(data).frames == [one])
        #expect(throws: PNGError.self) { try APNG.decode(Array(data.prefix(20))) }
        #expect(throws: PNGError.self) { try APNG.decode([]) }
    }

    @Test func theSameBytesAtEveryThreadCount() throws {
        let canvases = (0..<3).map { Self.frame(300, 300, square: $0 * 30) }
        var frames: [APNG.Frame] = canvases.map { APNG.Frame(pixels: $0, delayNumerator: 1, delayDenominator: 30) }
        frames[1].delayNumerator = 2
        let one = try APNG.encode(width: 300, height: 300, frames: frames, workers: .serial)
        let many = try APNG.encode(width: 300, height: 300, frames: frames, workers: ParallelPNGTests.workers(4))
        #expect(one == many)
    }
}
