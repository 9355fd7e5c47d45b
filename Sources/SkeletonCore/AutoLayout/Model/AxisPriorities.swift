/// A priority per axis (content hugging or compression resistance).
package struct AxisPriorities: Hashable, Sendable {
    /// Along the horizontal axis.
    package var horizontal: LayoutPriority
    /// Along the vertical axis.
    package var vertical: LayoutPriority

    /// Creates priorities per axis.
    package init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority of one axis.
    package func along(horizontal isHorizontal: Bool) -> LayoutPriority { isHorizontal ? horizontal : vertical }
}
