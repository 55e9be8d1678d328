/// The typed stacks a component lays its parts out with: the same `hstack`, `vstack`, `zstack` and `spacer`
/// a scene writes, read and laid out by the same engine (`LayoutTree`), so a component states what it holds
/// and how it may size, never where each part sits. A part inside a stack is `laid`: its own frame is left
/// to the engine, which gives it one by its `StackSizing`.
extension Primitive {
    /// An `hstack`, `vstack` or `zstack` of `layers`.
    struct Stack {
        enum Axis: String {
            case hstack, vstack, zstack
        }
        var axis: Axis
        var name: String? = nil
        var layers: [Primitive]
        /// Between neighbours, in points (nil: the engine's 8).
        var spacingPt: Double? = nil
        /// Parts that abut: the gaps between them are their own padding, from the component's metrics.
        static let abuttingPt = 0.0
        /// Across an h-stack (`top`, `center`, `bottom`, `firstTextBaseline`, …), across a v-stack (`leading`,
        /// `center`, `trailing`), both ways in a z-stack (`topLeading`, …); nil: centred.
        var alignment: String? = nil
        var sizing = StackSizing()
        var origin: LayerOrigin? = nil
        var background: Primitive? = nil
    }

    /// A stack's length left over, at least `minLengthPt` (nil: the engine's 8).
    static func spacer(minLengthPt: Double? = nil) -> Primitive {
        var m: [(key: String, value: JSONValue)] = [("type", .string("spacer"))]
        if let minLengthPt { m.append(("minLength", .number(minLengthPt))) }
        return .lowered(.object(m))
    }

    /// `part` laid out by the stack it sits in: the engine chooses its frame by `sizing` (a text's lines too).
    static func laid(_ part: Primitive, _ sizing: StackSizing = StackSizing()) -> Primitive {
        guard case .object(var members) = part.json else { return part }
        members.removeAll {
            $0.key == "frame" || $0.key == "lines" || (sizing.alignment != nil && $0.key == "alignment")
        }
        members.append(contentsOf: sizing.members)
        return .lowered(.object(members))
    }

    /// The stack as the engine reads it.
    static func stack(_ s: Stack) -> Primitive {
        var m: [(key: String, value: JSONValue)] = [("type", .string(s.axis.rawValue))]
        if let name = s.name { m.append(("name", .string(name))) }
        m.append(("layers", .array(s.layers.map(\.json))))
        if let spacing = s.spacingPt { m.append(("spacing", .number(spacing))) }
        if let alignment = s.alignment { m.append(("alignment", .string(alignment))) }
        if let bg = s.background { m.append(("background", bg.json)) }
        m.append(contentsOf: s.sizing.members)
        if let bg = s.background { m.append(("background", bg.json)) }
        let value = JSONValue.object(m)
        return .lowered(s.origin.map { Provenance.tag(value, $0.path, verbatim: $0.verbatim) } ?? value)
    }
}

/// How the engine may size a laid part or a stack, in points: `width` and `height` fixed, `fill` (all that is
/// offered) or nil (the content's own), their bounds, padding inside, a glass's content `alignment` and a
/// text's `lineLimit`.
struct StackSizing {
    enum Extent: Equatable {
        case fill
        case fixedPt(Double)
    }
    var width: Extent? = nil, height: Extent? = nil
    var minWidthPt: Double? = nil, maxWidthPt: Double? = nil, minHeightPt: Double? = nil, maxHeightPt: Double? = nil
    var padding: PaddingPt? = nil
    var alignment: String? = nil
    var lineLimit: Int? = nil

    /// Padding by edge, in points (leading and trailing swap in right to left).
    struct PaddingPt: Equatable {
        var topPt = 0.0, bottomPt = 0.0, leadingPt = 0.0, trailingPt = 0.0
        static func all(_ pt: Double) -> PaddingPt { PaddingPt(topPt: pt, bottomPt: pt, leadingPt: pt, trailingPt: pt) }
    }

    var members: [(key: String, value: JSONValue)] {
        var m: [(key: String, value: JSONValue)] = []
        func extent(_ key: String, _ e: Extent?) {
            switch e {
            case .fill?: m.append((key, .string("fill")))
            case .fixedPt(let v)?: m.append((key, .number(v)))
            case nil: break
            }
        }
        extent("width", width)
        extent("height", height)
        let bounds = [
            ("minWidth", minWidthPt), ("maxWidth", maxWidthPt), ("minHeight", minHeightPt), ("maxHeight", maxHeightPt),
        ]
        for (k, v) in bounds { if let v { m.append((k, .number(v))) } }
        if let p = padding {
            m.append(
                (
                    "padding",
                    .object([
                        ("top", .number(p.topPt)), ("bottom", .number(p.bottomPt)), ("leading", .number(p.leadingPt)),
                        ("trailing", .number(p.trailingPt)),
                    ])
                ))
        }
        if let alignment { m.append(("alignment", .string(alignment))) }
        if let lineLimit { m.append(("lineLimit", .number(Double(lineLimit)))) }
        return m
    }
}
