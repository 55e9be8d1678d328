/// The window controls of a windowed iPad scene (`"windowed": true`, iPadOS 26): close (red), minimize
/// (yellow) and zoom (green), three 12 pt circles 8 pt apart, the first 20 pt from the leading edge,
/// centred on the top row (the navigation bar's item line: 27 pt below the status bar, 22 pt in the
/// compatibility design's 44 pt bar). They are the system's, so they look the same in both designs, and
/// they sit at the top leading corner: right to left they move to the top right, as the Mac's do. The
/// leading items of the bars in the top row start 12 pt after them (`clearPt`).
enum WindowControls {
    // Metrics.
    /// Apple: three 12 pt circles 8 pt apart, the first 20 pt from the leading edge.
    static let diameterPt = 12.0
    static let spacingPt = 8.0
    static let leadingPt = 20.0
    /// glass: bar items in the top row start 12 pt after them (≈).
    static let clearancePt = 12.0
    /// glass: centred 27 pt below the status bar on the navigation bar's item line; 22 pt pre-26 (≈).
    static let centrePt = 27.0, classicCentrePt = 22.0
    /// Where bar items in the top row may start: past the three circles and the clearance.
    static let clearPt =
        leadingPt + Double(colors.count) * diameterPt + Double(colors.count - 1) * spacingPt + clearancePt
    /// The Mac's colours for the three (≈ on iPadOS 26).
    static let colors = ["#FF5F57", "#FEBC2E", "#28C840"]

    static func layers(_ c: LayoutContext) -> [JSONValue] {
        let centreY = c.safeTopPt + (c.liquid ? centrePt : classicCentrePt)
        var layers = colors.enumerated().map { i, color in
            Primitive.shape(
                .init(
                    name: ["close", "minimize", "zoom"][i],
                    frame: RectPt(
                        leadingPt + Double(i) * (diameterPt + spacingPt), centreY - diameterPt / 2, diameterPt,
                        diameterPt),
                    corners: .capsule, fill: .color(color))
            ).json
        }
        if c.mirrors { layers = Mirror.layers(layers, width: c.widthPt) }
        return [Primitive.group(.init(name: "window controls", layers: layers.map(Primitive.lowered))).json]
    }
}
