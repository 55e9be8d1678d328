import GlassText

/// The two looks every component can take: iOS 26's Liquid Glass, or the pre-26 look an app keeps with
/// `UIDesignRequiresCompatibility` (components.md §6).
public enum Design: String, Sendable, CaseIterable {
    case liquidGlass, compatibility
}

/// What components lay out against, in points.
struct LayoutContext {
    let widthPt: Double, heightPt: Double
    let safeTopPt: Double, safeBottomPt: Double
    let device: Device?
    let design: Design
    let dark: Bool
    var liquid: Bool { design == .liquidGlass }
}

/// Lowers components to primitive layers before anything is resolved (usvg's habit: resolve first): a
/// `navigationBar` becomes glass, containers, text, symbols and a scroll edge, laid out against the device's
/// safe areas, so the render plan and the kernels never learn what a tab bar is. Each component becomes one
/// `group` layer, so the layers after it keep their indices (and their error paths). `glass expand` prints
/// the lowered scene.
struct Lowering {
    static let componentTypes = [
        "statusBar", "homeIndicator", "navigationBar", "toolbar", "tabBar", "button", "switch", "slider",
        "segmentedControl", "sheet", "alert", "backgroundExtension",
    ]

    let file: String
    let designOverride: Design?
    /// Most components in one scene (each lays out a bar or control and measures its text).
    static let maxComponents = 256
    /// Components lowered so far (a class, so nested groups count into one total).
    final class Counter { var count = 0 }
    let counter = Counter()

    /// The scene with `device` turned into `canvas`, `design` applied and every component lowered.
    func lower(_ root: Node) throws(SceneError) -> JSONValue {
        guard case .object(let members) = root.value else { return root.value }
        let top = ObjectNode(node: root, members: members)
        var device: Device? = nil
        if let d = top.optional("device") {
            let name = try d.string()
            guard let found = Device.named(name) else {
                let names = Device.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
                throw d.error("unknown device \"\(truncatedForMessage(name))\"; known: \(names)")
            }
            device = found
        }
        var design = Design.liquidGlass
        if let d = top.optional("design") {
            design = try d.choice(Design.allCases.map { ($0.rawValue, $0) })
        }
        if let designOverride { design = designOverride }
        // The canvas: the device's, refined by any `canvas` keys given.
        var canvas: [(key: String, value: JSONValue)] = []
        if let device {
            canvas = [
                ("width", .number(device.widthPt)), ("height", .number(device.heightPt)),
                ("scale", .number(device.scale)), ("cornerRadius", .number(device.cornerRadiusPt)),
            ]
        }
        if let c = top.optional("canvas"), case .object(let given) = c.value {
            for (k, v) in given {
                if let i = canvas.firstIndex(where: { $0.key == k }) {
                    canvas[i].value = v
                } else {
                    canvas.append((k, v))
                }
            }
        }
        func number(_ key: String) -> Double {
            if case .number(let v)? = canvas.first(where: { $0.key == key })?.value { return v }
            return 0
        }
        let dark = top.optional("appearance")?.value == .string("dark")
        let context = LayoutContext(
            widthPt: number("width"), heightPt: number("height"), safeTopPt: device?.safeTopPt ?? 0,
            safeBottomPt: device?.safeBottomPt ?? 0, device: device, design: design, dark: dark)
        var out: [(key: String, value: JSONValue)] = []
        for (key, value) in members where key != "device" && key != "design" && key != "transition" {
            switch key {
            case "canvas": out.append((key, .object(canvas)))
            case "layers": out.append((key, try lowerLayers(top.optional("layers")!, context)))
            default: out.append((key, value))
            }
        }
        if device != nil && !out.contains(where: { $0.key == "canvas" }) {
            out.insert(("canvas", .object(canvas)), at: 0)
        }
        if let t = top.optional("transition") {
            out = try Transition.apply(t, to: out, context, cornerRadius: number("cornerRadius"))
        }
        return .object(out)
    }

    func lowerLayers(_ node: Node, _ context: LayoutContext) throws(SceneError) -> JSONValue {
        guard case .array = node.value else { return node.value }
        var layers: [JSONValue] = []
        // The status bar and home indicator are drawn over everything (bars' scroll edges and glass too):
        // their group stays in place, empty, and what they draw goes into a last group.
        var overlays: [JSONValue] = []
        for item in try node.array() {
            guard case .object(var members) = item.value,
                case .string(let type)? = members.first(where: { $0.key == "type" })?.value
            else {
                layers.append(item.value)
                continue
            }
            // A group's layers are top-level layers too: components in it are lowered.
            if type == "group", let i = members.firstIndex(where: { $0.key == "layers" }) {
                members[i].value = try lowerLayers(item.child("layers", members[i].value), context)
                layers.append(.object(members))
                continue
            }
            guard Self.componentTypes.contains(type) else {
                layers.append(item.value)
                continue
            }
            counter.count += 1
            if counter.count > Self.maxComponents {
                throw item.error("more than \(Self.maxComponents) components in the scene")
            }
            let lowered = try Self.lowerComponent(type, ObjectNode(node: item, members: members), context)
            if type == "statusBar" || type == "homeIndicator" {
                overlays.append(contentsOf: lowered)
                layers.append(
                    J.object([
                        "type": .string("group"), "name": .string("\(type) (drawn last, over the bars)"),
                        "layers": .array([]),
                    ]))
            } else {
                layers.append(J.object(["type": .string("group"), "name": .string(type), "layers": .array(lowered)]))
            }
        }
        if !overlays.isEmpty {
            layers.append(
                J.object(["type": .string("group"), "name": .string("system overlays"), "layers": .array(overlays)]))
        }
        return .array(layers)
    }
}

