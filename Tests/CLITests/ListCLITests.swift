import Foundation
import GlassCore
import Testing

/// The inset grouped list and the split view through the binary: pixels where the layout puts them, in both
/// directions; a bad key is one line with its path and exit 65, and no output file.
@Suite struct ListCLITests {
    static func scene(_ direction: String) -> String {
        ##"""
        {"device": "iPhone 17 Pro", "canvas": {"height": 120, "scale": 1}, "settings": {"layoutDirection": "\##(direction)"},
         "layers": [{"type": "insetGroupedList", "sections": [{"rows": [{"title": "A", "toggle": true}]}]}]}
        """##
    }

    @Test func aListRendersWhereItIsLaidOut() throws {
        let dir = try MatrixCommandTests.folder([
            "l.json": Self.scene("leftToRight"), "r.json": Self.scene("rightToLeft"),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["l", "r"] {
            let r = try CLI.run(["render", "\(name).json"], in: dir)
            #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        }
        let l = try MatrixCommandTests.decode(dir.appendingPathComponent("l.png"))
        let r = try MatrixCommandTests.decode(dir.appendingPathComponent("r.png"))
        // The margin shows systemGroupedBackground (#F2F2F7), the row secondarySystemGroupedBackground (white).
        #expect(l[5, 46] == SIMD4(0xF2, 0xF2, 0xF7, 0xFF))
        #expect(l[200, 46] == SIMD4(0xFF, 0xFF, 0xFF, 0xFF))
        // The switch's green track (#34C759) at the trailing end: the right, or the left right to left.
        #expect(l[315, 46] == SIMD4(0x34, 0xC7, 0x59, 0xFF))
        #expect(r[87, 46] == SIMD4(0x34, 0xC7, 0x59, 0xFF))
        #expect(l[87, 46] == SIMD4(0xFF, 0xFF, 0xFF, 0xFF))
    }

    @Test func badListsAndSplitViewsAreOneLine() throws {
        let dir = try MatrixCommandTests.folder([
            "a.json":
                ##"{"device": "iPhone 17 Pro", "layers": [{"type": "insetGroupedList", "sections": [{"rows": [{"title": "A", "icon": {"symbol": "wifi", "style": "tiles"}}]}]}]}"##,
            "b.json":
                ##"{"device": "iPad Pro 11-inch", "layers": [{"type": "splitView", "primary": {}, "secondary": {}, "inspector": {"content": [{"type": "text", "text": 5}]}, "supplementary": {}}]}"##,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, fragment) in [
            ("a", "a.json: layers[0].sections[0].rows[0].icon.style: expected one of \"tile\", \"plain\""),
            // The four columns do not fit the iPad in portrait: collapsed, the inspector is still checked.
            ("b", "b.json: layers[0].inspector.content[0].text: expected a string"),
        ] {
            let r = try CLI.run(["render", "\(name).json"], in: dir)
            #expect(r.code == 65)
            expectOneErrorLine(r, contains: fragment)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name).png").path))
        }
    }
}
