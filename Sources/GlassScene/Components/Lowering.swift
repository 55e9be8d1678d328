import GlassText

/// The two looks every component can take: iOS 26's Liquid Glass, or the pre-26 look an app keeps with
/// `UIDesignRequiresCompatibility` (components.md §6).
public enum Design: String, Sendable, CaseIterable {
    case liquidGlass, compatibility
}

/// What components lay out against, in points.
struct LayoutContext {
    var widthPt: Double
    let heightPt: Double
    let safeTopPt: Double, safeBottomPt: Double
    /// The left and right safe areas (non-zero on a Face ID iPhone in landscape).
    var safeLeftPt = 0.0, safeRightPt = 0.0
    var orientation = Orientation.portrait
    /// Whether components mirror (right to left): set where components are laid out across the screen, so a
    /// control in a sheet mirrors with the sheet, once.
    var mirrors = false
    /// Laid out inside a sheet's content (a navigation bar there sits at the sheet's top, no status bar).
    var inSheet = false
    let device: Device?
    let design: Design
    private(set) var dark: Bool
    /// The canvas's pixels per point, for measuring text as it will be laid out.
    let scale: Double
    /// What the whole lowering shares: the component count, origins of values that are not layers.
    let state: Lowering.State
    /// The scene's `settings` (Dynamic Type for bars' titles, …).
    var settings = SceneSettings()
    /// The display's corner radius in points (0: square), for corners concentric with it.
    var displayCornerRadiusPt = 0.0
    /// An iPad's window controls, top tab bar or sidebar, which bars keep clear of.
    var chrome = IPadChrome()
    var liquid: Bool { design == .liquidGlass }
    /// An iPhone held in landscape: no status bar, compact bars.
    var compactHeight: Bool { orientation == .landscape && isPhone }
    /// The device is an iPad (the tab bar at the top, the sidebar, anchored popovers); false on a bare canvas.
    var isPad: Bool { device?.isPad == true }
    /// The device is an iPhone (compact bars, a collapsed split view); false on a bare canvas.
    var isPhone: Bool { device?.isPhone == true }
    /// Bars are compact (an iPhone in landscape): bar appearances show their `compact*` pair and a tab bar
    /// its `compactInline` layout.
    var compactBars: Bool { compactHeight }

    /// The same context in a forced look (a component's explicit `appearance`): everything else kept, the
    /// settings and the display's corners too.
    func with(dark: Bool) -> LayoutContext {
        var c = self
        c.dark = dark
        return c
    }
}

/// Lowers components to primitive layers before anything is resolved (usvg's habit: resolve first): a
/// `navigationBar` becomes glass, containers, text, symbols and a scroll edge, laid out against the device's
/// safe areas, so the render plan and the kernels never learn what a tab bar is. Each component becomes one
/// `group` layer, so the layers after it keep their indices. Each lowered layer remembers the user's path it
/// came from (`Provenance`), and problems found in it later are reported there. `glass expand` prints the
/// lowered scene, which loads again: it is held to the same nesting limit as a scene file.
struct Lowering {
    static let componentTypes = [
        "statusBar", "homeIndicator", "navigationBar", "toolbar", "tabBar", "button", "switch", "slider",
        "segmentedControl", "sheet", "alert", "backgroundExtension", "menu", "popover", "actionSheet",
        "textField", "stepper", "pageControl", "progressView", "insetGroupedList", "splitView",
    ]

    let file: String
    /// Most components in one scene (each lays out a bar or control and measures its text).
    static let maxComponents = 256

