import Foundation
import Testing

/// The layout engine's numbers at the edges: a stack at a frame with spacing, padding, sizes and bounds, a
/// spacer, a line limit, and a stack placed in the screen with per-edge padding around hugging glass. Each
/// value lays out and renders, or is refused at its path in one line.
extension SchemaEdgeValueTests {
    static let layoutTemplate = ##"""
        {"canvas": {"width": 120, "height": 80, "scale": 1},
         "layers": [
          {"type": "hstack", "frame": [@FX, @FY, @FW, @FH], "spacing": @SP, "padding": @PD,
           "width": @WD, "minWidth": @MNW, "maxWidth": @MXW, "layers": [
            {"type": "text", "text": "Ag", "font": {"size": 9}, "lineLimit": @LL},
            {"type": "spacer", "minLength": @ML},
            {"type": "shape", "fill": "#FF0000", "height": @HT, "minHeight": @MNH, "maxHeight": @MXH}]},
          {"type": "vstack", "in": "screen", "at": "bottomLeading", "padding": {"top": @PT, "leading": @PL, "left": @PLF},
           "layers": [{"type": "glass", "padding": {"bottom": @GPB}, "content": [{"type": "symbol", "name": "gear", "size": 6}]},
            {"type": "button", "title": "B", "width": @CW, "minWidth": @CMNW, "maxWidth": @CMXW,
             "height": @CH, "minHeight": @CMNH, "maxHeight": @CMXH}]}]}
        """##

    static let layoutFields: [Field] = [
        Field(name: "FX", defaultValue: "2", path: "layers[0].frame[0]", accepts: within(-points, points)),
        Field(name: "FY", defaultValue: "2", path: "layers[0].frame[1]", accepts: within(-points, points)),
        Field(name: "FW", defaultValue: "100", path: "layers[0].frame[2]", accepts: positive(points)),
        Field(name: "FH", defaultValue: "30", path: "layers[0].frame[3]", accepts: positive(points)),
        Field(name: "SP", defaultValue: "4", path: "layers[0].spacing", accepts: within(0, points)),
        Field(name: "PD", defaultValue: "2", path: "layers[0].padding", accepts: within(0, points)),
        Field(name: "WD", defaultValue: "90", path: "layers[0].width", accepts: within(0, points)),
        // The bounds: a maximum under its minimum is refused at the maximum.
        Field(name: "MNW", defaultValue: "10", path: "layers[0].minWidth", accepts: within(0, 110)),
        Field(name: "MXW", defaultValue: "110", path: "layers[0].maxWidth", accepts: within(10, points)),
        Field(
            name: "LL", defaultValue: "1", path: "layers[0].layers[0].lineLimit",
            accepts: ComponentEdgeValueTests.integer(1, 1000)),
        Field(name: "ML", defaultValue: "4", path: "layers[0].layers[1].minLength", accepts: within(0, points)),
        Field(name: "HT", defaultValue: "10", path: "layers[0].layers[2].height", accepts: within(0, points)),
        Field(name: "MNH", defaultValue: "1", path: "layers[0].layers[2].minHeight", accepts: within(0, 20)),
        Field(name: "MXH", defaultValue: "20", path: "layers[0].layers[2].maxHeight", accepts: within(1, points)),
        // A control's sizes: at most the 10 000 pt a control's side may be, refused at the key written.
        Field(name: "CW", defaultValue: "20", path: "layers[1].layers[1].width", accepts: within(0, 10_000)),
        Field(name: "CMNW", defaultValue: "0", path: "layers[1].layers[1].minWidth", accepts: within(0, 30)),
        Field(name: "CMXW", defaultValue: "30", path: "layers[1].layers[1].maxWidth", accepts: within(0, 10_000)),
        Field(name: "CH", defaultValue: "20", path: "layers[1].layers[1].height", accepts: within(0, 10_000)),
        Field(name: "CMNH", defaultValue: "0", path: "layers[1].layers[1].minHeight", accepts: within(0, 30)),
        Field(name: "CMXH", defaultValue: "30", path: "layers[1].layers[1].maxHeight", accepts: within(0, 10_000)),
        Field(name: "PT", defaultValue: "2", path: "layers[1].padding.top", accepts: within(0, points)),
        Field(name: "PL", defaultValue: "2", path: "layers[1].padding.leading", accepts: within(0, points)),
        Field(name: "PLF", defaultValue: "0", path: "layers[1].padding.left", accepts: within(0, points)),
        Field(
            name: "GPB", defaultValue: "4", path: "layers[1].layers[0].padding.bottom", accepts: within(0, points)),
    ]

    @Test(arguments: layoutFields.map { $0.name })
    func layoutNumbersAtTheirEdges(name: String) async throws {
        let bounds = [
            "MNW": ["layers[0].maxWidth"], "MNH": ["layers[0].layers[2].maxHeight"],
            "CMNW": ["layers[1].layers[1].maxWidth"], "CMNH": ["layers[1].layers[1].maxHeight"],
        ]
        try await EdgeValueTests.probe(
            Self.layoutFields.first { $0.name == name }!, template: Self.layoutTemplate, fields: Self.layoutFields,
            alsoAt: bounds[name] ?? [], probes: Self.probes)
    }

    /// The schema's layout numbers → their probes (every layer a stack places reads its sizes alike).
    static var layoutCoverage: [String: String] {
        var out: [String: String] = [:]
        let sizes = [
            "width": "Y.WD", "height": "Y.HT", "minWidth": "Y.MNW", "maxWidth": "Y.MXW", "minHeight": "Y.MNH",
            "maxHeight": "Y.MXH",
        ]
        let padding = [
            "padding": "Y.PD", "padding.top": "Y.PT", "padding.bottom": "Y.GPB", "padding.leading": "Y.PL",
            "padding.trailing": "Y.PL", "padding.left": "Y.PLF", "padding.right": "Y.PLF",
        ]
        for type in ["shape", "image", "glass", "text", "symbol", "path", "hstack", "vstack", "zstack"] {
            for (k, v) in sizes { out["\(type).\(k)"] = v }
        }
        for type in ["glass", "hstack", "vstack", "zstack"] {
            for (k, v) in padding { out["\(type).\(k)"] = v }
        }
        for type in ["hstack", "vstack", "zstack"] {
            out["\(type).spacing"] = "Y.SP"
            for (i, p) in ["Y.FX", "Y.FY", "Y.FW", "Y.FH"].enumerated() { out["\(type).frame[\(i)]"] = p }
        }
        // The controls a stack places read their sizes as the button does, bounded alike.
        let controlSizes = [
            "width": "Y.CW", "height": "Y.CH", "minWidth": "Y.CMNW", "maxWidth": "Y.CMXW", "minHeight": "Y.CMNH",
            "maxHeight": "Y.CMXH",
        ]
        for type in [
            "button", "switch", "stepper", "segmentedControl", "slider", "pageControl", "progressView", "textField",
        ] {
            for (k, v) in controlSizes { out["\(type).\(k)"] = v }
        }
        out["spacer.minLength"] = "Y.ML"
        out["text.lineLimit"] = "Y.LL"
        return out
    }
}
