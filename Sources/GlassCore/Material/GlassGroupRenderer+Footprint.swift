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

extension GlassGroupRenderer {
    /// Pixels beyond the outlines any sample of the material reaches (the tail ring, the post-lens taps):
    /// a pixel's look depends on the backdrop this far away, and no further, but for the ambient colour.
    public var sampleReachPx: Int { reach().sample }

    /// Every canvas pixel `render(onto:)` may read on a `width × height` canvas: the footprint and the
    /// ambient colour's samples (60 pt around each outline, blurred by the frost).
    public func readRegion(width: Int, height: Int) -> PixelRect {
        let f = frost()
        let taps = WholeNumber.clamped((max(f.sigmaX, f.sigmaY) * 3.0.squareRoot()).rounded(.up), .up) + 2
        let ambient = WholeNumber.clamped(60 * scale, .up) + taps
        let r = reach()
        return outlineBounds.expanded(by: max(1, r.shadow, r.sample, ambient), clippedToWidth: width, height: height)
    }
}

extension GlassGroupRenderer {
    /// An estimate of the work `render(onto:)` does for each pixel of its footprint, in element visits (the
    /// shading visits every element at each pixel: the field merges them all), with the frost's blur counted
    /// in the same unit from measured times (release build, one thread): forty taps of the model's separable
    /// Gaussian cost about one element visit, and a decimated exact blur (`blurRadius`) about one a pixel,
    /// whatever its σ; an exact blur too small to decimate reads 6σ + 1 taps a pass.
    /// `RenderPlan.estimatedGlassWork` sums it over the footprints.
    public var workPerPixel: Double {
        let f = frost()
        func taps(_ sigma: Double) -> Double { 2 * (max(0, sigma - 0.5) * 3.0.squareRoot()).rounded() + 1 }
        let blur: Double
        if f.exact {
            blur = GaussianBlur.decimation(sigma: f.sigmaY) > 1 ? 1 : 2 * (6 * f.sigmaY + 1) / 40
        } else {
            blur = (taps(f.sigmaX) + taps(f.sigmaY)) / 40
        }
        return Double(elements.count) + blur
    }
}
