import Dispatch
import GlassCore

extension Workers {
    /// Workers on Dispatch's concurrent pool, `threads` wide (1: serial).
    public static func dispatch(threads: Int) -> Workers {
        if threads <= 1 { return .serial }
        return Workers(count: threads) { n, body in
            DispatchQueue.concurrentPerform(iterations: n) { body($0) }
        }
    }
}
