import SkeletonCore

/// Finds the font file a `FontSpec` will use (fontconfig in the app), so validation can warn when a
/// family is not installed and hot reload can watch the font file.
package protocol FontResolver: Sendable {
    /// The family and file that will actually be used for a font request.
    func resolve(_ font: FontSpec) -> FontResolution
    /// The distinct characters of `text` (in order, spaces and controls skipped) that neither the
    /// font `font` resolves to nor any fallback font has a glyph for: they would be drawn as empty boxes.
    func missingGlyphs(in text: String, font: FontSpec) -> [Unicode.Scalar]
}
