/// Renders a group of glass elements (one element, or a container's children merged by spacing) onto a
/// **premultiplied** canvas, following the model of the spec's appendix step by step:
/// field → coverage and shadow → lens → frost (+ post-lens blur, + wide tail) → colour → rim → composite
/// `out = col·inside + sharp·(1 − inside − shadowA)` (plus the black shadow's own alpha).
///
/// Encoded sRGB at pixel centres. The whole group samples one backdrop and is composited once.
/// Everything read from the backdrop (frost, ambient) is taken before the first pixel is written, and each
/// pixel reads its own sharp value before replacing it, so no copy of the canvas is made (a copy per group
/// cost 12.6 MB and its page faults on a full frame). Allocates the frosted region, the tail grid and
/// per-band scratch; O(region · elements).
public struct GlassGroupRenderer: Sendable {
    public let field: GlassField
    /// Pixels per point.
    public let scale: Double
    /// Optional clip (the enclosing glass for glass drawn as content), multiplied into coverage and shadow.
    public let clip: CoverageMask?

    /// Threads for the frost and the per-pixel shading.
    public let workers: Workers
    /// Whether shortcuts that give the same bytes may be taken (the pure-blur interior); tests turn them off
    /// to compare.
    public var fastPaths = true

    public init(
        elements: [GlassElement], spacingPx: Double, scale: Double, clip: CoverageMask? = nil,
        workers: Workers = .serial
    ) {
        precondition(!elements.isEmpty)
        self.field = GlassField(elements: elements, spacingPx: spacingPx)
        self.scale = scale
        self.clip = clip
        self.workers = workers
    }

    var elements: [GlassElement] { field.elements }

    /// The element that sets the group's frost: the largest σ (spec: group σ = max over the shapes).
    func frost() -> (sigmaX: Double, sigmaY: Double, exact: Bool) {
        var best = (sigmaX: 0.0, sigmaY: 0.0, exact: false)
        for e in elements {
            let p = e.parameters
            if let exact = p.exactBlurSigma {
                let s = exact * scale
                if s >= best.sigmaY { best = (s, s, true) }
                continue
            }
            let s = p.frostSigma(halfMin: e.halfMinPx / scale) * (1 - p.postShare).squareRoot() * scale
            if s >= best.sigmaY {
                let r = e.outline.rect
                let sx = p.anisotropic && r.width > 0 ? s * Math.pow(r.height / r.width, 0.28) : s
                best = (sx, s, false)
            }
        }
        return best
    }

    /// Pixels any sample may reach beyond the outlines (lens samples stay inside; the tail ring and the
    /// post-lens taps reach out), and the shadow's reach.
    func reach() -> (sample: Int, shadow: Int, lens: Int) {
        var sample = 2.0
        var shadow = 0.0
        var lens = 2.0
        for e in elements {
            let p = e.parameters
            if p.exactBlurSigma == nil {
                sample = max(
                    sample,
                    2 + (2.6131259 * p.tailSigma + 3 * 1.7320508 * p.blurSigma * p.postShare.squareRoot()) * scale)
            }
            lens = max(lens, 2 + 3 * 1.7320508 * p.blurSigma * p.postShare.squareRoot() * scale)
            // The shadow reaches until it is under a tenth of a level: opacity·e^(−d²/(2(R/2)²)) < 0.1/255.
            if p.shadowOpacity > 0 {
                let sr = p.shadowRadius / 2
                let ratio = p.shadowOpacity * 2550
                if ratio > 1 { shadow = max(shadow, (sr * (2 * Math.log(ratio)).squareRoot() + 1) * scale) }
            }
        }
        return (WholeNumber.clamped(sample, .up), WholeNumber.clamped(shadow, .up), WholeNumber.clamped(lens, .up))
    }

    /// Renders the group onto `canvas`.
    public func render(onto canvas: inout PixelBuffer) {
        if shadeRegion(width: canvas.width, height: canvas.height).isEmpty { return }
        render(onto: &canvas, backdrop: backdrop(of: canvas))
    }

    /// The pixels the group writes: the outlines' bounds where they lie, on the canvas or not, grown by the
    /// reach of the shadow and the samples before being clipped (so glass just off any edge still casts its
    /// shadow in), and within the clip.
    func shadeRegion(width w: Int, height h: Int) -> PixelRect {
        let shade = outlineBounds.expanded(by: max(1, reach().shadow), clippedToWidth: w, height: h)
        return clip.map { shade.intersection($0.bounds) } ?? shade
    }

    /// Renders the group onto `canvas` with the frost and tails of `backdrop`, which must be those of this
    /// canvas (`backdrop(of:)`, or one patched where the canvas changed since). The ambient colour is taken
    /// from the canvas.
    public func render(onto canvas: inout PixelBuffer, backdrop: GlassBackdrop) {
        let shade = shadeRegion(width: canvas.width, height: canvas.height)
        if shade.isEmpty { return }
        let frost = frost()
        let sampler = BilinearSampler(image: backdrop.frosted, rect: backdrop.sampled)
        let ambient = elements.map { e -> SIMD3<Float>? in
            e.parameters.ambient > 0 && e.parameters.exactBlurSigma == nil
                ? ambientColor(e, backdrop: canvas, frost: frost) : nil
        }
        let tails = backdrop.tails
        if fastPaths, case let interior = pureBlurInterior(shade: shade, sampled: backdrop.sampled), !interior.isEmpty {
            // The pure-blur contract: inside the outline by 0.75 px (and outside the corners) the glass is the
            // blur itself, so the interior is a copy of the frosted rows; only the rest goes through the shading.
            for band in interior { copyRows(from: backdrop.frosted, region: backdrop.sampled, to: &canvas, rows: band) }
            shadePixels(
                &canvas, regions: trimmedToOutline(Self.complement(of: interior, in: shade), shade: shade),
                sampler: sampler, ambient: ambient, tails: tails, workers: workers)
            return
        }
        shadePixels(&canvas, regions: [shade], sampler: sampler, ambient: ambient, tails: tails, workers: workers)
    }

    /// Regular light's ambient colour: the mean of 5×5 taps of the frosted backdrop over the shape's
    /// rectangle grown by 60 pt, each tap a Gaussian sum computed at its point.
    func ambientColor(_ e: GlassElement, backdrop: PixelBuffer, frost: (sigmaX: Double, sigmaY: Double, exact: Bool))
        -> SIMD3<Float>
    {
        let wx = GaussianBlur.truncatedWeights(sigma: frost.sigmaX)
        let wy = GaussianBlur.truncatedWeights(sigma: frost.sigmaY)
        var sum = SIMD4<Float>.zero
        for (x, y) in ambientTaps(e) {
            sum += GaussianBlur.blurredPixel(backdrop, x: x, y: y, weightsX: wx, weightsY: wy)
        }
        let mean = sum / 25
        return mean.w > 0 ? SIMD3(mean.x, mean.y, mean.z) / mean.w : .zero
    }

    /// The 5×5 points (canvas pixels, row by row) where the ambient colour samples the frosted backdrop.
    func ambientTaps(_ e: GlassElement) -> [(x: Int, y: Int)] {
        let grow = 60 * scale
        let r = e.outline.rect.insetBy(-grow)
        var taps: [(x: Int, y: Int)] = []
        for j in 0..<5 {
            for i in 0..<5 {
                taps.append(
                    (
                        WholeNumber.clamped(r.x + r.width * (Double(i) + 0.5) / 5, .down),
                        WholeNumber.clamped(r.y + r.height * (Double(j) + 0.5) / 5, .down)
                    ))
            }
        }
        return taps
    }
}
