import Foundation
import GlassCore
import GlassRender
import Testing

/// How many bodies run at once and on which threads.
final class ConcurrencyMeter: @unchecked Sendable {
    private let lock = NSCondition()
    private var inside = 0
    private(set) var most = 0
    private var threads: Set<UInt> = []

    /// Enters, then waits until `target` bodies have been inside at once (or `timeout` seconds pass).
    func enter(waitingFor target: Int, timeout: Double = 2) {
        lock.lock()
        inside += 1
        most = max(most, inside)
        threads.insert(UInt(pthread_self()))
        lock.broadcast()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while most < target && lock.wait(until: deadline) {}
        inside -= 1
        lock.unlock()
    }

    var distinctThreads: Int {
        lock.lock()
        defer { lock.unlock() }
        return threads.count
    }
}

/// `--threads N` runs on exactly N threads, whatever the machine's width: Dispatch's concurrentPerform ran
/// at the pool's width (17 threads for 2 with 16 CPUs visible, 2 for 5 on a 2-CPU machine).
@Suite struct ThreadPoolTests {
    @Test(arguments: [2, 3, 5, 8])
    func aPoolRunsOnExactlyItsThreads(threads: Int) {
        let meter = ConcurrencyMeter()
        Workers.pool(threads: threads).forEach(0..<threads * 16) { _ in meter.enter(waitingFor: threads) }
        #expect(meter.most == threads)
        #expect(meter.distinctThreads == threads)
    }

    /// A job started from inside a job (or beside one, from another thread) runs on its caller alone
    /// instead of waiting for the pool: every index still runs once, and nothing deadlocks.
    @Test func nestedJobsRunInline() {
        let workers = Workers.pool(threads: 3)
        let tally = Tally(8 * 50)
        workers.forEach(0..<8) { i in
            workers.forEachBand(0..<50, minimumRows: 1) { band in for y in band { tally.add(i * 50 + y) } }
        }
        #expect(tally.all == Array(repeating: 1, count: 400))
    }
}

/// Counts calls per index from any thread.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]
    init(_ n: Int) { counts = Array(repeating: 0, count: n) }
    func add(_ i: Int) {
        lock.lock()
        counts[i] += 1
        lock.unlock()
    }
    var all: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}
