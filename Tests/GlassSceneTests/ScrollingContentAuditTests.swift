import Foundation
import GlassCore
import Testing

@testable import GlassRender
@testable import GlassScene

/// What scrolls (an inset grouped list, an alert's or action sheet's body, the lists in a split view's
/// columns) is drawn at rest as UIKit draws it: on under the home indicator, past the display's bottom
/// corners, cut by its scroll view's edge. The layout audit does not flag that; the same text placed there by
/// hand is still flagged. Before, every list at the largest sizes was `unsafe` and every alert that scrolls
/// `truncated` (TraitLayoutKnown listed 40 of them).
@Suite struct ScrollingContentAuditTests {
    static func findings(_ json: String) throws -> [String] {
        let scene = try resolve(json)
        let layers = LegibilityAudit.run(RenderPlan(scene), workers: .serial).layers
        return LayoutAudit.findings(scene, layers: layers).filter { $0.kind != .offCanvas }.map {
            "\($0.path) \($0.kind.rawValue)"
        }
    }

    static func scene(_ settings: String, _ layers: String, landscape: Bool = false) -> String {
        let orientation = landscape ? "landscape" : "portrait"
        return
            ##"{"device": "iPhone 17 Pro", "orientation": "\##(orientation)", "canvas": {"scale": 1}, "settings": {\##(settings)}, "background": "#FFFFFF", "layers": [\##(layers)]}"##
    }

    /// Rows enough to run past the bottom of the screen.
    static let rows = (0..<14).map { ##"{"title": "Row \##($0)", "detail": "Value", "chevron": true}"## }
        .joined(separator: ", ")

    @Test func aListRunsOnUnderTheHomeIndicatorAndPastTheBottomCorners() throws {
        for (settings, landscape) in [("L", false), ("AX5", false), ("AX3", true), ("AX5", true)] {
            let list = ##"{"type": "insetGroupedList", "top": 120, "sections": [{"rows": [\##(Self.rows)]}]}"##
            let found = try Self.findings(Self.scene(##""dynamicType": "\##(settings)""##, list, landscape: landscape))
            #expect(found.isEmpty, "\(settings): \(found)")
        }
        // The same text on the home indicator, placed by hand: unsafe.
        let text =
            ##"{"type": "text", "text": "Hand placed", "frame": [120, 850, 160, 22], "font": {"size": 17}, "color": "#000000"}"##
        #expect(try Self.findings(Self.scene(#""dynamicType": "L""#, text)) == ["layers[0] unsafe"])
    }

    @Test func anAlertOrActionSheetThatScrollsIsNotTruncated() throws {
        let message = "This note will be deleted. This action cannot be undone."
        for type in ["alert", "actionSheet"] {
            let alert =
                ##"{"type": "\##(type)", "title": "Delete Note?", "message": "\##(message)", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}"##
            let found = try Self.findings(Self.scene(#""dynamicType": "AX5""#, alert, landscape: true))
            #expect(!found.contains { $0.hasSuffix("truncated") }, "\(type): \(found)")
            // It does not fit: its panel is cut at the safe room's edge (what the audit would flag, unscrolled).
            let scene = try resolve(Self.scene(#""dynamicType": "AX5""#, alert, landscape: true))
            #expect(scene.hardware.scrolls("layers[0].message"))
        }
    }

    /// A menu taller than the screen's room scrolls (UIKit's does): the item its panel cuts is not truncated.
    /// It was before (`items[3].title` and `.symbol`, cut by their clip).
    @Test func aMenuThatScrollsIsNotTruncated() throws {
        let items = ["Name", "Date edited", "Select notes", "Delete all"].map {
            ##"{"title": "\##($0)", "symbol": "calendar"}"##
        }
        let menu =
            ##"{"type": "menu", "source": [700, 10, 44, 44], "title": "View options", "items": [\##(items.joined(separator: ", "))]}"##
        let scene = Self.scene(#""dynamicType": "AX4""#, menu, landscape: true)
        #expect(try Self.findings(scene).filter { $0.hasSuffix("truncated") }.isEmpty)
        #expect(try resolve(scene).hardware.scrolls("layers[0].items[3].title"))
    }

    @Test func everyScrollingComponentIsNamedAndNothingElse() throws {
        let node = { (json: String) in Node(value: try JSONParser.parse(Array(json.utf8)), path: "layers[3]", file: "")
        }
        for type in ["insetGroupedList", "alert", "actionSheet", "menu"] {
            #expect(ScrollingContent.paths(type, try node(#"{}"#)) == ["layers[3]"])
        }
        for type in ["navigationBar", "toolbar", "tabBar", "sheet", "button", "popover", "switch"] {
            #expect(ScrollingContent.paths(type, try node(#"{}"#)).isEmpty, "\(type)")
        }
        let split =
            #"{"primary": {"content": [{"type": "text"}, {"type": "insetGroupedList"}]}, "inspector": {"content": [{"type": "insetGroupedList"}]}, "secondary": {}}"#
        #expect(
            ScrollingContent.paths("splitView", try node(split)).sorted() == [
                "layers[3].inspector.content[0]", "layers[3].primary.content[1]",
            ])
    }

    /// A scrolling path covers its own keys and parts, never a sibling whose index starts the same.
    @Test func aScrollingPathCoversItsPartsOnly() {
        let h = DisplayHardware(scrollingPaths: ["layers[1]"])
        for path in ["layers[1]", "layers[1].sections[0].rows[2].title", "layers[1]:minus", "layers[1][0]"] {
            #expect(h.scrolls(path), "\(path)")
        }
        for path in ["layers[10]", "layers[10].title", "layers[0]", "layers[1]x", ""] {
            #expect(!h.scrolls(path), "\(path)")
        }
        #expect(!DisplayHardware().scrolls("layers[1]"))
    }
}
