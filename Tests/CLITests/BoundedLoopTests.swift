import Foundation
import Testing

/// No loop in `Sources/` runs without a bound: no `while true`, `repeat … while true`, `for (;;)`, `while (1)`
/// or loop over a one-sided range (`for i in 0...`). A loop names its bound (the bytes left, the commands
/// allowed, the attempts) or its exit is a condition that must come. The allow-list holds the loops that run
/// for as long as the user wants, each with the reason it cannot spin.
@Suite struct BoundedLoopTests {
    /// `file: the line's code` of each allowed loop, with why it is not a hang.
    static let allowed: [String: String] = [
        "glass/Watch.swift: while true {#1":
            "`--watch` renders until the user presses Ctrl-C, by design; each turn blocks until a file changes",
        "glass/Watch.swift: while true {#2":
            "reads inotify events until one names a watched file; each read blocks until an event comes",
        "GlassRender/ThreadPool.swift: while true {#1":
            "a pool thread serves for the process's life; each turn waits on a condition until a job is posted",
    ]

    static let patterns: [(name: String, regex: String)] = [
        ("while true", #"\bwhile\s*\(?\s*true\s*\)?\s*(\{|$)"#),
        ("repeat … while true", #"\}\s*while\s+\(?\s*true\b"#),
        ("while (1)", #"\bwhile\s*\(\s*1\s*\)"#),
        ("for (;;)", #"\bfor\s*\(\s*;\s*;\s*\)"#),
        ("a loop over a one-sided range", #"\bfor\b[^{]*\bin\s+[\w.()]+\.\.\.\s*\{"#),
        ("while !false", #"\bwhile\s+!\s*false\b"#),
    ]

    /// `file: code#k` (the k-th occurrence of that code in the file) of each unbounded loop form in `text`.
    static func unboundedLoops(text: String, file: String) -> [String] {
        var out: [String] = []
        var seen: [String: Int] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") || code.hasPrefix("///") || code.hasPrefix("*") { continue }
            for p in patterns where code.range(of: p.regex, options: .regularExpression) != nil {
                let key = "\(file): \(code)"
                seen[key, default: 0] += 1
                out.append("\(key)#\(seen[key]!)")
                break
            }
        }
        return out
    }

    static var sources: String {
        ProcessInfo.processInfo.environment["GLASS_SOURCES"] ?? CLI.root.appendingPathComponent("Sources").path
    }

    @Test func noLoopInTheSourcesIsUnbounded() throws {
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: Self.sources)
        var files = 0
        while let relative = walker?.nextObject() as? String {
            guard [".swift", ".c", ".h"].contains(where: relative.hasSuffix) else { continue }
            files += 1
            let text = try String(contentsOfFile: Self.sources + "/" + relative, encoding: .utf8)
            found += Self.unboundedLoops(text: text, file: relative)
        }
        #expect(files > 100, "the scan read the sources")
        let unexplained = found.filter { Self.allowed[$0] == nil }
        #expect(unexplained.isEmpty, "loops without a named bound:\n\(unexplained.joined(separator: "\n"))")
        // Every entry of the allow-list is still a loop of the sources (a stale entry would hide a new one).
        let stale = Set(Self.allowed.keys).subtracting(found)
        #expect(stale.isEmpty, "allow-list entries no longer in the sources: \(stale.sorted())")
    }

    /// The scan finds each form it looks for, and not bounded loops or words in comments.
    @Test func theScanFindsEachForm() {
        let unbounded = [
            "while true {", "repeat {\n} while true", "while (1) {", "for (;;) {", "for i in 0... {",
            "for _ in start... {", "while !false {", "while(true){",
        ]
        for form in unbounded {
            #expect(Self.unboundedLoops(text: form, file: "x").count == 1, "\(form)")
        }
        let bounded = [
            "while i < n {", "for _ in 0...limit {", "for i in 0..<n {", "// while true {", "/// while true",
            "} while n < 0 && errno == EINTR", "let whileTrue = 1", "for _ in i...bytes.count {",
        ]
        for form in bounded {
            #expect(Self.unboundedLoops(text: form, file: "x").isEmpty, "\(form)")
        }
    }
}
