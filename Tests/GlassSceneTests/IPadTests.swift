import GlassScene
import Testing

/// The iPads (issue 23): the 13-inch iPad Pro and the iPad mini, the tab bar at the top with its sidebar
/// button, the floating sidebar, windowed scenes' window controls, and how a navigation bar shares the top
/// row, by exact frames on two devices, left to right and right to left, in both designs.
@Suite struct IPadTests {
    typealias Members = [(key: String, value: JSONValue)]
    static func lowered(_ json: String) throws -> [Members] { try OrientationTests.lowered(json) }
    static func frames(_ o: [Members], _ key: String, _ value: String) -> [[Double]] {
        OrientationTests.frames(o, key, value)
    }
    static func glassFrames(_ o: [Members]) -> [[Double]] { frames(o, "type", "glass") }

    static func scene(
        _ device: String, _ layers: String, design: String = "liquidGlass", rtl: Bool = false, extra: String = ""
    ) -> String {
        let settings = rtl ? #", "settings": {"layoutDirection": "rightToLeft"}"# : ""
        return ##"{"device": "\##(device)", "design": "\##(design)"\##(settings)\##(extra), "layers": \##(layers)}"##
    }

    static let tabs =
        ##"{"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "book", "title": "Library"}], "selected": 1"##

    @Test func theNewIPadsAndTheirSafeAreas() throws {
        let pro = try #require(Device.named("ipad-pro-13-inch"))
        #expect((pro.widthPt, pro.heightPt, pro.scale, pro.cornerRadiusPt) == (1032, 1376, 2, 18))
        let mini = try #require(Device.named("iPad mini"))
        #expect((mini.widthPt, mini.heightPt, mini.scale, mini.cornerRadiusPt) == (744, 1133, 2, 21.5))
        for d in [pro, mini] {
            #expect(d.isPad && !d.hasDynamicIsland && d.hasHomeIndicator)
            // An iPad keeps its status bar and home indicator insets in landscape.
            for o in Orientation.allCases {
                #expect(d.safeArea(o) == SafeArea(topPt: 24, leftPt: 0, bottomPt: 20, rightPt: 0))
            }
        }
        let o = try Self.lowered(##"{"device": "iPad mini", "orientation": "landscape", "layers": []}"##)
        #expect(OrientationTests.canvas(o)! == (1133, 744))
    }

    @Test(arguments: [("iPad Pro 11-inch", 834.0), ("iPad mini", 744)])
    func theTabBarFloatsAtTheTopCentredBesideItsSidebarButton(device: String, width: Double) throws {
        let o = try Self.lowered(Self.scene(device, "[\(Self.tabs)}]"))
        let glass = Self.glassFrames(o)
        // The sidebar button: a 44 pt circle at the 20 pt margin, centred on the 54 pt row under the 24 pt bar.
        #expect(glass[0] == [20, 29, 44, 44])
        // The bar: 50 pt tall, 2 pt down the row, centred on the screen.
        #expect(glass[1][1] == 26 && glass[1][3] == 50)
        #expect(abs(glass[1][0] + glass[1][2] / 2 - width / 2) < 1e-9)
        // The tabs are titles, the bar as wide as them (4 pt padding, 14 pt either side of each title), as the
        // engine lays them out (frames in whole pixels: within one of the sums).
        let home = Self.frames(o, "text", "Home")[0]
        let library = Self.frames(o, "text", "Library")[0]
        #expect(abs(home[0] - 18) <= 1 && abs(library[0] - (home[0] + home[2] + 28)) <= 1)
        #expect(abs(glass[1][2] - (8 + 4 * 14 + home[2] + library[2])) <= 1)
        #expect(!o.contains { OrientationTests.value($0, "name") == .string("house") })
        // Right to left the button and the tab order mirror.
        let r = try Self.lowered(Self.scene(device, "[\(Self.tabs)}]", rtl: true))
        #expect(Self.glassFrames(r)[0] == [width - 64, 29, 44, 44])
        #expect(abs(Self.frames(r, "text", "Home")[0][0] - (glass[1][2] - 18 - home[2])) <= 1)
    }

    @Test func preTwentySixTheTopTabBarIsAPillWithoutGlass() throws {
        let o = try Self.lowered(Self.scene("iPad Pro 11-inch", "[\(Self.tabs)}]", design: "compatibility"))
        #expect(Self.glassFrames(o).isEmpty)
        // The sidebar symbol at the 16 pt margin in the 44 pt row; the 36 pt pill 4 pt down it.
        #expect(Self.frames(o, "name", "sidebar.left") == [[16, 24, 44, 44]])
        let pill = o.first { OrientationTests.value($0, "corners") == .string("capsule") }!
        #expect(OrientationTests.frame(pill)![1] == 28 && OrientationTests.frame(pill)![3] == 36)
    }

    @Test func aNavigationBarSharesTheTopRowWithTheTabBar() throws {
        let nav =
            ##"{"type": "navigationBar", "title": "Library", "leading": [{"symbol": "gear"}], "trailing": [{"symbol": "plus"}]}"##
        let o = try Self.lowered(Self.scene("iPad Pro 11-inch", "[\(nav), \(Self.tabs)}]"))
        // The inline title gives way to the tab bar; the leading item starts after the sidebar button.
        #expect(Self.frames(o, "text", "Library").count == 1)
        #expect(Self.glassFrames(o).contains([72, 29, 44, 44]))
        #expect(Self.glassFrames(o).contains([770, 29, 44, 44]))
        // Items that reach under the tab bar are refused.
        let crowded =
            ##"{"type": "navigationBar", "trailing": [{"title": "A very long action title"}, {"title": "Another long one"}, {"title": "And a third"}]}"##
        do {
            _ = try Self.lowered(Self.scene("iPad mini", "[\(crowded), \(Self.tabs)}]"))
            Issue.record("accepted items under the tab bar")
        } catch let error as SceneError {
            #expect(error.path == "layers[0]" && error.message.contains("reach under the tab bar at the top"))
        }
    }

    @Test(arguments: [("iPad Pro 11-inch", 834.0, 1210.0, 10.0), ("iPad mini", 744, 1133, 13.5)])
    func theSidebarFloatsInsetWithConcentricCorners(device: String, width: Double, height: Double, corner: Double)
        throws
    {
        let bars =
            ##"[{"type": "navigationBar", "title": "Library", "largeTitle": true}, \##(Self.tabs), "style": "sidebar"}]"##
        let o = try Self.lowered(Self.scene(device, bars))
        let panel = o.first { OrientationTests.value($0, "type") == .string("glass") }!
        #expect(OrientationTests.frame(panel) == [8, 8, 320, height - 16])
        #expect(OrientationTests.value(panel, "corners") == .number(corner))
        // Rows of 44 pt from 8 pt under the 54 pt row, the selected one on a capsule 8 pt in.
        // The title one line at the row's leading edge (48 pt in), centred on the row (whole pixels).
        let home = Self.frames(o, "text", "Home")[0]
        #expect(home[0] == 56 && abs(home[1] + home[3] / 2 - 100) <= 0.5 && home[2] <= 248)
        #expect(Self.frames(o, "fill", "systemFill") == [[8, 122, 304, 44]])
        // The large title is laid out in the column beside the sidebar: 328 + 20.
        #expect(Self.frames(o, "text", "Library").contains { $0[0] == 348 })
        let r = try Self.lowered(Self.scene(device, bars, rtl: true))
        let mirrored = r.first { OrientationTests.value($0, "type") == .string("glass") }!
        #expect(OrientationTests.frame(mirrored) == [width - 328, 8, 320, height - 16])
        #expect(Self.frames(r, "text", "Library").contains { $0[0] + $0[2] == width - 348 })
        // Pre-26: an opaque column from the edge, rows from 8 pt under the 44 pt row, the selected one filled
        // with the tint.
        let c = try Self.lowered(Self.scene(device, bars, design: "compatibility"))
        #expect(Self.frames(c, "fill", "secondarySystemBackground") == [[0, 0, 320, height]])
        #expect(Self.frames(c, "fill", "tint") == [[16, 120, 288, 44]])
        #expect(Self.frames(c, "text", "Library").contains { $0[0] == 336 })
    }

    @Test func windowControlsSitAtTheLeadingTopAndBarsAvoidThem() throws {
        let nav = ##"[{"type": "navigationBar", "title": "Notes", "backButton": true}]"##
        let o = try Self.lowered(Self.scene("iPad Pro 11-inch", nav, extra: #", "windowed": true"#))
        #expect(Self.frames(o, "name", "close") == [[20, 45, 12, 12]])
        #expect(Self.frames(o, "name", "minimize") == [[40, 45, 12, 12]])
        #expect(Self.frames(o, "name", "zoom") == [[60, 45, 12, 12]])
        // The back button moves right of them: 20 + 3 × 12 + 2 × 8 + 12 = 84.
        #expect(Self.glassFrames(o).contains([84, 29, 44, 44]))
        // Right to left they move to the top right, the back button with them.
        let r = try Self.lowered(Self.scene("iPad mini", nav, rtl: true, extra: #", "windowed": true"#))
        #expect(Self.frames(r, "name", "close") == [[712, 45, 12, 12]])
        #expect(Self.glassFrames(r).contains([744 - 128, 29, 44, 44]))
        // With the tab bar at the top the sidebar button moves past them too; pre-26 they stay (the system's).
        let t = try Self.lowered(Self.scene("iPad mini", "[\(Self.tabs)}]", extra: #", "windowed": true"#))
        #expect(Self.glassFrames(t)[0] == [84, 29, 44, 44])
        let c = try Self.lowered(Self.scene("iPad mini", nav, design: "compatibility", extra: #", "windowed": true"#))
        #expect(Self.frames(c, "name", "zoom") == [[60, 40, 12, 12]])
    }

    /// Only an iPad has windows: elsewhere `windowed` is taken and draws nothing, so a windowed iPad scene
    /// renders under `--matrix device=…` on every device (it was refused on an iPhone and a bare canvas).
    @Test func windowedIsTakenAndIgnoredWhereThereAreNoWindows() throws {
        let nav = ##"[{"type": "navigationBar", "title": "Notes", "backButton": true}]"##
        for device in ["iPhone 17 Pro", "iPhone SE (3rd generation)"] {
            let plain = try Self.lowered(Self.scene(device, nav))
            let windowed = try Self.lowered(Self.scene(device, nav, extra: #", "windowed": true"#))
            #expect(windowed.map { JSONWriter.write(.object($0)) } == plain.map { JSONWriter.write(.object($0)) })
            #expect(Self.frames(windowed, "name", "close").isEmpty)
        }
        _ = try resolve(##"{"canvas": {"width": 100, "height": 100}, "windowed": true}"##)
    }

    @Test(arguments: [
        (##"{"device": "iPad mini", "windowed": "yes"}"##, "windowed", "expected true or false"),
        (##"{"device": "iPhone 17 Pro", "windowed": 1}"##, "windowed", "expected true or false"),
        (
            ##"{"device": "iPad mini", "layers": [{"type": "tabBar", "tabs": [{"symbol": "house"}], "style": "drawer"}]}"##,
            "layers[0].style", "\"tabBar\""
        ),
    ])
    func badKeysAreRefusedAtTheirPaths(json: String, path: String, fragment: String) throws {
        do {
            _ = try Self.lowered(json)
            Issue.record("accepted \(json)")
        } catch let error as SceneError {
            #expect(error.path == path && error.message.contains(fragment), "\(error.path): \(error.message)")
        }
    }

    @Test func anIPhoneInLandscapeHasTheCompactTabBar() throws {
        let layers = "[\(Self.tabs), \"search\": true}]"
        let o = try Self.lowered(Self.scene("iPhone 17 Pro", layers, extra: #", "orientation": "landscape""#))
        let glass = Self.glassFrames(o)
        // 50 pt tall, 21 pt above the bottom (402 − 71), the bar and the search circle centred together.
        #expect(glass[0][1] == 331 && glass[0][3] == 50)
        #expect(glass[1] == [glass[0][0] + glass[0][2] + 8, 331, 50, 50])
        #expect(abs((glass[0][0] + glass[1][0] + 50) / 2 - 437) <= 0.5)
        // compactInline: the title beside the symbol (4 pt after its 28 pt box), on its line, not under it.
        let home = Self.frames(o, "text", "Home")[0]
        let house = Self.frames(o, "name", "house")[0]
        #expect(abs((home[1] + home[3] / 2) - (house[1] + house[3] / 2)) <= 0.5)
        #expect(abs(home[0] - (house[0] + 28 + 4)) <= 0.5)
        // Pre-26: docked, 32 pt plus the 21 pt bottom safe area.
        let c = try Self.lowered(
            Self.scene("iPhone 17 Pro", layers, design: "compatibility", extra: #", "orientation": "landscape""#))
        let search = try #require(Self.frames(c, "text", "Search").first)
        let glyph = try #require(Self.frames(c, "name", "magnifyingglass").first)
        #expect(glyph[1] == 351 && glyph[3] == 28 && abs(search[1] + search[3] / 2 - 365) <= 0.5)
    }

    @Test func theCompactBarMirrorsAndTakesItsCompactInlineAppearance() throws {
        let look =
            ##", "barAppearances": {"compactInline": {"selected": {"titleFont": {"size": 11}}}, "inline": {"selected": {"titleFont": {"size": 19}}}, "stacked": {"selected": {"titleFont": {"size": 9}}}}"##
        let layers = "[\(Self.tabs), \"search\": true\(look)}]"
        let landscape = #", "orientation": "landscape""#
        let o = try Self.lowered(Self.scene("iPhone 17 Pro", layers, extra: landscape))
        #expect(SettingsComponentTests.fontSize(o, text: "Library") == 11)
        let r = try Self.lowered(Self.scene("iPhone 17 Pro", layers, rtl: true, extra: landscape))
        let (bar, circle) = (Self.glassFrames(o)[1], Self.glassFrames(r)[1])
        #expect(circle == [874 - bar[0] - 50, 331, 50, 50])
        // On an iPad the top bar takes `inline`.
        let pad = try Self.lowered(Self.scene("iPad mini", layers))
        #expect(SettingsComponentTests.fontSize(pad, text: "Library") == 19)
    }

    @Test func anIPadsStatusBarHasTheTimeAtTheLeadingMarginAndTheIconsAtTheTrailing() throws {
        let o = try Self.lowered(Self.scene("iPad mini", #"[{"type": "statusBar"}]"#))
        // The 12 pt time as wide as it is drawn, then the date 5 pt after it.
        let time = Measure.width("9:41", sizePt: 12, weight: SceneSettings().drawn(.semibold)) + 1
        let date = Measure.width("Tue Jan 9", sizePt: 12, weight: SceneSettings().drawn(.semibold)) + 1
        #expect(Self.frames(o, "text", "9:41") == [[20, 0, time, 24]])
        #expect(Self.frames(o, "text", "Tue Jan 9") == [[20 + time + 5, 0, date, 24]])
        // Cellular, Wi-Fi and battery end 20 pt from the right: 744 − 20 − 75.
        #expect(Self.frames(o, "name", "cellularbars") == [[649, 0, 18, 24]])
        let r = try Self.lowered(Self.scene("iPad mini", #"[{"type": "statusBar"}]"#, rtl: true))
        #expect(Self.frames(r, "text", "9:41") == [[744 - 20 - time, 0, time, 24]])
        #expect(Self.frames(r, "text", "Tue Jan 9") == [[744 - 20 - time - 5 - date, 0, date, 24]])
    }
}
