import GlassCore

extension AnimatedScene {
    /// What is drawn at an instant: one scene, or (Reduce Motion) two stills cross-faded by `amount`.
    public enum Frame {
        case scene(ResolvedScene)
        case crossFade(from: ResolvedScene, to: ResolvedScene, amount: Double)
    }

    /// The instant each state is reached (the first at 0, each next when its transition is done), in seconds.
    public var stateTimesS: [Double] { [0] + transitions.map(\.endS) }

    /// The frame at `t` seconds. Before a transition starts (and at its first instant) it is exactly the
    /// state it leaves; from when it is done, exactly the state it reaches.
    public func frame(atS t: Double) throws(SceneError) -> Frame {
        guard let i = transitions.lastIndex(where: { $0.startS < t }) else { return .scene(try still(0)) }
        let tr = transitions[i]
        if t >= tr.endS { return .scene(try still(i + 1)) }
        let local = t - tr.startS
        if settings.reduceMotion {
            let amount = TimingCurve.easeInOut.progress(local / min(Materialize.crossFadeS, tr.endS - tr.startS))
            return amount >= 1
                ? .scene(try still(i + 1)) : .crossFade(from: try still(i), to: try still(i + 1), amount: amount)
        }
        let tween = LoweredTween(
            from: .init(value: states[i].lowered, provenance: states[i].provenance),
            to: .init(value: states[i + 1].lowered, provenance: states[i + 1].provenance))
        let value = tween.frame(progress: tr.curve.progress(atS: local), presence: Materialize.presence(atS: local))
        return .scene(try resolve(value, state: i + 1))
    }

    /// State `k` as its still scene.
    func still(_ k: Int) throws(SceneError) -> ResolvedScene { try resolve(states[k].lowered, state: k) }

    /// A lowered scene resolved as drawing resolves any, with state `k`'s provenance and hardware.
    func resolve(_ lowered: JSONValue, state k: Int) throws(SceneError) -> ResolvedScene {
        var resolver = SceneResolver(file: file, directory: directory, images: images)
        resolver.provenance = states[k].provenance
        var scene: ResolvedScene
        do {
            scene = try resolver.resolve(Node(value: lowered, path: "", file: file))
        } catch {
            throw states[k].provenance.userError(error)
        }
        scene.hardware = states[k].hardware.scaled(scene.scale)
        return scene
    }
}
