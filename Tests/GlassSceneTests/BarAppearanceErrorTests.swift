import Testing

/// Every key of the bar appearances refused with its path when misspelled, mistyped or out of range.
@Suite struct BarAppearanceErrorTests {
    static func nav(_ appearances: String, extra: String = "") -> String {
        ComponentErrorTests.screen(
            ##"{"type": "navigationBar", "title": "Inbox"\##(extra), "barAppearances": \##(appearances)}"##)
    }

    static func tab(_ appearances: String) -> String {
        ComponentErrorTests.screen(
            ##"{"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}], "barAppearances": \##(appearances)}"##
        )
    }

    @Test func navigationBarAppearances() {
        let at = "layers[0].barAppearances"
        expectError(Self.nav("[]"), path: at, "expected an object")
        expectError(Self.nav(##"{"standrd": {}}"##), path: "\(at).standrd", "did you mean \"standard\"?")
        expectError(Self.nav(##"{"scrollEdge": 3}"##), path: "\(at).scrollEdge", "expected an object")
        expectError(
            Self.nav(##"{"compact": {"background": "blur"}}"##), path: "\(at).compact.background",
            "expected one of \"default\", \"opaque\", \"transparent\"")
        expectError(
            Self.nav(##"{"compactScrollEdge": {"backgroundColor": "bleu"}}"##),
            path: "\(at).compactScrollEdge.backgroundColor", "expected a colour")
        expectError(
            Self.nav(##"{"standard": {"shadowColor": "#12"}}"##), path: "\(at).standard.shadowColor",
            "expected a colour")
        expectError(
            Self.nav(##"{"standard": {"titleColor": {"light": "label"}}}"##), path: "\(at).standard.titleColor",
            "missing required key \"dark\"")
        expectError(
            Self.nav(##"{"standard": {"largeTitleColor": 7}}"##), path: "\(at).standard.largeTitleColor",
            "expected a colour")
        // Zero, negative, denormal, tiny and huge sizes.
        for (size, got) in [
            ("0", "got 0"), ("-18", "got -18"), ("5e-324", "got 5e-324"), ("0.99", "got 0.99"), ("1e300", "got 1e+300"),
        ] {
            expectError(
                Self.nav(##"{"standard": {"titleFont": {"size": \##(size)}}}"##),
                path: "\(at).standard.titleFont.size", "expected a font size in points from 1 to 100, \(got)")
        }
        expectError(
            Self.nav(##"{"standard": {"titleFont": {"size": "18"}}}"##), path: "\(at).standard.titleFont.size",
            "expected a font size in points")
        expectError(
            Self.nav(##"{"standard": {"titleFont": {"weight": "medum"}}}"##),
            path: "\(at).standard.titleFont.weight", "did you mean \"medium\"?")
        expectError(
            Self.nav(##"{"standard": {"titleFont": {"family": "x"}}}"##), path: "\(at).standard.titleFont.family",
            "unknown key")
        expectError(Self.nav("{}", extra: ##", "scrolled": 1"##), path: "layers[0].scrolled", "expected true or false")
    }

    @Test func toolbarAppearancesHaveNoTitle() {
        let toolbar = { (a: String) in
            ComponentErrorTests.screen(##"{"type": "toolbar", "items": [], "barAppearances": \##(a)}"##)
        }
        expectError(
            toolbar(##"{"standard": {"titleColor": "red"}}"##), path: "layers[0].barAppearances.standard.titleColor",
            "unknown key \"titleColor\"")
        expectError(
            toolbar(##"{"standard": {"background": 1}}"##), path: "layers[0].barAppearances.standard.background",
            "expected one of")
        expectError(
            ComponentErrorTests.screen(##"{"type": "toolbar", "scrolled": "yes"}"##), path: "layers[0].scrolled",
            "expected true or false")
    }

    @Test func tabBarAppearances() {
        let at = "layers[0].barAppearances"
        expectError(Self.tab("true"), path: at, "expected an object")
        expectError(Self.tab(##"{"standard": {}}"##), path: "\(at).standard", "unknown key \"standard\"")
        expectError(Self.tab(##"{"backgroundColor": "nope"}"##), path: "\(at).backgroundColor", "expected a colour")
        expectError(Self.tab(##"{"shadowColor": []}"##), path: "\(at).shadowColor", "expected a colour")
        expectError(Self.tab(##"{"stacked": {"pressed": {}}}"##), path: "\(at).stacked.pressed", "unknown key")
        expectError(
            Self.tab(##"{"inline": {"normal": {"titleColr": "red"}}}"##), path: "\(at).inline.normal.titleColr",
            "did you mean \"titleColor\"?")
        expectError(
            Self.tab(##"{"compactInline": {"selected": {"iconColor": "#GG0000"}}}"##),
            path: "\(at).compactInline.selected.iconColor", "expected a colour")
        expectError(
            Self.tab(##"{"stacked": {"selected": {"titleFont": {"size": 0.5}}}}"##),
            path: "\(at).stacked.selected.titleFont.size", "from 1 to 100, got 0.5")
        expectError(
            Self.tab(##"{"stacked": {"normal": {"titleFont": {"size": -0}}}}"##),
            path: "\(at).stacked.normal.titleFont.size", "from 1 to 100")
    }

    /// The edges that are accepted: 1 and 100 pt render the title at that size.
    @Test func theFontSizesEdgesAreAccepted() throws {
        for size in [1.0, 100] {
            let o = try SettingsComponentTests.lowered(
                Self.nav(##"{"scrollEdge": {"titleFont": {"size": \##(size)}}}"##))
            #expect(SettingsComponentTests.fontSize(o, text: "Inbox") == size)
        }
    }
}
