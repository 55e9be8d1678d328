import GlassScene
import Testing

/// Components on screens too narrow for them: refused at the component's own path with what it needs, never
/// with a message about a layer it lowers to (found by the attack review of issue 23).
@Suite struct NarrowScreenTests {
    static func scene(width: Double, design: String = "liquidGlass", _ layer: String) -> String {
        ##"{"canvas": {"width": \##(width), "height": 400, "scale": 1}, "design": "\##(design)", "layers": [\##(layer)]}"##
    }

    /// An action sheet at the bottom of a narrow screen: its title, message and actions need room inside the
    /// panel's padding (20 pt each side in Liquid Glass, 16 pt pre-26). It used to fail at `title` (or
    /// `actions[0]`) with "expected a width above 0 in points, got -36", the width of a text layer it lowers to.
    @Test(arguments: ["liquidGlass", "compatibility"], [10.0, 20, 40, 48])
    func anActionSheetNeedsRoomForItsText(design: String, width: Double) {
        let sheet =
            ##"{"type": "actionSheet", "title": "Photo", "actions": [{"title": "Delete"}, {"title": "Cancel", "style": "cancel"}]}"##
        expectError(Self.scene(width: width, design: design, sheet), path: "layers[0]", "an action sheet needs")
    }

    @Test(arguments: ["liquidGlass", "compatibility"])
    func anActionSheetJustWideEnoughRenders(design: String) throws {
        let sheet = ##"{"type": "actionSheet", "title": "Photo", "actions": [{"title": "Delete"}]}"##
        let resolved = try resolve(Self.scene(width: 64, design: design, sheet))
        #expect(!resolved.layers.isEmpty)
    }

    /// The tab bar's search tab expanded: the field beside the selected tab's circle (or the close circle) needs
    /// the search field's 44 pt. It used to fail at `search` with "expected a width above 0 in points, got -88".
    @Test(arguments: [10.0, 100, 141])
    func anExpandedSearchTabNeedsRoomForItsField(width: Double) {
        for search in [##"{"active": true}"##, ##"{"active": true, "text": "abc"}"##] {
            let bar = ##"{"type": "tabBar", "tabs": [{"title": "A", "symbol": "star"}], "search": \##(search)}"##
            expectError(Self.scene(width: width, bar), path: "layers[0].search", "a search field needs 44 pt")
        }
    }

    @Test func anExpandedSearchTabWithRoomRenders() throws {
        let bar = ##"{"type": "tabBar", "tabs": [{"title": "A", "symbol": "star"}], "search": {"active": true}}"##
        #expect(!(try resolve(Self.scene(width: 142, bar))).layers.isEmpty)
    }
}
