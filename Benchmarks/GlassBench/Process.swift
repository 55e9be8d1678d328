import Glibc

/// Runs a command to completion and returns its wall time (s), exit status and peak resident memory
/// (KiB, from `wait4`'s rusage). `quiet` sends its standard output and error to /dev/null.
func runProcess(_ argv: [String], quiet: Bool = false) -> (seconds: Double, status: Int32, maxRSSKiB: Int) {
    var pid: pid_t = 0
    let cArgs = argv.map { strdup($0) } + [nil]
    defer { for p in cArgs { free(p) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if quiet {
        for fd: Int32 in [1, 2] { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0) }
    }
    let t0 = now()
    let spawned = cArgs.withUnsafeBufferPointer { args in
        posix_spawn(&pid, argv[0], &actions, nil, UnsafeMutablePointer(mutating: args.baseAddress!), environ)
    }
    if spawned != 0 { return (0, -1, 0) }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    return (now() - t0, (status >> 8) & 0xFF, Int(usage.ru_maxrss))
}
