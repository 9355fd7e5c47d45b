/// The radius of each corner of a rounded rectangle, in points.
package struct CornerRadii: Hashable, Sendable {
    /// Top-left corner radius.
    package var topLeft: Double
    /// Top-right corner radius.
    package var topRight: Double
    /// Bottom-right corner radius.
    package var bottomRight: Double
    /// Bottom-left corner radius.
    package var bottomLeft: Double

    /// Creates radii per corner.
    package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    package init(uniform radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    package static let zero = CornerRadii(uniform: 0)

    /// True when every corner has the same radius.
    package var isUniform: Bool {
        topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft
    }
}
