import Foundation
import GlassCore
import GlassScene
import GlassText
import Testing

/// Dynamic Type and Bold Text on text, symbols and bars; tab bars and sheets.
@Suite struct SettingsComponentTests {
    /// The spec's table as written there (xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5), parsed here so the
    /// code's table is checked against an independent copy.
    static let table = """
        largeTitle | 31 32 33 34 36 38 40 44 48 52 56 60
        title1 | 25 26 27 28 30 32 34 38 43 48 53 58
        title2 | 19 20 21 22 24 26 28 34 39 44 50 56
        title3 | 17 18 19 20 22 24 26 31 37 43 49 55
        headline | 14 15 16 17 19 21 23 28 33 40 47 53
        body | 14 15 16 17 19 21 23 28 33 40 47 53
        callout | 13 14 15 16 18 20 22 26 32 38 44 51
        subheadline | 12 13 14 15 17 19 21 25 30 36 42 49
        footnote | 12 12 12 13 15 17 19 23 27 33 38 44
        caption1 | 11 11 11 12 14 16 18 22 26 32 37 43
        caption2 | 11 11 11 11 13 15 17 20 24 29 34 40
        """
    static let categories = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    static var rows: [(style: String, sizes: [Int])] {
        table.split(separator: "\n").map { line in
            let parts = line.split(separator: "|")
            return (
                parts[0].trimmingCharacters(in: .whitespaces),
                parts[1].split(separator: " ").map { Int($0)! }
            )
        }
    }

    /// The first glyph's em in points of the text layer `layers[0]` at 1×.
    static func emPt(_ json: String) throws -> Double {
        let scene = try resolve(json)
        guard case .glyphs(let run) = scene.layers[0], let g = run.glyphs.first else { throw Failure("no glyphs") }
        return Double(g.key.size26) / 64
    }

    @Test func everyStyleTakesItsSizeAtEveryCategory() throws {
        #expect(Self.rows.count == 11 && TextStyle.styles.count == 11)
        for (style, sizes) in Self.rows {
            #expect(sizes.count == 12)
            for (i, category) in Self.categories.enumerated() {
                let em = try Self.emPt(
                    ##"{"canvas": {"width": 400, "height": 80, "scale": 1}, "settings": {"dynamicType": "\##(category)"}, "layers": [{"type": "text", "text": "Ag", "frame": [0, 0, 400, 80], "style": "\##(style)"}]}"##
                )
                #expect(em == Double(sizes[i]), "\(style) at \(category)")
                #expect(DynamicType.size(style, ContentSizeCategory(rawValue: category)!) == Double(sizes[i]))
            }
        }
    }

    @Test func anExplicitSizeDoesNotScale() throws {
        let em = try Self.emPt(
            ##"{"canvas": {"width": 400, "height": 80, "scale": 1}, "settings": {"dynamicType": "AX5"}, "layers": [{"type": "text", "text": "Ag", "frame": [0, 0, 400, 80], "style": "body", "font": {"size": 17}}]}"##
        )
        #expect(em == 17)
    }

