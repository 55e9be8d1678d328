import Testing

/// The inset grouped list's frame and `top`, and the split view's column widths, at their edges: a list is
/// refused narrower than its 16 pt margins and 64 pt rows; a column width runs from 100 to 2000 pt.
extension SchemaEdgeValueTests {
    static let splitTemplate = ##"""
        {"canvas": {"width": 3000, "height": 160, "scale": 1},
         "layers": [
          {"type": "insetGroupedList", "frame": [@LX, @LY, @LW, @LH], "sections": [{"rows": [{"title": "A", "toggle": true}]}]},
          {"type": "insetGroupedList", "top": @LT, "sections": [{"header": "H", "rows": [{"title": "B", "chevron": true}]}]},
          {"type": "splitView", "primaryWidth": @PW, "supplementaryWidth": @SW, "inspectorWidth": @IW,
           "primary": {"title": "P"}, "supplementary": {}, "secondary": {"title": "S"}, "inspector": {}}]}
        """##

    static let columnWidth = within(100, 2000)

    static let splitFields: [Field] = [
        Field(name: "LX", defaultValue: "10", path: "layers[0].frame[0]", accepts: control),
        Field(name: "LY", defaultValue: "10", path: "layers[0].frame[1]", accepts: control),
        // Rows of at least 64 pt within 16 pt margins (20 pt from 414 pt wide).
        Field(name: "LW", defaultValue: "180", path: "layers[0].frame[2]", accepts: { $0 >= 96 && $0 <= 1e4 }),
        Field(name: "LH", defaultValue: "100", path: "layers[0].frame[3]", accepts: controlSize),
        Field(name: "LT", defaultValue: "20", path: "layers[1].top", accepts: within(0, 160)),
        Field(name: "PW", defaultValue: "320", path: "layers[2].primaryWidth", accepts: columnWidth),
        Field(name: "SW", defaultValue: "320", path: "layers[2].supplementaryWidth", accepts: columnWidth),
        Field(name: "IW", defaultValue: "320", path: "layers[2].inspectorWidth", accepts: columnWidth),
    ]

    /// The schema's names of the fields above (`coverage`).
    static let splitCoverage: [String: String] = [
        "insetGroupedList.frame[0]": "L.LX", "insetGroupedList.frame[1]": "L.LY", "insetGroupedList.frame[2]": "L.LW",
        "insetGroupedList.frame[3]": "L.LH", "insetGroupedList.top": "L.LT", "splitView.primaryWidth": "L.PW",
        "splitView.supplementaryWidth": "L.SW", "splitView.inspectorWidth": "L.IW",
    ]

    @Test(arguments: splitFields.map { $0.name })
    func listAndSplitViewNumbersAtTheirEdges(name: String) async throws {
        try await EdgeValueTests.probe(
            Self.splitFields.first { $0.name == name }!, template: Self.splitTemplate, fields: Self.splitFields,
            probes: Self.probes)
    }
}
