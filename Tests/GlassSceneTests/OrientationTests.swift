import GlassScene
import Testing

/// `"orientation": "landscape"`: the canvas, the safe areas by device family, the Dynamic Island on the left
/// edge, no status bar on iPhones, the wider home indicator and the compact navigation bar, by exact frames.
@Suite struct OrientationTests {
    typealias Members = [(key: String, value: JSONValue)]

    static func lowered(_ json: String) throws -> [Members] {
        SettingsComponentTests.objects(try SceneLoader.lower(bytes: Array(json.utf8), file: "test.json"))
    }

    static func frame(_ o: Members) -> [Double]? {
        guard case .array(let a)? = o.first(where: { $0.key == "frame" })?.value else { return nil }
        return a.compactMap { if case .number(let n) = $0 { n } else { nil } }
    }

    static func value(_ o: Members, _ key: String) -> JSONValue? { o.first { $0.key == key }?.value }

    /// The frames of the layers whose `key` is `value` (`text`: "Inbox"; `fill`: "black"), in order.
    static func frames(_ objects: [Members], _ key: String, _ value: String) -> [[Double]] {
        objects.filter { Self.value($0, key) == .string(value) }.compactMap(frame)
    }

    static func canvas(_ objects: [Members]) -> (Double, Double)? {
        for o in objects {
            if case .object(let c)? = value(o, "canvas"), case .number(let w)? = value(c, "width"),
                case .number(let h)? = value(c, "height")
            {
                return (w, h)
            }
        }
        return nil
    }

    @Test(arguments: [
        ("iPhone 17 Pro", 874.0, 402.0), ("iPhone SE (3rd generation)", 667, 375), ("iPad Pro 11-inch", 1210, 834),
    ])
    func landscapeSwapsTheCanvas(device: String, width: Double, height: Double) throws {
        let o = try Self.lowered(##"{"device": "\##(device)", "orientation": "landscape", "layers": []}"##)
        #expect(Self.canvas(o)! == (width, height))
        let p = try Self.lowered(##"{"device": "\##(device)", "orientation": "portrait", "layers": []}"##)
        #expect(Self.canvas(p)! == (height, width))
    }

    @Test func safeAreasByDeviceFamily() {
        let pro = Device.named("iPhone 17 Pro")!
        #expect(pro.safeArea(.landscape) == SafeArea(topPt: 0, leftPt: 62, bottomPt: 21, rightPt: 62))
        #expect(pro.safeArea(.portrait) == SafeArea(topPt: 62, leftPt: 0, bottomPt: 34, rightPt: 0))
        #expect(
            Device.named("iPhone 16")!.safeArea(.landscape) == SafeArea(topPt: 0, leftPt: 59, bottomPt: 21, rightPt: 59)
        )
        #expect(
            Device.named("iPhone SE (3rd generation)")!.safeArea(.landscape)
                == SafeArea(topPt: 0, leftPt: 0, bottomPt: 0, rightPt: 0))
        // An iPad keeps its status bar on top and its home indicator at the bottom.
        #expect(
            Device.named("iPad Pro 11-inch")!.safeArea(.landscape)
                == SafeArea(topPt: 24, leftPt: 0, bottomPt: 20, rightPt: 0))
    }

    static let bars =
        ##"[{"type": "statusBar"}, {"type": "navigationBar", "title": "Inbox", "largeTitle": true, "backButton": true}, {"type": "homeIndicator", "style": "dark"}]"##

    @Test func anIPhoneInLandscapeHasTheIslandOnTheLeftAndNoStatusBar() throws {
        let o = try Self.lowered(
            ##"{"device": "iPhone 17 Pro", "orientation": "landscape", "layers": \##(Self.bars)}"##)
        // The island: 37 × 126 pt, 11 pt from the left edge, centred top to bottom (402 − 126) / 2 = 138.
        #expect(Self.frames(o, "fill", "black").first == [11, 138, 37, 126])
        // No time and no battery.
        #expect(Self.frames(o, "text", "9:41").isEmpty)
        #expect(!o.contains { Self.value($0, "name") == .string("wifi") })
        // The home indicator: 220 × 5 pt, 8 pt above the bottom, centred: (874 − 220) / 2 = 327, 402 − 13 = 389.
        #expect(Self.frames(o, "fill", "black").last == [327, 389, 220, 5])
    }

    @Test func theIslandStaysOnTheLeftUnderRightToLeft() throws {
        let o = try Self.lowered(
            ##"{"device": "iPhone 17 Pro", "orientation": "landscape", "settings": {"layoutDirection": "rightToLeft"}, "layers": \##(Self.bars)}"##
        )
        #expect(Self.frames(o, "fill", "black").first == [11, 138, 37, 126])
    }

    @Test func theSEInLandscapeHasNoIslandAndNoStatusBar() throws {
        let o = try Self.lowered(
            ##"{"device": "iPhone SE (3rd generation)", "orientation": "landscape", "layers": [{"type": "statusBar", "style": "dark"}]}"##
        )
        #expect(!o.contains { Self.value($0, "type") == .string("shape") || Self.value($0, "type") == .string("text") })
    }

    @Test func anIPadInLandscapeKeepsItsStatusBar() throws {
        let o = try Self.lowered(
            ##"{"device": "iPad Pro 11-inch", "orientation": "landscape", "layers": [{"type": "statusBar", "style": "dark"}]}"##
        )
        // The time at the 20 pt leading margin, as wide as it is drawn, across the 24 pt top safe area.
        let time = Measure.width("9:41", sizePt: 12, weight: SceneSettings().drawn(.semibold)) + 1
        #expect(Self.frames(o, "text", "9:41") == [[20, 0, time, 24]])
    }

    /// The compact navigation bar: 44 pt at the top (pre-26: 32 pt), the items inside the 62 pt side safe
    /// areas, the title inline (a large title does not show in a compact bar).
    @Test(arguments: [("liquidGlass", 44.0, 62.0 + 20), ("compatibility", 32, 62.0 + 16)])
    func theNavigationBarIsCompact(design: String, height: Double, margin: Double) throws {
        let o = try Self.lowered(
            ##"{"device": "iPhone 17 Pro", "orientation": "landscape", "design": "\##(design)", "layers": \##(Self.bars)}"##
        )
        let title = Self.frames(o, "text", "Inbox")
        #expect(title.count == 1 && title.first?[1] == 0 && title.first?[3] == height)
        #expect(Self.value(o.first { Self.value($0, "name") == .string("chevron.left") } ?? [], "frame") != nil)
        let chevron = o.filter { Self.value($0, "name") == .string("chevron.left") }
        #expect(chevron.count == 1)
        if design == "liquidGlass" {
            // The back button's glass circle: 44 pt at the margin.
            let glass = o.first { Self.value($0, "type") == .string("glass") && Self.frame($0)?[3] == 44 }
            #expect(Self.frame(glass ?? [])?[0] == margin)
            #expect(Self.frame(glass ?? [])?[1] == 0)
        } else {
            #expect(Self.frame(chevron[0])?[0] == margin)
        }
        let edge = o.first { Self.value($0, "type") == .string("scrollEdge") }
        if design == "liquidGlass" { #expect(Self.value(edge ?? [], "size") == .number(44)) }
    }
}
