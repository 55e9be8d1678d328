import Foundation
import GlassVersion
import Synchronization
import Testing

@testable import GlassTesting

/// The cached glass is checked once, then run by its path for every render: nothing on that path may change
/// hands in between. The path is the cache's real one (no link in it), and no folder on it, nor the binary,
/// may be written by anyone but this user (a group member could rename their own binary over the checked one).
@Suite struct GlassCacheOwnershipTests {
    typealias Machine = GlassCacheTests.Machine

    /// `GLASS_CACHE` reached through a link (the user's choice): the binary is named by the real path, so
    /// repointing the link after the check changes nothing that runs.
    @Test func aCacheReachedThroughALinkIsRunByItsRealPath() throws {
        let machine = try Machine()
        defer { machine.remove() }
        let link = machine.folder.path + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: machine.cache)
        try FileManager.default.createDirectory(atPath: machine.cache, withIntermediateDirectories: true)
        let renderer = machine.build("a", environment: ["GLASS_CACHE": link])
        #expect(renderer == .binary(machine.cached))
        // Whoever owns the link repoints it at a folder of theirs with a glass that passes every check.
        let planted = try Machine()
        defer { planted.remove() }
        #expect(planted.build("a") == .binary(planted.cached))
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: planted.cache)
        guard case .binary(let path) = renderer else { return }
        #expect(URL(fileURLWithPath: path).resolvingSymlinksInPath().path == machine.cached)
        // The same through the catch-all (a lock that cannot be taken): a good cached binary by its real path.
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: machine.cache)
        let lock = machine.cache + "/\(GlassVersion.sourceHash)/.lock"
        try FileManager.default.removeItem(atPath: lock)
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: "/nonexistent")
        #expect(machine.build("b", environment: ["GLASS_CACHE": link]) == .binary(machine.cached))
    }

    /// The cache's root or its `HASH` folder writable by the group: not run from (a member of the group could
    /// rename a binary of theirs over the one checked); the package builds its own, saying why. A binary the
    /// group may write is built again and installed closed (0755).
    @Test func aCacheItsGroupMayWriteIsNotRunFrom() throws {
        let hash = GlassVersion.sourceHash
        for (n, relative) in ["", "/\(hash)", "/\(hash)/glass"].enumerated() {
            let machine = try Machine()
            defer { machine.remove() }
            #expect(machine.build("a") == .binary(machine.cached))
            try FileManager.default.setAttributes([.posixPermissions: 0o775], ofItemAtPath: machine.cache + relative)
            let lines = Lines()
            let name = "p\(n)"
            let renderer = machine.build(name, lines: lines)
            #expect(
                lines.all.first?.contains("can be written by its group (chmod g-w") == true, "\(relative): \(lines.all)"
            )
            if relative.hasSuffix("/glass") {
                #expect(renderer == .binary(machine.cached))
                let mode = try FileManager.default.attributesOfItem(atPath: machine.cached)[.posixPermissions] as? Int
                #expect(mode == 0o755)
            } else {
                #expect(
                    renderer == .binary(machine.package(name) + "/.build/glass-release/release/glass"), "\(relative)")
            }
        }
    }

    /// A build that fails: the test processes that waited for it take its failure instead of each compiling
    /// again in turn (minutes apiece); a later run, which waited for nothing, tries again.
    @Test func processesWaitingForAFailedBuildDoNotRepeatIt() throws {
        let machine = try Machine(sleep: 0.5, exitStatus: 1)
        defer { machine.remove() }
        let results = Mutex<[SnapshotRenderer]>([])
        // Four threads at once (not concurrentPerform, which runs as many as there are cores), a package each:
        // the fake compiler leaves a binary even when it fails, which a real one does not.
        let threads = (0..<4).map { i in
            Thread {
                if i > 0 { usleep(100_000) }  // (usually) after the first has the lock
                let r = machine.build("a\(i)")
                results.withLock { $0.append(r) }
            }
        }
        for thread in threads { thread.start() }
        while !threads.allSatisfy(\.isFinished) { usleep(10_000) }
        #expect(machine.builds == 1)
        let reasons = results.withLock { $0 }.map { r -> String in
            guard case .inProcess(let reason) = r else { return "\(r)" }
            return reason
        }
        #expect(
            reasons.allSatisfy { $0.contains("'swift build -c release --product glass' failed (exit status 1") },
            "\(reasons)")
        #expect(reasons.filter { $0.hasPrefix("the build another test process ran while this one waited") }.count == 3)
        #expect(machine.build("b") != .binary(machine.cached))
        #expect(machine.builds == 2)
    }

    /// The locks (the cache's and the package's build folder's) can be opened by no other user: any user who
    /// can read a lock file can hold a `flock` on it, and every `swift test` of this user would wait for them
    /// for ever. One left readable by an earlier version is closed when next taken.
    @Test func theLocksCanBeOpenedByNoOtherUser() throws {
        let machine = try Machine()
        defer { machine.remove() }
        let lock = machine.cache + "/\(GlassVersion.sourceHash)/\(GlassCache.lockFile)"
        func mode(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        }
        #expect(machine.build("a") == .binary(machine.cached))
        #expect(try mode(lock) == 0o600)
        #expect(try mode(machine.package("a") + "/.build/glass-release/.glass-build.lock") == 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: lock)
        #expect(machine.build("b") == .binary(machine.cached))
        #expect(try mode(lock) == 0o600)
    }
}
