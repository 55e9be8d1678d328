import Foundation
import GlassCore
import GlassPNG
import Testing

/// `--sheet`: one labelled contact sheet of a matrix; and the names a matrix cannot use.
@Suite struct MatrixSheetTests {
    typealias M = MatrixCommandTests

    /// The pixels of `image` in a `width`×`height` rectangle at (`x`, `y`).
    static func crop(_ image: PixelBuffer, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        for row in y..<y + height {
            let start: Int = (row * image.width + x) * 4
            out += image.bytes[start..<start + width * 4]
        }
        return out
    }

    /// Two renders side by side under their labels: the sheet's size follows from the layout (cells at least
    /// 160 pt wide, 16 pt apart, a label of 6 + 20 + 6 pt a key), each render is the file `--matrix` writes,
    /// pixel for pixel, and the labels differ as their traits do.
    @Test func aSheetLaysOutEveryRenderUnderItsLabel() throws {
        let dir = try M.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "s.json", "--matrix", "appearance=light,dark", "--sheet", "sheet.png"], in: dir)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(try M.files(dir) == ["s.json", "sheet.png"], "only the sheet")
        #expect(try CLI.run(["render", "s.json", "--matrix", "appearance=light,dark"], in: dir).code == 0)
        let sheet = try M.decode(dir.appendingPathComponent("sheet.png"))
        #expect(sheet.width == 2 * 160 + 16 && sheet.height == 32 + 20)
        for (i, appearance) in ["light", "dark"].enumerated() {
            let render = try M.decode(dir.appendingPathComponent("s[appearance=\(appearance)].png"))
            #expect(
                Self.crop(sheet, x: i * 176 + 65, y: 32, width: 30, height: 20) == render.bytes,
                "\(appearance): the render, centred under its label")
        }
        let labels = (0..<2).map { Self.crop(sheet, x: $0 * 176, y: 0, width: 160, height: 32) }
        #expect(labels[0] != labels[1], "light and dark are labelled differently")
        for label in labels {
            #expect(label.contains { $0 < 128 }, "text is drawn in the label")
        }
        // Two keys: a label line each, as many columns as the last key (sorted) has values.
        let two = try CLI.run(
            [
                "render", "s.json", "--matrix", "appearance=light,dark", "--matrix", "glassStyle=clear,tinted,",
                "--sheet", "2.png",
            ],
            in: dir)
        #expect(two.code == 64)
        #expect(
            try CLI.run(
                [
                    "render", "s.json", "--matrix", "glassStyle=clear,tinted", "--matrix", "appearance=light,dark",
                    "--sheet", "2.png",
                ],
                in: dir
            ).code == 0)
        let grid = try M.decode(dir.appendingPathComponent("2.png"))
        #expect(grid.width == 2 * 160 + 16 && grid.height == 2 * (52 + 20) + 16)
    }

    /// A sheet is written like any render: a scene that fails under one of the traits is one error line
    /// naming them, exit 65, and leaves no sheet (a stale one of an earlier run is removed); what --sheet
    /// cannot be used with is a usage error.
    @Test func aSheetFailsAsARenderDoes() throws {
        let dir = try M.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["render", "s.json", "--matrix", "appearance=light,dark", "--sheet", "sheet.png"]
        #expect(try CLI.run(args, in: dir).code == 0)
        // A settings value the scene itself gets wrong, found only once the traits are set.
        try Data(M.scene.replacingOccurrences(of: ##""layers""##, with: ##""settings": 4, "layers""##).utf8).write(
            to: dir.appendingPathComponent("s.json"))
        let r = try CLI.run(args, in: dir)
        #expect(r.code == 65)
        expectOneErrorLine(r, contains: "s.json: settings: expected an object, got 4 (rendering with appearance=light)")
        #expect(try M.files(dir) == ["s.json"], "the stale sheet is removed")
        for (extra, line) in [
            (["-o", "x.png"], "--sheet OUT.png is the one image written; -o cannot be used with it"),
            (["--watch"], "--watch works on one render, not a --matrix"),
        ] {
            let bad = try CLI.run(args + extra, in: dir)
            #expect(bad.code == 64 && bad.stderr == "error: \(line) (see 'glass render --help')\n", "\(bad.stderr)")
        }
        let folder = try CLI.run(["render", ".", "--matrix", "appearance=dark", "--sheet", "x.png"], in: dir)
        #expect(folder.code == 64)
        expectOneErrorLine(folder, contains: "--sheet lays out one scene's matrix, not a folder's")
        let noFolder = try CLI.run(
            ["render", "s.json", "--matrix", "appearance=dark", "--sheet", "s.json/x.png"], in: dir)
        #expect(noFolder.code == 73)
        expectOneErrorLine(noFolder, contains: "s.json/x.png: s.json is not a folder")
    }

    /// A sheet larger than a scene may be is drawn at a fraction of the renders' size: two 9000 px wide
    /// renders make a sheet at 1/2, 9016 px wide.
    @Test func aSheetTooLargeIsShrunk() throws {
        let wide =
            ##"{"canvas": {"width": 9000, "height": 100, "scale": 1}, "background": "#8899AA", "layers": [{"type": "shape", "frame": [0, 0, 4500, 100], "fill": "#000000"}]}"##
        let dir = try M.folder(["w.json": wide])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "w.json", "--matrix", "appearance=light,dark", "--sheet", "sheet.png"], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let sheet = try M.decode(dir.appendingPathComponent("sheet.png"))
        #expect(sheet.width == 2 * 4500 + 16 && sheet.height == 32 + 50)
        // The left half of each render is black, the right half the background, shrunk.
        #expect(Array(sheet.bytes[(40 * sheet.width + 100) * 4..<(40 * sheet.width + 100) * 4 + 3]) == [0, 0, 0])
        #expect(
            Array(sheet.bytes[(40 * sheet.width + 4000) * 4..<(40 * sheet.width + 4000) * 4 + 3]) == [0x88, 0x99, 0xAA])
    }

    /// A scene named like a render (`x[appearance=dark].json`) is an error of the suite, never tested against
    /// what could be another scene's golden; `[` and `=` elsewhere in a name are fine.
    @Test func oddNames() throws {
        let dir = try M.folder([
            "scenes/x.json": M.scene, "scenes/x[appearance=dark].json": M.scene, "scenes/y[a=b].json": M.scene,
            "scenes/k=v.json": M.scene,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["test", "scenes", "--goldens", "g", "--record", "missing"], in: dir)
        #expect(r.code == 1 && r.stdout == "3 passed, 0 failed, 1 error (3 recorded)\n", "\(r.stdout)")
        #expect(
            r.stderr.hasPrefix(
                "error: x[appearance=dark]: the name ends like a matrix render's, [key=value,…], so its golden could be another scene's; rename it\n"
            ))
        #expect(try M.files(dir, "g") == ["k=v.png", "x.png", "y[a=b].png"])
        let m = try CLI.run(
            ["test", "scenes", "--goldens", "g", "--record", "missing", "--matrix", "appearance=dark"], in: dir)
        #expect(m.code == 1)
        #expect(
            try M.files(dir, "g") == [
                "k=v.png", "k=v[appearance=dark].png", "x.png", "x[appearance=dark].png", "y[a=b].png",
                "y[a=b][appearance=dark].png",
            ])
    }

    /// A name too long for the file system with its traits is refused whole, never cut (a cut name could be
    /// another render's): an error of that render on test, exit 73 on render.
    @Test func namesTooLongWithTheirTraitsAreRefused() throws {
        let long = String(repeating: "l", count: 240)
        let dir = try M.folder(["scenes/\(long).json": M.scene])
        defer { try? FileManager.default.removeItem(at: dir) }
        let t = try CLI.run(
            ["test", "scenes", "--goldens", "g", "--record", "missing", "--matrix", "appearance=light,dark"], in: dir)
        #expect(t.code == 1 && t.stdout == "0 passed, 0 failed, 2 errors\n")
        #expect(
            t.stderr.contains("error: \(long)[appearance=dark]: the golden's file name is 261 bytes; the limit is 255"))
        #expect(t.stderr.contains("[appearance=light]: the golden's file name is 262 bytes; the limit is 255"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("g").path))
        let r = try CLI.run(["render", "scenes/\(long).json", "--matrix", "appearance=light"], in: dir)
        #expect(r.code == 73)
        #expect(r.stderr.contains("the file name is 262 bytes; the limit is 255"))
        #expect(try M.files(dir) == ["scenes"])
    }
}
