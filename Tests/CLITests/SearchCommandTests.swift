import Foundation
import Testing

/// Bad search and sheet-bar input, through the binary: one line naming the file and the JSON path, exit 65,
/// no output file.
@Suite struct SearchCommandTests {
    static let tabs = ##"[{"symbol": "house", "title": "Home"}]"##

    @Test(arguments: [
        (##"{"type": "navigationBar", "search": "yes"}"##, "layers[0].search", "true, false or a search object"),
        (
            ##"{"type": "navigationBar", "search": {"placement": "top"}}"##, "layers[0].search.placement",
            "\"integratedCentered\""
        ),
        (##"{"type": "navigationBar", "search": {"placeholder": 7}}"##, "layers[0].search.placeholder", "expected"),
        (##"{"type": "navigationBar", "search": {"active": "yes"}}"##, "layers[0].search.active", "true or false"),
        (##"{"type": "navigationBar", "search": {"scope": 1}}"##, "layers[0].search.scope", "unknown key"),
        (
            ##"{"type": "navigationBar", "search": {"text": "\##(String(repeating: "a", count: 201))"}}"##,
            "layers[0].search.text", "the limit is 200"
        ),
        // A tab bar's search has no placement.
        (
            ##"{"type": "tabBar", "tabs": \##(tabs), "search": {"placement": "trailing"}}"##,
            "layers[0].search.placement", "unknown key"
        ),
        (
            ##"{"type": "tabBar", "tabs": \##(tabs), "search": {"active": 1}}"##, "layers[0].search.active",
            "true or false"
        ),
        (
            ##"{"type": "tabBar", "tabs": \##(tabs), "search": 0}"##, "layers[0].search",
            "true, false or a search object"
        ),
        // A navigation bar in a sheet is checked as one: at its path inside the sheet.
        (
            ##"{"type": "sheet", "content": [{"type": "navigationBar", "trailing": [{"system": "finish"}]}]}"##,
            "layers[0].content[0].trailing[0].system", "\"done\""
        ),
        (
            ##"{"type": "sheet", "content": [{"type": "navigationBar", "search": {"active": null}}]}"##,
            "layers[0].content[0].search.active", "true or false"
        ),
        // Still refused in a sheet: a tab bar.
        (
            ##"{"type": "sheet", "content": [{"type": "tabBar", "tabs": \##(tabs)}]}"##, "layers[0].content[0].type",
            "put it in the top-level layers"
        ),
    ])
    func badSearchIsOneErrorLine(layer: String, path: String, fragment: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"{"device": "iPhone 17 Pro", "canvas": {"scale": 1}, "layers": [\#(layer)]}"#.write(
            to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "bad.json", "-o", "out.png"], in: dir)
        #expect(r.code == 65)
        expectOneErrorLine(r, contains: "bad.json: \(path): ")
        #expect(r.stderr.contains(fragment), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    }

    /// A centred search field on an iPad with too little room between the bar's items is refused at `search`.
    @Test func aCentredFieldWithoutRoomIsRefused() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let many = Array(repeating: ##"{"title": "Wider Buttons Here"}"##, count: 2).joined(separator: ", ")
        try
            ##"{"device": "iPad Pro 11-inch", "canvas": {"scale": 1}, "layers": [{"type": "navigationBar", "leading": [\##(many)], "trailing": [\##(many)], "search": {"placement": "integratedCentered"}}]}"##
            .write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "bad.json", "-o", "out.png"], in: dir)
        #expect(r.code == 65)
        expectOneErrorLine(r, contains: "bad.json: layers[0].search: a centred search field needs 120 pt")
    }

    /// A field with no room (a narrow canvas) is refused at `search`, in a sheet at its path there.
    @Test(arguments: [
        (
            ##"{"type": "navigationBar", "search": {"placement": "trailing", "active": true}}"##, "layers[0].search",
            "screen leaves 0 pt"
        ),
        (##"{"type": "navigationBar", "search": true}"##, "layers[0].search", "screen leaves 4 pt"),
        (
            ##"{"type": "sheet", "content": [{"type": "navigationBar", "search": {"active": true}}]}"##,
            "layers[0].content[0].search", "sheet leaves 0 pt"
        ),
    ])
    func aFieldWithoutRoomIsRefused(layer: String, path: String, fragment: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try ##"{"canvas": {"width": 60, "height": 300, "scale": 1}, "layers": [\##(layer)]}"##
            .write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "bad.json", "-o", "out.png"], in: dir)
        #expect(r.code == 65)
        expectOneErrorLine(r, contains: "bad.json: \(path): a search field needs 44 pt; the \(fragment)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    }
}
