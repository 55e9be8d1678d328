import GlassCore
import Testing

/// Springs solved in closed form (Apple's parameters), and timing curves.
@Suite struct SpringTests {
    /// The differential equation integrated in tiny steps (RK4): the closed form must agree with it.
    static func integrated(_ s: Spring, to t: Double, steps: Int = 200_000) -> Double {
        var (x, v) = (0.0, s.initialVelocity)
        let h = t / Double(steps)
        func a(_ x: Double, _ v: Double) -> Double { -s.stiffness * (x - 1) - s.damping * v }
        for _ in 0..<steps {
            let (k1x, k1v) = (v, a(x, v))
            let (k2x, k2v) = (v + h / 2 * k1v, a(x + h / 2 * k1x, v + h / 2 * k1v))
            let (k3x, k3v) = (v + h / 2 * k2v, a(x + h / 2 * k2x, v + h / 2 * k2v))
            let (k4x, k4v) = (v + h * k3v, a(x + h * k3x, v + h * k3v))
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    @Test func applesFiguresHold() {
        // d 0.5, b 0.3: k 157.9, c 17.6 (Apple's documentation).
        let s = Spring(durationS: 0.5, bounce: 0.3)
        #expect(abs(s.stiffness - 157.91) < 0.01)
        #expect(abs(s.damping - 17.59) < 0.01)
        // response/dampingFraction is the same spring as duration/bounce with b = 1 − ζ.
        let r = Spring(responseS: 0.5, dampingFraction: 0.7)
        let d = Spring(durationS: 0.5, bounce: 0.3)
        #expect(abs(r.stiffness - d.stiffness) < 1e-9 && abs(r.damping - d.damping) < 1e-9)
        // A negative bounce is over-damped: ζ = 1 / (1 + b).
        #expect(abs(Spring(durationS: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
    }

    @Test func theClosedFormMatchesTheEquationInEveryRegime() {
        let springs = [
            Spring.smooth, .snappy, .bouncy, Spring(durationS: 0.5, bounce: -0.5),
            Spring(responseS: 0.28, dampingFraction: 0.63), Spring(durationS: 0.3, bounce: 0.9),
            Spring(durationS: 0.5, bounce: 0.3, initialVelocity: 4),
            Spring(durationS: 0.5, bounce: 0, initialVelocity: -3),
            Spring(durationS: 0.5, bounce: -0.8, initialVelocity: 2), Spring(durationS: 0.5, bounce: 1e-7),
        ]
        for s in springs {
            for t in [0.01, 0.1, 0.25, 0.6, 1.5] {
                let exact = s.value(atS: t)
                let numeric = Self.integrated(s, to: t, steps: 20_000)
                #expect(abs(exact - numeric) < 1e-6, "\(s) at \(t): \(exact) vs \(numeric)")
            }
        }
    }

    @Test func aBouncySpringOvershootsAndASmoothOneNever() {
        let times = (1...200).map { Double($0) * 0.005 }
        #expect(times.map { Spring.bouncy.value(atS: $0) }.max()! > 1.02)
        #expect(times.map { Spring.smooth.value(atS: $0) }.max()! <= 1)
        #expect(Spring.bouncy.value(atS: 0) == 0 && Spring.bouncy.value(atS: -1) == 0)
    }

    @Test func theSettlingTimeBoundsTheMotion() {
        for s in [
            Spring.smooth, .snappy, .bouncy, Spring(durationS: 0.5, bounce: -0.9), Spring(durationS: 2, bounce: 0.95),
        ] {
            let end = s.settlingTimeS(tolerance: 1e-3)
            #expect(end.isFinite && end > 0, "\(s): \(end)")
            for k in 0...400 {
                let t = end + Double(k) * 0.01
                #expect(abs(s.value(atS: t) - 1) <= 1e-3 + 1e-12, "\(s) at \(t)")
            }
        }
        #expect(Spring(durationS: 0.5, bounce: 1).settlingTimeS() == .infinity, "undamped never settles")
    }

    @Test func edgeDurationsAreInstantNeverNaN() {
        let edges = [0, 5e-324, 1e-300, -1, .nan, .infinity, -.infinity, 1e-5, 1e300]
        for d in edges {
            for b in [-1, -0.5, 0, 0.5, 1, .nan, 1e300, -1e300] {
                let s = Spring(durationS: d, bounce: b)
                for t in [0, 1e-9, 0.1, 1, 1e9] {
                    let v = s.value(atS: t)
                    #expect(v.isFinite || (d.isNaN || b.isNaN), "d \(d) b \(b) t \(t): \(v)")
                }
            }
        }
        #expect(Spring(durationS: 0, bounce: 0).value(atS: 1e-9) == 1, "a zero duration jumps")
        #expect(Spring(durationS: 1e300, bounce: 0).value(atS: 1) < 1e-6, "a huge one barely moves")
    }

    @Test func timingCurves() {
        #expect(TimingCurve.linear.progress(0.3) == 0.3)
        #expect(abs(TimingCurve.easeInOut.progress(0.5) - 0.5) < 1e-9)
        #expect(TimingCurve.easeIn.progress(0.25) < 0.25 && TimingCurve.easeOut.progress(0.25) > 0.25)
        var last = 0.0
        for k in 0...100 {
            let p = TimingCurve.easeInOut.progress(Double(k) / 100)
            #expect(p >= last - 1e-12)
            last = p
        }
        #expect(MotionCurve.timed(.linear, durationS: 0).progress(atS: 1e-9) == 1)
        #expect(MotionCurve.timed(.easeOut, durationS: 0.3).endS() == 0.3)
    }
}
