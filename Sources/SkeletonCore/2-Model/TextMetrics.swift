/// Vertical metrics of a font, in points.
package struct FontLineMetrics: Hashable, Sendable {
    /// Distance from the baseline to the top of the line box (positive).
    package var ascent: Double
    /// Distance from the baseline to the bottom of the line box (positive).
    package var descent: Double
    /// Distance between the baselines of laid-out text lines in whole points (SDL_ttf's line
    /// skip), which content text and label sizes use.
    package var lineHeight: Double
    /// UIFont.lineHeight: the font's own (hhea) ascender − descender + line gap over its units per
    /// em × the point size, not rounded; `relativeToFont` skeleton lines use it.
    package var fontLineHeight: Double

    /// Creates line metrics; `fontLineHeight` defaults to `lineHeight` (a font with whole metrics).
    package init(ascent: Double, descent: Double, lineHeight: Double, fontLineHeight: Double? = nil) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.fontLineHeight = fontLineHeight ?? lineHeight
    }
}

/// Font measurement the core needs, supplied by SDL_ttf in the app and by deterministic fakes in
/// tests; Sendable, so the platform's services can be shared by a batch's threads.
package protocol TextMetrics: Sendable {
    /// Vertical metrics of a font.
    func lineMetrics(for font: FontSpec) -> FontLineMetrics
    /// Advance width of a single line of text, in points.
    func width(of text: String, font: FontSpec) -> Double
}
