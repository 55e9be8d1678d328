/// The version of glass and a hash of the sources it was built from, compiled into the `glass` binary
/// (`glass --version`) and into `GlassTesting`, which uses a `glass` it finds only when the two hashes match.
public enum GlassVersion {
    /// The release version.
    public static let version = "0.1.0"
    /// 128-bit FNV-1a of every file under `Sources/` (hidden files and documentation catalogs aside) and
    /// `Package.swift`, as 32 hexadecimal digits (generated at build time by the SourceHash plugin).
    public static let sourceHash = glassSourceHash
    /// How many files the hash covers.
    public static let sourceFiles = glassSourceFileCount

    /// `glass --version`'s line: `glass 0.1.0 (sources HASH)`, with `, debug` for a debug build.
    public static func line(debug: Bool) -> String {
        "glass \(version) (sources \(sourceHash)\(debug ? ", debug" : ""))"
    }

    /// The source hash of a `--version` line, or nil when the line is not one; `debug` when it names a debug
    /// build.
    public static func parse(_ line: String) -> (hash: String, debug: Bool)? {
        guard line.hasPrefix("glass "), let open = line.firstIndex(of: "("), line.hasSuffix(")") else { return nil }
        let inside = line[line.index(after: open)..<line.index(before: line.endIndex)]
        let parts = inside.split(separator: ",").map { String($0.drop { $0 == " " }) }
        guard let first = parts.first, first.hasPrefix("sources ") else { return nil }
        let hash = String(first.dropFirst(8))
        guard hash.count == 32, hash.allSatisfy({ $0.isHexDigit }) else { return nil }
        return (hash, parts.dropFirst().contains("debug"))
    }
}
