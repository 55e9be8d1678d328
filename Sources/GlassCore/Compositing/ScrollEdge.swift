/// Scroll edge effects (spec §5): what content looks like where it scrolls under a bar.
public struct ScrollEdgeEffect: Equatable, Sendable {
    public enum Edge: String, Sendable { case top, bottom, left, right }
    public enum Style: String, Sendable { case soft, hard }

    public var edge: Edge
    public var style: Style
    /// How far the effect reaches from the edge, in pixels (clamped to the canvas).
    public var sizePx: Double
    /// The colour content fades toward (soft) or the backing (hard): the appearance's background.
    public var backing: StraightColor
    /// Soft: the blur σ at the edge, in pixels (falling to 0 at `sizePx`).
    public var maxBlurPx: Double
    /// Soft: the fade's opacity at the edge. Hard: the backing's opacity.
    public var opacity: Float
    /// Hard: the hairline divider's colour and thickness in pixels.
    public var divider: StraightColor
    public var dividerPx: Double

    public init(
        edge: Edge, style: Style, sizePx: Double, backing: StraightColor, maxBlurPx: Double, opacity: Float,
        divider: StraightColor,
        dividerPx: Double
    ) {
        self.edge = edge
        self.style = style
        self.sizePx = sizePx
        self.backing = backing
        self.maxBlurPx = maxBlurPx
        self.opacity = opacity
        self.divider = divider
        self.dividerPx = dividerPx
    }

    /// Applies the effect to a **premultiplied** canvas in place.
    ///
    /// Soft: with `u` = 1 at the edge falling linearly to 0 at `sizePx`, each pixel mixes toward a blur of
    /// σ = `maxBlurPx` by `u²` (a progressive blur, stronger near the edge), then toward the backing by
    /// `opacity · u^1.5` (more opaque near the edge). Hard: the backing at `opacity` over the whole band,
    /// then a hairline divider along its inner boundary. Allocates the blurred band; O(band pixels).
    public func apply(to canvas: inout PixelBuffer, workers: Workers = .serial) {
        let w = canvas.width
        let h = canvas.height
        let extent = Double(edge == .top || edge == .bottom ? h : w)
        let size = min(max(sizePx, 0), extent)
        guard let band = band(width: w, height: h) else { return }
        let reach = style == .hard ? size + dividerPx : size
        let edge = edge
        let style = style
        let opacity = opacity
        let dividerPx = dividerPx
        let dividerAlpha = divider.a
        let backingP = backing.premultiplied * 255
        let blurred =
            style == .soft && maxBlurPx > 0
            ? GaussianBlur.blur(canvas, region: band, sigma: maxBlurPx, workers: workers) : nil
        let dividerP = divider.premultiplied * 255
        let empty = [UInt8]()
        (blurred?.bytes ?? empty).withUnsafeBufferPointer { blurBuffer in
            canvas.bytes.withUnsafeMutableBufferPointer { dstBuffer in
                let dstShared = SharedPointer(dstBuffer.baseAddress!)
                let blurShared =
                    blurred == nil
                    ? nil : blurBuffer.baseAddress.map { SharedPointer(UnsafeMutablePointer(mutating: $0)) }
                // The soft effect mixes whole rows of flat Float lanes with per-lane weights, which
                // vectorises (per pixel, this was 12 of the 18 ms of the benchmark frame's soft edge).
                if style == .soft {
                    workers.forEachBand(band.y..<band.maxY) { rows in
                        softRows(
                            rows, band: band, canvasWidth: w, canvasHeight: h, size: size, backing: backingP,
                            dst: dstShared.base, blur: blurShared?.base)
                    }
                    return
                }
                workers.forEachBand(band.y..<band.maxY) { rows in
                    let dst = dstShared.base
                    for y in rows {
                        for x in band.x..<band.maxX {
                            // Distance from the edge (px) of the pixel centre.
                            let t: Double
                            switch edge {
                            case .top: t = Double(y) + 0.5
                            case .bottom: t = Double(h - y) - 0.5
                            case .left: t = Double(x) + 0.5
                            case .right: t = Double(w - x) - 0.5
                            }
                            if t >= reach + 1 { continue }
                            let o = (y * w + x) * 4
                            var c = Quad(Float(dst[o]), Float(dst[o + 1]), Float(dst[o + 2]), Float(dst[o + 3]))
                            // Hard: coverage of the band at this pixel (its inner boundary may fall inside
                            // a pixel).
                            let inBand = Float(min(max(size - (t - 0.5), 0), 1))
                            c = c.mixed(with: Quad(backingP.x, backingP.y, backingP.z, backingP.w), opacity * inBand)
                            // Hairline centred on the boundary, `dividerPx` thick, anti-aliased.
                            let line = Float(
                                max(0, min(t + 0.5, size + dividerPx / 2) - max(t - 0.5, size - dividerPx / 2)))
                            if line > 0 {
                                let a = min(line, 1) * dividerAlpha
                                let da = max(dividerAlpha, 1e-6)
                                c = Quad(
                                    dividerP.x / da * a + c.r * (1 - a), dividerP.y / da * a + c.g * (1 - a),
                                    dividerP.z / da * a + c.b * (1 - a), 255 * a + c.a * (1 - a))
                            }
                            dst[o] = saturatingByte(c.r + 0.5)
                            dst[o + 1] = saturatingByte(c.g + 0.5)
                            dst[o + 2] = saturatingByte(c.b + 0.5)
                            dst[o + 3] = saturatingByte(c.a + 0.5)
                        }
                    }
                }
            }
        }
    }

