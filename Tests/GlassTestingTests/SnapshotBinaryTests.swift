import Foundation
import GlassGoldens
import GlassVersion
import Synchronization
import Testing

@testable import GlassTesting

/// Which `glass` `assertGlassSnapshot` renders with, and that rendering there or in process is the same.
@Suite struct SnapshotBinaryTests {
    /// A folder with an executable script `glass` printing `versionLine`.
    static func fakeGlass(printing versionLine: String, exitStatus: Int = 0) throws -> (folder: URL, glass: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glass-bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let glass = folder.appendingPathComponent("glass").path
        try Data("#!/bin/sh\necho '\(versionLine)'\nexit \(exitStatus)\n".utf8).write(to: URL(fileURLWithPath: glass))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: glass)
        return (folder, glass)
    }

    static func locate(
        _ environment: [String: String], checkout: String? = nil, packageRoot: String = "/nonexistent"
    ) -> (SnapshotRenderer, [String]) {
        var notes: [String] = []
        let found = GlassBinary.locate(
            environment: environment, packageRoot: packageRoot, checkout: checkout, note: { notes.append($0) })
        return (found, notes)
    }

    static let otherHash = String(repeating: "0", count: 32)

    /// A tolerance outside 0…255 is the same error whichever way the check would run (in process 300 once
    /// passed everything and −1 failed equal images; the binary refused both with no verdict).
    @Test func aToleranceOutOfRangeIsTheSameErrorEitherWay() {
        for tolerance in [-1, 256, 300] {
            for renderer in [SnapshotRenderer.inProcess(reason: "test"), .binary("/nonexistent/glass")] {
                let r = SnapshotCheck.run(
                    renderer, name: "t", scenePath: "/nonexistent/t.json", goldenPath: "/nonexistent/t.png",
                    tolerance: tolerance, record: .never, artifactsFolder: "/nonexistent/artifacts")
                #expect(
                    r.status == .error
                        && r.message == "the tolerance is a number of levels from 0 to 255, got \(tolerance)")
            }
        }
    }

    /// A `glass --version` that hangs, ignores SIGTERM and leaves a child holding its output open is given up
    /// at the deadline (its whole process group killed), not when it chooses to end.
    @Test func aHangingVersionIsGivenUpAtTheDeadline() throws {
        let (folder, glass) = try Self.fakeGlass(printing: "starting")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("#!/bin/sh\ntrap '' TERM\necho starting\nsleep 30 &\nsleep 30\n".utf8).write(
            to: URL(fileURLWithPath: glass))
        // The script sleeps 30 s; the deadline is 2 s. (On a loaded machine the shell may not even have
        // printed its first line by then, so the line is not required.)
        let start = Date()
        let why = GlassBinary.unusable(glass, hash: GlassVersion.sourceHash, deadlineSeconds: 2)
        let took = Date().timeIntervalSince(start)
        #expect(took < 12, "gave up after \(took) s")
        #expect(why?.contains("did not print a glass version (no answer in 2 s") == true, "\(why ?? "nil")")
    }

    /// A `glass --version` child gets stdin, stdout and stderr, nothing else of the test process: a descriptor
    /// it inherited (another test writing a fake glass) kept that file unrunnable (ETXTBSY) while it lived.
    @Test func aChildInheritsNoOtherDescriptor() throws {
        let fd = open("/dev/null", O_RDONLY)
        try #require(fd >= 0 && dup2(fd, 250) == 250)
        defer {
            close(fd)
            close(250)
        }
        let run = ChildProcess.run("/bin/sh", ["-c", "ls /proc/$$/fd"], deadlineSeconds: 20)
        let fds = run.output.split(separator: "\n").map(String.init)
        #expect(run.status == 0 && fds.contains("1") && !fds.contains("250") && !fds.contains("\(fd)"), "\(fds)")
    }

    /// `--version` names the version and the sources' hash; the line parses back, debug marked.
    @Test func theVersionLineCarriesTheSourceHash() {
        #expect(GlassVersion.sourceHash.count == 32 && GlassVersion.sourceHash.allSatisfy(\.isHexDigit))
        #expect(GlassVersion.sourceFiles > 100)
        let release = GlassVersion.line(debug: false)
        #expect(release == "glass \(GlassVersion.version) (sources \(GlassVersion.sourceHash))")
        #expect(GlassVersion.parse(release)! == (GlassVersion.sourceHash, false))
        #expect(GlassVersion.parse(GlassVersion.line(debug: true))! == (GlassVersion.sourceHash, true))
        for bad in [
            "", "glass", "glass 0.1.0", "glass 0.1.0 (sources 12)", "glass 0.1.0 (sources \(Self.otherHash)",
            "glass 0.1.0 (hash \(Self.otherHash))", "glass 0.1.0 (sources \(String(repeating: "g", count: 32)))",
            "swift 0.1.0 (sources \(Self.otherHash))",
        ] {
            #expect(GlassVersion.parse(bad) == nil, "\(bad)")
        }
    }

    /// A `GLASS_BIN` built from other sources, a debug build, a folder, a file that is not executable, a
    /// missing file and a program that prints no version are each skipped with a note naming it and why;
    /// one of the same sources is used, from `GLASS_BIN` first, then from `PATH`.
    @Test func onlyAReleaseGlassOfTheSameSourcesIsUsed() throws {
        let hash = GlassVersion.sourceHash
        let other = try Self.fakeGlass(printing: "glass 0.1.0 (sources \(Self.otherHash))")
        let debug = try Self.fakeGlass(printing: "glass 0.1.0 (sources \(hash), debug)")
        let garbage = try Self.fakeGlass(printing: "hello")
        let failing = try Self.fakeGlass(printing: "glass 0.1.0 (sources \(hash))", exitStatus: 3)
        let good = try Self.fakeGlass(printing: "glass 0.1.0 (sources \(hash))")
        let plain = good.folder.appendingPathComponent("plain").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: plain))
        defer {
            for f in [other, debug, garbage, failing, good] { try? FileManager.default.removeItem(at: f.folder) }
        }
        let cases: [(String, String)] = [
            (other.glass, "skipped: its sources hash is \(Self.otherHash), this library's is \(hash)"),
            (debug.glass, "skipped: it is a debug build"),
            (garbage.glass, "skipped: '\(garbage.glass) --version' did not print a glass version (exit status 0"),
            (failing.glass, "did not print a glass version (exit status 3"),
            (good.folder.path, "skipped: is a folder"), (plain, "skipped: is not executable"),
            ("/nonexistent/glass", "skipped: no such file"),
        ]
        for (bin, why) in cases {
            let (found, notes) = Self.locate(["GLASS_BIN": bin, "PATH": ""])
            #expect(found == .inProcess(reason: "no checkout of glass's sources was found to build it"), "\(bin)")
            #expect(notes.count == 1 && notes[0].hasPrefix("GLASS_BIN=\(bin) ") && notes[0].contains(why), "\(notes)")
        }
        #expect(Self.locate(["GLASS_BIN": good.glass, "PATH": other.folder.path]) == (.binary(good.glass), []))
        // On PATH: the first glass found; one of other sources is skipped, not searched past.
        #expect(Self.locate(["PATH": "/nonexistent:\(good.folder.path)"]) == (.binary(good.glass), []))
        let (fromPath, notes) = Self.locate(["PATH": "\(other.folder.path):\(good.folder.path)"])
        #expect(fromPath == .inProcess(reason: "no checkout of glass's sources was found to build it"))
        #expect(
            notes == [
                "\(other.glass) (on PATH) skipped: its sources hash is \(Self.otherHash), this library's is \(hash)"
            ])
        // The opt-out wins; an unknown value is told and ignored.
        #expect(
            Self.locate(["GLASS_SNAPSHOT": "inprocess", "GLASS_BIN": good.glass])
                == (.inProcess(reason: "GLASS_SNAPSHOT=inprocess"), []))
        let (auto, autoNotes) = Self.locate(["GLASS_SNAPSHOT": "fast", "GLASS_BIN": good.glass])
        #expect(
            auto == .binary(good.glass)
                && autoNotes == ["GLASS_SNAPSHOT expects auto or inprocess, got 'fast'; using auto"])
        // No swift to build with.
        #expect(
            Self.locate(["PATH": "/nonexistent"], checkout: "/tmp")
                == (.inProcess(reason: "no swift on PATH to build a release glass"), []))
    }

    /// A fake `swift` that counts its runs in `count` and, after a pause, writes a glass printing `versionLine`
    /// where `swift build --scratch-path S` puts it (S/release/glass), then exits with `exitStatus`.
    static func fakeSwift(count: String, versionLine: String, exitStatus: Int = 0, sleep: Double = 0.3) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glass-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            echo run >> '\(count)'
            echo "building"
            echo "to stderr" >&2
            sleep \(sleep)
            while [ "$1" != --scratch-path ]; do shift; done
            mkdir -p "$2/release"
            printf '#!/bin/sh\\necho "\(versionLine)"\\n' > "$2/release/glass"
            chmod +x "$2/release/glass"
            exit \(exitStatus)

            """
        try Data(script.utf8).write(to: folder.appendingPathComponent("swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/swift")
        return folder
    }

    /// Four threads asking at once get one build (the lock in the cache), each the binary kept in the cache;
    /// a later call finds it without building; a build that fails, or builds a glass of other sources, leaves
    /// the assertions in process, saying why.
    @Test func theReleaseGlassIsBuiltOnceUnderALock() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("glass pkg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        let count = package.appendingPathComponent("count").path
        let good = try Self.fakeSwift(count: count, versionLine: GlassVersion.line(debug: false))
        defer { try? FileManager.default.removeItem(at: good) }
        let environment = ["GLASS_CACHE": package.path + "/cache"]
        let results = Mutex<[SnapshotRenderer]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let r = GlassBinary.build(
                swift: good.path + "/swift", checkout: "/nonexistent", packageRoot: package.path,
                hash: GlassVersion.sourceHash, environment: environment, say: { _ in })
            results.withLock { $0.append(r) }
        }
        let built = package.path + "/cache/\(GlassVersion.sourceHash)/glass"
        #expect(results.withLock { $0 } == Array(repeating: .binary(built), count: 4))
        #expect(try String(contentsOfFile: count, encoding: .utf8) == "run\n")
        #expect(
            Self.locate(
                environment.merging(["PATH": good.path]) { a, _ in a }, checkout: "/nonexistent",
                packageRoot: package.path
            ).0 == .binary(built))
        #expect(try String(contentsOfFile: count, encoding: .utf8) == "run\n")
        // Another package: its own build; one that fails or builds other sources is in process, with why.
        for (line, status, reason) in [
            (
                GlassVersion.line(debug: false), 1,
                "'swift build -c release --product glass' failed (exit status 1, last line: to stderr)"
            ),
            ("glass 0.1.0 (sources \(Self.otherHash))", 0, "the glass built at"),
        ] {
            let other = package.appendingPathComponent("other-\(status)")
            let swift = try Self.fakeSwift(count: count, versionLine: line, exitStatus: status)
            defer { try? FileManager.default.removeItem(at: swift) }
            let r = GlassBinary.build(
                swift: swift.path + "/swift", checkout: "/nonexistent", packageRoot: other.path,
                hash: GlassVersion.sourceHash, environment: ["GLASS_CACHE": other.path + "/cache"], say: { _ in })
            guard case .inProcess(let why) = r else {
                Issue.record("\(r)")
                continue
            }
            #expect(why.hasPrefix(reason), "\(why)")
        }
    }
}
