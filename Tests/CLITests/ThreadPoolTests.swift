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

/// Live threads of `glass` runs, counted from /proc while they render.
@Suite struct LiveThreadTests {
    /// Runs `glass args` in `directory` and samples, until it exits, the most threads of the process itself
    /// and the most of its worker processes together. The release glass (the threads are the same in a debug
    /// build, whose render of the same canvas takes 75–250× longer).
    static func mostThreads(_ args: [String], in directory: URL) async throws -> (own: Int, workers: Int, code: Int32) {
        let p = Process()
        p.executableURL = await CLI.releaseBinary()
        p.arguments = args
        p.currentDirectoryURL = directory
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        let pid = p.processIdentifier
        func tasks(_ pid: String) -> Int {
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"))?.count ?? 0
        }
        var own = 0
        var workers = 0
        while p.isRunning {
            own = max(own, tasks("\(pid)"))
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            workers = max(workers, children.split(separator: " ").map { tasks(String($0)) }.reduce(0, +))
            usleep(2000)
        }
        return (own, workers, p.terminationStatus)
    }

    /// Glass over a gradient, big enough to render for a while: 1200 px in the release glass (about 0.4 s
    /// quiet, on two cores: hundreds of samples), 600 px in the debug one (under AddressSanitizer).
    static func scene() async -> String {
        let n = await CLI.releaseBinary() == CLI.binary ? 600 : 1200
        return
            ##"{"canvas": {"width": \##(n), "height": \##(n), "scale": 1}, "background": {"linearGradient": {"from": [0, 0], "to": [\##(n), \##(n)], "stops": [["#FF0000", 0], ["#0000FF", 1]]}}, "layers": [{"type": "glass", "frame": [50, 50, \##(n - 100), \##(n - 100)], "corners": 60}]}"##
    }

    /// The review's case: `--threads 2` ran 17 threads with 16 CPUs visible; on a 2-CPU machine `--threads 5`
    /// ran 4 (Dispatch's two workers, its manager, the main thread). A scene renders on exactly N threads.
    @Test(arguments: [2, 5])
    func aRenderRunsOnExactlyItsThreads(threads: Int) async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try await Self.scene().write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let r = try await Self.mostThreads(["render", "s.json", "--threads", "\(threads)"], in: dir)
        #expect(r.code == 0 && r.own == threads && r.workers == 0, "\(r)")
    }

    /// A folder render's workers together run on `--threads` threads, one each, beside the waiting parent.
    @Test func aFolderRendersWorkersShareItsThreads() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes")
        let out = dir.appendingPathComponent("out")
        for folder in [scenes, out] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let scene = await Self.scene()
        for i in 0..<6 {
            try scene.write(to: scenes.appendingPathComponent("s\(i).json"), atomically: true, encoding: .utf8)
        }
        let r = try await Self.mostThreads(["render", "scenes", "-o", "out", "--threads", "3"], in: dir)
        #expect(r.code == 0 && r.own == 1 && r.workers == 3, "\(r)")
    }
}
