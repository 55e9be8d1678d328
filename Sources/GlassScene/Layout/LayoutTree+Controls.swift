/// Controls in a stack: a `button`, `switch`, `stepper`, `segmentedControl`, `slider`, `pageControl`,
/// `progressView` or `textField` among a stack's layers, sized by the engine as UIKit sizes it by its
/// intrinsic content size, then lowered by its own component at the frame the engine gives it (so it draws as
/// the same control placed there by hand, and `glass expand` prints that).
///
/// - A button: its title and symbol measured at the weight they are drawn, plus its configuration's padding,
///   at least its size class's height and growing with Dynamic Type (its lowering at a `center` sizes it).
/// - A switch, a stepper and a circular progress view: their fixed system sizes.
/// - A slider, a bar progress view, a segmented control, a page control and a text field: the width offered
///   (`"fill"`), their fixed height.
///
/// `width` / `height` and their bounds size one as they size any layer; `frame`, `center` and `origin` are
/// refused there (the stack places it).
enum ControlLayout {
    /// The controls a stack holds.
    static let types = Lowering.controlTypes
    /// The keys that place a control by hand.
    static let placingKeys = ["frame", "center", "origin"]

    /// Heights in points of the controls that take the width they are offered: a slider its thumb's, a bar
    /// progress view its bar's, a text field, a segmented control and a page control their own.
    static func flexibleHeightPt(_ type: String, _ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> Double? {
        switch type {
        case "slider": return c.liquid ? Slider.liquidThumbHeightPt : Slider.classicThumbPt
        case "segmentedControl": return SegmentedControl.heightPt
        case "pageControl": return PageControl.heightPt
        case "textField": return c.liquid ? TextField.liquidHeightPt : TextField.classicHeightPt
        case "progressView":
            let circular: Bool = try o.optional("style")?.choice([("bar", false), ("circular", true)]) ?? false
            if circular { return nil }
            return c.liquid ? ProgressView.liquidBarHeightPt : ProgressView.classicBarHeightPt
        default: return nil
        }
    }

    /// The box kind of a control: its own size, or the offered width at its height.
    static func kind(_ type: String, _ node: Node, _ o: ObjectNode, _ c: LayoutContext) throws(SceneError)
        -> LayoutBox.Kind
    {
        if let h = try flexibleHeightPt(type, o, c) { return .control(heightPt: h) }
        switch type {
        case "switch":
            let (w, h) = Switch.trackPt(c)
            return .natural(widthPt: w, heightPt: h)
        case "stepper": return .natural(widthPt: Stepper.widthPt, heightPt: Stepper.heightPt)
        default:
            // A button or circular progress view sizes itself about a `center`: lowered there once, its
            // first layer's frame is its size (a plain button measures as a gray one: the same content and
            // padding, with a backdrop to read).
            // (Its `appearance` is its group's, read where it is lowered.)
            var members = o.members.filter { !LayoutTree.sizingKeys.contains($0.key) && $0.key != "appearance" }
            if let i = members.firstIndex(where: { $0.key == "configuration" }), members[i].value == .string("plain") {
                members[i].value = .string("gray")
            }
            members.append(("center", .array([.number(0), .number(0)])))
            let probe = Node(value: .object(members), path: node.path, file: node.file)
            var flat = c
            flat.mirrors = false
            let lowered = try Lowering.lowerComponent(type, ObjectNode(node: probe, members: members), flat)
            guard case .object(let first)? = lowered.first,
                case .array(let f)? = first.first(where: { $0.key == "frame" })?.value, f.count == 4,
                case .number(let w) = f[2], case .number(let h) = f[3]
            else { return .natural(widthPt: 0, heightPt: 0) }
            return .natural(widthPt: w, heightPt: h)
        }
    }
}

extension LayoutTree {
    /// Reads a control in a stack: no hand placement, its sizing keys, the rest checked by its lowering.
    func control(_ type: String, _ node: Node, _ plain: Node, _ context: LayoutContext) throws(SceneError)
        -> (LayoutBox.Kind, ObjectNode)
    {
        let members = try Lowering.layerMembers(plain)
        for key in ControlLayout.placingKeys {
            guard let m = members.first(where: { $0.key == key }) else { continue }
            throw node.child(key, m.value).error(
                "a stack places its layers; give the \(type) \"width\" and \"height\" instead of \"\(key)\"")
        }
        let o = ObjectNode(node: plain, members: members)
        return (try ControlLayout.kind(type, plain, o, context), o)
    }

    /// Box `i`, a control, lowered by its component at `frame` (points, absolute): a switch at its origin,
    /// any other in the frame. In a right-to-left layout the stack placed it mirrored already; its own parts
    /// mirror about its centre (as the component mirrors them on the screen).
    func emitControl(_ i: Int, frame: [Double], _ pass: LayoutPass, into out: inout [JSONValue]) throws(SceneError) {
        let b = boxes[i]
        guard case .string(let type)? = try Lowering.layerMembers(b.node).first(where: { $0.key == "type" })?.value
        else { return }
        if frame[2] > ControlInput.maxSizePt || frame[3] > ControlInput.maxSizePt {
            throw b.node.error(
                "laid out \(formatNumber(frame[2])) × \(formatNumber(frame[3])) points; a \(type) is at most \(formatNumber(ControlInput.maxSizePt)) points a side"
            )
        }
        // Placed beyond where a control may stand (the stack far off the canvas, or pushed there by its
        // spacing or padding): off every canvas, so it draws nothing. Refusing it would name a position the
        // user never wrote.
        let reach = ControlInput.maxPositionPt
        if !(abs(frame[0]) <= reach && abs(frame[1]) <= reach) {
            try pass.context.state.count(b.node)
            return
        }
        var members = try Lowering.layerMembers(b.node).filter {
            !Self.layoutOnlyKeys.contains($0.key) && !Provenance.isTag($0)
        }
        members.append(
            type == "switch"
                ? ("origin", .array([.number(frame[0]), .number(frame[1])]))
                : ("frame", .array(frame.map { .number($0) })))
        try pass.context.state.count(b.node)
        var flat = pass.context
        flat.mirrors = false
        let node = Node(value: .object(members), path: b.node.path, file: b.node.file)
        let group = try Lowering.componentGroup(type, node, members, flat)
        out.append(
            rightToLeft && pass.context.settings.layoutDirection == .rightToLeft
                ? Mirror.layer(group, 2 * frame[0] + frame[2]) : group)
    }
}
