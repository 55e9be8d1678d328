/// A strict JSON parser (RFC 8259) with a nesting limit, for scene files.
///
/// Errors give the line and column of the problem. Duplicate keys are rejected (a scene that says
/// the same thing twice is a mistake, not a preference).
struct JSONParser {
    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
        var description: String { "line \(line), column \(column): \(message)" }
    }

    static let maxDepth = 64

    private let bytes: [UInt8]
    private var i = 0

    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var p = JSONParser(bytes: bytes)
        // A UTF-8 byte-order mark (some Windows editors write one) is not part of the document.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { p.i = 3 }
        p.skipWhitespace()
        if p.i == bytes.count {
            throw p.fail(bytes.isEmpty ? "the file is empty" : "expected a JSON value, found only whitespace")
        }
        let v = try p.value(depth: 0)
        p.skipWhitespace()
        if p.i != bytes.count { throw p.fail("unexpected text after the JSON value") }
        return v
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func fail(_ message: String) -> Failure {
        var line = 1
        var column = 1
        for b in bytes[0..<min(i, bytes.count)] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Failure(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private var found: String {
        if i >= bytes.count { return "the end of the file" }
        let b = bytes[i]
        return b >= 0x20 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16))"
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        if depth >= Self.maxDepth { throw fail("nesting deeper than \(Self.maxDepth) levels") }
        guard i < bytes.count else { throw fail("expected a value, found the end of the file (truncated?)") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("expected a value, found \(found)")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for b in word.utf8 {
            guard i < bytes.count, bytes[i] == b else { throw fail("expected '\(word)'") }
            i += 1
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        i += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(members)
        }
        // Each turn consumes a byte at least (its ','), so the bytes left bound the turns.
        for _ in i...bytes.count {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                throw fail("expected a key in quotes, found \(found)")
            }
            let keyStart = i
            let key = try string()
            if !seen.insert(key).inserted {
                i = keyStart
                throw fail("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key, found \(found)")
            }
            i += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            guard i < bytes.count else { throw fail("expected ',' or '}', found the end of the file (truncated?)") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "}") {
                i += 1
                return .object(members)
            }
            throw fail("expected ',' or '}', found \(found)")
        }
        throw fail("expected ',' or '}', found the end of the file (truncated?)")
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array(items)
        }
        // Each turn consumes a byte at least (its ','), so the bytes left bound the turns.
        for _ in i...bytes.count {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            guard i < bytes.count else { throw fail("expected ',' or ']', found the end of the file (truncated?)") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1
                return .array(items)
            }
            throw fail("expected ',' or ']', found \(found)")
        }
        throw fail("expected ',' or ']', found the end of the file (truncated?)")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("incomplete \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("invalid hex digit in \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    private mutating func string() throws(Failure) -> String {
        i += 1
        var out: [UInt8] = []
        var closed = false
        // Each turn consumes a byte at least, so the bytes left bound the turns.
        for _ in i...bytes.count {
            guard i < bytes.count else { break }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                closed = true
                break
            }
            if b < 0x20 { throw fail("control character inside a string") }
            if b != UInt8(ascii: "\\") {
                out.append(b)
                i += 1
                continue
            }
            i += 1
            guard i < bytes.count else { throw fail("unterminated escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard i + 2 <= bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw fail("unpaired surrogate in \\u escape")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = Unicode.Scalar(scalar) else { throw fail("invalid \\u escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default: throw fail("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
            }
        }
        guard closed else { throw fail("unterminated string (truncated?)") }
        guard let s = String(validating: out, as: UTF8.self) else { throw fail("a string is not valid UTF-8") }
        return s
    }

    private mutating func number() throws(Failure) -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, p.bytes[p.i] >= UInt8(ascii: "0"), p.bytes[p.i] <= UInt8(ascii: "9") { p.i += 1 }
            return p.i - s
        }
        let intStart = i
        let n = digits(&self)
        if n == 0 { throw fail("expected a digit") }
        if n > 1 && bytes[intStart] == UInt8(ascii: "0") { throw fail("numbers may not have leading zeros") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            if digits(&self) == 0 { throw fail("expected a digit after the decimal point") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            if digits(&self) == 0 { throw fail("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text), v.isFinite else {
            i = start
            throw fail("number \(text) is out of range")
        }
        return v
    }
}
