/// Where the text field, stepper, page control and progress view go: a `frame` as given, or their own size
/// centred on a `center` point, as Auto Layout places a control by its intrinsic size.
extension ControlInput {
    /// The frame `[x, y, width, height]` in points: `frame`, or `size(...)` (points) centred on `center`; one
    /// of the two is needed and not both. `size` is asked only for a `center`, and may refuse (it throws at the
    /// user's path) where the control has no size of its own.
    static func placed(
        _ o: ObjectNode, _ type: String, size: () throws(SceneError) -> (widthPt: Double, heightPt: Double)
    ) throws(SceneError) -> [Double] {
        let center = o.optional("center")
        if o.optional("frame") != nil {
            if center != nil { throw o.node.error("a \(type) takes a \"frame\" or a \"center\", not both") }
            return try frame(o)
        }
        guard let center else { throw o.node.error("a \(type) needs a \"frame\" or a \"center\"") }
        let p = try point(center)
        let s = try size()
        return [p[0] - s.widthPt / 2, p[1] - s.heightPt / 2, s.widthPt, s.heightPt]
    }

    /// A box `widthPt` × `heightPt` centred in the frame `f` (a control of a fixed size given a larger or
    /// smaller frame, as Auto Layout centres it).
    static func centred(_ widthPt: Double, _ heightPt: Double, in f: [Double]) -> [Double] {
        [f[0] + (f[2] - widthPt) / 2, f[1] + (f[3] - heightPt) / 2, widthPt, heightPt]
    }

}

/// The text field, stepper, page control and progress view: their type names and where each is lowered.
enum MoreControls {
    static let types = ["textField", "stepper", "pageControl", "progressView"]

    static func lower(_ type: String, _ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        switch type {
        case "textField": try TextField.lower(o, c)
        case "stepper": try Stepper.lower(o, c)
        case "pageControl": try PageControl.lower(o, c)
        default: try ProgressView.lower(o, c)
        }
    }
}
