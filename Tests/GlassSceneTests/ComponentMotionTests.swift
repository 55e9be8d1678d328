import Foundation
import GlassCore
import GlassRender
import Testing

@testable import GlassScene

/// Components in motion, measured frame by frame: each piece of a component's glass moves into its own
/// place in the later state, never into another's.
@Suite struct ComponentMotionTests {
    /// The tab bar minimizing with a search circle, with and without an accessory: the bar collapses toward the
    /// leading side into the selected tab's circle, the search circle stays at the trailing side, and the
    /// accessory moves down between them. Matched in the wrong order, the bar travelled across to become the search circle and
    /// the search circle across to become the tab.
    @Test(arguments: [true, false])
    func theTabBarMinimizesIntoItsSelectedTab(accessory: Bool) throws {
        let json = ##"""
            {"device": "iPhone 17 Pro", "background": "systemTeal",
             "layers": [{"type": "tabBar", "id": "tabs", "search": true, "selected": 1,
                         "tabs": [{"symbol": "house", "title": "Home"}, {"symbol": "gear", "title": "Settings"},
                                  {"symbol": "person", "title": "Me"}]\##(accessory ? #", "accessory": {"content": []}"# : "")}],
             "animation": {"states": [{"transition": "smooth", "changes": {"tabs": {"minimized": true}}}]}}
            """##
        let a = try AnimatedScene.read(bytes: Array(json.utf8), file: "a.json", directory: ".")
        // iPhone 17 Pro, 402 pt wide: the bar's line 21 pt from each side; 3 px a point.
        let (leading, trailing) = (21.0 * 3, 381.0 * 3)
        var frames = 0
        for step in 0...20 {
            guard case .scene(let s) = try a.frame(atS: a.durationS * Double(step) / 20) else { continue }
            let rects = Self.containerRects(RenderPlan(s).steps)
            try #require(rects.count == (accessory ? 3 : 2), "the bar, the search circle (the accessory): \(rects)")
            let (bar, search) = (rects[0], rects[1])
            #expect(abs(bar.x - leading) < 3, "the bar keeps its leading side at \(step)/20: \(bar)")
            #expect(abs(search.x + search.width - trailing) < 3, "the search circle stays trailing: \(search)")
            #expect(bar.x < search.x && rects.dropFirst(2).allSatisfy { $0.x >= bar.x }, "\(rects)")
            frames += 1
        }
        #expect(frames == 21)
    }

    /// The outlines of the first glass group of two or more, looking inside adaptive steps (their light look).
    static func containerRects(_ steps: [RenderPlan.Step]) -> [RectPx] {
        for step in steps {
            switch step {
            case .glass(let g) where g.elements.count >= 2: return g.elements.map(\.outline.rect)
            case .adaptive(let a):
                let inner = containerRects(a.light)
                if !inner.isEmpty { return inner }
            default: continue
            }
        }
        return []
    }
}
