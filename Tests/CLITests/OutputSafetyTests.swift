import Foundation
import Glibc
import Testing

/// Where the output goes: never over an input, never through a planted name, never a partial file, any
/// name the file system allows.
@Suite struct OutputSafetyTests {
    static func files(in dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    /// The review's case: `glass render s.json -o s.json` replaced the scene with the PNG. However the
    /// output is spelled, an output that is an input is exit 73 and the input is untouched, whether or
    /// not the scene is valid.
    @Test func anOutputThatIsAnInputIsRefused() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(CLI.smallScene.utf8).write(to: dir.appendingPathComponent("s.json"))
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for output in ["s.json", "./s.json", "sub/../s.json", dir.appendingPathComponent("s.json").path] {
            let r = try CLI.run(["render", "s.json", "-o", output], in: dir)
            #expect(r.code == 73, "\(output): \(r.stderr)")
            expectOneErrorLine(r, contains: "is one of the inputs")
            #expect(try Data(contentsOf: dir.appendingPathComponent("s.json")) == Data(CLI.smallScene.utf8))
        }
        // An invalid scene is not removed as a stale output either.
        try Data("{".utf8).write(to: dir.appendingPathComponent("bad.json"))
        let bad = try CLI.run(["render", "bad.json", "-o", "./bad.json"], in: dir)
        #expect(bad.code == 73)
        #expect(try Data(contentsOf: dir.appendingPathComponent("bad.json")) == Data("{".utf8))
        // An image the scene reads is an input too, here through a symbolic link.
        #expect(try CLI.run(["render", "s.json", "-o", "pic.png"], in: dir).code == 0)
        let picture = try Data(contentsOf: dir.appendingPathComponent("pic.png"))
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("link.png").path, withDestinationPath: "pic.png")
        let withImage =
            ##"{"canvas": {"width": 30, "height": 20, "scale": 1}, "background": {"image": "pic.png"}}"##
        try Data(withImage.utf8).write(to: dir.appendingPathComponent("uses.json"))
        let overImage = try CLI.run(["render", "uses.json", "-o", "link.png"], in: dir)
        #expect(overImage.code == 73, "\(overImage.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("pic.png")) == picture)
        // compare's difference image may not replace either image.
        let diff = try CLI.run(["compare", "pic.png", "pic.png", "--diff", "./pic.png"], in: dir)
        #expect(diff.code == 73)
        #expect(try Data(contentsOf: dir.appendingPathComponent("pic.png")) == picture)
        #expect(try Self.files(in: dir) == ["bad.json", "link.png", "pic.png", "s.json", "sub", "uses.json"])
    }

    /// The temporary name was the output's name plus a suffix, so outputs of 241–255 bytes failed (and the
    /// existing output was deleted). Now the longest name the file system allows renders, and replaces
    /// an existing file of that name.
    @Test func theLongestFileNameWorks() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(CLI.smallScene.utf8).write(to: dir.appendingPathComponent("s.json"))
        let name = String(repeating: "n", count: 251) + ".png"
        try Data("old".utf8).write(to: dir.appendingPathComponent(name))
        let r = try CLI.run(["render", "s.json", "-o", name], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent(name))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try Self.files(in: dir) == [name, "s.json"])
        let tooLong = try CLI.run(["render", "s.json", "-o", "n" + name], in: dir)
        #expect(tooLong.code == 73)
        // Said before the render, in bytes, not found when the finished file is renamed into place.
        expectOneErrorLine(tooLong, contains: "the file name is 256 bytes; the limit is 255")
    }

    /// SIGTERM while a large PNG is being written removes the temporary file; the process still dies of
    /// the signal. The render is a 6300×6300 px flat canvas stored uncompressed (159 MB), so the write
    /// takes long enough to be caught; a run that finished first is tried again.
    @Test func sigtermDuringTheWriteLeavesNoTemporaryFile() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = ##"{"canvas": {"width": 2100, "height": 2100, "scale": 3}, "background": "#336699"}"##
        try Data(big.utf8).write(to: dir.appendingPathComponent("big.json"))
        // The release glass: the write is the same code, and the debug build spent seconds drawing the canvas.
        let glass = await CLI.releaseBinary()
        var caught = false
        for _ in 0..<4 where !caught {
            try? FileManager.default.removeItem(at: dir.appendingPathComponent("big.png"))
            let p = Process()
            p.executableURL = glass
            p.arguments = ["render", "big.json", "-o", "big.png", "--compression", "0", "--threads", "1"]
            p.currentDirectoryURL = dir
            p.standardError = FileHandle.nullDevice
            try p.run()
            while p.isRunning {
                if try Self.files(in: dir).contains(where: { $0.hasPrefix(".glass-") }) {
                    kill(p.processIdentifier, SIGTERM)
                    break
                }
                usleep(200)
            }
            p.waitUntilExit()
            if p.terminationReason == .uncaughtSignal {
                caught = true
                #expect(p.terminationStatus == SIGTERM)
                // No temporary file is left. The signal may land just after the rename: then the output is
                // there, and whole (it ends with IEND).
                let names = try Self.files(in: dir)
                #expect(!names.contains { $0.hasPrefix(".glass-") }, "\(names)")
                if names.contains("big.png") {
                    let png = try Data(contentsOf: dir.appendingPathComponent("big.png"))
                    #expect(png.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
                } else {
                    #expect(names == ["big.json"], "\(names)")
                }
            }
        }
        #expect(caught, "the write was never caught in progress")
    }
}

