import Foundation
import GlassScene
import Testing

@testable import GlassRender

/// The layout audit's `smallTarget` counts the bars: each bar item's glass capsule and each tab's column of its
/// bar is a touch target, at the user's path, measured as drawn (not its glyph); one under 44 × 44 pt is found.
/// Where they sit is judged by their ink, as the bars' other parts are (no `unsafe` or `offCanvas` from them).
@Suite struct BarTargetTests {
    typealias S = ChromeScreens

    static func scene(_ layers: String, device: String = "iPhone 17 Pro", orientation: String = "portrait",
        design: String = "liquidGlass"
    ) throws -> ResolvedScene {
        try resolve(
            ##"{"device": "\##(device)", "orientation": "\##(orientation)", "design": "\##(design)", "canvas": {"scale": 1}, "layers": [\##(layers)]}"##
        )
    }

    /// The targets' paths and sizes in points (`layers[0].tabs[1] 112 × 62`).
    static func targets(_ s: ResolvedScene) -> [String] {
        s.controls.filter { ControlTarget.barTargets.contains($0.type) }.map {
            "\($0.path) \(LayoutAudit.points($0.framePx.width / s.scale)) × \(LayoutAudit.points($0.framePx.height / s.scale))"
        }
    }

    @Test(arguments: S.designs)
    func everyTabAndBarItemIsATarget(design: String) throws {
        let tabs = try Self.scene(S.tabBar(""), design: design)
        #expect(
            Self.targets(tabs).map { $0.split(separator: " ")[0] } == [
                "layers[0].tabs[0]", "layers[0].tabs[1]", "layers[0].tabs[2]",
            ], "\(Self.targets(tabs))")
        let toolbar = try Self.scene(S.screens.first { $0.name == "toolbar" }!.layers, design: design)
        let paths = Set(Self.targets(toolbar).map { String($0.split(separator: " ")[0]) })
        if design == "liquidGlass" {
            // Glass capsules: the trash alone, Edit alone, the folder and pencil sharing one.
            #expect(paths.count == 3, "\(Self.targets(toolbar))")
            #expect(paths.contains("layers[0].items[0]") && paths.contains("layers[0].items[2]"))
        }
        // In landscape, the compact bar's tabs, each as wide as its symbol and title.
        let compact = try Self.scene(S.tabBar(""), orientation: "landscape", design: design)
        #expect(Self.targets(compact).count == 3, "\(Self.targets(compact))")
    }

    /// A tab's target is its column of the bar, not its glyph: on the iPhone 17 Pro a Liquid Glass tab of three
    /// is the bar's width less its insets and padding, a third each, and the capsule's 62 pt tall.
    @Test func aTabsTargetIsItsColumnOfTheBar() throws {
        let s = try Self.scene(S.tabBar(""))
        let room: Double = 402 - 2 * 21 - 2 * 4
        // In whole pixels, as the engine lays the bar out.
        let first = try #require(Self.targets(s).first).split(separator: " ")
        #expect(first[0] == "layers[0].tabs[0]" && first[2] == "×" && first[3] == "62")
        #expect(abs(Double(first[1])! - room / 3) <= 0.5, "\(first)")
        #expect(LayoutAudit.findings(s, layers: []).isEmpty)
    }

    /// A pre-26 tab bar on an iPhone SE in landscape is 32 pt tall (no home indicator under it): each tab's
    /// target is under 44 pt, found at the tab's path; an iPhone 17 Pro's, over its 21 pt bottom safe area, is not.
    @Test func aTargetUnder44PointsIsASmallTarget() throws {
        let se = try Self.scene(
            S.tabBar(""), device: "iPhone SE (3rd generation)", orientation: "landscape", design: "compatibility")
        let found = LayoutAudit.findings(se, layers: [])
        #expect(found.map { "\($0.path) \($0.kind.rawValue)" } == (0..<3).map { "layers[0].tabs[\($0)] smallTarget" })
        #expect(found.first?.detail.hasPrefix("the tab's hit area is ") == true)
        #expect(found.first?.detail.hasSuffix(" × 32 pt") == true, "\(found)")
        let pro = try Self.scene(S.tabBar(""), orientation: "landscape", design: "compatibility")
        #expect(LayoutAudit.findings(pro, layers: []).isEmpty)
    }

    /// A user's own glass or shape named like a target is not one (only the bars' lowering makes them).
    @Test func aUsersLayerNamedLikeATargetIsNone() throws {
        let s = try Self.scene(
            ##"{"type": "glass", "name": "barItem", "frame": [10, 100, 20, 20]}, {"type": "shape", "name": "tab", "frame": [10, 200, 20, 20]}"##
        )
        #expect(s.controls.isEmpty)
        #expect(LayoutAudit.findings(s, layers: []).isEmpty)
    }
}
