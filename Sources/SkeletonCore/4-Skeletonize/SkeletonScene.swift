/// A placed tree turned into painter's-order scene elements by SkeletonView's rules
/// (UIView+SkeletonView.swift, SkeletonLayer.swift, CALayer+Extensions.swift) or by
/// UIView-Shimmer's template rules (UIView+Template.swift, UIView+Shimmer.swift). Computed once;
/// frames only resolve paints and opacities.
package struct SkeletonScene: Hashable, Sendable {
    /// The elements in drawing order.
    package let elements: [SceneElement]
    /// SkeletonView's decision for every view, in tree order, taken while building the elements
    /// (empty in UIView-Shimmer's template mode).
    package let decisions: [SkeletonDecision]

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
            decisions = builder.decisions
        case .shimmerTemplate(let settings):
            var builder = TemplateSceneBuilder(
                settings: settings, metrics: metrics, painter: painter, root: root, scheme: scheme)
            builder.visit(root, parent: nil, covered: false)
            elements = builder.elements
            decisions = []
        }
    }
}

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

/// When a scene element is drawn and how it fades, decided once at preparation and applied to
/// each frame's timeline state.
package struct SceneVisibility: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package let rawValue: UInt8

    /// Creates a visibility from raw bits.
    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Leaf content that SkeletonView clears on show inside the cross-dissolve: × contentOpacity.
    package static let fadesWithContent = SceneVisibility(rawValue: 1 << 0)
    /// Inside a view with `isHiddenWhenSkeletonIsActive`: not drawn while the skeleton is active
    /// (upstream flips `isHidden` without animation).
    package static let hiddenWhileActive = SceneVisibility(rawValue: 1 << 1)
    /// A UIView-Shimmer template mask: applied only while the skeleton is visible.
    package static let onlyWhileActive = SceneVisibility(rawValue: 1 << 2)
    /// Content whose first command is the background of a label, text view, text field, image view
    /// or button leaf: SkeletonView's prepare step clears it at once on show (outside the
    /// cross-dissolve) and hide restores it inside the cross-dissolve, so it is absent while the
    /// skeleton is active and fades with the rest of the content otherwise.
    package static let clearedWhileActive = SceneVisibility(rawValue: 1 << 3)
    /// Inside a root that is not skeletonable but has `isHiddenWhenSkeletonIsActive`: show hides
    /// it, and hide returns early for a view that is not skeletonable, so it never reappears once a
    /// show has run (a quirk of `recursiveHideSkeleton` in SkeletonView's
    /// UIView+SkeletonView.swift, kept; Docs/skeletonview.md, "Upstream quirks kept for parity").
    package static let hiddenOnceShown = SceneVisibility(rawValue: 1 << 4)
}
