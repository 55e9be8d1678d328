import GlassCore

extension SceneResolver {
    static let cornerNames = ["topLeft", "topRight", "bottomLeft", "bottomRight"]

    /// Resolves `corners` for a frame: `"capsule"`, a number, `{"concentric": …}` for all four, or an
    /// object of four corners, each a number or `{"concentric": {"minimum": m}}`.
    ///
    /// Concentric corners follow `container`: `r = max(minimum, R − inset)`, where `R` is the container's
    /// radius at the same corner and `inset` the larger of the two distances between the corners.
    /// Radii larger than half the shorter side are clamped to it (a capsule end).
    func parseCorners(_ node: Node?, rect: RectPx, container: RoundedRect, defaultCapsule: Bool) throws(SceneError)
        -> RoundedRect
    {
        guard let node else {
            return defaultCapsule ? .capsule(rect) : RoundedRect(rect: rect, radii: .zero, curve: .continuous)
        }
        let expectation = "\"capsule\", a radius in points, {\"concentric\": …} or an object of corners"
        switch node.value {
        case .string(let s):
            if s == "capsule" { return .capsule(rect) }
            if s == "concentric" {
                let r = CornerRadii(
                    topLeft: concentric(0, .topLeft, rect, container),
                    topRight: concentric(0, .topRight, rect, container),
                    bottomRight: concentric(0, .bottomRight, rect, container),
                    bottomLeft: concentric(0, .bottomLeft, rect, container))
                return RoundedRect(rect: rect, radii: r, curve: .continuous)
            }
            throw node.expected(expectation)
        case .number:
            let r = try node.number(in: 0...SceneLimits.maxPoints, what: "a corner radius in points") * scale
            return RoundedRect(rect: rect, radii: CornerRadii(uniform: r), curve: .continuous)
        case .object(let members):
            if members.contains(where: { $0.key == "concentric" }) {
                var radii = CornerRadii.zero
                for corner in Corner.allCases {
                    let r = try cornerValue(node, corner: corner, rect: rect, container: container)
                    radii[corner] = r
                }
                return RoundedRect(rect: rect, radii: radii, curve: .continuous)
            }
            let o = try node.object(allowed: Self.cornerNames)
            var radii = CornerRadii.zero
            for corner in Corner.allCases {
                if let c = o.optional(corner.rawValue) {
                    radii[corner] = try cornerValue(c, corner: corner, rect: rect, container: container)
                }
            }
            return RoundedRect(rect: rect, radii: radii, curve: .continuous)
        default:
            throw node.expected(expectation)
        }
    }

    /// One corner: a number (points) or `{"concentric": {"minimum": m}}` / `"concentric"`.
    private func cornerValue(_ node: Node, corner: Corner, rect: RectPx, container: RoundedRect) throws(SceneError)
        -> Double
    {
        let expectation = "a number or {\"concentric\": …}"
        switch node.value {
        case .number:
            return try node.number(in: 0...SceneLimits.maxPoints, what: "a corner radius in points") * scale
        case .string("concentric"):
            return concentric(0, corner, rect, container)
        case .object:
            let o = try node.object(allowed: ["concentric"])
            let c = try o.required("concentric")
            var minimum = 0.0
            if case .object = c.value {
                let co = try c.object(allowed: ["minimum"])
                minimum =
                    try co.optional("minimum")?.number(
                        in: 0...SceneLimits.maxPoints, what: "a minimum radius in points") ?? 0
            } else if c.value != .bool(true) {
                throw c.expected("{\"minimum\": m} or {}")
            }
            return concentric(minimum * scale, corner, rect, container)
        default:
            throw node.expected(expectation)
        }
    }

    /// `max(minimum, R − inset)` for one corner, in pixels.
    private func concentric(_ minimum: Double, _ corner: Corner, _ rect: RectPx, _ container: RoundedRect) -> Double {
        let c = container.rect
        let dx: Double
        let dy: Double
        switch corner {
        case .topLeft: (dx, dy) = (rect.x - c.x, rect.y - c.y)
        case .topRight: (dx, dy) = (c.maxX - rect.maxX, rect.y - c.y)
        case .bottomLeft: (dx, dy) = (rect.x - c.x, c.maxY - rect.maxY)
        case .bottomRight: (dx, dy) = (c.maxX - rect.maxX, c.maxY - rect.maxY)
        }
        let inset = max(0, max(dx, dy))
        return max(minimum, container.radii[corner] - inset)
    }
}

enum Corner: String, CaseIterable {
    case topLeft, topRight, bottomLeft, bottomRight
}

extension CornerRadii {
    subscript(corner: Corner) -> Double {
        get {
            switch corner {
            case .topLeft: topLeft
            case .topRight: topRight
            case .bottomLeft: bottomLeft
            case .bottomRight: bottomRight
            }
        }
        set {
            switch corner {
            case .topLeft: topLeft = newValue
            case .topRight: topRight = newValue
            case .bottomLeft: bottomLeft = newValue
            case .bottomRight: bottomRight = newValue
            }
        }
    }
}
