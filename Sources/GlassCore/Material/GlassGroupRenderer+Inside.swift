extension GlassGroupRenderer {
    /// Shades pixel (`x`, `y`), inside the field, into entry `j` of `row`: the premultiplied glass colour
    /// (0…255), or for a single element the frosted backdrop with what its colour chain reads, the chain
    /// then running over the whole row (`ShadeRow.applyChain`).
    @inline(__always)
    func shadeInside(
        _ x: Int, _ y: Int, d: Double, neck: Bool, weights: UnsafeMutablePointer<Double>, group: GroupShading,
        lensRows: LensRows, row: ShadeRow, _ j: Int
    ) {
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let s = scale
        let shading = group.shading
        let n = shading.count
        let maxBand = group.maxBand
        // Equal sizes blend to that size (the weighted sum would differ from it by rounding).
        var halfMin = group.commonHalfMin
        if halfMin.isNaN {
            halfMin = 0
            for i in 0..<n { halfMin += weights[i] * group.elements[i].halfMinPx / s }
        }
        let depth = -d / s
        // Normals of the lens field, needed in the rim band (lens and rim light) and for the post blur.
        var nx = 1.0
        var ny = 0.0
        var g = 1.0
        var laplacian = 0.0
        if depth < maxBand {
            let grad = lensRows.gradient(x: x, y: y, field: field)
            g = (grad.gx * grad.gx + grad.gy * grad.gy).squareRoot()
            if g > 0 {
                nx = grad.gx / g
                ny = grad.gy / g
            }
            laplacian = grad.laplacian
        }
        // In a merge neck the displacement fades where the field's gradient does.
        let gc = neck ? min(max(g, 0.05), 1) : 1
        @inline(__always) func lens(_ depth: Double) -> Double {
            var l = 0.0
            for i in 0..<n where weights[i] > 1e-4 {
                l += weights[i] * shading[i].lens.displacement(depth: depth / gc, halfMin: halfMin)
            }
            return l * gc
        }
        let l = depth < maxBand ? lens(depth) : 0
        let sx = px + nx * l * s
        let sy = py + ny * l * s
        let frost = group.frost
        let rect = group.frostRect
        // A single clear element's post-lens blur runs over the row in lanes (`ShadeRow.postBlur`): this
        // pixel only records where its nine samples go and the tail they are then mixed with.
        let deferred = group.postSigma >= 0.25
        var base = deferred ? Quad.zero : BilinearSampler.sample(sx, sy, rect: rect, frost)
        if !group.exact {
            var post = 0.0
            var edge = 0.0
            var centre = 0.0
            var ref = 0.0
            var drop = 0.0
            for i in 0..<n {
                let e = shading[i]
                let w = weights[i]
                post += w * e.blurSigma * e.postShareRoot
                edge += w * e.tailEdge
                centre += w * e.tailCentre
                ref += w * e.tailRef
                drop += w * e.tailDrop
            }
            // Clear glass: the rest of the blur after the lens, along the normal and tangent, stretched
            // by the lens's Jacobian (normal 1 − dL/ddepth, tangent 1 + L·curvature).
            let sigmaP = post * s
            if sigmaP >= 0.25 {
                let slope = depth < maxBand ? (lens(depth + 0.01) - lens(depth - 0.01)) / 0.02 : 0
                let stretchN = min(max(1 - slope, 0.2), 5)
                let stretchT = min(max(1 + l * laplacian * s, 0.2), 5)
                if deferred {
                    (row.sx[j], row.sy[j], row.nx[j], row.ny[j]) = (sx, sy, nx, ny)
                    (row.stretchN[j], row.stretchT[j]) = (stretchN, stretchT)
                } else {
                    // Gauss–Hermite nodes and weights per axis: 0, ±√3; 2/3, 1/6, 1/6.
                    let hermiteNodes: SIMD4<Double> = [0, 1.7320508075688772, -1.7320508075688772, 0]
                    let hermiteWeights: SIMD4<Float> = [2.0 / 3, 1.0 / 6, 1.0 / 6, 0]
                    var acc = Quad.zero
                    for a in 0..<3 {
                        for b in 0..<3 {
                            let along = hermiteNodes[a] * sigmaP * stretchN
                            let across = hermiteNodes[b] * sigmaP * stretchT
                            acc.add(
                                BilinearSampler.sample(
                                    sx + nx * along - ny * across, sy + ny * along + nx * across, rect: rect, frost),
                                times: hermiteWeights[a] * hermiteWeights[b])
                        }
                    }
                    base = acc
                }
            }
            // The wide frost tail, mixed in more toward the centre of larger shapes.
            // Each element's tail grid, blended by weight (one grid for a single element).
            var tail = Quad.zero
            var tailWeight = 0.0
            for i in 0..<n where weights[i] > 1e-4 || n == 1 {
                if let grid = group.tails[i] {
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
                if deferred {
                    row.tail[j] = tail
                    row.mix[j] = Float(mix)
                } else {
                    base = base.mixed(with: tail, Float(mix))
                }
            }
        }
        if !deferred { row.set(j, base) }  // else the row's post-blur sets it
        if group.identity { return }
        if group.single || !group.commonHalfMin.isNaN || fastPaths {
            // The chains run over the whole row; a container's elements are weighted where their weight
            // counts (over 1e-4) and add exactly 0 elsewhere; unequal elements size them by the blended size.
            row.depth[j] = depth
            row.halfMin[j] = halfMin
            row.nx[j] = nx
            row.ny[j] = ny
            for i in 0..<n {
                row.glow[i * row.capacity + j] = glow(shading[i], px, py)
                if !group.single { row.weight[i * row.capacity + j] = weights[i] > 1e-4 ? Float(weights[i]) : 0 }
            }
            return
        }
        let alpha = base.a
        let straight = alpha > 0 ? SIMD3(base.r / alpha, base.g / alpha, base.b / alpha) : SIMD3<Float>.zero
        let normal = SIMD2(nx, ny)
        var col = SIMD3<Float>.zero
        for i in 0..<n where weights[i] > 1e-4 {
            let chain = ColourChain(group.elements[i].parameters, halfMin: halfMin, ambient: group.ambient[i])
            col +=
                chain.apply(straight, depth: depth, normal: normal, glow: glow(shading[i], px, py)) * Float(weights[i])
        }
        row.set(j, Quad(col.x * alpha, col.y * alpha, col.z * alpha, alpha))
    }

    /// The press glow (up to 12% toward white, fading from the centre to the outline's rectangle).
    @inline(__always) func glow(_ e: ElementShading, _ px: Double, _ py: Double) -> Float {
        if !e.pressed { return 0 }
        let r = e.rect
        let u = (px - r.midX) / (r.width / 2)
        let v = (py - r.midY) / (r.height / 2)
        return e.pressGlow * Float(max(0, 1 - (u * u + v * v)))
    }
}
