/// Vertical metrics of a font, in points.
package struct FontLineMetrics: Hashable, Sendable {
    /// Distance from the baseline to the top of the line box (positive).
    package var ascent: Double
    /// Distance from the baseline to the bottom of the line box (positive).
    package var descent: Double
    /// UIFont.lineHeight: ascender − descender + line gap (SDL_ttf's line skip).
    package var lineHeight: Double

    /// Creates line metrics.
    package init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// Font measurement the core needs, supplied by SDL_ttf in the app and by deterministic fakes in tests.
package protocol TextMetrics {
    /// Vertical metrics of a font.
    func lineMetrics(for font: FontSpec) -> FontLineMetrics
    /// Advance width of a single line of text, in points.
    func width(of text: String, font: FontSpec) -> Double
}
