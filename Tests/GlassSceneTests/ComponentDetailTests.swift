import Foundation
import GlassText
import Testing

@testable import GlassScene

/// Three details iOS draws that glass did not: a top-level navigation bar's `done` in iOS 26 (drawn only in
/// sheets before), the iPad status bar's smaller time followed by the date (one 17 pt time before), and no
/// chrome band behind a compatibility large title at rest (the band was always drawn).
@Suite struct ComponentDetailTests {
    typealias Objects = [[(key: String, value: JSONValue)]]

    static func lowered(_ scene: String) throws -> Objects { try SettingsComponentTests.lowered(scene) }

    static func value(_ m: [(key: String, value: JSONValue)], _ key: String) -> JSONValue? {
        m.first { $0.key == key }?.value
    }

    static func texts(_ o: Objects) -> [String] {
        o.compactMap { if case .string(let t)? = value($0, "text") { t } else { nil } }
    }

    static func numbers(_ v: JSONValue?) -> [Double] {
        guard case .array(let a)? = v else { return [] }
        return a.compactMap { if case .number(let n) = $0 { n } else { nil } }
    }

    @Test func aTopLevelDoneIsProminentTintedGlassWithACheckmark() throws {
        let bar =
            #"{"type": "navigationBar", "title": "Edit", "leading": [{"system": "cancel"}], "trailing": [{"system": "done"}]}"#
        let liquid = try Self.lowered(#"{"device": "iPhone 17 Pro", "layers": [\#(bar)]}"#)
        #expect(!Self.texts(liquid).contains("Done"))
        let check = try #require(liquid.first { Self.value($0, "name") == .string("checkmark") })
        #expect(Self.value(check, "color") == .string("white"))
        // Its own glass, tinted with the tint, a 44 pt circle ending at the 20 pt margin.
        let glass = try #require(
            liquid.first { m in
                Self.value(m, "type") == .string("glass") && Self.value(m, "tint") == .string("tint")
            })
        #expect(Self.numbers(Self.value(glass, "frame")) == [402 - 20 - 44, 62 + 5, 44, 44])
        // Cancel stays a title at the top level (it is a circle in sheets only).
        #expect(Self.texts(liquid).contains("Cancel"))
        // Pre-26: the semibold Done title, in the tint.
        let classic = try Self.lowered(#"{"device": "iPhone 17 Pro", "design": "compatibility", "layers": [\#(bar)]}"#)
        let done = try #require(classic.first { Self.value($0, "text") == .string("Done") })
        #expect(
            Self.value(done, "font")
                == .object([("family", .string("system")), ("size", .number(17)), ("weight", .string("semibold"))]))
        #expect(!classic.contains { Self.value($0, "name") == .string("checkmark") })
    }

    @Test func anIPadsStatusBarSetsASmallerTimeFollowedByTheDate() throws {
        let o = try Self.lowered(#"{"device": "iPad Pro 11-inch", "layers": [{"type": "statusBar"}]}"#)
        let time = try #require(o.first { Self.value($0, "text") == .string("9:41") })
        let date = try #require(o.first { Self.value($0, "text") == .string("Tue Jan 9") })
        let tf = Self.numbers(Self.value(time, "frame"))
        let df = Self.numbers(Self.value(date, "frame"))
        #expect(tf[0] == 20)
        let width = Measure.width("9:41", sizePt: 12, weight: SceneSettings().drawn(.semibold))
        #expect(tf[2] == width + 1)
        #expect(df[0] == 20 + tf[2] + StatusBar.padDateGapPt)
        for m in [time, date] {
            #expect(
                Self.value(m, "font")
                    == .object([("family", .string("system")), ("size", .number(12)), ("weight", .string("semibold"))]))
        }
        // Bold Text: the time is as wide as it is drawn, and the date moves with it.
        let bold = try Self.lowered(
            #"{"device": "iPad Pro 11-inch", "settings": {"boldText": true}, "layers": [{"type": "statusBar"}]}"#)
        let boldTime = Self.numbers(
            bold.first { Self.value($0, "text") == .string("9:41") }.flatMap { Self.value($0, "frame") })
        #expect(boldTime[2] == Measure.width("9:41", sizePt: 12, weight: SceneSettings().drawn(.bold)) + 1)
        #expect(boldTime[2] > tf[2])
        // A date of the user's, none, and an iPhone's status bar (no date, the 17 pt time).
        let own = try Self.lowered(
            #"{"device": "iPad Pro 11-inch", "layers": [{"type": "statusBar", "time": "10:09", "date": "Wed Sep 9"}]}"#)
        #expect(Self.texts(own) == ["10:09", "Wed Sep 9"])
        let none = try Self.lowered(#"{"device": "iPad Pro 11-inch", "layers": [{"type": "statusBar", "date": ""}]}"#)
        #expect(Self.texts(none) == ["9:41"])
        let phone = try Self.lowered(
            #"{"device": "iPhone 17 Pro", "layers": [{"type": "statusBar", "date": "Wed Sep 9"}]}"#)
        #expect(Self.texts(phone) == ["9:41"])
        #expect(SettingsComponentTests.fontSize(phone, text: "9:41") == 17)
    }

    @Test func aLongDateIsRefusedAtItsPath() {
        expectError(
            #"{"device": "iPad Pro 11-inch", "layers": [{"type": "statusBar", "date": "Wednesday the ninth of September"}]}"#,
            path: "layers[0].date", "expected a short date")
        expectError(
            #"{"device": "iPhone 17 Pro", "layers": [{"type": "statusBar", "date": 9}]}"#, path: "layers[0].date",
            "expected")
    }

    /// The chrome material (a pure-blur glass) and the hairline of a compatibility navigation bar.
    static func chrome(_ o: Objects) -> (bands: Int, hairlines: Int) {
        let bands = o.filter { Self.value($0, "material") != nil }.count
        let hairlines = o.filter { Self.value($0, "fill") == .string("separator") }.count
        return (bands, hairlines)
    }

    @Test func aCompatibilityLargeTitleAtRestHasNoChromeBand() throws {
        func bar(_ extra: String, design: String = "compatibility") throws -> Objects {
            try Self.lowered(
                #"{"device": "iPhone 17 Pro", "design": "\#(design)", "layers": [{"type": "navigationBar", "title": "Library"\#(extra)}]}"#
            )
        }
        let atRest = try bar(#", "largeTitle": true"#)
        #expect(Self.chrome(atRest).bands == 0 && Self.chrome(atRest).hairlines == 0)
        #expect(Self.texts(atRest).contains("Library"))
        // Scrolled: the large title collapses and the standard appearance (chrome and hairline) shows.
        let scrolled = try bar(#", "largeTitle": true, "scrolled": true"#)
        #expect(Self.chrome(scrolled).bands == 1 && Self.chrome(scrolled).hairlines == 1)
        // An inline title keeps the bar as it always looked; so does a large title in landscape (inline there).
        let inline = try bar("")
        #expect(Self.chrome(inline).bands == 1 && Self.chrome(inline).hairlines == 1)
        // The team's own scroll edge appearance still wins at rest.
        let own = try bar(
            ##", "largeTitle": true, "barAppearances": {"scrollEdge": {"background": "opaque", "backgroundColor": "#FF0000"}}"##
        )
        #expect(own.contains { Self.value($0, "fill") == .string("#FF0000") })
        // Liquid Glass draws no band either way.
        #expect(Self.chrome(try bar(#", "largeTitle": true"#, design: "liquidGlass")).bands == 0)
    }
}
