import Foundation
import GlassRender
import GlassScene
import Testing

/// The audit's re-rendered windows at edge values: each figure equals the one measured against a whole render
/// of the scene without the layer (`AuditTests.reference`), with the glass partly off the canvas, a 1 pt glass,
/// blur radius 0 and large, and a tiny canvas at 3×.
@Suite struct AuditEdgeTests {
    static let stripes = ##"""
        {"type": "shape", "frame": [0, 0, 100, 120], "fill": "#FF9500"},
        {"type": "shape", "frame": [60, 20, 40, 90], "corners": 12, "fill": "#5856D6"}
        """##

    static let glasses = [
        #"{"type": "glass", "frame": [-60, 35, 120, 40], "corners": 20}"#,
        #"{"type": "glass", "frame": [150, 30, 120, 50], "corners": 20}"#,
        #"{"type": "glass", "frame": [60, 50, 1, 1]}"#,
        #"{"type": "glass", "frame": [50, 35, 120, 40], "corners": 20, "material": {"blurRadius": 0}}"#,
        #"{"type": "glass", "frame": [50, 35, 120, 40], "corners": 20, "material": {"blurRadius": 60}}"#,
        #"{"type": "glass", "style": "clear", "frame": [-20, -20, 240, 160], "corners": 20}"#,
    ]

    @Test(arguments: glasses)
    func aWindowAtAnEdgeMatchesAWholeRenderWithoutTheLayer(glass: String) throws {
        let label =
            ##"{"type": "text", "text": "Under the glass", "frame": [-30, 40, 160, 30], "font": {"size": 17}, "color": "#3A3A3C"}"##
        let with = AuditTests.page("\(Self.stripes), \(label), \(glass)", scale: 1)
        let plan = RenderPlan(try resolve(with))
        let audited = try #require(LegibilityAudit.run(plan).layers.first)
        let expected = try AuditTests.reference(
            plan, run: 0, without: AuditTests.page("\(Self.stripes), \(glass)", scale: 1))
        #expect(audited.inkPixels == expected.inkPixels)
        #expect(abs(try #require(audited.contrast) - expected.contrast) < 1e-12)
    }

    /// A 20 × 12 pt canvas at 3×, a glass over half its label.
    @Test func aTinyCanvasAtThreeTimes() throws {
        func page(_ layers: String) -> String {
            ##"{"canvas": {"width": 20, "height": 12, "scale": 3}, "background": "#FFFFFF", "layers": [\##(layers)]}"##
        }
        let back = ##"{"type": "shape", "frame": [0, 0, 10, 12], "fill": "#FF9500"}"##
        let label =
            ##"{"type": "text", "text": "Hi", "frame": [1, 0, 19, 12], "font": {"size": 9}, "color": "#3A3A3C"}"##
        let glass = #"{"type": "glass", "frame": [8, 2, 30, 8], "corners": 4}"#
        let plan = RenderPlan(try resolve(page("\(back), \(label), \(glass)")))
        let audited = try #require(LegibilityAudit.run(plan).layers.first)
        let expected = try AuditTests.reference(plan, run: 0, without: page("\(back), \(glass)"))
        #expect(audited.inkPixels == expected.inkPixels)
        #expect(abs(try #require(audited.contrast) - expected.contrast) < 1e-12)
        #expect(expected.changed)
    }

    /// What the audit holds stays within what it reserves with many glass over one label, a container of many,
    /// glass wider than the canvas with a large blur, labels inside glass.
    @Test func theAuditHoldsNoMoreThanItReservesAtEdges() throws {
        let label = AuditTests.text("#3A3A3C", size: 17)
        let many = (0..<6).map { #"{"type": "glass", "frame": [\#($0 * 15), 5, 40, 100], "corners": 10}"# }
        let container =
            #"{"type": "glassContainer", "spacing": 40, "children": ["#
            + (0..<16).map { #"{"type": "glass", "frame": [\#($0 * 12), \#($0 * 7), 30, 30], "corners": 15}"# }
            .joined(separator: ", ") + "]}"
        let scenes = [
            AuditTests.page("\(label), " + many.joined(separator: ", ")),
            AuditTests.page("\(label), \(container)"),
            AuditTests.page(
                "\(label), {\"type\": \"glass\", \"frame\": [-100, -100, 400, 320], \"material\": {\"blurRadius\": 100}}",
                scale: 1),
            AuditTests.page(
                "{\"type\": \"glass\", \"frame\": [0, 0, 200, 120], \"content\": [\(label)]}, "
                    + many.prefix(4).joined(separator: ", ")),
        ]
        for json in scenes {
            let plan = RenderPlan(try resolve(json))
            let statistics = AuditStatistics()
            _ = LegibilityAudit.run(plan, statistics: statistics)
            #expect(
                statistics.heldBytes <= LegibilityAudit.reservedBytes(plan),
                "\(statistics.heldBytes) > \(LegibilityAudit.reservedBytes(plan))")
        }
    }
}
