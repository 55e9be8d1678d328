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
    ///
    /// `hardware` says which pairs are not collisions: a layer drawn over another from a panel that covers the
    /// screen beneath it (an alert, menu, sheet…), or a bar's part over content that scrolls under the bar.
    static func overlaps(_ layers: [LayerLegibility], width: Int, hardware: DisplayHardware = DisplayHardware())
        -> [Int: Int]
    {
        let hides = Cover(layers, hardware)
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
                    } else if o != i && layers[o].source.path != layers[i].source.path && !hides(o, under: i) {
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

    /// Which layer hides which, by the roots their paths lie in (found once per layer, so a pixel's check is
    /// two array reads).
    struct Cover {
        /// Per layer: the index of the covering panel it belongs to, of the bar it belongs to (-1: none), and
        /// whether it scrolls.
        let panel: [Int], bar: [Int], scrolls: [Bool]

        init(_ layers: [LayerLegibility], _ hardware: DisplayHardware) {
            let panels = hardware.coveringPaths.sorted()
            let bars = hardware.barPaths.sorted()
            func indices(_ paths: [String], _ roots: [String]) -> [Int] {
                guard !roots.isEmpty else { return Array(repeating: -1, count: paths.count) }
                let set = Set(roots)
                return paths.map { path in
                    DisplayHardware.root(of: path, in: set).flatMap { roots.firstIndex(of: $0) } ?? -1
                }
            }
            let paths = layers.map(\.source.path)
            (panel, bar) = (indices(paths, panels), indices(paths, bars))
            scrolls = paths.map { hardware.scrolls($0) }
        }

        /// Whether `upper`, drawn after `lower`, hides it where their ink meets: a panel over what is not its
        /// own, or a bar over scrolling content.
        func callAsFunction(_ lower: Int, under upper: Int) -> Bool {
            if panel[upper] >= 0 && panel[upper] != panel[lower] { return true }
            return bar[upper] >= 0 && scrolls[lower] && bar[lower] < 0
        }
    }
}
