import GlassText

/// Bar button items and how iOS 26 groups them onto shared glass backgrounds. Symbol items next to each other
/// share one capsule; a text item, `done`, `close` and any `prominent` item each get their own glass; a
/// `fixedSpace` ends a group; each `flexibleSpace` splits the backgrounds on either side unless it has
/// `hidesSharedBackground: false`, which keeps the items on one background evenly spread. Per item,
/// `hidesSharedBackground: true` removes its glass and `sharesBackground: false` gives it its own. Items in an
/// explicit `group` ignore both flags and share one.
struct BarItem {
    enum Kind {
        case symbol(String)
        case text(String, semibold: Bool)
        case search(String)
        case fixedSpace(Double)
        case flexibleSpace
        case group([BarItem])
    }

    var kind: Kind
    var prominent = false
    var tint: String? = nil
    var hidesSharedBackground: Bool? = nil
    var sharesBackground: Bool? = nil
    /// The JSON path, for errors found later.
    var path: String = ""

    static let keys = ["symbol", "title", "system", "search", "fixedSpace", "flexibleSpace", "group"]
    /// Most items in one `leading`, `trailing`, `items` or `group` array (a bar holds a handful).
    static let maxItems = 32
    /// The widest fixed space, pt (a bar is never wider).
    static let maxFixedSpacePt = 1000.0
    /// The longest title, placeholder or badge, in characters (what a bar or a tab measures).
    static let maxTextCharacters = 200

    /// The items of an array node, at most `maxItems`.
    static func list(_ node: Node?) throws(SceneError) -> [BarItem] {
        guard let node else { return [] }
        let nodes = try node.array()
        if nodes.count > maxItems {
            throw node.error("\(nodes.count) bar items; the limit is \(maxItems)")
        }
        return try nodes.map { n throws(SceneError) in try parse(n) }
    }
    static let flagKeys = ["style", "tint", "hidesSharedBackground", "sharesBackground"]

    /// One item of an `items`, `leading` or `trailing` array.
    static func parse(_ node: Node) throws(SceneError) -> BarItem {
        let o = try node.object(allowed: keys + flagKeys)
        let kinds = keys.filter { o.optional($0) != nil }
        guard kinds.count == 1 else {
            throw node.error(
                kinds.isEmpty
                    ? "expected a bar item: one of \(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
                    : "a bar item has one kind, got \(kinds.map { "\"\($0)\"" }.joined(separator: " and "))")
        }
        let k = o.optional(kinds[0])!
        var item: BarItem
        switch kinds[0] {
        case "symbol":
            item = BarItem(kind: .symbol(try k.symbolName()))
        case "title": item = BarItem(kind: .text(try nonEmpty(k), semibold: false))
        case "system":
            item = try k.choice([
                ("done", BarItem(kind: .text("Done", semibold: true))),
                ("close", BarItem(kind: .symbol("xmark"), sharesBackground: false)),
                ("cancel", BarItem(kind: .text("Cancel", semibold: false))),
                ("edit", BarItem(kind: .text("Edit", semibold: false))), ("add", BarItem(kind: .symbol("plus"))),
            ])
        case "search": item = BarItem(kind: .search(try short(k)))
        case "fixedSpace":
            item = BarItem(kind: .fixedSpace(try k.number(in: 0...maxFixedSpacePt, what: "a fixed space in points")))
        case "flexibleSpace":
            guard case .bool(true) = k.value else { throw k.expected("true") }
            item = BarItem(kind: .flexibleSpace)
        default:
            let children = try list(k)
            if children.isEmpty { throw k.error("expected at least one item in the group") }
            for c in children {
                switch c.kind {
                case .symbol, .text: break
                default: throw k.error("a group holds symbol and title items only")
                }
            }
            item = BarItem(kind: .group(children))
        }
        if let s = o.optional("style") { item.prominent = try s.choice([("plain", false), ("prominent", true)]) }
        if let t = o.optional("tint") {
            try Lowering.checkColor(t)
            guard case .string(let c) = t.value else { throw t.expected("a colour") }
            item.tint = c
        }
        if let h = o.optional("hidesSharedBackground") {
            guard case .bool(let b) = h.value else { throw h.expected("true or false") }
            item.hidesSharedBackground = b
        }
        if let h = o.optional("sharesBackground") {
            guard case .bool(let b) = h.value else { throw h.expected("true or false") }
            if !b {
                item.sharesBackground = false
            } else if item.sharesBackground == nil {
                item.sharesBackground = true
            }
        }
        item.path = node.path
        return item
    }

    static func nonEmpty(_ n: Node) throws(SceneError) -> String {
        let s = try short(n, what: "a title")
        if s.isEmpty { throw n.error("expected a title, got an empty string") }
        return s
    }

    /// A string of at most 200 characters (a title, a placeholder, a badge: what a bar or a tab measures).
    static func short(_ n: Node, what: String = "a text") throws(SceneError) -> String {
        let s = try n.string()
        if s.unicodeScalars.count > maxTextCharacters {
            throw n.error("\(what) of \(s.unicodeScalars.count) characters; the limit is \(maxTextCharacters)")
        }
        return s
    }
}

