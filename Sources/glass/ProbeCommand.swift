import GlassCore
import GlassRender
import GlassScene

/// `glass __probe SCENE…` (hidden): the test suite's edge-value sweeps at release speed. Resolves and
/// renders each scene in this process and prints one line for it, fields separated by tabs (a backslash,
/// tab, line feed or carriage return inside a field written `\\`, `\t`, `\n`, `\r`):
///
///     ok      WIDTH_PX  HEIGHT_PX  SCENE_WIDTH_PX  SCENE_HEIGHT_PX  PIXELS_WITH_COLOUR_ABOVE_ALPHA
///     error   JSON_PATH  DESCRIPTION
///
/// The render is the premultiplied buffer (before the PNG's straight alpha), whose colour must never exceed
/// its alpha; the sweep checks that, the size, and that a refused value is refused at its path. A scene that
/// traps takes the process down, and the sweep reports the exit status.
enum ProbeCommand {
    static let name = "__probe"

    static func run(_ scenes: [String]) -> ExitCode {
        for path in scenes {
            let fields: [String]
            do throws(SceneError) {
                let scene = try SceneLoader.load(path: path)
                let image = Renderer.render(scene)
                fields = [
                    "ok", "\(image.width)", "\(image.height)", "\(scene.widthPx)", "\(scene.heightPx)",
                    "\(colourAboveAlpha(image))",
                ]
            } catch {
                fields = ["error", error.path, error.description]
            }
            print(fields.map(escaped).joined(separator: "\t"))
        }
        return .success
    }

    /// Pixels of a premultiplied image with a colour channel above alpha (none in a correct render).
    static func colourAboveAlpha(_ image: PixelBuffer) -> Int {
        var count = 0
        image.bytes.withUnsafeBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4)
            where p[i] > p[i + 3] || p[i + 1] > p[i + 3] || p[i + 2] > p[i + 3] {
                count += 1
            }
        }
        return count
    }

    static func escaped(_ field: String) -> String {
        var out = ""
        for c in field.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
