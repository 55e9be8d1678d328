import GlassCore
import GlassPNG
import GlassRender
import GlassScene

/// Renders an animated scene's frames: each instant's scene through the same plan, memory check and kernels
/// as a still render.
struct FrameRenderer {
    let animation: AnimatedScene
    let workers: Workers
    /// Whether each frame starts from the one before (`FrameSequence`); false with `--no-reuse`.
    let reuse: Bool

    /// A sequence for this run's frames.
    func sequence() -> FrameSequence { FrameSequence(workers: workers, reuse: reuse) }

    /// The frame at `t`, premultiplied (Reduce Motion: the two stills mixed).
    func premultiplied(atS t: Double) throws(CLIError) -> PixelBuffer {
        do {
            return try Renderer.premultipliedFrame(animation, atS: t, workers: workers)
        } catch {
            throw CLIError(error)
        }
    }

    /// The frame at `t` rendered as the next of `sequence` (see `FrameSequence`); the pixels that changed.
    func next(atS t: Double, _ sequence: inout FrameSequence) throws(CLIError) -> PixelRect? {
        do {
            return try Renderer.nextFrame(animation, atS: t, into: &sequence)
        } catch {
            throw CLIError(error)
        }
    }

    /// The animated PNG of the frames at `times`, each shown 1/`fps` s: the first whole, each next only
    /// where it differs from the one before (one unchanged pixel when nothing changed), rendered from what the
    /// one before left (`FrameSequence`: the same bytes as each frame rendered alone).
    func apng(
        _ times: [Double], fps: Int, level: Int, progress: (Int, Int) -> Void, drawn: (FrameSequence) -> Void
    ) throws(CLIError) -> [UInt8] {
        var writer = APNG.Writer(
            width: animation.widthPx, height: animation.heightPx, frameCount: times.count, level: level)
        var sequence = sequence()
        do {
            for (k, t) in times.enumerated() {
                progress(k, times.count)
                let changed = try next(atS: t, &sequence)
                let image = sequence.image
                var frame = APNG.Frame(pixels: image, delayNumerator: 1, delayDenominator: UInt16(fps))
                if k > 0 {
                    // Only the pixels that changed are written (one unchanged pixel when none did).
                    let r = changed ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
                    (frame.pixels, frame.x, frame.y) = (image.copy(r), r.x, r.y)
                }
                try writer.append(frame, workers: workers)
            }
            drawn(sequence)
            return try writer.finished()
        } catch let e as PNGError {
            throw CLIError(.failure, "animated PNG: \(e.description)")
        } catch let e as CLIError {
            throw e
        } catch {
            throw CLIError(.failure, "\(error)")
        }
    }

    /// One image of the frames at `times`, each under its instant (`0.250 s`), in rows as a contact sheet.
    func strip(_ times: [Double], scenePath: String) throws(CLIError) -> PixelBuffer {
        let labels = times.map { ["\(AnimateCommand.formatted($0)) s"] }
        let columns = min(ContactSheet.maxColumns, max(1, times.count))
        guard
            let layout = ContactSheet.Layout.fitting(
                cellWidth: animation.widthPx, cellHeight: animation.heightPx,
                scale: WholeNumber.clamped(animation.scale, .toNearestOrAwayFromZero, to: 1...3), labelLines: 1,
                minWidthPt: ContactSheet.minCellWidth(labels), count: times.count, columns: columns)
        else {
            throw CLIError(
                .usage, "--strip: \(times.count) frames do not fit one image; pick fewer with --times")
        }
        var sheet = PixelBuffer(width: layout.width, height: layout.height)
        sheet.fill(with: SIMD4(255, 255, 255, 255))
        for (i, t) in times.enumerated() {
            let (x, y) = layout.origin(of: i)
            sheet.paste(try ContactSheet.labelStrip(labels[i], layout: layout, scenePath), x: x, y: y)
            let cell = layout.shrunk(try premultiplied(atS: t), workers)
            sheet.paste(cell, x: x + (layout.cellWidth - cell.width) / 2, y: y + layout.labelHeight)
        }
        sheet.unpremultiply(workers: workers)
        return sheet
    }
}
