import Foundation
import GlassRender
import GlassScene
import GlassText
import Testing

/// The layout engine: stacks, spacers, hugging glass and safe-area placement lower to primitive layers at
/// absolute frames (what `glass expand` prints), laid out as SwiftUI's propose, choose, place.
@Suite struct LayoutEngineTests {
    typealias Members = [(key: String, value: JSONValue)]

    static func lower(_ json: String) throws -> JSONValue {
        try SceneLoader.lower(bytes: Array(json.utf8), file: "t.json")
    }

    /// Every object of the lowered scene with `key` = `value` (depth first, in order).
    static func objects(_ v: JSONValue, _ key: String, _ value: String) -> [Members] {
        var out: [Members] = []
        func walk(_ v: JSONValue) {
            switch v {
            case .object(let m):
                if m.contains(where: { $0.key == key && $0.value == .string(value) }) { out.append(m) }
                for x in m { walk(x.value) }
            case .array(let a): for x in a { walk(x) }
            default: break
            }
        }
        walk(v)
        return out
    }

    static func frame(_ m: Members) -> [Double] {
        guard case .array(let f)? = m.first(where: { $0.key == "frame" })?.value else { return [] }
        return f.map { if case .number(let n) = $0 { n } else { .nan } }
    }

    static func number(_ m: Members, _ key: String) -> Double? {
        if case .number(let n)? = m.first(where: { $0.key == key })?.value { return n }
        return nil
    }

    /// The frame of the text layer reading `text`.
    static func textFrame(_ v: JSONValue, _ text: String) -> [Double] {
        objects(v, "text", text).first.map(frame) ?? []
    }

    static func scene(
        _ layers: String, canvas: String = #""canvas": {"width": 300, "height": 200, "scale": 1}"#,
        extra: String = ""
    ) -> String {
        "{\(canvas)\(extra), \"layers\": [\(layers)]}"
    }

    @Test func anHStackPlacesTextAndASpacerAcrossTheSafeArea() throws {
        let v = try Self.lower(
            Self.scene(
                #"{"type": "hstack", "width": "fill", "padding": 10, "layers": [{"type": "text", "text": "Left", "font": {"size": 14}}, {"type": "spacer"}, {"type": "text", "text": "Right", "font": {"size": 14}}]}"#
            ))
        let (l, r) = (Self.textFrame(v, "Left"), Self.textFrame(v, "Right"))
        #expect(l.count == 4 && r.count == 4)
        #expect(l[0] == 10, "the first label at the leading padding: \(l)")
        #expect(abs(r[0] + r[2] - 290) < 1e-9, "the last at the trailing padding: \(r)")
        #expect(l[1] == r[1], "centred alike: \(l) \(r)")
        #expect(abs(l[1] + l[3] / 2 - 100) <= 0.5, "the stack centred in the canvas: \(l)")
    }

    @Test func theLeastFlexibleChildIsSizedFirst() throws {
        // 200 pt for a short label and a long one: the short one keeps its width, the long one wraps in the rest.
        let long = "a label long enough to need more than the half it would get"
        let v = try Self.lower(
            Self.scene(
                #"{"type": "hstack", "in": "screen", "width": 200, "spacing": 0, "layers": [{"type": "text", "text": "\#(long)", "font": {"size": 12}}, {"type": "text", "text": "Short", "font": {"size": 12}}]}"#
            ))
        let (a, b) = (Self.textFrame(v, long), Self.textFrame(v, "Short"))
        #expect(b[2] < 50, "the short label keeps its own width: \(b)")
        #expect(a[2] > 100 && a[2] <= 200 - b[2], "the long one takes the rest: \(a) beside \(b)")
        #expect(Self.number(Self.objects(v, "text", long)[0], "lines")! >= 2, "and wraps")
    }

    @Test func textWrapsAtWordsAndTruncatesAtItsLineLimit() throws {
        let words = "one two three four five six seven eight nine ten eleven twelve"
        let v = try Self.lower(
            Self.scene(
                #"{"type": "vstack", "layers": [{"type": "text", "text": "\#(words)", "width": 80, "font": {"size": 12}}, {"type": "text", "text": "\#(words) again", "width": 80, "lineLimit": 2, "font": {"size": 12}}]}"#
            ))
        let free = Self.objects(v, "text", words)[0]
        let limited = Self.objects(v, "text", words + " again")[0]
        #expect(Self.number(free, "lines")! >= 4)
        #expect(Self.number(limited, "lines") == 2)
        let scene = try SceneLoader.resolve(
            bytes: Array(
                Self.scene(
                    #"{"type": "vstack", "layers": [{"type": "text", "text": "\#(words)", "width": 80, "lineLimit": 2, "font": {"size": 12}}]}"#
                ).utf8), file: "t.json", directory: ".")
        #expect(!scene.layers.isEmpty)
    }

