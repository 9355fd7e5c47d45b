import SkeletonCore

/// Text measured as wide as its point size per character and one point size high a line, so that
/// Dynamic Type changes the measurement: exact numbers for text-size assertions.
package struct SizedTextMetrics: TextMetrics {
    /// Metrics for every font.
    package init() {}

    /// Ascent ¾ and descent ¼ of the point size; a line is the point size high.
    package func lineMetrics(for font: FontSpec) -> FontLineMetrics {
        FontLineMetrics(ascent: font.size * 0.75, descent: font.size * 0.25, lineHeight: font.size)
    }

    /// The point size per character, whatever the font.
    package func width(of text: String, font: FontSpec) -> Double {
        Double(text.count) * font.size
    }
}
