import Foundation
import GlassScene
import Testing

extension SchemaEdgeValueTests {
    /// Each numeric field of the schema (`layer.key.path`, `[i]` for tuple elements, `[]` for any array
    /// element) → the probe that tries it: `Suite.NAME` of a field of an edge-value suite (E: EdgeValueTests,
    /// C: ComponentEdgeValueTests, S and K: this suite's two templates, B: the bar appearances). Frames are
    /// probed per layer type, as each uses its frame differently; the corner keys of images and glass share
    /// the shapes' parsing and geometry.
    static let coverage: [String: String] = [
        "canvas.width": "E.W", "canvas.height": "E.H", "canvas.cornerRadius": "E.CR", "transition.progress": "C.PR",
        "background.linearGradient.from[0]": "E.FX", "background.linearGradient.from[1]": "E.FY",
        "background.linearGradient.to[0]": "E.TX", "background.linearGradient.to[1]": "S.TY",
        "background.linearGradient.stops[][1]": "E.O1",
        "shape.frame[0]": "E.SX", "shape.frame[1]": "E.SY", "shape.frame[2]": "E.SW", "shape.frame[3]": "E.SH",
        "shape.corners": "E.SC", "shape.corners.concentric.minimum": "E.CM", "shape.corners.topLeft": "S.CTL",
        "shape.corners.topRight": "S.CTR", "shape.corners.bottomLeft": "S.CBL", "shape.corners.bottomRight": "E.PC",
        "shape.opacity": "E.OP",
        "image.frame[0]": "E.IX", "image.frame[1]": "E.IY", "image.frame[2]": "E.IW", "image.frame[3]": "E.IH",
        "image.corners": "E.IC", "image.corners.concentric.minimum": "E.CM", "image.corners.topLeft": "S.CTL",
        "image.corners.topRight": "S.CTR", "image.corners.bottomLeft": "S.CBL", "image.corners.bottomRight": "E.PC",
        "glass.frame[0]": "E.GX", "glass.frame[1]": "E.GY", "glass.frame[2]": "E.GW", "glass.frame[3]": "E.GH",
        "glass.corners": "E.GC", "glass.corners.concentric.minimum": "E.CM", "glass.corners.topLeft": "S.CTL",
        "glass.corners.topRight": "S.CTR", "glass.corners.bottomLeft": "S.CBL", "glass.corners.bottomRight": "E.PC",
        "glass.material.blurRadius": "E.BR", "glass.material.saturation": "E.SA", "glass.material.fillOpacity": "E.FO",
        "glass.material.refraction": "E.RF", "glass.material.highlight": "E.HL", "glass.material.shadowOpacity": "E.SO",
        "glassContainer.spacing": "E.SP", "scrollEdge.size": "E.SE", "glass.material.adaptiveThreshold": "S.AT",
        "glass.measuredLightness": "S.GML", "glassContainer.measuredLightness": "S.CML",
        "group.measuredLightness": "S.RML",
        "text.frame[0]": "S.XX", "text.frame[1]": "S.XY", "text.frame[2]": "S.XW", "text.frame[3]": "S.XH",
        "text.font.size": "E.FS", "text.font.weight": "E.FW", "text.lines": "E.LN", "text.opacity": "E.TO",
        "symbol.frame[0]": "S.YX", "symbol.frame[1]": "S.YY", "symbol.frame[2]": "S.YW", "symbol.frame[3]": "S.YH",
        "symbol.size": "E.SZ", "symbol.weight": "S.YWT", "symbol.opacity": "S.YO",
        "path.frame[0]": "S.PX", "path.frame[1]": "S.PY", "path.frame[2]": "S.PW", "path.frame[3]": "S.PH",
        "path.viewBox[0]": "E.VX", "path.viewBox[1]": "S.VY", "path.viewBox[2]": "E.VW", "path.viewBox[3]": "S.VH",
        "path.stroke.width": "E.SW2", "path.stroke.miterLimit": "E.ML", "path.opacity": "S.PO",
        "navigationBar.leading[].fixedSpace": "C.FX", "navigationBar.trailing[].fixedSpace": "C.FX",
        "toolbar.items[].fixedSpace": "K.TF", "tabBar.selected": "C.SEL",
        "button.frame[0]": "K.BX", "button.frame[1]": "K.BY", "button.frame[2]": "C.BW", "button.frame[3]": "K.BH",
        "button.center[0]": "C.BC", "button.center[1]": "K.BCY", "switch.origin[0]": "C.OX", "switch.origin[1]": "K.OY",
        "slider.frame[0]": "K.LX", "slider.frame[1]": "K.LY", "slider.frame[2]": "K.LW", "slider.frame[3]": "K.LH",
        "slider.value": "C.SV", "slider.ticks": "C.TK", "slider.neutralValue": "C.NV",
        "segmentedControl.frame[0]": "K.GX", "segmentedControl.frame[1]": "K.GY",
        "segmentedControl.frame[2]": "K.GW", "segmentedControl.frame[3]": "K.GH", "segmentedControl.selected": "C.SC",
        "sheet.detent": "C.DT",
        "backgroundExtension.frame[0]": "K.EX", "backgroundExtension.frame[1]": "K.EY",
        "backgroundExtension.frame[2]": "K.EW", "backgroundExtension.frame[3]": "K.EH",
    ].merging(barCoverage) { a, _ in a }.merging(menuCoverage) { a, _ in a }
        .merging(moreControlsCoverage) { a, _ in a }.merging(splitCoverage) { a, _ in a }
        .merging(layoutCoverage) { a, _ in a }.merging(motionCoverage) { a, _ in a }

