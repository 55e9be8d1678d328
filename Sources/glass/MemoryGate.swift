import Foundation
import GlassRender

/// Shares a byte budget among the scenes a folder render runs side by side: each scene waits until its
/// estimated peak (`RenderPlan.estimatedPeakBytes`) fits beside the others' before rendering, so many
/// threads of large scenes cannot exhaust memory together. A scene asking for more than the whole budget
/// waits for the rest to finish and runs alone. Each scene asks once, so no two can wait on each other.
final class MemoryGate: @unchecked Sendable {
    /// The whole budget: a third of the machine's memory, at most 8 GiB and at least one render's limit.
    static let standard = MemoryGate(
        capacity: max(
            RenderLimits.maxPeakBytes, min(8 << 30, Int(clamping: ProcessInfo.processInfo.physicalMemory / 3))))

    let capacity: Int
    private let condition = NSCondition()
    private var inUse = 0

    init(capacity: Int) { self.capacity = capacity }

    /// Runs `body` while holding `bytes` of the budget (at most all of it).
    func withBytes<T, E: Error>(_ bytes: Int, _ body: () throws(E) -> T) throws(E) -> T {
        let held = min(max(bytes, 0), capacity)
        condition.lock()
        while inUse + held > capacity { condition.wait() }
        inUse += held
        condition.unlock()
        defer {
            condition.lock()
            inUse -= held
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }
}
