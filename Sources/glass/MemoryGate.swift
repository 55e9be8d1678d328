import Foundation
import GlassRender

/// Shares a byte budget among the scenes a folder render runs side by side in its worker processes: each
/// scene's worker asks for its estimated peak (`RenderPlan.estimatedPeakBytes`) before rendering and waits
/// until it fits beside the others', so many workers of large scenes cannot exhaust memory together. A scene
/// asking for more than the whole budget waits for the rest to finish and runs alone. Requests are granted
/// in the order they came (`WorkerPool`), and each scene asks once, so no two can wait on each other.
struct MemoryGate {
    /// The whole budget: a third of the machine's memory, at most 8 GiB and at least one render's limit.
    static var standard: MemoryGate {
        MemoryGate(
            capacity: max(
                RenderLimits.maxPeakBytes, min(8 << 30, Int(clamping: ProcessInfo.processInfo.physicalMemory / 3))))
    }

    let capacity: Int
    private(set) var inUse = 0

    init(capacity: Int) { self.capacity = capacity }

    /// Takes `bytes` (at most the whole budget) if they fit beside what is held, and returns what was taken;
    /// nil when they do not fit yet.
    mutating func take(_ bytes: Int) -> Int? {
        let held = min(max(bytes, 0), capacity)
        if inUse + held > capacity { return nil }
        inUse += held
        return held
    }

    /// Gives back what `take` returned.
    mutating func release(_ held: Int) { inUse -= held }
}
