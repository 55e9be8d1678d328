// libFuzzer harness: the numeric boundary. Seed scenes on small canvases (every layer type, every component,
// path data) have their numbers replaced by edge values chosen by the input's bytes: zero, negative zero,
// denormal and tiny positives (5e-324, 1e-300, 1e-9), negatives, fractions where whole numbers are expected,
// the documented limits and just past them, huge values (1e9, 1e15, 1e300, the largest double). Each scene is
// resolved and, when its canvas is small, rendered: every input must end in a picture or a SceneError; a trap,
// a hang or a sanitizer report is a bug. Built and run by tools/fuzz.sh (`edge`).
//
// Input: byte 0 picks the seed scene; byte k + 1 decides the k-th number of it (numbers inside path data
// included): below 0x80 it stays, otherwise it becomes `edgeValues[byte % count]`.
import Glibc
import GlassCore
import GlassPNG
import GlassRender
import GlassScene

let edgeValues = [
    "0", "-0", "5e-324", "-5e-324", "2.2250738585072014e-308", "1e-300", "1e-9", "-1e-9", "0.05", "0.25",
    "0.49999999999999994", "0.5", "1", "1.5", "2", "2.5", "3", "-1", "-2.5", "7", "10", "99", "100", "100.5",
    "853", "900", "1000", "1024", "1e4", "16384", "16385", "9e4", "99999.99999999999", "100000",
    "100000.00000000001", "-100000", "1e9", "-1e9", "1e15", "1e300", "-1e300", "1.7976931348623157e308",
]

