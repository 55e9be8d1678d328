/// Writes a `JSONValue` as text: objects in their key order, two-space indentation, arrays of numbers on
/// one line, numbers in their shortest form that reads back to the same `Double` (so an expanded scene
/// renders to the same bytes).
public enum JSONWriter {
    public static func write(_ value: JSONValue) -> String {
        var out = ""
        emit(value, indent: 0, into: &out)
        out += "\n"
        return out
    }

    static func emit(_ value: JSONValue, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        // −0 keeps its sign (formatNumber writes "0"): the same bits read back.
        case .number(let n): out += n == 0 && n.sign == .minus ? "-0" : formatNumber(n)
        case .string(let s): out += quoted(s)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
            } else if items.allSatisfy({
                if case .array = $0 { false } else if case .object = $0 { false } else { true }
            }) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    emit(item, indent: indent, into: &out)
                }
                out += "]"
            } else {
                out += "[\n"
                for (i, item) in items.enumerated() {
                    out += pad + "  "
                    emit(item, indent: indent + 1, into: &out)
                    out += i < items.count - 1 ? ",\n" : "\n"
                }
                out += pad + "]"
            }
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += pad + "  " + quoted(m.key) + ": "
                emit(m.value, indent: indent + 1, into: &out)
                out += i < members.count - 1 ? ",\n" : "\n"
            }
            out += pad + "}"
        }
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
