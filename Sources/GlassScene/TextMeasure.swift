import Foundation
import GlassText

/// The weight a run of text is drawn at: the weight its layer asks for after Bold Text. Only the settings
/// make one (`SceneSettings.drawn`), and `Measure` takes nothing else, so no component can measure text at
/// a weight other than the one it is drawn at (a list row's "128" measured regular and drawn semibold under
/// Bold Text came out "1…").
public struct DrawnWeight: Sendable, Equatable {
    public let weight: FontWeight

    fileprivate init(_ weight: FontWeight) { self.weight = weight }
}

extension SceneSettings {
    /// The weight text that asks for `declared` is drawn at under these settings (Bold Text: one step
    /// heavier, `boldWeight`).
    public func drawn(_ declared: FontWeight) -> DrawnWeight { DrawnWeight(weight(declared)) }
}

/// The one way glass measures text: components sizing their frames, bars fitting their titles, list rows
/// placing their values, and the resolver laying out every text layer all come here, with the fonts,
/// shaping and line breaking the text layers get, at the weight the text is drawn at. Never estimated from
/// character counts or average widths. `MeasureRecord` can watch what is measured and what is drawn.
public enum Measure {
    /// The advance of `text` on one line in the system family, in points.
    public static func width(_ text: String, sizePt: Double, weight: DrawnWeight) -> Double {
        MeasureRecord.current?.note(.measured, text, sizePt: sizePt, weight: weight, truncated: false)
        guard !text.isEmpty, let font = systemFont(weight, sizePt: sizePt) else { return 0 }
        let scalars = Array(text.unicodeScalars)
        let levels = Bidi.levels(scalars, base: Bidi.paragraphDirection(scalars))
        return FontLibrary.shared.shape(scalars, levels: levels, font: font, weight: weight.weight, sizePx: sizePt)
            .reduce(0) { $0 + $1.advance }
    }

    /// The lines `text` takes in a frame `widthPt` wide (at most `max`), laid out at `scale` pixels a point
    /// exactly as its text layer will be, so the count given to the layer is the count it needs.
    static func lines(
        _ text: String, sizePt: Double, weight: DrawnWeight, widthPt: Double, scale: Double, max: Int
    ) -> Int {
        MeasureRecord.current?.note(.measured, text, sizePt: sizePt, weight: weight, truncated: false)
        guard !text.isEmpty, let font = systemFont(weight, sizePt: sizePt) else { return 1 }
        let block = TextLayout(font: font, weight: weight.weight, sizePx: sizePt * scale).layout(
            text, width: widthPt * scale, height: 0, lines: max, alignment: .center)
        return Swift.max(1, block.lineWidths.count)
    }

    /// `text` laid out in `font` (`sizePt` at `scale`) in a frame `widthPx` × `heightPx`: what a text layer
    /// draws.
    public static func layout(
        _ text: String, font: Font, sizePt: Double, scale: Double, weight: DrawnWeight, widthPx: Double,
        heightPx: Double, lines: Int, alignment: TextAlignment, rightToLeft: Bool
    ) -> TextBlock {
        let block = TextLayout(font: font, weight: weight.weight, sizePx: sizePt * scale).layout(
            text, width: widthPx, height: heightPx, lines: lines, alignment: alignment, rightToLeft: rightToLeft)
        MeasureRecord.current?.note(.drawn, text, sizePt: sizePt, weight: weight, truncated: block.truncated)
        return block
    }

    /// The line layout of `font` at `sizePt` (`scale` pixels a point) drawn at `weight`: for the layout engine,
    /// which offers one text several widths and keeps the layout (the same shaping and breaking as `layout`).
    static func textLayout(_ font: Font, sizePt: Double, scale: Double, weight: DrawnWeight) -> TextLayout {
        TextLayout(font: font, weight: weight.weight, sizePx: sizePt * scale)
    }

    /// The height of one line of `font` at `sizePt` (`scale` pixels a point), in pixels.
    public static func lineHeightPx(_ font: Font, sizePt: Double, scale: Double, weight: DrawnWeight) -> Double {
        TextLayout(font: font, weight: weight.weight, sizePx: sizePt * scale).lineHeight
    }

    public static func systemFont(_ weight: DrawnWeight, sizePt: Double) -> Font? {
        try? FontLibrary.shared.font(family: "system", weight: weight.weight, sizePt: sizePt)
    }
}

/// What was measured and what was drawn while a scene was lowered and resolved (`Measure.recording`), for
/// tests that hold every measured run to its drawn run.
public final class MeasureRecord: @unchecked Sendable {
    public enum Use: Sendable { case measured, drawn }

    public struct Run: Sendable, Equatable {
        public var use: Use
        public var text: String
        public var sizePt: Double
        public var weight: FontWeight
        /// Drawn with "…" (or cut short by its line count).
        public var truncated: Bool
    }

    @TaskLocal static var current: MeasureRecord?

    private let lock = NSLock()
    private var recorded: [Run] = []

    public init() {}

    public var runs: [Run] { lock.withLock { recorded } }

    func note(_ use: Use, _ text: String, sizePt: Double, weight: DrawnWeight, truncated: Bool) {
        let run = Run(use: use, text: text, sizePt: sizePt, weight: weight.weight, truncated: truncated)
        lock.withLock { recorded.append(run) }
    }

    /// `body` run with what it measures and draws recorded here.
    public func recording<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$current.withValue(self) { try body() }
    }
}
