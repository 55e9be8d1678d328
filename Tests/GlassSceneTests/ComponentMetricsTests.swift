import Foundation
import Testing

/// The layout code of the list, alerts, action sheets, menus and buttons names its figures: every number it
/// lays out with stands in a named table (a type whose name ends in `Metrics`, or a named `static let`),
/// with its unit in its name, beside the figure it comes from. Outside those, a number in the code is 0, 1
/// or 2 (nothing, a unit, halves) or an index; a new literal offset (`y + 7`) fails here, with its line.
@Suite struct ComponentMetricsTests {
    static let components = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/GlassScene/Components")

    static let files = [
        "List.swift", "List+Metrics.swift", "List+Layout.swift", "List+Rows.swift", "Alert.swift",
        "Alert+Metrics.swift", "ActionSheet.swift", "Menu.swift", "Button.swift", "ComponentText.swift",
    ]

    /// `line` without its comment and the contents of its string literals.
    static func code(_ line: String) -> String {
        var out = ""
        var inString = false
        var previous: Character = " "
        var chars = Array(line)[...]
        while let ch = chars.first {
            chars = chars.dropFirst()
            if !inString && ch == "/" && chars.first == "/" { break }
            if ch == "\"" && previous != "\\" { inString.toggle() }
            if !inString || ch == "\"" { out.append(ch) }
            previous = ch
        }
        return out
    }

    /// The literal numbers in `code` other than 0, 1 and 2, indices (`f[3]`, `element(2`) left out.
    static func literals(_ code: String) -> [String] {
        let indices = try! NSRegularExpression(pattern: #"\[\d+\]|element\(\d+"#)
        let stripped = indices.stringByReplacingMatches(
            in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "")
        let number = try! NSRegularExpression(pattern: #"(?<![\w.])\d+(\.\d+)?(?![\w.])"#)
        return number.matches(in: stripped, range: NSRange(stripped.startIndex..., in: stripped)).compactMap {
            Range($0.range, in: stripped).map { String(stripped[$0]) }
        }.filter { Double($0).map { ![0, 1, 2].contains($0) } ?? true }
    }

    /// The lines of `text` outside a `…Metrics` type's body and other than named constants, with numbers.
    static func offenders(_ text: String) -> [(line: Int, text: String, literals: [String])] {
        var out: [(Int, String, [String])] = []
        var metricsDepth: Int? = nil
        var depth = 0
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = code(String(raw))
            let opens = line.filter { $0 == "{" }.count
            let closes = line.filter { $0 == "}" }.count
            let declaresMetrics = line.range(of: #"(enum|struct) \w*Metrics\b"#, options: .regularExpression) != nil
            if metricsDepth == nil && declaresMetrics { metricsDepth = depth }
            let named =
                line.range(of: #"^\s*(static )?(let|var) \w+"#, options: .regularExpression) != nil
                && line.contains("static")
            if metricsDepth == nil && !named {
                let found = literals(line)
                if !found.isEmpty { out.append((i + 1, String(raw), found)) }
            }
            depth += opens - closes
            if let d = metricsDepth, depth <= d, closes > 0 || !declaresMetrics { metricsDepth = nil }
        }
        return out
    }

    @Test(arguments: files)
    func layoutCodeNamesItsFigures(file: String) throws {
        let text = try String(contentsOf: Self.components.appendingPathComponent(file), encoding: .utf8)
        for o in Self.offenders(text) {
            Issue.record("\(file):\(o.line): \(o.literals) in \(o.text.trimmingCharacters(in: .whitespaces))")
        }
    }

    /// The scan finds what it is for, and passes what it allows.
    @Test func theScanCatchesALiteralOffset() {
        #expect(Self.offenders("        let y = top + 7").count == 1)
        #expect(Self.offenders("        J.text(t, x, y + 28, w, 18, size: 13)").first?.literals == ["28", "18", "13"])
        #expect(Self.offenders("        let h = f[3] / 2 + 0 // 44 pt").isEmpty)
        #expect(Self.offenders("        throw n.error(\"expected 1 to 32 rows\")").isEmpty)
        #expect(Self.offenders("    static let rowPt = 44.0").isEmpty)
        #expect(Self.offenders("enum RowMetrics {\n    let a = 3.0\n}\nlet b = 4.0").map(\.line) == [4])
        #expect(
            Self.offenders("struct ListMetrics {\n    init() {\n        x = 16\n    }\n}\nlet b = 4.0").map(\.line) == [
                6
            ])
    }
}
