import Foundation
import Testing

/// The numeric boundary, held by grepping the sources: no conversion from floating point to an integer
/// (`Int(x)`, `Int.init(x)`, `Int32(x)`, `UInt8(x)`, `Int(exactly: x)`, `lround`, …) anywhere under
/// Sources/ but in `WholeNumber` (Sources/GlassCore/Support/WholeNumber.swift), which clamps or refuses and
/// never traps. A grep cannot see types, so every other integer constructor call is listed in
/// `NumericBoundaryAllowList` at its exact line with the reason it cannot trap.
@Suite struct NumericBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// An integer type's constructor, not a label that only takes integers (`truncatingIfNeeded:`,
    /// `bitPattern:`, `clamping:`) or a character (`ascii:`); or a C rounding function.
    static let conversion = try! NSRegularExpression(
        pattern:
            #"(?<![A-Za-z0-9_.])U?Int(?:8|16|32|64)?(?:\.init)?\((?!\s*(?:truncatingIfNeeded|bitPattern|clamping|ascii)\s*:)|(?<![A-Za-z0-9_])l{1,2}r(?:ound|int)\("#
    )

    struct Hit: CustomStringConvertible {
        let file: String
        let number: Int
        let code: String
        var description: String { "Sources/\(file):\(number): \(code)" }
    }

    /// The code of `line` without its `//` comment (a `//` inside a string literal is kept), trimmed.
    static func code(_ line: Substring) -> String {
        var inString = false
        var previous: Character = " "
        var end = line.endIndex
        for i in line.indices {
            let c = line[i]
            if c == "\"" { inString.toggle() }
            if !inString && c == "/" && previous == "/" {
                end = line.index(before: i)
                break
            }
            previous = c
        }
        return line[..<end].trimmingCharacters(in: .whitespaces)
    }

    /// Every line of `files` (path under Sources/ → text) that converts to an integer.
    static func conversions(in files: [(String, String)]) -> [Hit] {
        var hits: [Hit] = []
        for (file, text) in files {
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let c = code(line)
                if conversion.firstMatch(in: c, range: NSRange(c.startIndex..., in: c)) != nil {
                    hits.append(Hit(file: file, number: n + 1, code: c))
                }
            }
        }
        return hits
    }

    /// The conversions of `files` that are neither in `WholeNumber` nor allowed.
    static func violations(in files: [(String, String)]) -> [Hit] {
        let allowed = Set(NumericBoundaryAllowList.groups.flatMap(\.sites))
        return conversions(in: files).filter {
            $0.file != "GlassCore/Support/WholeNumber.swift"
                && !allowed.contains(NumericBoundaryAllowList.Site(file: $0.file, line: $0.code))
        }
    }

    static func sourceFiles() throws -> [(String, String)] {
        var files: [(String, String)] = []
        let walker = FileManager.default.enumerator(atPath: sources.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            files.append((relative, try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func everyConversionToAnIntegerIsCheckedOrAllowed() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100)
        let bad = Self.violations(in: files)
        #expect(
            bad.isEmpty,
            """
            \(bad.count) conversion(s) to an integer outside WholeNumber:
            \(bad.map { "  \($0)" }.joined(separator: "\n"))
            From floating point, use WholeNumber.clamped(value, rule, to: range) (clamps; NaN → the value nearest 0) \
            or WholeNumber.exactly(value, in: range) (nil unless whole and in range), in \
            Sources/GlassCore/Support/WholeNumber.swift; a scene count or index takes Node.integer(in:what:). An \
            integer → integer conversion, or a hot kernel site whose value is bounded where it is computed, goes \
            into Tests/GlassSceneTests/NumericBoundaryAllowList.swift with the reason it cannot trap.
            """)
    }

    /// An allowed line that no longer exists is dropped from the list, so the list stays the sources' own.
    @Test func everyAllowedLineStillExists() throws {
        let present = Set(
            Self.conversions(in: try Self.sourceFiles()).map {
                NumericBoundaryAllowList.Site(file: $0.file, line: $0.code)
            })
        let stale = NumericBoundaryAllowList.groups.flatMap(\.sites).filter { !present.contains($0) }
        #expect(
            stale.isEmpty,
            "allowed conversions no longer in the sources; remove them from NumericBoundaryAllowList: \(stale.map { "Sources/\($0.file): \($0.line)" })"
        )
        for group in NumericBoundaryAllowList.groups { #expect(!group.reason.isEmpty && !group.sites.isEmpty) }
    }

    /// The grep finds what it must: a raw conversion added to the scene module (or anywhere) fails, in each
    /// spelling; integer-only labels and comments do not (string literals are searched: an interpolation is code).
    @Test func theGrepCatchesARawConversion() {
        let flagged = [
            "let n = Int(someDouble)", "let n = Int.init(x.rounded())", "let b = UInt8(v * 255)",
            "let i = Int32(f)", "guard let k = Int(exactly: v) else { return }", "let r = lround(x)",
            "let w = min(Int(a), 4)  // bounded", "let u = UInt(x)",
        ]
        for line in flagged {
            let hits = Self.violations(in: [("GlassScene/New.swift", "import GlassCore\n    \(line)\n")])
            #expect(hits.count == 1 && hits.first?.number == 2, "\(line)")
            #expect(
                hits.first?.description
                    == "Sources/GlassScene/New.swift:2: \(line.prefix { $0 != "/" }.trimmingCharacters(in: .whitespaces))"
            )
        }
        let ignored = [
            "let b = UInt8(truncatingIfNeeded: v)", "let p = Int(bitPattern: raw)", "let c = UInt8(ascii: \"a\")",
            "let n = Int(clamping: big)", "// Int(x) traps on NaN", "/// `UInt8(Int(v))` is slow",
            "let s = \"a // b\" // Int(x)",
            "let n = WholeNumber.clamped(x, .down)", "let m = myInt(x)", "let v = point.Int(3)",
        ]
        for line in ignored {
            #expect(Self.violations(in: [("GlassScene/New.swift", line)]).isEmpty, "\(line)")
        }
        #expect(Self.violations(in: [("GlassCore/Support/WholeNumber.swift", "return I(r); let x = Int(r)")]).isEmpty)
    }
}
