import Foundation
import GlassScene
import Testing

/// The audit baseline's format: glass's parser and `schema/audit-baseline.schema.json` agree on what is a
/// baseline, and the text glass writes reads back the same.
@Suite struct AuditBaselineTests {
    static let valid = [
        #"{"accepted": []}"#,
        #"{"accepted": [{"path": "layers[0]", "kind": "truncated"}]}"#,
        #"{"$schema": "../schema/audit-baseline.schema.json", "accepted": [{"path": "layers[2].title", "kind": "contrast", "traits": "appearance=dark,dynamicType=AX3", "reason": "ticket 9"}]}"#,
        #"{"accepted": [{"scene": "settings/main", "path": "layers[0]", "kind": "overlaps", "traits": ""}]}"#,
    ]
    static let invalid = [
        #"{"accepted": [{"path": "layers[0]", "kind": "truncate"}]}"#,
        #"{"accepted": [{"path": "layers[0]"}]}"#,
        #"{"accepted": [{"path": 3, "kind": "unsafe"}]}"#,
        #"{"accepted": [{"path": "a", "kind": "unsafe", "traits": "dark"}]}"#,
        #"{"accepted": [{"path": "a", "kind": "unsafe", "why": "x"}]}"#,
        #"{"accepted": [{"scene": 1, "path": "a", "kind": "unsafe"}]}"#,
        #"{"accepted": {}}"#,
        #"{"acceptd": []}"#,
        #"[]"#,
    ]

    @Test func glassAndTheSchemaAgree() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [(path: String, valid: Bool)] = []
        for (i, text) in (Self.valid.map { ($0, true) } + Self.invalid.map { ($0, false) }).enumerated() {
            let path = dir.appendingPathComponent("b\(i).json").path
            try Data(text.0.utf8).write(to: URL(fileURLWithPath: path))
            files.append((path, text.1))
            #expect(((try? AuditBaseline.parse(Array(text.0.utf8), file: path)) != nil) == text.1, "\(text.0)")
        }
        guard let result = try SchemaTests.validate(files.map(\.path), schema: "audit-baseline") else {
            Issue.record("python3 with jsonschema is needed (apt-get install python3-jsonschema)")
            return
        }
        for f in files { #expect(result[f.path] == f.valid, "\(f.path)") }
    }

    @Test func whatGlassWritesReadsBack() throws {
        let b = AuditBaseline(entries: [
            .init(path: "layers[0]", kind: "truncated", traits: ""),
            .init(path: "layers[1].title \"quoted\"", kind: "overlaps", traits: "dynamicType=AX3", reason: "ok\nfine"),
            .init(scene: "a/b", path: "layers[2]", kind: "unsafe", traits: ""),
        ])
        #expect(try AuditBaseline.parse(Array(b.text().utf8), file: "b.json") == b)
        #expect(b.entry(for: .init(path: "layers[0]", kind: "truncated", traits: "")) == b.entries[0])
        #expect(b.entry(for: .init(path: "layers[0]", kind: "truncated", traits: "dynamicType=AX3")) == nil)
        // An entry without a scene accepts the finding in any scene; one with a scene only there.
        #expect(b.entry(for: .init(scene: "x", path: "layers[0]", kind: "truncated", traits: "")) == b.entries[0])
        #expect(b.entry(for: .init(scene: "a/b", path: "layers[2]", kind: "unsafe", traits: "")) == b.entries[2])
        #expect(b.entry(for: .init(scene: "a/c", path: "layers[2]", kind: "unsafe", traits: "")) == nil)
    }
}
