import SkeletonCore

/// Deterministic text metrics: every character advances by `advance`; every font has the same
/// vertical metrics. Exact numbers for layout assertions.
package struct FakeTextMetrics: TextMetrics {
    /// Width of one character.
    package var advance: Double
    /// Baseline to line top.
    package var ascent: Double
    /// Baseline to line bottom.
    package var descent: Double
    /// Whole-point line skip.
    package var lineHeight: Double
    /// UIFont.lineHeight (unrounded); nil = `lineHeight`.
    package var fontLineHeight: Double?

    /// Metrics with the given numbers; the defaults are the ones most layout cases are written for.
    package init(
        advance: Double = 10, ascent: Double = 16, descent: Double = 4, lineHeight: Double = 20,
        fontLineHeight: Double? = nil
    ) {
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.fontLineHeight = fontLineHeight
    }

    /// The same vertical metrics for every font.
    package func lineMetrics(for font: FontSpec) -> FontLineMetrics {
        FontLineMetrics(ascent: ascent, descent: descent, lineHeight: lineHeight, fontLineHeight: fontLineHeight)
    }

    /// `advance` per character, whatever the font.
    package func width(of text: String, font: FontSpec) -> Double {
        Double(text.count) * advance
    }
}

/// A rectangle shorthand, for exact expected frames.
package func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
