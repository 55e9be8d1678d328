import Dispatch
import GlassCore
import Testing

/// Counts calls per index from any thread.
final class Tally: @unchecked Sendable {
    private let lock = DispatchQueue(label: "tally")
    private var counts: [Int]
    init(_ n: Int) { counts = Array(repeating: 0, count: n) }
    func add(_ i: Int) { lock.sync { counts[i] += 1 } }
    var all: [Int] { lock.sync { counts } }
}

@Suite struct WorkersTests {
    static func concurrent(_ n: Int) -> Workers {
        Workers(count: n) { count, body in DispatchQueue.concurrentPerform(iterations: count) { body($0) } }
    }

    @Test(arguments: [1, 2, 3])
    func forEachVisitsEveryIndexOnce(threads: Int) {
        let workers = threads == 1 ? Workers.serial : Self.concurrent(threads)
        for range in [0..<0, 5..<6, 3..<78] {
            let tally = Tally(100)
            workers.forEach(range) { tally.add($0) }
            #expect(tally.all == (0..<100).map { range.contains($0) ? 1 : 0 }, "\(range)")
        }
    }

    @Test(arguments: [1, 2, 3])
    func bandsCoverEveryRowOnce(threads: Int) {
        let workers = threads == 1 ? Workers.serial : Self.concurrent(threads)
        for (rows, minimum) in [(0..<1, 16), (2..<97, 4), (10..<2632, 16)] {
            let tally = Tally(3000)
            workers.forEachBand(rows, minimumRows: minimum) { band in for y in band { tally.add(y) } }
            #expect(tally.all == (0..<3000).map { rows.contains($0) ? 1 : 0 }, "\(rows)")
        }
    }
}
