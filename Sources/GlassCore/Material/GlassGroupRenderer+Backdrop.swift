/// What a glass group reads of its backdrop before it shades a pixel: the frosted region and the tail grids.
/// It depends on the group's elements and the canvas only (not on a clip), so one serves every clipped render
/// of the same glass over the same canvas, and it can be patched where the canvas changed (`patch`), to the
/// same bits as made afresh: the legibility audit renders many small windows of one glass, each without a
/// layer, and recomputes only the frost and tail nodes near each window.
public struct GlassBackdrop: Sendable {
    /// The frosted pixels, covering `sampled` (canvas pixels).
    public internal(set) var frosted: PixelBuffer
    public let sampled: PixelRect
    /// One per element (elements of the same tail σ share a grid); nil where an element has no tail.
    let tails: [TailGrid?]

    /// Bytes held: the frost and the tail grids.
    public var bytes: Int {
        var seen: [ObjectIdentifier] = []
        var total = frosted.bytes.count
        for case let t? in tails where !seen.contains(ObjectIdentifier(t.storage)) {
            seen.append(ObjectIdentifier(t.storage))
            total += t.cols * t.rows * 16
        }
        return total
    }

    /// What `patch` replaced, to put back with `restore`.
    public struct Saved: Sendable {
        var frost: [(PixelRect, PixelBuffer)] = []
        var nodes: [(grid: Int, columns: Range<Int>, rows: Range<Int>, values: [Float])] = []
    }
}

extension GlassGroupRenderer {
    /// The frosted region of the group over `canvas` and its tail grids: what `render(onto:)` computes before
    /// it shades.
    public func backdrop(of canvas: PixelBuffer) -> GlassBackdrop {
        let (w, h) = (canvas.width, canvas.height)
        let bounds = outlineBounds
        let reach = reach()
        // Frost is sampled only inside the outlines (plus the taps' reach), not under the shadow. When only
        // the shadow reaches the canvas no pixel reads the frost (no coverage), but the sampler wants one.
        var sampled = bounds.expanded(by: reach.sample, clippedToWidth: w, height: h)
        if sampled.isEmpty { sampled = bounds.nearestPixel(width: w, height: h) }
        let frosted = frostRegion(canvas, sampled)
        let sampler = BilinearSampler(image: frosted, rect: sampled)
        let frost = frost()
        // One tail grid per distinct tail σ (exact blurs have no tail).
        var tails: [TailGrid?] = []
        var made: [(Double, TailGrid)] = []
        for e in elements {
            let sigma = e.parameters.tailSigma * scale
            if frost.exact || e.parameters.exactBlurSigma != nil || sigma <= 0 {
                tails.append(nil)
            } else if let hit = made.first(where: { $0.0 == sigma }) {
                tails.append(hit.1)
            } else {
                let inner = bounds.expanded(by: reach.lens, clippedToWidth: w, height: h)
                let grid = TailGrid(
                    sampler: sampler, region: inner, tailSigmaPx: sigma, frostSigmaPx: frost.sigmaY, workers: workers)
                made.append((sigma, grid))
                tails.append(grid)
            }
        }
        return GlassBackdrop(frosted: frosted, sampled: sampled, tails: tails)
    }

    /// The frost of `region` (within the canvas) of `canvas`: the same bits as that region of a frost of any
    /// larger region.
    func frostRegion(_ canvas: PixelBuffer, _ region: PixelRect) -> PixelBuffer {
        let frost = frost()
        if frost.exact { return GaussianBlur.blur(canvas, region: region, sigma: frost.sigmaY, workers: workers) }
        return GaussianBlur.blurSeparable(
            canvas, region: region, weightsX: GaussianBlur.truncatedWeights(sigma: frost.sigmaX),
            weightsY: GaussianBlur.truncatedWeights(sigma: frost.sigmaY), workers: workers)
    }

    /// How far (px) a change of the backdrop moves the frost: the frost kernel's radius, or for an exact blur
    /// on a decimated grid the radius with the prefilter and the interpolation, with a margin.
    func frostInfluencePx() -> (x: Int, y: Int) {
        let frost = frost()
        if frost.exact {
            let f = GaussianBlur.decimation(sigma: frost.sigmaY)
            let r = GaussianBlur.radius(sigma: frost.sigmaY) + 6 * f + 4
            return (r, r)
        }
        return (
            (GaussianBlur.truncatedWeights(sigma: frost.sigmaX).count - 1) / 2,
            (GaussianBlur.truncatedWeights(sigma: frost.sigmaY).count - 1) / 2
        )
    }

    /// The pixels of the frost a change of the canvas within `changed` moves.
    func frostPatches(_ changed: [PixelRect], sampled: PixelRect) -> [PixelRect] {
        let (rx, ry) = frostInfluencePx()
        return changed.map {
            PixelRect(x: $0.x - rx, y: $0.y - ry, width: $0.width + 2 * rx, height: $0.height + 2 * ry)
                .intersection(sampled)
        }.filter { !$0.isEmpty }
    }

