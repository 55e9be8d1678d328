import Testing

@testable import GlassScene

/// A control's parts carry the user's path only where the user wrote that key: the stepper's − and + are parts
/// of its own (`layers[0]:minus`), a text field's text, placeholder, symbol and clear button sit at the keys
/// that made them. Before, the stepper tagged `layers[0].minus` and `layers[0].plus`, keys no scene holds, so
/// a finding on one named something the user could not find. Every control, in both designs, both
/// directions, with each of its optional parts.
@Suite struct ControlProvenanceTests {
    static let controls = [
        #"{"type": "stepper", "center": [100, 60], "value": 3}"#,
        #"{"type": "stepper", "frame": [10, 10, 180, 60], "value": 0, "minimumValue": 0, "maximumValue": 1}"#,
        #"{"type": "textField", "frame": [10, 10, 180, 36], "text": "Hello", "clearButton": true, "focused": true, "symbol": "magnifyingglass"}"#,
        #"{"type": "textField", "center": [100, 60], "placeholder": "Search", "symbol": "magnifyingglass", "clearButton": true}"#,
        #"{"type": "textField", "frame": [10, 10, 180, 36], "text": "", "placeholder": "Name", "borderStyle": "bezel", "focused": true}"#,
        #"{"type": "textField", "frame": [10, 10, 180, 36], "text": "Line", "borderStyle": "line"}"#,
        #"{"type": "switch", "origin": [10, 10], "on": true, "state": "pressed"}"#,
        #"{"type": "slider", "frame": [10, 10, 180, 40], "value": 0.3, "ticks": 5}"#,
        #"{"type": "segmentedControl", "frame": [10, 10, 180, 40], "segments": ["A", "B"], "selected": 1}"#,
        #"{"type": "progressView", "frame": [10, 10, 180, 20], "progress": 0.4}"#,
        #"{"type": "progressView", "center": [100, 60], "style": "circular", "size": "large"}"#,
        #"{"type": "progressView", "center": [100, 60], "style": "circular", "progress": 0.7}"#,
    ]

    @Test(arguments: controls)
    func everyPartIsAtAPathTheUserWrote(control: String) throws {
        for design in ["liquidGlass", "compatibility"] {
            for direction in ["leftToRight", "rightToLeft"] {
                let json =
                    ##"{"canvas": {"width": 200, "height": 120}, "design": "\##(design)", "settings": {"layoutDirection": "\##(direction)"}, "layers": [\##(control)]}"##
                let invented = try ChromeProvenanceTests.invented(json)
                #expect(invented.isEmpty, "\(design) \(direction): \(invented)")
            }
        }
    }

    /// The stepper's glyphs are its own parts, named apart (the audit lists each).
    @Test func theSteppersGlyphsAreItsParts() throws {
        let json = ##"{"canvas": {"width": 200, "height": 120}, "layers": [\##(Self.controls[0])]}"##
        let (_, provenance, _, _) = try SceneLoader.lowerScene(
            bytes: Array(json.utf8), file: "test.json", directory: nil, overrides: .none)
        let paths = Set(provenance.origins.values.map(\.path))
        #expect(paths.isSuperset(of: ["layers[0]:minus", "layers[0]:plus"]), "\(paths.sorted())")
    }
}
