import Foundation
import GlassCore
import GlassScene
import Testing

/// Problems in what components lower to are reported at the JSON path the user wrote, never at a path of the
/// lowered scene; what UIKit would lay out (a title beside many items, an empty placeholder or badge) is laid
/// out, not refused.
@Suite struct ProvenanceTests {
    /// Whether `path` (`layers[0].tabs[2].badge`) names a value in the JSON text.
    static func exists(_ path: String, in json: String) -> Bool {
        guard var value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { return false }
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.first == "." { rest = rest.dropFirst() }
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"),
                    let i = Int(rest[rest.index(after: rest.startIndex)..<close]),
                    let a = value as? [Any], i < a.count
                else { return false }
                value = a[i]
                rest = rest[rest.index(after: close)...]
            } else {
                let end = rest.firstIndex(where: { $0 == "." || $0 == "[" }) ?? rest.endIndex
                guard let o = value as? [String: Any], let v = o[String(rest[..<end])] else { return false }
                value = v
                rest = rest[end...]
            }
        }
        return true
    }

    static func screen(_ layers: String, extra: String = "") -> String {
        ##"{"device": "iPhone 17 Pro", "background": "#FFFFFF"\##(extra), "layers": [\##(layers)]}"##
    }

    /// The reviewed cases and their like: each error is at a path of the user's scene.
    @Test(arguments: [
        // A tab bar in a sheet (a navigation bar may sit there; a tab bar may not): content[0], not content[1] (the grabber is first in the lowered glass).
        (
            ##"{"type": "sheet", "content": [{"type": "tabBar", "tabs": [{"symbol": "house"}]}]}"##, "",
            "layers[0].content[0].type"
        ),
        (
            ##"{"type": "sheet", "content": [{"type": "switch", "origin": [0, 0]}, {"type": "shape", "frame": [0, 0, -1, 5]}]}"##,
            "", "layers[0].content[1].frame[2]"
        ),
        (##"{"type": "sheet", "content": [7]}"##, "", "layers[0].content[0]"),
        (
            ##"{"type": "sheet", "detent": "large", "content": [{"type": "text", "text": ""}]}"##, "",
            "layers[0].content[0].text"
        ),
        (
            ##"{"type": "tabBar", "tabs": [{"symbol": "house"}], "accessory": {"content": [{"type": "shape", "frame": [0, 0]}]}}"##,
            "", "layers[0].accessory.content[0].frame"
        ),
        // Colours passed on to generated layers are checked where the user wrote them.
        (
            ##"{"type": "navigationBar", "trailing": [{"symbol": "gear", "tint": "blu"}]}"##, "",
            "layers[0].trailing[0].tint"
        ),
        (
            ##"{"type": "navigationBar", "trailing": [{"group": [{"symbol": "gear"}], "style": "prominent", "tint": "#12"}]}"##,
            "", "layers[0].trailing[0].tint"
        ),
        (##"{"type": "button", "center": [100, 100], "title": "Go", "tint": "systemBlu"}"##, "", "layers[0].tint"),
        (##"{"type": "switch", "origin": [0, 0], "tint": 5}"##, "", "layers[0].tint"),
        // The transition's page: layers keep their paths although a scroll edge before them is left out.
        (
            ##"{"type": "scrollEdge", "edge": "top", "size": 50}, {"type": "shape", "frame": [0, 0, 10]}"##,
            ##", "transition": {}"##, "layers[1].frame"
        ),
        (
            ##"{"type": "group", "layers": [{"type": "scrollEdge", "edge": "top", "size": 50}, {"type": "shape", "frame": [0, 0, 5, 5], "fill": "nope"}]}"##,
            ##", "transition": {}"##, "layers[0].layers[1].fill"
        ),
        (
            ##"{"type": "shape", "frame": [0, 0, 5, 5]}"##, ##", "transition": {"underlay": "reddish"}"##,
            "transition.underlay"
        ),
        (##"{"type": "statusBar"}"##, ##", "transition": {"underlay": 3}"##, "transition.underlay"),
    ])
    func errorsAreAtTheUsersPath(layers: String, extra: String, path: String) {
        let json = Self.screen(layers, extra: extra)
        #expect(Self.exists(path, in: json), "the test's path \(path) is not in the scene")
        do {
            _ = try resolve(json)
            Issue.record("expected an error at \(path)")
        } catch {
            #expect(error.path == path, "\(error)")
            #expect(Self.exists(error.path, in: json), "\(error)")
        }
    }

    /// The page's background with a transition: its problems are at `background`.
    @Test func backgroundProblemsUnderATransitionAreAtTheBackground() {
        let t = ##""transition": {}, "layers": []"##
        expectError(##"{"device": "iPhone 17 Pro", "background": "#GG0000", \##(t)}"##, path: "background", "colour")
        expectError(##"{"device": "iPhone 17 Pro", "background": 4, \##(t)}"##, path: "background", "expected")
        // Layers that are not an array were left out of the page without a word.
        expectError(
            ##"{"device": "iPhone 17 Pro", "transition": {}, "layers": 5}"##, path: "layers", "expected an array")
        expectError(
            ##"{"device": "iPhone 17 Pro", "background": {"image": "a.png", "frame": [0, 0, 1, 1]}, \##(t)}"##,
            path: "background.frame", "unknown key")
        expectError(
            ##"{"device": "iPhone 17 Pro", "background": {"linearGradient": {"from": [0, 0], "to": [0, 1], "stops": [["#FF0000", 2]]}}, \##(t)}"##,
            path: "background.linearGradient.stops[0][1]", "offset")
    }

    /// Things a screen may hold are laid out: a title beside five leading items (refused at
    /// `layers[0].layers[2].frame[2]`), an empty toolbar search, an empty badge, an empty status bar time or
    /// alert message, a top-level scroll edge under a transition ("not top-level").
    @Test(arguments: [
        ##"{"type": "navigationBar", "title": "Inbox", "leading": [{"symbol": "gear"}, {"symbol": "gear"}, {"symbol": "gear"}, {"symbol": "gear"}, {"symbol": "gear"}]}"##,
        ##"{"type": "navigationBar", "title": "Inbox", "subtitle": "3 unread", "leading": [{"symbol": "gear"}, {"symbol": "gear"}, {"symbol": "gear"}, {"symbol": "gear"}], "trailing": [{"symbol": "gear"}, {"symbol": "gear"}, {"symbol": "gear"}]}"##,
        ##"{"type": "toolbar", "items": [{"search": ""}]}"##,
        ##"{"type": "tabBar", "tabs": [{"symbol": "house", "badge": ""}, {"symbol": "gear", "title": ""}]}"##,
        ##"{"type": "statusBar", "time": ""}"##,
        ##"{"type": "alert", "title": "Delete?", "message": ""}"##,
        ##"{"type": "scrollEdge", "edge": "top", "size": 50}, {"type": "navigationBar", "title": "A"}"##,
    ])
    func whatUIKitLaysOutIsLaidOut(layers: String) throws {
        let extra = layers.hasPrefix(##"{"type": "scrollEdge""##) ? ##", "transition": {"progress": 0.5}"## : ""
        #expect(throws: Never.self) { try resolve(Self.screen(layers, extra: extra)) }
    }

    /// Glyph runs in drawing order, through groups, glass content and containers.
    static func runs(_ layers: [Layer]) -> [GlyphRunLayer] {
        layers.flatMap { l -> [GlyphRunLayer] in
            switch l {
            case .glyphs(let r): [r]
            case .group(let g): runs(g)
            case .adaptive(let a): runs(a.light)
            case .glass(let g): runs(g.content)
            case .container(let c): c.children.flatMap { runs($0.content) }
            default: []
            }
        }
    }

    /// A title that does not fit centred moves toward the roomier side, clear of the items; one that does not
    /// fit between them is truncated there ("…": fewer glyphs than letters), never drawn over them.
    @Test func titlesMoveAsideAndTruncate() throws {
        let gear = ##"{"symbol": "gear"}"##
        func scene(_ title: String, leading: Int, trailing: Int) throws -> (title: GlyphRunLayer?, glass: [[Double]]) {
            let s = try resolve(
                ##"{"canvas": {"width": 402, "height": 120, "scale": 1}, "layers": [{"type": "navigationBar", "title": "\##(title)", "leading": [\##(Array(repeating: gear, count: leading).joined(separator: ", "))], "trailing": [\##(Array(repeating: gear, count: trailing).joined(separator: ", "))]}]}"##
            )
            // The symbols are runs of one glyph in the glass; the title is the run drawn last.
            return (Self.runs(s.layers).last.flatMap { $0.glyphs.count > 1 ? $0 : nil }, BarLayoutTests.glassFrames(s))
        }
        // Five leading symbols (20 + 188 pt): "Inbox" right of them, not centred over them.
        let five = try scene("Inbox", leading: 5, trailing: 0)
        let fiveTitle = try #require(five.title)
        let leadingEnd = five.glass[0][0] + five.glass[0][2]
        #expect(Double(fiveTitle.glyphs.map(\.x).min()!) >= leadingEnd + 8)
        #expect(fiveTitle.glyphs.count == 5)
        // Four leading and three trailing: a long title between them, truncated.
        let long = "A title much too long to fit between the items"
        let both = try scene(long, leading: 4, trailing: 3)
        let bothTitle = try #require(both.title)
        let left = both.glass[0][0] + both.glass[0][2]
        let right = both.glass[1][0]
        #expect(Double(bothTitle.glyphs.map(\.x).min()!) >= left + 8)
        #expect(Double(bothTitle.glyphs.map(\.x).max()!) < right - 8)
        #expect(bothTitle.glyphs.count < long.filter { $0 != " " }.count)
        // A title that fits centred stays exactly centred (the goldens hold its bytes).
        let centred = try scene("Inbox", leading: 1, trailing: 1)
        #expect(try #require(centred.title).glyphs.count == 5)
    }

    /// A top-level scroll edge under a transition is left out of the page, as scroll edges in groups are.
    @Test func aTopLevelScrollEdgeUnderATransitionIsLeftOut() throws {
        let edge = ##"{"type": "scrollEdge", "edge": "top", "size": 50}, "##
        let shape = ##"{"type": "shape", "frame": [0, 0, 10, 10], "fill": "#FF0000"}"##
        let t = ##", "transition": {"progress": 0.5}"##
        let with = try resolve(Self.screen(edge + shape, extra: t))
        let without = try resolve(Self.screen(shape, extra: t))
        guard case .glass(let a) = with.layers[0], case .glass(let b) = without.layers[0] else {
            Issue.record("no page")
            return
        }
        #expect(a.content.count == 2 && b.content.count == 2)
    }
}

/// Every component on screens from 1 pt to a phone wide and tall: it lays out, or the error is at a path of
/// the user's scene and about something the user wrote (never a generated frame).
@Suite struct ComponentsOnAnyScreenTests {
    static let components = [
        ##"{"type": "statusBar"}"##, ##"{"type": "homeIndicator"}"##,
        ##"{"type": "navigationBar", "title": "Inbox", "subtitle": "3 unread", "backButton": "Back", "trailing": [{"symbol": "gear"}]}"##,
        ##"{"type": "navigationBar", "title": "Inbox", "largeTitle": true, "subtitle": "3 unread"}"##,
        ##"{"type": "toolbar", "items": [{"search": "Search"}]}"##,
        ##"{"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home", "badge": "3"}], "search": true, "accessory": {"content": []}}"##,
        ##"{"type": "tabBar", "tabs": [{"symbol": "house", "title": "Home"}], "minimized": true, "accessory": {"content": []}}"##,
        ##"{"type": "button", "center": [5, 5], "title": "Go", "symbol": "gear"}"##,
        ##"{"type": "switch", "origin": [0, 0], "on": true}"##,
        ##"{"type": "slider", "frame": [0, 0, 1, 1], "ticks": 5}"##,
        ##"{"type": "segmentedControl", "frame": [0, 0, 30, 1], "segments": ["A", "B"]}"##,
        ##"{"type": "sheet", "content": [{"type": "switch", "origin": [0, 0]}]}"##,
        ##"{"type": "sheet", "detent": "large"}"##,
        ##"{"type": "alert", "title": "Delete?", "message": "It cannot be undone.", "actions": [{"title": "Cancel", "style": "cancel"}, {"title": "Delete", "style": "destructive"}]}"##,
    ]

    @Test(arguments: [(1.0, 1.0), (10, 10), (40, 900), (400, 12), (402, 874)])
    func componentsOnScreens(width: Double, height: Double) {
        for component in Self.components {
            for design in ["liquidGlass", "compatibility"] {
                let json =
                    ##"{"canvas": {"width": \##(width), "height": \##(height), "scale": 1}, "design": "\##(design)", "layers": [\##(component)]}"##
                do {
                    _ = try resolve(json)
                } catch {
                    #expect(ProvenanceTests.exists(error.path, in: json), "\(error)")
                    #expect(!error.message.contains("above 0 in points"), "\(design) \(component): \(error)")
                }
            }
        }
    }
}
