import GlassScene
import Testing

/// `insetGroupedList`: sections, rows, separators and the switch by exact frames of the lowered scene, in both
/// designs, on the iPhone 17 Pro and the iPad Pro 11-inch, left to right and right to left.
@Suite struct ListLayoutTests {
    typealias O = OrientationTests

    static func scene(
        device: String = "iPhone 17 Pro", design: String = "liquidGlass", direction: String = "leftToRight",
        top: Double = 116
    ) -> String {
        ##"""
        {"device": "\##(device)", "design": "\##(design)", "settings": {"layoutDirection": "\##(direction)"}, "layers": [
         {"type": "insetGroupedList", "top": \##(top), "sections": [
          {"rows": [{"title": "Wi-Fi", "icon": {"symbol": "wifi", "color": "systemBlue"}, "detail": "Home", "chevron": true},
                    {"title": "Sounds", "toggle": true}]},
          {"header": "Alerts", "footer": "F", "rows": [{"title": "A"}]}]}]}
        """##
    }

    static func lowered(_ json: String) throws -> [O.Members] { try O.lowered(json) }

    /// Frames to 1/100 pt (a separator's 0.33 pt makes sums inexact).
    static func rounded(_ frames: [[Double]]) -> [[Double]] { frames.map { $0.map { ($0 * 100).rounded() / 100 } } }

    static func textFrame(_ objects: [O.Members], _ text: String) -> [Double]? { O.frames(objects, "text", text).first }

    @Test func liquidGlassRowsSeparatorsAndSwitch() throws {
        let l = try Self.lowered(Self.scene())
        // The background below `top`, the sections 16 pt in (402 pt is narrower than 414), 26 pt corners.
        #expect(O.frames(l, "fill", "systemGroupedBackground") == [[0, 116, 402, 758]])
        #expect(O.frames(l, "fill", "secondarySystemGroupedBackground") == [[16, 136, 370, 104], [16, 280, 370, 52]])
        #expect(l.contains { O.frame($0) == [16, 136, 370, 104] && O.value($0, "corners") == .number(26) })
        // The icon's tile, 16 pt in, centred in the 52 pt row (on the nearest pixel); the title after it at 60 pt.
        #expect(Self.rounded(O.frames(l, "fill", "systemBlue")) == [[32, 147.67, 29, 29]])
        #expect(Self.textFrame(l, "Wi-Fi")?.first == 76)
        // The chevron at the trailing inset (its glyph's height, centred), the detail 8 pt before it.
        #expect(Self.rounded(O.frames(l, "name", "chevron.right")) == [[360, 157.67, 10, 9]])
        let detail = try #require(Self.textFrame(l, "Home"))
        #expect(detail[0] + detail[2] == 352)
        // One separator (none after a section's last row), from the title's leading edge to 16 pt short of the end.
        #expect(Self.rounded(O.frames(l, "fill", "separator")) == [[76, 187.67, 294, 0.33]])
        // The switch component's track and thumb at the trailing inset, centred in the row.
        #expect(O.frames(l, "fill", "systemGreen") == [[307, 200, 63, 28]])
        #expect(O.frames(l, "fill", "white").contains([331, 202, 37, 24]))
        // Text takes its lines (one line at least 22 pt at L), centred in the row.
        #expect(Self.textFrame(l, "Sounds") == [32, 203, 267, 22])
        // The header (as written, 15 pt) 12 pt below the section above, 8 pt above its section; the footer 8 pt below.
        #expect(Self.textFrame(l, "Alerts") == [32, 252, 338, 20])
        #expect(Self.textFrame(l, "A") == [32, 295, 338, 22])
        #expect(Self.textFrame(l, "F") == [32, 340, 338, 16])
    }

    @Test func compatibilityRows() throws {
        let l = try Self.lowered(Self.scene(design: "compatibility"))
        // 44 pt rows, 10 pt corners, 35 pt above a section without a header, separators to the trailing edge.
        #expect(O.frames(l, "fill", "secondarySystemGroupedBackground") == [[16, 151, 370, 88], [16, 278, 370, 44]])
        #expect(l.contains { O.frame($0) == [16, 151, 370, 88] && O.value($0, "corners") == .number(10) })
        #expect(Self.rounded(O.frames(l, "fill", "separator")) == [[76, 194.67, 310, 0.33]])
        #expect(Self.rounded(O.frames(l, "fill", "systemGreen")) == [[319, 201.67, 51, 31]])
        // The header upper-cased, 13 pt, 17 pt below the section above and 6 pt above its own.
        #expect(Self.textFrame(l, "ALERTS") == [32, 256, 338, 16])
        #expect(Self.textFrame(l, "F") == [32, 328, 338, 16])
    }

    @Test func theIPadHasWiderMargins() throws {
        let l = try Self.lowered(Self.scene(device: "iPad Pro 11-inch", top: 0))
        #expect(O.frames(l, "fill", "secondarySystemGroupedBackground") == [[20, 20, 794, 104], [20, 164, 794, 52]])
        #expect(O.frames(l, "fill", "systemGreen") == [[735, 84, 63, 28]])
        #expect(Self.textFrame(l, "Wi-Fi")?.first == 80)
    }

    @Test func rightToLeftMirrorsEveryRow() throws {
        let l = try Self.lowered(Self.scene(direction: "rightToLeft"))
        #expect(Self.rounded(O.frames(l, "fill", "systemBlue")) == [[341, 147.67, 29, 29]])
        // The chevron points the other way, at the left edge; the switch's track and thumb (on: at the left).
        #expect(Self.rounded(O.frames(l, "name", "chevron.left")) == [[32, 157.67, 10, 9]])
        #expect(O.frames(l, "name", "chevron.right").isEmpty)
        #expect(O.frames(l, "fill", "systemGreen") == [[32, 200, 63, 28]])
        #expect(O.frames(l, "fill", "white").contains([34, 202, 37, 24]))
        #expect(Self.rounded(O.frames(l, "fill", "separator")) == [[32, 187.67, 294, 0.33]])
        let title = try #require(Self.textFrame(l, "Wi-Fi"))
        #expect(title[0] + title[2] == 402 - 76)
        // iPad, right to left.
        let p = try Self.lowered(Self.scene(device: "iPad Pro 11-inch", direction: "rightToLeft", top: 0))
        #expect(O.frames(p, "fill", "systemGreen") == [[36, 84, 63, 28]])
    }

    /// The engine lays frames out on whole pixels: a row's separator is one pixel of the canvas at every scale
    /// and text size, below every row but a section's last, never rounded away (at 1× a 0.33 pt hairline was),
    /// and a section's rows share its card exactly.
    @Test(arguments: [1.0, 2.0, 3.0], ["xS", "L", "AX3"])
    func everySeparatorIsOnePixel(scale: Double, category: String) throws {
        let json = Self.scene().replacingOccurrences(
            of: ##""settings": {"##, with: ##""canvas": {"scale": \##(scale)}, "settings": {"dynamicType": "\##(category)", "##)
        let l = try Self.lowered(json)
        let cards = O.frames(l, "fill", "secondarySystemGroupedBackground")
        let separators = O.frames(l, "fill", "separator")
        #expect(cards.count == 2)
        #expect(separators.count == 1, "\(scale)× \(category): \(separators)")
        for s in separators {
            #expect(abs(s[3] - 1 / scale) < 1e-9, "\(scale)× \(category): \(s)")
            // Inside the first card, along its first row's bottom (the title's leading edge to 16 pt short).
            #expect(s[1] > cards[0][1] && s[1] + s[3] < cards[0][1] + cards[0][3], "\(s) in \(cards[0])")
        }
    }

    @Test func aPlainIconAndAFrame() throws {
        let l = try Self.lowered(
            ##"""
            {"device": "iPhone 17 Pro", "layers": [{"type": "insetGroupedList", "frame": [-50, 900, 300, 200], "background": "clear",
             "sections": [{"rows": [{"title": "Star", "icon": {"symbol": "star", "color": "systemYellow", "style": "plain"}}]}]}]}
            """##)
        // Off the canvas, as given; a plain icon has no tile and takes the colour itself.
        #expect(O.frames(l, "fill", "clear") == [[-50, 900, 300, 200]])
        #expect(O.frames(l, "fill", "secondarySystemGroupedBackground") == [[-34, 920, 268, 52]])
        #expect(O.frames(l, "fill", "systemYellow").isEmpty)
        #expect(
            l.contains { O.value($0, "name") == .string("star") && O.value($0, "color") == .string("systemYellow") })
    }
}
