/// Turns a prepared scene into one frame's commands for a timeline state: content fades with the
/// cross-dissolve, hidden-while-active views vanish, skeleton shapes get the style's paint and the
/// skeleton opacity (the previous style drawn over the new one during a style cross-fade).
struct FrameBuilder {
    /// The prepared layout.
    let prepared: PreparedLayout
    /// The timeline's state at this moment.
    let state: SkeletonFrameState
    /// Paints per style and direction for this frame.
    private var paints: PaintCache
    /// The output.
    private(set) var commands: [DrawCommand]

    /// Creates a builder for one frame appending to `output` (normally empty, with capacity to reuse).
    init(prepared: PreparedLayout, state: SkeletonFrameState, output: [DrawCommand] = []) {
        self.prepared = prepared
        self.state = state
        paints = PaintCache(prepared: prepared, state: state)
        commands = output
        commands.reserveCapacity(prepared.scene.elements.count + prepared.animatedRects.count + 8)
    }

    /// Appends the commands of every element. With a content layout (a label grew on show,
    /// UILabel+Extensions.swift), content the skeleton replaces is always drawn in the content
    /// layout and skeleton shapes in the grown one, so each side of a cross-dissolve keeps its own
    /// geometry; what stays on screen throughout (container backgrounds, clips) follows the grown
    /// layout while any skeleton is drawn and the content layout otherwise.
    mutating func build() {
        let grown = prepared.scene.elements
        guard let content = prepared.contentLayout else {
            for element in grown { add(element) }
            return
        }
        let inGrownLayout = state.isSkeletonVisible
        guard content.isAligned else {
            for element in inGrownLayout ? grown : content.scene.elements { add(element) }
            return
        }
        for index in grown.indices {
            switch grown[index] {
            case .content(_, let visibility, _):
                let ownLayout = visibility.contains(.fadesWithContent) || !inGrownLayout
                add(ownLayout ? content.scene.elements[index] : grown[index])
            case .pushClip, .popClip:
                add(inGrownLayout ? grown[index] : content.scene.elements[index])
            case .beginGroup, .endGroup:
                add(grown[index])
            case .skeleton, .template:
                add(grown[index])
            }
        }
    }

    /// Appends the commands of one element.
    private mutating func add(_ element: SceneElement) {
        switch element {
        case .content(let content, let visibility, _)
        where visibility.contains(.clearedWhileActive) && state.isActive:
            // The background is gone; the rest (text lines, an image, a title) never overlaps.
            addContent(content.dropFirst(), factor: contentFactor(visibility), needsGroup: false)
        case .content(let content, let visibility, let needsGroup):
            addContent(content[...], factor: contentFactor(visibility), needsGroup: needsGroup)
        case .skeleton(let shape, let visibility):
            guard isPresent(visibility) else { return }
            addSkeleton(shape)
        case .template(let shape, let visibility):
            guard isPresent(visibility), state.skeletonOpacity > 0 else { return }
            addFill(
                shape.rect, shape.radii, role: shape.role, paint: paints.template(shape), opacity: state.skeletonOpacity
            )
        case .pushClip(let rect, let radii, let visibility):
            if isPresent(visibility) { commands.append(.pushClip(rect: rect, radii: radii)) }
        case .popClip(let visibility):
            if isPresent(visibility) { commands.append(.popClip) }
        case .beginGroup(let opacity, let visibility):
            if isPresent(visibility) { commands.append(.beginGroup(opacity: opacity)) }
        case .endGroup(let visibility):
            guard isPresent(visibility) else { return }
            // A group that drew nothing this frame (its skeleton faded out) is left out.
            if case .beginGroup = commands.last {
                commands.removeLast()
            } else {
                commands.append(.endGroup)
            }
        }
    }

    /// Whether elements of this visibility are drawn at all this frame.
    private func isPresent(_ visibility: SceneVisibility) -> Bool {
        if visibility.contains(.hiddenWhileActive) && state.isActive { return false }
        if visibility.contains(.hiddenOnceShown) && state.hasShown { return false }
        if visibility.contains(.onlyWhileActive) && !state.isSkeletonVisible { return false }
        return true
    }

    /// The opacity content of this visibility is drawn at (0 = not drawn).
    private func contentFactor(_ visibility: SceneVisibility) -> Double {
        guard isPresent(visibility) else { return 0 }
        return visibility.contains(.fadesWithContent) ? min(max(state.contentOpacity, 0), 1) : 1
    }

    /// Content as is, faded per command, or as a group when its commands overlap.
    private mutating func addContent(_ content: ArraySlice<DrawCommand>, factor: Double, needsGroup: Bool) {
        if factor <= 0 { return }
        if factor >= 1 {
            commands.append(contentsOf: content)
        } else if needsGroup {
            commands.append(.beginGroup(opacity: factor))
            commands.append(contentsOf: content)
            commands.append(.endGroup)
        } else {
            for command in content { commands.append(command.fading(by: factor)) }
        }
    }

    /// A skeleton shape in the current style, then the previous style fading out above it.
    private mutating func addSkeleton(_ shape: SkeletonShape) {
        let opacity = state.skeletonOpacity
        guard opacity > 0 else { return }
        addFill(shape.rect, shape.radii, role: shape.role, paint: paints.current(shape), opacity: opacity)
        let previousWeight = 1 - min(max(state.styleBlend, 0), 1)
        guard previousWeight > 0, let previous = paints.previous(shape) else { return }
        addFill(shape.rect, shape.radii, role: shape.role, paint: previous, opacity: opacity * previousWeight)
    }

    /// Appends one painted skeleton or template shape.
    private mutating func addFill(_ rect: Rect, _ radii: CornerRadii, role: ShapeRole, paint: Paint, opacity: Double) {
        commands.append(.fill(ShapeFill(rect: rect, radii: radii, paint: paint, opacity: opacity, role: role)))
    }
}

/// The scene of a layout as it stands before show and after hide, kept only when a label grows on
/// show (SkeletonView's UILabel+Extensions.swift) or show hides a stack's arranged view
/// (UIView+SkeletonView.swift). Upstream adds a height constraint and hides those views on show and
/// undoes both on hide, so content drawn while the skeleton is away uses this layout and the
/// skeleton uses the grown, collapsed one.
package struct ContentLayoutScene: Sendable {
    /// The placed tree without label growth or views hidden by show.
    package let root: PlacedView
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
        plain.sizesRowsToFit = engine.sizesRowsToFit
        let root = plain.place(spec, forceRightToLeft: options.forceRightToLeft)
        guard root != grown else { return nil }
        self.root = root
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
