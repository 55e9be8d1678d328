/// Unit offsets of the wide frost tail (spec appendix, step 8): 6 taps on a ring of radius
/// `√(2(2−√2))·σw`, each weighted (2+√2)/24, and 10 on a ring of radius `√(2(2+√2))·σw`, offset π/10,
/// each (2−√2)/40. Together they reproduce a Gaussian of σw's second and fourth moments.
@usableFromInline let tailRing: [(x: Double, y: Double, weight: Float)] = {
    let r1 = (2 * (2 - 2.0.squareRoot())).squareRoot()
    let r2 = (2 * (2 + 2.0.squareRoot())).squareRoot()
    let w1 = Float((2 + 2.0.squareRoot()) / 24)
    let w2 = Float((2 - 2.0.squareRoot()) / 40)
    // cos and sin of k·60° and of 18° + k·36°, to 10 digits.
    let six: [(Double, Double)] = [
        (1, 0), (0.5, 0.8660254038), (-0.5, 0.8660254038), (-1, 0), (-0.5, -0.8660254038), (0.5, -0.8660254038),
    ]
    let ten: [(Double, Double)] = [
        (0.9510565163, 0.3090169944), (0.5877852523, 0.8090169944), (0, 1), (-0.5877852523, 0.8090169944),
        (-0.9510565163, 0.3090169944), (-0.9510565163, -0.3090169944), (-0.5877852523, -0.8090169944), (0, -1),
        (0.5877852523, -0.8090169944), (0.9510565163, -0.3090169944),
    ]
    return six.map { ($0.0 * r1, $0.1 * r1, w1) } + ten.map { ($0.0 * r2, $0.1 * r2, w2) }
}()

/// What the per-pixel shading reads of one element, worked out once per group: plain values (no arrays,
/// no optionals), so nothing is copied or reference-counted per pixel.
struct ElementShading {
    /// Half the shorter side, pt.
    let halfMin: Double
    let blurSigma: Double, postShareRoot: Double
    let tailEdge: Double, tailCentre: Double, tailRef: Double, tailDrop: Double
    let shadowOpacity: Double, shadowRadius: Double
    let lens: LensProfile
    let pressed: Bool
    let pressGlow: Float
    let rect: RectPx

    init(_ e: GlassElement, scale: Double) {
        let p = e.parameters
        halfMin = e.halfMinPx / scale
        blurSigma = p.blurSigma
        postShareRoot = p.postShare.squareRoot()
        tailEdge = p.tailEdge
        tailCentre = p.tailCentre
        tailRef = p.tailRef
        tailDrop = p.tailDrop
        shadowOpacity = p.shadowOpacity
        shadowRadius = p.shadowRadius
        lens = LensProfile(p)
        pressed = p.pressed
        pressGlow = p.pressGlow
        rect = e.outline.rect
    }
}

/// Everything one group's per-pixel shading shares, read-only across threads.
struct GroupShading {
    let elements: UnsafeBufferPointer<GlassElement>
    let shading: UnsafeBufferPointer<ElementShading>
    let ambient: UnsafeBufferPointer<SIMD3<Float>?>
    /// Each element's tail grid, nil for none.
    let tails: UnsafeBufferPointer<TailView?>
    let single: Bool
    /// Each element's colour chain at its own size, and the half shorter side (pt) every element shares,
    /// NaN if they differ. A single element, or a container of equal sizes, shades with these chains; a
    /// container of unequal sizes builds one per element and pixel, as its blended size changes.
    let chains: UnsafeBufferPointer<ColourChain>
    let commonHalfMin: Double
    /// A single element's post-lens blur σ in px (clear glass; 0 for containers and exact blurs), whether
    /// it has a tail grid: with σ ≥ 0.25 px its nine samples run over each row (`ShadeRow.postBlur`).
    let postSigma: Double
    let hasTail: Bool
    /// The frosted backdrop: premultiplied RGBA8 covering `frostRect`.
    let frostRect: PixelRect
    let frost: UnsafePointer<UInt8>
    let exact: Bool
    let maxBand: Double
    let identity: Bool
    /// No element has a post-lens blur (every `blurSigma · √postShare` is 0): a container then shades eight
    /// pixels at a time (`shadeInside(containerLanes:)`).
    let noPostBlur: Bool
}

/// `GroupShading` and the shadow table, handed to worker threads (read-only).
struct SharedGroup: @unchecked Sendable {
    let group: GroupShading
    let table: UnsafeBufferPointer<Double>
}
