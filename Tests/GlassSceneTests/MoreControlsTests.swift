import GlassScene
import Testing

/// The text field, stepper, page control and progress view laid out in points: exact frames of the lowered
/// layers on an iPhone and an iPad, left to right and right to left, in both designs.
@Suite struct MoreControlsTests {
    typealias Members = OrientationTests.Members
    typealias O = OrientationTests

    static func lowered(
        _ layer: String, design: String = "liquidGlass", device: String = "iPhone 17 Pro",
        direction: String = "leftToRight"
    ) throws -> [Members] {
        try O.lowered(
            ##"{"device": "\##(device)", "design": "\##(design)", "settings": {"layoutDirection": "\##(direction)"}, "layers": [\##(layer)]}"##
        ).filter {
            O.value($0, "type") != nil && O.value($0, "type") != .string("group")
        }
    }

    /// The layers of `type` (`shape`, `symbol`, `text`, `path`, `glass`) as frames, in drawing order.
    static func frames(_ objects: [Members], _ type: String) -> [[Double]] {
        O.frames(objects, "type", type)
    }

    static func strings(_ objects: [Members], _ type: String, _ key: String) -> [String] {
        objects.filter { O.value($0, "type") == .string(type) }.compactMap {
            if case .string(let s)? = O.value($0, key) { s } else { nil }
        }
    }

    static let devices = [("iPhone 17 Pro", 402.0), ("iPad Pro 11-inch", 834.0)]

    /// `x` of a frame mirrored across a screen `width` wide.
    static func mirrored(_ f: [Double], _ width: Double) -> [Double] { [width - f[0] - f[2], f[1], f[2], f[3]] }

    @Test(arguments: devices)
    func textFieldsInBothDesignsAndDirections(device: String, width: Double) throws {
        let layer =
            ##"{"type": "textField", "frame": [20, 100, 300, 36], "text": "Hi", "focused": true, "clearButton": true}"##
        let textWidth = Measure.width("Hi", sizePt: 17, weight: SceneSettings().drawn(.regular))
        let ltr = try Self.lowered(layer, device: device)
        // iOS 26: a capsule of tertiarySystemFill, the text 14 pt in, the clear button 10 pt from the end.
        #expect(Self.frames(ltr, "shape")[0] == [20, 100, 300, 36])
        #expect(O.frames(ltr, "fill", "tertiarySystemFill") == [[20, 100, 300, 36]])
        // The clear button's glyph centred in its 19 pt box; the text leading, hugging its line, centred.
        #expect(Self.centred(Self.frames(ltr, "symbol"), at: [[300.5, 118]]))
        #expect(Self.strings(ltr, "symbol", "name") == ["xmark.circle.fill"])
        let text = Self.frames(ltr, "text")
        #expect(text.count == 1 && text[0][0] == 34 && abs(text[0][2] - textWidth) <= 0.5)
        #expect(Self.centred(text, at: [[34 + text[0][2] / 2, 118]]))
        #expect(O.frames(ltr, "fill", "tint") == [[34 + textWidth + 1, 107.5, 2, 21]])
        let rtl = try Self.lowered(layer, device: device, direction: "rightToLeft")
        #expect(Self.centred(Self.frames(rtl, "symbol"), at: [[width - 300.5, 118]]))
        #expect(Self.frames(rtl, "text") == [Self.mirrored(text[0], width)])
        // Pre-26: a white field in a one-pixel border (a third of a point at 3×, half at 2×), 7 pt insets.
        let old = try Self.lowered(layer, design: "compatibility", device: device)
        let px: Double = width == 402 ? 1.0 / 3 : 0.5
        let inner: [Double] = [20 + px, 100 + px, 300 - 2 * px, 36 - 2 * px]
        #expect(Array(Self.frames(old, "shape").prefix(2)) == [[20, 100, 300, 36], inner])
        #expect(Self.strings(old, "shape", "fill").prefix(2) == ["opaqueSeparator", "systemBackground"])
        #expect(Self.centred(Self.frames(old, "symbol"), at: [[304.5, 118]]))
        #expect(Self.frames(old, "text").map { $0[0] } == [27])
    }