    @Test func aWordLongerThanTheLineBreaksAtGraphemesAndAZeroWidthOfferStillDraws() throws {
        let word = String(repeating: "x", count: 60)
        for width in ["30", "0", "5e-324"] {
            let json = Self.scene(
                #"{"type": "vstack", "layers": [{"type": "text", "text": "\#(word)", "width": \#(width), "font": {"size": 12}}]}"#
            )
            let v = try Self.lower(json)
            let f = Self.textFrame(v, word)
            #expect(f.count == 4 && f[2] >= 1 && f[3] > 0, "width \(width): \(f)")
            #expect(Self.number(Self.objects(v, "text", word)[0], "lines")! > 1)
            _ = try SceneLoader.resolve(bytes: Array(json.utf8), file: "t.json", directory: ".")
        }
    }

    @Test func glassHugsItsContentPlusPadding() throws {
        func capsule(_ text: String) throws -> (glass: [Double], text: [Double]) {
            let v = try Self.lower(
                Self.scene(
                    #"{"type": "glass", "in": "safeArea", "at": "top", "padding": {"leading": 12, "trailing": 12, "top": 6, "bottom": 6}, "content": [{"type": "text", "text": "\#(text)", "font": {"size": 13, "weight": "semibold"}}]}"#
                ))
            return (Self.frame(Self.objects(v, "type", "glass")[0]), Self.textFrame(v, text))
        }
        let live = try capsule("LIVE")
        let longer = try capsule("LIVE NOW ON AIR")
        #expect(live.glass[2] == live.text[2] + 24 && live.glass[3] == live.text[3] + 12, "\(live)")
        #expect(live.text[0] == 12 && live.text[1] == 6, "content in the glass's space: \(live.text)")
        #expect(longer.glass[2] > live.glass[2] + 40, "the capsule grows with its text: \(longer.glass)")
        #expect(live.glass[1] == 0, "at the top of the canvas's safe area: \(live.glass)")
    }

