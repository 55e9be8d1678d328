// libFuzzer harness: SVG path data (any bytes, as the `d` of a path layer), its fill under both rules and its
// stroke, rasterized on a 48 × 48 canvas. Built and run by tools/fuzz.sh.
import GlassRender
import GlassScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    // The input as a JSON string: printable ASCII kept, everything else escaped.
    var d = ""
    for b in UnsafeBufferPointer(start: data, count: min(size, 4096)) {
        if b >= 0x20 && b < 0x7F && b != 0x22 && b != 0x5C { d.unicodeScalars.append(Unicode.Scalar(b)) } else { d += " " }
    }
    let rule = size % 2 == 0 ? "nonzero" : "evenodd"
    let json = """
        {"canvas": {"width": 48, "height": 48, "scale": 1}, "layers": [{"type": "path", "d": "\(d)", "frame": [2, 2, 44, 44],
         "viewBox": [0, 0, 24, 24], "fillRule": "\(rule)", "stroke": {"width": 1.5, "join": "round", "cap": "square"}}]}
        """
    if let scene = try? SceneLoader.resolve(bytes: Array(json.utf8), file: "fuzz.json", directory: "/nonexistent") {
        _ = Renderer.render(scene)
    }
    return 0
}
