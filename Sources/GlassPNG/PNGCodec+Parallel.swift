import CLibPNG
import GlassCore

extension PNGCodec {
    /// Raw bytes per independently deflated piece. Fixed, so the file is the same at any thread count.
    static let pieceSize = 1 << 20

    /// Encodes straight-alpha RGBA8 as an 8-bit RGBA PNG (with an sRGB chunk), compressing on `workers`:
    /// rows are filtered (Up or Sub for the whole image, `prefersSub`), cut into 1 MiB pieces, and each piece is deflated on its
    /// own, primed with the 32 KiB before it and ended byte-aligned, so the pieces concatenate into one
    /// zlib stream (pigz's method). Files come out about the size of libpng's single stream (the
    /// benchmark frame: 957,902 bytes against 960,111) and identical at any thread count. Each worker
    /// filters the rows of its pieces into a window of 1 MiB and the 32 KiB before it; allocates those
    /// windows and the pieces.
    public static func encodeParallel(_ image: PixelBuffer, level: Int = 2, workers: Workers) throws(PNGError)
        -> [UInt8]
    {
        if image.width == 0 || image.height == 0 { throw .encodingFailed(message: "cannot encode an empty image") }
        let stride = image.width * 4 + 1
        let height = image.height
        let sub = image.bytes.withUnsafeBufferPointer { src in
            prefersSub(src.baseAddress!, width: image.width, height: height, level: Int32(min(max(level, 0), 9)))
        }
        let total = stride * height
        let count = (total + pieceSize - 1) / pieceSize
        let pieces = UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>.allocate(capacity: count)
        let sizes = UnsafeMutablePointer<Int>.allocate(capacity: count)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        let crcs = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        pieces.initialize(repeating: nil, count: count)
        sizes.initialize(repeating: -1, count: count)
        sums.initialize(repeating: 1, count: count)
        crcs.initialize(repeating: 0, count: count)
        defer {
            for i in 0..<count { glass_png_free(pieces[i]) }
            pieces.deallocate()
            sizes.deallocate()
            sums.deallocate()
            crcs.deallocate()
        }
        let clampedLevel = Int32(min(max(level, 0), 9))
        image.bytes.withUnsafeBufferPointer { srcBuffer in
            let src = SharedPointer(UnsafeMutablePointer(mutating: srcBuffer.baseAddress!))
            let outs = SharedPointer(pieces)
            let lengths = SharedPointer(sizes)
            let adlers = SharedPointer(sums)
            let pieceCRCs = SharedPointer(crcs)
            workers.forEachBand(0..<count, minimumRows: 1) { band in
                // Each piece's filtered bytes and the 32 KiB before them, filtered here rather than from
                // a whole filtered copy of the image (12.6 MB of fresh pages on a full frame).
                let window = UnsafeMutablePointer<UInt8>.allocate(capacity: pieceSize + 32768)
                let rowScratch = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
                defer {
                    window.deallocate()
                    rowScratch.deallocate()
                }
                for i in band {
                    let start = i * pieceSize
                    let size = min(pieceSize, total - start)
                    let dictionary = min(start, 32768)
                    filtered(
                        src.base, width: image.width, sub: sub, bytes: (start - dictionary)..<(start + size),
                        into: window, row: rowScratch)
                    let input = window + dictionary
                    var out: UnsafeMutablePointer<UInt8>? = nil
                    var outSize = 0
                    let status = glass_deflate_piece(
                        input, size, dictionary > 0 ? UnsafePointer(window) : nil, dictionary, clampedLevel,
                        i == count - 1 ? 1 : 0, &out, &outSize)
                    if status == 0 {
                        outs.base[i] = out
                        lengths.base[i] = outSize
                        pieceCRCs.base[i] = glass_crc32(0, out, outSize)
                    }
                    adlers.base[i] = Adler32.checksum(input, count: size)
                }
            }
        }
        for i in 0..<count where sizes[i] < 0 { throw .encodingFailed(message: "deflate failed on piece \(i)") }
        // The stream's Adler-32 from the pieces' own, summed in parallel above.
        var adler = sums[0]
        for i in 1..<count { adler = glass_adler32_combine(adler, sums[i], min(pieceSize, total - i * pieceSize)) }
        // The file, written once: signature, IHDR, sRGB, then the IDAT chunk holding the zlib stream
        // (header for deflate with a 32 KiB window at a "fast" level, the pieces, Adler-32), whose CRC is
        // combined from the pieces' CRCs (summed on the workers), then IEND.
        let zlibHeader: [UInt8] = [0x78, 0x5E]
        var adlerBytes: [UInt8] = []
        appendBigEndian(&adlerBytes, adler)
        let idatSize = (0..<count).reduce(zlibHeader.count + adlerBytes.count) { $0 + sizes[$1] }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(idatSize + 128)
        var header: [UInt8] = []
        appendBigEndian(&header, UInt32(image.width))
        appendBigEndian(&header, UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk(&png, "IHDR", header)
        appendChunk(&png, "sRGB", [0])  // perceptual intent, as the libpng path writes
        appendBigEndian(&png, UInt32(idatSize))
        let idatType = Array("IDAT".utf8) + zlibHeader
        png += idatType
        var crc = idatType.withUnsafeBufferPointer { glass_crc32(0, $0.baseAddress, $0.count) }
        for i in 0..<count {
            png.append(contentsOf: UnsafeBufferPointer(start: pieces[i], count: sizes[i]))
            crc = glass_crc32_combine(crc, crcs[i], sizes[i])
        }
        png += adlerBytes
        crc = adlerBytes.withUnsafeBufferPointer { glass_crc32(crc, $0.baseAddress, $0.count) }
        appendBigEndian(&png, crc)
        appendChunk(&png, "IEND", [])
        return png
    }

    /// The filtered stream's bytes `bytes` (offsets into the rows of filter byte plus `4 · width` bytes)
    /// into `out`, each row filtered whole into `row` (one row of scratch) and the part in range copied.
    static func filtered(
        _ pixels: UnsafePointer<UInt8>, width: Int, sub: Bool, bytes: Range<Int>, into out: UnsafeMutablePointer<UInt8>,
        row: UnsafeMutablePointer<UInt8>
    ) {
        let rowBytes = width * 4
        let stride = rowBytes + 1
        var offset = bytes.lowerBound
        while offset < bytes.upperBound {
            let y = offset / stride
            filterRow(pixels + y * rowBytes, y: y, rowBytes: rowBytes, sub: sub, into: row)
            let from = offset - y * stride
            let n = min(stride - from, bytes.upperBound - offset)
            (out + (offset - bytes.lowerBound)).update(from: row + from, count: n)
            offset += n
        }
    }

    /// Filters one row into `out` (the filter byte, then `rowBytes` bytes) with Sub (each byte minus the
    /// one a pixel to its left) or Up (minus the byte above; the first row has none above).
    static func filterRow(
        _ row: UnsafePointer<UInt8>, y: Int, rowBytes: Int, sub: Bool, into out: UnsafeMutablePointer<UInt8>
    ) {
        if sub {
            out[0] = 1
            (out + 1).update(from: row, count: min(4, rowBytes))
            for i in 4..<max(4, rowBytes) { out[1 + i] = row[i] &- row[i - 4] }
        } else {
            out[0] = 2
            if y == 0 {
                (out + 1).update(from: row, count: rowBytes)
            } else {
                let above = row - rowBytes
                for i in 0..<rowBytes { out[1 + i] = row[i] &- above[i] }
            }
        }
    }

    /// Whether the image deflates smaller with Sub than with Up, judged by deflating about 64 KiB of rows
    /// from its middle both ways: dithered gradients deflate a third faster and a quarter smaller with
    /// Sub, photos and flat pages are better with Up, and no per-row measure (libpng's sum of absolute
    /// differences picked Up for the gradients) predicted it. One filter for the whole image, chosen
    /// from the image alone, so the file is the same at any thread count.
    static func prefersSub(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, level: Int32) -> Bool {
        let rowBytes = width * 4
        let rows = min(height, max(1, 65536 / (rowBytes + 1)))
        let first = (height - rows) / 2
        let sample = UnsafeMutablePointer<UInt8>.allocate(capacity: rows * (rowBytes + 1))
        defer { sample.deallocate() }
        func size(sub: Bool) -> Int {
            for r in 0..<rows {
                let y = first + r
                filterRow(pixels + y * rowBytes, y: y, rowBytes: rowBytes, sub: sub, into: sample + r * (rowBytes + 1))
            }
            var out: UnsafeMutablePointer<UInt8>? = nil
            var outSize = 0
            let status = glass_deflate_piece(sample, rows * (rowBytes + 1), nil, 0, level, 1, &out, &outSize)
            defer { glass_png_free(out) }
            return status == 0 ? outSize : Int.max
        }
        return size(sub: true) < size(sub: false)
    }

    static func appendBigEndian(_ bytes: inout [UInt8], _ v: UInt32) {
        bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    static func appendChunk(_ png: inout [UInt8], _ type: String, _ data: [UInt8]) {
        appendBigEndian(&png, UInt32(data.count))
        let typed = Array(type.utf8) + data
        png += typed
        appendBigEndian(&png, typed.withUnsafeBufferPointer { glass_crc32(0, $0.baseAddress, $0.count) })
    }
}
