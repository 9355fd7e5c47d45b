/// Which characters of a text need a glyph of their own: the missing-glyph check asks the font only
/// about these.
package enum MissingGlyphs {
    /// The distinct scalars of `text` in order, without whitespace, controls and the invisible
    /// format characters (zero-width joiners and spaces, variation selectors) that no font draws.
    package static func candidates(in text: String) -> [Unicode.Scalar] {
        var seen: Set<Unicode.Scalar> = []
        return text.unicodeScalars.filter { scalar in
            let properties = scalar.properties
            guard !properties.isWhitespace, properties.generalCategory != .control,
                properties.generalCategory != .format, !properties.isVariationSelector
            else { return false }
            return seen.insert(scalar).inserted
        }
    }
}
