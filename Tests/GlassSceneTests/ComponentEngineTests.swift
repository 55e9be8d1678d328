import Foundation
import Testing

@testable import GlassScene

/// Components lay out through the same engine as the user's stacks: every text and symbol a component draws of
/// its own (a title, a row's detail, an action, a tab's label) is placed by `LayoutTree`, never at a frame the
/// component computed. Each component of every repository scene and gallery screen is lowered alone and its
/// generated texts and symbols counted against those the engine placed. A component in another's content (a
/// navigation bar or button in a sheet) draws its own parts: they are its, never the one holding it.
@Suite struct ComponentEngineTests {
    /// Components still placing some of their parts themselves, each with why. A type listed here that the
    /// engine now places wholly fails, so the list only shrinks.
    static let notYetThroughTheEngine: [String: String] = [
        "statusBar": "the system's own overlay: time, signal and battery at the hardware's fixed points",
    ]

    struct Sample {
        let type: String
        let file: String
        let generated: Int
        let placed: Int
    }

    /// Every component layer of `file`'s top level, lowered alone in its scene's device, design and settings.
    static func samples(_ file: URL) throws -> [Sample] {
        let bytes = Array(try Data(contentsOf: file))
        guard case .object(let members) = try JSONParser.parse(bytes) else { return [] }
        guard case .array(let layers)? = members.first(where: { $0.key == "layers" })?.value else { return [] }
        var out: [Sample] = []
        for layer in layers {
            guard case .object(let m) = layer, case .string(let type)? = m.first(where: { $0.key == "type" })?.value,
                Lowering.componentTypes.contains(type), type != "homeIndicator"
            else { continue }
            let alone = JSONValue.object(members.map { $0.key == "layers" ? ($0.key, .array([layer])) : $0 })
            let lowering = Lowering(file: file.path, directory: file.deletingLastPathComponent().path)
            guard let lowered = try? lowering.lowerScene(Node(value: alone, path: "", file: file.path)) else {
                continue
            }
            let nested = nestedComponents(layer, "layers[0]")
            let isNested = { (path: String) in nested.contains { within(path, $0) } }
            var generated = 0
            func walk(_ v: JSONValue, _ path: String) {
                switch v {
                case .object(let o):
                    if case .string(let t)? = o.first(where: { $0.key == "type" })?.value, t == "text" || t == "symbol",
                        !lowered.provenance.isUsersOwn(path), !isNested(lowered.provenance.userPath(path))
                    {
                        generated += 1
                    }
                    for x in o { walk(x.value, path.isEmpty ? x.key : "\(path).\(x.key)") }
                case .array(let a): for (i, x) in a.enumerated() { walk(x, "\(path)[\(i)]") }
                default: break
                }
            }
            walk(lowered.value, "")
            out.append(
                Sample(
                    type: type, file: file.lastPathComponent, generated: generated,
                    placed: lowering.state.componentPartsPlacedBy.filter { !isNested($0.key) }.values.reduce(0, +)))
        }
        return out
    }

    /// Whether `path` is `component`'s or beneath it.
    static func within(_ path: String, _ component: String) -> Bool {
        path == component || path.hasPrefix(component + ".") || path.hasPrefix(component + "[")
    }

    /// The paths of the components inside `value` (at `path`), not counting itself: a sheet's navigation bar
    /// and controls, a control in a stack in its content.
    static func nestedComponents(_ value: JSONValue, _ path: String, top: Bool = true) -> [String] {
        switch value {
        case .object(let o):
            if !top, case .string(let t)? = o.first(where: { $0.key == "type" })?.value,
                Lowering.componentTypes.contains(t) || Lowering.controlTypes.contains(t)
            {
                return [path]
            }
            return o.flatMap { nestedComponents($0.value, "\(path).\($0.key)", top: false) }
        case .array(let a):
            return a.enumerated().flatMap { nestedComponents($0.element, "\(path)[\($0.offset)]", top: false) }
        default: return []
        }
    }

    static func allSamples() throws -> [Sample] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["scenes", "docs/gallery"] {
            let dir = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            where name.hasSuffix(".json") {
                files.append(dir.appendingPathComponent(name))
            }
        }
        return try files.flatMap(samples)
    }

    /// A sheet's navigation bar, and a button in a stack in its content, are components of their own: their
    /// parts are theirs, never counted as the sheet's.
    @Test func componentsInAnothersContentAreTheirOwn() throws {
        let sheet = try JSONParser.parse(
            Array(
                #"{"type": "sheet", "content": [{"type": "navigationBar", "title": "T"}, {"type": "text", "text": "a"}, {"type": "vstack", "layers": [{"type": "button", "title": "B"}]}]}"#
                    .utf8))
        #expect(
            Self.nestedComponents(sheet, "layers[0]") == ["layers[0].content[0]", "layers[0].content[2].layers[0]"])
        #expect(Self.within("layers[0].content[0].title", "layers[0].content[0]"))
        #expect(Self.within("layers[0].content[0][1]", "layers[0].content[0]"))
        #expect(!Self.within("layers[0].content[10]", "layers[0].content[1]"))
    }

    @Test func everyComponentsTextAndSymbolsArePlacedByTheEngine() throws {
        let samples = try Self.allSamples()
        #expect(samples.count > 100, "the repository's scenes hold components: \(samples.count)")
        var byType: [String: [Sample]] = [:]
        for s in samples { byType[s.type, default: []].append(s) }
        for (type, list) in byType.sorted(by: { $0.key < $1.key }) {
            let outside = list.filter { $0.generated != $0.placed }
            if Self.notYetThroughTheEngine[type] != nil {
                #expect(
                    !outside.isEmpty,
                    "\(type): the engine now places every text and symbol of its \(list.count) samples; take it off notYetThroughTheEngine"
                )
            } else {
                for s in outside {
                    Issue.record(
                        "\(type) in \(s.file): \(s.generated) texts and symbols drawn, \(s.placed) placed by the engine"
                    )
                }
            }
        }
    }
}
