import Foundation
import GlassScene
import Testing

/// A stack's `background` (SwiftUI's `.background`): one layer drawn behind the stack's layers at the stack's
/// own frame, sized after the stack chose its size, so it follows the content and never changes the layout.
@Suite struct LayoutBackgroundTests {
    typealias T = LayoutEngineTests

    static func capsule(_ label: String, background: Bool = true, extra: String = "") throws -> JSONValue {
        let bg = background ? #", "background": {"type": "shape", "corners": "capsule", "fill": "systemFill"}"# : ""
        return try T.lower(
            T.scene(
                #"{"type": "hstack", "spacing": 6, "padding": {"leading": 12, "trailing": 12, "top": 6, "bottom": 6}\#(bg), "layers": [{"type": "shape", "width": 16, "height": 16, "fill": "systemRed"}, {"type": "text", "text": "\#(label)", "font": {"size": 15}}]}"#,
                extra: extra))
    }

    @Test func theBackgroundTakesTheStacksFrameAndGrowsWithItsLabel() throws {
        let short = try Self.capsule("Fav")
        let long = try Self.capsule("Favourite things")
        for v in [short, long] {
            let bg = T.frame(T.objects(v, "corners", "capsule")[0])
            let dot = T.frame(T.objects(v, "fill", "systemRed")[0])
            let text = T.textFrame(
                v,
                T.objects(v, "type", "text")[0].first { $0.key == "text" }.map {
                    if case .string(let s) = $0.value { s } else { "" }
                } ?? "")
            #expect(bg[0] == dot[0] - 12, "the background starts at the stack's leading padding: \(bg) \(dot)")
            #expect(
                bg[0] + bg[2] == text[0] + text[2] + 12, "and ends past the label's trailing padding: \(bg) \(text)")
            #expect(bg[3] == text[3] + 12, "as tall as the content and its padding: \(bg) \(text)")
        }
        let (a, b) = (
            T.frame(T.objects(short, "corners", "capsule")[0]), T.frame(T.objects(long, "corners", "capsule")[0])
        )
        #expect(b[2] > a[2] + 50, "the capsule grows with its label: \(a) → \(b)")
    }

    @Test func aBackgroundNeverMovesTheStacksLayers() throws {
        let with = try Self.capsule("Favourite")
        let without = try Self.capsule("Favourite", background: false)
        #expect(T.textFrame(with, "Favourite") == T.textFrame(without, "Favourite"))
        #expect(T.frame(T.objects(with, "fill", "systemRed")[0]) == T.frame(T.objects(without, "fill", "systemRed")[0]))
        // Drawn first, behind the layers.
        guard case .object(let root) = with,
            case .array(let layers)? = root.first(where: { $0.key == "layers" })?.value,
            case .object(let group)? = layers.first,
            case .array(let inner)? = group.first(where: { $0.key == "layers" })?.value,
            case .object(let first)? = inner.first
        else {
            Issue.record("no group")
            return
        }
        #expect(first.contains { $0.key == "corners" && $0.value == .string("capsule") })
    }

    @Test func aBackgroundMirrorsWithItsStackInRightToLeft() throws {
        let v = try Self.capsule("Favourite", extra: #", "settings": {"layoutDirection": "rightToLeft"}"#)
        let bg = T.frame(T.objects(v, "corners", "capsule")[0])
        let dot = T.frame(T.objects(v, "fill", "systemRed")[0])
        #expect(bg[0] + bg[2] == dot[0] + dot[2] + 12, "the dot leads from the right: \(bg) \(dot)")
    }

    @Test func aBadBackgroundIsOneLineAtItsPath() throws {
        let cases: [(String, String)] = [
            (#"{"type": "navigationBar"}"#, "layers[0].background.type"),
            (#"{"type": "shape", "fill": "systemRed", "frame": [0, 0, 1, 1]}"#, "layers[0].background.frame"),
            (#"{"type": "shape", "fill": "systemRed", "width": -1}"#, "layers[0].background.width"),
            (#"[1]"#, "layers[0].background"),
        ]
        for (bg, path) in cases {
            let json = T.scene(#"{"type": "vstack", "background": \#(bg), "layers": [{"type": "text", "text": "x"}]}"#)
            #expect(throws: SceneError.self) { try T.lower(json) }
            do { _ = try T.lower(json) } catch let e as SceneError { #expect(e.path == path, "\(bg): \(e)") }
        }
    }
}
