import GlassCore

/// A scene in time: its states, each lowered and checked as a still scene when it is loaded, and the
/// transitions between them on one clock. `scene(atS:)` gives the scene at any instant, computed directly
/// (the springs in closed form), so a frame is the same whether it is rendered alone or in a run: before the
/// first transition and after each settles it is exactly that state's still scene.
public struct AnimatedScene {
    struct State {
        var lowered: JSONValue
        var provenance: Provenance
        var hardware: DisplayHardware
    }

    /// One transition on the clock.
    public struct Transition: Sendable {
        /// When it starts (after its delay) and when it is done, in seconds from the start.
        public var startS: Double, endS: Double
        let curve: MotionCurve
        /// Something appears or disappears (it takes at least the materialize times).
        let changesPresence: Bool
    }

    let file: String, directory: String
    let states: [State]
    public let transitions: [Transition]
    /// The settings of the first state (Reduce Motion among them).
    public let settings: SceneSettings
    /// The scene's size in pixels.
    public let widthPx: Int, heightPx: Int
    /// Pixels per point.
    public let scale: Double
    let images: SceneImages

    /// The instants the scene names for golden tests (`animation.snapshots`), in seconds.
    public let snapshotsS: [Double]

    /// The states' count (a still scene: 1).
    public var stateCount: Int { states.count }
    /// When the last transition is done, in seconds (0 for a still scene).
    public var durationS: Double { transitions.last?.endS ?? 0 }

    /// The scene at `path` with its states, every state checked as a still scene (a problem found in what a
    /// state changed is reported where the state wrote it).
    public static func load(path: String, overrides: SceneOverrides = .none) throws(SceneError) -> AnimatedScene {
        let bytes = try SceneLoader.readFile(path, limit: SceneLoader.maxSceneBytes, file: path, jsonPath: "")
        return try read(bytes: bytes, file: path, directory: SceneLoader.directory(of: path), overrides: overrides)
    }

    /// An animated scene held in memory.
    public static func read(bytes: [UInt8], file: String, directory: String, overrides: SceneOverrides = .none)
        throws(SceneError) -> AnimatedScene
    {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw SceneError(.badData, file: file, path: "", "invalid JSON at \(error.description)")
        }
        let animation = try AnimationFile.read(json, file: file, sourceBytes: bytes.count)
        return try make(animation, file: file, directory: directory, overrides: overrides)
    }

    /// Two whole scenes, the second reached from the first by `transition` (`glass animate BEFORE AFTER`).
    public static func pair(
        before: (bytes: [UInt8], file: String), after: (bytes: [UInt8], file: String), directory: String,
        overrides: SceneOverrides = .none
    ) throws(SceneError) -> AnimatedScene {
        var states: [JSONValue] = []
        for side in [before, after] {
            let json: JSONValue
            do {
                json = try JSONParser.parse(side.bytes)
            } catch {
                throw SceneError(.badData, file: side.file, path: "", "invalid JSON at \(error.description)")
            }
            let one = try AnimationFile.read(json, file: side.file, sourceBytes: side.bytes.count)
            if one.states.count > 1 {
                throw SceneError(
                    .badData, file: side.file, path: "animation",
                    "glass animate BEFORE AFTER takes two still scenes; this one has states of its own")
            }
            states.append(one.states[0])
        }
        let file = AnimationFile(
            states: states,
            steps: [AnimationFile.Step(curve: .spring(.smooth), delayS: 0, path: "", written: [])])
        return try make(
            file, file: after.file, directory: directory, overrides: overrides, files: [before.file, after.file])
    }

    static func make(
        _ a: AnimationFile, file: String, directory: String, overrides: SceneOverrides, files: [String]? = nil
    ) throws(SceneError) -> AnimatedScene {
        let images = SceneImages(budget: SceneLimits.maxImagePixels)
        var states: [State] = []
        var first: ResolvedScene? = nil
        for (k, json) in a.states.enumerated() {
            let stateFile = files?[k] ?? file
            // Each state is a still scene: lowered, then resolved once to check it whole.
            let state = overrides.applied(to: json)
            do {
                let resolved = try SceneLoader.resolve(
                    json: state, sourceBytes: 0, file: stateFile, directory: directory, images: images)
                if first == nil { first = resolved }
                let lowered = try SceneLoader.lowerScene(
                    json: state, sourceBytes: 0, file: stateFile, directory: directory, overrides: .none, images: images
                )
                states.append(State(lowered: lowered.value, provenance: lowered.provenance, hardware: lowered.hardware))
            } catch {
                throw k == 0 ? error : a.steps[k - 1].located(error)
            }
        }
        var transitions: [Transition] = []
        var clock = 0.0
        for (i, step) in a.steps.enumerated() {
            let tween = LoweredTween(
                from: .init(value: states[i].lowered, provenance: states[i].provenance),
                to: .init(value: states[i + 1].lowered, provenance: states[i + 1].provenance))
            let presence = tween.changesPresence
            let start = clock + step.delayS
            var length = min(AnimationFile.maxStepS, step.curve.endS(tolerance: Materialize.settledWithin))
            if presence { length = max(length, Materialize.outS) }
            transitions.append(
                Transition(startS: start, endS: start + length, curve: step.curve, changesPresence: presence))
            clock = start + length
        }
        return AnimatedScene(
            file: file, directory: directory, states: states, transitions: transitions,
            settings: first!.settings, widthPx: first!.widthPx, heightPx: first!.heightPx, scale: first!.scale,
            images: images, snapshotsS: a.snapshotsS)
    }
}

extension AnimationFile.Step {
    /// `error`, found in a state's scene, located where the state wrote the value (else where the scene did).
    func located(_ error: SceneError) -> SceneError {
        var e = error
        for w in written
        where e.path == w.scenePath || e.path.hasPrefix(w.scenePath + ".")
            || e.path.hasPrefix(w.scenePath + "[")
        {
            e.path = w.statePath + e.path.dropFirst(w.scenePath.count)
            return e
        }
        return e
    }
}

extension AnimatedScene {
    /// The frames `glass test` compares besides the first state (`NAME.png`) for the scene at `path`: `end`
    /// (when every transition is done) and each of `animation.snapshots` in seconds as names spell it
    /// (`0.250`), in order; none for a still scene, or one that does not read (its still check reports why).
    public static func goldenInstants(ofSceneAt path: String) -> [String] {
        guard let bytes = try? SceneLoader.readFile(path, limit: SceneLoader.maxSceneBytes, file: path, jsonPath: ""),
            let json = try? JSONParser.parse(bytes),
            let file = try? AnimationFile.read(json, file: path, sourceBytes: bytes.count), file.states.count > 1
        else { return [] }
        var out = ["end"]
        for s in file.snapshotsS where !out.contains(instantName(s)) { out.append(instantName(s)) }
        return out
    }

    /// An instant as golden names spell it: seconds with three decimals (`0.250`).
    public static func instantName(_ s: Double) -> String {
        let ms = WholeNumber.clamped(s * 1000, .toNearestOrAwayFromZero, to: 0...WholeNumber.limit)
        let frac = String(ms % 1000)
        return "\(ms / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)"
    }
}
