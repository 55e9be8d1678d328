import GlassCore

/// A parsed JSON document. Objects keep their keys in file order.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (l: JSONValue, r: JSONValue) -> Bool {
        switch (l, r) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// A short description of the value for error messages: `"round"`, `[1, 2]`, `an object`.
    public var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return formatNumber(n)
        case .string(let s): return "\"" + (s.count > 40 ? String(s.prefix(40)) + "…" : s) + "\""
        case .array(let items):
            if items.count <= 4,
                items.allSatisfy({ if case .array = $0 { false } else if case .object = $0 { false } else { true } })
            {
                return "[" + items.map(\.summary).joined(separator: ", ") + "]"
            }
            return "an array of \(items.count)"
        case .object: return "an object"
        }
    }
}

/// Formats a number without a trailing `.0` for integers.
func formatNumber(_ n: Double) -> String {
    if n.isFinite, n == n.rounded(), abs(n) < 1e15 {
        return String(WholeNumber.clamped(n, to: -999_999_999_999_999...999_999_999_999_999))
    }
    return String(n)
}
