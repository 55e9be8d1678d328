import Testing

/// The bar appearances' font sizes at their edges (1 to 100 pt): every appearance of a navigation bar and
/// every item state of a tab bar, shown or not (each is checked when parsed).
extension SchemaEdgeValueTests {
    static let barTemplate = ##"""
        {"canvas": {"width": 300, "height": 200, "scale": 1},
         "layers": [
          {"type": "navigationBar", "title": "Inbox", "barAppearances": {
           "standard": {"titleFont": {"size": @NS}}, "scrollEdge": {"titleFont": {"size": @NE}},
           "compact": {"titleFont": {"size": @NC}}, "compactScrollEdge": {"titleFont": {"size": @NCE}}}},
          {"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "gear", "title": "Settings"}],
           "barAppearances": {
            "stacked": {"normal": {"titleFont": {"size": @SN}}, "selected": {"titleFont": {"size": @SS}}},
            "inline": {"normal": {"titleFont": {"size": @IN}}, "selected": {"titleFont": {"size": @IS}}},
            "compactInline": {"normal": {"titleFont": {"size": @CN}}, "selected": {"titleFont": {"size": @CS2}}}}}]}
        """##

    static let barFontSize = within(1, 100)

    static let barFields: [Field] = [
        ("NS", "layers[0].barAppearances.standard.titleFont.size"),
        ("NE", "layers[0].barAppearances.scrollEdge.titleFont.size"),
        ("NC", "layers[0].barAppearances.compact.titleFont.size"),
        ("NCE", "layers[0].barAppearances.compactScrollEdge.titleFont.size"),
        ("SN", "layers[1].barAppearances.stacked.normal.titleFont.size"),
        ("SS", "layers[1].barAppearances.stacked.selected.titleFont.size"),
        ("IN", "layers[1].barAppearances.inline.normal.titleFont.size"),
        ("IS", "layers[1].barAppearances.inline.selected.titleFont.size"),
        ("CN", "layers[1].barAppearances.compactInline.normal.titleFont.size"),
        ("CS2", "layers[1].barAppearances.compactInline.selected.titleFont.size"),
    ].map { Field(name: $0.0, defaultValue: "12", path: $0.1, accepts: barFontSize) }

    /// The schema's names of the fields above (`coverage`).
    static let barCoverage: [String: String] = [
        "navigationBar.barAppearances.standard.titleFont.size": "B.NS",
        "navigationBar.barAppearances.scrollEdge.titleFont.size": "B.NE",
        "navigationBar.barAppearances.compact.titleFont.size": "B.NC",
        "navigationBar.barAppearances.compactScrollEdge.titleFont.size": "B.NCE",
        "tabBar.barAppearances.stacked.normal.titleFont.size": "B.SN",
        "tabBar.barAppearances.stacked.selected.titleFont.size": "B.SS",
        "tabBar.barAppearances.inline.normal.titleFont.size": "B.IN",
        "tabBar.barAppearances.inline.selected.titleFont.size": "B.IS",
        "tabBar.barAppearances.compactInline.normal.titleFont.size": "B.CN",
        "tabBar.barAppearances.compactInline.selected.titleFont.size": "B.CS2",
    ]

    @Test(arguments: barFields.map { $0.name })
    func barAppearanceNumbersAtTheirEdges(name: String) async throws {
        try await EdgeValueTests.probe(
            Self.barFields.first { $0.name == name }!, template: Self.barTemplate, fields: Self.barFields,
            probes: Self.probes)
    }
}
