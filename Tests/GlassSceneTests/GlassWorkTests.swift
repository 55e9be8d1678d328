import Foundation
import GlassCore
import GlassRender
import GlassScene
import Testing

/// Glass work is estimated from the plan (each glass's footprint times its elements and blur taps) and a scene
/// above `RenderLimits.maxGlassWork` is refused before anything is drawn: a container of thousands of elements
/// merged over a wide spacing, or hundreds of full-canvas blurs, rendered for many minutes.
@Suite struct GlassWorkTests {
    static func plan(_ json: String) throws -> Result<RenderPlan, SceneError> {
        let scene = try resolve(json)
        do throws(SceneError) {
            return .success(try Renderer.checkedPlan(scene).plan)
        } catch {
            return .failure(error)
        }
    }

    static func container(_ count: Int, spacing: Int, canvas: Int) -> String {
        let children = (0..<count).map { i in
            ##"{"type": "glass", "frame": [\##(i % 60 * (canvas / 60)), \##(i / 60 % 60 * (canvas / 60)), 10, 10]}"##
        }
        return
            ##"{"canvas": {"width": \##(canvas), "height": \##(canvas), "scale": 1}, "background": "#336699", "layers": [{"type": "glassContainer", "spacing": \##(spacing), "children": [\##(children.joined(separator: ","))]}]}"##
    }

    static func blurs(_ count: Int, side: Int, scale: Int) -> String {
        let layers = (0..<count).map { _ in
            ##"{"type": "glass", "frame": [0, 0, \##(side), \##(side)], "material": {"blurRadius": 100}}"##
        }
        return
            ##"{"canvas": {"width": \##(side), "height": \##(side), "scale": \##(scale)}, "background": "#336699", "layers": [\##(layers.joined(separator: ","))]}"##
    }

    static func expectRefused(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        switch try plan(json) {
        case .success(let p):
            Issue.record("refused expected; estimate \(p.estimatedGlassWork())", sourceLocation: sourceLocation)
        case .failure(let e):
            #expect(e.kind == .badData && e.path.isEmpty, sourceLocation: sourceLocation)
            #expect(
                e.message.contains("pixel-element visits")
                    && e.message.contains("the limit is \(Int(RenderLimits.maxGlassWork / 1e6)) million"),
                "\(e.message)", sourceLocation: sourceLocation)
        }
    }

    /// The reported cases: a 4000-element container with a wide spacing, and 200 full-canvas `blurRadius` 100
    /// glass layers on a 2000×2000 @3× canvas.
    @Test func theReportedScenesAreRefusedBeforeRendering() throws {
        try Self.expectRefused(Self.container(4000, spacing: 1000, canvas: 2000))
        try Self.expectRefused(Self.blurs(200, side: 2000, scale: 3))
        // Their small relations pass: few elements, or few blurs.
        if case .failure(let e) = try Self.plan(Self.container(40, spacing: 1000, canvas: 2000)) {
            Issue.record("\(e.message)")
        }
        if case .failure(let e) = try Self.plan(Self.blurs(2, side: 2000, scale: 3)) { Issue.record("\(e.message)") }
        try Self.expectRefused(Self.blurs(20, side: 2000, scale: 3))
        // One full-canvas glass of the model on a 36 Mpx canvas is well within the limit.
        let full =
            ##"{"canvas": {"width": 6000, "height": 6000, "scale": 1}, "background": "#336699", "layers": [{"type": "glass", "frame": [0, 0, 6000, 6000]}]}"##
        switch try Self.plan(full) {
        case .success(let p): #expect(p.estimatedGlassWork() < RenderLimits.maxGlassWork / 3)
        case .failure(let e): Issue.record("\(e.message)")
        }
    }

    /// The estimate grows with what costs time: elements, footprint and blur.
    @Test func theEstimateFollowsElementsAreaAndBlur() throws {
        func work(_ json: String) throws -> Double {
            switch try Self.plan(json) {
            case .success(let p): p.estimatedGlassWork()
            case .failure(let e): throw e
            }
        }
        let one = try work(Self.container(10, spacing: 1000, canvas: 600))
        #expect(try work(Self.container(20, spacing: 1000, canvas: 600)) > 1.5 * one)
        #expect(try work(Self.blurs(2, side: 500, scale: 1)) > 1.9 * work(Self.blurs(1, side: 500, scale: 1)))
        #expect(try work(Self.blurs(1, side: 500, scale: 2)) > 3.5 * work(Self.blurs(1, side: 500, scale: 1)))
        let empty =
            ##"{"canvas": {"width": 100, "height": 100, "scale": 1}, "background": "#FFFFFF", "layers": []}"##
        #expect(try work(empty) == 0)
        // Glass wholly off the canvas costs nothing.
        let off =
            ##"{"canvas": {"width": 100, "height": 100, "scale": 1}, "background": "#FFFFFF", "layers": [{"type": "glass", "frame": [5000, 5000, 50, 50]}]}"##
        #expect(try work(off) == 0)
    }

    /// Every scene of the repository (the goldens' scenes among them), in both designs, stays under a quarter
    /// of the limit.
    @Test func theRepositorysScenesStayFarUnderTheLimit() throws {
        var most = (work: 0.0, name: "")
        let files = SchemaTests.repositoryScenes()
        #expect(files.count > 50)
        for path in files {
            for design in [Design.liquidGlass, .compatibility] {
                guard let scene = try? SceneLoader.load(path: path, overrides: SceneOverrides.none.with(design)) else {
                    continue  // scenes that are refused on purpose
                }
                let work = RenderPlan(scene).estimatedGlassWork()
                if work > most.work { most = (work, "\(path) \(design)") }
            }
        }
        #expect(most.work < RenderLimits.maxGlassWork / 4, "\(most)")
    }
}
