/// A placed tree turned into painter's-order scene elements by SkeletonView's rules
/// (UIView+SkeletonView.swift, SkeletonLayer.swift, CALayer+Extensions.swift) or by
/// UIView-Shimmer's template rules (UIView+Template.swift, UIView+Shimmer.swift). Computed once;
/// frames only resolve paints and opacities.
package struct SkeletonScene: Hashable, Sendable {
    /// The elements in drawing order.
    package let elements: [SceneElement]

    /// The scene of a placed tree for a theme mode; `createdLineCounts` are the line counts (by
    /// path) text nodes created their lines with before the layout changed under them.
    package init(
        root: PlacedView, mode: ThemeMode, appearance: SkeletonAppearance, metrics: any TextMetrics,
        scheme: ColorScheme, createdLineCounts: [String: Int] = [:]
    ) {
        let painter = ContentPainter(metrics: metrics, scheme: scheme)
        switch mode {
        case .skeletonView:
            var builder = SkeletonViewSceneBuilder(
                appearance: appearance, metrics: metrics, painter: painter, createdLineCounts: createdLineCounts)
            builder.visit(root, reached: true, visibility: [])
            elements = builder.elements
        case .shimmerTemplate(let settings):
            var builder = TemplateSceneBuilder(
                settings: settings, metrics: metrics, painter: painter, root: root, scheme: scheme)
            builder.visit(root, parent: nil, covered: false)
            elements = builder.elements
        }
    }
}
