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

/// The outcome of resolving a font request.
package struct FontResolution: Hashable, Sendable {
    /// Family of the font that will be used.
    package var matchedFamily: String
    /// The font file, when known.
    package var filePath: String?
    /// True when the requested family is not installed and another one stands in.
    package var isFallback: Bool
    /// The family the alias table gives an iOS family name (`IOSFontAliases`), nil for other names.
    package var iOSStandIn: String?

    /// Creates a resolution.
    package init(matchedFamily: String, filePath: String?, isFallback: Bool, iOSStandIn: String? = nil) {
        self.matchedFamily = matchedFamily
        self.filePath = filePath
        self.isFallback = isFallback
        self.iOSStandIn = iOSStandIn
    }
}

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
