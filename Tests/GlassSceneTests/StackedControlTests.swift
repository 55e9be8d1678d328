import Foundation
import GlassScene
import Testing

/// Controls in stacks: sized by the engine from their intrinsic size (a button from its title at its drawn
/// weight and Dynamic Type, a switch at its system size, a slider across the width offered), lowered by
/// their own component at the frame the engine gives them, mirrored as the stack mirrors, at the user's path.
@Suite struct StackedControlTests {
    typealias T = LayoutEngineTests

    static func scene(_ layers: String, settings: String = "{}", width: Int = 300) -> String {
        #"{"canvas": {"width": \#(width), "height": 200, "scale": 1}, "settings": \#(settings), "layers": [\#(layers)]}"#
    }

    /// The frame of the first glass (a glass button's capsule).
    static func glassFrame(_ v: JSONValue) -> [Double] { T.objects(v, "type", "glass").first.map(T.frame) ?? [] }

    @Test func aButtonGrowsWithItsTitleAtAX5AndTheNextChildMoves() throws {
        let stack =
            #"{"type": "hstack", "in": "screen", "at": "topLeading", "spacing": 10, "layers": [{"type": "button", "title": "Continue"}, {"type": "text", "text": "X"}]}"#
        let large = try T.lower(Self.scene(stack))
        let ax5 = try T.lower(Self.scene(stack, settings: #"{"dynamicType": "AX5"}"#))
        let (b1, b5) = (Self.glassFrame(large), Self.glassFrame(ax5))
        let (x1, x5) = (T.textFrame(large, "X"), T.textFrame(ax5, "X"))
        try #require(b1.count == 4 && b5.count == 4 && x1.count == 4 && x5.count == 4)
        // A medium button: 34 pt tall at L, its title plus 12 pt each side.
        #expect(b1[3] == 34 && b1[2] > 60 && b1[2] < 120)
        #expect(b5[2] > b1[2] * 1.5 && b5[3] > b1[3])
        // The next child follows the button by the spacing, at each size.
        #expect(x1[0] == b1[0] + b1[2] + 10)
        #expect(x5[0] == b5[0] + b5[2] + 10)
        // The button's parts keep the user's paths.
        let text = try SceneLoader.expand(bytes: Array(Self.scene(stack).utf8), file: "t.json", directory: ".")
        #expect(text.contains("Continue"))
    }

    @Test func aSwitchAfterASpacerSitsAtTheTrailingEdgeAndMirrorsInRightToLeft() throws {
        let row =
            #"{"type": "hstack", "in": "screen", "layers": [{"type": "text", "text": "Wi-Fi"}, {"type": "spacer"}, {"type": "switch", "on": true}]}"#
        func track(_ v: JSONValue) -> [Double] {
            T.objects(v, "fill", "systemGreen").first.map(T.frame) ?? []
        }
        func thumb(_ v: JSONValue) -> [Double] { T.objects(v, "fill", "white").first.map(T.frame) ?? [] }
        let ltr = try T.lower(Self.scene(row))
        let rtl = try T.lower(Self.scene(row, settings: #"{"layoutDirection": "rightToLeft"}"#))
        #expect(track(ltr) == [237, 86, 63, 28])
        #expect(track(rtl) == [0, 86, 63, 28])
        // On: the thumb at the trailing end, which is the left in right to left.
        #expect(thumb(ltr) == [261, 88, 37, 24])
        #expect(thumb(rtl) == [2, 88, 37, 24])
        #expect(T.textFrame(rtl, "Wi-Fi").first.map { $0 > 200 } == true)
    }

    @Test func aControlInAStackInASheetsContent() throws {
        let json = #"""
            {"device": "iPhone 17 Pro", "canvas": {"scale": 1}, "layers": [{"type": "sheet", "detent": "medium",
             "content": [{"type": "vstack", "padding": 20, "layers": [{"type": "text", "text": "Share"},
              {"type": "button", "title": "Copy Link", "size": "large", "configuration": "gray", "width": "fill"},
              {"type": "slider", "value": 0.5}]}]}]}
            """#
        let v = try T.lower(json)
        let back = T.objects(v, "fill", "secondarySystemFill").map(T.frame)
        try #require(back.count == 1)
        // The medium sheet floats 8 pt in from each side of the 402 pt screen: the button fills its 386 pt less
        // the padding, at its large size's 50 pt.
        #expect(back[0] == [20, 192, 386 - 40, 50], "\(back)")
        let title = T.objects(v, "text", "Copy Link")
        #expect(title.count == 1)
        // The slider's track spans the same width below it.
        let track = T.objects(v, "fill", "systemFill").map(T.frame).filter { $0.count == 4 && $0[3] == 6 }
        #expect(track.first.map { $0[1] > back[0][1] + back[0][3] } == true)
    }

    /// In right to left, in a sheet: the stack mirrors the switch to the left once, and its thumb (on) with it.
    @Test func aSwitchInASheetMirrorsOnceInRightToLeft() throws {
        let json = #"""
            {"device": "iPhone 17 Pro", "canvas": {"scale": 1}, "settings": {"layoutDirection": "rightToLeft"},
             "layers": [{"type": "sheet", "detent": "medium", "content": [{"type": "hstack", "at": "top", "padding": 20,
              "layers": [{"type": "text", "text": "Wi-Fi"}, {"type": "spacer"}, {"type": "switch", "on": true}]}]}]}
            """#
        let v = try T.lower(json)
        #expect(T.objects(v, "fill", "systemGreen").map(T.frame) == [[20, 20, 63, 28]])
        #expect(T.objects(v, "fill", "white").map(T.frame) == [[22, 22, 37, 24]])
        #expect(T.textFrame(v, "Wi-Fi").first.map { $0 > 300 } == true)
    }

    @Test func controlsInStacksRefuseHandPlacementAndBadValuesAtTheUsersPath() throws {
        func error(_ layers: String) -> String {
            do {
                _ = try T.lower(Self.scene(layers))
                return ""
            } catch { return "\(error)" }
        }
        let framed = error(#"{"type": "vstack", "layers": [{"type": "button", "title": "A", "frame": [0, 0, 9, 9]}]}"#)
        #expect(framed.contains("layers[0].layers[0].frame") && framed.contains("width"))
        let origin = error(#"{"type": "vstack", "layers": [{"type": "switch", "origin": [0, 0]}]}"#)
        #expect(origin.contains("layers[0].layers[0].origin"))
        let unknown = error(#"{"type": "vstack", "layers": [{"type": "switch", "colour": "red"}]}"#)
        #expect(unknown.contains("layers[0].layers[0]") && unknown.contains("colour"))
        let noTitle = error(#"{"type": "vstack", "layers": [{"type": "button"}]}"#)
        #expect(noTitle.contains("layers[0].layers[0]") && noTitle.contains("title"))
        // A title far wider than any control: one line at the button, no crash.
        let huge = String(repeating: "W", count: 4000)
        let wide = error(#"{"type": "vstack", "layers": [{"type": "button", "title": "\#(huge)"}]}"#)
        #expect(wide.contains("layers[0].layers[0]") && !wide.contains("\n"))
    }

    @Test func edgeValuesZeroOffersAndDenormalSpacing() throws {
        // A zero-width stack: a flexible control gets no area and draws nothing; a fixed one keeps its size.
        let zero = try T.lower(
            Self.scene(
                #"{"type": "hstack", "in": "screen", "width": 0, "layers": [{"type": "slider", "value": 0.5}, {"type": "stepper"}]}"#
            ))
        #expect(
            T.objects(zero, "name", "slider").allSatisfy { m in
                if case .array(let l)? = m.first(where: { $0.key == "layers" })?.value { l.isEmpty } else { true }
            })
        #expect(T.objects(zero, "name", "stepper").count == 1)
        // Denormal spacing and a zero-width canvas offer: finite frames.
        let tiny = try T.lower(
            Self.scene(
                #"{"type": "hstack", "in": "screen", "spacing": 5e-324, "layers": [{"type": "switch"}, {"type": "button", "symbol": "plus"}]}"#,
                width: 1))
        for f in T.objects(tiny, "type", "shape").map(T.frame) + T.objects(tiny, "type", "glass").map(T.frame) {
            #expect(f.allSatisfy { $0.isFinite })
        }
        // An explicit width and height size a control as they size any layer.
        let sized = try T.lower(
            Self.scene(
                #"{"type": "vstack", "in": "screen", "layers": [{"type": "button", "title": "A", "width": 200, "height": 60}]}"#
            ))
        #expect(Self.glassFrame(sized).suffix(2) == [200, 60])
    }

    @Test func expandPrintsThePlacedControlsAndLoadsTheSame() throws {
        let json = Self.scene(
            #"{"type": "vstack", "layers": [{"type": "hstack", "layers": [{"type": "text", "text": "Wi-Fi"}, {"type": "spacer"}, {"type": "switch", "on": true}]}, {"type": "button", "title": "Join", "configuration": "prominentGlass"}, {"type": "segmentedControl", "segments": ["A", "B"]}, {"type": "progressView", "style": "circular"}]}"#,
            settings: #"{"layoutDirection": "rightToLeft", "dynamicType": "AX3"}"#)
        let text = try ExpandTests.roundTrip(Array(json.utf8))
        #expect(
            !text.contains("\"type\": \"switch\"") && !text.contains("\"type\": \"vstack\"") && text.contains("Join"),
            "\(text)")
    }

    /// A sample of each control, as few keys as it needs.
    static let samples: [String: String] = [
        "button": #""title": "Go""#, "switch": #""on": true"#, "slider": #""value": 0.4"#,
        "segmentedControl": #""segments": ["A", "B"]"#, "textField": #""placeholder": "Name""#,
        "stepper": #""value": 1"#,
        "pageControl": #""numberOfPages": 3"#, "progressView": #""progress": 0.5"#,
    ]

    /// Every layer type the schema lets stand in a stack that is not a primitive, a stack or a spacer is a
    /// control with a sample here, and each lays out between two texts at every text size and direction: the
    /// texts never overlap it, and its expansion loads the same.
    @Test func everyControlTheSchemaStacksLaysOutBetweenTwoTexts() throws {
        let url = SchemaTests.root.appendingPathComponent("schema/scene.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let defs = schema?["$defs"] as? [String: Any]
        let stacked = ((defs?["stackedLayer"] as? [String: Any])?["properties"] as? [String: Any])?["type"]
        let types = ((stacked as? [String: Any])?["enum"] as? [String]) ?? []
        let plain: Set = ["shape", "image", "glass", "text", "symbol", "path", "hstack", "vstack", "zstack", "spacer"]
        let controls = types.filter { !plain.contains($0) }
        #expect(Set(controls) == Set(Self.samples.keys))
        for type in controls {
            let keys = Self.samples[type] ?? ""
            let row =
                #"{"type": "hstack", "in": "screen", "at": "top", "spacing": 10, "layers": [{"type": "text", "text": "Before"}, {"type": "\#(type)", \#(keys)}, {"type": "text", "text": "After"}]}"#
            for settings in [#"{}"#, #"{"dynamicType": "AX5", "layoutDirection": "rightToLeft"}"#] {
                let json = Self.scene(row, settings: settings, width: 600)
                let v = try T.lower(json)
                let (before, after) = (T.textFrame(v, "Before"), T.textFrame(v, "After"))
                try #require(before.count == 4 && after.count == 4, "\(type)")
                let rtl = settings.contains("right")
                let (first, last) = rtl ? (after, before) : (before, after)
                // Between them: the room between the texts is the control's plus two spacings.
                let gap = last[0] - (first[0] + first[2])
                #expect(gap > 20, "\(type) \(settings): \(gap) pt between the texts")
                try ExpandTests.roundTrip(Array(json.utf8))
            }
        }
    }
}