extension Lowering {
    /// Controls may also sit in a sheet's `content`, laid out in the sheet's frame.
    static let controlTypes = ["button", "switch", "slider", "segmentedControl"]

    static func lowerComponent(_ type: String, _ o: ObjectNode, _ context: LayoutContext) throws(SceneError)
        -> [JSONValue]
    {
        switch type {
        case "statusBar": return try StatusBar.lower(o, context)
        case "homeIndicator": return try HomeIndicator.lower(o, context)
        case "navigationBar": return try NavigationBar.lower(o, context)
        case "toolbar": return try Toolbar.lower(o, context)
        case "tabBar": return try TabBar.lower(o, context)
        case "button": return try Button.lower(o, context)
        case "switch": return try Switch.lower(o, context)
        case "slider": return try Slider.lower(o, context)
        case "segmentedControl": return try SegmentedControl.lower(o, context)
        case "sheet": return try Sheet.lower(o, context)
        case "backgroundExtension": return try BackgroundExtension.lower(o, context)
        default: return try Alert.lower(o, context)
        }
    }
}

/// Building primitive layers as JSON.
enum J {
    /// An object with keys in the order given.
    static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { (key: $0.key, value: $0.value) })
    }

    static func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> JSONValue {
        .array([.number(x), .number(y), .number(w), .number(h)])
    }

    static func text(
        _ s: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, size: Double, weight: String,
        color: String, alignment: String = "center"
    ) -> JSONValue {
        object([
            "type": .string("text"), "text": .string(s), "frame": frame(x, y, w, h),
            "font": object(["family": .string("system"), "size": .number(size), "weight": .string(weight)]),
            "color": .string(color), "alignment": .string(alignment),
        ])
    }

    static func symbol(
        _ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, size: Double, weight: String, color: String
    )
        -> JSONValue
    {
        object([
            "type": .string("symbol"), "name": .string(name), "frame": frame(x, y, w, h), "size": .number(size),
            "weight": .string(weight), "color": .string(color),
        ])
    }

    static func shape(_ x: Double, _ y: Double, _ w: Double, _ h: Double, corners: JSONValue, fill: String) -> JSONValue
    {
        object(["type": .string("shape"), "frame": frame(x, y, w, h), "corners": corners, "fill": .string(fill)])
    }

    static func glass(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, tint: String? = nil, content: [JSONValue]
    ) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [
            ("type", .string("glass")), ("frame", frame(x, y, w, h)), ("corners", .string("capsule")),
        ]
        if let tint { pairs.append(("tint", .string(tint))) }
        pairs.append(("content", .array(content)))
        return .object(pairs)
    }

    /// The pre-26 bar material: the content beneath blurred (σ 10 pt) under white 80% (light) or #1C1C1E 80%
    /// (dark), as a pure-blur glass with a fill drawn on it.
    static func chrome(_ x: Double, _ y: Double, _ w: Double, _ h: Double, dark: Bool) -> JSONValue {
        object([
            "type": .string("glass"), "frame": frame(x, y, w, h), "corners": .number(0),
            "material": object([
                "blurRadius": .number(10), "saturation": .number(1), "fillOpacity": .number(0),
                "refraction": .number(0), "highlight": .number(0), "shadowOpacity": .number(0),
            ]),
            "content": .array([shape(0, 0, w, h, corners: .number(0), fill: dark ? "#1C1C1ECC" : "#FFFFFFCC")]),
        ])
    }
}

/// Text widths in points, for laying out bar items (the same shaping the text layers get).
enum Measure {
    static func width(_ text: String, sizePt: Double, weight: FontWeight) -> Double {
        guard !text.isEmpty, let font = try? FontLibrary.shared.font(family: "system", weight: weight, sizePt: sizePt)
        else { return 0 }
        let scalars = Array(text.unicodeScalars)
        let levels = Bidi.levels(scalars, base: Bidi.paragraphDirection(scalars))
        return FontLibrary.shared.shape(scalars, levels: levels, font: font, weight: weight, sizePx: sizePt)
            .reduce(0) { $0 + $1.advance }
    }
}
