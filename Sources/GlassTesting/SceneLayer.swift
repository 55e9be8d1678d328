import Foundation

/// A bar item of a navigation bar or toolbar.
public enum BarItem: Encodable, Sendable {
    case symbol(String, prominent: Bool = false)
    case title(String)
    case system(String)
    case fixedSpace(Double)
    case flexibleSpace

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .symbol(let name, let prominent):
            try c.encode(name, forKey: "symbol")
            if prominent { try c.encode("prominent", forKey: "style") }
        case .title(let t): try c.encode(t, forKey: "title")
        case .system(let s): try c.encode(s, forKey: "system")
        case .fixedSpace(let w): try c.encode(w, forKey: "fixedSpace")
        case .flexibleSpace: try c.encode(true, forKey: "flexibleSpace")
        }
    }
}

/// A tab of a tab bar.
public struct Tab: Encodable, Sendable {
    public var symbol: String, title: String?, badge: String?
    public init(symbol: String, title: String? = nil, badge: String? = nil) {
        (self.symbol, self.title, self.badge) = (symbol, title, badge)
    }
}

/// The layers of the scene format, primitives and components; `nil` arguments are left out (the format's
/// defaults apply).
public indirect enum SceneLayer: Encodable, Sendable {
    case shape(frame: [Double], corners: Corners? = nil, fill: String? = nil, opacity: Double? = nil)
    case image(String, frame: [Double], fit: String? = nil, corners: Corners? = nil)
    case glass(
        frame: [Double], corners: Corners? = nil, style: String? = nil, tint: String? = nil, state: String? = nil,
        content: [SceneLayer] = [])
    case glassContainer(spacing: Double, children: [SceneLayer])
    case scrollEdge(edge: String, style: String? = nil, size: Double? = nil)
    case text(
        String, frame: [Double], style: String? = nil, color: String? = nil, alignment: String? = nil,
        lines: Int? = nil)
    case symbol(String, frame: [Double], size: Double? = nil, weight: String? = nil, color: String? = nil)
    case path(d: String, frame: [Double], viewBox: [Double]? = nil, fill: String? = nil, fillRule: String? = nil)
    case group([SceneLayer])
    case statusBar
    case homeIndicator
    case navigationBar(
        title: String? = nil, largeTitle: Bool? = nil, backButton: Bool? = nil, leading: [BarItem] = [],
        trailing: [BarItem] = [])
    case toolbar(items: [BarItem])
    case tabBar(tabs: [Tab], selected: Int? = nil, search: Bool? = nil)
    case button(frame: [Double], title: String? = nil, symbol: String? = nil, configuration: String? = nil)

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        func put<T: Encodable>(_ key: Key, _ value: T?) throws { if let value { try c.encode(value, forKey: key) } }
        switch self {
        case .shape(let frame, let corners, let fill, let opacity):
            try put("type", "shape")
            try put("frame", frame)
            try put("corners", corners)
            try put("fill", fill)
            try put("opacity", opacity)
        case .image(let path, let frame, let fit, let corners):
            try put("type", "image")
            try put("image", path)
            try put("frame", frame)
            try put("fit", fit)
            try put("corners", corners)
        case .glass(let frame, let corners, let style, let tint, let state, let content):
            try put("type", "glass")
            try put("frame", frame)
            try put("corners", corners)
            try put("style", style)
            try put("tint", tint)
            try put("state", state)
            if !content.isEmpty { try put("content", content) }
        case .glassContainer(let spacing, let children):
            try put("type", "glassContainer")
            try put("spacing", spacing)
            try put("children", children)
        case .scrollEdge(let edge, let style, let size):
            try put("type", "scrollEdge")
            try put("edge", edge)
            try put("style", style)
            try put("size", size)
        case .text(let text, let frame, let style, let color, let alignment, let lines):
            try put("type", "text")
            try put("text", text)
            try put("frame", frame)
            try put("style", style)
            try put("color", color)
            try put("alignment", alignment)
            try put("lines", lines)
        case .symbol(let name, let frame, let size, let weight, let color):
            try put("type", "symbol")
            try put("name", name)
            try put("frame", frame)
            try put("size", size)
            try put("weight", weight)
            try put("color", color)
        case .path(let d, let frame, let viewBox, let fill, let fillRule):
            try put("type", "path")
            try put("d", d)
            try put("frame", frame)
            try put("viewBox", viewBox)
            try put("fill", fill)
            try put("fillRule", fillRule)
        case .group(let layers):
            try put("type", "group")
            try put("layers", layers)
        case .statusBar: try put("type", "statusBar")
        case .homeIndicator: try put("type", "homeIndicator")
        case .navigationBar(let title, let largeTitle, let backButton, let leading, let trailing):
            try put("type", "navigationBar")
            try put("title", title)
            try put("largeTitle", largeTitle)
            try put("backButton", backButton)
            if !leading.isEmpty { try put("leading", leading) }
            if !trailing.isEmpty { try put("trailing", trailing) }
        case .toolbar(let items):
            try put("type", "toolbar")
            try put("items", items)
        case .tabBar(let tabs, let selected, let search):
            try put("type", "tabBar")
            try put("tabs", tabs)
            try put("selected", selected)
            try put("search", search)
        case .button(let frame, let title, let symbol, let configuration):
            try put("type", "button")
            try put("frame", frame)
            try put("title", title)
            try put("symbol", symbol)
            try put("configuration", configuration)
        }
    }
}
