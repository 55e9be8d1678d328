import GlassScene
import Testing

/// `splitView`: the columns by exact frames on the iPad Pro 11-inch (landscape) and the iPhone 17 Pro, both
/// designs, both directions; a list in a column laid out in the column's coordinates.
@Suite struct SplitViewLayoutTests {
    typealias O = OrientationTests

    static func scene(
        device: String = "iPad Pro 11-inch", design: String = "liquidGlass", direction: String = "leftToRight",
        orientation: String = "landscape", columns: String? = nil
    ) -> String {
        let c =
            columns
            ?? ##""primary": {"title": "Mail", "content": [{"type": "text", "text": "P", "frame": [10, 80, 100, 20]}]}, "secondary": {"title": "Message"}, "inspector": {"title": "Info", "content": [{"type": "insetGroupedList", "sections": [{"rows": [{"title": "Flag", "toggle": true}]}]}]}"##
        return ##"""
            {"device": "\##(device)", "orientation": "\##(orientation)", "design": "\##(design)", "settings": {"layoutDirection": "\##(direction)"},
             "layers": [{"type": "splitView", \##(c)}]}
            """##
    }

    /// The frames of the glass layers (the sidebar's regular glass, the columns' identity glass), in order.
    static func glasses(_ l: [O.Members]) -> [[Double]] { O.frames(l, "type", "glass") }

    static func corners(_ l: [O.Members], _ frame: [Double]) -> JSONValue? {
        l.first { O.value($0, "type") == .string("glass") && O.frame($0) == frame }.flatMap { O.value($0, "corners") }
    }

    @Test func liquidGlassColumns() throws {
        let l = try O.lowered(Self.scene())
        // Secondary, inspector, then the floating sidebar over them: 8 pt from the edges, concentric corners (18 − 8).
        #expect(Self.glasses(l) == [[336, 0, 554, 834], [890, 0, 320, 834], [8, 8, 320, 818]])
        #expect(Self.corners(l, [8, 8, 320, 818]) == .number(10))
        #expect(O.frames(l, "fill", "secondarySystemBackground") == [[890, 0, 320, 834]])
        #expect(
            OrientationTests.frames(l, "fill", "separator").map { $0.map { ($0 * 100).rounded() / 100 } } == [
                [890, 0, 0.33, 834]
            ])
        // Titles in each column's coordinates, in a 50 pt bar below the 24 pt status bar.
        #expect(O.frames(l, "text", "Message") == [[0, 24, 554, 50]])
        #expect(O.frames(l, "text", "Mail") == [[0, 16, 320, 50]])
        #expect(O.frames(l, "text", "P") == [[10, 80, 100, 20]])
        // The inspector's list in the inspector's coordinates: 16 pt margins in 320 pt, the switch at its end.
        #expect(O.frames(l, "fill", "secondarySystemGroupedBackground") == [[16, 20, 288, 52]])
        #expect(O.frames(l, "fill", "systemGreen") == [[225, 32, 63, 28]])
    }

    @Test func compatibilityColumns() throws {
        let l = try O.lowered(Self.scene(design: "compatibility"))
        #expect(Self.glasses(l) == [[320, 0, 570, 834], [890, 0, 320, 834], [0, 0, 320, 834]])
        #expect(O.frames(l, "fill", "secondarySystemBackground") == [[890, 0, 320, 834], [0, 0, 320, 834]])
        #expect(O.frames(l, "text", "Mail") == [[0, 24, 320, 50]])
    }

    @Test func rightToLeftPutsTheInspectorOnTheLeft() throws {
        let l = try O.lowered(Self.scene(direction: "rightToLeft"))
        #expect(Self.glasses(l) == [[320, 0, 554, 834], [0, 0, 320, 834], [882, 8, 320, 818]])
        #expect(O.frames(l, "fill", "secondarySystemBackground") == [[0, 0, 320, 834]])
        // The user's own layer stays where it was put in its column; the list's switch mirrors within the column.
        #expect(O.frames(l, "text", "P") == [[10, 80, 100, 20]])
        #expect(O.frames(l, "fill", "systemGreen") == [[32, 32, 63, 28]])
        let c = try O.lowered(Self.scene(design: "compatibility", direction: "rightToLeft"))
        #expect(Self.glasses(c) == [[320, 0, 570, 834], [0, 0, 320, 834], [890, 0, 320, 834]])
    }

    @Test func widthsAndTheSupplementaryColumn() throws {
        let l = try O.lowered(
            Self.scene(
                columns:
                    ##""primaryWidth": 260, "supplementaryWidth": 300, "primary": {}, "supplementary": {}, "secondary": {}"##
            ))
        #expect(Self.glasses(l) == [[276, 0, 300, 834], [576, 0, 634, 834], [8, 8, 260, 818]])
    }

    @Test func anIPhoneShowsTheSecondaryColumn() throws {
        for direction in ["leftToRight", "rightToLeft"] {
            let l = try O.lowered(Self.scene(device: "iPhone 17 Pro", direction: direction, orientation: "portrait"))
            #expect(Self.glasses(l) == [[0, 0, 402, 874]])
            #expect(O.frames(l, "text", "Message") == [[0, 62, 402, 54]])
            #expect(O.frames(l, "text", "Mail").isEmpty)
        }
    }
}
