/// How Liquid Glass appears and disappears (materialize, dematerialize), and the clock's other figures.
/// Apple publishes no durations; these were measured by others on 120 fps captures of the iOS 26 simulator
/// (≈: estimates): in ≈ 250 ms and out ≈ 350 ms, every channel linear. In: the glass (lens, frost, rim, fill)
/// ramps over the first 92 % while its scale settles from 1.15 to 1; the content fades in over 35–100 %,
/// sharpening from a blur of σ ≈ 8 pt.
/// Out: the content is gone within the first 55 %; the empty glass dissolves over the whole time.
enum Materialize {
    static let inS = 0.25, outS = 0.35
    static let glassShareIn = 0.92, scaleFrom = 1.15
    static let contentInFrom = 0.35, contentOutBy = 0.55
    /// The blur appearing content sharpens from as it fades in (σ, points).
    static let contentBlurFromPt = 8.0
    /// A spring is done when it stays this close to its target (of the whole change).
    static let settledWithin = 1e-4
    /// Reduce Motion's cross-fade, in seconds.
    static let crossFadeS = 0.25

    /// How far appearing and disappearing layers are `t` seconds into their transition.
    static func presence(atS t: Double) -> LoweredTween.Presence {
        func ramp(_ x: Double) -> Double { min(1, max(0, x)) }
        let inFraction = t / inS
        let glassIn = ramp(inFraction / glassShareIn)
        let outFraction = t / outS
        return LoweredTween.Presence(
            glassIn: glassIn, scaleIn: scaleFrom + (1 - scaleFrom) * glassIn,
            contentIn: ramp((inFraction - contentInFrom) / (1 - contentInFrom)),
            glassOut: 1 - ramp(outFraction), contentOut: 1 - ramp(outFraction / contentOutBy))
    }
}
