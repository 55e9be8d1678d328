import GlassCore

/// An animated scene as a file states it (SwiftUI's model: states, not keyframes): the scene is the first
/// state; `animation.states` lists the states after it, each changing some layers (found by their `id`)
/// and saying how the screen moves there (`transition`, after a `delay`). A still scene is an animated one
/// with one state. Reading it gives each state's whole scene JSON, ready to lower as any scene.
struct AnimationFile {
    /// Most states after the first.
    static let maxStates = 256
    /// Longest transition and delay, in seconds; a spring that has not settled by then ends there.
    static let maxStepS = 10.0
    /// Each state is a whole scene: the states of a scene of B bytes may come to this many bytes in all.
    static let maxStateBytes = 64 << 20

    struct Step {
        var curve: MotionCurve
        var delayS: Double
        /// Where the user wrote this state (`animation.states[2]`).
        var path: String
        /// The user's path of each changed member in the scene → where the state wrote it.
        var written: [(scenePath: String, statePath: String)]
    }

    /// Each state's scene (ids and `present` removed; an absent layer an empty group at its place).
    var states: [JSONValue] = []
    /// `steps[i]` leads from state i to state i + 1.
    var steps: [Step] = []
    /// The instants `glass test` compares besides the start and the end (`animation.snapshots`), seconds.
    var snapshotsS: [Double] = []
    /// Most `snapshots`.
    static let maxSnapshots = 64

    /// A layer's location: the member keys and indices from the scene's root.
    enum Key: Equatable {
        case member(String)
        case index(Int)
    }

    /// The states of `root`, a scene file of `sourceBytes` bytes.
    static func read(_ root: JSONValue, file: String, sourceBytes: Int) throws(SceneError) -> AnimationFile {
        let rootNode = Node(value: root, path: "", file: file)
        guard case .object(let members) = root else { return AnimationFile(states: [root]) }
        var ids: [String: (keys: [Key], path: String)] = [:]
        try collectIDs(rootNode, keys: [], into: &ids)
        var scene = JSONValue.object(members.filter { $0.key != "animation" })
        var out = AnimationFile()
        out.states.append(Self.finished(scene))
        guard let animation = members.first(where: { $0.key == "animation" }) else { return out }
        let a = try rootNode.child("animation", animation.value).object(allowed: ["states", "snapshots"])
        if let s = a.optional("snapshots") {
            let list = try s.array()
            if list.count > maxSnapshots { throw s.error("\(list.count) snapshots; the limit is \(maxSnapshots)") }
            for n in list { out.snapshotsS.append(try n.number(in: 0...60, what: "an instant in seconds")) }
        }
        let statesNode = try a.required("states")
        let list = try statesNode.array()
        if list.count > maxStates {
            throw statesNode.error("\(list.count) states; the limit is \(maxStates) after the first")
        }
        if list.count * max(1, sourceBytes) > maxStateBytes {
            throw statesNode.error(
                "\(list.count) states of a scene of \(sourceBytes) bytes; the states may come to \(maxStateBytes >> 20) MB in all"
            )
        }
        for stateNode in list {
            let s = try stateNode.object(allowed: ["name", "changes", "transition", "delay"])
            if let n = s.optional("name") { _ = try n.string() }
            let given = try s.optional("transition").map(Self.transition)
            var changed: [(key: String, value: JSONValue)] = []
            let delay = try s.optional("delay")?.number(in: 0...maxStepS, what: "a delay in seconds") ?? 0
            var written: [(String, String)] = []
            if let changes = s.optional("changes") {
                let c = try changes.object(allowed: Self.anyKey(changes.value))
                for (id, value) in c.members {
                    let change = c.node.child(id, value)
                    guard let target = ids[id] else {
                        let known = ids.keys.sorted().prefix(8).map { "\"\(truncatedForMessage($0))\"" }
                        throw change.error(
                            "no layer has the id \"\(truncatedForMessage(id))\""
                                + (known.isEmpty
                                    ? "; give a layer an \"id\" to change it"
                                    : "; ids: \(known.joined(separator: ", "))"))
                    }
                    let set = try change.object(allowed: Self.anyKey(value))
                    for m in set.members {
                        if m.key == "type" || m.key == "id" {
                            throw change.child(m.key, m.value).error(
                                m.key == "type"
                                    ? "a state cannot change a layer's kind; give the new kind its own layer and id"
                                    : "a state cannot change a layer's id")
                        }
                        if m.key == "present", case .bool = m.value {
                        } else if m.key == "present" {
                            throw change.child(m.key, m.value).expected("true or false")
                        }
                        scene = Self.setting(scene, at: target.keys, m.key, m.value)
                        changed.append(m)
                        written.append(("\(target.path).\(m.key)", change.child(m.key, m.value).path))
                    }
                }
            }
            let curve = given ?? Self.defaultCurve(changed)
            out.steps.append(Step(curve: curve, delayS: delay, path: stateNode.path, written: written))
            out.states.append(Self.finished(scene))
        }
        return out
    }

