import GlassScene
import Testing

/// `settings.layoutDirection: "rightToLeft"`: every component mirrored, by exact frames of the lowered scene.
@Suite struct RightToLeftTests {
    typealias O = OrientationTests

    static let scene = ##"""
        {"device": "iPhone 17 Pro", "settings": {"layoutDirection": "DIRECTION"}, "layers": [
         {"type": "statusBar", "style": "dark"},
         {"type": "navigationBar", "title": "Inbox", "backButton": true, "trailing": [{"symbol": "plus"}]},
         {"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "gear", "title": "Settings"}, {"symbol": "person", "title": "Me"}], "search": true},
         {"type": "slider", "frame": [20, 300, 200, 28], "value": 0.25},
         {"type": "switch", "origin": [20, 400], "on": true},
         {"type": "segmentedControl", "frame": [20, 500, 200, 32], "segments": ["A", "B"], "selected": 0}
        ]}
        """##

    static func lowered(_ direction: String) throws -> [O.Members] {
        try O.lowered(scene.replacingOccurrences(of: "DIRECTION", with: direction))
    }

    static func frame(_ objects: [O.Members], name: String) -> [Double]? {
        objects.first { O.value($0, "name") == .string(name) }.flatMap(O.frame)
    }

    /// The glass whose content holds the symbol `name`.
    static func glass(_ objects: [O.Members], holding name: String) -> [Double]? {
        for o in objects where O.value(o, "type") == .string("glass") {
            if case .array(let content)? = O.value(o, "content"),
                content.contains(where: {
                    if case .object(let m) = $0 { O.value(m, "name") == .string(name) } else { false }
                })
            {
                return O.frame(o)
            }
        }
        return nil
    }

    @Test func theNavigationBarMirrors() throws {
        let ltr = try Self.lowered("leftToRight")
        let rtl = try Self.lowered("rightToLeft")
        // The back button: a 44 pt glass circle 20 pt from the leading edge, its chevron pointing back.
        #expect(Self.glass(ltr, holding: "chevron.left") == [20, 67, 44, 44])
        #expect(Self.glass(rtl, holding: "chevron.right") == [338, 67, 44, 44])
        #expect(Self.frame(rtl, name: "chevron.left") == nil)
        // The trailing item moves to the left edge.
        #expect(Self.glass(ltr, holding: "plus") == [338, 67, 44, 44])
        #expect(Self.glass(rtl, holding: "plus") == [20, 67, 44, 44])
    }

    @Test func theTabBarMirrors() throws {
        let ltr = try Self.lowered("leftToRight")
        let rtl = try Self.lowered("rightToLeft")
        // The search circle: trailing → the left edge.
        #expect(Self.glass(ltr, holding: "magnifyingglass") == [319, 791, 62, 62])
        #expect(Self.glass(rtl, holding: "magnifyingglass") == [21, 791, 62, 62])
        // The bar beside it, and the tabs in reverse order within it (the first tab on the right).
        #expect(Self.glass(ltr, holding: "house") == [21, 791, 290, 62])
        #expect(Self.glass(rtl, holding: "house") == [91, 791, 290, 62])
        #expect(Self.frame(ltr, name: "house") == [4, 8, 94, 28])
        #expect(Self.frame(rtl, name: "house") == [192, 8, 94, 28])
        #expect(Self.frame(rtl, name: "person") == [4, 8, 94, 28])
        // The selected tab's pill follows its tab.
        #expect(O.frames(rtl, "corners", "capsule").contains([194, 2, 90, 58]))
    }

    @Test func controlsMirror() throws {
        let ltr = try Self.lowered("leftToRight")
        let rtl = try Self.lowered("rightToLeft")
        // The slider's track from the leading edge, its fill (a quarter) from the right.
        #expect(O.frames(ltr, "fill", "tint").first == [20, 311, 59.25, 6])
        #expect(O.frames(rtl, "fill", "tint").first == [322.75, 311, 59.25, 6])
        #expect(O.frames(rtl, "fill", "systemFill").first == [182, 311, 200, 6])
        // The switch, on: its track at the leading edge, its thumb at the (now left) end.
        #expect(O.frames(rtl, "fill", "systemGreen") == [[319, 400, 63, 28]])
        #expect(O.frames(ltr, "fill", "systemGreen") == [[20, 400, 63, 28]])
        #expect(O.frames(rtl, "fill", "white").contains([321, 402, 37, 24]))
        #expect(O.frames(ltr, "fill", "white").contains([44, 402, 37, 24]))
        // The segmented control: the first segment on the right, each title centred in its 100 pt segment.
        #expect(MoreControlsTests.centred(O.frames(rtl, "text", "A"), at: [[332, 516]]))
        #expect(MoreControlsTests.centred(O.frames(rtl, "text", "B"), at: [[232, 516]]))
        #expect(MoreControlsTests.centred(O.frames(ltr, "text", "A"), at: [[70, 516]]))
    }

    @Test func theStatusBarSwapsSidesButTheIslandStays() throws {
        let ltr = try Self.lowered("leftToRight")
        let rtl = try Self.lowered("rightToLeft")
        #expect(O.frames(ltr, "text", "9:41") == [[0, 11, 138, 37]])
        #expect(O.frames(rtl, "text", "9:41") == [[264, 11, 138, 37]])
        #expect(O.frames(rtl, "fill", "black").first == [138, 11, 126, 37])
        // The battery on the left: its charge 36 pt in (LTR: 402 − 36 − 20.5 = 345.5).
        #expect(O.frames(rtl, "fill", "black").contains([36, 25.5, 20.5, 8]))
        #expect(O.frames(ltr, "fill", "black").contains([345.5, 25.5, 20.5, 8]))
    }

    @Test func leadingTextStartsAtTheRightEdge() throws {
        func firstGlyphX(_ direction: String) throws -> Int {
            let scene = try resolve(
                ##"{"canvas": {"width": 200, "height": 40, "scale": 1}, "settings": {"layoutDirection": "\##(direction)"}, "layers": [{"type": "text", "text": "Hi", "frame": [0, 0, 200, 40], "alignment": "leading"}]}"##
            )
            guard case .glyphs(let run) = scene.layers[0] else { throw Failure("no glyphs") }
            return run.glyphs.map(\.x).min()!
        }
        #expect(try firstGlyphX("leftToRight") < 8)
        #expect(try firstGlyphX("rightToLeft") > 170)
    }

    /// A control in a sheet mirrors once, across the sheet; the user's own layer in it stays; an alert's
    /// buttons swap.
    @Test func sheetsAndAlertsMirrorOnce() throws {
        func lowered(_ direction: String) throws -> [O.Members] {
            try O.lowered(
                ##"{"device": "iPhone 17 Pro", "settings": {"layoutDirection": "\##(direction)"}, "layers": [{"type": "sheet", "detent": "medium", "content": [{"type": "switch", "origin": [20, 40], "on": true}, {"type": "text", "text": "x", "frame": [20, 100, 50, 20]}]}, {"type": "alert", "title": "T", "actions": [{"title": "Cancel"}, {"title": "OK"}]}]}"##
            )
        }
        let ltr = try lowered("leftToRight")
        let rtl = try lowered("rightToLeft")
        // The sheet is 386 pt wide: 386 − 20 − 63 = 303.
        #expect(O.frames(ltr, "fill", "systemGreen") == [[20, 40, 63, 28]])
        #expect(O.frames(rtl, "fill", "systemGreen") == [[303, 40, 63, 28]])
        #expect(O.frames(rtl, "text", "x") == [[20, 100, 50, 20]])
        // Each action's title on its 22 pt line, centred in its 44 pt capsule (62 + 11).
        #expect(O.frames(ltr, "text", "Cancel") == [[28, 73, 120, 22]])
        #expect(O.frames(rtl, "text", "Cancel") == [[172, 73, 120, 22]])
        #expect(O.frames(rtl, "text", "OK") == [[28, 73, 120, 22]])
    }
}
