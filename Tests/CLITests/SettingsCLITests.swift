import Foundation
import Testing

/// A bad value in a scene's `settings` is one error line naming its path, exit 65, and no output file.
@Suite struct SettingsCLITests {
    @Test(arguments: [
        (
            ##""dynamicType": "XL""##,
            "error: bad.json: settings.dynamicType: expected one of \"xS\", \"S\", \"M\", \"L\", \"xL\", \"xxL\", \"xxxL\", \"AX1\", \"AX2\", \"AX3\", \"AX4\", \"AX5\", got \"XL\"; did you mean \"xL\"?"
        ),
        (##""reduceTransparency": 1"##, "error: bad.json: settings.reduceTransparency: expected true or false, got 1"),
        (
            ##""glassStyle": "Tinted""##,
            "error: bad.json: settings.glassStyle: expected one of \"clear\", \"tinted\", got \"Tinted\"; did you mean \"tinted\"?"
        ),
        (
            ##""layoutDirection": "rtl""##,
            ##"error: bad.json: settings.layoutDirection: expected one of "leftToRight", "rightToLeft", got "rtl""##
        ),
    ])
    func aBadSettingIsOneLineAndExit65(settings: String, line: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = ##"{"canvas": {"width": 10, "height": 10, "scale": 1}, "settings": {\##(settings)}}"##
        try Data(scene.utf8).write(to: dir.appendingPathComponent("bad.json"))
        let r = try CLI.run(["render", "bad.json", "-o", "out.png"], in: dir)
        #expect(r.code == 65)
        expectOneErrorLine(r, contains: line)
        #expect(r.stderr.hasPrefix(line), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    }
}
