/// What one adaptive glass (or container, or group of glass) measured and chose while rendering: what the
/// renderer logs, and what `glass expand` writes in, so the printed scene shows the decision and renders to
/// the same bytes.
public struct LookDecision: Sendable, Equatable {
    /// The deciding layer's path in the lowered scene, and the glass that followed it.
    public var path: String
    public var memberPaths: [String]
    public var appearance: Appearance
    /// L* of the mean luminance under the region; nil when the region covers no pixel of the canvas (then
    /// the light look is taken).
    public var measuredLightness: Double?

    public init(path: String, memberPaths: [String], appearance: Appearance, measuredLightness: Double?) {
        self.path = path
        self.memberPaths = memberPaths
        self.appearance = appearance
        self.measuredLightness = measuredLightness
    }
}

extension SceneLoader {
    /// A lowered scene as the JSON text `glass expand` prints.
    public static func text(_ lowered: JSONValue) -> String { JSONWriter.write(lowered) }

    /// The lowered scene with each decision written in: every member glass gets `"appearance"` (the look
    /// taken) and `"measuredLightness"` (L*, one decimal, rounded toward the look taken); so does the deciding container or group where it
    /// said `"auto"`. The loader accepts `measuredLightness` and ignores it.
    public static func writing(_ decisions: [LookDecision], into lowered: JSONValue) -> JSONValue {
        var out = lowered
        for d in decisions {
            var pairs: [(key: String, value: JSONValue)] = [("appearance", .string(d.appearance.rawValue))]
            if let l = d.measuredLightness { pairs.append(("measuredLightness", .number(shown(l, d.appearance)))) }
            for p in d.memberPaths { out = setting(pairs, at: steps(p)[...], in: out, onlyIfAuto: false) }
            if !d.memberPaths.contains(d.path) {
                out = setting(pairs, at: steps(d.path)[...], in: out, onlyIfAuto: true)
            }
        }
        return out
    }

    /// L* to one decimal, rounded toward the look taken (down for dark, up for light), so the figure printed
    /// is never on the other side of the threshold from the decision (50.04 over a threshold of 50.03 is
    /// 50.1, not 50).
    static func shown(_ lightness: Double, _ look: Appearance) -> Double {
        (look == .dark ? (lightness * 10).rounded(.down) : (lightness * 10).rounded(.up)) / 10
    }

    /// A lowered path (`layers[2].children[0]`) as keys and indices.
    static func steps(_ path: String) -> [Either] {
        var out: [Either] = []
        for part in path.split(separator: ".") {
            var name = Substring(part)
            var indices: [Int] = []
            while name.hasSuffix("]"), let open = name.lastIndex(of: "[") {
                let digits = name[name.index(after: open)..<name.index(before: name.endIndex)].utf8
                guard !digits.isEmpty, digits.count < 10, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { break }
                let i = digits.reduce(0) { $0 * 10 + Int(truncatingIfNeeded: $1 - 48) }
                indices.insert(i, at: 0)
                name = name[..<open]
            }
            if !name.isEmpty { out.append(.key(String(name))) }
            out.append(contentsOf: indices.map { .index($0) })
        }
        return out
    }

    enum Either {
        case key(String)
        case index(Int)
    }

    static func setting(
        _ pairs: [(key: String, value: JSONValue)], at path: ArraySlice<Either>, in value: JSONValue, onlyIfAuto: Bool
    ) -> JSONValue {
        guard let first = path.first else {
            guard case .object(var members) = value else { return value }
            if onlyIfAuto && !members.contains(where: { $0.key == "appearance" && $0.value == .string("auto") }) {
                return value
            }
            for (k, v) in pairs {
                if let i = members.firstIndex(where: { $0.key == k }) {
                    members[i].value = v
                } else {
                    members.append((k, v))
                }
            }
            return .object(members)
        }
        switch (first, value) {
        case (.key(let k), .object(var members)):
            guard let i = members.firstIndex(where: { $0.key == k }) else { return value }
            members[i].value = setting(pairs, at: path.dropFirst(), in: members[i].value, onlyIfAuto: onlyIfAuto)
            return .object(members)
        case (.index(let i), .array(var items)) where items.indices.contains(i):
            items[i] = setting(pairs, at: path.dropFirst(), in: items[i], onlyIfAuto: onlyIfAuto)
            return .array(items)
        default:
            return value
        }
    }
}
