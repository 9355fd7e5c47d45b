/// A point in layout coordinates (points, y down).
package struct Point: Hashable, Sendable {
    /// Horizontal position.
    package var x: Double
    /// Vertical position.
    package var y: Double

    /// Creates a point.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    package static let zero = Point(x: 0, y: 0)
}
