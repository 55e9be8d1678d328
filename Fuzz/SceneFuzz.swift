// libFuzzer harness: scene files through the JSON parser, the lowering of devices and components, and
// resolution (text layout, paths, images by name). Any input must end in a scene or a SceneError: a crash,
// a hang or a sanitizer report is a bug. Built and run by tools/fuzz.sh.
import GlassRender
import GlassScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard
        let scene = try? SceneLoader.resolve(
            bytes: bytes, file: "fuzz.json", directory: "/nonexistent", imagePixelBudget: 4_000_000)
    else { return 0 }
    // Render what resolves, on canvases small enough to keep the run fast.
    if scene.widthPx * scene.heightPx <= 16_384 { _ = Renderer.render(scene) }
    return 0
}
