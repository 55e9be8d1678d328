import Foundation
import Testing

/// An animated scene's numbers at the edges: how far a glass has materialized and is pressed, its content's
/// blur, and each
/// transition's duration, bounce, response, damping and delay. Each value loads and renders (the first
/// state), or is refused at its path in one line.
extension SchemaEdgeValueTests {
    static let motionTemplate = ##"""
        {"canvas": {"width": 40, "height": 30, "scale": 1},
         "layers": [{"type": "glass", "id": "g", "frame": [4, 4, 20, 20], "materialize": @MZ, "press": @PS,
                     "contentBlur": @CB, "content": [{"type": "shape", "frame": [4, 4, 8, 8], "fill": "#FF0000"}]}],
         "animation": {"snapshots": [@SN], "states": [
          {"transition": {"duration": @DU, "bounce": @BO}, "delay": @DL, "changes": {"g": {"frame": [10, 4, 20, 20]}}},
          {"transition": {"response": @RE, "dampingFraction": @DF}, "changes": {"g": {"frame": [4, 4, 20, 20]}}}]}}
        """##

    static let motionFields: [Field] = [
        Field(name: "SN", defaultValue: "0.1", path: "animation.snapshots[0]", accepts: within(0, 60)),
        Field(name: "MZ", defaultValue: "0.5", path: "layers[0].materialize", accepts: within(0, 1)),
        Field(name: "PS", defaultValue: "0.5", path: "layers[0].press", accepts: within(0, 1.5)),
        Field(name: "CB", defaultValue: "2", path: "layers[0].contentBlur", accepts: within(0, 100)),
        Field(
            name: "DU", defaultValue: "0.5", path: "animation.states[0].transition.duration", accepts: within(0, 10)),
        Field(name: "BO", defaultValue: "0.2", path: "animation.states[0].transition.bounce", accepts: within(-1, 1)),
        Field(name: "DL", defaultValue: "0.1", path: "animation.states[0].delay", accepts: within(0, 10)),
        Field(
            name: "RE", defaultValue: "0.3", path: "animation.states[1].transition.response", accepts: within(0, 10)),
        Field(
            name: "DF", defaultValue: "0.8", path: "animation.states[1].transition.dampingFraction",
            accepts: within(0, 10)),
    ]

    @Test(arguments: motionFields.map { $0.name })
    func motionNumbersAtTheirEdges(name: String) async throws {
        try await EdgeValueTests.probe(
            Self.motionFields.first { $0.name == name }!, template: Self.motionTemplate, fields: Self.motionFields,
            probes: Self.probes)
    }

    /// The schema's motion numbers → their probes.
    static let motionCoverage: [String: String] = [
        "animation.snapshots[]": "A.SN", "glass.materialize": "A.MZ", "glass.press": "A.PS", "glass.contentBlur": "A.CB", "animation.states[].transition.duration": "A.DU",
        "animation.states[].transition.bounce": "A.BO", "animation.states[].delay": "A.DL",
        "animation.states[].transition.response": "A.RE", "animation.states[].transition.dampingFraction": "A.DF",
    ]
}
