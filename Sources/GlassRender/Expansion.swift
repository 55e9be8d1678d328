import GlassCore
import GlassScene

/// `glass expand`: the scene lowered to primitive layers, with the decision of each adaptive glass written
/// in. Adaptive glass decides while rendering, so a scene that has any is rendered to learn them (the
/// same render `glass render` makes, on `workers`); the text printed loads and renders to the same bytes.
public enum Expansion {
    public static func expand(
        bytes: [UInt8], file: String, directory: String, overrides: SceneOverrides = .none, workers: Workers = .serial
    ) throws(SceneError) -> String {
        let (lowered, scene) = try SceneLoader.expanded(
            bytes: bytes, file: file, directory: directory, overrides: overrides)
        guard scene.layers.contains(where: \.holdsAdaptiveGlass) else { return SceneLoader.text(lowered) }
        let (plan, _) = try Renderer.checkedPlan(scene)
        let log = DecisionLog()
        _ = Renderer.render(plan, workers: workers, decisions: log)
        return SceneLoader.text(SceneLoader.writing(log.decisions, into: lowered))
    }
}

extension Layer {
    /// Whether the layer is or holds glass whose look is decided while rendering.
    var holdsAdaptiveGlass: Bool {
        switch self {
        case .adaptive: true
        case .group(let layers): layers.contains(where: \.holdsAdaptiveGlass)
        case .glass(let g): g.content.contains(where: \.holdsAdaptiveGlass)
        case .container(let c): c.children.contains { $0.content.contains(where: \.holdsAdaptiveGlass) }
        default: false
        }
    }
}
