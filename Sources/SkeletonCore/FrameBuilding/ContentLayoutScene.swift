/// The scene of a layout as it stands before show and after hide, kept only when a label grows on
/// show (SkeletonView's UILabel+Extensions.swift) or show hides a stack's arranged view
/// (UIView+SkeletonView.swift). Upstream adds a height constraint and hides those views on show and
/// undoes both on hide, so content drawn while the skeleton is away uses this layout and the
/// skeleton uses the grown, collapsed one.
package struct ContentLayoutScene: Sendable {
    /// The scene placed without label growth.
    package let scene: SkeletonScene
    /// True when its elements pair one for one with the grown scene's (same kinds and visibilities),
    /// so a frame can swap each content element or clip for its counterpart and keep painter's
    /// order; false when the layouts differ in structure (a list whose row count changes).
    package let isAligned: Bool

    /// The content layout of a prepared tree, or nil when no label grew and show hid no view of a
    /// stack (`hidesViews`: one layout serves both).
    init?(
        grown: PlacedView, grownScene: SkeletonScene, spec: LayoutSpec, theme: Theme, engine: LayoutEngine,
        options: LayoutOptions, hidesViews: Bool
    ) {
        guard hidesViews || engine.mayHaveGrownLabels(grown) else { return nil }
        var plain = LayoutEngine(
            metrics: engine.metrics, appearance: engine.appearance, growsLabels: false,
            solvedSubtrees: engine.solvedSubtrees)
        plain.solvesAtDesignSize = engine.solvesAtDesignSize
        let root = plain.place(spec, forceRightToLeft: options.forceRightToLeft)
        guard root != grown else { return nil }
        scene = SkeletonScene(
            root: root, mode: theme.mode, appearance: theme.appearance, metrics: engine.metrics,
            scheme: options.colorScheme)
        isAligned =
            scene.elements.count == grownScene.elements.count
            && zip(scene.elements, grownScene.elements).allSatisfy(Self.pair)
    }

    /// Whether two elements stand for the same step of the scene.
    private static func pair(_ first: SceneElement, _ second: SceneElement) -> Bool {
        switch (first, second) {
        case (.content(_, let a, _), .content(_, let b, _)): a == b
        case (.skeleton(_, let a), .skeleton(_, let b)): a == b
        case (.template(_, let a), .template(_, let b)): a == b
        case (.pushClip(_, _, let a), .pushClip(_, _, let b)): a == b
        case (.popClip(let a), .popClip(let b)): a == b
        case (.beginGroup(let x, let a), .beginGroup(let y, let b)): x == y && a == b
        case (.endGroup(let a), .endGroup(let b)): a == b
        default: false
        }
    }
}
