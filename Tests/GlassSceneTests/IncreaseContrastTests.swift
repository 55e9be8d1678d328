import Foundation
import GlassCore
import GlassRender
import Testing

@testable import GlassScene

/// Increase Contrast swaps the system colours for their accessible variants (Apple's HIG colour table) and
/// the labels, separators and fills for UIKit's high-contrast ones. Before, systemGreen stayed #34C759 and the
/// audit failed text iOS's accessible colours pass.
@Suite struct IncreaseContrastTests {
    /// The text colours of a scene of one text layer per name, in `appearance`, under Increase Contrast or not.
    static func colors(_ names: [String], appearance: String, increaseContrast: Bool) throws -> [StraightColor] {
        let layers = names.enumerated().map { i, name in
            #"{"type": "text", "text": "Aa", "frame": [0, \#(i * 10), 40, 10], "color": "\#(name)"}"#
        }
        let scene = try resolve(
            #"{"canvas": {"width": 40, "height": \#(names.count * 10), "scale": 1}, "appearance": "\#(appearance)", "settings": {"increaseContrast": \#(increaseContrast)}, "layers": [\#(layers.joined(separator: ", "))]}"#
        )
        return scene.layers.map { layer in
            guard case .glyphs(let g) = layer else { return StraightColor(r: -1, g: -1, b: -1) }
            return g.color
        }
    }

