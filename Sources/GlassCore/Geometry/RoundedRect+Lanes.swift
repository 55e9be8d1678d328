extension RoundedRect {
    /// `distance(px, py)` for eight points on one row (`px` per lane, `py` shared): the scalar function's
    /// operations lane by lane, so the same bits. The Lamé norm of continuous corners is evaluated only
    /// when some lane lies in a corner.
    @inline(__always) public func distance(lanes px: WideLanes, _ py: Double) -> WideLanes {
        let hx = rect.width / 2
        let hy = rect.height / 2
        let dx = px - (rect.x + hx)
        let dy = py - (rect.y + hy)
        let (left, right) = dy < 0 ? (topLeft, topRight) : (bottomLeft, bottomRight)
        let isLeft = dx .< 0
        let z = WideLanes(repeating: right.z).replacing(with: left.z, where: isLeft)
        // |dx| by clearing the sign bit, as `abs` does.
        let magnitude = unsafeBitCast(
            unsafeBitCast(dx, to: SIMD8<UInt64>.self) & 0x7FFF_FFFF_FFFF_FFFF, to: WideLanes.self)
        let qx = magnitude - hx + z
        let qy = abs(dy) - hy + z
        var d = laneMax(qx, qy) - z
        let inCorner = (qx .> 0) .& (qy .> 0)
        if !anyLane(inCorner) { return d }
        let n = WideLanes(repeating: right.n).replacing(with: left.n, where: isLeft)
        // CornerShape.norm for a, b > 0: √(a² + b²) when n = 2, else M·(1 + (m/M)ⁿ)^(1/n).
        var norm = (qx * qx + qy * qy).squareRoot()
        let lame = inCorner .& (n .!= 2)
        if anyLane(lame) {
            let big = laneMax(qx, qy)
            let small = laneMin(qx, qy)
            let curved = big * Math.powFast(1 + Math.powFast(small / big, n), 1 / n)
            norm.replace(with: curved, where: lame)
        }
        d.replace(with: norm - z, where: inCorner)
        return d
    }
}
