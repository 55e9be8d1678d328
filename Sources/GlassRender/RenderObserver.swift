import GlassCore

/// Sees a render's steps as they execute: each step of the plan before and after it runs, a glass group as
/// its material (the group without content) and then each step of its content, in order. What the renderer
/// decides while rendering is what the observer sees. `canvas` is the canvas as it is at that moment; an
/// observer copies what it needs and never keeps the buffer (keeping it would copy the canvas on the next
/// write).
public protocol RenderObserver: AnyObject {
    func willExecute(_ step: RenderPlan.Step, canvas: PixelBuffer)
    func didExecute(_ step: RenderPlan.Step, canvas: PixelBuffer)
}

extension PixelBuffer {
    /// The pixels of `region` (within the buffer) as a buffer of their own.
    func copy(_ region: PixelRect) -> PixelBuffer {
        var out = PixelBuffer(width: region.width, height: region.height)
        if region.isEmpty { return out }
        let rowBytes = region.width * 4
        bytes.withUnsafeBufferPointer { src in
            out.bytes.withUnsafeMutableBufferPointer { dst in
                for y in 0..<region.height {
                    let from = ((region.y + y) * width + region.x) * 4
                    for i in 0..<rowBytes { dst[y * rowBytes + i] = src[from + i] }
                }
            }
        }
        return out
    }

    /// Writes `piece` (a copy of `region`) back at `region`.
    mutating func paste(_ piece: PixelBuffer, at region: PixelRect) {
        if region.isEmpty { return }
        let rowBytes = region.width * 4
        let w = width
        piece.bytes.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                for y in 0..<region.height {
                    let to = ((region.y + y) * w + region.x) * 4
                    for i in 0..<rowBytes { dst[to + i] = src[y * rowBytes + i] }
                }
            }
        }
    }
}