    @Test func boldTextMapsEveryWeight() throws {
        let expected = [
            "ultralight": "light", "thin": "regular", "light": "medium", "regular": "semibold", "medium": "bold",
            "semibold": "bold", "bold": "heavy", "heavy": "black", "black": "black",
        ]
        for (from, to) in expected {
            #expect(SceneSettings.boldWeight(FontWeight(name: from)!) == FontWeight(name: to)!, "\(from)")
        }
        // Numeric weights between names round up to the next name first; the extremes stay in range.
        #expect(SceneSettings.boldWeight(FontWeight(450)!) == .bold)
        #expect(SceneSettings.boldWeight(FontWeight(100)!).value == 300)
        #expect(SceneSettings.boldWeight(FontWeight(900)!).value == 900)
        // A regular text layer under Bold Text is drawn with the font an explicit semibold one gets.
        func fontID(_ settings: String, weight: String) throws -> Int {
            let scene = try resolve(
                ##"{"canvas": {"width": 200, "height": 40, "scale": 1}, "settings": {\##(settings)}, "layers": [{"type": "text", "text": "Ag", "frame": [0, 0, 200, 40], "font": {"size": 17, "weight": "\##(weight)"}}]}"##
            )
            guard case .glyphs(let run) = scene.layers[0] else { throw Failure("text") }
            return run.glyphs[0].font.id
        }
        #expect(try fontID(##""boldText": true"##, weight: "regular") == fontID("", weight: "semibold"))
        #expect(try fontID(##""boldText": true"##, weight: "regular") != fontID("", weight: "regular"))
        // Symbols likewise: regular is emboldened as semibold is.
        func embolden(_ settings: String, weight: String) throws -> Int {
            let scene = try resolve(
                ##"{"canvas": {"width": 40, "height": 40, "scale": 1}, "settings": {\##(settings)}, "layers": [{"type": "symbol", "name": "star", "frame": [0, 0, 40, 40], "size": 20, "weight": "\##(weight)"}]}"##
            )
            guard case .glyphs(let run) = scene.layers[0] else { throw Failure("symbol") }
            return run.glyphs[0].key.embolden26
        }
        #expect(try embolden(##""boldText": true"##, weight: "regular") == embolden("", weight: "semibold"))
        #expect(try embolden(##""boldText": true"##, weight: "regular") > 0)
    }

    // MARK: - Bars

    /// Every object in a lowered scene, depth first.
    static func objects(_ v: JSONValue) -> [[(key: String, value: JSONValue)]] {
        switch v {
        case .object(let m): return [m] + m.flatMap { objects($0.value) }
        case .array(let a): return a.flatMap { objects($0) }
        default: return []
        }
    }

    static func lowered(_ json: String) throws -> [[(key: String, value: JSONValue)]] {
        objects(try SceneLoader.lower(bytes: Array(json.utf8), file: "test.json"))
    }

    /// The font size of the lowered text layer whose text is `text`.
    static func fontSize(_ objects: [[(key: String, value: JSONValue)]], text: String) -> Double? {
        for o in objects where o.contains(where: { $0.key == "text" && $0.value == .string(text) }) {
            if case .object(let font)? = o.first(where: { $0.key == "font" })?.value,
                case .number(let size)? = font.first(where: { $0.key == "size" })?.value
            {
                return size
            }
        }
        return nil
    }

