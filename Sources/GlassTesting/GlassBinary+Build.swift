import Foundation
import GlassFiles
import GlassVersion

extension GlassBinary {
    /// The release glass of the sources `hash` names, from the machine's cache (`GlassCache`), built there when
    /// missing: compiled in `<packageRoot>/.build/glass-release` from `checkout`, then installed as
    /// `ROOT/HASH/glass`. The build holds a lock in the cache's `HASH` folder, so parallel test processes and
    /// packages build it once; the others wait, then find it (or, when it failed, take its failure). When the
    /// cache cannot be used (no HOME, a root that cannot be written, a link, a folder of another user's or one
    /// that others may write in it) the binary is built and used in the package's `.build/glass-release` as
    /// before, with a line saying why. Lines go to `say` (progress every `progressEvery` seconds); the
    /// compiler's output goes straight to stderr, each line prefixed `glass build:`. A wait for another's build
    /// is given up after `lockWaitSeconds` (by default 4 times the expected build, from 20 minutes to an hour: a
    /// holder stopped or hung), and the package builds its own; one for a build in the package's own folder
    /// after as long (an hour by default), and the assertions render in process.
    static func build(
        swift: String, checkout: String, packageRoot: String, hash: String, environment: [String: String],
        progressEvery: Double = 5, lockWaitSeconds: Double? = nil,
        say: @escaping @Sendable (String) -> Void = GlassBinary.sayOnStderr
    ) -> SnapshotRenderer {
        let compiler = Compiler(
            swift: swift, checkout: checkout, scratch: packageRoot + "/.build/glass-release", hash: hash,
            progressEvery: progressEvery, lockWaitSeconds: lockWaitSeconds ?? 3600, say: say)
        let rootPath: String
        switch GlassCache.root(environment) {
        case .failure(let unavailable):
            say("\(unavailable.reason); the release glass is built in \(compiler.scratch) instead")
            return compiler.build(lastBuildSeconds: nil, into: nil).renderer
        case .success(let path): rootPath = path
        }
        let root: OpenFolder
        let entry: OpenFolder
        do { (root, entry) = try GlassCache.open(root: rootPath, hash: hash) } catch {
            say(
                "the cache \(rootPath) cannot be used: \(error); the release glass is built in \(compiler.scratch) instead"
            )
            return compiler.build(lastBuildSeconds: nil, into: nil).renderer
        }
        let cached = entry.path + "/glass"
        // A process that waits for another's build says so, with the time, as the builder does; a wait shorter
        // than one tick (the holder only checked the cached glass) says nothing.
        let waiting = BuildProgress(
            doing: "waiting for another test process that builds glass \(GlassVersion.version) (sources "
                + "\(hash.prefix(8))…)", detail: " into \(cached)", lastBuildSeconds: GlassCache.lastBuildSeconds(root),
            every: progressEvery, say: say)
        // The failure kept before waiting (when this process waits): a new one is the build waited for failing.
        var failureBeforeWait: FileIdentity?? = nil
        do {
            return try entry.withExclusiveLock(
                GlassCache.lockFile,
                whenBusy: {
                    failureBeforeWait = .some(GlassCache.failureKept(entry))
                    waiting.begin(quietFor: progressEvery)
                }, giveUpAfter: lockWaitSeconds ?? Double(min(3600, max(1200, 4 * waiting.expectedSeconds)))
            ) { () -> SnapshotRenderer in
                waiting.finish()
                guard let why = GlassCache.problem(entry, hash: hash) else { return .binary(cached) }
                if let before = failureBeforeWait, let failed = GlassCache.failure(entry, since: before) {
                    return .inProcess(
                        reason: "the build another test process ran while this one waited failed: \(failed)")
                }
                if why != "none is cached" { say("the cached glass is built again: \(why)") }
                GlassCache.removeLeftovers(entry)
                let built = compiler.build(lastBuildSeconds: GlassCache.lastBuildSeconds(root), into: cached)
                guard case .binary(let path) = built.renderer else {
                    if built.compileFailed, case .inProcess(let reason) = built.renderer {
                        GlassCache.recordFailure(reason, in: entry)
                    }
                    return built.renderer
                }
                GlassCache.recordFailure(nil, in: entry)
                do { try GlassCache.install(path, into: entry) } catch {
                    say("the glass built could not be kept in the cache: \(error); using \(path)")
                    return .binary(path)
                }
                if let seconds = built.seconds { GlassCache.recordBuildSeconds(seconds, in: root) }
                if let why = GlassCache.problem(entry, hash: hash) {
                    say("the glass kept in the cache cannot be used: \(why); using \(path)")
                    return .binary(path)
                }
                return .binary(cached)
            }
        } catch {
            waiting.finish()
            // No lock in a cache that cannot be written: one already there is still good (it was renamed
            // into place whole); otherwise the package builds its own.
            if GlassCache.problem(entry, hash: hash) == nil { return .binary(cached) }
            say(
                "the cache \(rootPath) cannot be used: \(error); the release glass is built in \(compiler.scratch) instead"
            )
            return compiler.build(lastBuildSeconds: nil, into: nil).renderer
        }
    }

