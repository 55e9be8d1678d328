// libFuzzer harness: arbitrary Unicode (the input decoded as UTF-8, invalid sequences replaced) laid out in a
// 120 × 60 frame with HarfBuzz, fallback fonts and the bidi subset, and drawn. Built and run by tools/fuzz.sh.
import GlassRender
import GlassScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: min(size, 2000)), as: UTF8.self)
    guard !text.isEmpty else { return 0 }
    var escaped = ""
    for u in text.unicodeScalars {
        switch u {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        default:
            if u.value < 0x20 { escaped += "\\n" } else { escaped.unicodeScalars.append(u) }
        }
    }
    let json = """
        {"canvas": {"width": 120, "height": 60, "scale": 1}, "layers": [{"type": "text", "text": "\(escaped)",
         "frame": [2, 2, 116, 56], "style": "body", "lines": \(size % 4), "alignment": "\(["leading", "center", "trailing"][size % 3])"}]}
        """
    if let scene = try? SceneLoader.resolve(bytes: Array(json.utf8), file: "fuzz.json", directory: "/nonexistent") {
        _ = Renderer.render(scene)
    }
    return 0
}
