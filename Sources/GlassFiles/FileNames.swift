/// File names as the file system sees them: bytes. A name is cut by its UTF-8 bytes, never by characters:
/// a character (grapheme cluster) can swallow the dot of `.json` (`x؀.json`: U+0600 joins the character
/// after it), and cutting five characters then gave `x`, the name of another scene's output.
public enum FileNames {
    /// The longest file name (one path component) Linux file systems hold, in bytes (`NAME_MAX`).
    public static let maxBytes = 255

    /// Whether the last component of `path` is longer than a file system holds: a name made longer (a trait
    /// matrix's `NAME[k=v,…].png`) is refused whole, never cut, since a cut name can be another's.
    public static func lastComponentTooLong(_ path: String) -> Int? {
        let count = path.utf8.split(separator: UInt8(ascii: "/")).last?.count ?? 0
        return count > maxBytes ? count : nil
    }

    /// `name` without a final `.json` (compared byte for byte), or nil when it does not end so or is only
    /// the extension.
    public static func stem(_ name: String, extension ext: String = ".json") -> String? {
        let bytes = Array(name.utf8)
        let suffix = Array(ext.utf8)
        guard bytes.count > suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        // Dropping ASCII bytes from the end of valid UTF-8 leaves valid UTF-8.
        return String(decoding: bytes.dropLast(suffix.count), as: UTF8.self)
    }

    /// Whether the name's bytes end with `ext` after at least one byte.
    public static func hasExtension(_ name: [UInt8], _ ext: String) -> Bool {
        let suffix = Array(ext.utf8)
        return name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
    }

    /// A name's bytes as text: UTF-8 when it is, else with each byte that is not ASCII shown as `\xFF`,
    /// for an error line about a name that cannot be opened through a `String` path.
    public static func shown(_ name: [UInt8]) -> String {
        if let text = String(validating: name, as: UTF8.self) { return text }
        return name.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x\(String($0, radix: 16, uppercase: true))" }
            .joined()
    }
}
