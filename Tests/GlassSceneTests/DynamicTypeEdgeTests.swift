import GlassScene
import Testing

/// Dynamic Type at the edges: text with no break opportunities, the most actions and items, frames off the
/// screen and under the side safe areas, at the largest and smallest sizes.
@Suite struct DynamicTypeEdgeTests {
    typealias O = OrientationTests
    typealias T = DynamicTypeLayoutTests

    static func screen(_ layers: String, category: String, orientation: String = "portrait") -> String {
        ##"""
        {"device": "iPhone 17 Pro", "orientation": "\##(orientation)", "canvas": {"scale": 1},
         "settings": {"dynamicType": "\##(category)"}, "layers": [\##(layers)]}
        """##
    }

    /// A title of 200 letters without a space wraps at graphemes and its row holds every line it shows.
    @Test(arguments: ["xS", "AX5"])
    func aWordLongerThanTheRowWrapsInsideIt(category: String) throws {
        let word = String(repeating: "W", count: 200)
        let json = Self.screen(
            ##"{"type": "insetGroupedList", "sections": [{"rows": [{"title": "\##(word)", "detail": "\##(word)", "chevron": true}]}]}"##,
            category: category)
        let rows = T.rows(try O.lowered(json))
        let texts = try T.texts(json, bold: false)
        #expect(rows.count == 1 && texts.count == 2)
        for t in texts {
            #expect(LaidOutText.inside(t.box, rows[0]), "\(t.box) out of \(rows[0])")
            #expect(t.lines.count > 1)
        }
        #expect(!LaidOutText.overlap(texts[0].box, texts[1].box))
    }

    /// 32 actions and 64 menu items at AX5: the panel stays in the screen's safe room (its content clipped
    /// there, as UIKit's scrolls).
    @Test func theMostActionsAndItemsStayOnScreen() throws {
        let actions = (0..<32).map { ##"{"title": "Action \##($0)"}"## }.joined(separator: ", ")
        let items = (0..<64).map { ##"{"title": "Item \##($0)"}"## }.joined(separator: ", ")
        for layer in [
            ##"{"type": "alert", "title": "Many", "actions": [\##(actions)]}"##,
            ##"{"type": "actionSheet", "title": "Many", "actions": [\##(actions)]}"##,
            ##"{"type": "menu", "source": [300, 120, 44, 44], "items": [\##(items)]}"##,
        ] {
            let l = try O.lowered(Self.screen(layer, category: "AX5"))
            let glass = l.filter { O.value($0, "type") == .string("glass") }.compactMap(O.frame)
            #expect(glass.count == 1)
            for g in glass { #expect(g[1] >= 62 - 1e-9 && g[1] + g[3] <= 874 - 8 + 1e-9, "\(layer.prefix(30)): \(g)") }
        }
    }

    /// A list whose frame starts off the screen on a device without side safe areas keeps it (its sections
    /// are where it puts them); in landscape one reaching under the side safe areas keeps its sections out.
    @Test func aFrameOffTheScreenKeepsItsMarginsOnly() throws {
        let list =
            ##"{"type": "insetGroupedList", "frame": [-100, 0, 500, 300], "sections": [{"rows": [{"title": "A"}]}]}"##
        let portrait = try O.lowered(Self.screen(list, category: "L"))
        #expect(O.frames(portrait, "fill", "secondarySystemGroupedBackground").first?[0] == -80)
        let landscape = try O.lowered(Self.screen(list, category: "L", orientation: "landscape"))
        let x = try #require(O.frames(landscape, "fill", "secondarySystemGroupedBackground").first?[0])
        #expect(abs(x - (62 + 20)) < 1e-9, "\(x)")
    }

    /// The inline title of 200 letters at AX5 stays in the bar, truncated.
    @Test func aLongInlineTitleTruncatesInsideTheBar() throws {
        let title = String(repeating: "Title ", count: 33)
        let json = Self.screen(
            ##"{"type": "navigationBar", "title": "\##(title)", "subtitle": "\##(title)", "backButton": true}"##,
            category: "AX5")
        for t in try T.texts(json, bold: false) {
            #expect(LaidOutText.inside(t.box, [0, 62, 402, 54]), "\(t.box)")
            #expect(t.truncated)
        }
    }
}
