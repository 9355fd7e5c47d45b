/// Insets from each edge of a rectangle (UIEdgeInsets' order: top, left, bottom, right).
package struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    package var top: Double
    /// Inset from the left edge.
    package var left: Double
    /// Inset from the bottom edge.
    package var bottom: Double
    /// Inset from the right edge.
    package var right: Double

    /// Creates insets from each edge.
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    package init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    package static let zero = EdgeInsets(all: 0)
}
