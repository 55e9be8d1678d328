import Foundation
import GlassFiles

/// A scene written in Swift: the same model as the JSON files (docs/scene-format.md), encoding to a scene
/// file that `glass render` and `assertGlassSnapshot` accept, so a team can build scenes in code.
///
/// ```swift
/// let scene = SceneDocument(device: "iPhone 17 Pro", background: .image("photo.png"), layers: [
///     .navigationBar(title: "Inbox", largeTitle: true, trailing: [.symbol("magnifyingglass")]),
///     .glass(frame: [20, 300, 200, 56], content: [.text("Hello", frame: [0, 0, 200, 56], style: "headline")]),
/// ])
/// try scene.write(to: url)
/// ```
public struct SceneDocument: Encodable, Sendable {
    public var canvas: Canvas?
    public var device: String?
    public var design: String?
    public var appearance: String?
    public var tint: String?
    public var background: Background?
    public var layers: [SceneLayer]

    public init(
        canvas: Canvas? = nil, device: String? = nil, design: String? = nil, appearance: String? = nil,
        tint: String? = nil, background: Background? = nil, layers: [SceneLayer] = []
    ) {
        (self.canvas, self.device, self.design, self.appearance) = (canvas, device, design, appearance)
        (self.tint, self.background, self.layers) = (tint, background, layers)
    }

    /// The scene file's bytes.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Writes the scene file atomically (never through a symbolic link at `url`).
    public func write(to url: URL) throws {
        try writeFileAtomically([UInt8](try json()), to: url.path, folderLinks: .follow)
    }
}

public struct Canvas: Encodable, Sendable {
    public var width: Double?, height: Double?, scale: Double?, cornerRadius: Double?
    public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil, cornerRadius: Double? = nil) {
        (self.width, self.height, self.scale, self.cornerRadius) = (width, height, scale, cornerRadius)
    }
}

public enum Background: Encodable, Sendable {
    case color(String)
    case image(String, fit: String = "fill")
    case linearGradient(from: [Double], to: [Double], stops: [(String, Double)])

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .color(let c):
            var s = encoder.singleValueContainer()
            try s.encode(c)
        case .image(let path, let fit):
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(path, forKey: "image")
            try c.encode(fit, forKey: "fit")
        case .linearGradient(let from, let to, let stops):
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(Gradient(from: from, to: to, stops: stops), forKey: "linearGradient")
        }
    }
}

/// `{"from", "to", "stops": [[colour, offset]]}`.
struct Gradient: Encodable, Sendable {
    let from: [Double], to: [Double]
    let stops: [(String, Double)]

    enum CodingKeys: String, CodingKey { case from, to, stops }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        var list = c.nestedUnkeyedContainer(forKey: .stops)
        for (color, offset) in stops {
            var pair = list.nestedUnkeyedContainer()
            try pair.encode(color)
            try pair.encode(offset)
        }
    }
}

/// A JSON key from a string literal.
struct Key: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    init(stringLiteral value: String) { stringValue = value }
}

/// Corners: `"capsule"`, a radius, or `"concentric"`.
public enum Corners: Encodable, Sendable {
    case capsule, concentric
    case radius(Double)

    public func encode(to encoder: Encoder) throws {
        var s = encoder.singleValueContainer()
        switch self {
        case .capsule: try s.encode("capsule")
        case .concentric: try s.encode("concentric")
        case .radius(let r): try s.encode(r)
        }
    }
}