    @Test func leadingAndTrailingMirrorInRightToLeftButLeftAndRightDoNot() throws {
        let layers =
            ##"{"type": "hstack", "in": "screen", "at": "leading", "padding": {"left": 20}, "spacing": 0, "layers": [{"type": "shape", "width": 10, "height": 10, "fill": "#FF0000"}, {"type": "shape", "width": 30, "height": 10, "fill": "#00FF00"}]}"##
        let ltr = try Self.lower(Self.scene(layers))
        let rtl = try Self.lower(Self.scene(layers, extra: #", "settings": {"layoutDirection": "rightToLeft"}"#))
        let (red, green) = (
            Self.frame(Self.objects(ltr, "fill", "#FF0000")[0]), Self.frame(Self.objects(ltr, "fill", "#00FF00")[0])
        )
        #expect(red[0] == 20 && green[0] == 30, "left to right: \(red) \(green)")
        let (red2, green2) = (
            Self.frame(Self.objects(rtl, "fill", "#FF0000")[0]), Self.frame(Self.objects(rtl, "fill", "#00FF00")[0])
        )
        // Leading is the right edge; the left padding stays on the left, at the stack's trailing end.
        #expect(red2[0] + red2[2] == 300 && green2[0] == 260, "right to left: \(red2) \(green2)")
        let padded = try Self.lower(
            Self.scene(
                ##"{"type": "hstack", "in": "screen", "at": "leading", "padding": {"leading": 20}, "spacing": 0, "layers": [{"type": "shape", "width": 10, "height": 10, "fill": "#FF0000"}]}"##,
                extra: #", "settings": {"layoutDirection": "rightToLeft"}"#))
        #expect(Self.frame(Self.objects(padded, "fill", "#FF0000")[0])[0] == 270, "leading padding on the right")
    }

    @Test func aStackInTheSafeAreaKeepsClearOfTheSideSafeAreasInLandscape() throws {
        let layers =
            #"{"type": "vstack", "at": "leading", "layers": [{"type": "text", "text": "Title", "style": "headline"}]}"#
        let land = try Self.lower(
            "{\"device\": \"iPhone 17 Pro\", \"orientation\": \"landscape\", \"layers\": [\(layers)]}")
        let port = try Self.lower("{\"device\": \"iPhone 17 Pro\", \"layers\": [\(layers)]}")
        #expect(
            Self.textFrame(land, "Title")[0] == 62, "past the Dynamic Island's side: \(Self.textFrame(land, "Title"))")
        #expect(Self.textFrame(port, "Title")[0] == 0)
        let screen = try Self.lower(
            "{\"device\": \"iPhone 17 Pro\", \"layers\": [{\"type\": \"vstack\", \"in\": \"screen\", \"at\": \"top\", \"layers\": [{\"type\": \"text\", \"text\": \"Title\"}]}]}"
        )
        #expect(Self.textFrame(screen, "Title")[1] == 0 && Self.textFrame(port, "Title")[1] > 62)
    }

    @Test func stacksLayOutInsideSheetsPopoversColumnsAndTheAccessory() throws {
        let stack =
            #"{"type": "vstack", "in": "screen", "at": "topLeading", "padding": 20, "layers": [{"type": "text", "text": "Inside", "font": {"size": 15}}]}"#
        for layer in [
            #"{"type": "sheet", "detent": "medium", "content": [\#(stack)]}"#,
            #"{"type": "popover", "source": [150, 20, 1, 1], "size": [200, 160], "content": [\#(stack)]}"#,
            #"{"type": "tabBar", "tabs": [{"symbol": "house"}], "accessory": {"content": [\#(stack)]}}"#,
        ] {
            let v = try Self.lower("{\"device\": \"iPhone 17 Pro\", \"layers\": [\(layer)]}")
            let f = Self.textFrame(v, "Inside")
            #expect(f.count == 4 && f[0] == 20, "\(layer.prefix(30)): in the panel's own space: \(f)")
        }
        let split =
            #"{"device": "iPad Pro 13-inch", "layers": [{"type": "splitView", "primary": {"content": [\#(stack)]}, "secondary": {"content": []}}]}"#
        #expect(Self.textFrame(try Self.lower(split), "Inside").first == 20)
    }

    /// A stack in a sheet mirrors once in right to left: the sheet mirrors its own layers, the engine the
    /// stack's (the user's layers are never mirrored twice).
    @Test func aStackInASheetMirrorsOnce() throws {
        let row =
            #"{"type": "sheet", "content": [{"type": "hstack", "in": "screen", "at": "top", "width": "fill", "padding": 20, "layers": [{"type": "text", "text": "Leading"}, {"type": "spacer"}, {"type": "text", "text": "Trailing"}]}]}"#
        for (rtl, settings) in [(false, ""), (true, #", "settings": {"layoutDirection": "rightToLeft"}"#)] {
            let v = try Self.lower("{\"device\": \"iPhone 17 Pro\"\(settings), \"layers\": [\(row)]}")
            let (a, b) = (Self.textFrame(v, "Leading"), Self.textFrame(v, "Trailing"))
            #expect((a[0] > b[0]) == rtl, "right to left \(rtl): \(a) \(b)")
            #expect(min(a[0], b[0]) == 20, "the padding at the panel's edge: \(a) \(b)")
        }
    }

    @Test func badLayoutValuesAreOneLineAtTheUsersPath() throws {
        let cases: [(String, String, String)] = [
            (#"{"type": "hstack", "alignment": "leading", "layers": []}"#, "layers[0].alignment", "expected one of"),
            (#"{"type": "vstack", "spacing": -1, "layers": []}"#, "layers[0].spacing", "from 0"),
            (
                #"{"type": "vstack", "minWidth": 20, "maxWidth": 10, "layers": []}"#, "layers[0].maxWidth",
                "under minWidth"
            ),
            (
                #"{"type": "vstack", "layers": [{"type": "text", "text": "x", "frame": [0, 0, 9, 9]}]}"#,
                "layers[0].layers[0].frame", "width"
            ),
            (
                #"{"type": "vstack", "layers": [{"type": "vstack", "in": "screen", "layers": []}]}"#,
                "layers[0].layers[0].in", "top-level"
            ),
            (
                #"{"type": "vstack", "layers": [{"type": "navigationBar", "title": "Go"}]}"#,
                "layers[0].layers[0].type", "cannot sit in a stack"
            ),
            (#"{"type": "zstack", "alignment": "middle", "layers": []}"#, "layers[0].alignment", "expected one of"),
            (#"{"type": "vstack", "padding": {"start": 2}, "layers": []}"#, "layers[0].padding.start", "unknown key"),
            (#"{"type": "vstack", "width": "wide", "layers": []}"#, "layers[0].width", "\"fill\""),
            (#"{"type": "vstack", "height": 1e300, "layers": []}"#, "layers[0].height", "100000"),
            (
                #"{"type": "vstack", "layers": [{"type": "spacer", "minLength": -5}]}"#,
                "layers[0].layers[0].minLength", "from 0"
            ),
            (
                #"{"type": "vstack", "layers": [{"type": "text", "text": "x", "lineLimit": 0}]}"#,
                "layers[0].layers[0].lineLimit", "from 1"
            ),
            (#"{"type": "vstack", "in": "screen", "frame": [0, 0, 9, 9], "layers": []}"#, "layers[0].in", "not both"),
            (
                #"{"type": "hstack", "spacing": 99999, "layers": [{"type": "shape", "width": 1, "height": 1}, {"type": "spacer"}, {"type": "shape", "width": 1, "height": 1}]}"#,
                "layers[0].layers[2]", "limit"
            ),
        ]
        for (layer, path, words) in cases {
            do {
                _ = try SceneLoader.resolve(bytes: Array(Self.scene(layer).utf8), file: "t.json", directory: ".")
                Issue.record("accepted: \(layer)")
            } catch {
                #expect(
                    error.path == path && error.message.contains(words), "\(layer): \(error.path): \(error.message)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    /// Stacks nested to the parser's limit lay out; one level more is refused at a path, never a crash.
    @Test func deepAndWideStacks() throws {
        var deep = #"{"type": "text", "text": "deep"}"#
        for i in 0..<30 { deep = "{\"type\": \"\(["hstack", "vstack", "zstack"][i % 3])\", \"layers\": [\(deep)]}" }
        #expect(Self.textFrame(try Self.lower(Self.scene(deep)), "deep").count == 4)
        var deeper = deep
        for _ in 0..<200 { deeper = "{\"type\": \"vstack\", \"layers\": [\(deeper)]}" }
        #expect(throws: SceneError.self) { try Self.lower(Self.scene(deeper)) }
        let wide = (0..<3000).map { _ in ##"{"type": "shape", "width": 1, "height": 2, "fill": "#000000"}"## }
            .joined(separator: ",")
        let v = try Self.lower(Self.scene(#"{"type": "hstack", "spacing": 0, "layers": [\#(wide)]}"#))
        let frames = Self.objects(v, "fill", "#000000").map(Self.frame)
        #expect(frames.count == 3000 && frames.last![0] - frames.first![0] == 2999)
        let text = (0..<2000).map { #"{"type": "text", "text": "w\#($0)", "font": {"size": 4}}"# }.joined(
            separator: ",")
        let many = try Self.lower(Self.scene(#"{"type": "vstack", "spacing": 0, "layers": [\#(text)]}"#))
        #expect(Self.objects(many, "type", "text").count == 2000)
    }

    /// The same scene lays out to the same JSON every time (the layout is one thread's arithmetic).
    @Test func layoutIsDeterministic() throws {
        let json = Self.scene(
            #"{"type": "hstack", "alignment": "firstTextBaseline", "layers": [{"type": "text", "text": "Big", "font": {"size": 30}}, {"type": "text", "text": "small words that wrap", "font": {"size": 11}}, {"type": "symbol", "name": "gear"}]}"#
        )
        let a = JSONWriter.write(try Self.lower(json))
        for _ in 0..<3 { #expect(JSONWriter.write(try Self.lower(json)) == a) }
    }

    /// The README's first scene is laid out with stacks and loads as written; the layout example of the scene
    /// format loads too.
    @Test func theDocsTeachLayoutFirst() throws {
        func blocks(_ path: String) throws -> [String] {
            let text = try String(contentsOf: SchemaTests.root.appendingPathComponent(path), encoding: .utf8)
            return text.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        }
        let first = try #require(try blocks("README.md").first { $0.contains("\"layers\"") })
        #expect(first.contains("\"vstack\"") && first.contains("\"hstack\""))
        _ = try SceneLoader.resolve(bytes: Array(first.utf8), file: "hello.json", directory: SchemaTests.root.path)
        let example = try #require(try blocks("docs/scene-format.md").first { $0.hasPrefix("{ \"type\": \"vstack\"") })
        let scene = Self.scene(example, canvas: #""device": "iPhone 17 Pro""#)
        _ = try SceneLoader.resolve(bytes: Array(scene.utf8), file: "t.json", directory: ".")
    }

    /// The layout scenes give the same bytes at every thread count.
    @Test func theSameBytesAtEveryThreadCount() throws {
        for name in ["layout-stacks", "layout-hugging-glass", "layout-safe-area-landscape"] {
            let path = SchemaTests.root.appendingPathComponent("scenes/\(name).json").path
            GlyphCache.shared.removeAll()
            let one = Renderer.render(try SceneLoader.load(path: path), workers: .serial)
            for threads in [2, 3, 8] {
                let many = Renderer.render(try SceneLoader.load(path: path), workers: .pool(threads: threads))
                #expect(many == one, "\(name) at \(threads) threads")
            }
        }
    }
}
