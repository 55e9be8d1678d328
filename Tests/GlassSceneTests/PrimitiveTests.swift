import Foundation
import GlassText
import Testing

@testable import GlassScene

/// Components lower to typed layers (`Primitive`), turned into the JSON the resolver reads in one place: every
/// field reaches the JSON in its member's order (so `glass expand` and renders are what they were), optional
/// ones only when set; and a layer carries a user's path only when it was made from the user's node.
@Suite struct PrimitiveTests {
    static func json(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    /// The layer's JSON with its tags removed, and the origins found.
    static func stripped(_ p: Primitive) -> (JSONValue, [String: Provenance.Origin]) {
        let (value, provenance, _) = Provenance.strip(p.json)
        return (value, provenance.origins)
    }

    static let node = Node(value: .object([]), path: "layers[4].title", file: "t.json")

    /// Each kind with every field set: each value lands at its member, in order.
    @Test func everyFieldReachesTheJSON() throws {
        let text = Primitive.text(
            .init(
                text: "Hi", frame: RectPt(1, 2, 3, 4), font: LayerFont(family: "Serif", sizePt: 17, weight: .semibold),
                color: "tint", alignment: .trailing, lines: 3, opacity: 0.5))
        #expect(
            Self.stripped(text).0
                == (try Self.json(
                    #"{"type": "text", "text": "Hi", "frame": [1, 2, 3, 4], "font": {"family": "Serif", "size": 17, "weight": "semibold"}, "color": "tint", "alignment": "trailing", "lines": 3, "opacity": 0.5}"#
                )))
        let symbol = Primitive.symbol(
            .init(
                name: "wifi", frame: RectPt(5, 6, 7, 8), sizePt: 14, weight: FontWeight(650)!, color: .color("#FF0000"),
                opacity: 0.25))
        #expect(
            Self.stripped(symbol).0
                == (try Self.json(
                    ##"{"type": "symbol", "name": "wifi", "frame": [5, 6, 7, 8], "size": 14, "weight": 650, "color": "#FF0000", "opacity": 0.25}"##
                )))
        let shape = Primitive.shape(
            .init(
                name: "zoom", frame: RectPt(-1, 0, 1e-300, 1e300),
                corners: .eachPt(topLeft: 1, topRight: 2, bottomLeft: 3, bottomRight: 4),
                fill: .written(.object([("light", .string("red")), ("dark", .string("blue"))])), opacity: 0))
        #expect(
            Self.stripped(shape).0
                == (try Self.json(
                    #"{"type": "shape", "name": "zoom", "frame": [-1, 0, 1e-300, 1e300], "corners": {"topLeft": 1, "topRight": 2, "bottomLeft": 3, "bottomRight": 4}, "fill": {"light": "red", "dark": "blue"}, "opacity": 0}"#
                )))
        let path = Primitive.path(
            .init(
                d: "M0 0 L1 1 Z", frame: RectPt(1, 1, 2, 2), viewBox: RectPt(0, 0, 26, 13), fill: "systemFill",
                stroke: .init(color: "tint", width: 3, cap: "round"), opacity: 0.75))
        #expect(
            Self.stripped(path).0
                == (try Self.json(
                    #"{"type": "path", "d": "M0 0 L1 1 Z", "frame": [1, 1, 2, 2], "viewBox": [0, 0, 26, 13], "fill": "systemFill", "stroke": {"color": "tint", "width": 3, "cap": "round"}, "opacity": 0.75}"#
                )))
        let glass = Primitive.glass(
            .init(
                name: "page", frame: RectPt(0, 0, 10, 20), corners: .radiusPt(7),
                material: GlassMaterial(
                    blurRadiusPt: 1, saturation: 2, fillOpacity: 3, refraction: 4, highlight: 5, shadowOpacity: 6),
                style: .clear, tint: "tint", pressed: true, content: [shape]))
        #expect(
            Self.stripped(glass).0
                == (try Self.json(
                    #"{"type": "glass", "name": "page", "frame": [0, 0, 10, 20], "corners": 7, "material": {"blurRadius": 1, "saturation": 2, "fillOpacity": 3, "refraction": 4, "highlight": 5, "shadowOpacity": 6}, "style": "clear", "tint": "tint", "state": "pressed", "content": [\#(JSONWriter.write(Self.stripped(shape).0))]}"#
                )))
        let user = Node(value: .null, path: "background", file: "t.json")
        let background = Primitive.backgroundImage(
            .init(
                frame: RectPt(0, 0, 3, 4), members: [("image", .string("p.png")), ("fit", .string("fit"))],
                origin: .carried(user)))
        #expect(
            Self.stripped(background)
                == (
                    try Self.json(#"{"type": "image", "frame": [0, 0, 3, 4], "image": "p.png", "fit": "fit"}"#),
                    ["": Provenance.Origin(path: "background", verbatim: true)]
                ))
        let ink = Primitive.ink(.init(frame: RectPt(0, 0, 9, 8), content: []))
        #expect(
            Self.stripped(ink).0
                == (try Self.json(
                    #"{"type": "glass", "style": "identity", "appearance": "auto", "frame": [0, 0, 9, 8], "corners": 0, "content": []}"#
                )))
        let group = Primitive.group(.init(name: "tabBar", appearance: "auto", layers: [.lowered(.string("as is"))]))
        #expect(
            Self.stripped(group).0
                == (try Self.json(#"{"type": "group", "name": "tabBar", "appearance": "auto", "layers": ["as is"]}"#)))
        let image = Primitive.image(.init(image: "a.png", frame: RectPt(0, 0, 4, 4), fit: "fill", flip: .both))
        #expect(
            Self.stripped(image).0
                == (try Self.json(
                    #"{"type": "image", "image": "a.png", "frame": [0, 0, 4, 4], "fit": "fill", "flip": "both"}"#)))
    }

    /// The bars' scroll edge and glass container.
    @Test func barKindsReachTheJSON() throws {
        let edge = Primitive.scrollEdge(.init(edge: .bottom, style: "hard", sizePt: 83.5))
        #expect(
            Self.stripped(edge).0
                == (try Self.json(#"{"type": "scrollEdge", "edge": "bottom", "style": "hard", "size": 83.5}"#)))
        let pill = Primitive.shape(
            .init(frame: RectPt(0, 0, 1, 1), fill: .perLook(light: "#FFFFFF80", dark: "#FFFFFF24"), touchTarget: .tab))
        #expect(
            Self.stripped(pill).0
                == (try Self.json(
                    ##"{"type": "shape", "frame": [0, 0, 1, 1], "fill": {"light": "#FFFFFF80", "dark": "#FFFFFF24"}, "name": "tab"}"##
                )))
        let item = Primitive.glass(.init(frame: RectPt(0, 0, 1, 1), corners: .capsule, touchTarget: .barItem))
        #expect(
            Self.stripped(item).0
                == (try Self.json(
                    #"{"type": "glass", "frame": [0, 0, 1, 1], "corners": "capsule", "content": [], "name": "barItem"}"#
                )))
        let glass = Primitive.glass(.init(frame: RectPt(0, 0, 1, 1), corners: .capsule))
        let container = Primitive.glassContainer(.init(children: [glass, glass]))
        let one = JSONWriter.write(Self.stripped(glass).0)
        #expect(
            Self.stripped(container).0
                == (try Self.json(#"{"type": "glassContainer", "children": [\#(one), \#(one)]}"#)))
    }

    /// Optional fields left out are absent (a glass without content is a pure blur, with `[]` an empty glass).
    @Test func unsetFieldsAreAbsent() throws {
        let shape = Primitive.shape(.init(frame: RectPt(0, 0, 1, 1), fill: "red"))
        #expect(Self.stripped(shape).0 == (try Self.json(#"{"type": "shape", "frame": [0, 0, 1, 1], "fill": "red"}"#)))
        let blur = Primitive.glass(
            .init(frame: RectPt(0, 0, 1, 1), corners: .radiusPt(0), material: .pureBlur(10), content: nil))
        #expect(
            Self.stripped(blur).0
                == (try Self.json(
                    #"{"type": "glass", "frame": [0, 0, 1, 1], "corners": 0, "material": {"blurRadius": 10, "saturation": 1, "fillOpacity": 0, "refraction": 0, "highlight": 0, "shadowOpacity": 0}}"#
                )))
        let empty = Primitive.glass(.init(frame: RectPt(0, 0, 1, 1), corners: .capsule))
        #expect(
            Self.stripped(empty).0
                == (try Self.json(#"{"type": "glass", "frame": [0, 0, 1, 1], "corners": "capsule", "content": []}"#)))
        let square = Primitive.glass(.init(frame: RectPt(0, 0, 1, 1), corners: nil, style: .clear))
        #expect(
            Self.stripped(square).0
                == (try Self.json(#"{"type": "glass", "frame": [0, 0, 1, 1], "style": "clear", "content": []}"#)))
    }

    /// A layer the component draws of its own accord carries no path, however deep; one made from the user's
    /// node carries exactly that node's path (a part's name after a colon; verbatim only when carried in).
    @Test func onlyALayerMadeFromTheUsersNodeCarriesAPath() {
        let synthetic: [Primitive] = [
            .text(
                .init(
                    text: "9:41", frame: RectPt(0, 0, 1, 1), font: LayerFont(sizePt: 17, weight: .bold), color: "label")
            ),
            .symbol(.init(name: "wifi", frame: RectPt(0, 0, 1, 1), sizePt: 1, weight: .bold, color: "label")),
            .shape(.init(frame: RectPt(0, 0, 1, 1), fill: "black")),
            .path(.init(d: "M0 0 Z", frame: RectPt(0, 0, 1, 1), viewBox: RectPt(0, 0, 1, 1), fill: "black")),
            .image(.init(image: "a.png", frame: RectPt(0, 0, 1, 1), fit: "fill")),
        ]
        let nested = Primitive.group(
            .init(
                name: "g",
                layers: [
                    .glass(.init(frame: RectPt(0, 0, 1, 1), corners: .capsule, content: synthetic)),
                    .ink(.init(frame: RectPt(0, 0, 1, 1), content: synthetic)),
                ]))
        #expect(Self.stripped(nested).1.isEmpty)
        for p in synthetic { #expect(Self.stripped(p).1.isEmpty) }

        let made = Primitive.shape(.init(frame: RectPt(0, 0, 1, 1), fill: "black", origin: LayerOrigin(Self.node)))
        #expect(Self.stripped(made).1 == ["": Provenance.Origin(path: "layers[4].title", verbatim: false)])
        let part = Primitive.shape(
            .init(frame: RectPt(0, 0, 1, 1), fill: "black", origin: .part(of: Self.node, "wifi")))
        #expect(Self.stripped(part).1 == ["": Provenance.Origin(path: "layers[4].title:wifi", verbatim: false)])
        let carried = Primitive.image(
            .init(image: "a.png", frame: RectPt(0, 0, 1, 1), fit: "fill", origin: .carried(Self.node)))
        #expect(Self.stripped(carried).1 == ["": Provenance.Origin(path: "layers[4].title", verbatim: true)])
        // Inside a synthetic glass the made layer keeps its own path; the glass has none.
        let holder = Primitive.glass(.init(frame: RectPt(0, 0, 1, 1), corners: .capsule, content: [made]))
        #expect(Self.stripped(holder).1 == ["content[0]": Provenance.Origin(path: "layers[4].title", verbatim: false)])
    }

    /// A member the user wrote is its path; one the scene left to the default is the component's part.
    @Test func aMemberNotWrittenIsAPart() throws {
        let members: [(key: String, value: JSONValue)] = [("type", .string("statusBar")), ("time", .string("9:41"))]
        let o = ObjectNode(node: Node(value: .object(members), path: "layers[2]", file: "t.json"), members: members)
        #expect(LayerOrigin.member(o, "time").path == "layers[2].time")
        #expect(LayerOrigin.member(o, "date").path == "layers[2]:date")
    }

    /// The weights scenes spell by name keep their name; one between names is its number.
    @Test func weightsAreSpelledAsScenesSpellThem() {
        for (i, name) in FontWeight.names.enumerated() {
            #expect(Primitive.weight(FontWeight((i + 1) * 100)!) == .string(name))
        }
        #expect(Primitive.weight(FontWeight(550)!) == .number(550))
    }
}

/// Every repository scene and gallery screen, lowered on its device and turned, right to left and in the
/// pre-26 design: each tag names a path of the user's scene (or a part of one), never a key it does not hold.
@Suite struct SceneOriginTests {
    static func scenes() -> [String] {
        SchemaTests.repositoryScenes().filter { $0.contains("/scenes/") || $0.contains("/docs/gallery/") }
            .filter { !$0.contains("/fidelity/") && !$0.contains("/Benchmarks/") }
    }

    @Test func everyTagOfEveryRepositorySceneIsTheUsers() throws {
        var failures: [String] = []
        var lowered = 0
        let files = Self.scenes()
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for traits in [
                "", #""orientation": "landscape","#, #""design": "compatibility","#,
                #""settings": {"layoutDirection": "rightToLeft"},"#,
            ] {
                // The traits join the scene's own top-level members (a scene that sets one keeps its own).
                let json =
                    traits.isEmpty || text.contains(traits.prefix(while: { $0 != ":" }))
                    ? text : "{" + traits + text.drop(while: { $0 != "{" }).dropFirst()
                guard let found = try? ChromeProvenanceTests.invented(json) else { continue }
                lowered += 1
                if !found.isEmpty { failures.append("\(file) \(traits): \(found)") }
            }
        }
        #expect(lowered > 400, "only \(lowered) lowerings of \(files.count) scenes")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

/// The components build typed layers: no one-letter JSON builder (`J.text(…)`, `enum J`) comes back in the
/// scene's sources; a layer's JSON is spelled only in `Primitive+JSON.swift`.
@Suite struct NoJSONBuilderTests {
    static let scene = NumericBoundaryTests.sources.appendingPathComponent("GlassScene")

    /// The one-letter builders and raw layer objects in `source`.
    static func builders(_ source: String) -> [String] {
        let patterns = [
            #"\b[A-Z]\.(object|frame|text|symbol|shape|glass|chrome)\("#,
            #"\b(enum|struct|class|extension)\s+[A-Z]\s*\{"#,
            #"\("type", \.string\("(text|symbol|shape|glass|group|image|path|scrollEdge|glassContainer)"\)\)"#,
            #""type": \.string\("(text|symbol|shape|glass|group|image|path|scrollEdge|glassContainer)"\)"#,
        ]
        return patterns.flatMap { p in
            source.split(separator: "\n").filter { line in
                !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                    && line.range(of: p, options: .regularExpression) != nil
            }.map { "\($0.trimmingCharacters(in: .whitespaces))" }
        }
    }

    @Test func theScanFindsABuilder() {
        #expect(Self.builders("let t = J.text(s, 0, 0, 1, 1)").count == 1)
        #expect(Self.builders("enum J {").count == 1)
        #expect(Self.builders(#"    .object([("type", .string("shape")), ("frame", f)])"#).count == 1)
        #expect(Self.builders(#"J.object(["type": .string("glass")])"#).count == 2)
        #expect(Self.builders("let t = Primitive.text(.init(text: s))").isEmpty)
    }

    @Test func noSceneSourceBuildsLayersAsJSON() throws {
        var found: [String] = []
        let files = FileManager.default.enumerator(atPath: Self.scene.path)!.compactMap { $0 as? String }
        for file in files where file.hasSuffix(".swift") && !file.hasSuffix("Primitive+JSON.swift") {
            let text = try String(contentsOf: Self.scene.appendingPathComponent(file), encoding: .utf8)
            found += Self.builders(text).map { "\(file): \($0)" }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// The nodes lowering makes itself, by file: each re-reads a value the user wrote at the path where it
    /// was written (the canvas with the device's values filled in, a component without its `appearance`, a
    /// transition's background and layers, a stack's layers, a layer without its tags, a control in a stack
    /// with the place the engine gave it: sized once about a centre, then lowered at its frame). A node made for
    /// something the user did not write (a list row's switch was once one, at the row's path) fails here:
    /// lowering draws such a thing as typed layers with no path. A component's typed stack is read by the
    /// engine at the component's own path (`LayoutPass+Typed`: measured, then laid out), as its lowered layers
    /// are (`LayoutPass.layOut(component:)`): a problem in it is reported at the component or its tagged part.
    static let userNodes: [String: Int] = [
        "Components/Lowering.swift": 2, "Components/Transition.swift": 3, "Layout/LayoutPass.swift": 1,
        "Layout/LayoutTree.swift": 1, "Layout/LayoutTree+Controls.swift": 2, "Layout/LayoutPass+Typed.swift": 2,
    ]

    @Test func lowersNoSyntheticNode() throws {
        var found: [String: Int] = [:]
        for folder in ["Components", "Layout"] {
            let dir = Self.scene.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: dir.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
                let n = text.components(separatedBy: "Node(value:").count - 1
                if n > 0 { found["\(folder)/\(file)"] = n }
            }
        }
        #expect(found == Self.userNodes)
    }
}
