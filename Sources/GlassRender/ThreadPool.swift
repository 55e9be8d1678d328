import GlassCore
import Glibc

/// A fixed set of threads that run the indices of one job at a time: the caller and `threads − 1` threads
/// of its own, started once and kept for the process's life, so a render with `--threads N` runs on exactly
/// N threads whatever the machine's width (Dispatch's `concurrentPerform` ran at the pool's width: 17
/// threads for `--threads 2` with 16 CPUs visible).
///
/// Each free thread takes the next index (one mutex round trip per index: the kernels' bands are a few
/// per thread, so the lock is not contended). A second job that arrives while one runs (a nested call,
/// or another thread's) runs on its caller alone instead of waiting, so no call can deadlock; the kernels'
/// bands give the same pixels either way.
final class ThreadPool: @unchecked Sendable {
    /// Threads that run jobs, the caller's included.
    private(set) var threads = 1
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let work = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let busy = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    // Under `mutex`: the job's body (nil between jobs), its size, the next index to take, indices done.
    private var body: (@Sendable (Int) -> Void)? = nil
    private var count = 0
    private var next = 0
    private var done = 0

    /// Starts `threads − 1` threads (none for 1). When the system refuses one (a process or thread limit),
    /// the pool keeps those it has: fewer threads, the same pixels.
    init(threads: Int) {
        pthread_mutex_init(mutex, nil)
        pthread_mutex_init(busy, nil)
        pthread_cond_init(work, nil)
        pthread_cond_init(finished, nil)
        while self.threads < threads {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            let error = pthread_create(
                &thread, nil, { Unmanaged<ThreadPool>.fromOpaque($0!).takeUnretainedValue().serve() }, context)
            if error != 0 {
                Unmanaged<ThreadPool>.fromOpaque(context).release()
                break
            }
            pthread_detach(thread)
            self.threads += 1
        }
    }

    /// Calls `body` for each index in `0..<n` on the pool's threads (the caller's included) and returns
    /// when all are done.
    func run(_ n: Int, _ body: @Sendable (Int) -> Void) {
        guard threads > 1, n > 1, pthread_mutex_trylock(busy) == 0 else {
            for i in 0..<n { body(i) }
            return
        }
        withoutActuallyEscaping(body) { body in
            pthread_mutex_lock(mutex)
            self.body = body
            count = n
            next = 0
            done = 0
            pthread_cond_broadcast(work)
            takeIndices()
            while done < count { pthread_cond_wait(finished, mutex) }
            self.body = nil
            pthread_mutex_unlock(mutex)
        }
        pthread_mutex_unlock(busy)
    }

    /// A pool thread: waits for a job, takes indices until none are left, forever.
    private func serve() -> Never {
        pthread_mutex_lock(mutex)
        while true {
            while body == nil || next >= count { pthread_cond_wait(work, mutex) }
            takeIndices()
        }
    }

    /// Takes and runs indices until none are left; called and returns with `mutex` held. The body is
    /// released before the index counts as done, so no reference outlives the job.
    private func takeIndices() {
        while next < count {
            let i = next
            next += 1
            do {
                let body = self.body!
                pthread_mutex_unlock(mutex)
                body(i)
            }
            pthread_mutex_lock(mutex)
            done += 1
            if done == count { pthread_cond_signal(finished) }
        }
    }

    /// One pool per thread count, shared by every caller in the process.
    static func shared(threads: Int) -> ThreadPool {
        pthread_mutex_lock(poolsLock)
        defer { pthread_mutex_unlock(poolsLock) }
        if let pool = pools[threads] { return pool }
        let pool = ThreadPool(threads: threads)
        pools[threads] = pool
        return pool
    }

    nonisolated(unsafe) private static var pools: [Int: ThreadPool] = [:]
    nonisolated(unsafe) private static let poolsLock: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(m, nil)
        return m
    }()
}

extension Workers {
    /// Workers on a pool of exactly `threads` threads, the caller's included (1: serial). Pools are made
    /// once per thread count and kept.
    public static func pool(threads: Int) -> Workers {
        if threads <= 1 { return .serial }
        let pool = ThreadPool.shared(threads: threads)
        return Workers(count: threads) { n, body in pool.run(n, body) }
    }
}
