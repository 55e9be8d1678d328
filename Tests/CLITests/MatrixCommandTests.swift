import Foundation
import GlassCore
import GlassPNG
import Testing

/// `--matrix`, the settings flags and `--sheet` through the binary: names on disk, goldens a flag never
/// touches, shards by rendered name, the contact sheet, and one usage line for each bad flag.
@Suite struct MatrixCommandTests {
    static let scene =
        ##"{"canvas": {"width": 30, "height": 20, "scale": 1}, "background": "#8899AA", "layers": [{"type": "glass", "frame": [4, 4, 22, 12]}, {"type": "text", "text": "Aa", "frame": [0, 0, 30, 20], "color": "label", "style": "caption1"}]}"##

    static func folder(_ scenes: [String: String] = ["s.json": scene]) throws -> URL {
        let dir = try CLI.temporaryDirectory()
        for (name, json) in scenes {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url)
        }
        return dir
    }

    static func files(_ dir: URL, _ sub: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(sub).path).sorted()
    }

    static func decode(_ url: URL) throws -> PixelBuffer { try PNGCodec.decode(Array(try Data(contentsOf: url))) }

    @Test func aMatrixRenderWritesOneFileARenderNamedByItsTraits() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Aliases and order do not matter: the device's name is its slug, the keys are sorted.
        let r = try CLI.run(
            ["render", "s.json", "--matrix", "device=iPhone 17,iphone-16", "--matrix", "appearance=light,dark"], in: dir
        )
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(
            try Self.files(dir) == [
                "s.json", "s[appearance=dark,device=iphone-16].png", "s[appearance=dark,device=iphone-17].png",
                "s[appearance=light,device=iphone-16].png", "s[appearance=light,device=iphone-17].png",
            ])
        // -o names the start of the names, or a folder to write into; settings flags join the names.
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        #expect(try CLI.run(["render", "s.json", "-o", "x.png", "--matrix", "glassStyle=tinted"], in: dir).code == 0)
        #expect(
            try CLI.run(["render", "s.json", "-o", "out", "--bold-text", "--matrix", "appearance=dark"], in: dir).code
                == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("x[glassStyle=tinted].png").path))
        #expect(try Self.files(dir, "out") == ["s[appearance=dark,boldText=true].png"])
        // A folder: every scene once a combination, into the output folder.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("in"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("o"), withIntermediateDirectories: true)
        for name in ["a", "b"] { try Data(Self.scene.utf8).write(to: dir.appendingPathComponent("in/\(name).json")) }
        let folder = try CLI.run(["render", "in", "-o", "o", "--matrix", "design=liquidGlass,compatibility"], in: dir)
        #expect(folder.code == 0, "\(folder.stderr)")
        #expect(
            try Self.files(dir, "o") == [
                "a[design=compatibility].png", "a[design=liquidGlass].png", "b[design=compatibility].png",
                "b[design=liquidGlass].png",
            ])
        // Without --matrix a flag renders the one image the scene names, alone or in a folder.
        let o2 = dir.appendingPathComponent("o2")
        try FileManager.default.createDirectory(at: o2, withIntermediateDirectories: true)
        #expect(try CLI.run(["render", "in", "-o", "o2", "--increase-contrast"], in: dir).code == 0)
        #expect(try Self.files(dir, "o2") == ["a.png", "b.png"])
        #expect(try CLI.run(["render", "s.json", "-o", "flag.png", "--bold-text"], in: dir).code == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("flag.png").path))
    }

    /// appearance=light and dark render differently, and each is byte for byte the scene with that appearance
    /// written in its JSON.
    @Test func eachRenderEqualsTheSceneWithItsTraitsWrittenIn() throws {
        let dir = try Self.folder([
            "s.json": Self.scene,
            "dark.json": Self.scene.replacingOccurrences(
                of: ##""background""##, with: ##""appearance": "dark", "background""##),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLI.run(["render", "s.json", "--matrix", "appearance=light,dark"], in: dir).code == 0)
        #expect(try CLI.run(["render", "dark.json", "-o", "written.png"], in: dir).code == 0)
        #expect(try CLI.run(["render", "s.json", "-o", "plain.png"], in: dir).code == 0)
        let dark = try Data(contentsOf: dir.appendingPathComponent("s[appearance=dark].png"))
        let light = try Data(contentsOf: dir.appendingPathComponent("s[appearance=light].png"))
        #expect(dark != light)
        #expect(dark == (try Data(contentsOf: dir.appendingPathComponent("written.png"))))
        #expect(light == (try Data(contentsOf: dir.appendingPathComponent("plain.png"))))
    }

    /// expand takes the settings flags too: the lowered scene carries them.
    @Test func expandShowsTheTraits() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(
            ["expand", "s.json", "--bold-text", "--dynamic-type", "AX3", "--design", "compatibility"], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let flat = r.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains(##""settings": { "boldText": true, "dynamicType": "AX3" }"##), "\(flat)")
        #expect(flat.contains(##""design": "compatibility""##) == false, "design is lowered away")
    }

    @Test func badFlagsAreOneUsageLine() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dynamic = "xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4 or AX5"
        for (args, line) in [
            (["--dynamic-type", "ax3"], "--dynamic-type expects \(dynamic), got 'ax3'; did you mean 'AX3'?"),
            (["--glass-style", "frosted"], "--glass-style expects clear or tinted, got 'frosted'"),
            (["--bold-text=yes"], "option --bold-text takes no value"),
            (
                ["--matrix", "colour=red"],
                "--matrix: unknown key 'colour'; keys: appearance, boldText, design, device, dynamicType, glassStyle, increaseContrast, layoutDirection, orientation, reduceMotion, reduceTransparency"
            ),
            (["--matrix", "appearance="], "--matrix appearance= gives no values; list them: appearance=V1,V2"),
            (
                ["--matrix", "appearance=light", "--matrix", "appearance=dark"],
                "--matrix appearance: appearance is already given (by --matrix or a flag); give each key once"
            ),
            (
                ["--bold-text", "--matrix", "boldText=true,false"],
                "--matrix boldText: boldText is already given (by --matrix or a flag); give each key once"
            ),
            (["--matrix", "boldText=1"], "--matrix boldText expects true or false, got '1'"),
            (
                [
                    "--matrix", "dynamicType=xS,S,M,L,xL,xxL,xxxL,AX1,AX2,AX3,AX4,AX5", "--matrix",
                    "device=iphone-17,iphone-16,iphone-air", "--matrix", "appearance=light,dark", "--matrix",
                    "glassStyle=clear,tinted", "--matrix", "boldText=true,false",
                ], "--matrix makes 288 renders of each scene; the limit is 256"
            ),
            (["--sheet", "x.png"], "--sheet lays out the renders of a --matrix KEY=V1,V2; give one"),
            (
                ["--design", "both", "--matrix", "appearance=dark"],
                "--design both cannot be used with --matrix; vary the design: --matrix design=liquidGlass,compatibility"
            ),
        ] as [([String], String)] {
            for command in ["render", "test"]
            where command == "render" || !args.contains("--sheet") && !args.contains("--design") {
                let extra = command == "test" ? ["--goldens", "g"] : []
                let r = try CLI.run([command, "s.json"] + extra + args, in: dir)
                #expect(r.code == 64, "\(command) \(args)")
                #expect(r.stderr == "error: \(line) (see 'glass \(command) --help')\n", "\(command) \(args)")
            }
        }
        #expect(try Self.files(dir) == ["s.json"], "nothing written")
    }

    /// A settings flag on test is a key of one value: recording with it writes NAME[boldText=true].png and
    /// never touches NAME.png, and with it a run never passes against the plain golden.
    @Test func aSettingsFlagNeverTouchesThePlainGoldens() throws {
        let dir = try Self.folder(["scenes/one.json": Self.scene])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLI.run(["test", "scenes", "--goldens", "g", "--record", "missing"], in: dir).code == 0)
        let plain = dir.appendingPathComponent("g/one.png")
        let before = try Data(contentsOf: plain)
        let modified = try FileManager.default.attributesOfItem(atPath: plain.path)[.modificationDate] as? Date
        // The plain golden alone: the flag's render is missing, not passing.
        let missing = try CLI.run(["test", "scenes", "--goldens", "g", "--bold-text"], in: dir)
        #expect(
            missing.code == 1
                && missing.stderr.contains("FAIL: one[boldText=true]: g/one[boldText=true].png is missing"))
        for record in ["all", "failed", "missing"] {
            let r = try CLI.run(["test", "scenes", "--goldens", "g", "--bold-text", "--record", record], in: dir)
            #expect(r.code == 0, "\(record): \(r.stderr)")
        }
        #expect(try Self.files(dir, "g") == ["one.png", "one[boldText=true].png"])
        #expect(try Data(contentsOf: plain) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: plain.path)[.modificationDate] as? Date == modified)
        let dynamic = try CLI.run(
            ["test", "scenes", "--goldens", "g", "--dynamic-type", "AX3", "--record", "all"], in: dir)
        #expect(dynamic.code == 0 && dynamic.stderr == "recorded: g/one[dynamicType=AX3].png\n")
        #expect(try Data(contentsOf: plain) == before)
    }

    /// Shards split a matrix by rendered name: every render in exactly one shard, one scene's renders spread.
    @Test func shardsSplitRendersByTheirNames() throws {
        var scenes: [String: String] = [:]
        for name in ["a", "b", "c"] { scenes["scenes/\(name).json"] = Self.scene }
        let dir = try Self.folder(scenes)
        defer { try? FileManager.default.removeItem(at: dir) }
        let matrix = ["--matrix", "appearance=light,dark", "--matrix", "glassStyle=clear,tinted"]
        var seen: [[String]] = []
        for i in 1...3 {
            let r = try CLI.run(
                ["test", "scenes", "--goldens", "g", "--record", "missing", "--shard", "\(i)/3"] + matrix, in: dir)
            #expect(r.code == 0, "\(r.stderr)")
            seen.append(r.stderr.split(separator: "\n").map { String($0.dropFirst("recorded: g/".count)) })
        }
        let all = seen.flatMap { $0 }
        var expected: [String] = []
        for s in ["a", "b", "c"] {
            for a in ["dark", "light"] {
                for g in ["clear", "tinted"] { expected.append("\(s)[appearance=\(a),glassStyle=\(g)].png") }
            }
        }
        #expect(all.sorted() == expected.sorted(), "the union is the whole matrix")
        #expect(Set(all).count == all.count, "disjoint")
        #expect(try Self.files(dir, "g") == expected.sorted())
        // One scene's renders are not all on one machine.
        let shardsOfA = seen.indices.filter { seen[$0].contains { $0.hasPrefix("a[") } }
        #expect(shardsOfA.count > 1)
    }

    /// `--only` takes a render's name (or a scene's, for all its renders); reports name each render, and the
    /// accept command keeps the matrix so its --only finds the render.
    @Test func reportsAndOnlyNameEachRender() throws {
        let dir = try Self.folder(["scenes/one.json": Self.scene])
        defer { try? FileManager.default.removeItem(at: dir) }
        let matrix = ["--matrix", "appearance=light,dark", "--increase-contrast"]
        let r = try CLI.run(
            ["test", "scenes", "--goldens", "g", "--junit", "j.xml", "--report", "r.html"] + matrix, in: dir)
        #expect(r.code == 1)
        let junit = try String(contentsOf: dir.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(junit.contains(##"name="one[appearance=dark,increaseContrast=true]""##))
        #expect(junit.contains(##"name="one[appearance=light,increaseContrast=true]""##))
        let report = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(
            report.contains(
                "glass test scenes --goldens g --matrix appearance=light,dark --matrix increaseContrast=true --only &#39;one[appearance=dark,increaseContrast=true]&#39; --record missing"
            ))
        let one = try CLI.run(
            [
                "test", "scenes", "--goldens", "g", "--record", "missing", "--only",
                "one[appearance=dark,increaseContrast=true]",
            ]
                + matrix, in: dir)
        #expect(one.code == 0 && one.stderr == "recorded: g/one[appearance=dark,increaseContrast=true].png\n")
        let byScene = try CLI.run(
            ["test", "scenes", "--goldens", "g", "--record", "missing", "--only", "one"] + matrix, in: dir)
        #expect(byScene.code == 0 && byScene.stderr == "recorded: g/one[appearance=light,increaseContrast=true].png\n")
    }
}
