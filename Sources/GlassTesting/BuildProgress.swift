import Foundation
import GlassCore

/// A line every few seconds while the release glass builds, so a first `swift test` never sits on one line
/// for minutes: what is being built, the time so far and the time expected in all (the last build on this
/// machine, kept in the cache, else `firstBuildEstimateSeconds`).
final class BuildProgress: @unchecked Sendable {
    /// The expected time of a build when none was measured on this machine: a clean release build of glass
    /// on a 2-core machine (1–2 minutes quiet; 10 minutes was measured at a load of 15–18).
    static let firstBuildEstimateSeconds = 180

    /// What is happening, as the lines begin: `building glass 0.1.0 (sources …) …`.
    let doing: String
    /// Said after `doing` on the first line only: where it is built and kept.
    let detail: String
    let expectedSeconds: Int
    /// Whether `expectedSeconds` is the last build measured here rather than the documented estimate.
    let measured: Bool
    let every: Double
    let say: @Sendable (String) -> Void
    private let condition = NSCondition()
    private var finished = false
    private let start = Date()

    init(
        doing: String, detail: String = "", lastBuildSeconds: Int?, every: Double,
        say: @escaping @Sendable (String) -> Void
    ) {
        self.doing = doing
        self.detail = detail
        expectedSeconds = lastBuildSeconds ?? Self.firstBuildEstimateSeconds
        measured = lastBuildSeconds != nil
        self.every = every
        self.say = say
    }

    /// `m:ss`.
    static func clock(_ seconds: Int) -> String {
        let s = max(0, seconds)
        return "\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60)"
    }

    /// Whole seconds since `begin`.
    var elapsedSeconds: Int { WholeNumber.clamped(Date().timeIntervalSince(start), .down, to: 0...Int(Int32.max)) }

    /// The line said every `every` seconds.
    func line(elapsed: Int) -> String {
        if elapsed <= expectedSeconds {
            return "\(doing): \(Self.clock(elapsed)) of about \(Self.clock(expectedSeconds))"
        }
        return "\(doing): \(Self.clock(elapsed)), longer than the \(Self.clock(expectedSeconds)) expected"
    }

    /// Says what is built and how long it should take, then starts the ticking thread. With `quietFor`, says
    /// nothing until that many seconds have passed, nothing at all when `finish` comes first: a wait for a lock
    /// whose holder only checks the cached glass lasts milliseconds and is no build to announce.
    func begin(quietFor quiet: Double = 0) {
        let basis =
            measured
            ? "the last build on this machine took \(Self.clock(expectedSeconds))"
            : "no build measured on this machine yet; a first one takes 1–10 minutes on 2 cores, by load"
        let first =
            "\(doing)\(detail); expect about \(Self.clock(expectedSeconds)) (\(basis)), once per change of its sources"
        let announced = !(quiet > 0)
        if announced { say(first) }
        Thread.detachNewThread { [self] in
            condition.lock()
            defer { condition.unlock() }
            var said = announced
            var next = start.addingTimeInterval(said ? every : quiet)
            while !finished {
                if condition.wait(until: next) { continue }
                if finished { break }
                say(said ? line(elapsed: elapsedSeconds) : first)
                said = true
                next = next.addingTimeInterval(every)
                if next < Date() { next = Date().addingTimeInterval(every) }
            }
        }
    }

    /// Stops the ticking (no line follows once this returns); the whole seconds the build took.
    @discardableResult
    func finish() -> Int {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
        return elapsedSeconds
    }
}