    /// The soft effect on the rows `rows` of `band`, as flat Float lanes: `c + (blur − c)·u²`, then
    /// `+ (backing − c)·opacity·u^1.5`, rounded half up, with `u` = 1 at the edge falling linearly to 0 at
    /// `size`. For a top or bottom edge `u` is the same along a row; for a left or right edge, down a
    /// column. Where `u` is 0 both mixes leave the value as it was.
    func softRows(
        _ rows: Range<Int>, band: PixelRect, canvasWidth w: Int, canvasHeight h: Int, size: Double,
        backing: SIMD4<Float>, dst: UnsafeMutablePointer<UInt8>, blur: UnsafeMutablePointer<UInt8>?
    ) {
        let lanes = band.width * 4
        let c = UnsafeMutablePointer<Float>.allocate(capacity: lanes)
        let fill = UnsafeMutablePointer<Float>.allocate(capacity: lanes)
        let blurWeight = UnsafeMutablePointer<Float>.allocate(capacity: lanes)
        let fillWeight = UnsafeMutablePointer<Float>.allocate(capacity: lanes)
        defer {
            c.deallocate()
            fill.deallocate()
            blurWeight.deallocate()
            fillWeight.deallocate()
        }
        for x in 0..<band.width {
            fill[x * 4] = backing.x
            fill[x * 4 + 1] = backing.y
            fill[x * 4 + 2] = backing.z
            fill[x * 4 + 3] = backing.w
        }
        /// Sets both weights of the lanes of `count` pixels from `first`, for distance `t` (px) from the edge.
        func setWeights(at t: Double, from first: Int, count: Int) -> Bool {
            let u = Float(max(0, 1 - t / size))
            let k = u * u
            let a = opacity * u * u.squareRoot()
            for i in (first * 4)..<((first + count) * 4) {
                blurWeight[i] = k
                fillWeight[i] = a
            }
            return u > 0
        }
        let alongRows = edge == .top || edge == .bottom
        if !alongRows {
            for x in 0..<band.width {
                let t = edge == .left ? Double(band.x + x) + 0.5 : Double(w - band.x - x) - 0.5
                _ = setWeights(at: t, from: x, count: 1)
            }
        }
        for y in rows {
            if alongRows {
                let t = edge == .top ? Double(y) + 0.5 : Double(h - y) - 0.5
                if !setWeights(at: t, from: 0, count: band.width) { continue }
            }
            let row = dst + (y * w + band.x) * 4
            RowConversion.load(row, c, count: lanes)
            if let blur {
                let b = blur + (y - band.y) * lanes
                for i in 0..<lanes { c[i] = c[i] + (Float(b[i]) - c[i]) * blurWeight[i] }
            }
            for i in 0..<lanes { c[i] = c[i] + (fill[i] - c[i]) * fillWeight[i] }
            RowConversion.storeRounded(c, row, count: lanes)
        }
    }
}

extension ScrollEdgeEffect {
    /// The canvas pixels `apply` writes on a `width × height` canvas (the band at its edge), nil when none.
    public func band(width w: Int, height h: Int) -> PixelRect? {
        let extent = Double(edge == .top || edge == .bottom ? h : w)
        let size = min(max(sizePx, 0), extent)
        if size <= 0 { return nil }
        let reach = style == .hard ? size + dividerPx : size
        let bandPx = WholeNumber.clamped(min(reach, extent), .up)
        switch edge {
        case .top: return PixelRect(x: 0, y: 0, width: w, height: bandPx)
        case .bottom: return PixelRect(x: 0, y: h - bandPx, width: w, height: bandPx)
        case .left: return PixelRect(x: 0, y: 0, width: bandPx, height: h)
        case .right: return PixelRect(x: w - bandPx, y: 0, width: bandPx, height: h)
        }
    }
}
