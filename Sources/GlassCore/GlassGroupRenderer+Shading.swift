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

/// Gauss–Hermite nodes and weights per axis for the clear glass's post-lens blur: 0, ±√3; 2/3, 1/6, 1/6.
@usableFromInline let hermite: [(node: Double, weight: Float)] = [
    (0, 2.0 / 3), (3.0.squareRoot(), 1.0 / 6), (-3.0.squareRoot(), 1.0 / 6),
]

extension GlassGroupRenderer {
    func shadePixels(
        _ canvas: inout PixelBuffer, region: PixelRect, sampler: BilinearSampler, ambient: [SIMD3<Float>?],
        tails: [TailGrid?], workers: Workers
    ) {
        let n = elements.count
        let width = canvas.width
        let s = scale
        let elementList = elements
        let exact = frost().exact
        let kPt = field.k / s
        let maxBand = elements.map { $0.parameters.lensBand + 1 }.max() ?? 0
        // A single element's shadow falls off along one curve: tabulate it (the exponential per pixel was
        // 15% of the card's material pass).
        var shadowTable: [Double] = []
        let tableStep = 1.0 / 16  // pt
        if n == 1, elements[0].parameters.shadowOpacity > 0 {
            let p = elements[0].parameters
            let sr = p.shadowRadius / 2
            let count = Int((Double(reach().shadow) / s / tableStep).rounded(.up)) + 2
            shadowTable = (0..<count).map { k in
                let e = Double(k) * tableStep
                return p.shadowOpacity * Math.exp(-e * e / (2 * sr * sr))
            }
        }
        let table = shadowTable
        let identity =
            n == 1 && elements[0].parameters.colorIsIdentity && elements[0].parameters.highlight == 0
            && !elements[0].parameters.pressed
        canvas.bytes.withUnsafeMutableBufferPointer { dstBuffer in
            sampler.image.bytes.withUnsafeBufferPointer { frostBuffer in
                let dstShared = SharedPointer(dstBuffer.baseAddress!)
                let frostShared = SharedPointer(UnsafeMutablePointer(mutating: frostBuffer.baseAddress!))
                let frostCount = frostBuffer.count
                let dstCount = dstBuffer.count
                workers.forEachBand(region.y..<region.maxY, minimumRows: 4) { band in
                    let dst = UnsafeMutableBufferPointer(start: dstShared.base, count: dstCount)
                    let frost = UnsafeBufferPointer(start: frostShared.base, count: frostCount)
                    let dist = UnsafeMutablePointer<Double>.allocate(capacity: n)
                    defer { dist.deallocate() }
                    var weights = [Double](repeating: 1, count: n)
                    elementList.withUnsafeBufferPointer { elements in
                        for y in band {
                            let py = Double(y) + 0.5
                            for x in region.x..<region.maxX {
                                let px = Double(x) + 0.5
                                let (d, neck) = field.distance(px, py, distances: dist)
                                let clipCoverage = clip.map { Double($0.value(x: x, y: y)) } ?? 1
                                if clipCoverage <= 0 { continue }
                                var inside = 1 - smoothstep(-0.75, 0.75, d)
                                // Softmax weights of the elements over their distances (pt).
                                if n > 1 {
                                    var total = 0.0
                                    for i in 0..<n {
                                        weights[i] = Math.expFast(-max(dist[i] / s, 0) / (kPt / 2 + 1))
                                        total += weights[i]
                                    }
                                    for i in 0..<n { weights[i] /= total }
                                }
                                var shadowOpacity = 0.0
                                var shadowRadius = 0.0
                                for i in 0..<n {
                                    shadowOpacity += weights[i] * elements[i].parameters.shadowOpacity
                                    shadowRadius += weights[i] * elements[i].parameters.shadowRadius
                                }
                                let dPt = d / s
                                var shadowA = 0.0
                                if shadowOpacity > 0 && inside < 1 {
                                    let e = max(dPt, 0)
                                    if !table.isEmpty {
                                        let t = e / tableStep
                                        let k = Int(t)
                                        if k + 1 < table.count {
                                            let f = t - Double(k)
                                            shadowA = (table[k] + (table[k + 1] - table[k]) * f) * (1 - inside)
                                        }
                                    } else {
                                        let sr = shadowRadius / 2
                                        shadowA = shadowOpacity * Math.expFast(-e * e / (2 * sr * sr)) * (1 - inside)
                                    }
                                }
                                inside *= clipCoverage
                                shadowA *= clipCoverage
                                if inside <= 0 && shadowA < 1e-6 { continue }
                                let o = (y * width + x) * 4  // Safe: the region lies inside the canvas.
                                var glass = Quad.zero
                                if inside > 0 {
                                    glass = shadeInside(
                                        px, py, d: d, neck: neck, elements: elements, weights: weights,
                                        sampler: sampler, frost: frost, exact: exact,
                                        maxBand: maxBand, ambient: ambient, tails: tails, identity: identity)
                                }
                                // out = glass·inside + sharp·(1 − inside − shadowA) + black·shadowA
                                let keep = Float(max(0, 1 - inside - shadowA))
                                let cover = Float(inside)
                                dst[o] = saturatingByte(glass.r * cover + Float(dst[o]) * keep + 0.5)
                                dst[o + 1] = saturatingByte(glass.g * cover + Float(dst[o + 1]) * keep + 0.5)
                                dst[o + 2] = saturatingByte(glass.b * cover + Float(dst[o + 2]) * keep + 0.5)
                                dst[o + 3] = saturatingByte(
                                    glass.a * cover + Float(dst[o + 3]) * keep + Float(shadowA) * 255 + 0.5)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The premultiplied glass colour (0…255) at a pixel centre inside the field.
    @inline(__always)
    func shadeInside(
        _ px: Double, _ py: Double, d: Double, neck: Bool, elements: UnsafeBufferPointer<GlassElement>,
        weights: [Double],
        sampler: BilinearSampler,
        frost: UnsafeBufferPointer<UInt8>, exact: Bool, maxBand: Double, ambient: [SIMD3<Float>?], tails: [TailGrid?],
        identity: Bool
    ) -> Quad {
        let s = scale
        let n = elements.count
        var halfMin = 0.0
        for i in 0..<n { halfMin += weights[i] * elements[i].halfMinPx / s }
        let depth = -d / s
        // Normals of the lens field, needed in the rim band (lens and rim light) and for the post blur.
        var nx = 1.0
        var ny = 0.0
        var g = 1.0
        var laplacian = 0.0
        if depth < maxBand {
            let grad = field.lensGradient(px, py)
            g = (grad.gx * grad.gx + grad.gy * grad.gy).squareRoot()
            if g > 0 {
                nx = grad.gx / g
                ny = grad.gy / g
            }
            laplacian = grad.laplacian
        }
        // In a merge neck the displacement fades where the field's gradient does.
        let gc = neck ? min(max(g, 0.05), 1) : 1
        func lens(_ depth: Double) -> Double {
            var l = 0.0
            for i in 0..<n where weights[i] > 1e-4 {
                l += weights[i] * lensDisplacement(elements[i].parameters, depth: depth / gc, halfMin: halfMin)
            }
            return l * gc
        }
        let l = depth < maxBand ? lens(depth) : 0
        let sx = px + nx * l * s
        let sy = py + ny * l * s
        var base = sampler.sample(sx, sy, frost)
        if !exact {
            var post = 0.0
            var edge = 0.0
            var centre = 0.0
            var ref = 0.0
            var drop = 0.0
            for i in 0..<n {
                let p = elements[i].parameters
                let w = weights[i]
                post += w * p.blurSigma * p.postShare.squareRoot()
                edge += w * p.tailEdge
                centre += w * p.tailCentre
                ref += w * p.tailRef
                drop += w * p.tailDrop
            }
            // Clear glass: the rest of the blur after the lens, along the normal and tangent, stretched
            // by the lens's Jacobian (normal 1 − dL/ddepth, tangent 1 + L·curvature).
            let sigmaP = post * s
            if sigmaP >= 0.25 {
                let slope = depth < maxBand ? (lens(depth + 0.01) - lens(depth - 0.01)) / 0.02 : 0
                let stretchN = min(max(1 - slope, 0.2), 5)
                let stretchT = min(max(1 + l * laplacian * s, 0.2), 5)
                var acc = Quad.zero
                for a in hermite {
                    for b in hermite {
                        let along = a.node * sigmaP * stretchN
                        let across = b.node * sigmaP * stretchT
                        acc.add(
                            sampler.sample(sx + nx * along - ny * across, sy + ny * along + nx * across, frost),
                            times: a.weight * b.weight)
                    }
                }
                base = acc
            }
            // The wide frost tail, mixed in more toward the centre of larger shapes.
            // Each element's tail grid, blended by weight (one grid for a single element).
            var tail = Quad.zero
            var tailWeight = 0.0
            for i in 0..<n where weights[i] > 1e-4 || n == 1 {
                if let grid = tails[i] {
                    tail.add(grid.sample(sx, sy), times: Float(weights[i]))
                    tailWeight += weights[i]
                }
            }
            if tailWeight > 0 {
                if tailWeight != 1 {
                    tail = Quad(
                        tail.r / Float(tailWeight), tail.g / Float(tailWeight), tail.b / Float(tailWeight),
                        tail.a / Float(tailWeight))
                }
                let sampleDepth = depth - l
                let mix = min(
                    max(
                        edge + (centre - edge) * sampleDepth / max(halfMin, 1e-6) - drop * max(0, 1 - halfMin / ref), 0),
                    1)
                base = base.mixed(with: tail, Float(mix))
            }
        }
        if identity { return base }
        let alpha = base.a
        let straight = alpha > 0 ? SIMD3(base.r / alpha, base.g / alpha, base.b / alpha) : SIMD3<Float>.zero
        var col = SIMD3<Float>.zero
        for i in 0..<n where weights[i] > 1e-4 || n == 1 {
            let e = elements[i]
            var glow: Float = 0
            if e.parameters.pressed {
                let r = e.outline.rect
                let u = (px - r.midX) / (r.width / 2)
                let v = (py - r.midY) / (r.height / 2)
                glow = 0.12 * Float(max(0, 1 - (u * u + v * v)))
            }
            col +=
                shadeGlass(
                    straight, e.parameters, halfMin: halfMin, depth: depth, normal: SIMD2(nx, ny), ambient: ambient[i],
                    glow: glow)
                * Float(n == 1 ? 1 : weights[i])
        }
        return Quad(col.x * alpha, col.y * alpha, col.z * alpha, alpha)
    }
}
