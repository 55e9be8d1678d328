import Foundation
import GlassVersion
import Synchronization
import Testing

@testable import GlassTesting

/// Lines said, gathered from any thread.
final class Lines: Sendable {
    private let lines = Mutex<[String]>([])
    func add(_ line: String) { lines.withLock { $0.append(line) } }
    func clear() { lines.withLock { $0 = [] } }
    var all: [String] { lines.withLock { $0 } }
}

/// The machine's cache of release glass binaries: shared by packages, built once, never run from a link,
/// another user's folder, a truncated or foreign file; and when it cannot be used, the package builds its own.
@Suite struct GlassCacheTests {
    /// A temporary folder holding a fake `swift` (counting its runs), a cache root and packages.
    struct Machine {
        let folder: URL
        let swift: String
        var count: String { folder.path + "/count" }
        var cache: String { folder.path + "/cache" }
        var cached: String { cache + "/\(GlassVersion.sourceHash)/glass" }
        var environment: [String: String] { ["GLASS_CACHE": cache] }

        init(sleep: Double = 0.3, versionLine: String = GlassVersion.line(debug: false), exitStatus: Int = 0) throws {
            let made = FileManager.default.temporaryDirectory.appendingPathComponent("glass-cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            // Its real path: the cache names its binary by the path with no link in it (TMPDIR may be one).
            folder = made.resolvingSymlinksInPath()
            let fake = try SnapshotBinaryTests.fakeSwift(
                count: folder.path + "/count", versionLine: versionLine, exitStatus: exitStatus, sleep: sleep)
            try FileManager.default.moveItem(at: fake, to: folder.appendingPathComponent("bin"))
            swift = folder.path + "/bin/swift"
        }

        func package(_ name: String) -> String { folder.path + "/" + name }

        /// `GlassBinary.build` for the package `name`, its lines in `lines` when given.
        func build(
            _ name: String, environment: [String: String]? = nil, hash: String = GlassVersion.sourceHash,
            every: Double = 5, lockWait: Double? = nil, lines: Lines? = nil
        ) -> SnapshotRenderer {
            GlassBinary.build(
                swift: swift, checkout: "/nonexistent", packageRoot: package(name), hash: hash,
                environment: environment ?? self.environment, progressEvery: every, lockWaitSeconds: lockWait,
                say: { line in lines?.add(line) })
        }

        var builds: Int { ((try? String(contentsOfFile: count, encoding: .utf8)) ?? "").split(separator: "\n").count }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func theRootIsGlassCacheThenXDGThenHome() {
        func root(_ environment: [String: String]) -> String {
            switch GlassCache.root(environment) {
            case .success(let path): path
            case .failure(let why): "refused: \(why.reason)"
            }
        }
        #expect(root(["GLASS_CACHE": "/ci/glass", "XDG_CACHE_HOME": "/x", "HOME": "/home/a"]) == "/ci/glass")
        #expect(root(["GLASS_CACHE": "", "XDG_CACHE_HOME": "/x", "HOME": "/home/a"]) == "/x/glass")
        #expect(root(["XDG_CACHE_HOME": "relative", "HOME": "/home/a/"]) == "/home/a/.cache/glass")
        #expect(root(["HOME": "/home/a"]) == "/home/a/.cache/glass")
        #expect(root(["GLASS_CACHE": "cache"]) == "refused: GLASS_CACHE must be an absolute path, got 'cache'")
        for unset in [[:], ["HOME": ""], ["HOME": "relative"]] {
            #expect(root(unset) == "refused: no cache folder for glass: neither GLASS_CACHE nor HOME is set")
        }
    }

    /// Two packages, four test processes each (threads here), asking at once: one build, one binary in the
    /// cache, executable, with its size kept; a third package later gets it without building.
    @Test func packagesOnOneMachineShareOneBuild() throws {
        let machine = try Machine()
        defer { machine.remove() }
        let results = Mutex<[SnapshotRenderer]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let r = machine.build(i % 2 == 0 ? "a" : "b")
            results.withLock { $0.append(r) }
        }
        #expect(results.withLock { $0 } == Array(repeating: .binary(machine.cached), count: 8))
        #expect(machine.builds == 1)
        #expect(FileManager.default.isExecutableFile(atPath: machine.cached))
        let size = try FileManager.default.attributesOfItem(atPath: machine.cached)[.size] as? Int
        #expect(try String(contentsOfFile: machine.cached + ".bytes", encoding: .utf8) == "\(size ?? -1)\n")
        #expect(machine.build("c") == .binary(machine.cached))
        #expect(machine.builds == 1)
        #expect(!FileManager.default.fileExists(atPath: machine.package("c") + "/.build"), "nothing built in c")
    }

    /// A temporary file an install killed midway left in the cache is removed by the next build there; a link
    /// of the same pattern is left alone.
    @Test func anInstallCutShortLeavesNothingBehind() throws {
        let machine = try Machine()
        defer { machine.remove() }
        let entry = machine.cache + "/\(GlassVersion.sourceHash)"
        try FileManager.default.createDirectory(atPath: entry, withIntermediateDirectories: true)
        let left = entry + "/.glass-00000000deadbeef.tmp"
        try Data(repeating: 0x7F, count: 4096).write(to: URL(fileURLWithPath: left))
        try FileManager.default.createSymbolicLink(atPath: entry + "/.glass-link.tmp", withDestinationPath: left)
        #expect(machine.build("a") == .binary(machine.cached))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: entry).sorted()
                == [".glass-link.tmp", ".lock", "glass", "glass.bytes"])
    }

