import Foundation
import Testing

@testable import glass

/// A scene that crashes the renderer is that scene's error; the others of a folder render or of `glass
/// test` still render (each runs in a worker process, replaced when one dies). `GLASS_FAULT=crash:NAME`
/// makes the worker trap on the scene NAME.
@Suite struct SceneIsolationTests {
    /// The signal a Swift trap raises: SIGILL on x86-64, SIGTRAP on arm64.
    #if arch(x86_64)
        static let trapSignal = 4
    #else
        static let trapSignal = 5
    #endif
    static let crashed = "the renderer crashed (signal \(trapSignal)) on this scene"

    static func crashing(_ name: String) -> [String] { ["/usr/bin/env", "GLASS_FAULT=crash:\(name)"] }

    static func folder(_ names: [String]) throws -> URL {
        let dir = try CLI.temporaryDirectory()
        for name in names {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try CLI.smallScene.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test(arguments: [1, 2])
    func aFolderRenderReportsTheCrashedSceneAndRendersTheRest(threads: Int) throws {
        let dir = try Self.folder(["scenes/a.json", "scenes/b.json", "scenes/c.json", "scenes/d.json"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        // An old output of the scene (a PNG: only PNGs are removed as stale).
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]).write(to: out.appendingPathComponent("b.png"))
        let r = try CLI.run(
            ["render", "scenes", "-o", "out", "--threads", "\(threads)"], in: dir, launcher: Self.crashing("b"))
        #expect(r.code == 1)
        #expect(
            r.stderr
                == "error: scenes/b.json: \(Self.crashed)\nerror: scenes: some scenes failed to render (first: scenes/b.json: \(Self.crashed))\n"
        )
        // No partial or stale output of the crashed scene; the others as when rendered alone.
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["a.png", "c.png", "d.png"])
        #expect(try CLI.run(["render", "scenes/a.json", "-o", "alone.png"], in: dir).code == 0)
        let alone = try Data(contentsOf: dir.appendingPathComponent("alone.png"))
        for name in files { #expect(try Data(contentsOf: out.appendingPathComponent(name)) == alone, "\(name)") }
    }

    /// The only scene crashing: it is reported and the run ends, with nothing written.
    @Test func aCrashOfTheOnlySceneEndsTheRun() throws {
        let dir = try Self.folder(["scenes/a.json"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let r = try CLI.run(["render", "scenes", "-o", "out"], in: dir, launcher: Self.crashing("a"))
        #expect(r.code == 1 && r.stderr.hasPrefix("error: scenes/a.json: \(Self.crashed)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func glassTestReportsTheCrashedSceneInEveryReport() throws {
        let dir = try Self.folder(["scenes/a.json", "scenes/sub/b.json", "scenes/c.json"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let record = try CLI.run(["test", "scenes", "--goldens", "goldens", "--record", "missing"], in: dir)
        #expect(record.code == 0, "\(record.stderr)")
        let r = try CLI.run(
            ["test", "scenes", "--goldens", "goldens", "--report", "report.html", "--junit", "junit.xml"], in: dir,
            launcher: Self.crashing("sub/b"))
        #expect(r.code == 1)
        #expect(r.stdout == "2 passed, 0 failed, 1 error\n")
        #expect(r.stderr == "error: sub/b: \(Self.crashed)\n")
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains(##"tests="3""##) && junit.contains(Self.crashed))
        let report = try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains(##"data-name="sub/b""##) && report.contains(Self.crashed))
        // The switch matches the file stem too, and does nothing unless set.
        let stem = try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir, launcher: Self.crashing("b"))
        #expect(stem.code == 1 && stem.stderr == "error: sub/b: \(Self.crashed)\n")
        let unset = try CLI.run(["test", "scenes", "--goldens", "goldens"], in: dir)
        #expect(unset.code == 0 && unset.stdout == "3 passed, 0 failed, 0 errors\n")
    }
}

/// How a folder render spreads `--threads` over its workers: their threads together are exactly it.
@Suite struct WorkerPoolTests {
    @Test func theWorkersThreadsTogetherAreTheThreadCount() {
        let capacity = 8 << 30
        let cases: [(jobs: Int, threads: Int, counts: [Int])] = [
            (64, 2, [1, 1]), (64, 1, [1]), (1, 8, [8]), (3, 8, [3, 3, 2]), (3, 7, [3, 2, 2]),
            (500, 256, Array(repeating: 4, count: 64)), (2, 256, [128, 128]), (0, 4, [4]),
        ]
        for c in cases {
            let pool = WorkerPool(jobs: c.jobs, threads: c.threads, gate: MemoryGate(capacity: capacity))
            #expect(pool.processes == c.counts.count && pool.threadCounts == c.counts, "\(c)")
            #expect(pool.threadCounts.reduce(0, +) == c.threads, "\(c)")
            #expect(pool.gate.capacity == capacity - c.counts.count * WorkerPool.processBytes, "\(c)")
        }
    }
}
