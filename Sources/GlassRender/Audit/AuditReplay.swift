import GlassCore

/// The frost and tails of each glass step the audit renders again, as the full render had them: made once a
/// pass and patched near each batch's windows, so a glass over many layers is frosted once, not once a batch
/// (a full-canvas glass over 80 overlapping lines was frosted 80 times). Held within `budgetBytes`; a glass
/// whose backdrop does not fit is frosted afresh each time, as before.
final class AuditBackdrops {
    private var held: [Int: GlassBackdrop] = [:]
    private(set) var heldBytes = 0
    /// Steps whose backdrop did not fit: frosted afresh each time, without trying again.
    private var unheld: Set<Int> = []
    let budgetBytes: Int

    init(budgetBytes: Int) { self.budgetBytes = budgetBytes }

    /// Renders glass step `k`'s material into `windows` of `scratch`, whose pixels equal the step's read in the
    /// full render (`read`) but within `changed` (the windows already without their runs); elsewhere scratch
    /// may hold anything. False when the step's backdrop does not fit the budget (nothing is done then).
    func render(
        _ k: Int, _ group: RenderPlan.GlassGroup, read: AuditRecorder.Snapshot, changed: [PixelRect],
        windows: [PixelRect], on scratch: inout PixelBuffer, workers: Workers
    ) -> Bool {
        if unheld.contains(k) { return false }
        let glass = GlassGroupRenderer(
            elements: group.elements, spacingPx: group.spacingPx, scale: group.scale, workers: workers)
        // The changed windows as they are, for the pixels of the read pasted around them.
        let kept = changed.map { scratch.copy($0) }
        var backdrop: GlassBackdrop
        if let made = held.removeValue(forKey: k) {
            backdrop = made
        } else {
            scratch.paste(read.pixels, x: read.region.x, y: read.region.y)
            backdrop = glass.backdrop(of: scratch)
            if heldBytes + backdrop.bytes > budgetBytes {
                unheld.insert(k)
                for (w, pixels) in zip(changed, kept) { scratch.paste(pixels, x: w.x, y: w.y) }
                return false
            }
            heldBytes += backdrop.bytes
        }
        defer { held[k] = backdrop }
        // The read pixels the patch and the ambient colour take.
        for r in glass.patchReads(changed, backdrop: backdrop, width: scratch.width, height: scratch.height) {
            let part = r.intersection(read.region)
            if part.isEmpty { continue }
            scratch.paste(
                read.pixels.copy(
                    PixelRect(
                        x: part.x - read.region.x, y: part.y - read.region.y, width: part.width, height: part.height)),
                x: part.x, y: part.y)
        }
        for (w, pixels) in zip(changed, kept) { scratch.paste(pixels, x: w.x, y: w.y) }
        let saved = glass.patch(&backdrop, changed: changed, canvas: scratch)
        Renderer.renderMaterial(group, on: &scratch, workers: workers, windows: windows, backdrop: backdrop)
        glass.restore(&backdrop, saved)
        return true
    }
}

extension LegibilityAudit {
    /// The ink boxes of `batch` rendered without their runs, by ordinal: from the first run on, every later
    /// step that may reach a window, on `scratch` (a canvas-sized buffer whose pixels outside the windows do
    /// not matter); each window takes its pixels from before its run when the run's turn comes.
    static func replay(
        _ batch: [AuditRecorder.Capture], recorder: AuditRecorder, on scratch: inout PixelBuffer,
        backdrops: AuditBackdrops, workers: Workers
    ) -> [Int: PixelBuffer] {
        let byStep = Dictionary(uniqueKeysWithValues: batch.map { ($0.step, $0) })
        let windows = batch.map(\.window)
        var active: [PixelRect] = []
        for k in batch[0].step..<recorder.executed.count {
            if let c = byStep[k] {
                scratch.paste(c.before, x: c.window.x, y: c.window.y)
                active.append(c.window)
                continue
            }
            let step = recorder.executed[k]
            let written = recorder.written(k)
            if windows.allSatisfy({ $0.intersection(written).isEmpty }) { continue }
            if let read = recorder.reads[k] {
                if case .glass(let group) = step,
                    backdrops.render(
                        k, group, read: read, changed: active, windows: windows, on: &scratch, workers: workers)
                {
                    continue
                }
                // The backdrop the step read in the full render, with the windows as they are without the runs.
                let kept = active.map { scratch.copy($0) }
                scratch.paste(read.pixels, x: read.region.x, y: read.region.y)
                for (w, pixels) in zip(active, kept) { scratch.paste(pixels, x: w.x, y: w.y) }
            }
            if case .glass(let group) = step {
                Renderer.renderMaterial(group, on: &scratch, workers: workers, windows: windows)
            } else {
                Renderer.executeLeaf(step, on: &scratch, workers: workers)
            }
        }
        return Dictionary(uniqueKeysWithValues: batch.map { ($0.ordinal, scratch.copy($0.ink)) })
    }
}
