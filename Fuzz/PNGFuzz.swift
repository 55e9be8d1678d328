// libFuzzer harness: the PNG decoder (libpng through the shim, limits from the header). Built and run by
// tools/fuzz.sh.
import GlassPNG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? PNGCodec.decode(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
