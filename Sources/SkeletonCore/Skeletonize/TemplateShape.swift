/// A UIView-Shimmer layer: the template placeholder (a fixed colour) or the shimmer over it (a
/// gradient of the base colour at 50/80/50 % opacity).
package struct TemplateShape: Hashable, Sendable {
    /// Bounds in layout coordinates.
    package var rect: Rect
    /// Corner radii.
    package var radii: CornerRadii
    /// The placeholder colour, or the shimmer's base colour.
    package var color: AdaptiveColor
    /// `.placeholder` or `.shimmer`.
    package var role: ShapeRole

    /// Creates a template shape.
    package init(rect: Rect, radii: CornerRadii, color: AdaptiveColor, role: ShapeRole) {
        self.rect = rect
        self.radii = radii
        self.color = color
        self.role = role
    }
}
