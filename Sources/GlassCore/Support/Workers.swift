/// How kernels spread rows over threads. The core does not create threads (it imports nothing); the
/// renderer passes in a runner, `Workers.serial` runs everything on the caller's thread.
///
/// Every kernel that takes `Workers` splits its output rows into bands whose pixels do not depend on
/// the split, so the output is bit for bit the same at any thread count.
public struct Workers: Sendable {
    /// Threads the runner uses.
    public let count: Int
    /// Calls its body for each index in `0..<n`, possibly concurrently, and returns when all are done.
    let runner: (@Sendable (Int, @Sendable (Int) -> Void) -> Void)?

    public init(count: Int, runner: @escaping @Sendable (Int, @Sendable (Int) -> Void) -> Void) {
        self.count = max(1, count)
        self.runner = runner
    }

    private init() {
        self.count = 1
        self.runner = nil
    }

    public static let serial = Workers()

    /// Splits `rows` into bands (about four per thread, at least `minimumRows` rows each) and calls
    /// `body` for each, possibly concurrently. `body` must write only its own rows.
    public func forEachBand(_ rows: Range<Int>, minimumRows: Int = 16, _ body: @Sendable (Range<Int>) -> Void) {
        let n = rows.count
        if n <= 0 { return }
        guard let runner, count > 1, n >= 2 * minimumRows else {
            body(rows)
            return
        }
        let bands = min(count * 4, max(1, n / minimumRows))
        runner(bands) { b in
            let lo = rows.lowerBound + n * b / bands
            let hi = rows.lowerBound + n * (b + 1) / bands
            if lo < hi { body(lo..<hi) }
        }
    }
}

extension Workers {
    /// Calls `body` for each index in `indices`, possibly concurrently, one index at a time per thread (the
    /// next free thread takes the next index): for a few large items of uneven cost, such as the scenes
    /// of a folder, where bands of several items left one thread idle while the other finished its band.
    public func forEach(_ indices: Range<Int>, _ body: @Sendable (Int) -> Void) {
        guard let runner, count > 1, indices.count > 1 else {
            for i in indices { body(i) }
            return
        }
        runner(indices.count) { body(indices.lowerBound + $0) }
    }
}

/// A pointer that may cross into worker threads: each worker writes a disjoint set of rows.
public struct SharedPointer<T>: @unchecked Sendable {
    public let base: UnsafeMutablePointer<T>
    public init(_ base: UnsafeMutablePointer<T>) { self.base = base }
}
