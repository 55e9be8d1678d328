import GlassCore

/// The fitted constants of the Liquid Glass model (spec §2 and its appendix), per style and appearance,
/// in **points**: the published fit to SwiftUI captures on the iOS 26.4 simulator.
enum GlassConstants {
    static func rgb(_ hex: UInt32) -> SIMD3<Float> {
        SIMD3(Float((hex >> 16) & 0xFF), Float((hex >> 8) & 0xFF), Float(hex & 0xFF)) / 255
    }

    static let regularLightTone = ToneCurve([0, 0.113, 0.25, 0.363, 0.4973, 0.6263, 0.7534, 0.8839, 1])
    static let regularDarkTone = ToneCurve([0, 0.1917, 0.2754, 0.3813, 0.4936, 0.6408, 0.7513, 0.8537, 0.9861])
    static let clearLightTone = ToneCurve([0, 0.0289, 0.1865, 0.3476, 0.5063, 0.6651, 0.8265, 0.9772, 1])
    static let clearDarkTone = ToneCurve([0, 0.0519, 0.2131, 0.3631, 0.5198, 0.6792, 0.8348, 0.9910, 1])
    static let smallLightTone = ToneCurve([0, 0.1, 0.2, 0.3, 0.5, 0.611, 0.7142, 0.8538, 0.974])
    static let smallDarkTone = ToneCurve([0, 0.0675, 0.3273, 0.4709, 0.8295, 0.92, 0.96, 0.985, 1])

    /// The model's parameters for a style and appearance, before overrides. Identity glass has none.
    static func parameters(_ style: GlassStyle, _ appearance: Appearance, tint: StraightColor?, pressed: Bool)
        -> GlassParameters
    {
        switch (style, appearance) {
        case (.clear, .light):
            return GlassParameters(
                blurSigma: 1.28, blurSizeRef: nil, postShare: 0.31, anisotropic: false, exactBlurSigma: nil,
                tailSigma: 1.80,
                tailEdge: -0.012, tailCentre: 0.679, tailRef: 85.2, tailDrop: 0, lensBand: 18.44, lensStrength: -2.49,
                lensDecay: 6.81, lensSizeRef: 28.8, lensEdge: 10.0, lensRadiusFactor: 1.55, refraction: 1,
                saturation: 0.97,
                toneCurve: clearLightTone, toneLumaMix: 0, shadowLift: 0, fillColor: rgb(0xFEFCFC), fillOpacity: 0.171,
                fillSizeRef: nil, dim: 0.0013, smallToneCurve: nil, tint: tint, tintStrength: 0.35, ambient: 0,
                rimWidth: 1.25,
                rimIntensity: 0.15, rimMix: 0.48, rimCut: 1, rimMixFollowsLuma: false, highlight: 1, shadowRadius: 29.3,
                shadowOpacity: 0.0015, pressed: pressed)
        case (.clear, .dark):
            return GlassParameters(
                blurSigma: 1.23, blurSizeRef: nil, postShare: 0.15, anisotropic: false, exactBlurSigma: nil,
                tailSigma: 1.92,
                tailEdge: 0.030, tailCentre: 0.701, tailRef: 84.2, tailDrop: 0, lensBand: 18.34, lensStrength: -2.49,
                lensDecay: 6.88, lensSizeRef: 28.7, lensEdge: 11.6, lensRadiusFactor: 1.55, refraction: 1,
                saturation: 0.96,
                toneCurve: clearDarkTone, toneLumaMix: 0, shadowLift: 0, fillColor: rgb(0xFDFAFB), fillOpacity: 0.158,
                fillSizeRef: nil, dim: 0.0006, smallToneCurve: nil, tint: tint, tintStrength: 0.35, ambient: 0,
                rimWidth: 1.25,
                rimIntensity: 0.15, rimMix: 0.37, rimCut: 4, rimMixFollowsLuma: true, highlight: 1, shadowRadius: 13.1,
                shadowOpacity: 0.0017, pressed: pressed)
        case (_, .dark):
            return GlassParameters(
                blurSigma: 8.25, blurSizeRef: 78.0, postShare: 0, anisotropic: true, exactBlurSigma: nil,
                tailSigma: 7.56,
                tailEdge: 1.084, tailCentre: 0.908, tailRef: 79.2, tailDrop: 2.738, lensBand: 18.83,
                lensStrength: -2.627,
                lensDecay: 5.90, lensSizeRef: 38.8, lensEdge: 0, lensRadiusFactor: 1, refraction: 1, saturation: 1.97,
                toneCurve: regularDarkTone, toneLumaMix: 0, shadowLift: 0.77, fillColor: rgb(0x191818),
                fillOpacity: 0.667,
                fillSizeRef: 36.1, fillSizeDrop: 0, dim: 0.001, smallToneCurve: smallDarkTone, tint: tint,
                tintStrength: 1.005,
                ambient: 0,
                rimWidth: 1.36, rimIntensity: 0.33, rimMix: 0, rimCut: 4, rimMixFollowsLuma: false, highlight: 1,
                shadowRadius: 20.3, shadowOpacity: 0.026, pressed: pressed)
        default:
            return GlassParameters(
                blurSigma: 5.92, blurSizeRef: 60.0, postShare: 0, anisotropic: false, exactBlurSigma: nil,
                tailSigma: 7.04,
                tailEdge: 0.405, tailCentre: 0.930, tailRef: 75.4, tailDrop: 1.142, lensBand: 18.26,
                lensStrength: -2.635,
                lensDecay: 6.17, lensSizeRef: 38.2, lensEdge: 0, lensRadiusFactor: 1, refraction: 1, saturation: 1.49,
                toneCurve: regularLightTone, toneLumaMix: 0.6, shadowLift: 0, fillColor: rgb(0xFEFDFD),
                fillOpacity: 0.684,
                fillSizeRef: 44.0, fillSizeDrop: 0, dim: 0.0046, smallToneCurve: smallLightTone, tint: tint,
                tintStrength: 1.024,
                ambient: 0.18,
                rimWidth: 1.25, rimIntensity: 0.23, rimMix: 0, rimCut: 1, rimMixFollowsLuma: false, highlight: 1,
                shadowRadius: 20.9, shadowOpacity: 0.049, pressed: pressed)
        }
    }
}
