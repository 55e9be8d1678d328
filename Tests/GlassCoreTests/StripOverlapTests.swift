import Testing

@testable import GlassCore

/// `stripOverlap` skips a corner curve where it cannot change the overlap; it must equal the overlap taken
/// from the full spans (`horizontalSpan`, `verticalSpan`) bit for bit, for pixels all around every corner
/// kind.
@Suite struct StripOverlapTests {
    @Test func theOverlapEqualsTheOneFromTheFullSpans() {
        var rng = SplitMix64(seed: 31)
        // The corner kinds, and a sliver thinner than a pixel with corners larger than half its height.
        let shapes =
            cornerKinds + [RoundedRect(rect: RectPx(x: 3, y: 4, width: 12, height: 0.6), radii: .init(uniform: 3))]
        var checked = 0
        for shape in shapes {
            for _ in 0..<4000 {
                let x = Int.random(in: -2...160, using: &rng)
                let y = Int.random(in: -2...92, using: &rng)
                let f = (Double(Int.random(in: 0..<32, using: &rng)) + 0.5) / 32
                for horizontal in [true, false] {
                    let (t, lo) = horizontal ? (Double(y) + f, Double(x)) : (Double(x) + f, Double(y))
                    let span = horizontal ? shape.horizontalSpan(atY: t) : shape.verticalSpan(atX: t)
                    let expected = span.map { max(0, min($0.upper, lo + 1) - max($0.lower, lo)) } ?? 0
                    let got = shape.stripOverlap(t, from: lo, to: lo + 1, horizontal: horizontal)
                    if got.bitPattern != expected.bitPattern {
                        Issue.record("\(shape.radii), t \(t), from \(lo): \(got) vs \(expected)")
                        return
                    }
                    checked += 1
                }
            }
        }
        #expect(checked == 48_000)
    }
}