    /// Writes `glass: LINE` on stderr.
    @Sendable static func sayOnStderr(_ line: String) {
        FileHandle.standardError.write(Data("glass: \(line)\n".utf8))
    }

    /// `swift build -c release --product glass` of `checkout` into a scratch folder, under a lock there.
    struct Compiler {
        let swift: String
        let checkout: String
        let scratch: String
        let hash: String
        let progressEvery: Double
        /// How long to wait for another build in the same folder (a holder stopped or hung) before giving up.
        let lockWaitSeconds: Double
        let say: @Sendable (String) -> Void

        /// The binary (`scratch/release/glass`) when it is there already or builds, with the build's time in
        /// seconds when it was built; `destination` names where it will be kept, for the first line.
        /// `compileFailed`: the compiler failed or built no usable glass (what another process would meet too),
        /// not a failure of this package's folder.
        func build(
            lastBuildSeconds: Int?, into destination: String?
        ) -> (renderer: SnapshotRenderer, seconds: Int?, compileFailed: Bool) {
            let binary = scratch + "/release/glass"
            do {
                let folder = try OpenFolder.open(scratch, links: .follow, create: true)
                return try folder.withExclusiveLock(".glass-build.lock", giveUpAfter: lockWaitSeconds) {
                    () -> (SnapshotRenderer, Int?, Bool) in
                    if unusable(binary, hash: hash) == nil { return (.binary(binary), nil, false) }
                    let progress = BuildProgress(
                        doing: "building glass \(GlassVersion.version) (sources \(hash.prefix(8))…)",
                        detail: " in release for assertGlassSnapshot, in \(scratch)"
                            + (destination.map { ", kept as \($0)" } ?? ""),
                        lastBuildSeconds: lastBuildSeconds, every: progressEvery, say: say)
                    progress.begin()
                    let run = ChildProcess.run(
                        swift,
                        [
                            "build", "-c", "release", "--product", "glass", "--package-path", checkout,
                            "--scratch-path", scratch,
                        ], streamPrefix: "glass build: ")
                    let seconds = progress.finish()
                    guard run.status == 0 else {
                        return (
                            .inProcess(reason: "'swift build -c release --product glass' failed (\(run.summary))"), nil,
                            true
                        )
                    }
                    if let why = unusable(binary, hash: hash) {
                        return (.inProcess(reason: "the glass built at \(binary) is not usable: \(why)"), nil, true)
                    }
                    say("built the release glass in \(BuildProgress.clock(seconds))")
                    return (.binary(binary), seconds, false)
                }
            } catch {
                return (.inProcess(reason: "the build folder cannot be used: \(error.description)"), nil, false)
            }
        }
    }
}