    @Test(arguments: [
        ("L", 34.0, 17.0), ("xxL", 38, 21), ("xxxL", 40, 23), ("AX1", 40, 23), ("AX5", 40, 23), ("xS", 31, 14),
    ])
    func barTitlesGrowUpToXXXLAndTabLabelsKeepTheirSize(category: String, large: Double, inline: Double) throws {
        let scene = { (largeTitle: Bool) in
            ##"{"device": "iPhone 17 Pro", "settings": {"dynamicType": "\##(category)"}, "layers": [{"type": "navigationBar", "title": "Inbox", "subtitle": "3 new", "largeTitle": \##(largeTitle)}, {"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "gear", "title": "Settings"}, {"symbol": "person", "title": "Me"}]}]}"##
        }
        let big = try Self.lowered(scene(true))
        #expect(Self.fontSize(big, text: "Inbox") == large)
        #expect(Self.fontSize(big, text: "Home") == 10)
        let small = try Self.lowered(scene(false))
        #expect(Self.fontSize(small, text: "Inbox") == inline)
        #expect(
            Self.fontSize(small, text: "3 new")
                == DynamicType.size("footnote", min(ContentSizeCategory(rawValue: category)!, .xxxL)))
        // The bar keeps its height: its scroll edge reaches the same depth (status bar 62 + bar 54).
        let edge = small.first { $0.contains { $0.key == "type" && $0.value == .string("scrollEdge") } }!
        #expect(edge.first { $0.key == "size" }?.value == .number(116))
    }

    @Test func boldTextWidensWhatComponentsMeasure() throws {
        func widths(_ settings: String) throws -> [Double] {
            let o = try Self.lowered(
                ##"{"device": "iPhone 17 Pro", "settings": {\##(settings)}, "layers": [{"type": "navigationBar", "trailing": [{"title": "Select everything"}]}, {"type": "toolbar", "items": [{"title": "Mailboxes everywhere"}]}, {"type": "button", "center": [200, 400], "title": "Continue reading"}]}"##
            )
            return Self.glassFrames(o).map { $0[2] }
        }
        let plain = try widths("")
        let bold = try widths(##""boldText": true"##)
        #expect(plain.count == 3 && bold.count == 3)
        for (p, b) in zip(plain, bold) { #expect(b > p + 2, "\(plain) → \(bold)") }
    }

    // MARK: - Tab bars

    static func tabBar(_ tabs: Int, width: Double = 402, extra: String = "") -> String {
        let list = (0..<tabs).map { ##"{"symbol": "house", "title": "T\##($0)"}"## }.joined(separator: ", ")
        return
            ##"{"device": "iPhone 17 Pro", "canvas": {"width": \##(width), "scale": 1}, "layers": [{"type": "tabBar", "tabs": [\##(list)]\##(extra)}]}"##
    }

    /// The frames of the lowered glass layers, in order.
    static func glassFrames(_ objects: [[(key: String, value: JSONValue)]]) -> [[Double]] {
        objects.filter { $0.contains { $0.key == "type" && $0.value == .string("glass") } }.compactMap { o in
            guard case .array(let f)? = o.first(where: { $0.key == "frame" })?.value else { return nil }
            return f.compactMap { if case .number(let n) = $0 { n } else { nil } }
        }
    }

    @Test(arguments: [
        (1, 402.0, 106.0, 148.0), (2, 402, 204, 99), (3, 402, 360, 21), (2, 200, 158, 21), (2, 246, 204, 21),
    ])
    func aTabBarOfFewerThanThreeTabsIsAsWideAsItsTabs(tabs: Int, screen: Double, width: Double, x: Double) throws {
        let frames = Self.glassFrames(try Self.lowered(Self.tabBar(tabs, width: screen)))
        #expect(frames.first?[2] == width, "\(frames)")
        #expect(frames.first?[0] == x)
    }

    /// The resting pill's colour, one per look.
    static let pillFill = JSONValue.object([("light", .string("#FFFFFF80")), ("dark", .string("#FFFFFF24"))])

    @Test func pressedShowsALensOverTheSelectedTab() throws {
        let plain = try Self.lowered(Self.tabBar(2, extra: ##", "selected": 1"##))
        let pressed = try Self.lowered(Self.tabBar(2, extra: ##", "selected": 1, "pressed": true"##))
        let lenses = pressed.filter { $0.contains { $0.key == "state" && $0.value == .string("pressed") } }
        #expect(lenses.count == 1)
        #expect(lenses.first?.first { $0.key == "style" }?.value == .string("clear"))
        // Over the second tab (bar at 99 pt, 4 pt padding, 98 pt tabs, the pill's 2 pt inset).
        let expected: [Double] = [203, 793, 94, 58]
        #expect(Self.glassFrames(lenses).first == expected)
        #expect(plain.filter { $0.contains { $0.key == "state" } }.isEmpty)
        // The selected tab is drawn on the lens, once: the bar beneath has nothing there for the lens to bend
        // into a mirrored copy.
        guard case .array(let onLens)? = lenses.first?.first(where: { $0.key == "content" })?.value else {
            Issue.record("the lens has no content")
            return
        }
        #expect(onLens.contains { JSONWriter.write($0).contains("\"T1\"") })
        #expect(pressed.filter { $0.contains { $0.key == "text" && $0.value == .string("T1") } }.count == 1)
        // The resting pill gives way to the lens.
        let pill = { (o: [[(key: String, value: JSONValue)]]) in
            o.filter { $0.contains { $0.key == "fill" && $0.value == Self.pillFill } }.count
        }
        #expect(pill(plain) == 1 && pill(pressed) == 0)
        expectError(
            Self.tabBar(2, extra: ##", "pressed": "yes""##), path: "layers[0].pressed", "expected true or false")
    }

    // MARK: - Sheets

    static func sheet(_ extra: String, device: String = ##""device": "iPhone 17 Pro""##, canvas: String = "") -> String
    {
        ##"{\##(device)\##(canvas), "layers": [{"type": "sheet"\##(extra)}]}"##
    }

    static func sheetLayers(_ json: String) throws -> [Layer] {
        guard case .group(let layers) = try resolve(json).layers[0] else { throw Failure("group") }
        return layers
    }

    @Test(arguments: [
        (##""device": "iPhone 17 Pro""##, "", 54.0), (##""device": "iPhone 16""##, "", 47),
        (##""device": "iPhone SE (3rd generation)""##, "", 38),
        (##""canvas": {"width": 300, "height": 600, "scale": 1, "cornerRadius": 8}"##, "", 0),
        (##""canvas": {"width": 300, "height": 600, "scale": 1, "cornerRadius": 8.5}"##, "", 0.5),
        (##""canvas": {"width": 300, "height": 600, "scale": 1}"##, "", 38),
    ])
    func aMediumSheetsCornersAreConcentricWithTheDisplay(device: String, canvas: String, radiusPt: Double) throws {
        let layers = try Self.sheetLayers(Self.sheet("", device: device, canvas: canvas))
        #expect(layers.count == 1)
        guard case .glass(let g) = layers[0] else { throw Failure("glass") }
        let scale = try resolve(Self.sheet("", device: device, canvas: canvas)).scale
        #expect(g.outline.radii == CornerRadii(uniform: radiusPt * scale))
    }

    @Test func aMediumSheetIsClearerThanALargeOne() throws {
        for look in ["light", "dark"] {
            let extra = ##", "appearance": "\##(look)""##
            guard case .glass(let medium) = try Self.sheetLayers(Self.sheet("", canvas: extra))[0],
                case .glass(let large)? = try Self.sheetLayers(Self.sheet(##", "detent": "large""##, canvas: extra))
                    .last
            else { throw Failure("glass") }
            #expect(medium.parameters.fillOpacity == 0.5)
            #expect(large.parameters.fillOpacity > 0.66, "\(look)")
            #expect(large.outline.radii.topLeft == 38 * 3 && large.outline.radii.bottomLeft == 0)
        }
    }

    @Test func dimmingDimsTheParent() throws {
        func dim(_ layers: [Layer]) -> Bool {
            guard case .shape(let s) = layers[0], case .solid(let c) = s.paint else { return false }
            return c == StraightColor(r8: 0, g8: 0, b8: 0, a8: 0x33)
                && s.outline.rect == RectPx(x: 0, y: 0, width: 1206, height: 2622)
        }
        #expect(!dim(try Self.sheetLayers(Self.sheet(""))))
        #expect(dim(try Self.sheetLayers(Self.sheet(##", "dimming": true"##))))
        #expect(dim(try Self.sheetLayers(Self.sheet(##", "detent": "large""##))))
        #expect(!dim(try Self.sheetLayers(Self.sheet(##", "detent": "large", "dimming": false"##))))
        #expect(dim(try Self.sheetLayers(Self.sheet("", canvas: ##", "design": "compatibility""##))))
        #expect(
            !dim(try Self.sheetLayers(Self.sheet(##", "dimming": false"##, canvas: ##", "design": "compatibility""##))))
        expectError(Self.sheet(##", "dimming": 1"##), path: "layers[0].dimming", "expected true or false, got 1")
    }
}