    /// Measured on the iOS 26 simulator by others (≈): a press goes in with response 0.28 s and damping 0.63,
    /// and is released with response 0.38 s and damping 0.55.
    static let pressIn = Spring(responseS: 0.28, dampingFraction: 0.63)
    static let pressRelease = Spring(responseS: 0.38, dampingFraction: 0.55)

    /// A state without a `transition`: a press or a release when it only presses or releases (`pressed`,
    /// `state`), else `.smooth`.
    static func defaultCurve(_ changed: [(key: String, value: JSONValue)]) -> MotionCurve {
        guard !changed.isEmpty, changed.allSatisfy({ $0.key == "pressed" || $0.key == "state" }) else {
            return .spring(.smooth)
        }
        let pressing = changed.contains { $0.value == .bool(true) || $0.value == .string("pressed") }
        return .spring(pressing ? pressIn : pressRelease)
    }

    /// Every member name of an object (a state may set any key of its layer; the scene's reader checks it).
    static func anyKey(_ v: JSONValue) -> [String] {
        guard case .object(let m) = v else { return [] }
        return m.map(\.key)
    }

    /// A transition: a preset's name, `{"duration", "bounce"}`, `{"response", "dampingFraction"}` or
    /// `{"curve", "duration"}`.
    static func transition(_ node: Node) throws(SceneError) -> MotionCurve {
        if case .string = node.value {
            return try node.choice([
                ("smooth", .spring(.smooth)), ("snappy", .spring(.snappy)), ("bouncy", .spring(.bouncy)),
                ("default", .spring(Spring(responseS: 0.55, dampingFraction: 1))),
                ("spring", .spring(Spring(responseS: 0.5, dampingFraction: 0.825))),
                ("interactiveSpring", .spring(Spring(responseS: 0.15, dampingFraction: 0.86))),
                ("linear", .timed(.linear, durationS: 0.35)), ("easeIn", .timed(.easeIn, durationS: 0.35)),
                ("easeOut", .timed(.easeOut, durationS: 0.35)), ("easeInOut", .timed(.easeInOut, durationS: 0.35)),
            ])
        }
        let o = try node.object(allowed: ["duration", "bounce", "response", "dampingFraction", "curve"])
        let seconds = 0...maxStepS
        if let curve = o.optional("curve") {
            let c = try curve.choice([
                ("linear", TimingCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
            ])
            for k in ["bounce", "response", "dampingFraction"] where o.optional(k) != nil {
                throw o.optional(k)!.error("a timing curve takes a \"duration\"; \"\(k)\" is a spring's")
            }
            let d = try o.optional("duration")?.number(in: seconds, what: "a duration in seconds") ?? 0.35
            return .timed(c, durationS: d)
        }
        if let r = o.optional("response") {
            for k in ["duration", "bounce"] where o.optional(k) != nil {
                throw o.optional(k)!.error("give \"response\" and \"dampingFraction\", or \"duration\" and \"bounce\"")
            }
            let response = try r.number(in: seconds, what: "a response in seconds")
            let fraction = try o.optional("dampingFraction")?.number(in: 0...10, what: "a damping fraction") ?? 0.825
            return .spring(Spring(responseS: response, dampingFraction: fraction))
        }
        if let f = o.optional("dampingFraction") {
            throw f.error("a damping fraction goes with a \"response\"")
        }
        let d = try o.optional("duration")?.number(in: seconds, what: "a duration in seconds") ?? 0.5
        let b = try o.optional("bounce")?.number(in: -1...1, what: "a bounce from -1 to 1") ?? 0
        return .spring(Spring(durationS: d, bounce: b))
    }
}
