import Foundation
import GlassFiles
import GlassVersion
import Synchronization
import Testing

@testable import GlassTesting

/// While the release glass builds, a line every few seconds says what is built, the time so far and the time
/// expected: the last build on this machine, kept in the cache, else the documented estimate.
@Suite struct BuildProgressTests {
    /// A slow fake build (2 s, a line every 0.25 s): the first line names what is built and the estimate, then
    /// lines tick with the elapsed time, then the time it took, which the next build expects.
    @Test func aSlowBuildSaysWhereItIsEveryFewSeconds() throws {
        let machine = try GlassCacheTests.Machine(sleep: 2)
        defer { machine.remove() }
        let lines = Lines()
        #expect(machine.build("a", every: 0.25, lines: lines) == .binary(machine.cached))
        let said = lines.all
        let what = "building glass \(GlassVersion.version) (sources \(GlassVersion.sourceHash.prefix(8))…)"
        try #require(said.count >= 5, "\(said)")
        #expect(
            said[0].hasPrefix(what + " in release") && said[0].contains(", kept as \(machine.cached)"), "\(said[0])")
        #expect(
            said[0].hasSuffix(
                "expect about 3:00 (no build measured on this machine yet; a first one takes 1–10 minutes on 2 cores, by load), "
                    + "once per change of its sources"), "\(said[0])")
        let ticks = said.dropFirst().dropLast()
        #expect(ticks.count >= 3, "\(said)")
        #expect(ticks.allSatisfy { $0.hasPrefix(what + ": 0:0") && $0.hasSuffix(" of about 3:00") }, "\(said)")
        #expect(ticks.contains { $0.contains(": 0:01 of about") }, "the elapsed time moves: \(said)")
        let took = try #require(said.last)
        #expect(took.hasPrefix("built the release glass in 0:0"), "\(took)")
        let seconds = try String(contentsOfFile: machine.cache + "/last-build-seconds", encoding: .utf8)
        #expect(
            took == "built the release glass in 0:0\(seconds.dropLast())" && ["2\n", "3\n", "4\n"].contains(seconds))
        // The next build on this machine (another hash of glass's sources) expects what this one took.
        let other = SnapshotBinaryTests.otherHash
        let next = try GlassCacheTests.Machine(versionLine: "glass 0.1.0 (sources \(other))")
        defer { next.remove() }
        lines.clear()
        let renderer = next.build("a", environment: machine.environment, hash: other, lines: lines)
        #expect(renderer == .binary(machine.cache + "/\(other)/glass"))
        #expect(
            lines.all.first?.contains(
                "expect about 0:0\(seconds.dropLast()) (the last build on this machine took 0:0\(seconds.dropLast()))")
                == true, "\(lines.all)")
    }

    /// A test process that asks while another builds is not silent for minutes either: it says it waits for
    /// that build, with the time, then uses what was built.
    @Test func aProcessWaitingForAnotherBuildSaysSo() throws {
        let machine = try GlassCacheTests.Machine(sleep: 3)
        defer { machine.remove() }
        let lines = [Lines(), Lines()]
        let results = Mutex<[SnapshotRenderer]>([])
        // Two threads of their own (concurrentPerform may run both on one under load); the waiter's first line
        // comes after a tick, so the build lasts long enough for several under load.
        let threads = (0..<2).map { i in
            Thread {
                if i == 1 { usleep(500_000) }  // (usually) after the first has the lock
                let r = machine.build(i == 0 ? "a" : "b", every: 0.25, lines: lines[i])
                results.withLock { $0.append(r) }
            }
        }
        for thread in threads { thread.start() }
        while !threads.allSatisfy(\.isFinished) { usleep(10_000) }
        #expect(results.withLock { $0 } == [.binary(machine.cached), .binary(machine.cached)])
        #expect(machine.builds == 1)
        let said = lines.map(\.all).sorted { ($0.first ?? "") < ($1.first ?? "") }
        let waiting = "waiting for another test process that builds glass \(GlassVersion.version) (sources "
        #expect(said[0].first?.hasPrefix("building glass") == true, "\(said)")
        #expect(said[1].first?.hasPrefix(waiting) == true && said[1].first?.contains(machine.cached) == true, "\(said)")
        #expect(
            said[1].dropFirst().count >= 2
                && said[1].dropFirst().allSatisfy { $0.hasPrefix(waiting) && !$0.contains(" into ") },
            "\(said)")
    }

    /// A warm cache: the process holding the lock only checks the cached glass (a `--version`, milliseconds),
    /// so one that waits for it that briefly says nothing, not that a build of minutes is under way.
    @Test func aBriefWaitForTheLockSaysNothing() throws {
        let machine = try GlassCacheTests.Machine()
        defer { machine.remove() }
        #expect(machine.build("a") == .binary(machine.cached))
        let entry = try OpenFolder.open(machine.cache + "/\(GlassVersion.sourceHash)", links: .refuse)
        let held = DispatchSemaphore(value: 0)
        let lines = Lines()
        let waiter = Thread {
            held.wait()
            #expect(machine.build("b", every: 1, lines: lines) == .binary(machine.cached))
        }
        try entry.withExclusiveLock(GlassCache.lockFile) {
            waiter.start()
            held.signal()
            usleep(300_000)
        }
        while !waiter.isFinished { usleep(10_000) }
        #expect(lines.all == [], "\(lines.all)")
        #expect(machine.builds == 1)
    }

    /// A holder that never lets go (a test process stopped with ^Z while it built): the wait is given up at
    /// its bound, saying so, the package builds its own, and the waiting lines stop.
    @Test func aLockHeldForEverIsGivenUp() throws {
        let machine = try GlassCacheTests.Machine()
        defer { machine.remove() }
        let entry = try OpenFolder.open(
            machine.cache + "/\(GlassVersion.sourceHash)", links: .refuse, create: true)
        let lines = Lines()
        let renderer = try entry.withExclusiveLock(GlassCache.lockFile) {
            machine.build("a", every: 0.1, lockWait: 0.6, lines: lines)
        }
        #expect(renderer == .binary(machine.package("a") + "/.build/glass-release/release/glass"))
        #expect(
            lines.all.contains { $0.contains(".lock: was held by another process for longer than 1 s") },
            "\(lines.all)")
        let said = lines.all.count
        usleep(500_000)
        #expect(lines.all.count == said, "no line after the wait was given up: \(lines.all.suffix(3))")
        // The same package's build folder held as well (the holder builds there): that wait is bounded too.
        let scratch = try OpenFolder.open(machine.package("b") + "/.build/glass-release", links: .refuse, create: true)
        let both = try entry.withExclusiveLock(GlassCache.lockFile) {
            try? scratch.withExclusiveLock(".glass-build.lock") { machine.build("b", lockWait: 0.3) }
        }
        guard case .inProcess(let reason)? = both else {
            Issue.record("\(both)")
            return
        }
        #expect(reason.contains(".glass-build.lock: was held by another process for longer than 1 s"), "\(reason)")
    }

    @Test func theLinesReadAsAClock() {
        let progress = BuildProgress(doing: "building glass", lastBuildSeconds: 95, every: 5, say: { _ in })
        #expect(progress.line(elapsed: 0) == "building glass: 0:00 of about 1:35")
        #expect(progress.line(elapsed: 65) == "building glass: 1:05 of about 1:35")
        #expect(progress.line(elapsed: 3605) == "building glass: 60:05, longer than the 1:35 expected")
        // A kept time that is not a sensible number of seconds is not an estimate.
        for kept in ["0\n", "-3\n", "1e9\n", "86401\n", "abc", "", "99999999999999999999999"] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("glass-kept-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let opened = try? GlassCache.open(root: root.path, hash: SnapshotBinaryTests.otherHash)
            try? Data(kept.utf8).write(to: root.appendingPathComponent(GlassCache.buildTimeFile))
            #expect(opened.map { GlassCache.lastBuildSeconds($0.root) } == .some(nil), "\(kept)")
        }
        #expect(BuildProgress(doing: "g", lastBuildSeconds: nil, every: 5, say: { _ in }).expectedSeconds == 180)
    }
}
