import Testing

/// The text field, stepper, page control and progress view at the probes: frames and centres anywhere a
/// control may be, the stepper's values within their bounds, page counts up to 2³¹ − 1 (ten million pages
/// and more cost only the dots that fit), progress 0 to 1.
extension SchemaEdgeValueTests {
    static let moreControlsTemplate = ##"""
        {"canvas": {"width": 200, "height": 160, "scale": 1},
         "layers": [
          {"type": "textField", "frame": [@TX, @TY, @TW, @TH], "text": "Hi", "focused": true, "clearButton": true, "symbol": "magnifyingglass"},
          {"type": "textField", "center": [@TA, @TB], "placeholder": "Name"},
          {"type": "stepper", "frame": [@SX, @SY, @SW, @SH], "value": @SV},
          {"type": "stepper", "center": [@SA, @SB], "minimumValue": @SN},
          {"type": "stepper", "center": [100, 100], "maximumValue": @SM},
          {"type": "pageControl", "frame": [@PX, @PY, @PW, @PH], "numberOfPages": @PN, "currentPage": 0},
          {"type": "pageControl", "center": [@PA, @PB], "numberOfPages": 3, "currentPage": @PC, "backgroundStyle": "prominent"},
          {"type": "progressView", "frame": [@RX, @RY, @RW, @RH], "progress": @RP},
          {"type": "progressView", "style": "circular", "center": [@RA, @RB], "progress": 0.4}]}
        """##

    static let moreControlFields: [Field] = {
        let place = within(-9e4, 9e4)
        let size = positive(1e4)
        var fields: [Field] = []
        // Each control's frame on one layer and its centre on the next.
        for (prefix, layer, x, y) in [
            ("T", 0, "10", "10"), ("S", 2, "10", "60"), ("P", 5, "10", "100"), ("R", 7, "10", "130"),
        ] {
            fields += [
                Field(name: prefix + "X", defaultValue: x, path: "layers[\(layer)].frame[0]", accepts: place),
                Field(name: prefix + "Y", defaultValue: y, path: "layers[\(layer)].frame[1]", accepts: place),
                Field(name: prefix + "W", defaultValue: "120", path: "layers[\(layer)].frame[2]", accepts: size),
                Field(name: prefix + "H", defaultValue: "30", path: "layers[\(layer)].frame[3]", accepts: size),
                Field(name: prefix + "A", defaultValue: "150", path: "layers[\(layer + 1)].center[0]", accepts: place),
                Field(name: prefix + "B", defaultValue: y, path: "layers[\(layer + 1)].center[1]", accepts: place),
            ]
        }
        return fields + [
            Field(name: "SV", defaultValue: "3", path: "layers[2].value", accepts: within(0, 100)),
            Field(name: "SN", defaultValue: "0", path: "layers[3].minimumValue", accepts: { $0 >= -1e15 && $0 < 100 }),
            Field(name: "SM", defaultValue: "10", path: "layers[4].maximumValue", accepts: { $0 > 0 && $0 <= 1e15 }),
            Field(
                name: "PN", defaultValue: "5", path: "layers[5].numberOfPages",
                accepts: ComponentEdgeValueTests.integer(0, 2_147_483_647)),
            Field(
                name: "PC", defaultValue: "1", path: "layers[6].currentPage",
                accepts: ComponentEdgeValueTests.integer(0, 2)),
            Field(name: "RP", defaultValue: "0.5", path: "layers[7].progress", accepts: within(0, 1)),
        ]
    }()

    /// The schema's names of the fields above (`coverage`).
    static let moreControlsCoverage: [String: String] = {
        var out: [String: String] = [
            "stepper.value": "M.SV", "stepper.minimumValue": "M.SN", "stepper.maximumValue": "M.SM",
            "pageControl.numberOfPages": "M.PN", "pageControl.currentPage": "M.PC", "progressView.progress": "M.RP",
        ]
        for (prefix, type) in [("T", "textField"), ("S", "stepper"), ("P", "pageControl"), ("R", "progressView")] {
            for (i, axis) in ["X", "Y", "W", "H"].enumerated() { out["\(type).frame[\(i)]"] = "M.\(prefix)\(axis)" }
            out["\(type).center[0]"] = "M.\(prefix)A"
            out["\(type).center[1]"] = "M.\(prefix)B"
        }
        return out
    }()

    @Test(arguments: moreControlFields.map { $0.name })
    func moreControlNumbersAtTheirEdges(name: String) async throws {
        try await EdgeValueTests.probe(
            Self.moreControlFields.first { $0.name == name }!, template: Self.moreControlsTemplate,
            fields: Self.moreControlFields, probes: Self.probes)
    }
}
