import GlassScene
import Testing

/// Menus, popovers and action sheets by exact frames of the lowered scene: on the iPhone 17 Pro and the iPad
/// Pro 11-inch, in both designs and both directions, and kept on screen whatever their source.
@Suite struct PresentationLayoutTests {
    typealias O = OrientationTests

    static func scene(
        _ layer: String, device: String = "iPhone 17 Pro", design: String = "liquidGlass",
        direction: String = "leftToRight"
    ) -> String {
        ##"{"device": "\##(device)", "design": "\##(design)", "settings": {"layoutDirection": "\##(direction)"}, "layers": [\##(layer)]}"##
    }

    static let menu = ##"""
        {"type": "menu", "source": SOURCE, "title": "Sort", "items": [
         {"title": "Name", "symbol": "textformat", "checked": true}, {"title": "Date", "symbol": "calendar"},
         {"divider": true}, {"title": "Delete", "symbol": "trash", "destructive": true}]}
        """##

    static func menu(_ source: String) -> String { menu.replacingOccurrences(of: "SOURCE", with: source) }

    /// The first layer of `type`'s frame (the panel: glass, or a chrome's glass).
    static func first(_ objects: [O.Members], _ type: String) -> [Double]? {
        objects.first { O.value($0, "type") == .string(type) }.flatMap(O.frame)
    }

    static func lowered(_ json: String) throws -> [O.Members] { try O.lowered(json) }

    /// Whether the one layer with `key` = `value` sits in the row `rowYPt` … + `rowHeightPt` (the panel's own
    /// space) in its column `xPt` … + `widthPt`: the column's exact frame across, centred on the row within a
    /// pixel at 3× (the engine places whole pixels; a symbol's frame is its glyph's box).
    static func centred(
        _ objects: [O.Members], _ key: String, _ value: String, column xPt: Double, _ widthPt: Double,
        row rowYPt: Double, _ rowHeightPt: Double
    ) -> Bool {
        let frames = O.frames(objects, key, value)
        guard frames.count == 1, let f = frames.first else { return false }
        return f[0] == xPt && f[2] == widthPt && abs(f[1] + f[3] / 2 - (rowYPt + rowHeightPt / 2)) <= 1.0 / 3
    }

    @Test func aLiquidGlassMenuGrowsOutOfItsButton() throws {
        // Out of the navigation bar's trailing button (338, 67, 44 × 44): covering it, trailing edges aligned;
        // 8 + 10 + 16 + 8 (header) + 2 × 44 + 9 + 44 + 8 = 193 pt tall.
        let ltr = try Self.lowered(Self.scene(Self.menu("[338, 67, 44, 44]")))
        #expect(Self.first(ltr, "glass") == [132, 67, 250, 193])
        // The rows' parts laid out by the engine: symbols centred in their 24 pt columns on their rows, the
        // title on its 22 pt line centred in its 44 pt row.
        #expect(Self.centred(ltr, "name", "textformat", column: 20, 24, row: 44, 44))
        #expect(Self.centred(ltr, "name", "checkmark", column: 206, 24, row: 44, 44))
        #expect(O.frames(ltr, "text", "Delete") == [[52, 152, 146, 22]])
        #expect(
            ltr.contains { O.value($0, "text") == .string("Delete") && O.value($0, "color") == .string("systemRed") })
        // Right to left: the panel on the other side, the symbols trailing within it.
        let rtl = try Self.lowered(Self.scene(Self.menu("[338, 67, 44, 44]"), direction: "rightToLeft"))
        #expect(Self.first(rtl, "glass") == [20, 67, 250, 193])
        #expect(Self.centred(rtl, "name", "textformat", column: 206, 24, row: 44, 44))
        #expect(Self.centred(rtl, "name", "checkmark", column: 20, 24, row: 44, 44))
    }

    @Test func aClassicMenuOpensBelowItsButton() throws {
        // 8 pt below the button, no padding: 10 + 16 + 2 + 8 + 2 × 44 + 8 + 44 = 176 pt tall.
        let objects = try Self.lowered(Self.scene(Self.menu("[338, 67, 44, 44]"), design: "compatibility"))
        #expect(Self.first(objects, "glass") == [132, 119, 250, 176])
        // The checkmark leads and the symbols trail; the divider is an 8 pt band.
        #expect(Self.centred(objects, "name", "checkmark", column: 16, 24, row: 36, 44))
        #expect(Self.centred(objects, "name", "textformat", column: 210, 24, row: 36, 44))
        #expect(O.frames(objects, "fill", "systemFill") == [[0, 124, 250, 8]])
    }

    @Test func aMenuOnTheIPadOpensFromTheLeadingSide() throws {
        // A source in the leading half: leading edges aligned; the panel covers it.
        let objects = try Self.lowered(Self.scene(Self.menu("[20, 32, 44, 44]"), device: "iPad Pro 11-inch"))
        #expect(Self.first(objects, "glass") == [20, 32, 250, 193])
        let rtl = try Self.lowered(
            Self.scene(Self.menu("[20, 32, 44, 44]"), device: "iPad Pro 11-inch", direction: "rightToLeft"))
        #expect(Self.first(rtl, "glass") == [564, 32, 250, 193])
    }

    /// Sources off the screen, at its corners, of zero, denormal or huge size: the panel stays inside the
    /// safe areas and 8 pt from the edges (x 8…394, y 62…840 on the 17 Pro).
    @Test(arguments: [
        ("[-500, 2000, 10, 10]", [8.0, 647, 250, 193]), ("[90000, -90000, 10000, 10000]", [144, 62, 250, 193]),
        ("[100, 300, 0, 0]", [100, 300, 250, 193]), ("[5e-324, 5e-324, 5e-324, 5e-324]", [8, 62, 250, 193]),
        ("[395, 860, 4, 4]", [144, 647, 250, 193]),
    ])
    func aMenuStaysOnScreen(source: String, frame: [Double]) throws {
        for design in ["liquidGlass", "compatibility"] {
            let objects = try Self.lowered(Self.scene(Self.menu(source), design: design))
            let f = try #require(Self.first(objects, "glass"))
            #expect(f[0] >= 8 && f[0] + f[2] <= 394 && f[1] >= 62 && f[1] + f[3] <= 840, "\(design) \(f)")
            if design == "liquidGlass" { #expect(f == frame) }
        }
    }

    @Test func aPanelOnAScreenSmallerThanItsMarginsTakesTheScreen() throws {
        let json = ##"{"canvas": {"width": 5, "height": 4, "scale": 1}, "layers": [\##(Self.menu("[-3, 9, 0, 0]"))]}"##
        #expect(Self.first(try Self.lowered(json), "glass") == [0, 0, 5, 4])
    }

    @Test func aMenuOnAnIPhoneInLandscapeKeepsOutOfTheSideSafeAreas() throws {
        // The 17 Pro in landscape: 874 × 402, 62 pt safe areas left and right, 21 pt at the bottom.
        let json =
            ##"{"device": "iPhone 17 Pro", "orientation": "landscape", "layers": [\##(Self.menu("[0, 380, 30, 30]"))]}"##
        #expect(Self.first(try Self.lowered(json), "glass") == [62, 188, 250, 193])
    }

    @Test func aClassicPopoverArrowStaysOffItsCorner() throws {
        // A source at the screen's edge: the panel moves in to 8 pt from the edge, the arrow stops 13 pt from
        // its rounded corner (834 − 8 − 13 − 13 = 800, its centre).
        let layer = ##"{"type": "popover", "source": [830, 30, 4, 4], "size": [200, 100]}"##
        let objects = try Self.lowered(Self.scene(layer, device: "iPad Pro 11-inch", design: "compatibility"))
        #expect(Self.first(objects, "shape") == [626, 47, 200, 100])
        #expect(Self.first(objects, "path") == [787, 34, 26, 13])
    }

    @Test func aMenuTallerThanTheScreenIsShrunkToIt() throws {
        let items = Array(repeating: ##"{"title": "Item"}"##, count: 64).joined(separator: ", ")
        let layer = ##"{"type": "menu", "source": [338, 67, 44, 44], "items": [\##(items)]}"##
        #expect(Self.first(try Self.lowered(Self.scene(layer)), "glass") == [132, 62, 250, 778])
    }

    static let actionSheet = ##"""
        {"type": "actionSheet", SOURCE "title": "Delete 3 photos?", "message": "They will be removed from all your devices.",
         "actions": [{"title": "Delete Photos", "style": "destructive"}, {"title": "Remove from Album"},
          {"title": "Cancel", "style": "cancel"}]}
        """##

    static func actionSheet(_ source: String = "") -> String {
        actionSheet.replacingOccurrences(of: "SOURCE", with: source.isEmpty ? "" : ##""source": \##(source), "##)
    }

    @Test func anActionSheetOnTheIPhoneSitsAtTheBottomWithCancel() throws {
        // Liquid Glass: one panel 8 pt from the sides and bottom, corners concentric with the display (62 − 8);
        // 20 + 22 + 4 + 16 + 20 + 3 × 44 + 2 × 8 + 20 = 250 pt tall; Cancel the last capsule.
        let liquid = try Self.lowered(Self.scene(Self.actionSheet()))
        let panel = try #require(liquid.first { O.value($0, "type") == .string("glass") })
        #expect(O.frame(panel) == [8, 616, 386, 250])
        #expect(O.value(panel, "corners") == .number(54))
        // Each action's title is kept 8 pt inside its capsule (a wrapped title never meets its rounded ends),
        // on its 22 pt line in the middle of the 44 pt capsule at 186.
        #expect(O.frames(liquid, "text", "Cancel") == [[28, 197, 330, 22]])
        #expect(O.frames(liquid, "fill", "#00000033") == [[0, 0, 402, 874]])
        // Pre-26: the actions' group (14 + 16 + 2 + 16 + 2 + 12 + 2 × 57 = 176 pt) 8 pt over the Cancel group,
        // which ends on the bottom safe area (874 − 34 = 840).
        let classic = try Self.lowered(Self.scene(Self.actionSheet(), design: "compatibility"))
        #expect(Self.first(classic, "glass") == [8, 599, 386, 176])
        #expect(O.frames(classic, "fill", "secondarySystemBackground") == [[8, 783, 386, 57]])
        // Its title on the font's line (title3's 24⅓ pt, over the design's 24), in the middle of the 57 pt row.
        let line: Double = 73.0 / 3
        let top: Double = 783 + (57 - line) / 2
        #expect(O.frames(classic, "text", "Cancel") == [[24, top, 354, line]])
        // Right to left: symmetric, so the same frames.
        let rtl = try Self.lowered(Self.scene(Self.actionSheet(), direction: "rightToLeft"))
        #expect(Self.first(rtl, "glass") == [8, 616, 386, 250])
    }

    @Test func anActionSheetOnTheIPadIsAnchoredWithoutCancel() throws {
        let source = "[770, 32, 44, 44]"
        // Liquid Glass: a menu's panel over the source, the title and message (2 lines at 210 pt) as its
        // header: 8 + 10 + 16 + 2 + 31.5 (two of the font's lines) + 2 + 8 + 2 × 44 + 8 ≈ 173.5 pt, in whole
        // pixels (173.5 at the iPad's 2×, 521 px at the iPhone's 3×).
        let liquid = try Self.lowered(Self.scene(Self.actionSheet(source), device: "iPad Pro 11-inch"))
        #expect(Self.first(liquid, "glass") == [564, 32, 250, 173.5])
        #expect(O.frames(liquid, "text", "Cancel").isEmpty)
        #expect(O.frames(liquid, "fill", "#00000033").isEmpty)
        // Pre-26: a popover 304 pt wide, 13 pt (its arrow) below the source, moved in from the edge; the
        // arrow's centre on the source's (792).
        let classic = try Self.lowered(
            Self.scene(Self.actionSheet(source), device: "iPad Pro 11-inch", design: "compatibility"))
        #expect(Self.first(classic, "glass") == [522, 89, 304, 176])
        #expect(Self.first(classic, "path") == [779, 76, 26, 13])
        #expect(O.frames(classic, "text", "Cancel").isEmpty)
        // Right to left: mirrored.
        let rtl = try Self.lowered(
            Self.scene(Self.actionSheet(source), device: "iPad Pro 11-inch", direction: "rightToLeft"))
        #expect(Self.first(rtl, "glass") == [20, 32, 250, 173.5])
        // With a source on the iPhone, iOS 26 anchors it too; pre-26 it stays at the bottom.
        let phone = try Self.lowered(Self.scene(Self.actionSheet("[338, 67, 44, 44]")))
        #expect(Self.first(phone, "glass") == [132, 67, 250, 521.0 / 3])
        let phoneClassic = try Self.lowered(Self.scene(Self.actionSheet("[338, 67, 44, 44]"), design: "compatibility"))
        #expect(Self.first(phoneClassic, "glass") == [8, 599, 386, 176])
    }

    @Test func anActionSheetOnTheIPadWithoutASourceIsCentredWithCancel() throws {
        let liquid = try Self.lowered(Self.scene(Self.actionSheet(), device: "iPad Pro 11-inch"))
        #expect(Self.first(liquid, "glass") == [257, 480, 320, 250])
        #expect(O.frames(liquid, "text", "Cancel").count == 1)
    }

    static let popover = ##"""
        {"type": "popover", "source": [770, 32, 44, 44], "size": [320, 200], "content": [
         {"type": "text", "text": "Display", "frame": [20, 16, 280, 24]}, {"type": "switch", "origin": [237, 60], "on": true}]}
        """##

    @Test func aPopoverOnTheIPad() throws {
        // Liquid Glass: 8 pt below the source, centred on it, then moved in to 8 pt from the edge; no arrow.
        let liquid = try Self.lowered(Self.scene(Self.popover, device: "iPad Pro 11-inch"))
        #expect(Self.first(liquid, "glass") == [506, 84, 320, 200])
        #expect(Self.first(liquid, "path") == nil)
        // Its content in its own coordinates: the switch 237 pt from the popover's leading edge.
        #expect(liquid.contains { O.value($0, "fill") == .string("systemGreen") && O.frame($0)?.first == 237 })
        // Pre-26: an opaque panel 13 pt below with its arrow, pointing at the source's centre (x 792).
        let classic = try Self.lowered(Self.scene(Self.popover, device: "iPad Pro 11-inch", design: "compatibility"))
        #expect(O.frames(classic, "fill", "systemBackground").first == [779, 76, 26, 13])
        #expect(Self.first(classic, "shape") == [506, 89, 320, 200])
        // Right to left: the panel on the left.
        let rtl = try Self.lowered(Self.scene(Self.popover, device: "iPad Pro 11-inch", direction: "rightToLeft"))
        #expect(Self.first(rtl, "glass") == [8, 84, 320, 200])
    }

    @Test func aPopoverOnTheIPhoneIsALargeSheet() throws {
        let objects = try Self.lowered(Self.scene(Self.popover))
        // A large sheet: full width from 10 pt below the top safe area.
        #expect(Self.first(objects, "glass") == [0, 72, 402, 802])
        #expect(O.frames(objects, "text", "Display") == [[20, 16, 280, 24]])
    }
}
