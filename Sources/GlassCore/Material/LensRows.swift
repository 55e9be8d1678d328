/// The lens field on three rows of pixel centres around the row being shaded, each value computed once.
///
/// The gradient at a pixel takes the field one pixel left, right, above and below: the centres of its
/// neighbours, exactly (`x + 0.5 ± 1` is the next centre in binary floating point), so neighbouring pixels
/// share four of their five samples. Evaluating each centre once instead of five times was about 5% of the
/// benchmark frame. Values are filled on first use (NaN marks an empty slot); rows are recycled by `y mod 3`.
/// Call `moveTo(row:)` before shading each row. Owns its storage; one per band of rows, never shared
/// between threads.
public final class LensRows {
    /// Three rows of `width` values for pixel columns `x0 ..< x0 + width`.
    let values: UnsafeMutablePointer<Double>
    let x0: Int, width: Int
    /// The pixel row each of the three slots holds (`Int.min`: none yet); plain memory, not a stored
    /// `var`, so reading it needs no exclusivity check.
    let rows: UnsafeMutablePointer<Int>
    /// The rows above, at and below the current one (the first value of each).
    let current: UnsafeMutablePointer<UnsafeMutablePointer<Double>>

    /// Rows for pixels `columns`, whose neighbours one pixel out are read too.
    public init(columns: Range<Int>) {
        x0 = columns.lowerBound - 1
        width = columns.count + 2
        values = .allocate(capacity: 3 * width)
        rows = .allocate(capacity: 3)
        rows.initialize(repeating: .min, count: 3)
        current = .allocate(capacity: 3)
        current.initialize(repeating: values, count: 3)
    }

    deinit {
        values.deallocate()
        rows.deallocate()
        current.deallocate()
    }

    /// Makes `y` the current row (rows `y − 1 … y + 1` readable), keeping values already computed.
    public func moveTo(row y: Int) {
        current[0] = row(y - 1)
        current[1] = row(y)
        current[2] = row(y + 1)
    }

    /// The slot's first value, after making sure it holds row `y`.
    func row(_ y: Int) -> UnsafeMutablePointer<Double> {
        let slot = (y % 3 + 3) % 3
        let start = values + slot * width
        if rows[slot] != y {
            start.initialize(repeating: .nan, count: width)
            rows[slot] = y
        }
        return start
    }

    /// `field.lensGradient` at the centre of pixel (`x`, `y`): `x` in the columns given at init, `y` the
    /// current row.
    @inline(__always)
    public func gradient(x: Int, y: Int, field: GlassField) -> (gx: Double, gy: Double, laplacian: Double) {
        let above = current[0]
        let here = current[1]
        let below = current[2]
        @inline(__always) func value(_ r: UnsafeMutablePointer<Double>, _ x: Int, _ y: Int) -> Double {
            let p = r + (x - x0)
            if p.pointee.isNaN { p.pointee = field.lensDistance(Double(x) + 0.5, Double(y) + 0.5) }
            return p.pointee
        }
        let c = value(here, x, y)
        let xp = value(here, x + 1, y)
        let xm = value(here, x - 1, y)
        let yp = value(below, x, y + 1)
        let ym = value(above, x, y - 1)
        return ((xp - xm) / 2, (yp - ym) / 2, xp + xm + yp + ym - 4 * c)
    }
}

extension LensRows {
    /// `gradient` for the eight pixels `x ..< x + 8` of the current row `y`, for a single element's lens
    /// `outline` (its field is that outline's distance): the same values, computed eight at a time where
    /// not yet held, and the same differences lane by lane. `x − 1 … x + 8` must lie in the columns.
    @inline(__always)
    func gradient(lanes x: Int, y: Int, outline: RoundedRect) -> (gx: WideLanes, gy: WideLanes, laplacian: WideLanes) {
        gradient(lanes: x, y: y) { outline.distance(lanes: $0, $1) }
    }

    /// The same for any lens field, `value` giving it at eight pixel centres of one row (it must give the
    /// bits `GlassField.lensDistance` gives at each).
    @inline(__always)
    func gradient(lanes x: Int, y: Int, value: (WideLanes, Double) -> WideLanes) -> (
        gx: WideLanes, gy: WideLanes, laplacian: WideLanes
    ) {
        let iota = WideLanes(0, 1, 2, 3, 4, 5, 6, 7)
        @inline(__always) func load(_ p: UnsafeMutablePointer<Double>) -> WideLanes {
            UnsafeRawPointer(p).loadUnaligned(as: WideLanes.self)
        }
        @inline(__always) func store(_ v: WideLanes, _ p: UnsafeMutablePointer<Double>) {
            UnsafeMutableRawPointer(p).storeBytes(of: v, as: WideLanes.self)
        }
        // Each row's values x − 1 … x + 8 as two overlapping runs of eight, each computed whole when it misses
        // a value (the pixel-at-a-time code fills single values, so any of them may be missing).
        for r in 0..<3 {
            let p = current[r] + (x - x0)
            let py = Double(y + r - 1) + 0.5
            let first = load(p - 1)
            let last = load(p + 1)
            if anyLane(first .!= first) { store(value(iota + Double(x - 1) + 0.5, py), p - 1) }
            if anyLane(last .!= last) { store(value(iota + Double(x + 1) + 0.5, py), p + 1) }
        }
        let here = current[1] + (x - x0)
        let c = load(here)
        let xp = load(here + 1)
        let xm = load(here - 1)
        let yp = load(current[2] + (x - x0))
        let ym = load(current[0] + (x - x0))
        return ((xp - xm) / 2, (yp - ym) / 2, xp + xm + yp + ym - 4 * c)
    }
}
