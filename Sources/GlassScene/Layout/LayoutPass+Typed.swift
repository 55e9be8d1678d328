/// A component's own stacks through the engine: the size a stack or laid part chooses for an offer, and its
/// layers laid out in a frame. The component states what its parts are (`Primitive.Stack`, `Primitive.laid`)
/// and where the whole goes; the engine sizes and places every part, measuring text as drawing will (its
/// Dynamic Type, Bold Text, wrapping and line limit), exactly as it lays out a user's stacks.
extension LayoutPass {
    /// The size, in points, `part` (a stack or a laid part) chooses when offered `widthPt` × `heightPt`.
    func size(of part: Primitive, offeredWidthPt widthPt: Double, heightPt: Double) throws(SceneError) -> (
        widthPt: Double, heightPt: Double
    ) {
        let node = Node(value: part.json, path: component ?? "", file: context.state.file)
        // Measuring is not laying out: the layers and text it reads count (against the scene's limits) when
        // the part is laid out to be drawn, once.
        let state = context.state
        let counted = (state.laidOut, state.sized, state.textCharacters)
        defer { (state.laidOut, state.sized, state.textCharacters) = counted }
        do {
            var tree = tree()
            let root = try tree.add(node, in: nil)
            tree.size(root, max(0, widthPt), max(0, heightPt))
            return (tree.boxes[root].widthPt, tree.boxes[root].heightPt)
        } catch {
            throw Provenance.within(node.value, at: node.path).userError(error)
        }
    }

    /// `part` (a stack or a laid part) laid out in `frame`, at `at` in it (a z-alignment's name: `center`,
    /// `top`, `bottomLeading`, …): its layers at absolute frames, tagged as the component's unless a part
    /// carries a tag of its own. Left to right: the component mirrors all its layers itself.
    func layers(of part: Primitive, in frame: RectPt, at: String = "center") throws(SceneError) -> [JSONValue] {
        guard case .object(var members) = part.json else { return [] }
        members.removeAll { $0.key == "in" || $0.key == "at" || $0.key == "frame" }
        members.append(("at", .string(at)))
        // The frame as a region's safe area: the engine places and rounds at absolute points.
        let region = Region(
            widthPt: frame.xPt + frame.widthPt, heightPt: frame.yPt + frame.heightPt, safeTopPt: frame.yPt,
            safeLeftPt: frame.xPt)
        let node = Node(value: .object(members), path: component ?? "", file: context.state.file)
        do {
            return try rewrite(node, in: region).map { [$0] } ?? []
        } catch {
            throw Provenance.within(node.value, at: node.path).userError(error)
        }
    }
}
