import SkeletonCore

/// Deterministic text metrics: every character advances by `advance`; every font has the same
/// vertical metrics. Exact numbers for layout assertions.
struct FakeTextMetrics: TextMetrics {
    /// Width of one character.
    var advance = 10.0
    /// Baseline to line top.
    var ascent = 16.0
    /// Baseline to line bottom.
    var descent = 4.0
    /// Whole-point line skip.
    var lineHeight = 20.0
    /// UIFont.lineHeight (unrounded); nil = `lineHeight`.
    var fontLineHeight: Double?

    /// The same vertical metrics for every font.
    func lineMetrics(for font: FontSpec) -> FontLineMetrics {
        FontLineMetrics(ascent: ascent, descent: descent, lineHeight: lineHeight, fontLineHeight: fontLineHeight)
    }

    /// `advance` per character, whatever the font.
    func width(of text: String, font: FontSpec) -> Double {
        Double(text.count) * advance
    }
}
