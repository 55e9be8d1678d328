import Foundation
import GlassText
import Testing

@testable import GlassScene

/// Bold Text: text is measured at the weight it is drawn at, through one function (`Measure`, whose weights
/// only the settings make). A list row's value measured at regular weight and drawn at semibold came out
/// "Met…" for "Metric" and "1…" for "128".
@Suite struct BoldTextMeasureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scenes = root.appendingPathComponent("scenes")

    /// What lowering and resolving `scene` (with `overrides`) measured and drew.
    static func record(_ scene: JSONValue, _ overrides: SceneOverrides) throws -> [MeasureRecord.Run] {
        let record = MeasureRecord()
        _ = try record.recording {
            try SceneLoader.resolve(
                bytes: Array(JSONWriter.write(scene).utf8), file: "test.json", directory: scenes.path,
                overrides: overrides)
        }
        return record.runs
    }

    static func bold(_ on: Bool) -> SceneOverrides {
        var o = SceneOverrides()
        try! o.set("boldText", on ? "true" : "false")
        return o
    }

    /// Every component the repository's scenes show, on an iPhone and an iPad in both designs.
    static var componentScenes: [(what: String, scene: JSONValue)] {
        let examples = ValidityRuleTests.Examples.harvest(scenes)
        var out: [(String, JSONValue)] = []
        for type in Lowering.componentTypes {
            for (i, layer) in (examples[type] ?? []).enumerated() {
                for device in ["iPhone 17 Pro", "iPad Pro 11-inch"] {
                    for design in Design.allCases {
                        let screen = ValidityRuleTests.Screen(
                            device: device, orientation: "portrait", design: design.rawValue, direction: "leftToRight")
                        out.append(("\(type) #\(i) on \(screen)", screen.scene([layer])))
                    }
                }
            }
        }
        return out
    }

    /// The measures that no drawn run of the same text matches in size and weight: a component measured
    /// text it then drew at another weight (or size). Text measured and never drawn ("W…", a title that
    /// did not fit) is not held to anything.
    static func mismatches(_ runs: [MeasureRecord.Run]) -> [MeasureRecord.Run] {
        let drawn = runs.filter { $0.use == .drawn }
        let drawnTexts = Set(drawn.map(\.text))
        return runs.filter { m in
            m.use == .measured && drawnTexts.contains(m.text)
                && !drawn.contains { $0.text == m.text && $0.sizePt == m.sizePt && $0.weight == m.weight }
        }
    }

    /// Every measured run against its drawn run, for every component and every repository scene, Bold Text
    /// on and off.
    @Test func everyMeasuredRunIsMeasuredAtTheWeightItIsDrawn() throws {
        var scenes = Self.componentScenes
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter {
            $0.hasSuffix(".json")
        }.sorted()
        for name in names {
            let bytes = try #require(
                FileManager.default.contents(atPath: Self.scenes.appendingPathComponent(name).path))
            scenes.append((name, try JSONParser.parse(Array(bytes))))
        }
        var checked = 0
        for (what, scene) in scenes {
            for on in [true, false] {
                let runs = try Self.record(scene, Self.bold(on))
                checked += runs.filter { $0.use == .measured }.count
                for m in Self.mismatches(runs) {
                    let drawn = runs.filter { $0.use == .drawn && $0.text == m.text }
                    Issue.record(
                        "\(what), Bold Text \(on): \"\(m.text)\" measured at \(m.sizePt) pt weight \(m.weight.value), drawn at \(drawn.map { "\($0.sizePt) pt weight \($0.weight.value)" })"
                    )
                }
            }
        }
        #expect(checked > 200, "the scenes measure text: \(checked) measures")
    }

    /// The widest text held to never truncating under Bold Text, as a share of the screen's width: short
    /// text that every component has room for at its weight.
    static let shortShare = 1.0 / 3

    /// Every component with Bold Text on: nothing that fits is truncated. Text that is whole without Bold
    /// Text and no wider at its bold weight than a third of the screen must stay whole.
    @Test func nothingThatFitsIsTruncatedUnderBoldText() throws {
        var checked = 0
        for (what, scene) in Self.componentScenes {
            let plain = try Self.record(scene, Self.bold(false)).filter { $0.use == .drawn }
            let bold = try Self.record(scene, Self.bold(true)).filter { $0.use == .drawn }
            let screenPt = what.contains("iPad") ? 834.0 : 402
            for run in bold where run.truncated {
                let wholeBefore = plain.contains { $0.text == run.text && !$0.truncated }
                let widthPt = Measure.width(
                    run.text, sizePt: run.sizePt, weight: SceneSettings().drawn(run.weight))
                if wholeBefore && widthPt <= screenPt * Self.shortShare {
                    Issue.record(
                        "\(what): \"\(run.text)\" (\(Int(widthPt.rounded())) pt at weight \(run.weight.value)) is truncated under Bold Text"
                    )
                }
            }
            checked += bold.count
        }
        #expect(checked > 100)
    }

    /// The issue's case: a value row's "Metric" and "128" under Bold Text are drawn whole, in a frame as wide
    /// as their semibold advance.
    @Test func aListValueIsMeasuredAtItsBoldWeight() throws {
        let scene = try JSONParser.parse(
            Array(
                #"""
                {"device": "iPhone 17 Pro", "settings": {"boldText": true}, "layers": [{"type": "insetGroupedList", "frame": [0, 120, 402, 300],
                 "sections": [{"rows": [{"title": "Units", "detail": "Metric"}, {"title": "Samples", "detail": "128"}]}]}]}
                """#.utf8))
        let runs = try Self.record(scene, .none).filter { $0.use == .drawn }
        for value in ["Metric", "128"] {
            let run = try #require(runs.first { $0.text == value })
            #expect(run.weight == .semibold)
            #expect(!run.truncated, "\(value) is drawn truncated")
        }
    }

    /// Nothing outside `Measure` shapes or lays out text: a new measure site cannot bypass the one function
    /// (and with it the drawn weight).
    @Test func noSourceMeasuresTextOutsideTheOneFunction() throws {
        let forbidden = ["TextLayout(", "FontLibrary.shared.shape(", "library.shape(", ".shape(scalars"]
        let allowed: Set<String> = ["Sources/GlassScene/TextMeasure.swift"]
        var files = 0
        for folder in ["Sources/GlassScene", "Sources/GlassRender", "Sources/glass", "Sources/GlassTesting"] {
            let base = Self.root.appendingPathComponent(folder)
            let walker = try #require(FileManager.default.enumerator(atPath: base.path))
            for case let name as String in walker where name.hasSuffix(".swift") {
                let path = "\(folder)/\(name)"
                files += 1
                guard !allowed.contains(path) else { continue }
                let text = try String(contentsOfFile: base.appendingPathComponent(name).path, encoding: .utf8)
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    for f in forbidden where code.contains(f) {
                        Issue.record("\(path):\(n + 1) measures text outside Measure (\(f)): \(line)")
                    }
                }
            }
        }
        #expect(files > 50)
    }
}
