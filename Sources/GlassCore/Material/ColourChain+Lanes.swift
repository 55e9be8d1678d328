import CKernels

/// Eight Float lanes (encoded sRGB colour channels of eight pixels).
public typealias Lanes = SIMD8<Float>
/// Eight Double lanes (depths in pt and lens normals of eight pixels).
public typealias WideLanes = SIMD8<Double>

/// `Swift.max(x, y)` lane by lane, with its exact semantics (`y >= x ? y : x`: the same signed zero and
/// NaN results as the scalar model, which `pointwiseMax` does not promise). Concrete, not generic: a
/// generic helper built its mask lane by lane.
@inline(__always) func laneMax(_ x: Lanes, _ y: Lanes) -> Lanes { x.replacing(with: y, where: y .>= x) }
@inline(__always) func laneMax(_ x: WideLanes, _ y: WideLanes) -> WideLanes { x.replacing(with: y, where: y .>= x) }

/// `Swift.min(x, y)` lane by lane (`y < x ? y : x`).
@inline(__always) func laneMin(_ x: Lanes, _ y: Lanes) -> Lanes { x.replacing(with: y, where: y .< x) }
@inline(__always) func laneMin(_ x: WideLanes, _ y: WideLanes) -> WideLanes { x.replacing(with: y, where: y .< x) }

/// `smoothstep(e0, e1, x)` lane by lane, the scalar function's operations in its order.
@inline(__always) public func laneSmoothstep(_ e0: Double, _ e1: Double, _ x: WideLanes) -> WideLanes {
    let t = laneMin(laneMax((x - e0) / (e1 - e0), WideLanes(repeating: 0)), WideLanes(repeating: 1))
    return t * t * (3 - 2 * t)
}

extension ToneSegments {
    /// Knots then slopes, the table `glass_tone_curve` reads. Built from its sixteen scalars: an array literal
    /// here went through the generic `init<S: Sequence>` and a heap array on every call (15% of the
    /// showcase's time, one call per row and per scalar pixel).
    var table: SIMD16<Float> { SIMD16(k0, k1, k2, k3, k4, k5, k6, k7, d0, d1, d2, d3, d4, d5, d6, d7) }
}

/// The scratch a colour chain's lanes use for their tone curves: the two curves' tables (knots, then slopes)
/// and 32 values that go through a curve in one call (`glass_tone_curve`: on AVX2 CPUs each segment is one
/// permute, where the Swift select tree on the baseline CPU was a fifth of a container's shading).
struct ToneScratch {
    let tone: UnsafePointer<Float>
    let small: UnsafePointer<Float>
    let values: UnsafeMutablePointer<Float>

    /// The curve `table` (`tone` or `small`) on `r`, `g`, `b` and, when given, `luma`, in one call.
    @inline(__always)
    func apply(_ table: UnsafePointer<Float>, _ r: inout Lanes, _ g: inout Lanes, _ b: inout Lanes, luma: Lanes?) {
        let raw = UnsafeMutableRawPointer(values)
        raw.storeBytes(of: r, as: Lanes.self)
        raw.storeBytes(of: g, toByteOffset: 32, as: Lanes.self)
        raw.storeBytes(of: b, toByteOffset: 64, as: Lanes.self)
        if let luma { raw.storeBytes(of: luma, toByteOffset: 96, as: Lanes.self) }
        glass_tone_curve(values, values, table, luma == nil ? 24 : 32)
        r = raw.load(as: Lanes.self)
        g = raw.load(fromByteOffset: 32, as: Lanes.self)
        b = raw.load(fromByteOffset: 64, as: Lanes.self)
    }

    /// The tone of `luma` after `apply` was given it.
    @inline(__always) var luma: Lanes { UnsafeRawPointer(values).load(fromByteOffset: 96, as: Lanes.self) }
}

extension ColourChain {
    /// The glass colour for the straight backdrop colour `color`, `depth` pt inside the edge, with the
    /// lens field's outward unit `normal` and press `glow`: `applyRow` on one pixel.
    public func apply(_ color: SIMD3<Float>, depth: Double, normal: SIMD2<Double>, glow: Float) -> SIMD3<Float> {
        var r = color.x
        var g = color.y
        var b = color.z
        var d = depth
        var nx = normal.x
        var ny = normal.y
        var glow = glow
        applyRow(count: 1, r: &r, g: &g, b: &b, depth: &d, nx: &nx, ny: &ny, glow: &glow)
        return SIMD3(r, g, b)
    }

