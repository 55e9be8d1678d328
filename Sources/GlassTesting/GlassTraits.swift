import GlassScene

/// Traits `assertGlassSnapshot` renders a scene with, as `glass test --matrix` does: `appearance`, `design`,
/// `device` and the user's settings, each set at the top level of the scene before it renders. Written as a
/// dictionary with the command line's spellings:
///
/// ```swift
/// assertGlassSnapshot(of: scene, matching: golden, traits: ["appearance": "dark", "dynamicType": "AX3", "boldText": true])
/// ```
///
/// The golden is then `NAME[appearance=dark,boldText=true,dynamicType=AX3].png` beside `matching`'s
/// `NAME.png`: keys sorted and values canonical, the name `glass test` gives the same render. A key or value
/// glass does not know fails the assertion with the message the command line gives.
public struct GlassTraits: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// A trait's value: a word (`"dark"`, `"AX3"`, `"iPhone 17 Pro"`) or a boolean.
    public enum Value: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
        case word(String)
        case bool(Bool)

        public init(stringLiteral value: String) { self = .word(value) }
        public init(booleanLiteral value: Bool) { self = .bool(value) }

        var spelling: String {
            switch self {
            case .word(let w): w
            case .bool(let b): b ? "true" : "false"
            }
        }
    }

    /// The traits as written, in order.
    public let pairs: [(key: String, value: Value)]

    public init(dictionaryLiteral elements: (String, Value)...) {
        pairs = elements.map { (key: $0.0, value: $0.1) }
    }

    /// Traits from keys and values spelled as on the command line (`["dynamicType": "AX3"]`).
    public init(_ values: [String: String]) {
        pairs = values.sorted { $0.key < $1.key }.map { (key: $0.key, value: .word($0.value)) }
    }

    public static let none: GlassTraits = [:]

    /// The traits checked and made canonical; an error message when one is unknown or given twice.
    func overrides() -> Result<SceneOverrides, TraitFailure> {
        var out = SceneOverrides()
        var seen: Set<String> = []
        for (key, value) in pairs {
            guard seen.insert(key).inserted else {
                return .failure(TraitFailure(message: "traits: \(key) is given twice"))
            }
            do {
                try out.set(key, value.spelling)
            } catch {
                return .failure(TraitFailure(message: error.describe(at: "traits \(key)")))
            }
        }
        return .success(out)
    }

    public static func == (a: GlassTraits, b: GlassTraits) -> Bool {
        a.pairs.count == b.pairs.count && zip(a.pairs, b.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for (key, value) in pairs {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}

/// Traits that cannot be used, with the line that says why.
struct TraitFailure: Error {
    let message: String
}
