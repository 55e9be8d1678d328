/// A byte format for values crossing between `glass` and its worker processes: integers as 8 bytes little
/// endian, doubles as their bit patterns, strings and byte arrays with their length first. Both ends are
/// the same binary, so there is no versioning; a message that does not parse is reported as a failure of
/// the worker, never trusted.
package struct WireWriter {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func int(_ v: Int) {
        withUnsafeBytes(of: Int64(v).littleEndian) { bytes.append(contentsOf: $0) }
    }

    package mutating func double(_ v: Double) { int(Int(Int64(bitPattern: v.bitPattern))) }

    package mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }

    package mutating func data(_ v: [UInt8]) {
        int(v.count)
        bytes.append(contentsOf: v)
    }

    package mutating func string(_ v: String) { data(Array(v.utf8)) }
}

/// Reads what `WireWriter` wrote, in the same order; any read past the end, or a length out of range,
/// throws `WireError`.
package struct WireReader {
    let bytes: [UInt8]
    var offset = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package var isAtEnd: Bool { offset == bytes.count }

    package mutating func int() throws(WireError) -> Int {
        guard bytes.count - offset >= 8 else { throw WireError() }
        var v: UInt64 = 0
        for k in 0..<8 { v |= UInt64(bytes[offset + k]) << (8 * UInt64(k)) }
        offset += 8
        return Int(Int64(bitPattern: v))
    }

    package mutating func double() throws(WireError) -> Double {
        Double(bitPattern: UInt64(bitPattern: Int64(try int())))
    }

    package mutating func bool() throws(WireError) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw WireError() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    package mutating func data() throws(WireError) -> [UInt8] {
        let n = try int()
        guard n >= 0, n <= bytes.count - offset else { throw WireError() }
        offset += n
        return Array(bytes[offset - n..<offset])
    }

    package mutating func string() throws(WireError) -> String { String(decoding: try data(), as: UTF8.self) }
}

/// A message that does not parse.
package struct WireError: Error {}