    /// The caret sits at the text's end in the text's own direction, whatever the layout's.
    @Test(arguments: ["leftToRight", "rightToLeft"], ["Hi", "سلام"])
    func theCaretFollowsTheText(direction: String, text: String) throws {
        let layer = ##"{"type": "textField", "frame": [20, 100, 300, 36], "text": "\##(text)", "focused": true}"##
        let r = try Self.lowered(layer, direction: direction)
        let caret = O.frames(r, "fill", "tint")[0]
        let w = Measure.width(text, sizePt: 17, weight: SceneSettings().drawn(.regular))
        let arabic = text != "Hi"
        // The text's span on screen: leading-aligned in the layout's direction, 14 pt in.
        let span = direction == "leftToRight" ? (34, 34 + w) : (402 - 34 - w, 402 - 34)
        if arabic {
            #expect(caret[0] + 2 == span.0 - 1, "\(caret) \(span)")
        } else {
            #expect(caret[0] == span.1 + 1, "\(caret) \(span)")
        }
    }

    @Test func textFieldsSizeByTheirContentFromACentre() throws {
        let w = Measure.width("Name", sizePt: 17, weight: SceneSettings().drawn(.regular)).rounded(.up)
        let r = try Self.lowered(
            ##"{"type": "textField", "center": [200, 300], "placeholder": "Name", "focused": true}"##)
        #expect(Self.frames(r, "shape")[0] == [200 - (28 + w) / 2, 282, 28 + w, 36])
        #expect(Self.strings(r, "text", "color") == ["placeholderText"])
        // An empty field's caret sits before the placeholder.
        #expect(O.frames(r, "fill", "tint")[0][0] == 200 - (28 + w) / 2 + 14 - 1)
        let old = try Self.lowered(
            ##"{"type": "textField", "center": [200, 300], "placeholder": "Name", "symbol": "magnifyingglass"}"##,
            design: "compatibility")
        #expect(Self.frames(old, "shape")[0] == [200 - (7 + 28 + w + 7) / 2, 283, 7 + 28 + w + 7, 34])
        // The leading symbol centred in its 22 pt box, 7 pt in.
        #expect(Self.centred(Self.frames(old, "symbol"), at: [[200 - (7 + 28 + w + 7) / 2 + 7 + 11, 300]]))
        #expect(Self.strings(old, "symbol", "color") == ["secondaryLabel"])
        // No clear button without text; the borderless field is its text alone.
        let bare = try Self.lowered(
            ##"{"type": "textField", "frame": [0, 0, 100, 30], "borderStyle": "none", "clearButton": true}"##)
        #expect(bare.isEmpty)
        let line = try Self.lowered(
            ##"{"type": "textField", "frame": [0, 0, 100, 30], "borderStyle": "line", "text": "a"}"##)
        #expect(Self.frames(line, "shape") == [[0, 0, 100, 1], [0, 29, 100, 1], [0, 0, 1, 30], [99, 0, 1, 30]])
    }

    @Test(arguments: devices)
    func steppersInBothDesignsAndDirections(device: String, width: Double) throws {
        let layer = ##"{"type": "stepper", "center": [100, 200], "value": 0, "maximumValue": 10}"##
        let ltr = try Self.lowered(layer, device: device)
        // The divider on the centre line (at a whole pixel), each glyph centred in its half.
        #expect(Self.frames(ltr, "shape")[0] == [53, 184, 94, 32])
        #expect(Self.near(Self.frames(ltr, "shape")[1], [99.5, 192, 1, 16]))
        #expect(Self.strings(ltr, "shape", "corners") == ["capsule"])
        #expect(Self.centred(Self.frames(ltr, "symbol"), at: [[76.5, 200], [123.5, 200]]))
        #expect(Self.strings(ltr, "symbol", "name") == ["minus", "plus"])
        // At its minimum the − is disabled.
        #expect(Self.strings(ltr, "symbol", "color") == ["tertiaryLabel", "label"])
        let rtl = try Self.lowered(layer, device: device, direction: "rightToLeft")
        // Right to left the pair mirrors: + on the left.
        #expect(Self.centred(Self.frames(rtl, "symbol"), at: [[width - 76.5, 200], [width - 123.5, 200]]))
        let old = try Self.lowered(
            ##"{"type": "stepper", "frame": [0, 0, 200, 100], "value": 10, "maximumValue": 10}"##,
            design: "compatibility", device: device)
        // A larger frame centres it; pre-26 8 pt corners and an 18 pt divider; at its maximum the + is disabled.
        #expect(Self.frames(old, "shape")[0] == [53, 34, 94, 32])
        #expect(Self.near(Self.frames(old, "shape")[1], [99.5, 41, 1, 18]))
        #expect(O.value(old[0], "corners") == .number(8))
        #expect(Self.strings(old, "symbol", "color") == ["label", "tertiaryLabel"])
    }

    @Test(arguments: devices)
    func pageControlsInBothDirections(device: String, width: Double) throws {
        let layer = ##"{"type": "pageControl", "frame": [0, 0, 100, 26], "numberOfPages": 3, "currentPage": 1}"##
        let ltr = try Self.lowered(layer, device: device)
        #expect(Self.frames(ltr, "shape") == [[30.5, 9.5, 7, 7], [46.5, 9.5, 7, 7], [62.5, 9.5, 7, 7]])
        #expect(Self.strings(ltr, "shape", "fill") == ["tertiaryLabel", "label", "tertiaryLabel"])
        let first = try Self.lowered(
            layer.replacingOccurrences(of: "\"currentPage\": 1", with: "\"currentPage\": 0"),
            device: device, direction: "rightToLeft")
        // Right to left, the first page is on the right.
        #expect(Self.frames(first, "shape")[0] == [width - 37.5, 9.5, 7, 7])
        #expect(Self.strings(first, "shape", "fill")[0] == "label")
        // From a centre: as wide as its dots plus 10 pt each side, 26 pt tall; prominent: glass, or pre-26 a
        // systemFill capsule.
        let glass = try Self.lowered(
            ##"{"type": "pageControl", "center": [200, 100], "numberOfPages": 3, "backgroundStyle": "prominent"}"##,
            device: device)
        #expect(Self.frames(glass, "glass") == [[170.5, 87, 59, 26]])
        let old = try Self.lowered(
            ##"{"type": "pageControl", "center": [200, 100], "numberOfPages": 3, "backgroundStyle": "prominent"}"##,
            design: "compatibility", device: device)
        #expect(Self.frames(old, "glass").isEmpty && Self.frames(old, "shape")[0] == [170.5, 87, 59, 26])
    }

    /// Ten million pages cost five dots in a 100 pt frame: a window around the current page, its outer dots
    /// shrunk where pages are hidden beyond them.
    @Test func manyPagesShowWhatFits() throws {
        func sizes(_ current: Int, pages: Int = 10_000_000, width: Double = 100) throws -> [Double] {
            Self.frames(
                try Self.lowered(
                    ##"{"type": "pageControl", "frame": [0, 0, \##(width), 26], "numberOfPages": \##(pages), "currentPage": \##(current)}"##
                ), "shape"
            ).map { $0[2] }
        }
        #expect(try sizes(5_000_000) == [3.5, 5.25, 7, 5.25, 3.5])
        #expect(try sizes(0) == [7, 7, 7, 5.25, 3.5])
        #expect(try sizes(9_999_999) == [3.5, 5.25, 7, 7, 7])
        #expect(try sizes(2, pages: 5) == [7, 7, 7, 7, 7])
        #expect(try sizes(0, pages: 1) == [7])
        #expect(try sizes(0, pages: 0) == [])
        #expect(try sizes(0, pages: 2_147_483_647, width: 10_000).count == 624)
        // From a centre on the iPhone: the dots that fit 402 − 32 pt.
        let wide = try Self.lowered(##"{"type": "pageControl", "center": [201, 100], "numberOfPages": 1000}"##)
        #expect(Self.frames(wide, "shape").count == 23)
    }

    @Test(arguments: devices)
    func progressBarsInBothDesignsAndDirections(device: String, width: Double) throws {
        let layer = ##"{"type": "progressView", "frame": [20, 100, 300, 10], "progress": 0.25}"##
        let ltr = try Self.lowered(layer, device: device)
        #expect(Self.frames(ltr, "shape") == [[20, 102, 300, 6], [20, 102, 75, 6]])
        #expect(Self.strings(ltr, "shape", "fill") == ["systemFill", "tint"])
        let rtl = try Self.lowered(layer, device: device, direction: "rightToLeft")
        // Right to left it fills from the right.
        #expect(Self.frames(rtl, "shape")[1] == [width - 95, 102, 75, 6])
        let old = try Self.lowered(layer, design: "compatibility", device: device)
        #expect(Self.frames(old, "shape") == [[20, 103, 300, 4], [20, 103, 75, 4]])
        let empty = try Self.lowered(##"{"type": "progressView", "frame": [20, 100, 300, 10], "progress": 0}"##)
        #expect(Self.frames(empty, "shape").count == 1)
    }

    /// A denormal width: the bar's fill and a line border's sides underflow when halved or scaled, and are
    /// drawn at what is left, never as an empty frame the primitives refuse.
    @Test func denormalFramesStillRender() throws {
        let bar = try Self.lowered(##"{"type": "progressView", "frame": [20, 100, 5e-324, 10], "progress": 0.5}"##)
        #expect(Self.frames(bar, "shape") == [[20, 102, 5e-324, 6]])
        let line = try Self.lowered(
            ##"{"type": "textField", "frame": [0, 0, 5e-324, 5e-324], "borderStyle": "line", "text": "a"}"##)
        #expect(Self.frames(line, "shape").allSatisfy { $0[2] > 0 && $0[3] > 0 })
        for layer in [
            ##"{"type": "progressView", "frame": [20, 100, 5e-324, 10], "progress": 0.5}"##,
            ##"{"type": "textField", "frame": [0, 0, 5e-324, 5e-324], "borderStyle": "line", "text": "a"}"##,
        ] {
            _ = try resolve(##"{"device": "iPhone 17 Pro", "layers": [\##(layer)]}"##)
        }
    }

    @Test func circularIndicators() throws {
        let spinner = try Self.lowered(##"{"type": "progressView", "style": "circular", "center": [100, 100]}"##)
        #expect(Self.frames(spinner, "path") == Array(repeating: [90, 90, 20, 20], count: 8))
        #expect(
            spinner.compactMap { O.value($0, "opacity") }
                == [1, 0.85, 0.72, 0.6, 0.5, 0.42, 0.35, 0.3].map { JSONValue.number($0) })
        // The brightest spoke points to 12 o'clock; the next is 45° counter-clockwise.
        #expect(Self.strings(spinner, "path", "d").prefix(2) == ["M10 5.5L10 1.5", "M6.818 6.818L3.99 3.99"])
        let large = try Self.lowered(
            ##"{"type": "progressView", "style": "circular", "size": "large", "frame": [0, 0, 100, 100]}"##)
        #expect(Self.frames(large, "path")[0] == [31.5, 31.5, 37, 37])
        // A progress makes a ring: the track, then the arc clockwise from 12 o'clock (half: to 6 o'clock).
        let half = try Self.lowered(
            ##"{"type": "progressView", "style": "circular", "center": [100, 100], "progress": 0.5}"##)
        #expect(Self.strings(half, "path", "d").last == "M10 1.5A8.5 8.5 0 0 1 10 18.5")
        #expect(Self.strings(half, "path", "d").count == 2)
        for (p, count) in [(0.0, 1), (1.0, 2)] {
            let r = try Self.lowered(
                ##"{"type": "progressView", "style": "circular", "center": [100, 100], "progress": \##(p)}"##)
            #expect(Self.frames(r, "path").count == count)
        }
    }

    @Test func errorsNameTheirPaths() {
        func s(_ l: String) -> String { ##"{"device": "iPhone 17 Pro", "layers": [\##(l)]}"## }
        expectError(s(##"{"type": "stepper"}"##), path: "layers[0]", "needs a \"frame\" or a \"center\"")
        expectError(
            s(##"{"type": "stepper", "center": [0, 0], "frame": [0, 0, 10, 10]}"##), path: "layers[0]", "not both")
        expectError(
            s(##"{"type": "stepper", "center": [0, 0], "minimumValue": 5, "maximumValue": 5}"##),
            path: "layers[0].maximumValue", "above the minimum value 5, got 5")
        expectError(
            s(##"{"type": "stepper", "center": [0, 0], "value": 101}"##), path: "layers[0].value", "from 0 to 100")
        expectError(
            s(##"{"type": "stepper", "center": [0, 0], "value": 1e300}"##), path: "layers[0].value", "got 1e+300")
        expectError(
            s(##"{"type": "pageControl", "center": [0, 0], "numberOfPages": 3, "currentPage": 3}"##),
            path: "layers[0].currentPage", "from 0 to 2, got 3")
        expectError(
            s(##"{"type": "pageControl", "center": [0, 0], "numberOfPages": 1.5}"##), path: "layers[0].numberOfPages",
            "a whole number from 0 to 2147483647")
        expectError(
            s(##"{"type": "pageControl", "center": [0, 0], "numberOfPages": -1}"##), path: "layers[0].numberOfPages",
            "got -1")
        expectError(s(##"{"type": "pageControl", "center": [0, 0]}"##), path: "layers[0]", "\"numberOfPages\"")
        expectError(
            s(##"{"type": "progressView", "frame": [0, 0, 10, 4], "progress": 1.5}"##), path: "layers[0].progress",
            "from 0 to 1, got 1.5")
        expectError(
            s(##"{"type": "progressView", "frame": [0, 0, 10, 4], "progress": -5e-324}"##), path: "layers[0].progress",
            "from 0 to 1")
        expectError(s(##"{"type": "progressView", "center": [0, 0]}"##), path: "layers[0]", "needs a \"frame\"")
        expectError(
            s(##"{"type": "progressView", "frame": [0, 0, 10, 4], "size": "large"}"##), path: "layers[0].size",
            "has no size")
        expectError(
            s(##"{"type": "progressView", "style": "spinner", "center": [0, 0]}"##), path: "layers[0].style",
            "\"bar\", \"circular\"")
        expectError(
            s(##"{"type": "textField", "frame": [0, 0, 10, 4], "borderStyle": "rounded"}"##),
            path: "layers[0].borderStyle", "did you mean \"roundedRect\"?")
        expectError(
            s(##"{"type": "textField", "frame": [0, 0, 10, 4], "symbol": "magnifyingglas"}"##),
            path: "layers[0].symbol", "unknown symbol")
        expectError(
            s(##"{"type": "textField", "frame": [0, 0, 10, 4], "text": 3}"##), path: "layers[0].text", "a string")
        expectError(
            s(
                ##"{"type": "textField", "frame": [0, 0, 10, 4], "placeholder": "\##(String(repeating: "a", count: 4001))"}"##
            ),
            path: "layers[0].placeholder", "at most 4000 characters")
        // 2000 letters with a combining accent each: 4000 characters, 4001 with one more.
        let accented = String(repeating: "e\u{301}", count: 2000)
        #expect(
            (try? resolve(s(##"{"type": "textField", "frame": [0, 0, 100, 30], "text": "\##(accented)"}"##))) != nil)
        expectError(
            s(##"{"type": "textField", "frame": [0, 0, 100, 30], "text": "\##(accented)a"}"##), path: "layers[0].text",
            "at most 4000 characters, got 4001")
        expectError(
            s(##"{"type": "textField", "frame": [0, 0, 0, 4]}"##), path: "layers[0].frame[2]", "width above 0")
        expectError(
            s(##"{"type": "textField", "frame": [0, 0, 10, 4], "tint": "blu"}"##), path: "layers[0].tint", "colour")
        expectError(
            s(##"{"type": "textField", "frame": [0, 0, 10, 4], "focus": true}"##), path: "layers[0].focus",
            "unknown key \"focus\"")
    }

    /// In a sheet, controls are laid out in the sheet's coordinates, as the other controls are.
    @Test func controlsSitInASheet() throws {
        let r = try Self.lowered(
            ##"{"type": "sheet", "content": [{"type": "stepper", "frame": [10, 10, 94, 32]}, {"type": "pageControl", "frame": [0, 50, 100, 26], "numberOfPages": 2}]}"##
        )
        #expect(Self.centred(O.frames(r, "name", "minus"), at: [[33.5, 26]]))
        #expect(O.frames(r, "fill", "label") == [[38.5, 59.5, 7, 7]])
    }
}
