extension GlassGroupRenderer {
    /// The outlines' pixel bounds where they lie, on the canvas or not (grown by the reaches, then clipped).
    var outlineBounds: PixelRect {
        var bounds = elements[0].outline.rect.pixelBounds
        for e in elements.dropFirst() { bounds = bounds.union(e.outline.rect.pixelBounds) }
        return bounds
    }

    /// The canvas pixels `render(onto:)` reads or writes on a `width × height` canvas: the outlines' bounds
    /// grown by the shadow's and the samples' reach, clipped. Its buffers (the frosted region, the tail grid,
    /// per-band scratch) are sized by it; `RenderPlan.estimatedPeakBytes` counts them from it.
    public func footprint(width: Int, height: Int) -> PixelRect {
        let reach = reach()
        return outlineBounds.expanded(by: max(1, reach.shadow, reach.sample), clippedToWidth: width, height: height)
    }
}
