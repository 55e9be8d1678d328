import GlassCore

/// The fitted constants of the Liquid Glass model (spec §2), per style and appearance, in **points**.
struct GlassConstants {
    var blurSigmaPt: Double
    /// Regular glass blurs less when its half shorter side is below this; nil: no size scaling.
    var blurSizeRefPt: Double?
    var saturation: Double
    var fillColor: SIMD3<Float>
    var fillOpacity: Double
    /// Regular glass washes less when its half shorter side is below this; nil: no size scaling.
    var fillSizeRefPt: Double?
    var tintStrength: Double
    var shadowOpacity: Double

    static func of(_ style: GlassStyle, _ appearance: Appearance) -> GlassConstants {
        func rgb(_ hex: UInt32) -> SIMD3<Float> {
            SIMD3(Float((hex >> 16) & 0xFF), Float((hex >> 8) & 0xFF), Float(hex & 0xFF)) / 255
        }
        switch (style, appearance) {
        case (.clear, .light):
            return GlassConstants(
                blurSigmaPt: 1.28, blurSizeRefPt: nil, saturation: 0.97, fillColor: rgb(0xFEFCFC), fillOpacity: 0.171,
                fillSizeRefPt: nil, tintStrength: 0.35, shadowOpacity: 0.0015)
        case (.clear, .dark):
            return GlassConstants(
                blurSigmaPt: 1.23, blurSizeRefPt: nil, saturation: 0.96, fillColor: rgb(0xFDFAFB), fillOpacity: 0.158,
                fillSizeRefPt: nil, tintStrength: 0.35, shadowOpacity: 0.0017)
        case (_, .dark):
            return GlassConstants(
                blurSigmaPt: 8.25, blurSizeRefPt: 78.0, saturation: 1.97, fillColor: rgb(0x191818), fillOpacity: 0.667,
                fillSizeRefPt: 36.1, tintStrength: 1.005, shadowOpacity: 0.026)
        default:
            return GlassConstants(
                blurSigmaPt: 5.92, blurSizeRefPt: 60.0, saturation: 1.49, fillColor: rgb(0xFEFDFD), fillOpacity: 0.684,
                fillSizeRefPt: 44.0, tintStrength: 1.024, shadowOpacity: 0.049)
        }
    }
}
