import GlassCore
import GlassRender
import GlassScene

/// `glass render SCENE --matrix … --sheet OUT.png`: every render of one scene's matrix in one image, each
/// under a label of its traits (one line a key, `appearance=dark`), drawn by glass itself.
///
/// Cells follow the names' order (keys sorted, the last varying fastest), as many to a row as the last key
/// has values (at most `maxColumns`; more when the labels alone would pass the limit), 16 pt apart on white. Each cell is as large as the largest render (a
/// device matrix mixes sizes; each render sits at its cell's top left). A sheet larger than a scene may be
/// (`SceneLimits`: 16 384 px a side, 40 Mpx) is drawn at 1/2, 1/3, … of the renders' size, each render
/// resampled with the tent filter of image layers, so 256 screens still make one sheet.
enum ContactSheet {
    static let maxColumns = 6
    static let gapPt = 16
    static let lineHeightPt = 20
    static let paddingPt = 6
    /// The narrowest a cell is, so that its label can be read over a small render; wider when a label line
    /// needs it (`minCellWidth`).
    static let minCellWidthPt = 160
    /// The labels' text style (footnote, 13 pt regular).
    static let labelSizePt = 13.0

    /// One label line a trait, keys sorted: `appearance=dark`.
    static func labelLines(_ traits: SceneOverrides) -> [String] {
        traits.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// The narrowest cell, in points, whose label shows every line of `labels` whole (never cut to
    /// `device=iphone-17-pro-…`, which would not say which device): the widest line, measured with the text
    /// stack, with the padding either side; at least `minCellWidthPt`.
    static func minCellWidth(_ labels: [[String]]) -> Int {
        let widest =
            labels.joined().map { Measure.width($0, sizePt: labelSizePt, weight: SceneSettings().drawn(.regular)) }
            .max() ?? 0
        return max(
            minCellWidthPt,
            WholeNumber.clamped(widest + Double(2 * paddingPt), .up, to: 0...SceneLimits.maxSidePx / (2 * maxColumns)))
    }

    /// The sheet of `scenePath` under every combination of `matrix`: straight-alpha RGBA8. A render that fails
    /// is the sheet's error, named with its traits.
    static func render(_ scenePath: String, matrix: TraitMatrix, workers: Workers) throws(CLIError) -> PixelBuffer {
        let cells = matrix.combinations
        // First the sizes (loading is cheap beside rendering), so the layout is known before any render.
        var sizes: [(width: Int, height: Int, scale: Int)] = []
        for traits in cells {
            let scene = try load(scenePath, traits)
            sizes.append((scene.widthPx, scene.heightPx, WholeNumber.exactly(scene.scale, in: 1...3) ?? 1))
        }
        let columns = min(maxColumns, matrix.axes.last?.values.count ?? 1)
        guard
            let layout = Layout.fitting(
                cellWidth: sizes.map(\.width).max()!, cellHeight: sizes.map(\.height).max()!,
                scale: sizes.map(\.scale).max()!, labelLines: matrix.axes.count,
                minWidthPt: minCellWidth(cells.map(labelLines)), count: cells.count, columns: columns)
        else {
            throw CLIError(
                .usage,
                "--sheet: \(cells.count) renders under labels of \(matrix.axes.count) lines do not fit one sheet (\(SceneLimits.maxSidePx) px a side, \(SceneLimits.maxPixels / 1_000_000) Mpx); use fewer --matrix keys or values"
            )
        }
        var sheet = PixelBuffer(width: layout.width, height: layout.height)
        sheet.fill(with: SIMD4(255, 255, 255, 255))
        for (i, traits) in cells.enumerated() {
            let (x, y) = layout.origin(of: i)
            let label = try labelStrip(
                labelLines(traits), layout: layout, scenePath)
            sheet.paste(label, x: x, y: y)
            let scene = try load(scenePath, traits)
            let plan: RenderPlan
            do {
                plan = try Renderer.checkedPlan(scene).plan
            } catch {
                throw failure(CLIError(error), traits)
            }
            let image = Renderer.render(plan, workers: workers)
            let cell = layout.shrunk(image, workers)
            // Centred under its label when narrower than the cell (a small scene, a narrower device).
            sheet.paste(
                cell, x: x + (layout.cellWidth - cell.width) / 2, y: y + layout.labelHeight)
        }
        // Cells are premultiplied (a render that is not opaque keeps its colours when shrunk); the sheet is
        // written straight, as every PNG glass writes.
        sheet.unpremultiply(workers: workers)
        return sheet
    }

    /// Where the cells go and at what fraction of the renders' size.
    struct Layout {
        let shrink: Int
        /// A render's size at the sheet's shrink, at most (a cell is at least `minWidthPt` wide).
        let cellWidth: Int, cellHeight: Int
        let labelScale: Int, labelHeight: Int
        let gap: Int
        let columns: Int, rows: Int
        var width: Int { columns * cellWidth + (columns - 1) * gap }
        var height: Int { rows * (labelHeight + cellHeight) + (rows - 1) * gap }

        /// The smallest shrink (1, 2, 3, …) at which the sheet fits a scene's limits, with `columns` to a row
        /// or, when more columns let the renders shrink less (the labels never shrink below 1×, so their rows
        /// alone can pass the limit), more (up to `maxColumns`); nil when no layout fits. Bounded: a shrink
        /// past the renders' largest side draws every render as one pixel, so no larger one is tried.
        static func fitting(
            cellWidth w: Int, cellHeight h: Int, scale: Int, labelLines: Int, minWidthPt: Int, count: Int,
            columns: Int
        ) -> Layout? {
            let maxShrink = max(1, w, h)
            var best: Layout? = nil
            for columns in max(1, columns)...max(1, columns, ContactSheet.maxColumns) {
                for shrink in 1...min(maxShrink, (best?.shrink ?? maxShrink + 1) - 1) {
                    let labelScale = max(1, scale / shrink)
                    let layout = Layout(
                        shrink: shrink, cellWidth: max((w + shrink - 1) / shrink, minWidthPt * labelScale),
                        cellHeight: (h + shrink - 1) / shrink,
                        labelScale: labelScale,
                        labelHeight: (2 * ContactSheet.paddingPt + labelLines * ContactSheet.lineHeightPt)
                            * labelScale,
                        gap: ContactSheet.gapPt * labelScale, columns: columns, rows: (count + columns - 1) / columns)
                    if layout.fits {
                        best = layout
                        break
                    }
                }
                if best?.shrink == 1 { break }
            }
            return best
        }

        /// Whether the sheet is within a scene's limits (`SceneLimits`).
        var fits: Bool {
            width <= SceneLimits.maxSidePx && height <= SceneLimits.maxSidePx
                && width * height <= SceneLimits.maxPixels
        }

        /// The top left of cell `i`'s label, in sheet pixels.
        func origin(of i: Int) -> (x: Int, y: Int) {
            ((i % columns) * (cellWidth + gap), (i / columns) * (labelHeight + cellHeight + gap))
        }

        /// `image` (premultiplied) at 1/`shrink` of its size, tent-filtered; itself at 1.
        func shrunk(_ image: PixelBuffer, _ workers: Workers) -> PixelBuffer {
            if shrink == 1 { return image }
            let f = Double(shrink)
            return Resample.draw(
                image, placed: RectPx(x: 0, y: 0, width: Double(image.width) / f, height: Double(image.height) / f),
                target: PixelRect(
                    x: 0, y: 0, width: (image.width + shrink - 1) / shrink, height: (image.height + shrink - 1) / shrink
                ),
                workers: workers)
        }
    }

    /// The scene with `traits`, or its error naming them.
    static func load(_ scenePath: String, _ traits: SceneOverrides) throws(CLIError) -> ResolvedScene {
        do {
            return try SceneLoader.load(path: scenePath, overrides: traits)
        } catch {
            throw failure(CLIError(error), traits)
        }
    }

    static func failure(_ error: CLIError, _ traits: SceneOverrides) -> CLIError {
        CLIError(error.code, "\(error.message) (rendering with \(traits))")
    }

    /// A white strip as wide as a cell with one centred line of text a trait (premultiplied: it is opaque).
    static func labelStrip(_ lines: [String], layout: Layout, _ scenePath: String) throws(CLIError) -> PixelBuffer {
        let widthPt = Double(layout.cellWidth) / Double(layout.labelScale)
        let heightPt = Double(layout.labelHeight / layout.labelScale)
        let texts = lines.enumerated().map { i, line in
            let top = paddingPt + i * lineHeightPt
            return
                ##"{"type": "text", "text": "\##(line)", "frame": [0, \##(top), \##(widthPt), \##(lineHeightPt)], "style": "footnote", "alignment": "center", "lines": 1, "color": "#000000"}"##
        }
        let json = """
            {"canvas": {"width": \(widthPt), "height": \(heightPt), "scale": \(layout.labelScale)}, "background": "#FFFFFF",
             "layers": [\(texts.joined(separator: ", "))]}
            """
        do {
            return Renderer.render(try SceneLoader.resolve(bytes: Array(json.utf8), file: "labels", directory: "."))
        } catch {
            throw CLIError(.dataError, "\(scenePath): --sheet: a label could not be drawn: \(error.message)")
        }
    }
}
