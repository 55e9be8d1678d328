/// `Math.expFast`, `logFast` and `powFast` on eight lanes: the scalar functions' operations lane by lane,
/// so each lane has the same bits as the scalar call. The integer steps (2ⁿ's exponent, the exponent of
/// `x`) are read and built from bit patterns instead of converted, so nothing traps or leaves the lanes.
extension Math {
    /// 1.5·2⁵²: adding it rounds a Double below 2⁵¹ in magnitude to an integer held in the low bits.
    @usableFromInline static let roundingMagic = 6_755_399_441_055_744.0

    /// `expFast(x)` lane by lane.
    @inline(__always) public static func expFast(_ x: WideLanes) -> WideLanes {
        let t = laneMin(x, WideLanes(repeating: 700)) * 1.4426950408889634
        let n = (t + roundingMagic) - roundingMagic
        let f = (t - n) * 0.6931471805599453
        // The scalar Horner sum, one step a line (one expression is too much for the type checker).
        var c: WideLanes = 1.0 / 120 + f * (1.0 / 720)
        c = 1.0 / 24 + f * c
        c = 1.0 / 6 + f * c
        c = 0.5 + f * c
        c = 1 + f * c
        let p: WideLanes = 1 + f * c
        // 2ⁿ from n + 1023 (13…2033 where x ≥ −700), read from the low bits of n + 1023 + 1.5·2⁵².
        let biased = unsafeBitCast(n + (1023 + roundingMagic), to: SIMD8<UInt64>.self) & 0x7FF
        var result = p * unsafeBitCast(biased &<< 52, to: WideLanes.self)
        result.replace(with: 0, where: x .< -700)
        return result
    }

    /// `logFast(x)` lane by lane. Lanes that are not positive normal numbers (0, negative, subnormal,
    /// infinite, NaN) take the scalar function.
    @inline(__always) public static func logFast(_ x: WideLanes) -> WideLanes {
        let bits = unsafeBitCast(x, to: SIMD8<UInt64>.self)
        let biased = bits &>> 52
        var m = unsafeBitCast((bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000, to: WideLanes.self)
        // e = biased − 1023 as a Double, exactly: 2⁵² + biased has biased in its low bits.
        var e = unsafeBitCast(biased | 0x4330_0000_0000_0000, to: WideLanes.self) - (4_503_599_627_370_496.0 + 1023)
        let high = m .> 1.4142135623730951
        m.replace(with: m / 2, where: high)
        e.replace(with: e + 1, where: high)
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var c: WideLanes = 2.0 / 7 + s2 * (2.0 / 9)
        c = 2.0 / 5 + s2 * c
        c = 2.0 / 3 + s2 * c
        c = 2 + s2 * c
        let series = s * c
        var result = series + e * ln2
        // Positive normal numbers have a biased exponent of 1…2046 (the sign bit clear).
        let special = (biased &- 1) .>= 2046
        if anyLane(special) {
            for lane in 0..<8 where special[lane] { result[lane] = logFast(x[lane]) }
        }
        return result
    }

    /// `powFast(x, y)` lane by lane, for lanes with `x > 0` (others take the scalar function's answer).
    @inline(__always) public static func powFast(_ x: WideLanes, _ y: WideLanes) -> WideLanes {
        var result = expFast(y * logFast(x))
        let zero = x .== 0
        if anyLane(zero) {
            for lane in 0..<8 where zero[lane] { result[lane] = powFast(x[lane], y[lane]) }
        }
        return result
    }
}

/// Whether any lane of an eight-lane Double mask is set: the lanes (all ones or all zeros) OR-ed together in
/// halves. The standard library's `any` reduces through a generic `min()` that is not inlined (4% of a
/// container's shading); this is the same answer.
@inline(__always) public func anyLane(_ mask: SIMDMask<SIMD8<Int64>>) -> Bool {
    let s = unsafeBitCast(mask, to: SIMD8<Int64>.self)
    let q = s.lowHalf | s.highHalf
    let p = q.lowHalf | q.highHalf
    return (p[0] | p[1]) != 0
}

/// Whether every lane of an eight-lane Double mask is set (`all`, the lanes AND-ed together in halves).
@inline(__always) public func allLanes(_ mask: SIMDMask<SIMD8<Int64>>) -> Bool {
    let s = unsafeBitCast(mask, to: SIMD8<Int64>.self)
    let q = s.lowHalf & s.highHalf
    let p = q.lowHalf & q.highHalf
    return (p[0] & p[1]) == -1
}
