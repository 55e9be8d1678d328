import Foundation

/// The long lane of the test suite. `tools/test --full` (which CI runs beside the quick `tools/test`) sets
/// `GLASS_FULL_SUITE=1`, and every long seeded sweep runs whole; the quick suite runs a seeded sample of each
/// that still meets every value of every key the sweep varies.
enum FullSuite {
    /// Whether this run is the long lane (`GLASS_FULL_SUITE=1`).
    static var isOn: Bool { ProcessInfo.processInfo.environment["GLASS_FULL_SUITE"] == "1" }

    /// The items a sweep runs, in the order of `all`: every one in the long lane; in the quick suite, `count`
    /// of them picked with the fixed `seed`, and then each item that shows a value of a key that none picked
    /// so far shows (`keys(item)` names them, as `"key=value"`), so every value of every key is still met.
    static func sample<T>(
        _ all: [T], count: Int, seed: UInt64, keys: (T) -> [String] = { _ in [] }
    ) -> [T] {
        if isOn || all.count <= count { return all }
        var state = seed
        var chosen = Set<Int>()
        while chosen.count < count {
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            chosen.insert(Int((z ^ (z >> 31)) % UInt64(all.count)))
        }
        var met = Set(chosen.flatMap { keys(all[$0]) })
        for i in all.indices where !chosen.contains(i) {
            let missing = keys(all[i]).filter { !met.contains($0) }
            if !missing.isEmpty {
                chosen.insert(i)
                met.formUnion(missing)
            }
        }
        return all.indices.filter { chosen.contains($0) }.map { all[$0] }
    }
}
