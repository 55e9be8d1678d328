import GlassCore
import GlassScene

extension LayoutAudit {
    /// For each layer whose ink shares a pixel with another layer's ink (of another path), one such layer:
    /// the first met sweeping the rows top to bottom, layers in drawing order within a row.
    ///
    /// One sweep over the rows with one row of owners (`width` entries): each row's active layers write their
    /// ink pixels into it in drawing order, and a pixel already owned by another layer makes the pair. Every
    /// layer in an overlap is found (the first on a pixel by the second, each later one by the one before it).
    /// Cost: O(n log n + H + Σ ink-box areas) time for n layers on H rows (each ink pixel of each layer is
    /// visited once, the same pixels the legibility audit keeps), O(width + n) memory beside the masks: never
    /// a comparison of every pair, however many layers.
    static func overlaps(_ layers: [LayerLegibility], width: Int) -> [Int: Int] {
        let order = layers.indices.filter { layers[$0].hasInkMask }.sorted {
            (layers[$0].inkBounds.y, $0) < (layers[$1].inkBounds.y, $1)
        }
        var partner: [Int: Int] = [:]
        guard !order.isEmpty, width > 0 else { return partner }
        var owner = [Int32](repeating: -1, count: width)
        var touched: [Int] = []
        // Layers whose ink box holds row `y`, in drawing order.
        var active: [Int] = []
        var next = 0
        var y = layers[order[0]].inkBounds.y
        while next < order.count || !active.isEmpty {
            if active.isEmpty { y = max(y, layers[order[next]].inkBounds.y) }
            while next < order.count && layers[order[next]].inkBounds.y <= y {
                let i = order[next]
                var lo = 0
                var hi = active.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if active[mid] < i { lo = mid + 1 } else { hi = mid }
                }
                active.insert(i, at: lo)
                next += 1
            }
            for i in active {
                let b = layers[i].inkBounds
                let row = (y - b.y) * b.width
                let mask = layers[i].inkMask
                for x in 0..<b.width where mask[row + x] {
                    let cx = b.x + x
                    let o = Int(truncatingIfNeeded: owner[cx])
                    if o < 0 {
                        touched.append(cx)
                    } else if o != i && layers[o].source.path != layers[i].source.path {
                        if partner[i] == nil { partner[i] = o }
                        if partner[o] == nil { partner[o] = i }
                    }
                    owner[cx] = Int32(truncatingIfNeeded: i)
                }
            }
            for cx in touched { owner[cx] = -1 }
            touched.removeAll(keepingCapacity: true)
            y += 1
            active.removeAll { layers[$0].inkBounds.maxY <= y }
        }
        return partner
    }
}