    /// A cached glass that is not executable, truncated, of other sources, or missing its recorded size is
    /// built again (and said so), installed again, then used from the cache.
    @Test func aBadCachedBinaryIsBuiltAgain() throws {
        let machine = try Machine()
        defer { machine.remove() }
        #expect(machine.build("a") == .binary(machine.cached))
        let good = try Data(contentsOf: URL(fileURLWithPath: machine.cached))
        let damages: [(String, () throws -> Void)] = [
            (
                "is not executable",
                { try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: machine.cached) }
            ),
            (
                "bytes, but \(good.count) were installed",
                { try good.prefix(good.count / 2).write(to: URL(fileURLWithPath: machine.cached)) }
            ),
            (
                "its sources hash is \(SnapshotBinaryTests.otherHash)",
                {
                    let line = "#!/bin/sh\necho 'glass 0.1.0 (sources \(SnapshotBinaryTests.otherHash))'\n"
                    try Data(line.utf8).write(to: URL(fileURLWithPath: machine.cached))
                    try Data("\(line.utf8.count)\n".utf8).write(to: URL(fileURLWithPath: machine.cached + ".bytes"))
                }
            ),
            ("is missing or unreadable", { try FileManager.default.removeItem(atPath: machine.cached + ".bytes") }),
        ]
        for (n, (why, damage)) in damages.enumerated() {
            try damage()
            let lines = Lines()
            // (Another package each time, so that it compiles: one whose build folder holds a good glass installs that.)
            #expect(machine.build("p\(n)", lines: lines) == .binary(machine.cached), "\(why)")
            #expect(machine.builds == n + 2, "\(why)")
            let said = lines.all
            #expect(
                said.first?.hasPrefix("the cached glass is built again: ") == true && said[0].contains(why), "\(said)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: machine.cached)) == good)
            #expect(FileManager.default.isExecutableFile(atPath: machine.cached))
        }
    }

    /// Links and folders that are not the user's: the cache is not run from; the package builds its own and a
    /// line says why. A `HASH` folder that is a link to a good binary elsewhere is refused all the same.
    @Test func linksAndForeignFoldersInTheCacheAreRefused() throws {
        let machine = try Machine()
        defer { machine.remove() }
        let elsewhere = try Machine()
        defer { elsewhere.remove() }
        #expect(elsewhere.build("a") == .binary(elsewhere.cached))
        let hash = GlassVersion.sourceHash
        let own = machine.package("p") + "/.build/glass-release/release/glass"
        try FileManager.default.createDirectory(atPath: machine.cache, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: machine.cache + "/\(hash)", withDestinationPath: elsewhere.cache + "/\(hash)")
        let lines = Lines()
        #expect(machine.build("p", lines: lines) == .binary(own))
        #expect(lines.all.first?.contains("\(hash): is a symbolic link") == true, "\(lines.all)")
        // The binary itself a link: built again, and not installed through the link.
        try FileManager.default.removeItem(atPath: machine.cache + "/\(hash)")
        try FileManager.default.createDirectory(atPath: machine.cache + "/\(hash)", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: machine.cached, withDestinationPath: elsewhere.cached)
        lines.clear()
        #expect(
            machine.build("q", lines: lines) == .binary(machine.package("q") + "/.build/glass-release/release/glass"))
        #expect(lines.all.contains { $0.contains("is a symbolic link") }, "\(lines.all)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: machine.cached) == elsewhere.cached)
        // A root every user may write to, or one of another user's (checked where this test may chown).
        let open = try Machine()
        defer { open.remove() }
        try FileManager.default.createDirectory(atPath: open.cache, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: open.cache)
        lines.clear()
        #expect(open.build("p", lines: lines) == .binary(open.package("p") + "/.build/glass-release/release/glass"))
        #expect(lines.all.first?.contains("can be written by every user") == true)
        if geteuid() == 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: open.cache)
            #expect(chown(open.cache, 65534, 65534) == 0)
            lines.clear()
            #expect(open.build("q", lines: lines) == .binary(open.package("q") + "/.build/glass-release/release/glass"))
            #expect(lines.all.first?.contains("belongs to another user (uid 65534)") == true)
        }
    }

    /// No HOME, a relative GLASS_CACHE, a root that cannot be made: the package's own build, with a line.
    @Test func withoutAUsableCacheThePackageBuildsItsOwn() throws {
        let machine = try Machine()
        defer { machine.remove() }
        let file = machine.folder.path + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        for (environment, said) in [
            ([:], "neither GLASS_CACHE nor HOME is set"), (["GLASS_CACHE": "rel"], "must be an absolute path"),
            (["GLASS_CACHE": file + "/cache"], "the cache \(file)/cache cannot be used"),
        ] {
            let lines = Lines()
            let name = "p\(said.count)"
            #expect(
                machine.build(name, environment: environment, lines: lines)
                    == .binary(machine.package(name) + "/.build/glass-release/release/glass"))
            let first = lines.all.first ?? ""
            #expect(first.contains(said) && first.contains("built in \(machine.package(name))/.build"), "\(first)")
        }
        // A lock that cannot be taken (here a link in its place): a good binary already cached is still used.
        #expect(machine.build("a") == .binary(machine.cached))
        let lock = machine.cache + "/\(GlassVersion.sourceHash)/.lock"
        try FileManager.default.removeItem(atPath: lock)
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: file)
        let before = machine.builds
        #expect(machine.build("b") == .binary(machine.cached))
        #expect(machine.builds == before)
    }
}
