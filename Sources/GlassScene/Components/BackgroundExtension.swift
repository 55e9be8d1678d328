import GlassCore

/// `UIBackgroundExtensionView` (components.md §5, seed 004): an image in its frame, extended to the listed
/// screen edges by mirrored copies (a copy flipped across each edge of the frame, repeated until the screen's
/// edge), the extension blurred (σ 20 pt, ≈) so it reads as a soft continuation while the image itself stays
/// sharp. Layers after it are not extended.
enum BackgroundExtension {
    static let keys = ["type", "name", "image", "frame", "edges"]
    // Metrics.
    /// glass: the extension blurred by σ 20 pt (≈).
    static let blurPt = 20.0
    /// At most 50 copies a side (a tiny frame on a large screen would need millions).
    static let maxCopiesPerSideCount = 50

    static func lower(_ o: ObjectNode, _ c: LayoutContext) throws(SceneError) -> [JSONValue] {
        _ = try o.node.object(allowed: keys)
        let imageNode = try o.required("image")
        guard case .string(let image) = imageNode.value, !image.isEmpty else {
            throw imageNode.expected("a path to a PNG file")
        }
        let f = try ControlInput.frame(o)
        var edges = Set<String>()
        if let e = o.optional("edges") {
            for n in try e.array() {
                edges.insert(try n.choice(["top", "bottom", "leading", "trailing"].map { ($0, $0) }))
            }
        } else {
            edges = ["top", "bottom", "leading", "trailing"]
        }
        let w = c.widthPt
        let h = c.heightPt
        // Columns and rows of copies: index 0 is the frame; negative toward the top or leading edge.
        func range(_ start: Double, _ size: Double, _ total: Double, before: Bool, after: Bool) -> ClosedRange<Int> {
            // At most 50 copies a side, none beyond an edge the frame already passes; clamped, not converted,
            // as a 1e-300 pt frame divides to about 1e305 copies.
            let most = 0...maxCopiesPerSideCount
            let lo = before ? -WholeNumber.clamped(start / size, .up, to: most) : 0
            let hi = after ? WholeNumber.clamped((total - start - size) / size, .up, to: most) : 0
            return lo...hi
        }
        let cols = range(f[0], f[2], w, before: edges.contains("leading"), after: edges.contains("trailing"))
        let rows = range(f[1], f[3], h, before: edges.contains("top"), after: edges.contains("bottom"))
        var layers: [Primitive] = []
        for row in rows {
            for col in cols where row != 0 || col != 0 {
                let (flipH, flipV) = (col % 2 != 0, row % 2 != 0)
                let flip: ImageFlip? = flipH && flipV ? .both : flipH ? .horizontal : flipV ? .vertical : nil
                let frame = RectPt(f[0] + Double(col) * f[2], f[1] + Double(row) * f[3], f[2], f[3])
                layers.append(imageLayer(image, frame, flip: flip, o))
            }
        }
        // The blur over the extension: pure-blur glass over each band around the frame.
        func blur(_ x: Double, _ y: Double, _ bw: Double, _ bh: Double) {
            guard bw > 0, bh > 0 else { return }
            layers.append(
                .glass(
                    .init(
                        frame: RectPt(x, y, bw, bh), corners: .radiusPt(0), material: .pureBlur(blurPt), content: nil)))
        }
        let x0 = f[0] + Double(cols.lowerBound) * f[2]
        let x1 = f[0] + Double(cols.upperBound + 1) * f[2]
        let y0 = f[1] + Double(rows.lowerBound) * f[3]
        let y1 = f[1] + Double(rows.upperBound + 1) * f[3]
        blur(x0, y0, x1 - x0, f[1] - y0)
        blur(x0, f[1] + f[3], x1 - x0, y1 - f[1] - f[3])
        blur(x0, f[1], f[0] - x0, f[3])
        blur(f[0] + f[2], f[1], x1 - f[0] - f[2], f[3])
        layers.append(imageLayer(image, RectPt(f[0], f[1], f[2], f[3]), flip: nil, o))
        return layers.json
    }

    /// An image layer of the extension, whose `image` and `frame` are the user's: a problem with either (a
    /// missing file, an image too large) is reported at that key of the component, `layers[0].image`.
    static func imageLayer(_ image: String, _ frame: RectPt, flip: ImageFlip?, _ o: ObjectNode) -> Primitive {
        .image(.init(image: image, frame: frame, fit: "fill", flip: flip, origin: .carried(o.node)))
    }
}