/// Small seeds: together they hold every number the format has (the schema's numeric fields).
let seeds = [
    #"""
    {"canvas": {"width": 40, "height": 30, "scale": 1, "cornerRadius": 8}, "appearance": "dark",
     "background": {"linearGradient": {"from": [0, 0], "to": [40, 30], "stops": [["#FF0000", 0], ["#0000FF80", 1]]}},
     "layers": [
      {"type": "shape", "frame": [2, 3, 20, 10], "corners": {"topLeft": 2, "topRight": 1, "bottomLeft": 3, "bottomRight": {"concentric": {"minimum": 1}}}, "fill": "#00FF00", "opacity": 0.5},
      {"type": "image", "image": "pic.png", "frame": [10, 12, 15, 9], "corners": 2},
      {"type": "glass", "frame": [5, 5, 30, 20], "corners": 6, "style": "clear",
       "material": {"blurRadius": 2, "saturation": 1.2, "fillOpacity": 0.3, "refraction": 1, "highlight": 1, "shadowOpacity": 0.05},
       "content": [{"type": "glass", "frame": [2, 2, 8, 6], "corners": "concentric"}]},
      {"type": "glassContainer", "spacing": 4, "children": [{"type": "glass", "frame": [8, 5, 10, 10]}, {"type": "glass", "frame": [22, 5, 10, 10]}]},
      {"type": "scrollEdge", "edge": "top", "size": 20}, {"type": "scrollEdge", "edge": "right", "style": "hard", "size": 10}]}
    """#,
    #"""
    {"canvas": {"width": 48, "height": 40, "scale": 2},
     "layers": [
      {"type": "text", "text": "Ag 首 עב", "frame": [2, 2, 40, 12], "font": {"size": 9, "weight": 600}, "lines": 2, "opacity": 0.8},
      {"type": "symbol", "name": "gear", "frame": [30, 20, 8, 8], "size": 6, "weight": 700, "opacity": 0.9},
      {"type": "path", "d": "M0 0 L10 0 Q 12 4 5 8 C 2 9 1 5 0 0 Z M 2 2 A 3 2 30 1 0 6 4 Z", "frame": [2, 14, 20, 16],
       "viewBox": [0, 0, 10, 8], "stroke": {"width": 1, "miterLimit": 4}, "opacity": 1},
      {"type": "path", "d": "M 0 0 L 5 1000 L 10 0 Z", "frame": [24, 14, 20, 20], "viewBox": [-2, -2, 14, 14], "fillRule": "evenodd",
       "stroke": {"width": 0.5, "join": "round", "cap": "round"}}]}
    """#,
    #"""
    {"canvas": {"width": 160, "height": 100, "scale": 1},
     "layers": [
      {"type": "slider", "frame": [10, 4, 140, 20], "value": 0.5, "neutralValue": 0, "ticks": 3},
      {"type": "segmentedControl", "frame": [10, 26, 140, 30], "segments": ["A", "B"], "selected": 1},
      {"type": "switch", "origin": [10, 62]},
      {"type": "button", "center": [110, 76], "title": "Go"}]}
    """#,
    #"""
    {"canvas": {"width": 160, "height": 100, "scale": 1}, "transition": {"progress": 0.5, "underlay": "#808080"},
     "layers": [
      {"type": "backgroundExtension", "image": "pic.png", "frame": [40, 30, 60, 40]},
      {"type": "button", "frame": [10, 10, 60, 30], "symbol": "gear"},
      {"type": "group", "layers": [{"type": "statusBar"}, {"type": "homeIndicator"}]},
      {"type": "sheet", "detent": 60}]}
    """#,
    #"""
    {"canvas": {"width": 240, "height": 68, "scale": 1},
     "layers": [
      {"type": "navigationBar", "leading": [{"fixedSpace": 8}], "trailing": [{"symbol": "gear"}, {"fixedSpace": 8}, {"group": [{"symbol": "gear"}, {"symbol": "house"}]}]}]}
    """#,
    #"""
    {"canvas": {"width": 240, "height": 68, "scale": 1},
     "layers": [
      {"type": "tabBar", "tabs": [{"symbol": "house"}, {"symbol": "gear"}], "selected": 1},
      {"type": "toolbar", "items": [{"symbol": "gear"}, {"fixedSpace": 12}, {"group": [{"symbol": "house"}, {"symbol": "gear"}]}]}]}
    """#,
]

/// The byte offsets of the numbers in `text`: outside strings, and inside path data (strings that start with
/// `M`), where a number is a run of digits, signs, points and exponents.
func numberRanges(_ text: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var i = 0
    var inString = false
    var pathData = false
    func isNumberByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
            || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
    }
    while i < text.count {
        let b = text[i]
        if b == UInt8(ascii: "\"") {
            inString.toggle()
            pathData = inString && i + 1 < text.count && text[i + 1] == UInt8(ascii: "M")
            i += 1
            continue
        }
        let startsNumber = (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-")
        if startsNumber && (!inString || pathData) {
            let start = i
            i += 1
            while i < text.count && isNumberByte(text[i]) && !(text[i] == UInt8(ascii: "-") && pathData) { i += 1 }
            ranges.append(start..<i)
            continue
        }
        i += 1
    }
    return ranges
}

/// A folder holding `pic.png` (6 × 4), made once.
let imageFolder: String = {
    var image = PixelBuffer(width: 6, height: 4)
    for p in 0..<image.pixelCount {
        image.bytes.replaceSubrange(p * 4..<p * 4 + 4, with: [UInt8(truncatingIfNeeded: p * 10), 90, 200, 255])
    }
    let folder = "/tmp/glass-edge-fuzz-\(getpid())"
    mkdir(folder, 0o700)
    if let bytes = try? PNGCodec.encode(image), let f = fopen(folder + "/pic.png", "wb") {
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
    }
    return folder
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let first = input.first else { return 0 }
    let seed = Array(seeds[Int(first) % seeds.count].utf8)
    var out: [UInt8] = []
    var copied = 0
    for (k, r) in numberRanges(seed).enumerated() {
        out += seed[copied..<r.lowerBound]
        let choice = k + 1 < size ? input[k + 1] : 0
        out += choice < 0x80 ? Array(seed[r]) : Array(edgeValues[Int(choice) % edgeValues.count].utf8)
        copied = r.upperBound
    }
    out += seed[copied...]
    guard
        let scene = try? SceneLoader.resolve(
            bytes: out, file: "edge.json", directory: imageFolder, imagePixelBudget: 4_000_000)
    else { return 0 }
    // Render what resolves on a small canvas (the first two seeds, and the others where an edge value
    // shrank the canvas), keeping the run at many inputs a second under ASan.
    if scene.widthPx * scene.heightPx <= 8192 { _ = Renderer.render(scene) }
    return 0
}
