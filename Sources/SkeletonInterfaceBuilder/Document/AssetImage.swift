/// The file an asset catalog's image set draws, with the scale its `Contents.json` gives it.
package struct AssetImage: Hashable, Sendable {
    /// The file's absolute path.
    package var path: String
    /// Pixels per point (1 for a PDF: its page size is its size in points).
    package var scale: Int

    /// Whether the file is a PDF (a vector image set).
    package var isPDF: Bool { path.lowercased().hasSuffix(".pdf") }
}
