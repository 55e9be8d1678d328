extension GoldenResult {
    /// The prefix of a verdict line.
    package static let verdictPrefix = "glass-verdict "

    /// The result as one line for `glass __snapshot` to hand to `assertGlassSnapshot`: the prefix, then
    /// `encoded()` in hexadecimal without the PNG bytes (the images are in the artifacts; the test's process
    /// never holds them).
    package var verdictLine: String {
        var bare = GoldenResult(
            name: name, scenePath: scenePath, goldenPath: goldenPath, status: status, difference: difference,
            message: message, artifacts: artifacts, expectedPNG: [], actualPNG: [], diffPNG: [])
        bare.changedRegion = changedRegion
        let digits = Array("0123456789abcdef".utf8)
        var line = Array(Self.verdictPrefix.utf8)
        for b in bare.encoded() {
            line += [digits[Int(truncatingIfNeeded: b >> 4)], digits[Int(truncatingIfNeeded: b & 15)]]
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// A result from `verdictLine`'s text (surrounding white space ignored); nil when it is not one.
    package init?(verdictLine text: some StringProtocol) {
        var line = Substring(text)
        while let last = line.last, last.isWhitespace { line = line.dropLast() }
        guard line.hasPrefix(Self.verdictPrefix) else { return nil }
        let hex = Array(line.dropFirst(Self.verdictPrefix.count).utf8)
        guard hex.count % 2 == 0 else { return nil }
        func value(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var i = 0
        while i < hex.count {
            guard let high = value(hex[i]), let low = value(hex[i + 1]) else { return nil }
            bytes.append(high << 4 | low)
            i += 2
        }
        self.init(encoded: bytes)
    }
}
