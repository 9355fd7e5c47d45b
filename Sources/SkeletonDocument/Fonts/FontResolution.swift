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