/// Outputs that are links, and writes that run out of room.
@Suite struct OutputPathTests {
    @Test func anOutputThatIsASymbolicLinkIsRefusedAndItsTargetUntouched() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(CLI.smallScene.utf8).write(to: dir.appendingPathComponent("s.json"))
        try Data("precious".utf8).write(to: dir.appendingPathComponent("target.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("out.png").path, withDestinationPath: "target.txt")
        let r = try CLI.run(["render", "s.json", "-o", "out.png"], in: dir)
        #expect(r.code == 73)
        expectOneErrorLine(r, contains: "out.png: is a symbolic link")
        #expect(try String(contentsOf: dir.appendingPathComponent("target.txt"), encoding: .utf8) == "precious")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["out.png", "s.json", "target.txt"])
    }

    /// An output in a folder glass may not write to is exit 73 with one line, and leaves nothing there. Root
    /// writes anywhere, so under root the binary runs as `nobody` (through util-linux's `setpriv`).
    @Test(.enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aReadOnlyFolderIsExit73AndLeavesNothing() throws {
        let dir = try CLI.temporaryDirectory()
        defer {
            chmod(dir.appendingPathComponent("ro").path, 0o755)
            try? FileManager.default.removeItem(at: dir)
        }
        chmod(dir.path, 0o755)
        try Data(CLI.smallScene.utf8).write(to: dir.appendingPathComponent("s.json"))
        let ro = dir.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: ro, withIntermediateDirectories: false)
        chmod(ro.path, 0o555)
        let launcher = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let r = try CLI.run(["render", "s.json", "-o", "ro/out.png"], in: dir, launcher: launcher)
        #expect(r.code == 73, "stderr: \(r.stderr)")
        expectOneErrorLine(r, contains: "ro/out.png")
        #expect(try OutputSafetyTests.files(in: ro).isEmpty)
    }

    /// A folder of scenes named to attack: control characters and terminal escapes, a leading dash, quotes,
    /// backslashes, format specifiers, a 255-byte name, a hidden name, a name that is not UTF-8, and an output name planted
    /// as a link to a file outside. Every output lands in the output folder under its scene's name and
    /// nothing is written anywhere else; the link's target is untouched; each failure is one line with its
    /// control characters escaped.
    @Test func folderRendersNeverWriteOutsideTheirOutputFolder() throws {
        let root = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let scenes = root.appendingPathComponent("scenes")
        let out = root.appendingPathComponent("out")
        for d in [scenes, out] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        let good = CLI.smallScene
        let names = [
            "a\nb", "\u{1B}[2J\u{1B}[H", "-o", "--output=..", "quote\"s 'and' spaces", "back\\slash", "%s%n%x",
            "ünï¢ødé ✓", String(repeating: "l", count: 250), "..png", "evil",
        ]
        for n in names { try Data(good.utf8).write(to: scenes.appendingPathComponent(n + ".json")) }
        try Data("junk".utf8).write(to: scenes.appendingPathComponent("bad\u{1B}[31mred\n.json"))
        // A name that is not UTF-8 (0xFF), written through the raw bytes.
        let raw = Array((scenes.path + "/bad\u{1}").utf8) + [0xFF] + Array(".json".utf8) + [0]
        let fd = raw.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer {
            open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644)
        }
        try #require(fd >= 0)
        close(fd)
        try Data("precious".utf8).write(to: root.appendingPathComponent("target.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent("evil.png").path, withDestinationPath: "../target.txt")
        let r = try CLI.run(["render", "scenes", "-o", "out"], in: root)
        #expect(r.code == 65)  // the first failure in name order: the junk scene
        #expect(!r.stderr.contains("\u{1B}"), "stderr: \(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 4, "stderr: \(r.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("error: ") })
        #expect(r.stderr.contains("bad\\u{1B}[31mred\\n.json: invalid JSON"))
        #expect(r.stderr.contains("bad\\u{1}\\xFF.json: the file name is not UTF-8"))
        #expect(r.stderr.contains("evil.png: is a symbolic link"))
        let written = try OutputSafetyTests.files(in: out)
        // `..png.json` is hidden, so it is not a scene of the folder.
        let expected = (names.filter { $0 != "evil" && $0 != "..png" }.map { $0 + ".png" } + ["evil.png"]).sorted()
        #expect(written == expected)
        #expect(try OutputSafetyTests.files(in: root) == ["out", "scenes", "target.txt"])
        #expect(try String(contentsOf: root.appendingPathComponent("target.txt"), encoding: .utf8) == "precious")
        for n in names where n != "evil" && n != "..png" {
            let png = try Data(contentsOf: out.appendingPathComponent(n + ".png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(n)")
        }
    }

    /// A write that cannot complete (here a 64 KiB file-size limit; a full disk fails the same way) is exit 73,
    /// and leaves no temporary file and no output.
    @Test func aWriteThatRunsOutOfRoomIsExit73AndLeavesNothing() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene =
            ##"{"canvas": {"width": 300, "height": 300, "scale": 1}, "background": {"linearGradient": {"from": [0, 0], "to": [300, 300], "stops": [["#FF0000", 0], ["#0000FF", 1]]}}}"##
        try Data(scene.utf8).write(to: dir.appendingPathComponent("s.json"))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "ulimit -f 64; exec \"$0\" render s.json -o out.png --compression 0", CLI.binary.path]
        p.currentDirectoryURL = dir
        let err = Pipe()
        p.standardError = err
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit && p.terminationStatus == 73, "\(text)")
        #expect(text.contains("out.png: cannot write (File too large)"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["s.json"])
    }
}