    /// Shared by the whole lowering (a class, so nested groups and sheets count into one total).
    final class State {
        var components = 0
        /// The scene file and its folder (where a text's font file is found when the layout engine measures it).
        var file = "", directory = "."
        /// Layers the layout engine has read, and the characters of its text (bounded as drawing bounds them).
        var laidOut = 0, textCharacters = 0
        /// Times the layout engine sized a layer: once per layer read (layout is linear; a test holds it).
        var sized = 0
        /// Texts and symbols of components' own parts the layout engine placed (`ComponentEngineTests` holds
        /// every generated text and symbol to it).
        var componentPartsPlaced = 0
        /// The same, by the path of the component that laid them out (a sheet's, or a button's in its content).
        var componentPartsPlacedBy: [String: Int] = [:]
        /// Fonts and symbol sizes the layout engine measured with, by the keys that chose them: a screen of
        /// rows names a few, and each lookup asks fontconfig.
        var fonts: [String: (font: Font, weight: DrawnWeight, sizePt: Double)] = [:]
        var symbolSizes: [String: (widthPt: Double, heightPt: Double)] = [:]
        /// Texts and offers the layout engine measured (`LayoutCache`).
        let layoutCache = LayoutCache()
        /// The scene's images: the layout engine sizes a stacked image from its file, and the resolver that
        /// draws the scene reads it from here (each file read once, in the scene's inputs).
        var images = SceneImages(budget: SceneLimits.maxImagePixels)
        /// Origins of lowered values that cannot hold a tag (the page background of a transition), by
        /// lowered path.
        var origins: [String: Provenance.Origin] = [:]
        /// What this device or design does not draw (a tab bar's accessory on an iPad, a split view's hidden
        /// columns on an iPhone), lowered as where it is drawn and tagged with its paths: resolved beside the
        /// scene and discarded, so a scene is refused on every device and design or on none.
        var unshown: [JSONValue] = []
        /// The display's hardware (in points) and the system overlays' paths, for the layout audit.
        var hardware = DisplayHardware()

        /// Counts one more component, refused past the limit at `node`.
        func count(_ node: Node) throws(SceneError) {
            components += 1
            if components > Lowering.maxComponents {
                throw node.error("more than \(Lowering.maxComponents) components in the scene")
            }
        }
    }
    let state = State()

    init(file: String, directory: String? = nil) {
        self.file = file
        state.file = file
        state.directory = directory ?? SceneLoader.directory(of: file)
    }

    /// The scene lowered (no tags left), where its layers came from, and checked to load again: nested no
    /// deeper than a scene file may be. `unshown`, when the device or design leaves something undrawn, is
    /// `{"layers": […]}` with those layers, to resolve after the scene and discard (`State.unshown`).
    func lowerScene(_ root: Node) throws(SceneError) -> (
        value: JSONValue, provenance: Provenance, unshown: (value: JSONValue, provenance: Provenance)?,
        hardware: DisplayHardware
    ) {
        let lowered = try lower(root)
        let (value, found, deepest) = Provenance.strip(lowered)
        let provenance = found.adding(state.origins)
        if deepest.levels > JSONParser.maxDepth {
            throw SceneError(
                .badData, file: file, path: provenance.userPath(deepest.path),
                "nested \(deepest.levels) levels deep once its components are lowered; the limit is \(JSONParser.maxDepth)"
            )
        }
        guard !state.unshown.isEmpty, case .object = lowered else { return (value, provenance, nil, state.hardware) }
        // The layers alone: they are resolved after the scene, under its canvas, look and settings.
        let check: [(key: String, value: JSONValue)] = [("layers", .array(state.unshown))]
        let (checkValue, checkFound, _) = Provenance.strip(.object(check))
        return (value, provenance, (checkValue, checkFound), state.hardware)
    }

