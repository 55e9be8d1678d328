import GlassScene
import Testing

/// Dynamic Type in the components, as UIKit does it: list rows, headers, footers, alerts, action sheets,
/// menus and buttons take their text style's size at every content size category (and Bold Text's weight),
/// and at xS, L, AX3 and AX5, with and without Bold Text, in both designs, no two texts overlap and none is
/// truncated; list rows grow to fit (never under 44 pt) and hold their text; the inline title stays in its
/// bar. Each scene is laid out at 1×, as the text stack lays it out (`LaidOutText`).
@Suite struct DynamicTypeLayoutTests {
    typealias O = OrientationTests

    static let categories = ["xS", "L", "AX3", "AX5"]

    /// One screen of each component, by name: the component's layers, the device, and what it says.
    static let components: [String: (device: String, layers: String)] = [
        "list": (
            "iPhone 17 Pro",
            ##"""
            {"type": "insetGroupedList", "top": 116, "sections": [
             {"header": "Connections", "footer": "Nearby devices can find this iPhone.", "rows": [
              {"title": "Wi-Fi", "icon": {"symbol": "wifi", "color": "systemBlue"}, "detail": "Home", "chevron": true},
              {"title": "Airplane Mode", "icon": {"symbol": "airplane", "color": "systemOrange"}, "toggle": false},
              {"title": "Metric", "detail": "128", "chevron": true}]},
             {"rows": [{"title": "Show Previews", "detail": "When Unlocked", "chevron": true},
              {"title": "General", "icon": {"symbol": "gear", "color": "systemGray", "style": "plain"}, "chevron": true}]}]}
            """##
        ),
        "alert": (
            "iPhone 17 Pro",
            ##"""
            {"type": "alert", "title": "Delete the album?", "message": "The photos stay in your library.",
             "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}
            """##
        ),
        "alertStacked": (
            "iPhone 17 Pro",
            ##"""
            {"type": "alert", "title": "Sign in", "actions": [{"title": "Use Password"}, {"title": "Use Passkey"},
             {"title": "Cancel", "style": "cancel"}]}
            """##
        ),
        "actionSheet": (
            "iPhone 17 Pro",
            ##"""
            {"type": "actionSheet", "title": "Share", "message": "Choose where to send it.", "actions": [
             {"title": "Copy"}, {"title": "Delete", "style": "destructive"}, {"title": "Cancel", "style": "cancel"}]}
            """##
        ),
        "actionSheetAnchored": (
            "iPad Pro 11-inch",
            ##"""
            {"type": "actionSheet", "title": "Share", "message": "Choose where to send it.", "source": [100, 100, 44, 44],
             "actions": [{"title": "Copy"}, {"title": "Delete", "style": "destructive"}]}
            """##
        ),
        "menu": (
            "iPhone 17 Pro",
            ##"""
            {"type": "menu", "source": [300, 120, 44, 44], "title": "Sort by", "items": [
             {"title": "Name", "symbol": "textformat", "checked": true}, {"title": "Date", "symbol": "calendar"},
             {"divider": true}, {"title": "Delete", "symbol": "trash", "destructive": true}]}
            """##
        ),
        "buttons": (
            "iPhone 17 Pro",
            ##"""
            {"type": "button", "center": [201, 180], "title": "Go", "size": "small"},
            {"type": "button", "center": [201, 380], "title": "Play", "symbol": "play.fill"},
            {"type": "button", "center": [201, 600], "title": "Next", "size": "large", "configuration": "prominentGlass"}
            """##
        ),
        "navigationBar": (
            "iPhone 17 Pro",
            ##"""
            {"type": "navigationBar", "title": "Inbox", "subtitle": "3 new", "backButton": true,
             "trailing": [{"symbol": "square.and.pencil"}]}
            """##
        ),
        "largeTitle": (
            "iPhone 17 Pro",
            ##"{"type": "navigationBar", "title": "Settings", "subtitle": "Signed in", "largeTitle": true}"##
        ),
    ]

    static func scene(
        _ name: String, category: String, bold: Bool = false, design: String = "liquidGlass",
        orientation: String = "portrait"
    ) -> String {
        let c = components[name]!
        return ##"""
            {"device": "\##(c.device)", "design": "\##(design)", "orientation": "\##(orientation)",
             "canvas": {"scale": 1, "height": 2400},
             "settings": {"dynamicType": "\##(category)", "boldText": \##(bold)}, "layers": [\##(c.layers)]}
            """##
    }

    static func texts(_ json: String, bold: Bool) throws -> [LaidOutText] {
        LaidOutText.collect(try SceneLoader.lower(bytes: Array(json.utf8), file: "test.json"), bold: bold, scale: 1)
    }

    static func text(_ texts: [LaidOutText], _ s: String) throws -> LaidOutText {
        try #require(texts.first { $0.text == s }, "no text \"\(s)\" in \(texts.map(\.text))")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let component: String, category: String, bold: Bool, design: String
        var testDescription: String { "\(component) \(design) \(category)\(bold ? " bold" : "")" }
    }

    static var cases: [Case] {
        components.keys.sorted().flatMap { name in
            categories.flatMap { category in
                [false, true].flatMap { bold in
                    ["liquidGlass", "compatibility"].map {
                        Case(component: name, category: category, bold: bold, design: $0)
                    }
                }
            }
        }
    }

    /// No two texts of a component overlap and none that fits is truncated, at every size and weight.
    @Test(arguments: cases)
    func textNeitherOverlapsNorTruncates(_ c: Case) throws {
        let texts = try Self.texts(
            Self.scene(c.component, category: c.category, bold: c.bold, design: c.design), bold: c.bold)
        #expect(!texts.isEmpty)
        for t in texts {
            #expect(!t.truncated, "\"\(t.text)\" truncated at \(t.sizePt) pt in \(t.frame)")
        }
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] {
                #expect(
                    !LaidOutText.overlap(a.box, b.box),
                    "\"\(a.text)\" \(a.box) overlaps \"\(b.text)\" \(b.box)")
            }
        }
    }

    /// The style each component's text is set in (adaptation's table), by text, per design.
    static let styles: [(component: String, design: String, text: String, style: String)] = [
        ("list", "liquidGlass", "Wi-Fi", "body"), ("list", "liquidGlass", "Home", "body"),
        ("list", "liquidGlass", "Connections", "subheadline"),
        ("list", "liquidGlass", "Nearby devices can find this iPhone.", "footnote"),
        ("list", "compatibility", "CONNECTIONS", "footnote"), ("list", "compatibility", "Wi-Fi", "body"),
        ("alert", "liquidGlass", "Delete the album?", "headline"),
        ("alert", "liquidGlass", "The photos stay in your library.", "footnote"),
        ("alert", "liquidGlass", "Delete", "body"), ("alert", "compatibility", "Cancel", "body"),
        ("actionSheet", "liquidGlass", "Copy", "body"), ("actionSheet", "compatibility", "Copy", "title3"),
        ("actionSheet", "compatibility", "Share", "footnote"), ("actionSheetAnchored", "liquidGlass", "Copy", "body"),
        ("actionSheetAnchored", "liquidGlass", "Share", "footnote"), ("menu", "liquidGlass", "Date", "body"),
        ("menu", "liquidGlass", "Sort by", "footnote"), ("menu", "compatibility", "Date", "body"),
        ("buttons", "liquidGlass", "Go", "subheadline"), ("buttons", "liquidGlass", "Play", "subheadline"),
        ("buttons", "liquidGlass", "Next", "body"),
    ]

    @Test(arguments: categories)
    func componentTextTakesItsStylesSize(category: String) throws {
        let size = try #require(ContentSizeCategory(rawValue: category))
        for s in Self.styles {
            let texts = try Self.texts(Self.scene(s.component, category: category, design: s.design), bold: false)
            let t = try Self.text(texts, s.text)
            #expect(t.sizePt == DynamicType.size(s.style, size), "\(s.component) \(s.design): \"\(s.text)\"")
        }
    }

    // MARK: - Lists

    /// Each section's rows: from the section's top to each separator's bottom, then to the section's bottom.
    static func rows(_ objects: [O.Members]) -> [[Double]] {
        let cards = O.frames(objects, "fill", "secondarySystemGroupedBackground")
        let separators = O.frames(objects, "fill", "separator")
        return cards.flatMap { card -> [[Double]] in
            let cuts = separators.filter { $0[1] > card[1] && $0[1] < card[1] + card[3] }.map { $0[1] + $0[3] }
            let edges = [card[1]] + cuts.sorted() + [card[1] + card[3]]
            return zip(edges, edges.dropFirst()).map { [card[0], $0, card[2], $1 - $0] }
        }
    }

    @Test(arguments: categories, [false, true])
    func listRowsGrowToHoldTheirText(category: String, bold: Bool) throws {
        for design in ["liquidGlass", "compatibility"] {
            let json = Self.scene("list", category: category, bold: bold, design: design)
            let rows = Self.rows(try O.lowered(json))
            #expect(rows.count == 5)
            let texts = try Self.texts(json, bold: bold)
            for r in rows {
                #expect(r[3] >= 44, "\(design) \(category): a row \(r[3]) pt tall")
                let inRow = texts.filter { LaidOutText.inside([$0.box[0], $0.box[1] + $0.box[3] / 2, 0, 0], r) }
                #expect(!inRow.isEmpty, "\(design) \(category): an empty row at \(r)")
                for t in inRow {
                    #expect(LaidOutText.inside(t.box, r), "\(design) \(category): \"\(t.text)\" \(t.box) out of \(r)")
                }
            }
        }
    }

    /// At the accessibility sizes a value row stacks its detail under its title; below them, side by side.
    @Test(arguments: ["L", "xxxL", "AX1", "AX3", "AX5"])
    func aValueRowStacksItsDetailAtAccessibilitySizes(category: String) throws {
        let texts = try Self.texts(Self.scene("list", category: category), bold: false)
        let title = try Self.text(texts, "Wi-Fi").box
        let detail = try Self.text(texts, "Home").box
        if category.hasPrefix("AX") {
            #expect(detail[1] >= title[1] + title[3] - 0.01, "\(title) over \(detail)")
            #expect(abs(detail[0] - title[0]) < 0.01)
        } else {
            #expect(abs((detail[1] + detail[3] / 2) - (title[1] + title[3] / 2)) < 0.01)
            #expect(detail[0] > title[0] + title[2])
        }
    }

    /// The icon's tile, its symbol and the chevron scale with the row's text (body's ratio to its size at L).
    @Test(arguments: categories)
    func theLeadingIconScalesWithTheText(category: String) throws {
        let ratio = DynamicType.size("body", ContentSizeCategory(rawValue: category)!)! / 17
        let l = try O.lowered(Self.scene("list", category: category))
        let tile = try #require(O.frames(l, "fill", "systemBlue").first)
        // Within a pixel (the scene's scale is 1): the engine lays every frame out on whole pixels.
        let pixel = 1.0
        #expect(abs(tile[2] - 29 * ratio) < pixel && abs(tile[3] - 29 * ratio) < pixel, "\(tile)")
        func size(_ name: String) throws -> Double {
            let o = try #require(l.first { O.value($0, "name") == .string(name) })
            guard case .number(let n)? = O.value(o, "size") else { throw Failure("\(name) has no size") }
            return n
        }
        #expect(abs(try size("wifi") - 17 * ratio) < 1e-9)
        #expect(abs(try size("chevron.right") - 14 * ratio) < 1e-9)
        // The title follows the tile: its leading edge moves by the tile's growth.
        let texts = try Self.texts(Self.scene("list", category: category), bold: false)
        #expect(abs(try Self.text(texts, "Wi-Fi").frame[0] - (tile[0] + tile[2] + 15)) < 0.01)
    }

    /// In landscape the sections, their headers and footers stay inside the side safe areas; the list's
    /// background still runs to the screen's edges.
    @Test(arguments: ["L", "AX3"])
    func listSectionsStayInsideTheSideSafeAreas(category: String) throws {
        for design in ["liquidGlass", "compatibility"] {
            let json = Self.scene("list", category: category, design: design, orientation: "landscape")
            let l = try O.lowered(json)
            #expect(O.frames(l, "fill", "systemGroupedBackground").first?[0] == 0)
            #expect(O.frames(l, "fill", "systemGroupedBackground").first?[2] == 874)
            let safe: [Double] = [62, 0, 874 - 124, 4000]
            for card in O.frames(l, "fill", "secondarySystemGroupedBackground") {
                #expect(LaidOutText.inside(card, safe), "\(design): a section at \(card)")
            }
            for t in try Self.texts(json, bold: false) {
                #expect(LaidOutText.inside(t.box, safe), "\(design): \"\(t.text)\" at \(t.box)")
            }
        }
    }

    // MARK: - Navigation bar

    /// The inline title and its subtitle stay inside the bar at every size (it keeps its height), in
    /// portrait and in the compact bar of landscape, in both designs.
    @Test(arguments: ["xS", "L", "xxxL", "AX3", "AX5"], ["portrait", "landscape"])
    func theInlineTitleStaysInsideItsBar(category: String, orientation: String) throws {
        for design in ["liquidGlass", "compatibility"] {
            for bold in [false, true] {
                let json = Self.scene(
                    "navigationBar", category: category, bold: bold, design: design, orientation: orientation)
                let texts = try Self.texts(json, bold: bold)
                let top = orientation == "portrait" ? 62.0 : 0
                let liquid = design == "liquidGlass"
                let height: Double = orientation == "portrait" ? (liquid ? 54 : 44) : (liquid ? 44 : 32)
                let bar: [Double] = [0, top, orientation == "portrait" ? 402 : 874, height]
                for s in ["Inbox", "3 new"] {
                    let t = try Self.text(texts, s)
                    #expect(LaidOutText.inside(t.frame, bar), "\(design) \(orientation): \"\(s)\" frame \(t.frame)")
                    #expect(LaidOutText.inside(t.box, bar), "\(design) \(orientation): \"\(s)\" \(t.box) out of \(bar)")
                }
            }
        }
    }
}
