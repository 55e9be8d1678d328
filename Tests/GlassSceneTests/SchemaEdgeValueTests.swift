import Foundation
import Testing

/// The edge-value suites against the schema: every numeric field of `schema/scene.schema.json` is probed at
/// its edges by `EdgeValueTests`, `ComponentEdgeValueTests` or the two templates here (the numbers the older
/// templates left out: text, symbol and path frames, the remaining corners, component frames, the
/// background extension). A field added to the schema without a probe fails `everySchemaNumberIsProbed`.
@Suite struct SchemaEdgeValueTests {
    typealias Field = EdgeValueTests.Field
    static let points = EdgeValueTests.points
    static let within = EdgeValueTests.within
    static let positive = EdgeValueTests.positive

    /// The edges of the numeric boundary: zero, denormal and tiny, fractions, negatives, huge, the limits.
    static let probes = [
        "0", "-0", "5e-324", "1e-300", "1e-9", "-1e-9", "0.5", "1.5", "-1", "1e9", "-1e9", "1e300", "-1e300",
        "1", "2", "16", "20", "100", "900", "100000.00000000001", "90000.00000000001", "10000.000000000002",
    ]

    static let template = ##"""
        {"canvas": {"width": 60, "height": 40, "scale": @CS},
         "background": {"linearGradient": {"from": [0, 0], "to": [40, @TY], "stops": [["#FF0000", 0], ["#0000FF80", 1]]}},
         "layers": [
          {"type": "shape", "frame": [2, 2, 20, 10], "corners": {"topLeft": @CTL, "topRight": @CTR, "bottomLeft": @CBL}, "fill": "#00FF00"},
          {"type": "text", "text": "Ag 首", "frame": [@XX, @XY, @XW, @XH], "font": {"size": 9}},
          {"type": "symbol", "name": "gear", "frame": [@YX, @YY, @YW, @YH], "size": 6, "weight": @YWT, "opacity": @YO},
          {"type": "path", "d": "M0 0 L10 0 L5 8 Z", "frame": [@PX, @PY, @PW, @PH], "viewBox": [0, @VY, 10, @VH],
           "stroke": {"width": 1}, "opacity": @PO},
          {"type": "glassContainer", "appearance": "auto", "measuredLightness": @CML, "children": [
           {"type": "glass", "frame": [4, 24, 20, 12], "measuredLightness": @GML, "material": {"adaptiveThreshold": @AT}}]},
          {"type": "group", "measuredLightness": @RML, "layers": []}]}
        """##

    static let fields: [Field] = [
        // The scale is one of 1, 2 and 3 (an enumeration in the schema, so not among its numeric fields).
        Field(name: "CS", defaultValue: "1", path: "canvas.scale", accepts: { $0 == 1 || $0 == 2 || $0 == 3 }),
        Field(
            name: "TY", defaultValue: "30", path: "background.linearGradient.to[1]", accepts: within(-points, points)),
        Field(name: "CTL", defaultValue: "2", path: "layers[0].corners.topLeft", accepts: within(0, points)),
        Field(name: "CTR", defaultValue: "3", path: "layers[0].corners.topRight", accepts: within(0, points)),
        Field(name: "CBL", defaultValue: "1", path: "layers[0].corners.bottomLeft", accepts: within(0, points)),
        Field(name: "XX", defaultValue: "2", path: "layers[1].frame[0]", accepts: within(-points, points)),
        Field(name: "XY", defaultValue: "20", path: "layers[1].frame[1]", accepts: within(-points, points)),
        Field(name: "XW", defaultValue: "30", path: "layers[1].frame[2]", accepts: positive(points)),
        Field(name: "XH", defaultValue: "12", path: "layers[1].frame[3]", accepts: positive(points)),
        Field(name: "YX", defaultValue: "30", path: "layers[2].frame[0]", accepts: within(-points, points)),
        Field(name: "YY", defaultValue: "20", path: "layers[2].frame[1]", accepts: within(-points, points)),
        Field(name: "YW", defaultValue: "8", path: "layers[2].frame[2]", accepts: positive(points)),
        Field(name: "YH", defaultValue: "8", path: "layers[2].frame[3]", accepts: positive(points)),
        Field(
            name: "YWT", defaultValue: "700", path: "layers[2].weight",
            accepts: ComponentEdgeValueTests.integer(100, 900)),
        Field(name: "YO", defaultValue: "0.9", path: "layers[2].opacity", accepts: within(0, 1)),
        // Adaptive glass: the threshold L*, and the lightness `glass expand` writes (accepted, ignored).
        Field(name: "CML", defaultValue: "40", path: "layers[4].measuredLightness", accepts: within(0, 100)),
        Field(
            name: "GML", defaultValue: "40", path: "layers[4].children[0].measuredLightness", accepts: within(0, 100)),
        Field(
            name: "AT", defaultValue: "50", path: "layers[4].children[0].material.adaptiveThreshold",
            accepts: within(0, 100)),
        Field(name: "RML", defaultValue: "60", path: "layers[5].measuredLightness", accepts: within(0, 100)),
        Field(name: "PX", defaultValue: "40", path: "layers[3].frame[0]", accepts: within(-points, points)),
        Field(name: "PY", defaultValue: "2", path: "layers[3].frame[1]", accepts: within(-points, points)),
        Field(name: "PW", defaultValue: "16", path: "layers[3].frame[2]", accepts: positive(points)),
        Field(name: "PH", defaultValue: "14", path: "layers[3].frame[3]", accepts: positive(points)),
        Field(name: "VY", defaultValue: "0", path: "layers[3].viewBox[1]", accepts: within(-points, points)),
        Field(name: "VH", defaultValue: "8", path: "layers[3].viewBox[3]", accepts: positive(points)),
        Field(name: "PO", defaultValue: "1", path: "layers[3].opacity", accepts: within(0, 1)),
    ]

    static let componentTemplate = ##"""
        {"canvas": {"width": 200, "height": 160, "scale": 1},
         "layers": [
          {"type": "button", "frame": [@BX, @BY, 60, @BH], "symbol": "gear"},
          {"type": "button", "center": [100, @BCY], "title": "Go"},
          {"type": "switch", "origin": [10, @OY]},
          {"type": "slider", "frame": [@LX, @LY, @LW, @LH]},
          {"type": "segmentedControl", "frame": [@GX, @GY, @GW, @GH], "segments": ["A", "B"]},
          {"type": "backgroundExtension", "image": "pic.png", "frame": [@EX, @EY, @EW, @EH]},
          {"type": "toolbar", "items": [{"symbol": "gear"}, {"fixedSpace": @TF}, {"symbol": "house"}]}]}
        """##

    static let control = within(-9e4, 9e4)
    static let controlSize = positive(1e4)

    static let componentFields: [Field] = [
        Field(name: "BX", defaultValue: "10", path: "layers[0].frame[0]", accepts: control),
        Field(name: "BY", defaultValue: "10", path: "layers[0].frame[1]", accepts: control),
        Field(name: "BH", defaultValue: "30", path: "layers[0].frame[3]", accepts: controlSize),
        Field(name: "BCY", defaultValue: "20", path: "layers[1].center[1]", accepts: control),
        Field(name: "OY", defaultValue: "40", path: "layers[2].origin[1]", accepts: control),
        Field(name: "LX", defaultValue: "10", path: "layers[3].frame[0]", accepts: control),
        Field(name: "LY", defaultValue: "60", path: "layers[3].frame[1]", accepts: control),
        Field(name: "LW", defaultValue: "180", path: "layers[3].frame[2]", accepts: controlSize),
        Field(name: "LH", defaultValue: "20", path: "layers[3].frame[3]", accepts: controlSize),
        Field(name: "GX", defaultValue: "10", path: "layers[4].frame[0]", accepts: control),
        Field(name: "GY", defaultValue: "80", path: "layers[4].frame[1]", accepts: control),
        // Two segments, each at least 12 pt (a title in 4 pt margins, a thumb in 2 pt ones).
        Field(name: "GW", defaultValue: "180", path: "layers[4].frame[2]", accepts: { $0 >= 24 && $0 <= 1e4 }),
        Field(name: "GH", defaultValue: "30", path: "layers[4].frame[3]", accepts: controlSize),
        Field(name: "EX", defaultValue: "40", path: "layers[5].frame[0]", accepts: control),
        Field(name: "EY", defaultValue: "30", path: "layers[5].frame[1]", accepts: control),
        Field(name: "EW", defaultValue: "60", path: "layers[5].frame[2]", accepts: controlSize),
        Field(name: "EH", defaultValue: "40", path: "layers[5].frame[3]", accepts: controlSize),
        // 112 pt of items and spaces beside the fixed space; the toolbar has 144 pt on a 200 pt canvas.
        Field(name: "TF", defaultValue: "12", path: "layers[6].items[1].fixedSpace", accepts: within(0, 32)),
    ]

    @Test(arguments: fields.map(\.name))
    func primitiveNumbersAtTheirEdges(name: String) async throws {
        try await EdgeValueTests.probe(
            Self.fields.first { $0.name == name }!, template: Self.template, fields: Self.fields, probes: Self.probes)
    }

    @Test(arguments: componentFields.map(\.name))
    func componentNumbersAtTheirEdges(name: String) async throws {
        try await EdgeValueTests.probe(
            Self.componentFields.first { $0.name == name }!, template: Self.componentTemplate,
            fields: Self.componentFields, alsoAt: (0..<7).map { "layers[\($0)]" }, probes: Self.probes)
    }
}
