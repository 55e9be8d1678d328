import GlassText

/// Right to left (`settings.layoutDirection: "rightToLeft"`): a component's lowered layers mirrored across
/// the width it was laid out in, as UIKit mirrors leading and trailing. Frames move to the other side (a
/// glass's content across the glass's own width), corners named by side swap (`topLeft` ↔ `topRight`),
/// and a symbol named for a side points the other way (`chevron.left` → `chevron.right`) where the other
/// name exists. So the back button and its chevron, bar items, the search circle, tab order, segments,
/// slider fill, switch thumb and alert buttons all mirror without each component knowing about direction.
/// Text keeps its own shaping (only its frame moves; leading alignment follows the direction when the text
/// is laid out). The user's own layers carried into a component verbatim (a sheet's content, a tab bar's
/// accessory) stay where the user put them.
enum Mirror {
    static func layers(_ layers: [JSONValue], width: Double) -> [JSONValue] { layers.map { layer($0, width) } }

    static func layer(_ value: JSONValue, _ width: Double) -> JSONValue {
        guard case .object(var members) = value, !isVerbatim(members) else { return value }
        var inner = width
        if let i = members.firstIndex(where: { $0.key == "frame" }), case .array(let f) = members[i].value,
            f.count == 4, case .number(let x) = f[0], case .number(let w) = f[2]
        {
            members[i].value = .array([.number(width - x - w), f[1], f[2], f[3]])
            inner = w
        }
        let isSymbol = members.contains { $0.key == "type" && $0.value == .string("symbol") }
        for i in members.indices {
            switch (members[i].key, members[i].value) {
            case ("content", .array(let a)): members[i].value = .array(layers(a, width: inner))
            case ("layers", .array(let a)), ("children", .array(let a)):
                members[i].value = .array(layers(a, width: width))
            case ("corners", .object(let corners)):
                members[i].value = .object(corners.map { (swapSide($0.key), $0.value) })
            case ("name", .string(let name)) where isSymbol: members[i].value = .string(symbol(name))
            default: break
            }
        }
        return .object(members)
    }

    /// `name` pointing the other way (`chevron.left` → `chevron.right`) when that symbol exists, else itself.
    static func symbol(_ name: String) -> String {
        let words = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let other = words.map { $0 == "left" ? "right" : $0 == "right" ? "left" : $0 }.joined(separator: ".")
        return other != name && SymbolTable.material(for: other) != nil ? other : name
    }

    static func swapSide(_ key: String) -> String {
        if key.hasSuffix("Left") { return key.dropLast(4) + "Right" }
        if key.hasSuffix("Right") { return key.dropLast(5) + "Left" }
        return key
    }

    /// Whether a lowered object is the user's own, carried in verbatim (its provenance tag says so).
    static func isVerbatim(_ members: [(key: String, value: JSONValue)]) -> Bool {
        members.contains { m in
            guard Provenance.isTag(m), case .array(let a) = m.value else { return false }
            return a[2] == .bool(true)
        }
    }
}