    /// The scene with `device` turned into `canvas`, `design` applied and every component lowered, its
    /// layers tagged with their origins.
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
        var orientation = Orientation.portrait
        if let o = top.optional("orientation") {
            orientation = try o.choice(Orientation.allCases.map { ($0.rawValue, $0) })
        }
        // The canvas: the device's (width and height swapped in landscape), refined by any `canvas` keys given.
        var canvas: [(key: String, value: JSONValue)] = []
        if let device {
            let size = device.size(orientation)
            canvas = [
                ("width", .number(size.widthPt)), ("height", .number(size.heightPt)),
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
        // The canvas is checked before anything is laid out in it, so a bad one is refused at its own path
        // (never at a component that found no room); a device's own values are always good.
        if let c = top.optional("canvas") {
            if case .object = c.value {
                _ = try SceneResolver.canvasSize(Node(value: .object(canvas), path: c.path, file: c.file))
            } else {
                _ = try SceneResolver.canvasSize(c)
            }
        } else if device == nil {
            // Unknown keys first (a misspelt `canvas` or `device` is named as such).
            _ = try root.object(allowed: SceneResolver.topKeys)
            _ = try top.required("canvas")
        }
        func number(_ key: String) -> Double {
            if case .number(let v)? = canvas.first(where: { $0.key == key })?.value { return v }
            return 0
        }
        let dark = top.optional("appearance")?.value == .string("dark")
        let settings = try SceneSettings.parse(top)
        let safe = device?.safeArea(orientation) ?? SafeArea(topPt: 0, leftPt: 0, bottomPt: 0, rightPt: 0)
        var context = LayoutContext(
            widthPt: number("width"), heightPt: number("height"), safeTopPt: safe.topPt,
            safeBottomPt: safe.bottomPt, device: device, design: design, dark: dark,
            scale: [1, 2, 3].contains(number("scale")) ? number("scale") : 3, state: state, settings: settings,
            displayCornerRadiusPt: max(0, number("cornerRadius")))
        (context.safeLeftPt, context.safeRightPt, context.orientation) = (safe.leftPt, safe.rightPt, orientation)
        context.mirrors = settings.layoutDirection == .rightToLeft
        context.chrome = try IPadChrome.scan(top, context)
        state.hardware = DisplayHardware.of(
            device, orientation, widthPt: context.widthPt, heightPt: context.heightPt)
        var out: [(key: String, value: JSONValue)] = []
        // The status bar and home indicator are drawn over everything (bars' scroll edges and glass too), from
        // whatever group they are in: their own group stays in place, empty, and what they draw is collected
        // here and goes last.
        var overlays: [JSONValue] = []
        for (key, value) in members where !["device", "design", "transition", "orientation", "windowed"].contains(key) {
            switch key {
            case "canvas": out.append((key, .object(canvas)))
            case "layers": out.append((key, try lowerLayers(top.optional("layers")!, context, &overlays)))
            default: out.append((key, value))
            }
        }
        if context.chrome.windowed { overlays.append(contentsOf: WindowControls.layers(context)) }
        if device != nil && !out.contains(where: { $0.key == "canvas" }) {
            out.insert(("canvas", .object(canvas)), at: 0)
        }
        if let t = top.optional("transition") {
            return .object(
                try Transition.apply(t, to: out, overlays: overlays, context, cornerRadius: number("cornerRadius")))
        }
        if !overlays.isEmpty, let i = out.firstIndex(where: { $0.key == "layers" }), case .array(let l) = out[i].value {
            out[i].value = .array(l + [Self.overlayGroup(overlays)])
        }
        return .object(out)
    }

    /// A layer's members. A layer that is not an object is refused here, where its path is the user's (what
    /// holds it may move, and only objects carry their origin).
    static func layerMembers(_ item: Node) throws(SceneError) -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = item.value else { throw item.expected("a layer object with a \"type\"") }
        return members
    }

    /// The group that draws the collected status bars and home indicators, last.
    static func overlayGroup(_ overlays: [JSONValue]) -> JSONValue {
        Primitive.group(.init(name: "system overlays", layers: overlays.map(Primitive.lowered))).json
    }

    /// A `layers` array with its components lowered, in groups too; status bars and home indicators go to
    /// `overlays`.
    func lowerLayers(_ node: Node, _ context: LayoutContext, _ overlays: inout [JSONValue]) throws(SceneError)
        -> JSONValue
    {
        guard case .array = node.value else { return node.value }
        var layers: [JSONValue] = []
        for item in try node.array() {
            var members = try Self.layerMembers(item)
            guard case .string(let type)? = members.first(where: { $0.key == "type" })?.value else {
                layers.append(item.value)
                continue
            }
            // A group's layers are top-level layers too: components in it are lowered.
            if type == "group", let i = members.firstIndex(where: { $0.key == "layers" }) {
                members[i].value = try lowerLayers(item.child("layers", members[i].value), context, &overlays)
                layers.append(.object(members))
                continue
            }
            guard Self.componentTypes.contains(type) else {
                // Stacks are laid out in the screen's safe area (or where they say).
                let pass = LayoutPass(context)
                layers.append(try pass.rewrite(item, in: pass.region) ?? item.value)
                continue
            }
            try state.count(item)
            if type == "statusBar" || type == "homeIndicator" {
                state.hardware.systemPaths.insert(item.path)
                if type == "homeIndicator" {
                    state.hardware = state.hardware.drawnHomeIndicator(
                        context.orientation, widthPt: context.widthPt, heightPt: context.heightPt)
                }
                let lowered = try Self.lowerComponent(type, ObjectNode(node: item, members: members), context)
                overlays.append(contentsOf: Provenance.tag(lowered, item.path))
                layers.append(
                    Primitive.group(
                        .init(name: "\(type) (drawn last, over the bars)", layers: [], origin: LayerOrigin(item))
                    ).json)
            } else {
                state.hardware.scrollingPaths.formUnion(ScrollingContent.paths(type, item))
                if ScrollingContent.covering.contains(type) { state.hardware.coveringPaths.insert(item.path) }
                if ScrollingContent.bars.contains(type) { state.hardware.barPaths.insert(item.path) }
                layers.append(try Self.componentGroup(type, item, members, context))
            }
        }
        return .array(layers)
    }

