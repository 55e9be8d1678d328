import GlassCore

/// SVG path data (`d`): every command of SVG 1.1 (M L H V C S Q T A Z, absolute and relative, implicit
/// repeats, numbers run together as `1.5.5` or `1-2`, arc flags without separators), parsed into a `Path`
/// in the path's own units. A problem names the byte offset of the first bad token.
struct SVGPathData {
    struct Failure: Error {
        let offset: Int
        let message: String
    }

    /// Most commands one path may hold (each curve flattens to at most `Path.maxSegmentsPerCurve` chords).
    static let maxCommands = 10_000

    let bytes: [UInt8]
    var i = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    static func parse(_ text: String) throws(Failure) -> Path {
        var parser = SVGPathData(text)
        return try parser.parse()
    }

    mutating func skipSeparators() {
        while i < bytes.count,
            bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x2C
        {
            i += 1
        }
    }

    /// Whether a number (or flag) starts here, after separators.
    mutating func numberAhead() -> Bool {
        skipSeparators()
        guard i < bytes.count else { return false }
        let b = bytes[i]
        return (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2D || b == 0x2E
    }

    mutating func number() throws(Failure) -> Double {
        skipSeparators()
        let start = i
        if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
        var digits = 0
        while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 {
            i += 1
            digits += 1
        }
        if i < bytes.count, bytes[i] == 0x2E {
            i += 1
            while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 {
                i += 1
                digits += 1
            }
        }
        if digits == 0 { throw Failure(offset: start, message: "expected a number") }
        if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
            var j = i + 1
            if j < bytes.count, bytes[j] == 0x2B || bytes[j] == 0x2D { j += 1 }
            if j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x39 {
                i = j
                while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1 }
            }
        }
        guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite, abs(v) <= 1e9 else {
            throw Failure(offset: start, message: "expected a number within ±10⁹")
        }
        return v
    }

    mutating func flag() throws(Failure) -> Bool {
        skipSeparators()
        guard i < bytes.count, bytes[i] == 0x30 || bytes[i] == 0x31 else {
            throw Failure(offset: i, message: "expected an arc flag 0 or 1")
        }
        i += 1
        return bytes[i - 1] == 0x31
    }

    mutating func point(relativeTo base: SIMD2<Double>, _ relative: Bool) throws(Failure) -> SIMD2<Double> {
        let x = try number()
        let y = try number()
        return relative ? base + SIMD2(x, y) : SIMD2(x, y)
    }

    mutating func parse() throws(Failure) -> Path {
        var path = Path()
        var pen = SIMD2<Double>(0, 0)
        var start = pen
        var lastControl: SIMD2<Double>? = nil  // reflected by S and T
        var lastWasCubic = false
        var lastWasQuad = false
        var commands = 0
        skipSeparators()
        if i < bytes.count, bytes[i] != 0x4D && bytes[i] != 0x6D {
            throw Failure(offset: i, message: "path data must start with M or m")
        }
        // A turn a command: the turn past `maxCommands` throws, so the loop ends by then.
        for _ in 0...Self.maxCommands {
            skipSeparators()
            guard i < bytes.count else { break }
            let at = i
            let c = bytes[i]
            i += 1
            let relative = c >= 0x61
            let command = relative ? c - 0x20 : c
            commands += 1
            if commands > Self.maxCommands {
                throw Failure(offset: at, message: "more than \(Self.maxCommands) commands")
            }
            var first = true
            repeat {
                var cubic = false
                var quad = false
                switch command {
                case 0x4D:  // M: then implicit L
                    let p = try point(relativeTo: pen, relative)
                    if first {
                        path.move(to: p)
                        start = p
                    } else {
                        path.line(to: p)
                    }
                    pen = p
                case 0x4C:
                    pen = try point(relativeTo: pen, relative)
                    path.line(to: pen)
                case 0x48:
                    let x = try number()
                    pen = SIMD2(relative ? pen.x + x : x, pen.y)
                    path.line(to: pen)
                case 0x56:
                    let y = try number()
                    pen = SIMD2(pen.x, relative ? pen.y + y : y)
                    path.line(to: pen)
                case 0x43, 0x53:
                    let c1 =
                        command == 0x43
                        ? try point(relativeTo: pen, relative)
                        : (lastWasCubic ? 2 * pen - (lastControl ?? pen) : pen)
                    let c2 = try point(relativeTo: pen, relative)
                    let p = try point(relativeTo: pen, relative)
                    path.cubic(control1: c1, control2: c2, to: p)
                    lastControl = c2
                    pen = p
                    cubic = true
                case 0x51, 0x54:
                    let ctrl =
                        command == 0x51
                        ? try point(relativeTo: pen, relative) : (lastWasQuad ? 2 * pen - (lastControl ?? pen) : pen)
                    let p = try point(relativeTo: pen, relative)
                    path.quad(control: ctrl, to: p)
                    lastControl = ctrl
                    pen = p
                    quad = true
                case 0x41:
                    let rx = try number()
                    let ry = try number()
                    let rotation = try number()
                    let large = try flag()
                    let sweep = try flag()
                    let p = try point(relativeTo: pen, relative)
                    path.arc(from: pen, to: p, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep)
                    pen = p
                case 0x5A:
                    path.close()
                    pen = start
                default:
                    throw Failure(offset: at, message: "unknown command '\(Character(Unicode.Scalar(c)))'")
                }
                lastWasCubic = cubic
                lastWasQuad = quad
                first = false
            } while command != 0x5A && numberAhead()
        }
        return path
    }
}
