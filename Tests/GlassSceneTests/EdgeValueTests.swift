import Foundation
import GlassCore
import GlassPNG
import GlassRender
import GlassScene
import Testing

/// Every number a scene accepts, tried at its edges: zero, negative zero, denormal and tiny positives,
/// tiny negatives, −1, huge, the documented bounds and just past them. Random byte fuzzing does not reach
/// these (a σ of 0.05 px once crashed glass). Each value either resolves and renders a canvas of the
/// declared size whose pixels are valid premultiplied colour, or is refused with one line at the number's
/// own JSON path; which of the two is fixed by the documented range, so a range that drifts fails here.
@Suite struct EdgeValueTests {
    /// A scene using every number the format has; `@NAME` marks each, replaced by its default or a probe.
    static let template = ##"""
        {"canvas": {"width": @W, "height": @H, "scale": 1, "cornerRadius": @CR}, "appearance": "dark",
         "background": {"linearGradient": {"from": [@FX, @FY], "to": [@TX, 30], "stops": [["#FF0000", @O1], ["#0000FF80", 1]]}},
         "layers": [
          {"type": "shape", "frame": [@SX, @SY, @SW, @SH], "corners": @SC, "fill": "#00FF00", "opacity": @OP},
          {"type": "shape", "frame": [2, 2, 10, 10], "corners": {"topLeft": {"concentric": {"minimum": @CM}}, "bottomRight": @PC}},
          {"type": "image", "image": "pic.png", "frame": [@IX, @IY, @IW, @IH], "corners": @IC},
          {"type": "glass", "frame": [@GX, @GY, @GW, @GH], "corners": @GC, "style": "clear",
           "material": {"blurRadius": @BR, "saturation": @SA, "fillOpacity": @FO, "refraction": @RF, "highlight": @HL, "shadowOpacity": @SO},
           "content": [{"type": "glass", "frame": [@NX, 2, 8, 6], "corners": "concentric"}]},
          {"type": "glass", "frame": [4, 16, 30, 10], "tint": "#FF000080", "state": "pressed"},
          {"type": "glassContainer", "spacing": @SP, "children": [
            {"type": "glass", "frame": [@CX, 5, 10, 10]}, {"type": "glass", "frame": [22, 5, 10, 10]}]},
          {"type": "scrollEdge", "edge": "top", "size": @SE},
          {"type": "scrollEdge", "edge": "right", "style": "hard", "size": @SE2},
          {"type": "text", "text": "Ag 首", "frame": [2, 20, 30, 8], "font": {"size": @FS, "weight": @FW}, "lines": @LN, "opacity": @TO},
          {"type": "symbol", "name": "gear", "frame": [30, 20, 8, 8], "size": @SZ},
          {"type": "path", "d": "M0 0 L10 0 L5 8 Z", "frame": [20, 2, 10, 8], "viewBox": [@VX, 0, @VW, 8],
           "stroke": {"width": @SW2, "miterLimit": @ML}}]}
        """##

    struct Field: Sendable {
        let name: String
        let defaultValue: String
        let path: String
        let accepts: @Sendable (Double) -> Bool
    }

    static let points = 100_000.0
    static func within(_ lo: Double, _ hi: Double) -> @Sendable (Double) -> Bool { { $0 >= lo && $0 <= hi } }
    static func positive(_ hi: Double) -> @Sendable (Double) -> Bool { { $0 > 0 && $0 <= hi } }

    static let fields: [Field] = [
        // The canvas: 1–16384 px a side (scale 1), at most 40 Mpx.
        Field(
            name: "W", defaultValue: "40", path: "canvas.width", accepts: { $0.rounded() >= 1 && $0.rounded() <= 16384 }
        ),
        Field(
            name: "H", defaultValue: "30", path: "canvas.height",
            accepts: { $0.rounded() >= 1 && $0.rounded() <= 16384 }),
        Field(name: "CR", defaultValue: "8", path: "canvas.cornerRadius", accepts: within(0, points)),
        Field(
            name: "FX", defaultValue: "0", path: "background.linearGradient.from[0]", accepts: within(-points, points)),
        Field(
            name: "FY", defaultValue: "0", path: "background.linearGradient.from[1]", accepts: within(-points, points)),
        Field(
            name: "TX", defaultValue: "40", path: "background.linearGradient.to[0]", accepts: within(-points, points)),
        Field(name: "O1", defaultValue: "0", path: "background.linearGradient.stops[0][1]", accepts: within(0, 1)),
        Field(name: "SX", defaultValue: "2", path: "layers[0].frame[0]", accepts: within(-points, points)),
        Field(name: "SY", defaultValue: "3", path: "layers[0].frame[1]", accepts: within(-points, points)),
        Field(name: "SW", defaultValue: "20", path: "layers[0].frame[2]", accepts: positive(points)),
        Field(name: "SH", defaultValue: "10", path: "layers[0].frame[3]", accepts: positive(points)),
        Field(name: "SC", defaultValue: "3", path: "layers[0].corners", accepts: within(0, points)),
        Field(name: "OP", defaultValue: "0.5", path: "layers[0].opacity", accepts: within(0, 1)),
        Field(
            name: "CM", defaultValue: "1", path: "layers[1].corners.topLeft.concentric.minimum",
            accepts: within(0, points)),
        Field(name: "PC", defaultValue: "2", path: "layers[1].corners.bottomRight", accepts: within(0, points)),
        Field(name: "IX", defaultValue: "10", path: "layers[2].frame[0]", accepts: within(-points, points)),
        Field(name: "IY", defaultValue: "12", path: "layers[2].frame[1]", accepts: within(-points, points)),
        Field(name: "IW", defaultValue: "15", path: "layers[2].frame[2]", accepts: positive(points)),
        Field(name: "IH", defaultValue: "9", path: "layers[2].frame[3]", accepts: positive(points)),
        Field(name: "IC", defaultValue: "2", path: "layers[2].corners", accepts: within(0, points)),
        Field(name: "GX", defaultValue: "5", path: "layers[3].frame[0]", accepts: within(-points, points)),
        Field(name: "GY", defaultValue: "5", path: "layers[3].frame[1]", accepts: within(-points, points)),
        Field(name: "GW", defaultValue: "30", path: "layers[3].frame[2]", accepts: positive(points)),
        Field(name: "GH", defaultValue: "20", path: "layers[3].frame[3]", accepts: positive(points)),
        Field(name: "GC", defaultValue: "6", path: "layers[3].corners", accepts: within(0, points)),
        Field(name: "BR", defaultValue: "2", path: "layers[3].material.blurRadius", accepts: within(0, 100)),
        Field(name: "SA", defaultValue: "1.2", path: "layers[3].material.saturation", accepts: within(0, 10)),
        Field(name: "FO", defaultValue: "0.3", path: "layers[3].material.fillOpacity", accepts: within(0, 1)),
        Field(name: "RF", defaultValue: "1", path: "layers[3].material.refraction", accepts: within(0, 10)),
        Field(name: "HL", defaultValue: "1", path: "layers[3].material.highlight", accepts: within(0, 10)),
        Field(name: "SO", defaultValue: "0.05", path: "layers[3].material.shadowOpacity", accepts: within(0, 1)),
        Field(name: "NX", defaultValue: "2", path: "layers[3].content[0].frame[0]", accepts: within(-points, points)),
        Field(name: "SP", defaultValue: "4", path: "layers[5].spacing", accepts: within(0, points)),
        Field(name: "CX", defaultValue: "8", path: "layers[5].children[0].frame[0]", accepts: within(-points, points)),
        Field(name: "SE", defaultValue: "20", path: "layers[6].size", accepts: within(0, points)),
        Field(name: "SE2", defaultValue: "10", path: "layers[7].size", accepts: within(0, points)),
        // Text, symbols and paths: sizes are refused at 0 and above 1024 px per em (scale 1).
        Field(name: "FS", defaultValue: "9", path: "layers[8].font.size", accepts: within(0.25, 1024)),
        Field(
            name: "FW", defaultValue: "600", path: "layers[8].font.weight",
            accepts: { $0 == $0.rounded() && $0 >= 100 && $0 <= 900 }),
        Field(
            name: "LN", defaultValue: "2", path: "layers[8].lines", accepts: ComponentEdgeValueTests.integer(0, 1000)),
        Field(name: "TO", defaultValue: "0.8", path: "layers[8].opacity", accepts: within(0, 1)),
        Field(name: "SZ", defaultValue: "6", path: "layers[9].size", accepts: { $0 * 1.2 >= 0.25 && $0 * 1.2 <= 1024 }),
        Field(name: "VX", defaultValue: "0", path: "layers[10].viewBox[0]", accepts: within(-points, points)),
        Field(name: "VW", defaultValue: "10", path: "layers[10].viewBox[2]", accepts: positive(points)),
        Field(name: "SW2", defaultValue: "1", path: "layers[10].stroke.width", accepts: within(0, points)),
        Field(name: "ML", defaultValue: "4", path: "layers[10].stroke.miterLimit", accepts: within(1, 100)),
    ]

    /// The probes: JSON text and the value it parses to.
    static let probes: [String] = [
        "0", "-0", "5e-324", "2.2250738585072014e-308", "1e-300", "1e-9", "0.05", "0.2", "-5e-324", "-1e-9", "-1",
        "0.5", "0.49999999999999994", "1", "0.9999999999999999", "1.0000000000000002", "10", "10.000000000000002",
        "100", "100.00000000000001",
        "900", "8192", "16384", "16384.5", "16385", "99999.99999999999", "100000", "100000.00000000001", "-100000",
        "-100000.00000000001",
        "1e15", "-1e15", "1e308", "-1e308", "1e9", "-1e9", "1e300", "-1e300",
    ]

    static func scene(_ field: Field, _ value: String, template: String = template, fields: [Field] = fields) -> String
    {
        var text = template
        // Longest names first, so "@SE" does not replace the start of "@SE2".
        for f in fields.sorted(by: { $0.name.count > $1.name.count }) {
            text = text.replacingOccurrences(of: "@" + f.name, with: f.name == field.name ? value : f.defaultValue)
        }
        return text
    }

    static func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glass-edges-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var image = PixelBuffer(width: 6, height: 4)
        for p in 0..<image.pixelCount {
            image.bytes.replaceSubrange(p * 4..<p * 4 + 4, with: [UInt8(p * 10), 90, 200, 255])
        }
        try Data(try PNGCodec.encode(image)).write(to: dir.appendingPathComponent("pic.png"))
        return dir.path
    }

    @Test(arguments: fields.map(\.name))
    func everyNumberAtItsEdges(name: String) async throws {
        try await Self.probe(Self.fields.first { $0.name == name }!, template: Self.template, fields: Self.fields)
    }

    /// Resolves and renders the template with `field` at every probe, in one process of the release binary
    /// (`glass __probe`: the same resolver and renderer, at release speed); `alsoAt` are paths where a value
    /// in range may still be refused (a component that no longer fits).
    static func probe(
        _ field: Field, template: String, fields: [Field], alsoAt: [String] = [], probes: [String] = probes
    ) async throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = probes.indices.map { "\(dir)/p\($0).json" }
        for (probe, file) in zip(probes, files) {
            try Data(scene(field, probe, template: template, fields: fields).utf8).write(
                to: URL(fileURLWithPath: file))
        }
        let (output, status) = try await ReleaseGlass.run(["__probe"] + files)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(status == 0 && lines.count == probes.count, "\(field.path): glass __probe exited \(status)")
        var rendered = 0
        for ((probe, file), line) in zip(zip(probes, files), lines) {
            let value = Double(probe)!
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescaped(String($0)) }
            if parts.first == "ok", parts.count == 6 {
                #expect(field.accepts(value), "\(field.path) = \(probe) was accepted")
                #expect(parts[1] == parts[3] && parts[2] == parts[4], "\(field.path) = \(probe): \(line)")
                #expect(parts[5] == "0", "\(field.path) = \(probe): \(parts[5]) pixels with colour above alpha")
                rendered += 1
            } else {
                try #require(parts.first == "error" && parts.count == 3, "\(field.path) = \(probe): \(line)")
                let (path, description) = (parts[1], parts[2])
                #expect(!field.accepts(value), "\(field.path) = \(probe) was refused: \(description)")
                let at =
                    field.path == "canvas.width" || field.path == "canvas.height"
                    ? [field.path, "canvas"] : [field.path] + alsoAt
                #expect(at.contains(path), "\(field.path) = \(probe): error at \(path): \(description)")
                // Numbers echo what the user wrote: one in exponent notation is the probe itself, never a value
                // converted from it (a symbol's 1e-300 pt size was echoed as its 1.2e-300 pt em).
                for token in description.matches(of: /-?[0-9][0-9.]*e[-+]?[0-9]+/) {
                    #expect(
                        Double(token.output) == value, "\(field.path) = \(probe): \(token.output) in \(description)")
                }
                #expect(description.hasPrefix(file + ": ") && !description.contains("\n"))
            }
        }
        #expect(rendered >= 2, "\(field.path): the default and at least one probe render")
    }

    /// A field of `glass __probe`'s output with its escapes (`\\`, `\t`, `\n`, `\r`) undone.
    static func unescaped(_ field: String) -> String {
        var out = ""
        var escape = false
        for c in field {
            if escape {
                out.append(c == "t" ? "\t" : c == "n" ? "\n" : c == "r" ? "\r" : c)
                escape = false
            } else if c == "\\" {
                escape = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}

/// The numbers components accept, at the same probes: each lays out and renders, or is refused at its path
/// (or, for a value in range that makes the component not fit, at the component).
@Suite struct ComponentEdgeValueTests {
    typealias Field = EdgeValueTests.Field

    static let template = ##"""
        {"canvas": {"width": 200, "height": 160, "scale": 1}, "transition": {"progress": @PR, "underlay": "#808080"},
         "layers": [
          {"type": "navigationBar", "trailing": [{"symbol": "gear"}, {"fixedSpace": @FX}, {"symbol": "gear"}]},
          {"type": "tabBar", "tabs": [{"symbol": "house"}, {"symbol": "gear"}], "selected": @SEL},
          {"type": "slider", "frame": [10, 60, 180, 20], "value": @SV, "neutralValue": @NV, "ticks": @TK},
          {"type": "segmentedControl", "frame": [10, 80, 180, 30], "segments": ["A", "B"], "selected": @SC},
          {"type": "switch", "origin": [@OX, 110]},
          {"type": "button", "center": [@BC, 20], "title": "Go"},
          {"type": "button", "frame": [10, 120, @BW, 30], "symbol": "gear"},
          {"type": "sheet", "detent": @DT}]}
        """##

    static func integer(_ lo: Double, _ hi: Double) -> @Sendable (Double) -> Bool {
        { $0 == $0.rounded() && $0 >= lo && $0 <= hi }
    }

    static let fields: [Field] = [
        // 104 pt of items and spaces around the fixed space; 160 pt between the 20 pt margins.
        Field(
            name: "FX", defaultValue: "8", path: "layers[0].trailing[1].fixedSpace", accepts: { $0 >= 0 && $0 <= 56 }),
        Field(name: "SEL", defaultValue: "1", path: "layers[1].selected", accepts: integer(0, 1)),
        Field(name: "SV", defaultValue: "0.5", path: "layers[2].value", accepts: EdgeValueTests.within(0, 1)),
        Field(name: "NV", defaultValue: "0", path: "layers[2].neutralValue", accepts: EdgeValueTests.within(0, 1)),
        Field(name: "TK", defaultValue: "3", path: "layers[2].ticks", accepts: integer(0, 100)),
        Field(name: "SC", defaultValue: "0", path: "layers[3].selected", accepts: integer(0, 1)),
        Field(name: "OX", defaultValue: "10", path: "layers[4].origin[0]", accepts: EdgeValueTests.within(-9e4, 9e4)),
        Field(name: "BC", defaultValue: "100", path: "layers[5].center[0]", accepts: EdgeValueTests.within(-9e4, 9e4)),
        Field(name: "BW", defaultValue: "60", path: "layers[6].frame[2]", accepts: EdgeValueTests.positive(1e4)),
        Field(name: "DT", defaultValue: "80", path: "layers[7].detent", accepts: EdgeValueTests.within(1, 160)),
        Field(name: "PR", defaultValue: "0.5", path: "transition.progress", accepts: EdgeValueTests.within(0, 1)),
    ]

    @Test(arguments: fields.map(\.name))
    func everyComponentNumberAtItsEdges(name: String) async throws {
        try await EdgeValueTests.probe(
            Self.fields.first { $0.name == name }!, template: Self.template, fields: Self.fields,
            alsoAt: ["layers[0]"])
    }
}
