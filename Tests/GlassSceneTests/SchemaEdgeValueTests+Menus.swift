import Testing

/// The sources of menus, popovers and action sheets (positions ±90 000 pt, sizes 0 to 10 000 pt) and a
/// popover's size (above 0, up to 10 000 pt) at their edges, on a small iPad screen: whatever the source, the
/// panel is laid out on the screen.
extension SchemaEdgeValueTests {
    static let menuTemplate = ##"""
        {"device": "iPad Pro 11-inch", "canvas": {"width": 300, "height": 200, "scale": 1},
         "layers": [
          {"type": "menu", "source": [@MX, @MY, @MW, @MH], "items": [{"title": "Copy"}, {"divider": true}, {"title": "Delete", "destructive": true}]},
          {"type": "popover", "source": [@PX, @PY, @PW, @PH], "size": [@PSW, @PSH], "content": [{"type": "shape", "frame": [0, 0, 20, 20], "fill": "#FF0000"}]},
          {"type": "actionSheet", "source": [@AX, @AY, @AW, @AH], "title": "Delete?", "actions": [{"title": "Delete", "style": "destructive"}]}]}
        """##

    static let menuFields: [Field] = {
        let position = within(-90_000, 90_000)
        let size = within(0, 10_000)
        var out: [Field] = []
        for (letter, index) in [("M", 0), ("P", 1), ("A", 2)] {
            for (i, axis) in ["X", "Y", "W", "H"].enumerated() {
                out.append(
                    Field(
                        name: letter + axis, defaultValue: i < 2 ? "40" : "30", path: "layers[\(index)].source[\(i)]",
                        accepts: i < 2 ? position : size))
            }
        }
        out.append(Field(name: "PSW", defaultValue: "120", path: "layers[1].size[0]", accepts: positive(10_000)))
        out.append(Field(name: "PSH", defaultValue: "80", path: "layers[1].size[1]", accepts: positive(10_000)))
        return out
    }()

    /// The schema's names of the fields above (`coverage`).
    static let menuCoverage: [String: String] = {
        var out: [String: String] = ["popover.size[0]": "P.PSW", "popover.size[1]": "P.PSH"]
        for (type, letter) in [("menu", "M"), ("popover", "P"), ("actionSheet", "A")] {
            for (i, axis) in ["X", "Y", "W", "H"].enumerated() { out["\(type).source[\(i)]"] = "P.\(letter)\(axis)" }
        }
        return out
    }()

    @Test(arguments: menuFields.map { $0.name })
    func presentationNumbersAtTheirEdges(name: String) async throws {
        try await EdgeValueTests.probe(
            Self.menuFields.first { $0.name == name }!, template: Self.menuTemplate, fields: Self.menuFields,
            probes: Self.probes)
    }
}
