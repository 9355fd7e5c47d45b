/// A shape the skeleton style paints: a leaf's whole-view block or one of its text lines.
package struct SkeletonShape: Hashable, Sendable {
    /// Bounds in layout coordinates (also the paint's box: each shape shimmers in its own box).
    package var rect: Rect
    /// Corner radii (`skeletonCornerRadius` for blocks, `linesCornerRadius` for lines).
    package var radii: CornerRadii
    /// `.block` or `.textLine`.
    package var role: ShapeRole
    /// The holder's direction (sliding gradients default to right-to-left in RTL).
    package var isRightToLeft: Bool

    /// Creates a skeleton shape.
    package init(rect: Rect, radii: CornerRadii, role: ShapeRole, isRightToLeft: Bool) {
        self.rect = rect
        self.radii = radii
        self.role = role
        self.isRightToLeft = isRightToLeft
    }
}
