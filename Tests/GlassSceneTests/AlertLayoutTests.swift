import GlassScene
import Testing

/// Alerts and action sheets by exact frames of the lowered scene on the iPhone 17 Pro (3×): their title,
/// message and actions are stacks the layout engine lays out (`Alert.body`), each figure from `AlertMetrics`;
/// the panel is as tall as the stack chose. Frames inside the panel are in its own space.
@Suite struct AlertLayoutTests {
    typealias O = OrientationTests

    static func lowered(_ layer: String, design: String = "liquidGlass") throws -> [O.Members] {
        try O.lowered(
            ##"{"device": "iPhone 17 Pro", "design": "\##(design)", "layers": [\##(layer)]}"##)
    }

    static func panel(_ objects: [O.Members]) -> [Double]? { PresentationLayoutTests.first(objects, "glass") }

    static let twoActions = ##"[{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]"##
    static let threeActions =
        ##"[{"title": "Save"}, {"title": "Discard", "style": "destructive"}, {"title": "Cancel", "style": "cancel"}]"##

    /// Liquid Glass: 20 pt padding, the title on its 22 pt line, the message 4 pt under it on its 16 pt line,
    /// the actions 20 pt under the text; two side by side in (280 − 8) / 2 = 136 pt capsules, three stacked
    /// 8 pt apart; each title 8 pt inside its capsule, on its 22 pt line in the capsule's middle.
    @Test func liquidGlassAlertsByTheirFrames() throws {
        let beside = try Self.lowered(
            ##"{"type": "alert", "title": "Delete?", "message": "Gone.", "actions": \##(Self.twoActions)}"##)
        #expect(O.frames(beside, "text", "Delete?") == [[20, 20, 280, 22]])
        #expect(O.frames(beside, "text", "Gone.") == [[20, 46, 280, 16]])
        #expect(O.frames(beside, "fill", "systemFill") == [[20, 82, 136, 44], [164, 82, 136, 44]])
        #expect(O.frames(beside, "text", "Cancel") == [[28, 93, 120, 22]])
        #expect(O.frames(beside, "text", "Delete") == [[172, 93, 120, 22]])
        #expect(Self.panel(beside)?[2...] == [320, 146])
        let stacked = try Self.lowered(
            ##"{"type": "alert", "title": "Delete?", "message": "Gone.", "actions": \##(Self.threeActions)}"##)
        #expect(
            O.frames(stacked, "fill", "systemFill") == [[20, 82, 280, 44], [20, 134, 280, 44], [20, 186, 280, 44]])
        #expect(Self.panel(stacked)?[2...] == [320, 250])
    }

    /// An alert without title or message keeps its top padding and the gap above its actions (an OK action
    /// added); an action sheet without them starts with its actions.
    @Test func withoutTextAnAlertKeepsItsGapAndAnActionSheetStartsWithItsActions() throws {
        let alert = try Self.lowered(##"{"type": "alert"}"##)
        #expect(O.frames(alert, "fill", "systemFill") == [[20, 40, 280, 44]])
        #expect(Self.panel(alert)?[2...] == [320, 104])
        let sheet = try Self.lowered(##"{"type": "actionSheet", "actions": [{"title": "Copy"}]}"##)
        #expect(O.frames(sheet, "fill", "systemFill") == [[20, 20, 346, 44]])
        #expect(Self.panel(sheet)?[2...] == [386, 84])
    }

    /// Pre-26: each action's tinted title under a hairline across the whole panel, 4 pt above it in the 20 pt
    /// gap (16 pt under the text), the two of a row on one line; the hairline one whole pixel thick (the
    /// components drew 0.33 pt, which the engine's whole pixels would lose), the panel ending on the last action.
    @Test func compatibilityAlertsDrawTheirHairlinesAcrossThePanel() throws {
        let hairline = 1.0 / 3
        let beside = try Self.lowered(
            ##"{"type": "alert", "title": "Delete?", "actions": \##(Self.twoActions)}"##, design: "compatibility")
        #expect(O.frames(beside, "fill", "separator") == [[0, 58, 270, hairline], [0, 58, 270, hairline]])
        // (230 − 8) / 2 = 111 pt each, the titles 8 pt inside.
        #expect(O.frames(beside, "text", "Cancel") == [[28, 73, 95, 22]])
        #expect(O.frames(beside, "text", "Delete") == [[147, 73, 95, 22]])
        #expect(Self.panel(beside)?[2...] == [270, 106])
        let stacked = try Self.lowered(
            ##"{"type": "alert", "title": "Delete?", "actions": \##(Self.threeActions)}"##, design: "compatibility")
        #expect(
            O.frames(stacked, "fill", "separator") == [
                [0, 58, 270, hairline], [0, 110, 270, hairline], [0, 162, 270, hairline],
            ])
        #expect(O.frames(stacked, "text", "Cancel") == [[28, 177, 214, 22]])
        #expect(Self.panel(stacked)?[2...] == [270, 210])
    }
}
