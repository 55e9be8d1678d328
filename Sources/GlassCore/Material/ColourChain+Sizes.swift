/// The parameters behind a colour chain's size-dependent terms (the shadow lift, the wash, the small-shape
/// curve's weight and the chroma lift), kept so the terms can be worked out per pixel: a container of
/// unequal elements blends its size pixel by pixel, and its chains then vary along a row.
public struct ChainSizes: Sendable {
    @usableFromInline let shadowLift: Float
    @usableFromInline let fillOpacity: Float
    /// Whether the wash depends on size (a reference size and a non-zero drop), and those two.
    @usableFromInline let fillSized: Bool
    @usableFromInline let fillRef: Double
    @usableFromInline let fillDrop: Float
    @usableFromInline let hasSmall: Bool
    /// `avg − luma(avg)` and the parameter's strength, where the chroma lift applies.
    @usableFromInline let hasAmbient: Bool
    @usableFromInline let ambientBase: SIMD3<Float>
    @usableFromInline let ambientStrength: Float

    @inlinable init(_ p: GlassParameters, ambient: SIMD3<Float>?) {
        shadowLift = p.shadowLift
        fillOpacity = p.fillOpacity
        fillSized = p.fillSizeRef != nil && p.fillSizeDrop != 0
        fillRef = p.fillSizeRef ?? 1
        fillDrop = p.fillSizeDrop
        hasSmall = p.smallToneCurve != nil
        if p.ambient > 0, let avg = ambient {
            hasAmbient = true
            ambientBase = avg - SIMD3(repeating: (avg * rec709Luma).sum())
        } else {
            hasAmbient = false
            ambientBase = .zero
        }
        ambientStrength = p.ambient
    }
}

/// A chain's size-dependent terms for eight pixels, and whether any lane may need the lift or the
/// small-shape curve (a lane whose term is 0 then adds exactly 0).
struct SizeLanes {
    var lift: Lanes, fill: Lanes, small: Lanes
    var ambientR: Lanes, ambientG: Lanes, ambientB: Lanes
    var anyLift: Bool, anySmall: Bool
}

extension ColourChain {
    /// The chain's own terms in every lane.
    @inline(__always) var constantSizes: SizeLanes {
        SizeLanes(
            lift: Lanes(repeating: lift), fill: Lanes(repeating: fill), small: Lanes(repeating: small),
            ambientR: Lanes(repeating: ambient.x), ambientG: Lanes(repeating: ambient.y),
            ambientB: Lanes(repeating: ambient.z), anyLift: lift > 0, anySmall: small > 0)
    }

    /// The terms at the half shorter sides `halfMin` (pt), lane by lane the operations `init` uses for one
    /// size, so each lane holds what a chain built at its size holds.
    @inline(__always) func sizes(lanes halfMin: WideLanes) -> SizeLanes {
        let s = sizing
        let zero = WideLanes(repeating: 0)
        let one = WideLanes(repeating: 1)
        var lift = Lanes(repeating: 0)
        if s.shadowLift > 0 { lift = s.shadowLift * Lanes(laneMax(zero, 1 - halfMin / 48)) }
        var fill = Lanes(repeating: s.fillOpacity)
        if s.fillSized { fill *= 1 - s.fillDrop * (1 - Lanes(laneMin(one, halfMin / s.fillRef))) }
        var small = Lanes(repeating: 0)
        if s.hasSmall { small = Lanes(laneMin(laneMax((34 - halfMin) / 2, zero), one)) }
        var ambient = (Lanes(repeating: 0), Lanes(repeating: 0), Lanes(repeating: 0))
        if s.hasAmbient {
            let k = s.ambientStrength * (1 - small)
            ambient = (s.ambientBase.x * k, s.ambientBase.y * k, s.ambientBase.z * k)
        }
        return SizeLanes(
            lift: lift, fill: fill, small: small, ambientR: ambient.0, ambientG: ambient.1, ambientB: ambient.2,
            anyLift: s.shadowLift > 0, anySmall: s.hasSmall)
    }
}
