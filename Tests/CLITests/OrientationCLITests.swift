import Foundation
import GlassCore
import Testing

/// `--orientation`, `--matrix orientation=…` through the binary: the canvas turns, names say so, a bad value
/// is one usage line.
@Suite struct OrientationCLITests {
    static let scene =
        ##"{"device": "iPhone SE (3rd generation)", "canvas": {"scale": 1}, "background": "#8899AA", "layers": [{"type": "statusBar", "style": "dark"}]}"##

    @Test func theMatrixTurnsTheDevice() throws {
        let dir = try MatrixCommandTests.folder(["s.json": Self.scene])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "s.json", "--matrix", "orientation=portrait,landscape"], in: dir)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(
            try MatrixCommandTests.files(dir) == [
                "s.json", "s[orientation=landscape].png", "s[orientation=portrait].png",
            ])
        let landscape = try MatrixCommandTests.decode(dir.appendingPathComponent("s[orientation=landscape].png"))
        let portrait = try MatrixCommandTests.decode(dir.appendingPathComponent("s[orientation=portrait].png"))
        #expect((landscape.width, landscape.height) == (667, 375))
        #expect((portrait.width, portrait.height) == (375, 667))
        // The flag turns one render.
        let flag = try CLI.run(["render", "s.json", "--orientation", "landscape", "-o", "f.png"], in: dir)
        #expect(flag.code == 0, "\(flag.stderr)")
        #expect(try MatrixCommandTests.decode(dir.appendingPathComponent("f.png")).width == 667)
    }

    @Test func aBadOrientationIsOneUsageLine() throws {
        let dir = try MatrixCommandTests.folder(["s.json": Self.scene])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "s.json", "--orientation", "sideways"], in: dir)
        #expect(r.code == 64)
        expectOneErrorLine(r, contains: "--orientation expects portrait or landscape, got 'sideways'")
        let m = try CLI.run(["render", "s.json", "--matrix", "orientation=Landscape"], in: dir)
        #expect(m.code == 64)
        expectOneErrorLine(m, contains: "did you mean 'landscape'?")
        // In the scene: one error at its path.
        try Data(##"{"device": "iPhone 17", "orientation": "upsideDown"}"##.utf8).write(
            to: dir.appendingPathComponent("b.json"))
        let b = try CLI.run(["render", "b.json"], in: dir)
        #expect(b.code == 65)
        expectOneErrorLine(b, contains: "b.json: orientation:")
    }

    @Test func layoutDirectionTakesItsAliasesAndNamesUseTheLongForm() throws {
        let dir = try MatrixCommandTests.folder(["s.json": Self.scene])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "s.json", "--layout-direction", "rtl", "--matrix", "appearance=dark"], in: dir)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(try MatrixCommandTests.files(dir) == ["s.json", "s[appearance=dark,layoutDirection=rightToLeft].png"])
        let m = try CLI.run(["render", "s.json", "--matrix", "layoutDirection=leftToRight,rightToLeft"], in: dir)
        #expect(m.code == 0, "\(m.stderr)")
        #expect(
            FileManager.default.fileExists(
                atPath: dir.appendingPathComponent("s[layoutDirection=leftToRight].png").path))
        let bad = try CLI.run(["render", "s.json", "--layout-direction", "backwards"], in: dir)
        #expect(bad.code == 64)
        expectOneErrorLine(bad, contains: "--layout-direction expects leftToRight or rightToLeft, got 'backwards'")
    }
}
