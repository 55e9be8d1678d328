import Foundation
import GlassCore
import Testing

/// iPad scenes through the binary: a windowed iPad renders, a windowed iPhone draws no window; a bad tab bar
/// style is one error line at its JSON path, with exit 65 and no output file.
@Suite struct IPadCLITests {
    @Test func aWindowedIPadRendersAndAWindowedIPhoneDrawsNoWindow() async throws {
        let ok =
            ##"{"device": "iPad mini", "canvas": {"scale": 1}, "windowed": true, "background": "#8899AA", "layers": [{"type": "navigationBar", "title": "Notes", "backButton": true}, {"type": "tabBar", "style": "sidebar", "tabs": [{"symbol": "house", "title": "Home"}]}]}"##
        let phone = ##"{"device": "iPhone 17 Pro", "windowed": true}"##
        let style =
            ##"{"device": "iPad Pro 13-inch", "layers": [{"type": "tabBar", "style": "floating", "tabs": [{"symbol": "house"}]}]}"##
        let dir = try MatrixCommandTests.folder(["ok.json": ok, "phone.json": phone, "style.json": style])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try await CLI.runRelease(["render", "ok.json", "-o", "ok.png"], in: dir)
        #expect(r.code == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let png = try MatrixCommandTests.decode(dir.appendingPathComponent("ok.png"))
        #expect((png.width, png.height) == (744, 1133))
        // An iPhone has no windows: `windowed` is taken and draws nothing there.
        let p = try await CLI.runRelease(["render", "phone.json", "-o", "phone.png"], in: dir)
        #expect(p.code == 0 && p.stderr.isEmpty, "\(p.stderr)")
        let s = try await CLI.runRelease(["render", "style.json", "-o", "style.png"], in: dir)
        #expect(s.code == 65)
        expectOneErrorLine(s, contains: "style.json: layers[0].style: expected")
    }
}
