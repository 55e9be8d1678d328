import Foundation
import GlassCore
import Testing

@Suite struct MathTests {
    @Test func expMatchesTheCLibrary() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<2000 {
            let x = Double.random(in: -700...700, using: &rng)
            let r = Foundation.exp(x)
            #expect(abs(Math.exp(x) - r) <= 4 * r.ulp, "exp(\(x))")
        }
        #expect(Math.exp(0) == 1)
        #expect(Math.exp(-800) == 0)
        #expect(Math.exp(800) == .infinity)
    }

    @Test func fastExpIsWithinItsStatedError() {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<5000 {
            let x = Double.random(in: -60...5, using: &rng)
            let r = Foundation.exp(x)
            #expect(abs(Math.expFast(x) - r) <= 3e-7 * r, "expFast(\(x))")
        }
        #expect(Math.expFast(-800) == 0 && Math.expFast(0) == 1)
    }

    @Test func fastLogAndPowAreWithinTheirStatedError() {
        var rng = SplitMix64(seed: 4)
        for _ in 0..<5000 {
            let x = Double.random(in: 1e-4...1e4, using: &rng)
            let y = Double.random(in: -3...3, using: &rng)
            #expect(abs(Math.logFast(x) - Foundation.log(x)) <= 1e-8, "logFast(\(x))")
            let p = Foundation.pow(x, y)
            #expect(abs(Math.powFast(x, y) - p) <= 5e-7 * p, "powFast(\(x), \(y))")
        }
    }

    @Test func logAndPowMatchTheCLibrary() {
        var rng = SplitMix64(seed: 2)
        for _ in 0..<2000 {
            let x = Double.random(in: 1e-6...1e6, using: &rng)
            #expect(abs(Math.log(x) - Foundation.log(x)) <= 4 * max(abs(Foundation.log(x)).ulp, 1e-300), "log(\(x))")
            let y = Double.random(in: -3...3, using: &rng)
            let p = Foundation.pow(x, y)
            #expect(abs(Math.pow(x, y) - p) <= 1e-12 * p, "pow(\(x), \(y))")
        }
        #expect(Math.log(1) == 0)
    }
}
