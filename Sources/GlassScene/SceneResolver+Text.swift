import GlassCore
import GlassText

extension SceneResolver {
    static let textKeys = [
        "type", "name", "text", "frame", "style", "font", "color", "alignment", "lines", "opacity", "vibrant",
    ]

    /// A `text` layer: laid out in its frame and placed as glyphs.
    mutating func resolveText(_ o: ObjectNode, origin: (Double, Double)) throws(SceneError) -> Layer {
        let textNode = try o.required("text")
        let text = try Self.checkedText(textNode)
        // The scene's text in all, checked before shaping: 4096 layers of 4000 characters would take a minute.
        textCharacters += text.unicodeScalars.count
        if textCharacters > SceneLimits.maxSceneTextCharacters {
            throw textNode.error(
                "the scene's text layers come to \(textCharacters) characters; the limit is \(SceneLimits.maxSceneTextCharacters) in all"
            )
        }
        let rect = try parseFrame(o.required("frame"), origin: origin)
        let (font, drawn, sizePt, fontFile) = try textFont(o)
        let weight = drawn.weight
        if let name = fontFile { noteInput(name.hasPrefix("/") ? name : "\(directory)/\(name)") }
        let color = try o.optional("color").map { n throws(SceneError) in try parseColor(n) } ?? labelColor
        let alignment =
            try o.optional("alignment")?.choice([
                ("leading", TextAlignment.leading), ("center", .center), ("trailing", .trailing),
            ]) ?? .leading
        let lines = try o.optional("lines")?.integer(in: 0...1000, what: "a line count") ?? 1
        let opacity = try o.optional("opacity")?.number(in: 0...1, what: "an opacity") ?? 1
        let sizePx = sizePt * scale
        let block = Measure.layout(
            text, font: font, sizePt: sizePt, scale: scale, weight: drawn, widthPx: rect.width,
            heightPx: rect.height, lines: lines, alignment: alignment,
            rightToLeft: settings.layoutDirection == .rightToLeft)
        glyphCount += block.glyphs.count
        if glyphCount > SceneLimits.maxSceneGlyphs {
            throw textNode.error(
                "the scene's text comes to \(glyphCount) glyphs; the limit is \(SceneLimits.maxSceneGlyphs) in all")
        }
        let glyphs = block.glyphs.map { g in
            let placed = GlyphCache.place(
                font: g.font, glyph: g.glyph, sizePx: sizePx, x: rect.x + g.x, y: rect.y + g.y)
            return GlyphRunLayer.Glyph(key: placed.key, font: g.font, x: placed.x, y: placed.y)
        }
        return .glyphs(
            GlyphRunLayer(
                glyphs: glyphs, color: color, opacity: Float(opacity), vibrancy: try vibrancy(o),
                source: truncationNoted(source(o, kind: .text, sizePt: sizePt, weight: weight), block, o)))
    }

    /// `source` marked `truncated` when the text was cut with "…" and the user's own layer asked for no
    /// line limit (`lines` or `lineLimit`); a component's text never asked (its line count is the component's).
    func truncationNoted(_ source: GlyphSource, _ block: TextBlock, _ o: ObjectNode) -> GlyphSource {
        var s = source
        let asked = o.members.contains { $0.key == "lines" || $0.key == "lineLimit" }
        s.truncated = block.truncated && !(asked && provenance.isUsersOwn(o.node.path))
        return s
    }

    /// A text layer's `text`: a string of 1 to `SceneLimits.maxTextCharacters` characters.
    static func checkedText(_ textNode: Node) throws(SceneError) -> String {
        let text = try textNode.string()
        if text.isEmpty { throw textNode.error("expected some text, got an empty string") }
        let count = text.unicodeScalars.count
        if count > SceneLimits.maxTextCharacters {
            throw textNode.error("\(count) characters; the limit is \(SceneLimits.maxTextCharacters) per text layer")
        }
        return text
    }

    /// The font a text layer is drawn in, at the weight it is drawn at (Bold Text applied), its size in points
    /// (Dynamic Type applied to a `style`), and the font file it names, if any: one answer for drawing and
    /// for measuring (the layout engine sizes text with it).
    func textFont(_ o: ObjectNode) throws(SceneError) -> (
        font: Font, weight: DrawnWeight, sizePt: Double, file: String?
    )
    {
        var sizePt = 17.0
        var weight = FontWeight.regular
        if let styleNode = o.optional("style") {
            let name = try styleNode.choice(TextStyle.styles.map { ($0.name, $0.name) })
            (sizePt, weight) = TextStyle.style(named: name)!
            // Dynamic Type: a style takes its size at the scene's content size category.
            sizePt = DynamicType.size(name, settings.dynamicType) ?? sizePt
        }
        var family = "system"
        var file: (String, Node)? = nil
        if let fontNode = o.optional("font") {
            let f = try fontNode.object(allowed: ["family", "file", "size", "weight"])
            if let n = f.optional("family") { family = try n.string() }
            if let n = f.optional("file") { file = (try n.string(), n) }
            if let n = f.optional("size") { sizePt = try n.number(in: 0...1e6, what: "a font size in points") }
            if let n = f.optional("weight") { weight = try parseWeight(n) }
            if let n = f.optional("size") { try checkSize(sizePt, n) }
        }
        let drawn = settings.drawn(weight)
        weight = drawn.weight
        let font = try loadFont(
            family: family, file: file, weight: weight, sizePt: sizePt, node: o.optional("font") ?? o.node)
        return (font, drawn, sizePt, file?.0)
    }

