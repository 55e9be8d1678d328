import Foundation
import Testing

@testable import glass

/// A scene's time budget counts from when its worker has started, not from when the worker process was
/// spawned: on a loaded machine starting several workers at once took longer than a short `--scene-timeout`,
/// and empty 20 × 20 scenes were reported `timed out after 0.1 s` (`--threads 4`: up to 7 of 12 scenes).
/// `GLASS_FAULT=slow-start:S` makes each worker take S seconds to start.
@Suite struct WorkerStartTests {
    @Test(arguments: [1, 3])
    func aSlowStartIsNotCountedInTheFirstScenesBudget(threads: Int) async throws {
        let dir = try SceneTimeoutTests.folder(["scenes/a.json", "scenes/b.json", "scenes/c.json"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try await SceneTimeoutTests.run(
            ["render", "scenes", "-o", "out", "--threads", "\(threads)", "--scene-timeout", "1"], in: dir,
            seconds: 60, fault: "slow-start:2")
        #expect(!r.timedOut && r.code == 0 && r.stderr.isEmpty, "\(r)")
        #expect(try MatrixCommandTests.files(dir, "out") == ["a.png", "b.png", "c.png"])
        // A scene that hangs after a slow start is still stopped at its budget.
        let h = try await SceneTimeoutTests.run(
            ["render", "scenes", "-o", "out2", "--threads", "\(threads)", "--scene-timeout", "1"], in: dir,
            seconds: 60, fault: "hang:b")
        #expect(!h.timedOut && h.code == 1 && h.stderr.contains("scenes/b.json: timed out after 1 s"), "\(h)")
    }
}
