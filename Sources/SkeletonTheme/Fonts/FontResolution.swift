/// The outcome of resolving a font request.
package struct FontResolution: Hashable, Sendable {
    /// Family of the font that will be used.
    package var matchedFamily: String
    /// The font file, when known.
    package var filePath: String?
    /// True when the requested family is not installed and another one stands in.
    package var isFallback: Bool

    /// Creates a resolution.
    package init(matchedFamily: String, filePath: String?, isFallback: Bool) {
        self.matchedFamily = matchedFamily
        self.filePath = filePath
        self.isFallback = isFallback
    }
}