    /// The user's path and the minimums' inputs of a `text` or `symbol` layer.
    func source(_ o: ObjectNode, kind: Legibility.Kind, sizePt: Double, weight: FontWeight) -> GlyphSource {
        GlyphSource(path: provenance.userPath(o.node.path), kind: kind, sizePt: sizePt, weight: weight.value)
    }

    static let symbolKeys = ["type", "name", "frame", "size", "weight", "color", "opacity", "vibrant"]

    /// The colours drawn vibrantly on glass.
    static let vibrantColors: Set<String> = ["secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText"]

    /// How a text or symbol layer is composited: vibrant when it sits in a glass's content, is drawn in a
    /// secondary label colour and does not say `"vibrant": false`; plus-darker in the light look,
    /// plus-lighter in the dark.
    func vibrancy(_ o: ObjectNode) throws(SceneError) -> VibrantBlend? {
        var on = true
        if let v = o.optional("vibrant") {
            guard case .bool(let b) = v.value else { throw v.expected("true or false") }
            on = b
        }
        guard on, contentDepth > 0, case .string(let name)? = o.optional("color")?.value,
            Self.vibrantColors.contains(name)
        else { return nil }
        return appearance == .dark ? .plusLighter : .plusDarker
    }

    /// A `symbol` layer: the icon font's glyph for an SF Symbol name, centred in its frame.
    func resolveSymbol(_ o: ObjectNode, origin: (Double, Double)) throws(SceneError) -> Layer {
        let g = try symbolOutline(o)
        let (font, glyph, sizePt, weight, emPx, embolden26) = (
            g.font, g.glyph, g.sizePt, g.weight, g.emPx, g.embolden26
        )
        let rect = try parseFrame(o.required("frame"), origin: origin)
        let color = try o.optional("color").map { n throws(SceneError) in try parseColor(n) } ?? labelColor
        let opacity = try o.optional("opacity")?.number(in: 0...1, what: "an opacity") ?? 1
        guard let box = g.box else {
            return .glyphs(
                GlyphRunLayer(glyphs: [], color: color, opacity: Float(opacity), vibrancy: try vibrancy(o)))
        }
        // A directional symbol in right to left is drawn mirrored about its origin, as iOS draws it.
        let name = try o.required("name").string()
        let mirrored = settings.layoutDirection == .rightToLeft && SymbolTable.mirrorsInRightToLeft(name)
        // Centre the glyph's box (mirrored: its x range negated) in the frame.
        let x = rect.midX + (mirrored ? 1 : -1) * (box.min.x + box.max.x) / 2
        let y = rect.midY - (box.min.y + box.max.y) / 2
        let placed = GlyphCache.place(
            font: font, glyph: glyph, sizePx: emPx, embolden26: embolden26, mirrored: mirrored, x: x, y: y)
        return .glyphs(
            GlyphRunLayer(
                glyphs: [GlyphRunLayer.Glyph(key: placed.key, font: font, x: placed.x, y: placed.y)], color: color,
                opacity: Float(opacity), vibrancy: try vibrancy(o),
                source: source(o, kind: .symbol, sizePt: sizePt, weight: weight)))
    }

    /// A symbol layer's glyph at its size and weight (Bold Text applied), and the box its outline covers in
    /// pixels (nil: an empty glyph): the symbol drawn, and its natural size for the layout engine.
    func symbolOutline(_ o: ObjectNode) throws(SceneError) -> (
        font: Font, glyph: UInt32, sizePt: Double, weight: FontWeight, emPx: Double, embolden26: Int,
        box: (min: SIMD2<Double>, max: SIMD2<Double>)?
    ) {
        let (font, glyph) = try symbolGlyph(o.required("name"))
        let sizeNode = o.optional("size")
        let sizePt = try sizeNode?.number(in: 0...1e6, what: "a symbol size in points") ?? 17
        if let sizeNode { try checkSize(sizePt, sizeNode, emPerPoint: SymbolTable.emPerPoint) }
        let weight = settings.drawn(
            try o.optional("weight").map { n throws(SceneError) in try parseWeight(n) } ?? .regular).weight
        let emPx = sizePt * SymbolTable.emPerPoint * scale
        // Weight thickens or thins the strokes by 1% of the em per 100 from regular (Material has one weight).
        let embolden26 = WholeNumber.clamped(
            Double(weight.value - 400) / 100 * 0.01 * emPx * 64, .toNearestOrAwayFromZero)
        let size26 = WholeNumber.clamped(emPx * 64, .toNearestOrAwayFromZero)
        let box = font.outline(glyph: glyph, size26: size26, embolden26: embolden26).controlBounds
        return (font, glyph, sizePt, weight, emPx, embolden26, box)
    }