    @Test func everySystemColourHasADistinctAccessibleValueInBothLooks() throws {
        // Every system colour and gray the table knows is one Apple lists (the backgrounds and fills are
        // UIKit's, checked below).
        let system = SemanticColors.table.keys.filter {
            $0.hasPrefix("system") && !$0.contains("Background") && !$0.contains("Fill")
        }
        #expect(Set(system) == Set(SemanticColors.higNames))
        #expect(SemanticColors.higNames.count == 18)
        for name in SemanticColors.higNames {
            let standard = try #require(SemanticColors.table[name])
            let accessible = try #require(SemanticColors.increasedContrast[name], "\(name) has no accessible variant")
            #expect(standard.light != accessible.light, "\(name) light")
            #expect(standard.dark != accessible.dark, "\(name) dark")
            #expect(accessible.light & 0xFF == 0xFF && accessible.dark & 0xFF == 0xFF, "\(name) is opaque")
        }
        // Every variant names a colour the table has.
        for name in SemanticColors.increasedContrast.keys { #expect(SemanticColors.table[name] != nil, "\(name)") }
    }

    /// Scenes draw the accessible values: each system colour, in light and dark, as the table gives it, and
    /// the default without the setting.
    @Test func scenesDrawTheAccessibleValues() throws {
        let names = SemanticColors.higNames
        for (appearance, dark) in [("light", false), ("dark", true)] {
            let on = try Self.colors(names, appearance: appearance, increaseContrast: true)
            let off = try Self.colors(names, appearance: appearance, increaseContrast: false)
            for (i, name) in names.enumerated() {
                let accessible = SemanticColors.increasedContrast[name]!
                let standard = SemanticColors.table[name]!
                #expect(
                    on[i] == SemanticColors.color(dark ? accessible.dark : accessible.light), "\(name) \(appearance)")
                #expect(off[i] == SemanticColors.color(dark ? standard.dark : standard.light), "\(name) \(appearance)")
            }
        }
        // The issue's figure.
        #expect(
            try Self.colors(["systemGreen"], appearance: "light", increaseContrast: true)[0]
                == StraightColor(r8: 0x24, g8: 0x8A, b8: 0x3D))
    }

    /// Labels, separators and fills take UIKit's high-contrast variants (more opaque); `label` and
    /// `opaqueSeparator` stay.
    @Test func labelsSeparatorsAndFillsTakeTheirHighContrastVariants() throws {
        let heavier = [
            "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator", "systemFill",
            "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        ]
        for appearance in ["light", "dark"] {
            let on = try Self.colors(
                heavier + ["label", "opaqueSeparator"], appearance: appearance, increaseContrast: true)
            let off = try Self.colors(
                heavier + ["label", "opaqueSeparator"], appearance: appearance, increaseContrast: false)
            for (i, name) in heavier.enumerated() {
                #expect(on[i].a > off[i].a, "\(name) \(appearance): \(on[i].a) after \(off[i].a)")
                #expect(on[i].r == off[i].r && on[i].g == off[i].g && on[i].b == off[i].b, "\(name) keeps its hue")
            }
            #expect(on[heavier.count] == off[heavier.count])
            #expect(on[heavier.count + 1] == off[heavier.count + 1])
        }
        let separator = try Self.colors(["separator"], appearance: "light", increaseContrast: true)[0]
        #expect(separator == StraightColor(r8: 0x3C, g8: 0x3C, b8: 0x43, a8: 0x5E))
    }

    /// The scene's tint defaults to systemBlue: its accessible variant under the setting.
    @Test func theDefaultTintIsTheAccessibleBlue() throws {
        #expect(
            try Self.colors(["tint"], appearance: "light", increaseContrast: true)[0]
                == StraightColor(r8: 0x00, g8: 0x40, b8: 0xDD))
        #expect(
            try Self.colors(["tint"], appearance: "dark", increaseContrast: true)[0]
                == StraightColor(r8: 0x40, g8: 0x9C, b8: 0xFF))
    }

    /// The audit of 17 pt text in the system colours on white: red, orange and blue fail at their default
    /// values (systemRed #FF3B30 is 3.55:1 of the 4.5:1 required) and pass at their accessible ones (#D70015,
    /// 5.4:1); fewer failures in all.
    @Test func theAuditPassesWhatTheAccessibleColoursPass() throws {
        let names = ["systemRed", "systemOrange", "systemBlue", "systemGreen", "systemPurple", "label"]
        func audit(_ increaseContrast: Bool) throws -> [LayerLegibility] {
            let layers = names.enumerated().map { i, name in
                #"{"type": "text", "text": "Hamburgefonstiv", "frame": [10, \#(10 + i * 30), 180, 24], "font": {"size": 17}, "color": "\#(name)"}"#
            }
            let json =
                ##"{"canvas": {"width": 200, "height": 200, "scale": 2}, "background": "#FFFFFF", "settings": {"increaseContrast": \##(increaseContrast)}, "layers": [\##(layers.joined(separator: ", "))]}"##
            return LegibilityAudit.run(RenderPlan(try resolve(json)), workers: .serial).layers
        }
        let before = try audit(false)
        let after = try audit(true)
        #expect(before.count == names.count && after.count == names.count)
        for name in ["systemRed", "systemOrange", "systemBlue"] {
            let i = names.firstIndex(of: name)!
            #expect(!before[i].pass, "\(name) failed before: \(before[i].contrast ?? 0)")
            #expect(after[i].pass, "\(name) passes with Increase Contrast: \(after[i].contrast ?? 0)")
        }
        let red = names.firstIndex(of: "systemRed")!
        #expect(abs(try #require(before[red].contrast) - 3.55) < 0.02)
        #expect(abs(try #require(after[red].contrast) - 5.37) < 0.02)
        let failures = (before.filter { !$0.pass }.count, after.filter { !$0.pass }.count)
        // Red, orange, blue, green and purple fail by default; green alone (#248A3D, 4.4:1) with the setting.
        #expect(failures == (5, 1), "failures \(failures.0) → \(failures.1)")
        #expect(after.allSatisfy { a in a.pass || !before[after.firstIndex { $0.source == a.source }!].pass })
    }

    /// The docs' tables of Increase Contrast colours give the code's figures, every row of both.
    @Test func theDocsTablesAreTheCodes() throws {
        let doc = try String(
            contentsOf: SchemaTests.root.appendingPathComponent("docs/scene-format.md"), encoding: .utf8)
        func hex(_ s: Substring) -> UInt32? {
            let h = s.trimmingCharacters(in: .whitespaces).dropFirst()
            guard let v = UInt32(h, radix: 16) else { return nil }
            return h.count == 6 ? v << 8 | 0xFF : v
        }
        var rows = 0
        for line in doc.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = cells[0].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
            }
            guard names.allSatisfy({ SemanticColors.increasedContrast[$0] != nil }) else { continue }
            let values = cells.dropFirst().flatMap { $0.split(separator: "/") }.compactMap(hex)
            for name in names {
                let (standard, accessible) = (SemanticColors.table[name]!, SemanticColors.increasedContrast[name]!)
                if cells.count == 5 {
                    // name | default light | increased light | default dark | increased dark
                    #expect(values == [standard.light, accessible.light, standard.dark, accessible.dark], "\(name)")
                } else {
                    // name | default light / dark | increased light / dark
                    #expect(values == [standard.light, standard.dark, accessible.light, accessible.dark], "\(name)")
                }
                rows += 1
            }
        }
        #expect(rows == SemanticColors.increasedContrast.count, "every accessible variant is in the docs")
    }
}
