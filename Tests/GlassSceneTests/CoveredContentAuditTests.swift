import Foundation
import GlassCore
import Testing

@testable import GlassRender
@testable import GlassScene

/// What a screen presents over its content hides that content; it does not collide with it. An alert's,
/// menu's, action sheet's, popover's or sheet's text drawn over the navigation bar's title, and a list's rows
/// scrolled on under the tab bar, are what iOS draws: the layout audit reports neither as `overlaps`. The same
/// text placed by hand under a bar, or two texts of one panel, still overlap. And a canvas shorter than its
/// device is the top of the screen: the home indicator lies below it, unless the scene draws one.
@Suite struct CoveredContentAuditTests {
    static func findings(_ json: String) throws -> [String] {
        try ScrollingContentAuditTests.findings(json)
    }

    /// On main's glass before the rule: the SE at AX5, the alert's title over the large title (as the gallery's
    /// alert screen), and the menu's title over the inline title, both reported `overlaps` both ways.
    @Test func aPanelOverTheBarsTitleHidesIt() throws {
        let cases = [
            (
                "iPhone SE (3rd generation)",
                ##"{"type": "navigationBar", "title": "Notes", "largeTitle": true, "trailing": [{"symbol": "ellipsis"}]}, {"type": "toolbar", "items": [{"flexibleSpace": true}, {"symbol": "square.and.pencil"}]}, {"type": "alert", "title": "Delete Note?", "message": "This note will be deleted. This action cannot be undone.", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}"##
            ),
            (
                "iPhone 17 Pro",
                ##"{"type": "navigationBar", "title": "Inbox Title Long Enough", "largeTitle": false}, {"type": "menu", "source": [338, 67, 44, 44], "title": "View options", "items": [{"title": "Name", "symbol": "textformat"}, {"title": "Date edited", "symbol": "calendar"}]}"##
            ),
        ]
        for (device, layers) in cases {
            let json = ScrollingContentAuditTests.scene(#""dynamicType": "AX5""#, layers)
                .replacingOccurrences(of: "iPhone 17 Pro", with: device)
            let found = try Self.findings(json)
            #expect(!found.contains { $0.hasSuffix("overlaps") }, "\(device): \(found)")
        }
        // A label placed by hand on the bar's title still overlaps it.
        let label =
            ##"{"type": "navigationBar", "title": "Inbox Title Long Enough", "largeTitle": false}, {"type": "text", "text": "Inbox Title Long Enough", "frame": [100, 70, 220, 30], "font": {"size": 17}, "color": "#000000"}"##
        #expect(
            try Self.findings(ScrollingContentAuditTests.scene(#""dynamicType": "L""#, label)).contains(
                "layers[1] overlaps"))
    }

    /// Layers on one spot, in drawing order, at `paths`.
    static func spot(_ paths: [String]) -> [LayerLegibility] {
        paths.enumerated().map { i, path in
            var l = LayoutAuditScaleTests.layer(i, x: 10, y: 10)
            l.source.path = path
            return l
        }
    }

    @Test func whatHidesWhatFollowsDrawingOrderAndRoots() {
        let h = DisplayHardware(scrollingPaths: ["layers[1]"], coveringPaths: ["layers[3]"], barPaths: ["layers[0]"])
        let paths = ["layers[0].title", "layers[1].rows[0].title", "layers[2]", "layers[3].title", "layers[3].message"]
        let cover = LayoutAudit.Cover(Self.spot(paths), h)
        #expect(cover(0, under: 3) && cover(1, under: 3) && cover(2, under: 3), "the panel hides all beneath it")
        #expect(!cover(3, under: 4), "not its own text: a panel's title and message still collide")
        #expect(cover(1, under: 0), "a bar hides content scrolling under it")
        #expect(!cover(2, under: 0), "not a hand-placed label")
        #expect(!cover(0, under: 1) && !cover(0, under: 2), "content never hides a bar")
        // In the sweep: the panel's two texts collide, and so does the content drawn over the bar (the row on the
        // bar's title, the label on the row); nothing beneath the panel pairs with the panel.
        let partners = LayoutAudit.overlaps(Self.spot(paths), width: 40, hardware: h)
        #expect(partners[3] == 4 && partners[4] == 3)
        #expect(partners[0] == 1 && partners[1] == 0 && partners[2] == 1)
        // Without the hardware every layer overlaps the one before it.
        #expect(LayoutAudit.overlaps(Self.spot(paths), width: 40).count == 5)
    }

    /// A 130 pt canvas on an iPhone 17 Pro is the top of its screen: the navigation bar's subtitle (y ≈ 105) is
    /// not on the home indicator, which was judged at the canvas's bottom before. A scene that draws the
    /// indicator on that canvas has it where it is drawn.
    @Test func aCroppedCanvasIsTheTopOfItsScreen() throws {
        let bar = ##"{"type": "navigationBar", "title": "Messages", "subtitle": "3 unread", "backButton": true}"##
        let cropped =
            ##"{"device": "iPhone 17 Pro", "canvas": {"height": 130, "scale": 1}, "background": "#FFFFFF", "layers": [\##(bar)]}"##
        #expect(try Self.findings(cropped).filter { $0.hasSuffix("unsafe") }.isEmpty)
        let scene = try resolve(cropped)
        #expect(
            scene.hardware.homeIndicatorPx.map { $0.y > 130 } == true,
            "\(String(describing: scene.hardware.homeIndicatorPx))")
        let drawn = cropped.replacingOccurrences(of: bar, with: bar + ##", {"type": "homeIndicator"}"##)
        #expect(try resolve(drawn).hardware.homeIndicatorPx.map { $0.maxY <= 130 && $0.maxY > 110 } == true)
        // The whole screen keeps its indicator at the bottom.
        let whole = cropped.replacingOccurrences(of: ##""height": 130, "##, with: "")
        #expect(try resolve(whole).hardware.homeIndicatorPx.map { $0.maxY <= 874 && $0.maxY > 850 } == true)
    }
}
