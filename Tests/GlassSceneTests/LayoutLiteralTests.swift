import Foundation
import Testing

/// The components' layout constants stand in named tables, never as bare numbers in their layout code: each
/// is a `static let` whose name says its unit (`toolbarSideInsetPt`), beside the figure it comes from, so a
/// figure is changed in one place and landscape, Dynamic Type and right to left reach every use of it. Held by
/// scanning Sources/GlassScene/Components: outside a table's declarations, a numeric literal other than 0, 1
/// and 2 (none, one, halves and both sides) is refused. The files not converted yet are listed in
/// `LayoutLiteralAllowList` with the reason; an entry whose file no longer holds a literal must be removed.
@Suite struct LayoutLiteralTests {
    static let components = NumericBoundaryTests.sources.appendingPathComponent("GlassScene/Components")

    /// The units a table's names end in.
    static let units = [
        "Pt", "Px", "Opacity", "Fraction", "Factor", "Count", "Items", "Tabs", "Pages", "Characters", "Weight",
    ]

    static let literal = try! NSRegularExpression(
        pattern: #"(?<![A-Za-z0-9_.$])[0-9]+(?:\.[0-9]+)?(?:e-?[0-9]+)?(?![A-Za-z0-9_.])"#)
    static let string = try! NSRegularExpression(pattern: #""(?:[^"\\]|\\.)*""#)
    static let subscriptIndex = try! NSRegularExpression(pattern: #"\[[0-9]\]"#)
    /// A table's line: `static let nameUnit = 28.0` (or several, comma-separated; a range; a list of figures
    /// on one line, `[1, 0.85]`).
    static let declaration = try! NSRegularExpression(
        pattern:
            #"^(?:(?:public|private|fileprivate)\s+)?static let\s+([a-z][A-Za-z0-9]*)\s*(?::\s*\w+\s*)?=\s*\[?-?[0-9]"#)
    static let declaredName = try! NSRegularExpression(
        pattern: #"(?:static let|,)\s*([a-z][A-Za-z0-9]*)\s*(?::\s*\w+\s*)?=\s*\[?-?[0-9]"#)

    struct Hit: CustomStringConvertible, Equatable {
        let line: Int
        let literal: String
        let code: String
        var description: String { "\(line): \(literal) in \(code)" }
    }

    static func matches(_ re: NSRegularExpression, _ s: String) -> [String] {
        re.matches(in: s, range: NSRange(s.startIndex..., in: s)).map { m in
            String(s[Range(m.range(at: m.numberOfRanges > 1 ? 1 : 0), in: s)!])
        }
    }

    static func replacing(_ re: NSRegularExpression, in s: String, with t: String) -> String {
        re.stringByReplacingMatches(in: s, range: NSRange(s.startIndex..., in: s), withTemplate: t)
    }

    /// The bare literals of `source` outside its tables, and the table names without a unit.
    static func scan(_ source: String) -> (literals: [Hit], unitless: [String]) {
        var hits: [Hit] = []
        var unitless: [String] = []
        for (n, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var code = NumericBoundaryTests.code(line)
            code = replacing(string, in: code, with: "\"\"")
            code = replacing(subscriptIndex, in: code, with: "[i]")
            code = code.replacingOccurrences(of: "...", with: " ... ").replacingOccurrences(of: "..<", with: " ..< ")
            if !matches(declaration, code).isEmpty {
                unitless += matches(declaredName, code).filter { name in !units.contains { name.hasSuffix($0) } }
                continue
            }
            for l in matches(literal, code) where !["0", "1", "2", "0.0", "1.0", "2.0"].contains(l) {
                hits.append(Hit(line: n + 1, literal: l, code: code))
            }
        }
        return (hits, unitless)
    }

    /// The scan finds the literals the review found, and passes a table and its use.
    @Test func theScanFindsLiteralOffsets() {
        let found = Self.scan(
            """
            let y = c.heightPt - 21 - 62 + 7   // the tab bar's line
            J.glass(x: 28, available: w - 56)
            let half = w / 2, both = 2 * inset, tuple = p.0, index = f[3], none = 0
            let note = "12 pt, 48 pt"
            """)
        #expect(found.literals.map(\.literal) == ["21", "62", "7", "28", "56"])
        let table = Self.scan(
            """
            /// Apple: 28 pt side insets.
            static let sideInsetPt = 28.0, heightPt = 48.0
            static let gap = 8.0
            static let spokesOpacity = [1, 0.85], weights = [3, 2]
            let x = Toolbar.sideInsetPt + c.safeLeftPt
            """)
        #expect(table.literals.isEmpty)
        #expect(table.unitless == ["gap", "weights"])
    }

    @Test func componentsKeepTheirMetricsInTables() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.components.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        var failures: [String] = []
        var stale: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.components.appendingPathComponent(file), encoding: .utf8)
            let found = Self.scan(text)
            // The Dynamic Type components keep their figures in `…Metrics` tables that switch with the design
            // (`rowMinHeightPt = liquid ? 52 : 44`): ComponentMetricsTests holds those files to their tables.
            if ComponentMetricsTests.files.contains(file) { continue }
            if LayoutLiteralAllowList.files[file] != nil {
                if found.literals.isEmpty && found.unitless.isEmpty { stale.append(file) }
                continue
            }
            failures += found.literals.map { "Components/\(file):\($0)" }
            failures += found.unitless.map { "Components/\(file): \($0) names no unit" }
        }
        #expect(failures.isEmpty, "\(failures.count) literals outside tables:\n\(failures.joined(separator: "\n"))")
        #expect(stale.isEmpty, "converted; remove from LayoutLiteralAllowList: \(stale)")
        let missing = LayoutLiteralAllowList.files.keys.filter { !files.contains($0) }
        #expect(missing.isEmpty, "allowed files that do not exist: \(missing)")
    }
}

/// The component files whose layout still holds bare numbers, each with why; the list only shrinks.
enum LayoutLiteralAllowList {
    static let files: [String: String] = [
        "Device.swift":
            "the device table itself: each figure is a device's size, scale, corner radius or safe area, in its row",
        "Lowering.swift": "no layout: the canvas scales glass draws at (1, 2, 3) and the component limit",
        "Mirror.swift": "no layout: the lengths of the side names it swaps (Left, Right)",
        "Provenance.swift": "no layout: the provenance tag's three fields",
    ]
}
