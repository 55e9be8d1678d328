import Foundation
import GlassScene
import Testing

/// `schema/scene.schema.json` held to the parser with the standard validator (Python `jsonschema`, Draft
/// 2020-12; CI installs `python3-jsonschema`): every scene in the repository validates, and each of a set of
/// invalid scenes is refused by both the schema and glass.
@Suite struct SchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `tools/check_schema.py` on `files` (against `schema/NAME.schema.json` when `schema` names one): path →
    /// valid. Nil when python3 or jsonschema is missing.
    static func validate(_ files: [String], schema: String? = nil) throws -> [String: Bool]? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments =
            ["python3", root.appendingPathComponent("tools/check_schema.py").path]
            + (schema.map { ["--schema", $0] } ?? []) + files
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        if p.terminationStatus != 0 { return nil }
        var result: [String: Bool] = [:]
        for line in text.split(separator: "\n") {
            if line.hasPrefix("valid ") { result[String(line.dropFirst(6))] = true }
            if line.hasPrefix("invalid ") {
                let rest = line.dropFirst(8)
                result[String(rest.prefix { $0 != ":" })] = false
            }
        }
        return result
    }

    static func repositoryScenes() -> [String] {
        var out: [String] = []
        for folder in [
            "scenes", "fidelity/scenes", "docs/gallery", "Benchmarks/scenes",
            "Examples/SnapshotDemo/Tests/SnapshotDemoTests/Scenes",
        ] {
            let dir = root.appendingPathComponent(folder)
            for n in (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [] where n.hasSuffix(".json") {
                out.append(dir.appendingPathComponent(n).path)
            }
        }
        return out.sorted()
    }

    /// The committed schema is what `tools/make_schema.py` writes: a key added to the JSON by hand (lost on the
    /// script's next run) fails here.
    @Test func theSchemaIsWhatTheScriptWrites() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", Self.root.appendingPathComponent("tools/make_schema.py").path, "--check"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(text)")
    }

    @Test func everySceneInTheRepositoryValidates() throws {
        let files = Self.repositoryScenes()
        #expect(files.count > 140)
        guard let result = try Self.validate(files) else {
            Issue.record("python3 with jsonschema is needed (apt-get install python3-jsonschema); .ci/run installs it")
            return
        }
        for f in files { #expect(result[f] == true, "\(f) does not validate") }
    }

    static let invalid: [(String, String)] = [
        ("unknown-key", ##"{"canvas": {"width": 10, "height": 10}, "layer": []}"##),
        // Empty titles glass refuses, refused by the schema too (it took them).
        (
            "empty-alert-title",
            ##"{"device": "iPhone 17 Pro", "layers": [{"type": "alert", "title": ""}]}"##
        ),
        (
            "empty-menu-item",
            ##"{"device": "iPhone 17 Pro", "layers": [{"type": "menu", "source": [10, 100, 40, 40], "items": [{"title": ""}]}]}"##
        ),
        (
            "empty-navigation-title",
            ##"{"device": "iPhone 17 Pro", "layers": [{"type": "navigationBar", "title": ""}]}"##
        ),
        (
            "empty-column-title",
            ##"{"device": "iPad mini", "layers": [{"type": "splitView", "primary": {"title": ""}, "secondary": {}}]}"##
        ),
        ("no-canvas", ##"{"layers": []}"##),
        ("scale", ##"{"canvas": {"width": 10, "height": 10, "scale": 4}}"##),
        ("no-frame", ##"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "shape"}]}"##),
        (
            "zero-width",
            ##"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "shape", "frame": [0, 0, 0, 5]}]}"##
        ),
        ("colour", ##"{"canvas": {"width": 10, "height": 10}, "background": "#12"}"##),
        ("colour-name", ##"{"canvas": {"width": 10, "height": 10}, "background": "rouge"}"##),
        (
            "glass-style",
            ##"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "glass", "frame": [0, 0, 5, 5], "style": "frosted"}]}"##
        ),
        ("layer-type", ##"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "circle"}]}"##),
        (
            "layer-key",
            ##"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "shape", "frame": [0, 0, 5, 5], "radius": 2}]}"##
        ),
        (
            "opacity",
            ##"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "shape", "frame": [0, 0, 5, 5], "opacity": 2}]}"##
        ),
        (
            "blur",
            ##"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "glass", "frame": [0, 0, 5, 5], "material": {"blurRadius": 200}}]}"##
        ),
        (
            "empty-text",
            ##"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "text", "text": "", "frame": [0, 0, 5, 5]}]}"##
        ),
        (
            "fill-rule",
            ##"{"canvas": {"width": 10, "height": 10}, "layers": [{"type": "path", "d": "M0 0L1 1", "frame": [0, 0, 5, 5], "fillRule": "odd"}]}"##
        ),
        ("no-tabs", ##"{"device": "iPhone 17 Pro", "layers": [{"type": "tabBar", "tabs": []}]}"##),
        (
            "two-kinds",
            ##"{"device": "iPhone 17 Pro", "layers": [{"type": "navigationBar", "trailing": [{"symbol": "gear", "title": "A"}]}]}"##
        ),
        ("switch-origin", ##"{"device": "iPhone 17 Pro", "layers": [{"type": "switch"}]}"##),
        ("design", ##"{"device": "iPhone 17 Pro", "design": "ios18"}"##),
        (
            "symbol-name",
            ##"{"canvas": {"width": 40, "height": 40}, "layers": [{"type": "symbol", "name": "rectangle.stak", "frame": [0, 0, 40, 40]}]}"##
        ),
        ("tab-symbol", ##"{"device": "iPhone 17 Pro", "layers": [{"type": "tabBar", "tabs": [{"symbol": "hous"}]}]}"##),
        (
            "bar-item-symbol",
            ##"{"device": "iPhone 17 Pro", "layers": [{"type": "toolbar", "items": [{"symbol": "paintbrush.fil"}]}]}"##
        ),
        (
            "button-symbol",
            ##"{"device": "iPhone 17 Pro", "layers": [{"type": "button", "center": [60, 60], "symbol": "cropp"}]}"##
        ),
        (
            "stack-spacing",
            ##"{"canvas": {"width": 50, "height": 50}, "layers": [{"type": "vstack", "spacing": -1, "layers": []}]}"##
        ),
        (
            "stack-alignment",
            ##"{"canvas": {"width": 50, "height": 50}, "layers": [{"type": "hstack", "alignment": "leading", "layers": []}]}"##
        ),
        (
            "stack-width",
            ##"{"canvas": {"width": 50, "height": 50}, "layers": [{"type": "zstack", "width": "wide", "layers": []}]}"##
        ),
        (
            "spacer-length",
            ##"{"canvas": {"width": 50, "height": 50}, "layers": [{"type": "hstack", "layers": [{"type": "spacer", "minLength": -2}]}]}"##
        ),
    ]

    @Test func invalidScenesAreRefusedByBoth() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [String] = []
        for (name, json) in Self.invalid {
            let url = dir.appendingPathComponent("\(name).json")
            try Data(json.utf8).write(to: url)
            files.append(url.path)
            #expect(throws: SceneError.self, "\(name): glass accepts it") {
                _ = try SceneLoader.resolve(bytes: Array(json.utf8), file: "\(name).json", directory: dir.path)
            }
        }
        guard let result = try Self.validate(files) else {
            Issue.record("python3 with jsonschema is needed (apt-get install python3-jsonschema); .ci/run installs it")
            return
        }
        for f in files { #expect(result[f] == false, "\(f): the schema accepts it") }
    }
}