    /// Every canvas pixel `patch` and then `render(onto:backdrop:)` read when the canvas changed only within
    /// `changed`: the pixels the patched frost reads, and those the ambient colour samples. Elsewhere the
    /// canvas may hold anything.
    public func patchReads(_ changed: [PixelRect], backdrop: GlassBackdrop, width w: Int, height h: Int)
        -> [PixelRect]
    {
        let (rx, ry) = frostInfluencePx()
        var out = frostPatches(changed, sampled: backdrop.sampled).map {
            PixelRect(x: $0.x - rx, y: $0.y - ry, width: $0.width + 2 * rx, height: $0.height + 2 * ry)
                .intersection(PixelRect(x: 0, y: 0, width: w, height: h))
        }
        let frost = frost()
        let ax = (GaussianBlur.truncatedWeights(sigma: frost.sigmaX).count - 1) / 2
        let ay = (GaussianBlur.truncatedWeights(sigma: frost.sigmaY).count - 1) / 2
        for e in elements where e.parameters.ambient > 0 && e.parameters.exactBlurSigma == nil {
            for (x, y) in ambientTaps(e) {
                // Taps off the canvas read its edge pixels (clamped).
                func span(_ c: Int, _ r: Int, _ n: Int) -> (Int, Int) {
                    (min(max(c - r, 0), n - 1), min(max(c + r, 0), n - 1) + 1)
                }
                let (x0, x1) = span(x, ax, w)
                let (y0, y1) = span(y, ay, h)
                out.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            }
        }
        return out.filter { !$0.isEmpty }
    }

    /// Brings `backdrop` (of this group over an earlier canvas) up to `canvas`, which differs from that one
    /// only within `changed`: the frost near each changed rectangle and the tail nodes that read it are
    /// computed again, the same bits as `backdrop(of: canvas)`. Returns what it replaced, for `restore`.
    public func patch(_ backdrop: inout GlassBackdrop, changed: [PixelRect], canvas: PixelBuffer)
        -> GlassBackdrop.Saved
    {
        var saved = GlassBackdrop.Saved()
        let sampled = backdrop.sampled
        let patches = frostPatches(changed, sampled: sampled)
        for p in patches {
            let local = PixelRect(x: p.x - sampled.x, y: p.y - sampled.y, width: p.width, height: p.height)
            saved.frost.append((local, backdrop.frosted.copy(local)))
            backdrop.frosted.paste(frostRegion(canvas, p), x: local.x, y: local.y)
        }
        let sampler = BilinearSampler(image: backdrop.frosted, rect: sampled)
        var done: [ObjectIdentifier] = []
        for (index, grid) in backdrop.tails.enumerated() {
            guard let grid, !done.contains(ObjectIdentifier(grid.storage)) else { continue }
            done.append(ObjectIdentifier(grid.storage))
            // A node reads the ring around it (2.61 σ), bilinearly, clamped to the frost: a node up to a step
            // outside the frost may read its edge.
            let margin = 2.6131259 * grid.tailSigmaPx + grid.step + 3
            for p in patches {
                func nodes(_ lo: Int, _ hi: Int, _ origin: Double, _ count: Int) -> Range<Int> {
                    let a = WholeNumber.clamped((Double(lo) - margin - origin) / grid.step, .down)
                    let b = WholeNumber.clamped((Double(hi) + margin - origin) / grid.step, .up) + 1
                    return max(0, a)..<max(max(0, a), min(count, b))
                }
                let columns = nodes(p.x, p.maxX, grid.originX, grid.cols)
                let rows = nodes(p.y, p.maxY, grid.originY, grid.rows)
                if columns.isEmpty || rows.isEmpty { continue }
                saved.nodes.append((index, columns, rows, grid.values(columns: columns, rows: rows)))
                grid.fill(columns: columns, rows: rows, sampler: sampler, workers: workers)
            }
        }
        return saved
    }

    /// Puts back what `patch` replaced (the backdrop as it was before it).
    public func restore(_ backdrop: inout GlassBackdrop, _ saved: GlassBackdrop.Saved) {
        for (grid, columns, rows, values) in saved.nodes.reversed() {
            backdrop.tails[grid]!.setValues(values, columns: columns, rows: rows)
        }
        for (local, pixels) in saved.frost.reversed() { backdrop.frosted.paste(pixels, x: local.x, y: local.y) }
    }
}

extension TailGrid {
    /// The nodes `columns × rows`, four floats each, row by row.
    func values(columns: Range<Int>, rows: Range<Int>) -> [Float] {
        var out: [Float] = []
        out.reserveCapacity(columns.count * rows.count * 4)
        for j in rows {
            for i in columns { for c in 0..<4 { out.append(storage.base[(j * cols + i) * 4 + c]) } }
        }
        return out
    }

    /// Writes nodes `columns × rows` back (as `values` gave them).
    func setValues(_ values: [Float], columns: Range<Int>, rows: Range<Int>) {
        var k = 0
        for j in rows {
            for i in columns {
                for c in 0..<4 {
                    storage.base[(j * cols + i) * 4 + c] = values[k]
                    k += 1
                }
            }
        }
    }
}
