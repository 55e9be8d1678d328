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
