import GlassCore

extension SceneResolver {
    static let pathKeys = ["type", "name", "d", "frame", "viewBox", "fill", "fillRule", "stroke", "opacity"]

    /// A `path` layer: SVG path data in its `viewBox` units, fitted into the frame (uniformly, centred, as
    /// SVG's default `xMidYMid meet`), filled and stroked.
    mutating func resolvePath(_ o: ObjectNode, origin: (Double, Double)) throws(SceneError) -> Layer {
        let dNode = try o.required("d")
        let d = try dNode.string()
        if d.utf8.count > SceneLimits.maxPathDataCharacters {
            throw dNode.error("\(d.utf8.count) characters; the limit is \(SceneLimits.maxPathDataCharacters)")
        }
        let units: Path
        do {
            units = try SVGPathData.parse(d)
        } catch {
            let b = Array(d.utf8)
            let token = String(decoding: b[min(error.offset, b.count)..<min(error.offset + 12, b.count)], as: UTF8.self)
            throw dNode.error(
                "invalid path data at offset \(error.offset)\(token.isEmpty ? " (the end)" : " (\"\(truncatedForMessage(token))\")"): \(error.message)"
            )
        }
        if units.elements.isEmpty { throw dNode.error("expected path data, got an empty string") }
        let rect = try parseFrame(o.required("frame"), origin: origin)
        var box = (x: 0.0, y: 0.0, w: rect.width / scale, h: rect.height / scale)
        if let vb = o.optional("viewBox") {
            let m = SceneLimits.maxPoints
            let v = try vb.numbers(count: 4, in: -m...m, what: "a viewBox [x, y, width, height]")
            for i in 2...3 where v[i] <= 0 {
                throw vb.element(i, .number(v[i])).error("expected a viewBox \(i == 2 ? "width" : "height") above 0")
            }
            box = (v[0], v[1], v[2], v[3])
        }
        let s = min(rect.width / box.w, rect.height / box.h)
        if let vb = o.optional("viewBox"), !(s <= SceneLimits.maxViewBoxScale) {
            // Beyond this the path's coordinates (up to 10⁹ units) would overflow to infinity.
            let i = rect.width / box.w <= rect.height / box.h ? 2 : 3
            let side = i == 2 ? rect.width : rect.height
            throw vb.element(i, .number(i == 2 ? box.w : box.h)).error(
                "a viewBox \(i == 2 ? "width" : "height") of \(formatNumber(i == 2 ? box.w : box.h)) scales its units to more than 10¹⁵ pixels each; expected at least \(formatNumber(side / SceneLimits.maxViewBoxScale))"
            )
        }
        let transform = AffineTransform.scale(
            s, s, then: rect.x + (rect.width - box.w * s) / 2 - box.x * s,
            rect.y + (rect.height - box.h * s) / 2 - box.y * s)
        var fill: Paint? = .solid(labelColor)
        if let f = o.optional("fill") {
            if case .string("none") = f.value { fill = nil } else { fill = try parsePaint(f, rect: rect) }
        }
        let fillRule =
            try o.optional("fillRule")?.choice([("nonzero", FillRule.nonZero), ("evenodd", .evenOdd)]) ?? .nonZero
        var stroke: StrokeStyle? = nil
        var strokePaint = Paint.solid(labelColor)
        if let sNode = o.optional("stroke") {
            let so = try sNode.object(allowed: ["color", "width", "join", "cap", "miterLimit"])
            if let c = so.optional("color") { strokePaint = .solid(try parseColor(c)) }
            // The width is in the path's units, like SVG's stroke-width, and scales with it.
            let width = try so.optional("width")?.number(in: 0...SceneLimits.maxPoints, what: "a stroke width") ?? 1
            let join =
                try so.optional("join")?.choice([
                    ("miter", StrokeStyle.Join.miter), ("round", .round), ("bevel", .bevel),
                ]) ?? .miter
            let cap =
                try so.optional("cap")?.choice([("butt", StrokeStyle.Cap.butt), ("round", .round), ("square", .square)])
                ?? .butt
            let limit = try so.optional("miterLimit")?.number(in: 1...100, what: "a miter limit") ?? 4
            if width > 0 { stroke = StrokeStyle(width: width * s, join: join, cap: cap, miterLimit: limit) }
        }
        let opacity = try o.optional("opacity")?.number(in: 0...1, what: "an opacity") ?? 1
        let path = units.transformed(transform)
        try chargeRasterWork(path, fill: fill != nil, stroke: stroke, node: dNode)
        return .path(
            PathLayer(
                path: path, fill: fill, fillRule: fillRule, stroke: stroke, strokePaint: strokePaint,
                opacity: Float(opacity)))
    }

    /// Adds the path's raster work (`Path.rowCrossings`, over the canvas) to the scene's and refuses it above
    /// `SceneLimits.maxPathRowCrossings`: thousands of long edges crossing a large canvas would take minutes
    /// and gigabytes to rasterize.
    mutating func chargeRasterWork(_ path: Path, fill: Bool, stroke: StrokeStyle?, node: Node) throws(SceneError) {
        let visible = canvas.rect
        var work = fill ? path.rowCrossings(visible: visible) : 0
        if let stroke { work += path.rowCrossings(visible: visible, stroke: stroke) }
        pathRowCrossings += work
        if pathRowCrossings > Double(SceneLimits.maxPathRowCrossings) {
            throw node.error(
                "the scene's paths cross about \(WholeNumber.clamped(pathRowCrossings, to: 0...1_000_000_000_000_000)) edge-rows in all (each edge counted by the pixel rows it crosses, filled and stroked); the limit is \(SceneLimits.maxPathRowCrossings)"
            )
        }
    }
}
