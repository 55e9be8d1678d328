import GlassText

/// The text styles components set their text in (`UIFont.TextStyle`), each sized by Dynamic Type.
enum ComponentTextStyle: String {
    case largeTitle, title3, headline, body, subheadline, footnote

    /// The style's size at L (the default category), pt.
    var sizeAtLargePt: Double { DynamicType.size(rawValue, .L)! }
}

/// Dynamic Type in the components, as UIKit does it: a text takes its style's size at the scene's content
/// size category (`UIFont.preferredFont(forTextStyle:)`), drawn and measured at Bold Text's weight; a figure
/// tied to a text (its line, an icon or chevron beside it) scales with it as `UIFontMetrics.scaledValue(for:)`
/// scales it, by the style's size over its size at L. Figures at L stay exactly as they were.
extension LayoutContext {
    /// The size of `style` at the scene's content size category, pt.
    func sizePt(_ style: ComponentTextStyle) -> Double { DynamicType.size(style.rawValue, settings.dynamicType)! }

    /// `pt`, a figure at L, scaled with `style` (`UIFontMetrics.scaledValue(for:)`).
    func scaledPt(_ pt: Double, with style: ComponentTextStyle) -> Double {
        pt * sizePt(style) / style.sizeAtLargePt
    }

    /// The weight `weight` is drawn at under the scene's settings (Bold Text).
    func drawn(_ weight: FontWeight) -> DrawnWeight { settings.drawn(weight) }

    /// The advance of `text` on one line at `sizePt`, at the weight it is drawn at, pt.
    func textWidthPt(_ text: String, sizePt: Double, weight: FontWeight) -> Double {
        Measure.width(text, sizePt: sizePt, weight: drawn(weight))
    }

    /// The height one line of text at `sizePt` takes (the face's ascender + descender + line gap), pt.
    func measuredLinePt(sizePt: Double, weight: FontWeight) -> Double {
        guard let font = Measure.systemFont(drawn(weight), sizePt: sizePt) else { return sizePt }
        return Measure.lineHeightPx(font, sizePt: sizePt, scale: 1, weight: drawn(weight))
    }

    /// The line a component gives one line of `style`: its figure at L (`linePtAtLarge`) scaled with the
    /// style, never less than the line the text stack lays it out on, pt.
    func linePt(_ linePtAtLarge: Double, _ style: ComponentTextStyle, weight: FontWeight) -> Double {
        max(scaledPt(linePtAtLarge, with: style), measuredLinePt(sizePt: sizePt(style), weight: weight))
    }
}

extension Measure {
    /// The lines `text` takes in a frame `widthPt` wide (at most `max`), at the weight the context draws
    /// `weight` at and the canvas's scale, exactly as its text layer will be laid out.
    static func lines(
        _ text: String, sizePt: Double, weight: FontWeight, widthPt: Double, _ c: LayoutContext, max: Int
    ) -> Int {
        lines(text, sizePt: sizePt, weight: c.settings.drawn(weight), widthPt: widthPt, scale: c.scale, max: max)
    }
}

extension FontWeight {
    /// The nearest of the names a component's text layer takes (regular, medium, semibold, bold).
    var layerName: String {
        let names: [(FontWeight, String)] = [
            (.regular, "regular"), (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"),
        ]
        return names.min { abs($0.0.value - value) < abs($1.0.value - value) }!.1
    }
}
