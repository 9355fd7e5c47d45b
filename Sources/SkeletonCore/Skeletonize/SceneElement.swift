/// One step of a prepared scene, in painter's order. Content is resolved once; skeleton and
/// template shapes get their paint and opacity per frame.
package enum SceneElement: Hashable, Sendable {
    /// Content-mode drawing of one view (background, text, image). `needsGroup`: the commands
    /// overlap, so a partial fade must composite them as one layer.
    case content([DrawCommand], visibility: SceneVisibility, needsGroup: Bool)
    /// A skeleton block or text line.
    case skeleton(SkeletonShape, visibility: SceneVisibility)
    /// A UIView-Shimmer placeholder or shimmer layer.
    case template(TemplateShape, visibility: SceneVisibility)
    /// Start clipping to a rounded rectangle (a clipping view, a list, a template mask).
    case pushClip(Rect, CornerRadii, visibility: SceneVisibility)
    /// End the matching clip (same visibility as its push, so both are emitted or neither).
    case popClip(visibility: SceneVisibility)
    /// Start compositing what follows as one layer at an opacity below 1 (a view's `alpha`).
    case beginGroup(opacity: Double, visibility: SceneVisibility)
    /// End the matching group (same visibility as its begin, so both are emitted or neither).
    case endGroup(visibility: SceneVisibility)
}
