/// A width and a height in points.
package struct Size: Hashable, Sendable {
    /// Horizontal extent.
    package var width: Double
    /// Vertical extent.
    package var height: Double

    /// Creates a size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    package static let zero = Size(width: 0, height: 0)
}