    /// Numeric fields the schema allows but glass refuses whatever their value, with the reason (the schema
    /// reuses the bar item's definition inside a group).
    static let refusedWhatever: [String: String] = [
        "navigationBar.leading[].group[].fixedSpace": "a group holds symbol and title items only",
        "navigationBar.trailing[].group[].fixedSpace": "a group holds symbol and title items only",
        "toolbar.items[].group[].fixedSpace": "a group holds symbol and title items only",
    ]

    /// The probes by suite letter.
    static let suites: [String: [Field]] = [
        "E": EdgeValueTests.fields, "C": ComponentEdgeValueTests.fields, "S": fields, "K": componentFields,
        "B": barFields, "P": menuFields, "M": moreControlFields, "L": splitFields, "Y": layoutFields,
        "A": motionFields,
    ]

    /// The numeric fields of the schema, as `coverage` names them.
    static func schemaNumbers() throws -> Set<String> {
        let url = SchemaTests.root.appendingPathComponent("schema/scene.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let defs = schema["$defs"] as! [String: Any]
        var out = Set<String>()
        func walk(_ node: Any?, _ path: String, _ depth: Int) {
            guard depth < 8, let node = node as? [String: Any] else { return }
            if let ref = node["$ref"] as? String {
                let name = String(ref.split(separator: "/").last!)
                // Layers are walked from their own definitions, each under its type.
                if name != "layer" && !name.hasPrefix("layer_") { walk(defs[name], path, depth + 1) }
                return
            }
            if let type = node["type"] as? String, type == "number" || type == "integer" { out.insert(path) }
            for key in ["anyOf", "oneOf", "allOf"] {
                for sub in node[key] as? [Any] ?? [] { walk(sub, path, depth + 1) }
            }
            for (key, sub) in node["properties"] as? [String: Any] ?? [:] {
                walk(sub, path.isEmpty ? key : "\(path).\(key)", depth + 1)
            }
            if let items = node["items"] as? [String: Any] { walk(items, path + "[]", depth + 1) }
            for (i, sub) in (node["prefixItems"] as? [Any] ?? []).enumerated() { walk(sub, "\(path)[\(i)]", depth + 1) }
        }
        walk(schema, "", 0)
        for (name, def) in defs where name.hasPrefix("layer_") { walk(def, String(name.dropFirst(6)), 0) }
        return out
    }

    @Test func everySchemaNumberIsProbed() throws {
        let numbers = try Self.schemaNumbers()
        #expect(numbers.count > 90)
        let missing = numbers.subtracting(Self.coverage.keys).subtracting(Self.refusedWhatever.keys).sorted()
        #expect(missing.isEmpty, "numeric fields of the schema no edge-value suite probes: \(missing)")
        let stale = Set(Self.coverage.keys).union(Self.refusedWhatever.keys).subtracting(numbers).sorted()
        #expect(stale.isEmpty, "probed fields the schema no longer has: \(stale)")
        for layer in [
            #"{"type": "navigationBar", "trailing": [{"group": [{"fixedSpace": 8}]}]}"#,
            #"{"type": "toolbar", "items": [{"group": [{"fixedSpace": 8}]}]}"#,
        ] {
            let json = #"{"canvas": {"width": 300, "height": 200, "scale": 1}, "layers": ["# + layer + "]}"
            #expect {
                try SceneLoader.resolve(bytes: Array(json.utf8), file: "g.json", directory: "/nonexistent")
            } throws: { error in
                (error as? SceneError)?.message.contains(Self.refusedWhatever.values.first!) == true
            }
        }
        for (field, probe) in Self.coverage {
            let parts = probe.split(separator: ".").map(String.init)
            #expect(
                Self.suites[parts[0]]?.contains { $0.name == parts[1] } == true, "\(field) → \(probe): no such probe")
        }
    }
}
