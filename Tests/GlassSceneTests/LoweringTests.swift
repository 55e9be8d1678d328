import Foundation
import GlassCore
import GlassRender
import GlassScene
import GlassText
import Testing

/// What components lower to: overlays collected across groups, text measured by the text stack, a group's
/// tint, the component limit counted everywhere.
@Suite struct LoweringTests {
    /// A strip of a phone at 1×: a navigation bar and a toolbar whose scroll edges cover the whole strip.
    static func strip(_ layers: String, extra: String = "") -> String {
        ##"{"device": "iPhone 17 Pro", "canvas": {"height": 140, "scale": 1}, "background": "#3366CC"\##(extra), "layers": [\##(layers)]}"##
    }

    static let bar =
        ##"{"type": "navigationBar", "title": "Inbox", "scrollEdge": "hard"}, {"type": "toolbar", "items": [{"symbol": "gear"}], "scrollEdge": "hard"}"##

    /// A status bar or home indicator inside a group is drawn over the bars that follow, as at the top level
    /// (it was drawn under them: max Δ 210 on a fifth of the pixels).
    @Test(arguments: ["statusBar", "homeIndicator"])
    func overlaysInGroupsAreDrawnLast(type: String) throws {
        let top = Renderer.renderImage(try resolve(Self.strip(##"{"type": "\##(type)"}, \##(Self.bar)"##)))
        let grouped = Renderer.renderImage(
            try resolve(
                Self.strip(
                    ##"{"type": "group", "layers": [{"type": "group", "layers": [{"type": "\##(type)"}]}]}, \##(Self.bar)"##
                )))
        #expect(grouped.bytes == top.bytes)
        // Drawn at all: the scene without it differs.
        let without = Renderer.renderImage(try resolve(Self.strip(Self.bar)))
        #expect(without.bytes != top.bytes)
    }

    /// The transition preview keeps overlays from groups in place over the page, as top-level ones.
    @Test func theTransitionKeepsGroupedOverlaysOverThePage() throws {
        let transition = ##", "transition": {"progress": 0.5}"##
        for layers in [
            ##"{"type": "statusBar"}, \##(Self.bar)"##,
            ##"{"type": "group", "layers": [{"type": "statusBar"}]}, \##(Self.bar)"##,
        ] {
            let scene = try resolve(Self.strip(layers, extra: transition))
            #expect(scene.layers.count == 2, "\(layers)")
            guard scene.layers.count == 2, case .group(let overlays) = scene.layers[1] else {
                Issue.record("no overlays after the page: \(layers)")
                continue
            }
            // The time, two symbols, the island and the battery's three shapes (all but the island on the
            // identity glass whose look the band beneath decides).
            let drawn = overlays.flatMap { l -> [Layer] in
                if case .adaptive(let a) = l, case .glass(let ink)? = a.light.first { ink.content } else { [l] }
            }
            #expect(drawn.count == 7)
        }
    }

    /// The glass of a prominent `group` takes the group's tint; its items inherit it when they name none.
    @Test func aProminentGroupTakesItsOwnTint() throws {
        func tints(_ item: String) throws -> [StraightColor?] {
            let scene = try BarLayoutTests.bar(item)
            var out: [StraightColor?] = []
            func visit(_ layers: [Layer]) {
                for l in layers {
                    switch l {
                    case .group(let g): visit(g)
                    case .adaptive(let a): visit(a.light)
                    case .container(let c): out.append(contentsOf: c.children.map(\.tint))
                    case .glass(let g): out.append(g.tint)
                    default: break
                    }
                }
            }
            visit(scene.layers)
            return out
        }
        let red = StraightColor(r8: 255, g8: 0, b8: 0, a8: 255)
        let green = StraightColor(r8: 0, g8: 255, b8: 0, a8: 255)
        let group =
            ##"{"group": [{"symbol": "gear", "tint": "#00FF00"}, {"symbol": "bell"}], "style": "prominent", "tint": "#FF0000"}"##
        #expect(try tints(group) == [red])
        // No tint on the group: the app's tint, not the first item's.
        let untinted = ##"{"group": [{"symbol": "gear", "tint": "#00FF00"}], "style": "prominent"}"##
        #expect(try tints(untinted) != [green])
        // A single prominent item still takes its own.
        #expect(try tints(##"{"symbol": "gear", "style": "prominent", "tint": "#00FF00"}"##) == [green])
    }

    /// Glyph runs of the alert's panel, in order.
    static func alertRuns(_ alert: String, width: Double = 402) throws -> [GlyphRunLayer] {
        let scene = try resolve(
            ##"{"canvas": {"width": \##(width), "height": 600, "scale": 3}, "layers": [\##(alert)]}"##)
        guard case .group(let g) = scene.layers[0], case .glass(let panel) = g[1] else { return [] }
        // The panel's content is the stack the engine laid out: its group's layers, in order.
        func runs(_ layers: [Layer]) -> [GlyphRunLayer] {
            layers.flatMap { layer -> [GlyphRunLayer] in
                switch layer {
                case .glyphs(let run): [run]
                case .group(let inner): runs(inner)
                default: []
                }
            }
        }
        return runs(panel.content)
    }

    /// The message as its own text layer lays it out with room for every line: the glyph count and lines.
    static func untruncated(_ message: String) throws -> (glyphs: Int, lines: Int) {
        let font = try FontLibrary.shared.font(family: "system", weight: .regular, sizePt: 13)
        let block = TextLayout(font: font, weight: .regular, sizePx: 39).layout(
            message, width: 280 * 3, height: 1e6, lines: 100, alignment: .center)
        return (block.glyphs.count, block.lineWidths.count)
    }

    /// Distinct baselines of a run.
    static func lines(_ run: GlyphRunLayer) -> Int { Set(run.glyphs.map(\.y)).count }

    /// An alert's message keeps every line: explicit `\n` and words longer than the estimate allowed for
    /// (the line count was the width ÷ 280 pt: "…Ann.…" and long German words cut).
    @Test(arguments: [
        "Die Datei wird gelöscht.\nDiese Aktion kann nicht rückgängig gemacht werden.\nDanke für Ihr Verständnis.",
        "Versicherungsnehmer Rechtsschutzversicherung Haftpflichtversicherung Verbraucherschutzgesetz Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen",
        "Eins.\n\nZwei.",
    ])
    func alertMessagesKeepEveryLine(message: String) throws {
        let json = String(data: try JSONEncoder().encode(message), encoding: .utf8)!
        let runs = try Self.alertRuns(##"{"type": "alert", "message": \##(json)}"##)
        let expected = try Self.untruncated(message)
        #expect(expected.lines > 1)
        #expect(runs.first?.glyphs.count == expected.glyphs)
        #expect(runs.first.map(Self.lines) == expected.lines - (message.contains("\n\n") ? 1 : 0))
    }

    /// A long alert title wraps too, and pushes the message down rather than overlapping it.
    @Test func alertTitlesWrap() throws {
        let runs = try Self.alertRuns(
            ##"{"type": "alert", "title": "Möchten Sie die Änderungen an diesem Dokument wirklich verwerfen?", "message": "Kurz."}"##
        )
        #expect(runs.count == 3)
        guard runs.count == 3 else { return }
        #expect(Self.lines(runs[0]) == 3)
        #expect(runs[0].glyphs.map(\.y).max()! < runs[1].glyphs.map(\.y).min()!)
    }

    /// Controls in a sheet's content count toward the 256 components of a scene (they were not counted).
    @Test func controlsInSheetsCountTowardTheLimit() {
        let switches = Array(repeating: ##"{"type": "switch", "origin": [0, 0]}"##, count: 256).joined(separator: ", ")
        expectError(
            ##"{"device": "iPhone 17 Pro", "layers": [{"type": "sheet", "content": [\##(switches)]}]}"##,
            path: "layers[0].content[255]", "more than 256 components in the scene")
        // 255 in the sheet and the sheet itself: 256, accepted.
        let fewer = Array(repeating: ##"{"type": "switch", "origin": [0, 0]}"##, count: 255).joined(separator: ", ")
        #expect(throws: Never.self) {
            try resolve(##"{"device": "iPhone 17 Pro", "layers": [{"type": "sheet", "content": [\##(fewer)]}]}"##)
        }
    }
}