    /// The chain on `count` pixels in place: planar straight colours in `r`, `g`, `b` (encoded sRGB, 0…1)
    /// become glass colours, for depths in pt, the lens field's outward unit normals and press glows.
    /// Eight pixels at a time; the last few go through the same lanes, padded.
    /// With `halfMin` (pt, one per pixel), the terms that depend on the shape's size (`ChainSizes`) are
    /// worked out per pixel from it, as this chain built at that size would hold them.
    public func applyRow(
        count: Int, r: UnsafeMutablePointer<Float>, g: UnsafeMutablePointer<Float>, b: UnsafeMutablePointer<Float>,
        depth: UnsafePointer<Double>, nx: UnsafePointer<Double>, ny: UnsafePointer<Double>,
        glow: UnsafePointer<Float>, halfMin: UnsafePointer<Double>? = nil
    ) {
        withUnsafeTemporaryAllocation(of: SIMD8<Float>.self, capacity: 8) { buffer in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: Float.self)
            UnsafeMutableRawPointer(base).storeBytes(of: curve.table, as: SIMD16<Float>.self)
            UnsafeMutableRawPointer(base).storeBytes(of: smallCurve.table, toByteOffset: 64, as: SIMD16<Float>.self)
            applyRow(
                count: count, r: r, g: g, b: b, depth: depth, nx: nx, ny: ny, glow: glow, halfMin: halfMin,
                scratch: ToneScratch(tone: base, small: base + 16, values: base + 32))
        }
    }

    /// `applyRow` with the tone curves' tables.
    @inline(__always)
    func applyRow(
        count: Int, r: UnsafeMutablePointer<Float>, g: UnsafeMutablePointer<Float>, b: UnsafeMutablePointer<Float>,
        depth: UnsafePointer<Double>, nx: UnsafePointer<Double>, ny: UnsafePointer<Double>,
        glow: UnsafePointer<Float>, halfMin: UnsafePointer<Double>?, scratch: ToneScratch
    ) {
        @inline(__always) func load<V: SIMD>(_ p: UnsafePointer<V.Scalar>, _ i: Int) -> V {
            UnsafeRawPointer(p + i).loadUnaligned(as: V.self)
        }
        @inline(__always) func store<V: SIMD>(_ v: V, _ p: UnsafeMutablePointer<V.Scalar>, _ i: Int) {
            UnsafeMutableRawPointer(p + i).storeBytes(of: v, as: V.self)
        }
        var i = 0
        while i + 8 <= count {
            var cr: Lanes = load(r, i)
            var cg: Lanes = load(g, i)
            var cb: Lanes = load(b, i)
            let size = halfMin.map { sizes(lanes: load($0, i)) } ?? constantSizes
            lanes(
                &cr, &cg, &cb, depth: load(depth, i), nx: load(nx, i), ny: load(ny, i), glow: load(glow, i), size: size,
                scratch: scratch)
            store(cr, r, i)
            store(cg, g, i)
            store(cb, b, i)
            i += 8
        }
        if i == count { return }
        var cr = Lanes(repeating: 0)
        var cg = Lanes(repeating: 0)
        var cb = Lanes(repeating: 0)
        var cd = WideLanes(repeating: 0)
        var cx = WideLanes(repeating: 0)
        var cy = WideLanes(repeating: 0)
        var cw = Lanes(repeating: 0)
        var ch = WideLanes(repeating: 0)
        for k in 0..<(count - i) {
            (cr[k], cg[k], cb[k], cw[k]) = (r[i + k], g[i + k], b[i + k], glow[i + k])
            (cd[k], cx[k], cy[k]) = (depth[i + k], nx[i + k], ny[i + k])
            if let halfMin { ch[k] = halfMin[i + k] }
        }
        let size = halfMin == nil ? constantSizes : sizes(lanes: ch)
        lanes(&cr, &cg, &cb, depth: cd, nx: cx, ny: cy, glow: cw, size: size, scratch: scratch)
        for k in 0..<(count - i) { (r[i + k], g[i + k], b[i + k]) = (cr[k], cg[k], cb[k]) }
    }

    /// Steps 9 and 10 on eight pixels. Lane by lane these are the model's scalar operations in its order;
    /// the only branches are on the element's constants (the same for every lane). Beyond the rim the rim
    /// terms are exactly 0, and a glow of 0 adds exactly 0, so no lane needs a branch of its own.
    @inline(__always)
    func lanes(
        _ r: inout Lanes, _ g: inout Lanes, _ b: inout Lanes, depth: WideLanes, nx: WideLanes, ny: WideLanes,
        glow: Lanes, size: SizeLanes, scratch: ToneScratch
    ) {
        let zero = Lanes(repeating: 0)
        if !identity {
            // Saturation about Rec. 709 luma.
            let luma = r * 0.2126 + g * 0.7152 + b * 0.0722
            r = luma + (r - luma) * saturation
            g = luma + (g - luma) * saturation
            b = luma + (b - luma) * saturation
            // Tone curve; regular light keys it on luma: mix(T(col), col + T(luma) − luma, 0.6).
            var (tr, tg, tb) = (r, g, b)
            scratch.apply(scratch.tone, &tr, &tg, &tb, luma: toneLumaMix > 0 ? luma : nil)
            if toneLumaMix > 0 {
                let shift = scratch.luma - luma  // saturation keeps luma
                tr += (r + shift - tr) * toneLumaMix
                tg += (g + shift - tg) * toneLumaMix
                tb += (b + shift - tb) * toneLumaMix
            }
            r = tr
            g = tg
            b = tb
            // Regular dark lifts the shadows of small shapes.
            if size.anyLift {
                let gr = laneMax(1 - r, zero)
                let gg = laneMax(1 - g, zero)
                let gb = laneMax(1 - b, zero)
                r += size.lift * gr * gr
                g += size.lift * gg * gg
                b += size.lift * gb * gb
            }
            // Wash toward the fill colour (already scaled for small shapes), then dim.
            r += (fillColor.x - r) * size.fill
            g += (fillColor.y - g) * size.fill
            b += (fillColor.z - b) * size.fill
            r *= 1 - dim
            g *= 1 - dim
            b *= 1 - dim
            // Small regular glass: a second tone curve, weight 1 at 32 pt falling to 0 at 34 pt.
            if size.anySmall {
                var (sr, sg, sb) = (r, g, b)
                scratch.apply(scratch.small, &sr, &sg, &sb, luma: nil)
                r += (sr - r) * size.small
                g += (sg - g) * size.small
                b += (sb - b) * size.small
            }
            if hasTint {
                r += (tint.x - r) * tintAmount
                g += (tint.y - g) * tintAmount
                b += (tint.z - b) * tintAmount
            }
            // Regular light lifts chroma toward the colour around the shape (not for small shapes).
            r += size.ambientR
            g += size.ambientG
            b += size.ambientB
        }
        if highlight > 0 { rimLanes(&r, &g, &b, depth: depth, nx: nx, ny: ny) }
        // Increase Contrast's border: toward its colour by opacity·clamp((width − depth)/feather + ½, 0, 1).
        if borderOpacity > 0 {
            let none = WideLanes(repeating: 0)
            let w = laneMin(
                laneMax((borderWidth - depth) / borderFeather + 0.5, none), WideLanes(repeating: 1))
            let t = Lanes(w) * borderOpacity
            r += (borderColor.x - r) * t
            g += (borderColor.y - g) * t
            b += (borderColor.z - b) * t
        }
        // The press glow toward white, then the clamp to 0…1.
        r += (1 - r) * glow
        g += (1 - g) * glow
        b += (1 - b) * glow
        let one = Lanes(repeating: 1)
        r = laneMin(laneMax(r, zero), one)
        g = laneMin(laneMax(g, zero), one)
        b = laneMin(laneMax(b, zero), one)
    }

    /// Step 10 on eight pixels: the rim light and clear glass's mix toward white along the rim.
    @inline(__always)
    func rimLanes(_ r: inout Lanes, _ g: inout Lanes, _ b: inout Lanes, depth: WideLanes, nx: WideLanes, ny: WideLanes)
    {
        // Rim light: rim = 1 − smoothstep(0, rimWidth, depth); key from the upper left, 0.35 back lobe.
        let none = WideLanes(repeating: 0)
        let rim = 1 - laneSmoothstep(0, rimWidth, depth)
        let facing = nx * -0.7071067811865476 + ny * -0.7071067811865476  // · rimLightDirection
        let light = rim * (laneMax(facing, none) + 0.35 * laneMax(-facing, none))
        let add = highlight * rimIntensity * Lanes(light)
        r += add
        g += add
        b += add
        // Clear glass mixes toward white along the rim.
        if rimMix > 0 {
            var a =
                Double(rimMix) * laneMin(laneMax(1 - depth / 1.5, none), WideLanes(repeating: 1))
                * (1 - laneSmoothstep(rimCut - 0.5, rimCut + 0.5, depth))
            if rimMixFollowsLuma {
                let luma = WideLanes(r * 0.2126 + g * 0.7152 + b * 0.0722)
                a *= 0.05 + 0.95 * laneMin(laneMax(luma / 0.5, none), WideLanes(repeating: 1))
            }
            let t = Lanes(a)
            r += (1 - r) * t * highlight
            g += (1 - g) * t * highlight
            b += (1 - b) * t * highlight
        }
    }
}