    /// The icon font's glyph for a symbol layer's `name`.
    func symbolGlyph(_ nameNode: Node) throws(SceneError) -> (font: Font, glyph: UInt32) {
        let name = try nameNode.symbolName()
        let found: (font: Font, glyph: UInt32)?
        do {
            found = try FontLibrary.shared.symbolGlyph(name)
        } catch {
            throw nameNode.error(fontMessage(error))
        }
        guard let found else {
            throw nameNode.error("symbol \"\(name)\" does not shape to one glyph of \(SymbolTable.family)")
        }
        return found
    }

    var labelColor: StraightColor {
        SemanticColors.named("label", appearance, increaseContrast: settings.increaseContrast)!
    }

    /// A weight name (`"semibold"`) or number 100–900.
    func parseWeight(_ node: Node) throws(SceneError) -> FontWeight {
        if case .number(let v) = node.value {
            guard let i = WholeNumber.exactly(v, in: 100...900), let w = FontWeight(i) else {
                throw node.error("expected a weight from 100 to 900, got \(formatNumber(v))")
            }
            return w
        }
        let name = try node.choice(FontWeight.names.map { ($0, $0) })
        return FontWeight(name: name)!
    }

    /// A size whose em (`emPerPoint` times it: a symbol's is 1.2), in pixels, is at least a quarter pixel and
    /// at most `SceneLimits.maxGlyphEmPx`. Messages echo the size as written, never the em it makes.
    func checkSize(_ sizePt: Double, _ node: Node, emPerPoint: Double = 1) throws(SceneError) {
        if sizePt <= 0 { throw node.error("expected a size above 0 points, got \(formatNumber(sizePt))") }
        let emPx = sizePt * emPerPoint * scale
        let symbol = emPerPoint == 1 ? "" : " (a symbol's em is \(formatNumber(emPerPoint)) times its size)"
        if emPx < SceneLimits.minGlyphEmPx {
            throw node.error(
                "\(formatNumber(sizePt)) pt is under a quarter pixel per em at \(formatNumber(scale))×\(symbol); too small to draw"
            )
        }
        if emPx > SceneLimits.maxGlyphEmPx {
            let px = emPerPoint == 1 ? "\(formatNumber(emPx)) px" : "too large"
            throw node.error(
                "\(formatNumber(sizePt)) pt is \(px) at \(formatNumber(scale))×\(symbol); the limit is \(formatNumber(SceneLimits.maxGlyphEmPx)) px per em"
            )
        }
    }

    func loadFont(family: String, file: (String, Node)?, weight: FontWeight, sizePt: Double, node: Node)
        throws(SceneError) -> Font
    {
        do {
            if let (name, fileNode) = file {
                let path = name.hasPrefix("/") ? name : "\(directory)/\(name)"
                do {
                    return try FontLibrary.shared.font(file: path)
                } catch {
                    // Name the file as the scene wrote it.
                    switch error {
                    case .fileMissing:
                        throw SceneError(
                            .missingInput, file: self.file, path: fileNode.path,
                            "no such font file: \(truncatedForMessage(name))")
                    case .notAFont: throw fileNode.error(fontMessage(.notAFont(name)))
                    case .tooLarge(_, let bytes, let limit):
                        throw fileNode.error(fontMessage(.tooLarge(name, bytes: bytes, limit: limit)))
                    default: throw fileNode.error(fontMessage(error))
                    }
                }
            }
            return try FontLibrary.shared.font(family: family, weight: weight, sizePt: sizePt)
        } catch let error as SceneError {
            throw error
        } catch {
            let at = (try? node.object(allowed: ["family", "file", "size", "weight"]))?.optional("family") ?? node
            throw at.error(fontMessage(error as! TextError))
        }
    }

    func fontMessage(_ error: TextError) -> String {
        switch error {
        case .unknownFamily(let name, let available):
            let shown = available.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
            let more = available.count > 12 ? " and \(available.count - 12) more" : ""
            return "no installed font family \"\(truncatedForMessage(name))\"; installed: \(shown)\(more)"
        case .fileMissing(let f): return "no such font file: \(truncatedForMessage(f))"
        case .notAFont(let f): return "\(truncatedForMessage(f)) is not a font FreeType can read"
        case .tooLarge(let f, let bytes, let limit):
            return "\(truncatedForMessage(f)) is \(bytes) bytes; the limit for a font file is \(limit) bytes"
        case .unavailable(let why): return "the text stack is unavailable: \(why)"
        }
    }
}