extension Provenance {
    /// The origin of a part a component draws of its own accord (the status bar's Wi-Fi symbol, a search
    /// field's magnifying glass, the Search tab a pre-26 tab bar adds): the user's path of what it was made
    /// from and the part's name after a colon (`layers[3]:wifi`). The colon says the name is no key of the
    /// scene, so the path stays one the user wrote, and the audit still lists each part apart.
    static func part(_ path: String, _ name: String) -> String { "\(path):\(name)" }
}

/// What a bar lays out: glass backgrounds holding items, items with no glass, and spaces.
enum BarSegment {
    /// One glass background; `spread` marks a background bridged by a flexible space (items evenly spread);
    /// `owner` is the item that decides its look (its `tint` when prominent) and names it in errors: the
    /// single item, the `group`, or the first of symbols sharing a capsule.
    case background([BarItem], owner: BarItem, prominent: Bool, spread: Bool)
    case bare(BarItem)
    case fixed(Double)
    case flexible
}

enum BarGrouping {
    /// The grouping rules, applied in order along the items.
    static func segments(_ items: [BarItem]) -> [BarSegment] {
        var out: [BarSegment] = []
        var shared: [BarItem] = []
        var bridged = false
        func close() {
            if !shared.isEmpty { out.append(.background(shared, owner: shared[0], prominent: false, spread: bridged)) }
            shared = []
            bridged = false
        }
        for item in items {
            switch item.kind {
            case .symbol where !item.prominent:
                if item.hidesSharedBackground == true {
                    close()
                    out.append(.bare(item))
                } else if item.sharesBackground == false {
                    close()
                    out.append(.background([item], owner: item, prominent: false, spread: false))
                } else {
                    shared.append(item)
                }
            case .symbol, .text, .search:
                close()
                if item.hidesSharedBackground == true && !item.prominent {
                    out.append(.bare(item))
                } else {
                    out.append(.background([item], owner: item, prominent: item.prominent, spread: false))
                }
            case .fixedSpace(let w):
                close()
                out.append(.fixed(w))
            case .flexibleSpace:
                if item.hidesSharedBackground == false && !shared.isEmpty {
                    // Keeps the items on one background: a flexible slot inside it.
                    shared.append(item)
                    bridged = true
                } else {
                    close()
                    out.append(.flexible)
                }
            case .group(let children):
                close()
                // The group's tint is its items' unless they name their own.
                let tinted = children.map { c in
                    var c = c
                    c.tint = c.tint ?? item.tint
                    return c
                }
                out.append(.background(tinted, owner: item, prominent: item.prominent, spread: false))
            }
        }
        close()
        // A bridged background that ended right after its flexible space has nothing to spread to.
        return out.map { seg in
            if case .background(var items, let owner, let p, true) = seg, case .flexibleSpace = items.last!.kind {
                items.removeLast()
                return .background(items, owner: owner, prominent: p, spread: false)
            }
            return seg
        }
    }
}