    /// The components whose glass is small and takes its look by what lies beneath it, by default, in the
    /// Liquid Glass design (bar items and groups, the tab bar with its search circle and accessory, toolbars,
    /// glass buttons). Sheets, alerts and other large panels keep the scene's look.
    static let adaptiveByDefault: Set<String> = ["navigationBar", "toolbar", "tabBar", "button"]

    /// A component lowered into its group, which carries the component's `appearance` (`auto`, `light`,
    /// `dark`; by default `auto` for `adaptiveByDefault` in the Liquid Glass design): the default look of the
    /// glass it makes. The compatibility design never adapts: `auto` there is the scene's look.
    static func componentGroup(
        _ type: String, _ item: Node, _ members: [(key: String, value: JSONValue)], _ context: LayoutContext
    ) throws(SceneError) -> JSONValue {
        var members = members
        var look: String? = context.liquid && adaptiveByDefault.contains(type) ? "auto" : nil
        var inner = context
        if let i = members.firstIndex(where: { $0.key == "appearance" }) {
            let given = try item.child("appearance", members[i].value).choice([
                ("auto", "auto"), ("light", "light"), ("dark", "dark"),
            ])
            members.remove(at: i)
            look = given == "auto" && !context.liquid ? nil : given
            if given != "auto" { inner = context.with(dark: given == "dark") }
        }
        let node = Node(value: .object(members), path: item.path, file: item.file)
        // Beside a floating sidebar, bars are laid out in the column right of it.
        let column = ["navigationBar", "toolbar"].contains(type) ? inner.chrome.sidebarPt : 0
        if column > 0 { inner = inner.column(besideSidebarPt: column) }
        var lowered = try lowerComponent(type, ObjectNode(node: node, members: members), inner)
        // A component that lowers to stacks is laid out by the engine against its context (its own layers stay
        // at its path, and mirror with it).
        lowered = try LayoutPass(inner, component: item.path).layOut(component: lowered)
        if column > 0 { lowered = IPadChrome.shift(lowered, dxPt: column) }
        if inner.mirrors && type != "backgroundExtension" { lowered = Mirror.layers(lowered, width: context.widthPt) }
        return Primitive.group(
            .init(
                name: .text(type), appearance: look, layers: lowered.map(Primitive.lowered), origin: LayerOrigin(item))
        ).json
    }
}

extension Lowering {
    /// Refuses what is not a colour, with the message and at the path resolving it would give: a colour passed
    /// on to generated layers is checked here, where its path is the user's.
    static func checkColor(_ node: Node) throws(SceneError) {
        _ = try SceneResolver(file: node.file, directory: ".").parseColor(node)
    }

    /// Controls may also sit in a sheet's `content`, laid out in the sheet's frame.
    static let controlTypes = ["button", "switch", "slider", "segmentedControl"] + MoreControls.types

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
        case "menu", "popover", "actionSheet": return try ActionSheet.lowerPresentation(type, o, context)
        case _ where MoreControls.types.contains(type): return try MoreControls.lower(type, o, context)
        case "insetGroupedList", "splitView": return try lowerLayout(type, o, context)
        default: return try Alert.lower(o, context)
        }
    }
}
